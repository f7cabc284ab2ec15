/**
 * The organisation's users (users.ts) and a few expense claims by its two
 * staff members, made through the API's own rules (seed-context.ts) so that
 * totals, statuses and the ledger agree: one paid back, one approved and
 * owed, one submitted and waiting, one voided, and a draft receipt not yet
 * claimed. Receipts are from the organisation's suppliers; amounts are in
 * its base currency. Seeded last, so the records seeded before are the same
 * with or without these.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { DAY_MS, startOfDay } from './dates.js';
import { expenseClaims } from './expense-claims.js';
import { receipts } from './receipts.js';
import type { Seeder } from './seed-context.js';
import { price } from './seed-prices.js';
import { seedUsers } from './users.js';

type Line = [description: string, accountCode: string, dollars: number];

interface PlannedClaim {
  staff: 0 | 1;
  daysAgo: number;
  receipts: Line[][];
  then: Array<'AUTHORISED' | 'PAID' | 'VOIDED'>;
}

const PLAN: readonly PlannedClaim[] = [
  { staff: 0, daysAgo: 41, receipts: [[['Taxi to the trade fair', '493', 38.4]], [['Hotel, two nights', '493', 412], ['Breakfast', '420', 27.5]]], then: ['AUTHORISED', 'PAID'] },
  { staff: 1, daysAgo: 19, receipts: [[['Client lunch', '420', 86.9]]], then: ['AUTHORISED'] },
  { staff: 0, daysAgo: 6, receipts: [[['Printer paper and toner', '461', 64.15]], [['Parking at the warehouse', '493', 12]]], then: [] },
  { staff: 1, daysAgo: 27, receipts: [[['Train fare, claimed twice', '493', 23.8]]], then: ['VOIDED'] },
];

export function seedExpenseClaims(seeding: Seeder, suppliers: readonly StoredRecord[], since: number): void {
  const { seed } = seeding;
  const staff = seedUsers(seed, since).filter((user) => user.OrganisationRole === 'STANDARD');
  const receipt = (user: StoredRecord, lines: Line[], index: number, date: number) => seeding.make(receipts, {
    Date: date,
    Contact: { ContactID: suppliers[index % suppliers.length]!.id },
    User: { UserID: user.id },
    LineAmountTypes: 'Inclusive',
    Reference: `Card ending ${1000 + index * 7}`,
    LineItems: lines.map(([description, code, dollars]) => ({ Description: description, Quantity: 1, UnitAmount: price(seed, dollars), AccountCode: code })),
  }, date + 8 * 3_600_000);
  PLAN.forEach((plan, index) => {
    const user = staff[plan.staff]!;
    const date = startOfDay(seed.now - plan.daysAgo * DAY_MS);
    const made = plan.receipts.map((lines, i) => receipt(user, lines, index * 3 + i, date + i * DAY_MS));
    const submitted = date + made.length * DAY_MS + 10 * 3_600_000;
    const claim = seeding.make(expenseClaims, { User: { UserID: user.id }, Receipts: made.map((entry) => ({ ReceiptID: entry.id })), Status: 'SUBMITTED' }, submitted);
    plan.then.forEach((status, step) => seeding.change(expenseClaims, claim, { Status: status }, submitted + (step + 2) * DAY_MS));
  });
  // Spent yesterday, not claimed yet.
  receipt(staff[1]!, [['Courier for samples', '429', 18.75]], 20, startOfDay(seed.now - DAY_MS));
}
