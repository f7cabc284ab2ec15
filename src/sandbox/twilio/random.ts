/**
 * Deterministic "randomness" for the seed and for new sids: each draw is a
 * SHA-256 of a label and a counter, so the same label always yields the same
 * sequence and two stores built alike hold identical data.
 */
import { createHash } from 'node:crypto';

export class DeterministicSource {
  private counter = 0;

  constructor(private readonly label: string) {}

  private digest(): Buffer {
    return createHash('sha256').update(`${this.label}:${this.counter++}`).digest();
  }

  /** A number in [0, 1). */
  next(): number {
    return this.digest().readUInt32BE(0) / 2 ** 32;
  }

  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  /** Lower-case hex, up to 64 characters. */
  hex(length: number): string {
    return this.digest().toString('hex').slice(0, length);
  }
}
