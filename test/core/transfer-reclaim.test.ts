/**
 * Streamed transfers ask for a young-generation collection every 8 MB that
 * passes (src/core/memory/transfer-reclaim.ts), so the socket chunks already
 * sent on are freed as the transfer goes rather than tens of MB later; and a
 * meter passes its chunks on untouched. The collections are seen as Node's
 * own `gc` performance entries.
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { noteTransferred, TransferMeter } from '../../src/core/memory/transfer-reclaim.js';

const MB = 1024 * 1024;

async function minorCollectionsDuring(work: () => void | Promise<void>): Promise<number> {
  let minor = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor += 1;
  });
  observer.observe({ entryTypes: ['gc'] });
  await work();
  // Entries are delivered on a later turn.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return minor;
}

describe('collections during streamed transfers', () => {
  it('collects the young generation once per 8 MB transferred, and not for less', async () => {
    // Whatever an earlier test left counted is rounded off first.
    noteTransferred(8 * MB);
    // At most an incidental one of V8's own for less than 8 MB.
    expect(await minorCollectionsDuring(() => noteTransferred(4 * MB))).toBeLessThanOrEqual(1);
    expect(await minorCollectionsDuring(() => {
      for (let i = 0; i < 12; i++) noteTransferred(2 * MB);
    })).toBeGreaterThanOrEqual(3);
  });

  it('meters a stream without changing it', async () => {
    const chunks = ['first ', 'second ', 'third'];
    expect(await text(Readable.from(chunks).pipe(new TransferMeter()))).toBe(chunks.join(''));
  });
});
