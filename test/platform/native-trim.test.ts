/**
 * glibc's allocator keeps freed pages inside its arenas; the trim returns
 * them. A burst of small native allocations with a few kept among them (as
 * a load leaves sockets' and buffers' memory behind, interleaved with what
 * lives on) stays in RSS after it is freed, until the trim.
 */
import koffi from 'koffi';
import { describe, expect, it } from 'vitest';
import { garbageCollector } from '../../src/core/memory/collector.js';
import { nativeTrim } from '../../src/core/memory/native-trim.js';

const onGlibc = process.platform === 'linux' && Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

// malloc_trim is glibc's: elsewhere (musl, macOS) the trim does not load and there is nothing to check. CI runs on glibc.
describe.runIf(onGlibc)('the C allocator trim on glibc', () => {
  it('gives back the free pages a burst left inside the arenas', async () => {
    const trim = await nativeTrim();
    const gc = garbageCollector();
    expect(trim).toBeTypeOf('function');
    expect(gc).toBeTypeOf('function');

    // 100 MB in 1 KB buffers, one in 64 kept: the freed ones sit between live ones, below the arenas' tops.
    let burst: Buffer[] | undefined = [];
    const kept: Buffer[] = [];
    for (let i = 0; i < 100_000; i++) {
      const buffer = Buffer.allocUnsafeSlow(1024).fill(1);
      burst.push(buffer);
      if (i % 64 === 0) kept.push(buffer);
    }
    burst = undefined;
    gc!({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const freedButKept = process.memoryUsage.rss();
    trim!();
    const trimmed = process.memoryUsage.rss();

    expect(kept).toHaveLength(1563);
    expect(freedButKept - trimmed).toBeGreaterThan(50_000_000);
  });
});

// malloc_trim does not reach the free top of the arenas other threads allocate in; the trim's load fixes the threshold
// above which a free gives an arena's top back. The threshold is one for every arena: checked on the main thread's,
// the one arena a test can count on being alone in (glibc may move another thread to a shared arena). Skipped off
// glibc for the reason above: mallopt and its threshold are glibc's, and the trim does not load elsewhere. CI runs on glibc.
describe.runIf(onGlibc)('the trim threshold set with the trim on glibc', () => {
  it("gives back an arena's free top as it is freed, however large the blocks the process freed before", async () => {
    expect(await nativeTrim()).toBeTypeOf('function');
    const libc = koffi.load('libc.so.6');
    const malloc = libc.func('void *malloc(size_t size)') as (size: number) => unknown;
    const free = libc.func('void free(void *ptr)') as (pointer: unknown) => void;
    const memset = libc.func('void *memset(void *s, int c, size_t n)') as (pointer: unknown, value: number, size: number) => unknown;
    const touched = (size: number) => {
      const pointer = malloc(size);
      memset(pointer, 1, size);
      return pointer;
    };

    // A 16 MB block freed: by glibc's own rule every arena would now keep up to 32 MB free at its top.
    free(touched(16 * 1024 * 1024));
    // Blocks larger than the holes the test above left, so that they come from the top, and smaller than glibc's
    // smallest threshold for giving a block pages of its own (128 KB), so that they come from the arena.
    const blocks = Array.from({ length: 240 }, () => touched(100 * 1024));
    const allocated = process.memoryUsage.rss();
    for (const block of blocks.reverse()) free(block);

    // 24 MB freed at the top: given back right away, not at the next malloc_trim (measured without the threshold: 0).
    expect(allocated - process.memoryUsage.rss()).toBeGreaterThan(20_000_000);
  });
});
