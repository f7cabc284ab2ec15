/**
 * A copy of the PostgreSQL package's `native/` folder in the cache directory,
 * for when the server cannot run the package's own: a project in /root (0700)
 * started as root, whose server runs as a system user that cannot enter it,
 * or a read-only install missing its library links. Made once per package
 * version, in a scratch folder renamed into place, so a start that is cut
 * short leaves no half copy and two starts racing both end with one.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureLibraryLinks } from './library-links.js';
import type { RunAs } from './run-as.js';

const COMPLETE = '.complete';

export function reachableCopy(nativeDir: string, destination: string, runAs: RunAs): string {
  if (existsSync(path.join(destination, COMPLETE))) return destination;
  // Every folder on the way is made enterable by all (0755): the server's user must pass through them.
  mkdirSync(path.dirname(destination), { recursive: true, mode: 0o755 });
  const scratch = `${destination}.partial-${process.pid}-${randomBytes(3).toString('hex')}`;
  try {
    cpSync(nativeDir, scratch, { recursive: true, verbatimSymlinks: true });
    if (!ensureLibraryLinks(scratch)) throw new Error(`could not make the shared library links in ${scratch}`);
    if (runAs.name !== undefined) chmodSync(scratch, 0o755);
    writeFileSync(path.join(scratch, COMPLETE), '');
    try {
      renameSync(scratch, destination);
    } catch (error) {
      // Another start finished the same copy first: use that one.
      if (!existsSync(path.join(destination, COMPLETE))) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return destination;
}
