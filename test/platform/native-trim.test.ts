/**
 * glibc's allocator keeps freed pages inside its arenas; the trim returns
 * them. A burst of small native allocations with a few kept among them (as
 * a load leaves sockets' and buffers' memory behind, interleaved with what
 * lives on) stays in RSS after it is freed, until the trim.
 */
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
