/**
 * Memory given back once the service goes quiet: a memory-reducing
 * collection runs after `quietMs` without a request, never while requests
 * keep arriving, at most once per `minIntervalMs`, and only after activity.
 */
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startIdleReclaim, type IdleReclaimOptions } from '../../src/server/idle-reclaim.js';

function quietService(quietMs: number, minIntervalMs: number, trim?: IdleReclaimOptions['trim']) {
  const server = new EventEmitter();
  const freed: number[] = [];
  const reclaim = startIdleReclaim(server, { quietMs, minIntervalMs, log: (freedMb) => freed.push(freedMb), ...(trim ? { trim } : {}) });
  return { server, freed, reclaim };
}

describe('idle reclaim', () => {
  it('gives back the pages a burst left behind once the service is quiet', async () => {
    const { reclaim } = quietService(300, 60_000);
    try {
      // A burst's garbage: about 100 MB of short-lived objects, then nothing holds them.
      let burst: object[] | undefined = Array.from({ length: 1_000_000 }, (_, i) => ({ i, text: `record ${i}` }));
      expect(burst.length).toBe(1_000_000);
      burst = undefined;
      const grown = process.memoryUsage().heapTotal;
      for (let waited = 0; reclaim.reclaims === 0 && waited < 5_000; waited += 100) await sleep(100);
      expect(reclaim.reclaims).toBe(1);
      expect(grown - process.memoryUsage().heapTotal).toBeGreaterThan(20_000_000);
    } finally {
      reclaim.stop();
    }
  });

  it('waits while requests keep arriving, then reclaims once, and not again without activity', async () => {
    const { server, reclaim } = quietService(250, 500);
    try {
      for (let i = 0; i < 12; i++) {
        server.emit('request');
        await sleep(50);
      }
      expect(reclaim.reclaims).toBe(0);
      for (let waited = 0; reclaim.reclaims === 0 && waited < 3_000; waited += 50) await sleep(50);
      expect(reclaim.reclaims).toBe(1);
      // Quiet and nothing happened since: no second collection, however long it stays quiet.
      await sleep(1_200);
      expect(reclaim.reclaims).toBe(1);
      // New traffic, then quiet again: one more, no sooner than the interval allows.
      server.emit('request');
      for (let waited = 0; reclaim.reclaims === 1 && waited < 3_000; waited += 50) await sleep(50);
      expect(reclaim.reclaims).toBe(2);
    } finally {
      reclaim.stop();
    }
  });

  it('asks the C allocator to trim after each collection, and collects without it where it cannot load', async () => {
    let trims = 0;
    const { server, reclaim } = quietService(200, 300, async () => () => {
      trims += 1;
      return true;
    });
    const { reclaim: without } = quietService(200, 300, async () => {
      throw new Error('no FFI here');
    });
    try {
      for (let waited = 0; (reclaim.reclaims === 0 || without.reclaims === 0) && waited < 3_000; waited += 50) await sleep(50);
      expect([reclaim.reclaims, trims]).toEqual([1, 1]);
      expect(without.reclaims).toBe(1);
      server.emit('request');
      for (let waited = 0; reclaim.reclaims === 1 && waited < 3_000; waited += 50) await sleep(50);
      expect([reclaim.reclaims, trims]).toEqual([2, 2]);
    } finally {
      reclaim.stop();
      without.stop();
    }
  });

  it('stops listening and collecting when stopped', async () => {
    const { server, reclaim } = quietService(100, 100);
    reclaim.stop();
    expect(server.listenerCount('request')).toBe(0);
    await sleep(400);
    expect(reclaim.reclaims).toBe(0);
  });
});
