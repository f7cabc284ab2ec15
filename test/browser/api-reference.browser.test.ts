/**
 * The API reference in a real browser: Scalar, served by the service, renders
 * an API's operations from the service's own document under the page's
 * Content-Security-Policy, without a single request to another origin and
 * without console errors; the index lists every document and links to the
 * error types.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';
import { needs } from '../helpers/requirements.js';
import { launchBrowser, screenshot } from './browser.js';

describe('API reference in a browser', needs('chromium'), () => {
  let svc: TestService;
  let browser: Browser;

  beforeAll(async () => {
    [svc, browser] = await Promise.all([startTestService(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });

  /** A page that records every problem a user would not see: console errors, CSP reports, failed or foreign requests. */
  async function watchedPage(): Promise<{ page: Page; problems: string[]; foreign: string[]; requested: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(20_000);
    const problems: string[] = [];
    const foreign: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      // Scalar reports what it finds wrong in a document as a warning ("document validation errors").
      if (message.type() === 'error' || /Content[- ]Security[- ]Policy|validation error/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      requested.push(url);
      if (new URL(url).origin !== svc.url) foreign.push(url);
    });
    return { page, problems, foreign, requested };
  }

  it('renders the operations of an API from its document, loading nothing from elsewhere', async () => {
    const { page, problems, foreign, requested } = await watchedPage();
    await page.goto(`${svc.url}/docs/sms`);
    // Operation summaries of the document, rendered by Scalar (sidebar and sections).
    await expect.poll(() => page.getByText('List messages').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Create a message').count()).toBeGreaterThan(0);
    // Whatever Scalar fetches after rendering has had its chance.
    await page.waitForTimeout(1_000);
    await screenshot(page, 'api-reference-01-sms');

    expect(requested).toContain(`${svc.url}/openapi/sms.json`);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  // One test a document: each renders a whole API in a real browser, and under a loaded machine six in a row outgrew one test's time.
  const summaries: Record<string, string> = {
    'customer-support': 'List customers',
    'issue-tracking': 'List collections',
    crm: 'List contacts',
    accounting: 'List invoices',
    vault: 'Create a consumer',
    connector: 'List connectors',
    proxy: 'GET through the proxy',
    webhook: 'Webhook API',
  };
  it.each(Object.entries(summaries))('renders the %s document without a complaint from Scalar about it', async (id, text) => {
    const { page, problems, foreign } = await watchedPage();
    await page.goto(`${svc.url}/docs/${id}`);
    await expect.poll(() => page.getByText(text).count(), { message: `${id}: ${text}` }).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    if (id === 'vault') await screenshot(page, 'api-reference-02-vault');
    expect(foreign, id).toEqual([]);
    expect(problems, id).toEqual([]);
    await page.close();
  });

  it('lists every document on the index, with the error types one click away', async () => {
    const { page, problems, foreign } = await watchedPage();
    await page.goto(`${svc.url}/docs`);
    for (const name of ['SMS API', 'Vault API', 'Connector API', 'Proxy API', 'Webhook API']) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    await screenshot(page, 'api-reference-03-index');
    await page.getByRole('link', { name: 'Error types' }).first().click();
    await expect.poll(() => page.url()).toBe(`${svc.url}/errors`);
    await expect.poll(() => page.getByText('IdempotencyKeyInUseError').count()).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
