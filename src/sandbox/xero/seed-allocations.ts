/**
 * A seeded credit note allocated to an invoice of the same contact, through
 * the allocation rule the API uses (allocations.ts).
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { applyAllocation } from './allocations.js';
import { startOfDay } from './dates.js';
import { dec, min } from '../framework/kit/decimal.js';
import type { Seeder } from './seed-context.js';

export function allocateInSeed(seeding: Seeder, note: StoredRecord, invoice: StoredRecord, at: number): void {
  const amount = min(dec(note.RemainingCredit)!, dec(invoice.AmountDue)!);
  applyAllocation(seeding.at(at), note, invoice, amount, startOfDay(at));
}
