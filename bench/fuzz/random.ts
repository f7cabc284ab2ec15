/**
 * Seeded choices for one fuzz request. Plain decisions (which parameter, which
 * mutation) come from a small PRNG seeded by the run's seed and the request's
 * number, so request n is the same whatever the concurrency; values come from
 * fast-check's arbitraries, drawn with seeds of the same stream: its string
 * units (any code point, lone surrogates by construction), `anything()` for
 * wrong types, and its bias toward edge values (empty, boundaries, -0, huge
 * numbers) are what a hand-written list would miss.
 */
import fc from 'fast-check';

/** mulberry32: 32-bit state, good enough to choose between branches, and reproducible. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Draw {
  readonly #next: () => number;

  constructor(runSeed: number, requestNumber: number) {
    this.#next = mulberry32(Math.imul(runSeed ^ 0x9e3779b9, 2654435761) ^ Math.imul(requestNumber + 1, 0x85ebca6b));
  }

  /** A number in [0, 1). */
  unit(): number {
    return this.#next();
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.#next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.below(items.length)] as T;
  }

  /** One value of a fast-check arbitrary, from this request's stream. */
  value<T>(arbitrary: fc.Arbitrary<T>): T {
    return fc.sample(arbitrary, { seed: this.below(2 ** 31), numRuns: 1 })[0] as T;
  }
}
