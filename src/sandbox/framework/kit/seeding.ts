/**
 * Deterministic fake data: every account of every platform gets its own
 * Faker, seeded from the platform and account ids, so seeds and generated ids
 * are the same on every start and in every test, yet differ between accounts.
 */
import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
// The English locale's own entry: the package's main entry loads all of its 70 locales (2.4 MB of source kept in memory).
import { faker as english } from '@faker-js/faker/locale/en';

const FakerOf = english.constructor as typeof Faker;

export function seededFaker(...parts: string[]): Faker {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return new FakerOf({ locale: english.rawDefinitions, seed: digest.readUInt32BE(0) });
}

/** A fixed instant for seeds: records look a few weeks old relative to it, whatever the day. */
export function seedClock(now: number): { daysAgo(days: number, faker: Faker): number } {
  return {
    daysAgo(days, faker) {
      return now - Math.round(days * 86_400_000) - faker.number.int({ min: 0, max: 3_600_000 });
    },
  };
}
