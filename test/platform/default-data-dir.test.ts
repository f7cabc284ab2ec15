/**
 * Where the data goes when SVC_DATA_DIR is not set: the checkout's `.data`
 * when this user can write there, else the user's own data folder (a
 * read-only checkout, or one where another user, root, ran `npm start` first).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../src/server/default-data-dir.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'svc-data-dir-'));
const home = { HOME: '/home/newcomer' };
const userData = '/home/newcomer/.local/share/unified-integration-api';
// Root can write anywhere: the read-only cases need an ordinary user to mean anything.
const ordinaryUser = process.getuid?.() !== 0;

afterAll(() => {
  chmodSync(scratch, 0o700);
  for (const entry of ['closed/.data', 'closed']) {
    try {
      chmodSync(path.join(scratch, entry), 0o700);
    } catch {
      // not made on this machine
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe('the default data directory', () => {
  it('is the checkout\'s .data where the checkout can be written, made there or already there', () => {
    const checkout = path.join(scratch, 'open');
    mkdirSync(checkout);
    expect(defaultDataDir(checkout, home)).toBe(path.join(checkout, '.data'));
    mkdirSync(path.join(checkout, '.data'));
    expect(defaultDataDir(checkout, home)).toBe(path.join(checkout, '.data'));
  });

  it.runIf(ordinaryUser)('is the user\'s data folder when the checkout, or its .data, cannot be written', () => {
    const checkout = path.join(scratch, 'closed');
    mkdirSync(path.join(checkout, '.data'), { recursive: true });
    chmodSync(path.join(checkout, '.data'), 0o500);
    expect(defaultDataDir(checkout, home)).toBe(userData);
    chmodSync(checkout, 0o500);
    expect(defaultDataDir(checkout, { XDG_DATA_HOME: '/data/xdg' })).toBe('/data/xdg/unified-integration-api');
  });
});
