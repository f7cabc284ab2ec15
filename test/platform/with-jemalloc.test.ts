/**
 * The image's allocator wrapper (deploy/with-jemalloc.sh): the command runs
 * on jemalloc, with background purging, where the library is; as it is where
 * it is not; and an operator's own LD_PRELOAD or MALLOC_CONF is kept.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jemallocPath } from '../../bench/allocator.js';

const wrapper = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/with-jemalloc.sh');
// What the wrapped process sees: its preload, its allocator settings, and whether jemalloc is mapped into it.
const probe = `const maps = require('node:fs').readFileSync('/proc/self/maps', 'utf8'); console.log(JSON.stringify({ preload: process.env.LD_PRELOAD ?? '', conf: process.env.MALLOC_CONF ?? '', mapped: maps.includes('libjemalloc') }));`;

function run(env: Record<string, string>): { preload: string; conf: string; mapped: boolean } {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && name !== 'MALLOC_CONF'));
  return JSON.parse(execFileSync(wrapper, [process.execPath, '-e', probe], { env: { ...clean, ...env }, encoding: 'utf8' })) as { preload: string; conf: string; mapped: boolean };
}

// jemalloc is not among what the suite needs (a newcomer's machine has none), so the two tests that load it
// skip without it; this kind of machine, where CI runs, has Debian's libjemalloc2 installed.
const library = jemallocPath();

describe('deploy/with-jemalloc.sh', () => {
  it('runs the command as it is where the library is missing', () => {
    expect(run({ SVC_JEMALLOC: '/nonexistent/libjemalloc.so.2' })).toEqual({ preload: '', conf: '', mapped: false });
  });

  it.skipIf(library === undefined)('preloads jemalloc, purging in the background, where the library is', () => {
    const seen = run({ SVC_JEMALLOC: library as string });
    expect(seen.preload).toBe(library);
    expect(seen.conf).toContain('background_thread:true');
    expect(seen.mapped).toBe(true);
  });

  it.skipIf(library === undefined)("keeps the operator's own settings", () => {
    expect(run({ SVC_JEMALLOC: library as string, MALLOC_CONF: 'dirty_decay_ms:0' }).conf).toBe('dirty_decay_ms:0');
    // A preload the operator chose is theirs: the wrapper adds none.
    const own = run({ SVC_JEMALLOC: library as string, LD_PRELOAD: library as string, MALLOC_CONF: 'narenas:1' });
    expect(own).toMatchObject({ preload: library, conf: 'narenas:1' });
  });
});
