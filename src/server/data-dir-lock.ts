/**
 * One service per embedded data directory: it runs that directory's
 * PostgreSQL server (or holds its PGlite, which two processes must not open),
 * and a server left behind by a crashed holder is its to stop. The lock file also tells the command line where the running
 * service listens, so it can go through the /admin API instead of the files.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config.js';
import { processIsAlive } from '../core/process-alive.js';

export interface LockInfo {
  pid: number;
  url: string | null;
}

export interface DataDirLock {
  publish(url: string): void;
  release(): void;
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'service.json');
}

/** The running service that holds the data directory, if any. */
export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && info.pid !== process.pid && processIsAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFile(dataDir);
  const holder = readLock(dataDir);
  if (holder) {
    throw new ConfigError([`${dataDir} is in use by another running service (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ''})`]);
  }
  const write = (url: string | null) => writeFileSync(file, JSON.stringify({ pid: process.pid, url } satisfies LockInfo), { mode: 0o600 });
  write(null);
  return {
    publish: (url) => write(url),
    release: () => rmSync(file, { force: true }),
  };
}
