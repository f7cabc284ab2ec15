/**
 * Buckets in this process's memory: the embedded PGlite store serves one
 * process, so its instances (tests run several on one store) share one map.
 */
import type { PaceDecision } from '../../connectors/framework/pacing.js';
import type { BucketStore } from './bucket-store.js';
import { holdOff, reserve, type BucketRate } from './gcra.js';

/** Past this many buckets, those already full again are dropped. */
const SWEEP_AT = 10_000;

export class MemoryBucketStore implements BucketStore {
  readonly kind = 'memory' as const;
  readonly #tats = new Map<string, number>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async reserve(key: string, rate: BucketRate, maxWaitMs: number): Promise<PaceDecision> {
    const now = this.#now();
    const result = reserve(this.#tats.get(key), now, rate, maxWaitMs);
    if (!result.granted) return result;
    this.#set(key, result.tat, now);
    return { granted: true, waitMs: result.waitMs };
  }

  async holdOff(key: string, rate: BucketRate, pauseMs: number): Promise<void> {
    const now = this.#now();
    this.#set(key, holdOff(this.#tats.get(key), now, rate, pauseMs), now);
  }

  #set(key: string, tat: number, now: number): void {
    if (this.#tats.size >= SWEEP_AT && !this.#tats.has(key)) {
      for (const [other, otherTat] of this.#tats) if (otherTat <= now) this.#tats.delete(other);
    }
    this.#tats.set(key, tat);
  }
}
