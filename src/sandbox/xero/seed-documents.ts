/**
 * The seeded organisation's documents over the last three months, made
 * through the API's own rules (seed-context.ts) so totals, amounts due,
 * statuses and the ledger agree: sales invoices and bills in every state
 * (draft, submitted, authorised, partly paid, paid, voided, deleted), a few
 * in a foreign currency, their payments, credit notes (one allocated), bank
 * transactions, manual journals, purchase orders and quotes.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { allocateInSeed } from './seed-allocations.js';
import { seedAttachments } from './seed-attachments.js';
import { bankTransactions } from './bank-transactions.js';
import { creditNotes } from './credit-notes.js';
import { DAY_MS, startOfDay } from './dates.js';
import { dec, mul, num, round } from '../framework/kit/decimal.js';
import { invoices } from './invoices.js';
import { manualJournals } from './manual-journals.js';
import { currencyDigits } from './money.js';
import { payments } from './payments.js';
import { purchaseOrders } from './purchase-orders.js';
import { quotes } from './quotes.js';
import { price } from './seed-prices.js';
import type { Seeder } from './seed-context.js';

type Plan = 'DRAFT' | 'SUBMITTED' | 'AUTHORISED' | 'PARTIAL' | 'PAID' | 'VOIDED' | 'DELETED';

const SALES_PLAN: readonly Plan[] = [
  'PAID', 'PAID', 'AUTHORISED', 'PARTIAL', 'PAID', 'DRAFT', 'AUTHORISED', 'PAID', 'SUBMITTED', 'VOIDED', 'PAID', 'AUTHORISED',
  'PARTIAL', 'PAID', 'DRAFT', 'DELETED', 'AUTHORISED', 'PAID', 'SUBMITTED', 'AUTHORISED', 'DRAFT', 'PAID', 'AUTHORISED', 'PAID',
];
const BILL_PLAN: readonly Plan[] = ['PAID', 'AUTHORISED', 'PAID', 'DRAFT', 'PARTIAL', 'PAID', 'AUTHORISED', 'VOIDED', 'PAID', 'AUTHORISED', 'PAID', 'DRAFT'];
const SALE_CODES = ['FLOUR-25', 'CUP-12OZ', 'NAPKIN-2P', 'BOX-PASTRY', 'APRON-CAN', 'DELIVERY', 'INSTALL-HR', 'CLEAN-KIT'];
const COST_ACCOUNTS = ['310', '400', '408', '445', '461', '473', '485', '489'];

function foreignCurrency(seeding: Seeder): string | undefined {
  return Object.keys(seeding.seed.account.foreignCurrencies)[0];
}

function salesLines(seeding: Seeder, index: number) {
  const { faker } = seeding.seed;
  const count = 1 + (index % 3);
  return Array.from({ length: count }, (_, line) => ({
    ItemCode: SALE_CODES[(index + line * 3) % SALE_CODES.length],
    Quantity: faker.number.int({ min: 1, max: 12 }),
    Tracking: line === 0 ? [{ Name: seeding.seed.account.countryCode === 'JP' ? 'Region' : 'Region', Option: seeding.seed.account.countryCode === 'JP' ? 'Kanto' : 'North' }] : [],
  }));
}

function billLines(seeding: Seeder, index: number) {
  const { faker } = seeding.seed;
  return [{
    Description: faker.commerce.productName(),
    Quantity: 1,
    UnitAmount: price(seeding.seed, faker.number.int({ min: 40, max: 900 }) + faker.number.int({ min: 0, max: 99 }) / 100),
    AccountCode: COST_ACCOUNTS[index % COST_ACCOUNTS.length],
  }];
}

/** Pays `share` of what is due on an authorised document, `days` after its date. */
function pay(seeding: Seeder, document: StoredRecord, share: number, days: number): void {
  const digits = currencyDigits(String(document.CurrencyCode));
  const amount = round(mul(dec(document.AmountDue)!, dec(share)!), digits);
  const at = (document.Date as number) + days * DAY_MS + 3_600_000;
  seeding.make(payments, { Invoice: { InvoiceID: document.id }, Account: { Code: '090' }, Date: startOfDay(at), Amount: num(amount), Reference: `Payment ${String(document.InvoiceNumber ?? '')}`.trim() }, at);
}

function document(seeding: Seeder, type: 'ACCREC' | 'ACCPAY', plan: Plan, index: number, contact: StoredRecord, daysAgo: number): StoredRecord {
  const { seed } = seeding;
  const date = startOfDay(seed.now - daysAgo * DAY_MS);
  const at = date + 9 * 3_600_000;
  const status = plan === 'DRAFT' || plan === 'DELETED' ? 'DRAFT' : plan === 'SUBMITTED' ? 'SUBMITTED' : 'AUTHORISED';
  const foreign = type === 'ACCREC' && index % 9 === 4 ? foreignCurrency(seeding) : undefined;
  const record = seeding.make(invoices, {
    Type: type,
    Contact: { ContactID: contact.id },
    Date: date,
    DueDate: date + 30 * DAY_MS,
    Status: status,
    LineAmountTypes: 'Exclusive',
    LineItems: type === 'ACCREC' ? salesLines(seeding, index) : billLines(seeding, index),
    ...(type === 'ACCPAY' ? { InvoiceNumber: `${seed.faker.string.alpha({ length: 2, casing: 'upper' })}-${seed.faker.string.numeric(5)}` } : {}),
    Reference: type === 'ACCREC' ? `PO ${seed.faker.string.numeric(6)}` : undefined,
    // Documents a shop or expense system sent over link back to it.
    ...(index % 4 === 1 ? { Url: `https://orders.${type === 'ACCREC' ? 'harbour-shop' : 'spendwise'}.example/documents/${seed.faker.string.alphanumeric(10)}` } : {}),
    ...(foreign ? { CurrencyCode: foreign } : {}),
  }, at);
  if (plan === 'PAID') pay(seeding, record, 1, 5 + (index % 20));
  if (plan === 'PARTIAL') pay(seeding, record, 0.4, 7);
  if (plan === 'VOIDED') seeding.change(invoices, record, { Status: 'VOIDED' }, at + 2 * DAY_MS);
  if (plan === 'DELETED') seeding.change(invoices, record, { Status: 'DELETED' }, at + DAY_MS);
  return record;
}

function seedLedgerExtras(seeding: Seeder, customers: StoredRecord[], suppliers: StoredRecord[]): void {
  const { seed } = seeding;
  const day = (ago: number) => startOfDay(seed.now - ago * DAY_MS);
  const spend: Array<[string, string, number]> = [['404', 'Monthly account fee', 15], ['489', 'Fibre broadband', 89.99], ['469', 'Warehouse rent', 2400], ['429', 'Sundry supplies', 63.4]];
  spend.forEach(([code, description, dollars], i) => {
    const made = seeding.make(bankTransactions, {
      Type: 'SPEND', Contact: { ContactID: suppliers[i % suppliers.length]!.id }, BankAccount: { Code: '090' }, Date: day(80 - i * 18), Reference: description,
      LineAmountTypes: 'Inclusive', LineItems: [{ Description: description, Quantity: 1, UnitAmount: price(seed, dollars), AccountCode: code }],
      ...(i === 1 ? { Url: `https://receipts.spendwise.example/r/${seed.faker.string.alphanumeric(10)}` } : {}),
    }, day(80 - i * 18) + 3_600_000);
    // One spend entered twice by mistake, voided.
    if (i === 3) seeding.change(bankTransactions, made, { Status: 'VOIDED' }, day(80 - i * 18) + 7_200_000);
  });
  const receive: Array<[string, string, number]> = [['270', 'Interest on savings', 12.37], ['260', 'Equipment hire', 180], ['200', 'Counter sale', 245.5], ['260', 'Scrap metal sold', 64]];
  receive.forEach(([code, description, dollars], i) => {
    seeding.make(bankTransactions, {
      Type: 'RECEIVE', Contact: { ContactID: customers[(i + 3) % customers.length]!.id }, BankAccount: { Code: '090' }, Date: day(70 - i * 17), Reference: description,
      LineAmountTypes: 'NoTax', LineItems: [{ Description: description, Quantity: 1, UnitAmount: price(seed, dollars), AccountCode: code }],
    }, day(70 - i * 17) + 3_600_000);
  });
  const capital = price(seed, 25000);
  seeding.make(manualJournals, { Narration: 'Owner capital contribution', Date: day(118), Status: 'POSTED', JournalLines: [{ LineAmount: capital, AccountCode: '090', Description: 'Funds introduced' }, { LineAmount: -capital, AccountCode: '970', Description: 'Funds introduced' }] }, day(118) + 3_600_000);
  const depreciation = price(seed, 212.5);
  seeding.make(manualJournals, { Narration: 'Monthly depreciation of office equipment', Date: day(30), Status: 'POSTED', JournalLines: [{ LineAmount: depreciation, AccountCode: '429', Description: 'Depreciation' }, { LineAmount: -depreciation, AccountCode: '711', Description: 'Depreciation' }] }, day(30) + 3_600_000);
  const audit = price(seed, 1500);
  seeding.make(manualJournals, { Narration: 'Accrual for year-end audit fees', Date: day(2), Status: 'DRAFT', JournalLines: [{ LineAmount: audit, AccountCode: '412' }, { LineAmount: -audit, AccountCode: '840' }] }, day(2) + 3_600_000);
}

function seedOrders(seeding: Seeder, customers: StoredRecord[], suppliers: StoredRecord[]): void {
  const { seed } = seeding;
  const day = (ago: number) => startOfDay(seed.now - ago * DAY_MS);
  (['DRAFT', 'AUTHORISED', 'BILLED'] as const).forEach((status, i) => {
    const record = seeding.make(purchaseOrders, {
      Contact: { ContactID: suppliers[i]!.id }, Date: day(40 - i * 10), DeliveryDate: day(30 - i * 10), ExpectedArrivalDate: day(28 - i * 10), Reference: `Restock ${i + 1}`,
      Status: status === 'BILLED' ? 'AUTHORISED' : status,
      LineItems: billLines(seeding, i), AttentionTo: 'Receiving dock', DeliveryInstructions: 'Deliver between 7am and 11am',
    }, day(40 - i * 10) + 3_600_000);
    if (status === 'BILLED') seeding.change(purchaseOrders, record, { Status: 'BILLED' }, day(20));
  });
  (['DRAFT', 'SENT', 'ACCEPTED'] as const).forEach((status, i) => {
    const record = seeding.make(quotes, {
      Contact: { ContactID: customers[i + 1]!.id }, Date: day(14 - i * 4), ExpiryDate: day(-16 + i * 4), Status: status === 'DRAFT' ? 'DRAFT' : 'SENT',
      Title: 'Supply agreement', Summary: 'Monthly supplies for the coming quarter', Terms: 'Prices valid for 30 days.', LineItems: salesLines(seeding, i + 2),
    }, day(14 - i * 4) + 3_600_000);
    if (status === 'ACCEPTED') seeding.change(quotes, record, { Status: 'ACCEPTED' }, day(1));
  });
}

export function seedDocuments(seeding: Seeder, people: { customers: StoredRecord[]; suppliers: StoredRecord[] }): void {
  const { customers, suppliers } = people;
  const sales = SALES_PLAN.map((plan, i) => document(seeding, 'ACCREC', plan, i, customers[i % customers.length]!, 92 - i * 3.6));
  BILL_PLAN.forEach((plan, i) => document(seeding, 'ACCPAY', plan, i, suppliers[i % suppliers.length]!, 88 - i * 7));
  const open = sales.find((invoice) => invoice.Status === 'AUTHORISED' && invoice.CurrencyCode === seeding.seed.account.baseCurrency)!;
  const at = (open.Date as number) + 12 * DAY_MS;
  const credit = seeding.make(creditNotes, {
    Type: 'ACCRECCREDIT', Contact: open.Contact, Date: startOfDay(at), Status: 'AUTHORISED', Reference: 'Damaged goods returned',
    LineItems: [{ Description: 'Credit for damaged goods', Quantity: 1, UnitAmount: price(seeding.seed, 20), AccountCode: '200' }],
  }, at);
  allocateInSeed(seeding, credit, open, at);
  seeding.make(creditNotes, {
    Type: 'ACCRECCREDIT', Contact: { ContactID: customers[5]!.id }, Date: startOfDay(at + DAY_MS), Status: 'DRAFT', Reference: 'Goodwill credit',
    LineItems: [{ Description: 'Goodwill credit', Quantity: 1, UnitAmount: price(seeding.seed, 35), AccountCode: '260' }],
  }, at + DAY_MS);
  // A customer and a supplier credit refunded in part: the refunds are payments of the credit notes.
  const refunded = seeding.make(creditNotes, {
    Type: 'ACCRECCREDIT', Contact: { ContactID: customers[2]!.id }, Date: startOfDay(at + 2 * DAY_MS), Status: 'AUTHORISED', Reference: 'Overcharge refunded',
    LineItems: [{ Description: 'Overcharge', Quantity: 1, UnitAmount: price(seeding.seed, 48), AccountCode: '200', TaxType: 'NONE' }],
  }, at + 2 * DAY_MS);
  const supplierCredit = seeding.make(creditNotes, {
    Type: 'ACCPAYCREDIT', Contact: { ContactID: suppliers[1]!.id }, Date: startOfDay(at + 3 * DAY_MS), Status: 'AUTHORISED', CreditNoteNumber: `SC-${seeding.seed.faker.string.numeric(4)}`,
    LineItems: [{ Description: 'Supplier rebate', Quantity: 1, UnitAmount: price(seeding.seed, 55), AccountCode: '310' }],
  }, at + 3 * DAY_MS);
  for (const [note, days] of [[refunded, 4], [supplierCredit, 5]] as const) {
    const when = at + days * DAY_MS;
    seeding.make(payments, { CreditNote: { CreditNoteID: note.id }, Account: { Code: '090' }, Date: startOfDay(when), Amount: num(round(mul(dec(note.RemainingCredit)!, dec(0.5)!), currencyDigits(String(note.CurrencyCode)))), Reference: 'Refund' }, when);
  }
  seedLedgerExtras(seeding, customers, suppliers);
  seedOrders(seeding, customers, suppliers);
  seedAttachments(seeding, sales[0]!);
}
