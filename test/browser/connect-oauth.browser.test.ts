/**
 * OAuth connectors on the hosted connect page, in a real browser: "Continue
 * to Jira" goes through the service's authorize link to the emulator's
 * consent screen and back to the page, which shows the connection callable;
 * the connection then answers unified calls. Zendesk asks for its subdomain
 * first; declining consent comes back with a clear message.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraEmulator } from '../../src/sandbox/jira/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { createSession } from '../helpers/connect-page.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { needs } from '../helpers/requirements.js';
import { launchBrowser, screenshot } from './browser.js';

describe('hosted connect page in a browser (OAuth connectors)', needs('chromium'), () => {
  let svc: TestService;
  let tenant: Tenant;
  let browser: Browser;

  beforeAll(async () => {
    [svc, browser] = await Promise.all([startTestService({ emulators: [jiraEmulator, zendeskEmulator] }), launchBrowser()]);
    tenant = await svc.tenant();
  });
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });

  async function openConnector(consumerId: string, name: string): Promise<Page> {
    const { uri } = await createSession(svc.url, tenant, consumerId, { redirect_uri: 'https://app.example.com/back' });
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    // A step that cannot happen should fail with its own message, before the test's time is up.
    page.setDefaultTimeout(10_000);
    await page.goto(uri);
    await page.getByRole('link', { name }).click();
    return page;
  }

  const stateOf = async (consumerId: string, api: string, service: string) =>
    (await call(`${svc.url}/vault/connections/${api}/${service}`, { headers: tenant.headers(consumerId) })).body.data.state;

  it('connects Jira through the consent screen, then the connection answers unified calls', async () => {
    const page = await openConnector('olivia', 'Jira');
    expect(await page.getByRole('heading', { name: 'Sign in with Jira' }).isVisible()).toBe(true);
    await screenshot(page, '08-oauth-start');

    await page.getByRole('button', { name: 'Continue to Jira' }).click();
    await page.waitForURL((url) => url.origin === svc.emulators.jira!.url);
    await screenshot(page, '09-oauth-consent');
    await page.locator('#allow').click();

    await page.waitForURL(/\/connect\/issue-tracking\/jira\?notice=authorized/);
    expect(await page.getByRole('status').textContent()).toContain('Connected');
    expect(await page.locator('.conn-head .pill').textContent()).toBe('Connected');
    await screenshot(page, '10-oauth-connected');
    expect(await stateOf('olivia', 'issue-tracking', 'jira')).toBe('callable');

    const projects = await call(`${svc.url}/issue-tracking/collections`, { headers: tenant.headers('olivia') });
    expect(projects.status, projects.text).toBe(200);
    expect(projects.body.data.length).toBeGreaterThan(0);

    expect(await page.getByRole('button', { name: 'Reauthorize' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    expect(await page.getByRole('status').textContent()).toContain('Disconnected');
    expect(await stateOf('olivia', 'issue-tracking', 'jira')).not.toBe('callable');
    expect(await page.getByRole('button', { name: 'Continue to Jira' }).isVisible()).toBe(true);
    await page.close();
  });

  it('asks Zendesk for its subdomain first; a declined consent is explained, an accepted one connects', async () => {
    const page = await openConnector('paula', 'Zendesk');
    await page.locator('#oauth-subdomain').fill(ZENDESK_DEMO_ACCOUNT.subdomain);
    await page.getByRole('button', { name: 'Continue to Zendesk' }).click();
    await page.waitForURL((url) => url.origin === svc.emulators.zendesk!.url);
    await page.locator('#deny').click();

    await page.waitForURL(/\/connect\/customer-support\/zendesk\?/);
    expect(await page.getByRole('alert').textContent()).toContain('Sign-in did not complete');
    expect(await stateOf('paula', 'customer-support', 'zendesk')).not.toBe('callable');
    await screenshot(page, '11-oauth-declined');

    expect(await page.locator('#oauth-subdomain').inputValue()).toBe(ZENDESK_DEMO_ACCOUNT.subdomain);
    await page.getByRole('button', { name: 'Continue to Zendesk' }).click();
    await page.waitForURL((url) => url.origin === svc.emulators.zendesk!.url);
    await page.locator('#allow').click();
    await page.waitForURL(/\/connect\/customer-support\/zendesk\?notice=authorized/);
    expect(await page.getByRole('status').textContent()).toContain('Connected');

    const customers = await call(`${svc.url}/customer-support/customers?limit=2`, { headers: tenant.headers('paula') });
    expect(customers.status, customers.text).toBe(200);
    await page.close();
  });

  it('offers the API token form as the alternative to signing in', async () => {
    const page = await openConnector('quentin', 'Zendesk');
    await page.getByText('Use an API token instead').click();
    await page.locator('#credentials-subdomain').fill(ZENDESK_DEMO_ACCOUNT.subdomain);
    await page.getByLabel('Agent email').fill(ZENDESK_DEMO_ACCOUNT.email);
    await page.getByLabel('API token').fill(ZENDESK_DEMO_ACCOUNT.apiToken);
    await page.getByRole('button', { name: 'Connect' }).click();
    expect(await page.getByRole('status').textContent()).toContain('Connected');
    expect(await stateOf('quentin', 'customer-support', 'zendesk')).toBe('callable');
    await page.close();
  });
});
