/**
 * The hosted connect page in a real browser: from a session created through
 * the API, through the Twilio credentials form (a wrong token first), to a
 * connection that answers a unified call; keyboard-only use; the actions a
 * session allows; auto-redirect; and the expired-session page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { createSession } from '../helpers/connect-page.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { needs } from '../helpers/requirements.js';
import { launchBrowser, screenshot } from './browser.js';

describe('hosted connect page in a browser (API-key connector)', needs('chromium'), () => {
  let svc: TestService;
  let tenant: Tenant;
  let browser: Browser;

  beforeAll(async () => {
    [svc, browser] = await Promise.all([startTestService({ emulators: [twilioEmulator] }), launchBrowser()]);
    tenant = await svc.tenant();
  });
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });

  async function openPage(consumerId: string, body: object = {}, viewport = { width: 1100, height: 800 }): Promise<Page> {
    const { uri } = await createSession(svc.url, tenant, consumerId, body);
    const page = await browser.newPage({ viewport });
    page.setDefaultTimeout(10_000);
    await page.goto(uri);
    expect(new URL(page.url()).pathname).toBe('/connect');
    return page;
  }

  const connectionOf = async (consumerId: string) =>
    (await call(`${svc.url}/vault/connections/sms/twilio`, { headers: tenant.headers(consumerId) })).body.data;

  it('connects Twilio through the form: a wrong token is refused clearly, the right one makes the connection callable', async () => {
    const page = await openPage('alice', {
      redirect_uri: 'https://app.example.com/integrations',
      consumer_metadata: { account_name: 'Acme Corp', email: 'alice@acme.test' },
      theme: { vault_name: 'Acme CRM', primary_color: '#5b3cc4' },
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Integrations' }).isVisible()).toBe(true);
    expect(await page.getByRole('note').textContent()).toContain('Sandbox mode');
    expect(await page.getByText('Acme Corp').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Zendesk' }).isVisible()).toBe(true);
    await screenshot(page, '01-list');

    await page.getByRole('link', { name: 'Twilio' }).click();
    await page.getByLabel('Account SID').fill(twilioSettings.account_sid);
    await page.getByLabel('Auth token').fill('wrongtoken00000000000000000000aa');
    await page.getByRole('button', { name: 'Connect' }).click();

    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('These credentials were not accepted');
    expect(await page.getByLabel('Account SID').inputValue()).toBe(twilioSettings.account_sid);
    expect(await page.getByLabel('Auth token').inputValue()).toBe('');
    expect((await connectionOf('alice')).state).not.toBe('callable');
    await screenshot(page, '02-wrong-token');

    await page.getByLabel('Auth token').fill(twilioSettings.auth_token);
    await page.getByRole('button', { name: 'Connect' }).click();
    const status = page.getByRole('status');
    expect(await status.textContent()).toContain('Connected');
    expect(await page.locator('.conn-head .pill').textContent()).toBe('Connected');
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Acme CRM' });
    expect(await back.getAttribute('href')).toBe('https://app.example.com/integrations');
    await screenshot(page, '03-connected');

    expect((await connectionOf('alice')).state).toBe('callable');
    const messages = await call(`${svc.url}/sms/messages?limit=3`, { headers: tenant.headers('alice') });
    expect(messages.status, messages.text).toBe(200);
    expect(messages.body.data.length).toBeGreaterThan(0);
    await page.close();
  });

  it('can be used with the keyboard alone, with a visible focus', async () => {
    const page = await openPage('keyboard-user');
    // Evaluated as text: the test project is compiled without the DOM library.
    const focused = () => page.evaluate<{ id: string; text: string }>("({ id: document.activeElement?.id ?? '', text: document.activeElement?.textContent?.trim() ?? '' })");
    const tabTo = async (match: (el: { id: string; text: string }) => boolean) => {
      for (let presses = 0; presses < 30; presses += 1) {
        await page.keyboard.press('Tab');
        if (match(await focused())) return;
      }
      throw new Error('never reached the element with Tab');
    };
    await tabTo((el) => el.text === 'Twilio');
    const outline = await page.evaluate<string>("getComputedStyle(document.activeElement, '::after').outlineStyle");
    expect(outline).not.toBe('none');
    await screenshot(page, '04-keyboard-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/connect\/sms\/twilio$/);

    await tabTo((el) => el.id === 'credentials-account_sid');
    await page.keyboard.type(twilioSettings.account_sid);
    await page.keyboard.press('Tab');
    expect((await focused()).id).toBe('credentials-auth_token');
    await page.keyboard.type(twilioSettings.auth_token);
    await page.keyboard.press('Enter');
    await page.waitForURL(/notice=connected/);
    expect(await page.getByRole('status').textContent()).toContain('Connected');
    await page.close();
  });

  it('offers the actions the session allows: disable, enable and delete', async () => {
    await tenant.connect('dave', 'sms', 'twilio', twilioSettings);
    const page = await openPage('dave', { settings: { allow_actions: ['disable', 'delete'] } }, { width: 390, height: 844 });
    await page.getByRole('link', { name: 'Twilio' }).click();
    expect(await page.getByRole('button', { name: 'Disconnect' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reauthorize' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Disable' }).click();
    expect(await page.locator('.conn-head .pill').textContent()).toBe('Disabled');
    expect((await connectionOf('dave')).enabled).toBe(false);
    await screenshot(page, '05-disabled-narrow');
    await page.getByRole('button', { name: 'Enable' }).click();
    expect((await connectionOf('dave')).enabled).toBe(true);

    await page.getByRole('link', { name: 'Delete…' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Delete the Twilio connection?');
    await screenshot(page, '06-delete-confirm');
    await page.getByRole('button', { name: 'Delete connection' }).click();
    await page.waitForURL(/\/connect\?notice=deleted$/);
    expect(await page.getByRole('status').textContent()).toContain('Deleted');
    expect((await connectionOf('dave')).state).toBe('available');
    await page.close();

    await tenant.connect('erin', 'sms', 'twilio', twilioSettings);
    const restricted = await openPage('erin', { settings: { allow_actions: [] } });
    await restricted.getByRole('link', { name: 'Twilio' }).click();
    expect(await restricted.getByRole('heading', { name: 'Manage connection' }).count()).toBe(0);
    await restricted.close();
  });

  it('sends the consumer back by itself when auto_redirect is set', async () => {
    const back = `${svc.url}/health`;
    const page = await openPage('frank', { redirect_uri: back, settings: { auto_redirect: true } });
    await page.getByRole('link', { name: 'Twilio' }).click();
    await page.getByLabel('Account SID').fill(twilioSettings.account_sid);
    await page.getByLabel('Auth token').fill(twilioSettings.auth_token);
    await page.getByRole('button', { name: 'Connect' }).click();
    expect(await page.getByRole('status').textContent()).toContain('Taking you back');
    await page.waitForURL(back, { timeout: 10_000 });
    await page.close();
  });

  it('shows a friendly page for an expired session', async () => {
    const { uri } = await createSession(svc.url, tenant, 'grace');
    await svc.store.db.updateTable('vaultSessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('consumerId', '=', 'grace').execute();
    const page = await browser.newPage();
    const response = await page.goto(uri);
    expect(response?.status()).toBe(401);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This session has expired');
    await screenshot(page, '07-expired');
    await page.close();
  });
});
