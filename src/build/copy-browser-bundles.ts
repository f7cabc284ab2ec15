/**
 * Build step (`npm run build`, after tsc): copies the browser bundles the
 * service's pages load out of their installed packages into
 * dist/browser-bundles/, with their versions, so a production install needs
 * none of those packages (they are dev dependencies).
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BROWSER_BUNDLES, COPIES_DIR, installedBundle, VERSIONS_FILE } from '../core/http/browser-bundles.js';

/** Replaces `targetDir` with fresh copies of every bundle; returns the versions written. */
export function copyBrowserBundles(targetDir: string = COPIES_DIR): Record<string, string> {
  rmSync(targetDir, { recursive: true, force: true });
  const versions: Record<string, string> = {};
  for (const bundle of Object.values(BROWSER_BUNDLES)) {
    const { file, version } = installedBundle(bundle);
    const target = path.join(targetDir, bundle.pkg, bundle.subpath);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file, target);
    versions[bundle.pkg] = version;
  }
  writeFileSync(path.join(targetDir, VERSIONS_FILE), `${JSON.stringify(versions, null, 2)}\n`);
  return versions;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const versions = copyBrowserBundles();
  console.log(`browser bundles copied to ${path.relative(process.cwd(), COPIES_DIR)}: ${Object.entries(versions).map(([pkg, v]) => `${pkg}@${v}`).join(', ')}`);
}
