/**
 * The hosted connect page's guarantees, over plain HTTP: a session reaches
 * its own consumer only, links work once, expired and forged tokens are
 * refused with a page (never JSON), posts need the CSRF token, framing is
 * refused unless configured, and tokens never reach the logs.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { call } from '../helpers/http.js';
import { createSession, csrfOf, getPage, openSession, postForm } from '../helpers/connect-page.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

const OTHER_SID = `AC${'b'.repeat(32)}`;

describe('hosted connect page security', () => {
  const logLines: string[] = [];
  let svc: TestService;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    svc = await startTestService({ emulators: [twilioEmulator], logger: pino({ level: 'info' }, sink) });
    a = await svc.tenant();
    b = await svc.tenant();
    await a.connect('alice', 'sms', 'twilio', twilioSettings);
    await a.connect('bob', 'sms', 'twilio', { account_sid: OTHER_SID, auth_token: 'bobsecrettoken0000000000' });
    await b.connect('alice', 'sms', 'twilio', { account_sid: OTHER_SID, auth_token: 'othertenant000000000000' });
  });
  afterAll(() => svc.close());

  const twilioPage = () => `${svc.url}/connect/sms/twilio`;

  it('shows a session its own consumer only, whatever the request says', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice')).uri);
    const asBob = await getPage(twilioPage(), cookie, { 'x-svc-consumer-id': 'bob', authorization: `Bearer ${a.key}` });
    expect(asBob.status).toBe(200);
    expect(asBob.html).toContain(twilioSettings.account_sid);
    expect(asBob.html).not.toContain(OTHER_SID);
    const withQuery = await getPage(`${twilioPage()}?consumer_id=bob`, cookie);
    expect(withQuery.html).not.toContain(OTHER_SID);
  });

  it('changes its own consumer only', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice', { settings: { allow_actions: ['disable'] } })).uri);
    const page = await getPage(twilioPage(), cookie);
    const result = await postForm(`${twilioPage()}/disable`, cookie, { csrf: csrfOf(page.html), consumer_id: 'bob' });
    expect(result.status).toBe(303);
    const view = (consumerId: string, tenant = a) => call(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers(consumerId) });
    expect((await view('alice')).body.data.enabled).toBe(false);
    expect((await view('bob')).body.data.enabled).toBe(true);
    expect((await view('alice', b)).body.data.enabled).toBe(true);
    await postForm(`${twilioPage()}/enable`, cookie, { csrf: csrfOf(page.html) });
    expect((await view('alice')).body.data.enabled).toBe(true);
  });

  it('opens a session link once; the second visit is refused with a page', async () => {
    const { uri, token } = await createSession(svc.url, a, 'alice');
    const cookie = await openSession(uri);
    expect(cookie).not.toContain(token);
    const replay = await getPage(uri, undefined);
    expect(replay.status).toBe(401);
    expect(replay.headers.get('content-type')).toMatch(/^text\/html/);
    expect(replay.html).toContain('This session has expired');
    expect(replay.headers.get('set-cookie')).toBeNull();
    // The original token is no cookie either: it was swapped when the link was opened.
    expect((await getPage(`${svc.url}/connect`, `svc_connect=${token}`)).status).toBe(401);
    expect((await getPage(`${svc.url}/connect`, cookie)).status).toBe(200);
  });

  it('lets only one of two simultaneous visits of a link in', async () => {
    const { uri } = await createSession(svc.url, a, 'alice');
    const visits = await Promise.all([0, 1, 2].map(() => fetch(uri, { redirect: 'manual' })));
    expect(visits.map((visit) => visit.status).sort()).toEqual([303, 401, 401]);
    // A HEAD (link previews) does not spend a link.
    const { uri: fresh } = await createSession(svc.url, a, 'alice');
    expect((await fetch(fresh, { method: 'HEAD', redirect: 'manual' })).status).not.toBe(303);
    await openSession(fresh);
  });

  it('sets a cookie the page scripts cannot read and other sites do not send', async () => {
    const { uri } = await createSession(svc.url, a, 'alice');
    const response = await fetch(uri, { redirect: 'manual' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=(3[0-5]\d\d|3600)/);
  });

  it('refuses an expired session, at the link and in the cookie', async () => {
    const first = await createSession(svc.url, a, 'alice');
    const cookie = await openSession(first.uri);
    const second = await createSession(svc.url, a, 'alice');
    await svc.store.db.updateTable('vaultSessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('applicationId', '=', a.appId).execute();
    for (const result of [await getPage(`${svc.url}/connect`, cookie), await getPage(second.uri, undefined), await getPage(twilioPage(), cookie)]) {
      expect(result.status).toBe(401);
      expect(result.html).toContain('This session has expired');
      expect(result.html).not.toContain('type_name');
    }
  });

  it('refuses forged and altered tokens', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice')).uri);
    const [name, value] = cookie.split('=') as [string, string];
    const flipped = `${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`;
    const forged = 'A'.repeat(43);
    for (const candidate of [flipped, forged, `${value}x`, value.slice(1), '', '../../vault/consumers']) {
      expect((await getPage(`${svc.url}/connect`, `${name}=${candidate}`)).status, candidate).toBe(401);
      expect((await getPage(`${svc.url}/session/${encodeURIComponent(candidate)}`, undefined)).status).not.toBe(303);
    }
    expect((await getPage(`${svc.url}/connect`, undefined)).status).toBe(401);
  });

  it('needs the CSRF token of the same session on every post', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice')).uri);
    const otherCookie = await openSession((await createSession(svc.url, a, 'alice')).uri);
    const otherCsrf = csrfOf((await getPage(twilioPage(), otherCookie)).html);
    const ownCsrf = csrfOf((await getPage(twilioPage(), cookie)).html);
    for (const path of ['settings', 'disable', 'delete']) {
      for (const fields of [{}, { csrf: '' }, { csrf: 'forged' }, { csrf: otherCsrf }] as Array<Record<string, string>>) {
        const result = await postForm(`${twilioPage()}/${path}`, cookie, { ...fields, 'settings.account_sid': OTHER_SID });
        expect(result.status, `${path} ${JSON.stringify(fields)}`).toBe(403);
        expect(result.html).toContain('This form has expired');
      }
    }
    const view = await call(`${svc.url}/vault/connections/sms/twilio`, { headers: a.headers('alice') });
    expect(view.body.data.settings.account_sid).toBe(twilioSettings.account_sid);
    expect(view.body.data.enabled).toBe(true);
    expect(ownCsrf).not.toBe(otherCsrf);
  });

  it('shows a refused setting next to its field, answered 422, and keeps the saved connection', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice')).uri);
    const csrf = csrfOf((await getPage(twilioPage(), cookie)).html);
    const result = await postForm(`${twilioPage()}/settings`, cookie, { csrf, 'settings.account_sid': 'XX<b>12', 'settings.auth_token': '' });
    expect(result.status).toBe(422);
    expect(result.html).toContain('This is not a valid Account SID');
    expect(result.html).toContain('aria-invalid="true"');
    expect(result.html).toContain('value="XX&#60;b&#62;12"');
    const view = await call(`${svc.url}/vault/connections/sms/twilio`, { headers: a.headers('alice') });
    expect(view.body.data).toMatchObject({ state: 'callable', settings: { account_sid: twilioSettings.account_sid } });
  });

  it('enforces allow_actions on posts, not only by hiding buttons', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice', { settings: { allow_actions: [] } })).uri);
    const page = await getPage(twilioPage(), cookie);
    expect(page.html).not.toContain('/connect/sms/twilio/delete');
    expect(page.html).not.toContain('/connect/sms/twilio/disable');
    const csrf = csrfOf(page.html);
    expect((await postForm(`${twilioPage()}/delete`, cookie, { csrf })).status).toBe(403);
    expect((await postForm(`${twilioPage()}/disable`, cookie, { csrf })).status).toBe(403);
    expect((await getPage(`${twilioPage()}/delete`, cookie)).status).toBe(403);
    expect((await call(`${svc.url}/vault/connections/sms/twilio`, { headers: a.headers('alice') })).body.data.state).toBe('callable');
  });

  it('shows only the unified APIs the session names', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice', { settings: { unified_apis: ['sms'] } })).uri);
    const list = await getPage(`${svc.url}/connect`, cookie);
    expect(list.html).toContain('Twilio');
    expect(list.html).not.toContain('Zendesk');
    expect(list.html).not.toContain('Jira');
    const hidden = await getPage(`${svc.url}/connect/customer-support/zendesk`, cookie);
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('hides the connectors the application does not offer', async () => {
    const tenant = await svc.tenant();
    await svc.service.integrations.configure(tenant.appId, 'zendesk', { enabled: false });
    const cookie = await openSession((await createSession(svc.url, tenant, 'alice')).uri);
    const list = await getPage(`${svc.url}/connect`, cookie);
    expect(list.html).toContain('Jira');
    expect(list.html).not.toContain('Zendesk');
    expect((await getPage(`${svc.url}/connect/customer-support/zendesk`, cookie)).status).toBe(404);
  });

  it('is not framable, not cached and runs no inline script by default', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice')).uri);
    for (const url of [`${svc.url}/connect`, twilioPage(), `${svc.url}/connect/nowhere`]) {
      const page = await getPage(url, cookie);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' https: data:");
      expect(csp).not.toContain('unsafe-inline');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    }
    const entry = await fetch((await createSession(svc.url, a, 'alice')).uri, { redirect: 'manual' });
    expect(entry.headers.get('referrer-policy')).toBe('no-referrer');
    expect(entry.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves its assets itself, with a long cache', async () => {
    const cookie = await openSession((await createSession(svc.url, a, 'alice', { theme: { primary_color: '#0A7' } })).uri);
    const html = (await getPage(`${svc.url}/connect`, cookie)).html;
    const assets = [...html.matchAll(/(?:href|src)="(\/connect\/assets\/[^"]+)"/g)].map((match) => match[1]!.replace(/&#38;/g, '&'));
    expect(assets.some((path) => path.startsWith('/connect/assets/connect.css'))).toBe(true);
    expect(assets).toContain('/connect/assets/theme/00aa77.css');
    expect(assets.some((path) => path.startsWith('/connect/assets/logos/twilio.svg'))).toBe(true);
    for (const path of assets) {
      const response = await fetch(`${svc.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(await (await fetch(`${svc.url}/connect/assets/theme/00aa77.css`)).text()).toContain('--primary:#00aa77');
    expect((await fetch(`${svc.url}/connect/assets/theme/red;x.css`)).status).not.toBe(200);
  });

  it('keeps session tokens out of the logs and out of the pages', async () => {
    const { uri, token } = await createSession(svc.url, a, 'alice');
    const cookie = await openSession(uri);
    const cookieToken = cookie.split('=')[1] as string;
    const page = await getPage(`${svc.url}/connect`, cookie);
    await getPage(uri, undefined);
    expect(page.html).not.toContain(cookieToken);
    expect(page.html).not.toContain(token);
    const logs = logLines.join('');
    expect(logs).toContain('/session/[redacted]');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(cookieToken);
  });
});

describe('hosted connect page framing, when configured', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ config: { connectFrameAncestors: ['https://app.example.com', "'self'"] } });
    tenant = await svc.tenant();
  });
  afterAll(() => svc.close());

  it('lets the configured origins frame it, and only them', async () => {
    const cookie = await openSession((await createSession(svc.url, tenant, 'alice')).uri);
    const page = await getPage(`${svc.url}/connect`, cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors https://app.example.com 'self'");
    expect(page.headers.get('x-frame-options')).toBeNull();
  });
});
