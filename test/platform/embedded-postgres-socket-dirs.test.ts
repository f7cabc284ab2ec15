/**
 * A killed service leaves its server's empty socket folder behind; the next
 * start removes such folders, and never one a server may be using.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSocketDir, sweepAbandonedSocketDirs } from '../../src/store/embedded-postgres/socket-dirs.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function parentWith(entries: Array<{ name: string; ageMinutes: number; socket?: boolean }>): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'socket-dirs-test-'));
  made.push(parent);
  for (const entry of entries) {
    const dir = path.join(parent, entry.name);
    mkdirSync(dir);
    if (entry.socket) writeFileSync(path.join(dir, '.s.PGSQL.5432.lock'), '1234\n');
    const at = new Date(Date.now() - entry.ageMinutes * 60_000);
    utimesSync(dir, at, at);
  }
  return parent;
}

describe('embedded PostgreSQL socket folders', () => {
  it('removes old empty folders only: not a fresh one, not one holding a socket, not another program\'s', () => {
    const parent = parentWith([
      { name: 'svc-pg-killed1', ageMinutes: 60 },
      { name: 'svc-pg-killed2', ageMinutes: 11 },
      { name: 'svc-pg-starting', ageMinutes: 1 },
      { name: 'svc-pg-running', ageMinutes: 600, socket: true },
      { name: 'other-program', ageMinutes: 600 },
    ]);
    expect(sweepAbandonedSocketDirs(parent)).toBe(2);
    expect(readdirSync(parent).sort()).toEqual(['other-program', 'svc-pg-running', 'svc-pg-starting']);
  });

  it('makes the new folder after sweeping, and a parent it cannot read sweeps nothing', () => {
    const parent = parentWith([{ name: 'svc-pg-killed', ageMinutes: 30 }]);
    const dir = makeSocketDir(parent);
    expect(readdirSync(parent)).toEqual([path.basename(dir)]);
    expect(path.basename(dir)).toMatch(/^svc-pg-/);
    expect(sweepAbandonedSocketDirs(path.join(parent, 'missing'))).toBe(0);
  });
});
