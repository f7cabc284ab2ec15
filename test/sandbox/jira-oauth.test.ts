/**
 * Atlassian's OAuth 2.0 (3LO) inside the Jira emulator, over real HTTP:
 * auth.atlassian.com (consent, /oauth/token with rotating refresh tokens) and
 * api.atlassian.com (accessible-resources, then /ex/jira/{cloudId}/rest/api/3
 * with the issued token), each answering in Atlassian's own shapes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorHandle, OAuthEmulatorControls } from '../../src/sandbox/framework/emulator.js';
import { JIRA_DEMO_ACCOUNT, jiraEmulator, startJiraEmulator } from '../../src/sandbox/jira/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { basicAuth, openPage, outliveOneSecondToken, pkcePair, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

const CLIENT = { clientId: 'cKv7Tq2mWb9xLp4sZr8nJd3fGh6yUa1e', clientSecret: 'ATOAtest-secret-3b8f', name: 'Acme Issue Sync' };
const REDIRECT = 'http://127.0.0.1:9/oauth/atlassian/callback';
const STATE = 'xyz/ABC+123=é';
const SCOPES = 'read:jira-work write:jira-work read:jira-user offline_access';
const CLOUD = JIRA_DEMO_ACCOUNT.cloudId;

describe('Jira emulator: Atlassian OAuth 2.0 (3LO)', () => {
  let handle: EmulatorHandle & { readonly oauth: OAuthEmulatorControls };
  let tokenUrl: string;

  beforeAll(async () => {
    ({ handle } = await startJiraEmulator());
    tokenUrl = `${handle.url}/oauth/token`;
  });
  afterAll(() => handle.close());
  beforeEach(() => resetOAuth(handle.oauth, { ...CLIENT, redirectUris: [REDIRECT] }));

  const consentUrl = (params: Record<string, string> = {}) =>
    withQuery(`${handle.url}/authorize`, {
      audience: 'api.atlassian.com',
      client_id: CLIENT.clientId,
      scope: SCOPES,
      redirect_uri: REDIRECT,
      state: STATE,
      response_type: 'code',
      prompt: 'consent',
      ...params,
    });

  async function authorize(params: Record<string, string> = {}): Promise<string> {
    const page = await openPage(consentUrl(params));
    expect(page.status, page.html).toBe(200);
    return redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
  }

  const exchange = (code: string, extra: Record<string, string> = {}) =>
    postToken(tokenUrl, { grant_type: 'authorization_code', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, code, redirect_uri: REDIRECT, ...extra });

  const refresh = (refreshToken: string) =>
    postToken(tokenUrl, { grant_type: 'refresh_token', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, refresh_token: refreshToken });

  async function tokens(scope = SCOPES): Promise<Record<string, any>> {
    const reply = await exchange(await authorize({ scope }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  }

  const api = (path: string, accessToken: string) => fetch(`${handle.url}${path}`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const myself = (accessToken: string, cloudId: string = CLOUD) => api(`/ex/jira/${cloudId}/rest/api/3/myself`, accessToken);

  async function expectGateway401(response: Response, message = 'Unauthorized'): Promise<void> {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message });
  }

  it('runs the whole dance: consent, code exchange, accessible-resources, then Jira through /ex/jira/{cloudId}', async () => {
    const page = await openPage(consentUrl());
    expect(page.status).toBe(200);
    expect(page.html).toContain('<strong>Acme Issue Sync</strong> wants to access your Atlassian account');
    expect(page.html).toContain('acme-demo.atlassian.net');
    expect(page.html).toContain('Alex Morgan');
    for (const scope of SCOPES.split(' ')) expect(page.html).toContain(`<code>${scope}</code>`);
    expect(page.html).toContain('action="/authorize/consent"');

    const callback = redirectOf(await pressButton(page, 'allow'));
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect([...callback.searchParams.keys()]).toEqual(['code', 'state']);
    expect(callback.searchParams.get('state')).toBe(STATE);

    const reply = await exchange(callback.searchParams.get('code') as string);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(reply.body)).toEqual(['access_token', 'expires_in', 'token_type', 'refresh_token', 'scope']);
    expect(reply.body).toMatchObject({ expires_in: 3600, token_type: 'Bearer', scope: SCOPES });

    const sites = await api('/oauth/token/accessible-resources', reply.body.access_token);
    expect(sites.status).toBe(200);
    expect(await sites.json()).toEqual([
      {
        id: CLOUD,
        url: 'https://acme-demo.atlassian.net',
        name: 'acme-demo',
        scopes: ['read:jira-work', 'write:jira-work', 'read:jira-user'],
        avatarUrl: 'https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/rocket.png',
      },
    ]);

    const me = await myself(reply.body.access_token);
    expect(me.status).toBe(200);
    const user = (await me.json()) as Record<string, unknown>;
    expect(user).toMatchObject({ accountId: JIRA_DEMO_ACCOUNT.accountId, emailAddress: JIRA_DEMO_ACCOUNT.email });
    expect(user.self).toBe(`${handle.url}/ex/jira/${CLOUD}/rest/api/3/user?accountId=${JIRA_DEMO_ACCOUNT.accountId}`);
    const projects = await api(`/ex/jira/${CLOUD}/rest/api/3/project/search?maxResults=2`, reply.body.access_token);
    expect(projects.status).toBe(200);
    const page1 = (await projects.json()) as Record<string, unknown>;
    expect(page1).toMatchObject({ maxResults: 2, total: 4, isLast: false });
    expect(page1.nextPage).toBe(`${handle.url}/ex/jira/${CLOUD}/rest/api/3/project/search?startAt=2&maxResults=2`);
  });

  it('accepts issued tokens only through the gateway, for the site they reach', async () => {
    const { access_token: token } = await tokens();
    const site = await api('/rest/api/3/myself', token);
    expect(site.status).toBe(401);
    expect(await site.json()).toEqual({ errorMessages: ['Client must be authenticated to access this resource.'], errors: {} });
    await expectGateway401(await myself(token, '00000000-0000-4000-8000-000000000000'), 'Unauthorized; scope does not match');
    await expectGateway401(await myself('not-a-token'));
    const viaBasic = await fetch(`${handle.url}/ex/jira/${CLOUD}/rest/api/3/myself`, {
      headers: { authorization: `Basic ${Buffer.from(`${JIRA_DEMO_ACCOUNT.email}:${JIRA_DEMO_ACCOUNT.apiToken}`).toString('base64')}` },
    });
    expect(viaBasic.status).toBe(200);
  });

  it('issues a refresh token only when offline_access was granted', async () => {
    const online = await tokens('read:jira-work');
    expect(Object.keys(online)).toEqual(['access_token', 'expires_in', 'token_type', 'scope']);
    expect(online.scope).toBe('read:jira-work');
    const accountOnly = await tokens('read:me offline_access');
    expect(await (await api('/oauth/token/accessible-resources', accountOnly.access_token)).json()).toEqual([]);
  });

  it('requires audience=api.atlassian.com, telling the client through its redirect_uri', async () => {
    for (const audience of ['', 'api.example.com']) {
      const answer = redirectOf(await fetch(consentUrl({ audience }), { redirect: 'manual' }));
      expect(answer.searchParams.get('error')).toBe('invalid_request');
      expect(answer.searchParams.get('error_description')).toBe('audience must be api.atlassian.com');
      expect(answer.searchParams.get('state')).toBe(STATE);
    }
  });

  it('rotates refresh tokens: the spent one is refused with 403, the old access token lives until it expires', async () => {
    const first = await tokens();
    const before = handle.oauth.tokenRequests.refresh_token;
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(Object.keys(second.body)).toEqual(['access_token', 'expires_in', 'token_type', 'refresh_token', 'scope']);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    expect(handle.oauth.tokenRequests.refresh_token).toBe(before + 1);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(403);
    expect(replay.body).toEqual({ error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' });
    expect((await myself(first.access_token)).status).toBe(200);
    expect((await myself(second.body.access_token)).status).toBe(200);
    // Inside Atlassian's reuse leeway the replay does not cost the grant.
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect((await refresh('never-issued')).status).toBe(403);
  });

  it('answers bad client credentials as Auth0 does: 401 access_denied, HTTP Basic not accepted', async () => {
    const code = await authorize();
    const wrong = await exchange(code, { client_secret: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'access_denied', error_description: 'Unauthorized' });
    const basic = await postToken(tokenUrl, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { headers: { authorization: basicAuth(CLIENT.clientId, CLIENT.clientSecret) } });
    expect(basic.status).toBe(401);
    expect((await exchange(code)).status).toBe(200);
  });

  it('refuses bad, reused and misdirected codes with 403 invalid_grant', async () => {
    expect(await exchange('made-up')).toMatchObject({ status: 403, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } });
    const code = await authorize();
    expect((await exchange(code)).status).toBe(200);
    expect(await exchange(code)).toMatchObject({ status: 403, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } });
    expect(await exchange(await authorize(), { redirect_uri: `${REDIRECT}/` })).toMatchObject({
      status: 403,
      body: { error: 'invalid_grant', error_description: 'redirect_uri does not match the authorization request' },
    });
  });

  it('checks a PKCE challenge when the client sends one', async () => {
    const pkce = pkcePair();
    const code = await authorize({ code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    expect(await exchange(code, { code_verifier: pkcePair().verifier })).toMatchObject({ status: 403, body: { error_description: 'Failed PKCE verification' } });
    const good = await authorize({ code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    expect((await exchange(good, { code_verifier: pkce.verifier })).status).toBe(200);
  });

  it('takes form-encoded token requests too', async () => {
    const reply = await postToken(
      tokenUrl,
      { grant_type: 'authorization_code', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, code: await authorize(), redirect_uri: REDIRECT },
      { format: 'form' },
    );
    expect(reply.status).toBe(200);
  });

  it('redirects with access_denied on Deny, and shows a page for an unregistered redirect_uri', async () => {
    const denied = redirectOf(await pressButton(await openPage(consentUrl()), 'deny'));
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(STATE);
    expect(denied.searchParams.get('code')).toBeNull();

    const page = await openPage(consentUrl({ redirect_uri: 'https://evil.example.com/steal' }));
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(page.html).toContain('Invalid redirect URI');
  });

  it('lets access tokens expire: the gateway then answers 401', async () => {
    handle.oauth.setAccessTokenLifetime(1);
    const issued = await tokens();
    expect(issued.expires_in).toBe(1);
    expect((await myself(issued.access_token)).status).toBe(200);
    await outliveOneSecondToken();
    await expectGateway401(await myself(issued.access_token));
    await expectGateway401(await api('/oauth/token/accessible-resources', issued.access_token));
    handle.oauth.setAccessTokenLifetime(3600);
    const renewed = await refresh(issued.refresh_token);
    expect((await myself(renewed.body.access_token)).status).toBe(200);
  });

  it('revokeAllGrants: the app was removed, nothing issued works', async () => {
    const issued = await tokens();
    handle.oauth.revokeAllGrants();
    await expectGateway401(await myself(issued.access_token));
    expect(await refresh(issued.refresh_token)).toMatchObject({ status: 403, body: { error: 'invalid_grant' } });
  });

  it('serves no revocation endpoint, as Atlassian documents none for 3LO', async () => {
    const issued = await tokens();
    for (const path of ['/oauth/revoke', '/oauth/token/revoke']) {
      const response = await fetch(`${handle.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: issued.refresh_token }) });
      expect(response.status).toBe(404);
    }
    expect((await myself(issued.access_token)).status).toBe(200);
  });

  it('fails the gateway in its own shape when told to', async () => {
    const issued = await tokens();
    handle.failNext('rate_limit');
    const limited = await api('/oauth/token/accessible-resources', issued.access_token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toEqual({ code: 429, message: 'Rate limit exceeded' });
    handle.failNext('rate_limit');
    const tokenLimited = await refresh(issued.refresh_token);
    expect(tokenLimited).toMatchObject({ status: 429, body: { error: 'too_many_requests' } });
    // The refused refresh did not spend the refresh token.
    expect((await refresh(issued.refresh_token)).status).toBe(200);
  });

  it('starts with the sandbox client registered, its redirect URIs added by the service', async () => {
    const sandbox = SANDBOX_OAUTH_CLIENTS.jira;
    const other = await jiraEmulator.start();
    try {
      expect(other.oauth).toBeDefined();
      const url = `${other.url}/authorize?audience=api.atlassian.com&client_id=${sandbox.clientId}&scope=read%3Ajira-work&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code`;
      expect((await openPage(url)).status).toBe(400);
      other.oauth!.registerOAuthClient({ ...sandbox, redirectUris: [REDIRECT] });
      const page = await openPage(url);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<strong>Unified API (sandbox)</strong>');
    } finally {
      await other.close();
    }
  });
});
