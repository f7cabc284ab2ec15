/**
 * Where the token buckets live. Every store applies the same arithmetic
 * (gcra.ts) atomically, on its own clock: Redis and PostgreSQL use the
 * server's time, so instances with drifting clocks still agree.
 */
import type { PaceDecision } from '../../connectors/framework/pacing.js';
import type { BucketRate } from './gcra.js';

export interface BucketStore {
  /** Which store this is, for logs and the start-up banner. */
  readonly kind: 'redis' | 'postgres' | 'memory';
  /** Takes a slot for one call if it comes within `maxWaitMs` (gcra.ts `reserve`). */
  reserve(key: string, rate: BucketRate, maxWaitMs: number): Promise<PaceDecision>;
  /** No slot in this bucket for the next `pauseMs` (gcra.ts `holdOff`). */
  holdOff(key: string, rate: BucketRate, pauseMs: number): Promise<void>;
}
