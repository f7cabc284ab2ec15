/**
 * The GraphQL playground in a real browser: GraphiQL loads from the service's
 * own assets under the page's strict Content-Security-Policy (no violation,
 * no request to another origin), says what to do before a key is pasted,
 * then, with a key in its headers editor, loads the schema and runs a query
 * whose result it shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { needs } from '../helpers/requirements.js';
import { launchBrowser, screenshot } from './browser.js';

describe('GraphQL playground in a browser', needs('chromium'), () => {
  let svc: TestService;
  let tenant: Tenant;
  let browser: Browser;

  beforeAll(async () => {
    [svc, browser] = await Promise.all([startTestService(), launchBrowser()]);
    tenant = await svc.tenant();
  });
  afterAll(async () => {
    await browser?.close();
    await svc?.close();
  });

  /** Replaces the text of the visible CodeMirror editor inside `area` the way a user pastes. */
  async function replaceEditorText(page: Page, area: string, text: string): Promise<void> {
    await page.locator(`${area} .graphiql-editor:not(.hidden) .CodeMirror`).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  }

  const responseText = (page: Page) => page.locator('.graphiql-response .CodeMirror-code').innerText();

  it('runs a query with the pasted key and shows the result, loading nothing from elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(15_000);
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== svc.url && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const graphqlCalls: { authorization: string | undefined; appId: string | undefined }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/connector/graphql') {
        graphqlCalls.push({ authorization: request.headers().authorization, appId: request.headers()['x-svc-app-id'] });
      }
    });

    await page.goto(`${svc.url}/connector/graphql/playground`);
    await expect.poll(() => page.locator('.graphiql-container').count()).toBe(1);

    // Before a key is pasted nothing is sent; running tells the user what to do.
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => responseText(page)).toContain('Paste a key of your application');
    expect(graphqlCalls).toEqual([]);
    await screenshot(page, 'graphql-playground-01-no-key');

    // The headers editor is open from the start (it is where the key goes).
    await replaceEditorText(page, 'section.graphiql-editor-tool[aria-label="Headers"]', JSON.stringify({ Authorization: `Bearer ${tenant.key}`, 'x-svc-app-id': tenant.appId }, null, 2));
    // The edited headers make the page load the schema: the docs explorer can then show the Query type.
    await expect.poll(() => graphqlCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('.graphiql-execute-button').click();
    // Connectors are sorted by id: Asana's record opens the result (CodeMirror renders only what is in view).
    await expect.poll(() => responseText(page)).toContain('"id": "asana"');
    const result = await responseText(page);
    expect(result).toContain('"connectors"');
    expect(result).toContain('"downstream_name": "Projects"');
    expect(result).not.toContain('"errors"');
    expect(graphqlCalls.every((call) => call.authorization === `Bearer ${tenant.key}` && call.appId === tenant.appId)).toBe(true);

    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await expect.poll(() => page.locator('.graphiql-doc-explorer').innerText()).toContain('ConnectorsPage');
    await screenshot(page, 'graphql-playground-02-result');

    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    // The key stays in the page's memory: GraphiQL is told not to persist headers.
    const stored = await page.evaluate<string>('JSON.stringify({ ...window.localStorage })');
    expect(stored).not.toContain(tenant.key);
    await page.close();
  });
});
