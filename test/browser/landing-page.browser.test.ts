/**
 * The landing page in a real browser: it renders under its CSP without a
 * console error, sends no request to another origin, and its links lead to
 * pages the service serves.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../helpers/requirements.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { launchBrowser, screenshot } from './browser.js';

describe('landing page in a browser', needs('chromium'), () => {
  let svc: TestService;
  let browser: Browser;

  beforeAll(async () => {
    [svc, browser] = await Promise.all([startTestService(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('renders with its links, loading nothing from elsewhere', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => requested.push(request.url()));

    const response = await page.goto(`${svc.url}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Unified integration API' }).count()).toBe(1);
    await screenshot(page, 'landing-page-01');
    for (const [name, path] of [['API reference', '/docs'], ['Error types', '/errors'], ['Hosted connect page', '/docs/vault'], ['Changelog', '/changelog']]) {
      const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(href, name).toBe(path);
      expect((await fetch(new URL(href as string, svc.url))).status, name).toBe(200);
    }
    await page.getByRole('link', { name: 'Error types', exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${svc.url}/errors`);

    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== svc.url)).toEqual([]);
    expect(requested).toContain(`${svc.url}/`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
