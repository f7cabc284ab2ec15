/**
 * The browser bundles the pages load: the build copies them out of their
 * (dev-dependency) packages with their versions, and the service reads the
 * copy when there is one, so a production install without those packages
 * still serves them; without a copy it reads the installed package.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_BUNDLES, installedBundle, locateBundle, VERSIONS_FILE } from '../../src/core/http/browser-bundles.js';
import { copyBrowserBundles } from '../../src/build/copy-browser-bundles.js';

describe('browser bundles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundles-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies every bundle byte for byte with its package version, and the copy is what is served', () => {
    const versions = copyBrowserBundles(dir);
    for (const bundle of Object.values(BROWSER_BUNDLES)) {
      const installed = installedBundle(bundle);
      const located = locateBundle(bundle, dir);
      expect(located.file).toBe(path.join(dir, bundle.pkg, bundle.subpath));
      expect(located.version).toBe(installed.version);
      expect(versions[bundle.pkg]).toBe(installed.version);
      expect(readFileSync(located.file).equals(readFileSync(installed.file)), `${bundle.pkg}/${bundle.subpath}`).toBe(true);
    }
  });

  it('serves a copy whose package is not installed (a production install)', () => {
    const absent = { pkg: '@svc-test/not-installed', subpath: 'dist/app.js' };
    mkdirSync(path.join(dir, absent.pkg, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, absent.pkg, absent.subpath), 'console.log(1)');
    writeFileSync(path.join(dir, VERSIONS_FILE), JSON.stringify({ [absent.pkg]: '2.0.1' }));
    expect(locateBundle(absent, dir)).toEqual({ file: path.join(dir, absent.pkg, absent.subpath), version: '2.0.1' });
  });

  it('reads the installed package when the build made no copy', () => {
    const located = locateBundle(BROWSER_BUNDLES.react, dir);
    expect(located.file).toContain(`${path.sep}node_modules${path.sep}react${path.sep}`);
    expect(located.version).toMatch(/^18\./);
  });

  it('names the build step when a bundle is neither copied nor installed', () => {
    expect(() => locateBundle({ pkg: '@svc-test/not-installed', subpath: 'app.js' }, dir)).toThrow(/not-installed\/app\.js: no copy in .*npm run build.* is not installed/);
  });

  it('replaces earlier copies, so a bundle no longer listed does not linger', () => {
    mkdirSync(path.join(dir, 'old-package'), { recursive: true });
    writeFileSync(path.join(dir, 'old-package', 'old.js'), '');
    copyBrowserBundles(dir);
    expect(existsSync(path.join(dir, 'old-package'))).toBe(false);
  });
});
