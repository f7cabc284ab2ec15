/**
 * Headless Debian chromium for the page tests, driven by playwright-core (no
 * browser download). Suites that use it declare `needs('chromium')`
 * (test/helpers/requirements.ts): without chromium they are skipped and the
 * run's last line says how to enable them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../helpers/requirements.js';

export { CHROMIUM_PATH };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-artifacts/screenshots');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's chromium at ${CHROMIUM_PATH}: install it with ` +
        '"sudo apt-get install -y --no-install-recommends chromium" (or set CHROMIUM_PATH).',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Keeps a full-page screenshot of a main state as a test artefact. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
