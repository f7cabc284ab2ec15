/**
 * The private folders the embedded PostgreSQL's socket goes in when it cannot
 * be in the cluster directory (the server runs as another user, as when the
 * service is root). A service removes its folder when its server stops, but a
 * service that is killed cannot: each such start left an empty folder in the
 * temporary directory. The next start removes those it can.
 */
import { mkdtempSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PREFIX = 'svc-pg-';

/** Younger than this, an empty folder may be a concurrent start's, whose server has not made its socket yet. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** Removes the empty socket folders in `parent` older than ten minutes; a live server's folder holds its socket and lock, so is never empty. */
export function sweepAbandonedSocketDirs(parent: string): number {
  const now = Date.now();
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(parent, name);
    try {
      if (now - statSync(dir).mtimeMs < ABANDONED_AFTER_MS) continue;
      // rmdir refuses a folder that is not empty: a running server's is safe by construction.
      rmdirSync(dir);
      removed += 1;
    } catch {
      // Not empty, another user's, or already gone.
    }
  }
  return removed;
}

export function makeSocketDir(parent: string): string {
  sweepAbandonedSocketDirs(parent);
  return mkdtempSync(path.join(parent, PREFIX));
}
