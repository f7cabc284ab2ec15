/**
 * Each organization's books, deterministic per organization (Faker under a
 * fixed seed): its currencies, taxes, chart of accounts (two sub-accounts,
 * one retired account) and items (seed-catalog.ts); about thirty customers (a few billed in a foreign
 * currency, two inactive) and a handful of vendors; sales orders in every
 * state (draft, open, partially invoiced, invoiced, closed, void) with the
 * invoices made from them; and invoices of their own, draft, sent, overdue,
 * partly paid, paid and void. Totals are computed the way the API computes
 * them (line-items.ts). The demo organization's first customer is fixed
 * (Northwind Traders, contact Ada Lovelace) so demos and tests can find it.
 */
import type { Faker } from '@faker-js/faker';
import { seedClock, type KitContext, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import { ZOHO_DEMO_ORGANIZATION, type ZohoOrganization } from './accounts.js';
import { decimalsOf, nextId } from './common.js';
import { seedCurrencies } from './currencies.js';
import { dec, num, percentOf, round } from '../framework/kit/decimal.js';
import { attachCustomer, nextNumber, priceNew } from './documents.js';
import { INVOICE_SERIES } from './invoices.js';
import { SALES_ORDER_SERIES } from './sales-orders.js';
import { ACCOUNT_DESCRIPTIONS, CHART, CUSTOMER_NOTES, FOREIGN_CURRENCIES, ITEMS, localPrice, RETIRED_ACCOUNTS, SUB_ACCOUNTS, TAXES } from './seed-catalog.js';
import { localDate } from './times.js';

type Seed = SeedContext<ZohoOrganization>;

/** What the documents' helpers read of a request context, for records made at seeding time. */
function seedingContext(seed: Seed): KitContext<ZohoOrganization> {
  return { account: seed.account, tenant: seed.tenant, faker: seed.faker, now: seed.now, emit: () => undefined } as unknown as KitContext<ZohoOrganization>;
}

function address(faker: Faker, country: string, attention: string): Record<string, string> {
  return { attention, address: faker.location.streetAddress(), street2: '', city: faker.location.city(), state: faker.location.state(), zip: faker.location.zipCode(), country, phone: faker.phone.number({ style: 'national' }), fax: '' };
}

function seedSettings(seed: Seed): void {
  const organization = seed.account;
  const foreign = (FOREIGN_CURRENCIES[organization.currencyCode] ?? []).map((entry, index) => ({ ...entry, id: `${organization.idPrefix}0000${index + 11}` }));
  seedCurrencies(seed.put, organization, foreign);
  (TAXES[organization.currencyCode] ?? []).forEach((tax) => seed.put('taxes', { id: nextId(seed.tenant, organization), name: tax.name, percentage: tax.percentage, type: 'tax' }));
  const at = seedClock(seed.now).daysAgo(400, seed.faker);
  const chart = seed.tenant.table('chartofaccounts');
  const account = (name: string, code: string, type: string, system: boolean, extra: Record<string, unknown> = {}) =>
    seed.put('chartofaccounts', { id: nextId(seed.tenant, organization), name, code, type, description: ACCOUNT_DESCRIPTIONS[name] ?? '', is_active: true, is_user_created: !system, is_system_account: system, parent_account_id: '', createdTime: at, lastModifiedTime: at, ...extra });
  for (const [name, code, type, system] of CHART) account(name, code, type, system);
  for (const [name, code, parent] of SUB_ACCOUNTS) {
    const above = chart.all().find((candidate) => candidate.name === parent)!;
    account(name, code, String(above.type), false, { parent_account_id: above.id });
  }
  // Retired later in the organization's life: the change is newer than the chart.
  const retiredAt = seedClock(seed.now).daysAgo(120, seed.faker);
  for (const [name, code, type] of RETIRED_ACCOUNTS) account(name, code, type, false, { is_active: false, lastModifiedTime: retiredAt });
  const sales = seed.tenant.table('chartofaccounts').all().find((account) => account.name === 'Sales')!;
  const services = seed.tenant.table('chartofaccounts').all().find((account) => account.name === 'Service Revenue')!;
  const taxes = seed.tenant.table('taxes').all();
  ITEMS.forEach(([name, unit, type, usd], index) => {
    seed.put('items', {
      id: nextId(seed.tenant, organization), name, sku: `SKU-${String(index + 101)}`, description: '', rate: localPrice(usd, organization), unit, product_type: type, status: 'active',
      taxId: type === 'goods' ? (taxes[0]?.id ?? '') : (taxes[1]?.id ?? ''), accountId: type === 'goods' ? sales.id : services.id, createdTime: at, lastModifiedTime: at,
    });
  });
}

function seedContacts(seed: Seed): void {
  const { faker, account: organization } = seed;
  const clock = seedClock(seed.now);
  const currencies = seed.tenant.table('currencies').all();
  const base = currencies.find((currency) => currency.isBase)!;
  const foreign = currencies.filter((currency) => !currency.isBase);
  for (let index = 0; index < 36; index++) {
    const vendor = index >= 30;
    const fixed = index === 0 && organization.id === ZOHO_DEMO_ORGANIZATION.id;
    const first = fixed ? 'Ada' : faker.person.firstName();
    const last = fixed ? 'Lovelace' : faker.person.lastName();
    const company = fixed ? 'Northwind Traders' : faker.company.name();
    const currency = !vendor && index % 10 === 7 && foreign.length > 0 ? foreign[index % foreign.length]! : base;
    const at = clock.daysAgo(360 - index * 6, faker);
    const email = fixed ? 'ada@northwind.example' : faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase();
    seed.put('contacts', {
      id: nextId(seed.tenant, organization), contact_name: company, company_name: company, contact_type: vendor ? 'vendor' : 'customer', customer_sub_type: 'business',
      status: index === 12 || index === 21 ? 'inactive' : 'active', first_name: first, last_name: last, email, phone: faker.phone.number({ style: 'national' }), mobile: '',
      website: fixed ? 'https://northwind.example' : '', currency_id: currency.id, currency_code: currency.code, payment_terms: index % 3 === 0 ? 30 : 15,
      payment_terms_label: index % 3 === 0 ? 'Net 30' : 'Net 15', notes: index % 4 === 1 ? CUSTOMER_NOTES[(index >> 2) % CUSTOMER_NOTES.length]! : '', billing_address: address(faker, organization.country, `${first} ${last}`),
      shipping_address: address(faker, organization.country, `${first} ${last}`),
      contact_persons: [{ contact_person_id: nextId(seed.tenant, organization), first_name: first, last_name: last, email, phone: '', mobile: '', is_primary_contact: true }],
      createdTime: at, lastModifiedTime: at + faker.number.int({ min: 0, max: 5 }) * 86_400_000,
    });
  }
}

function randomLines(seed: Seed, fewest = 1): Record<string, unknown>[] {
  const items = seed.tenant.table('items').all();
  const count = seed.faker.number.int({ min: fewest, max: 4 });
  return seed.faker.helpers.arrayElements(items, count).map((item) => ({ item_id: item.id, quantity: seed.faker.number.int({ min: 1, max: 12 }) }));
}

function document(seed: Seed, ctx: KitContext<ZohoOrganization>, customer: StoredRecord, at: number, fields: Record<string, unknown>, withAccount: boolean): StoredRecord {
  const record: StoredRecord = { id: nextId(seed.tenant, seed.account), customer_id: customer.id, date: localDate(at, seed.account), shipping_charge: 0, adjustment: 0, notes: 'Thank you for your business.', terms: '', salesperson_name: '', createdTime: at, lastModifiedTime: at, ...fields };
  attachCustomer(record, customer.id, ctx, true);
  priceNew(record, ctx, withAccount);
  return record;
}

function invoiceFields(seed: Seed, at: number, status: string, total: number, currency: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const digits = decimalsOf(currency, seed.account);
  const paid = status === 'paid' ? dec(total)! : status === 'partially_paid' ? round(percentOf(dec(total)!, dec(40)!), digits) : 0n;
  const terms = seed.faker.helpers.arrayElement([15, 30]);
  return {
    invoice_number: nextNumber(seedingContext(seed), INVOICE_SERIES), status, payment_terms: terms, payment_terms_label: `Net ${terms}`,
    due_date: localDate(at + terms * 86_400_000, seed.account), payment_made: num(paid), balance: num(dec(total)! - paid), reference_number: '', ...extra,
  };
}

function seedDocuments(seed: Seed): void {
  const ctx = seedingContext(seed);
  const clock = seedClock(seed.now);
  const customers = seed.tenant.table('contacts').all().filter((contact) => contact.contact_type === 'customer' && contact.status === 'active');
  // The newest order (listed first) is an invoiced one.
  const orderStates = ['draft', 'open', 'open', 'invoiced', 'open', 'partially_invoiced', 'draft', 'void', 'closed', 'invoiced'];
  for (let index = 0; index < 30; index++) {
    const customer = customers[index % customers.length]!;
    const at = clock.daysAgo(90 - index * 3, seed.faker);
    const status = orderStates[index % orderStates.length]!;
    const order = document(seed, ctx, customer, at, {
      salesorder_number: nextNumber(ctx, SALES_ORDER_SERIES), status, reference_number: index % 4 === 0 ? `PO-${seed.faker.string.numeric(5)}` : '',
      shipment_date: localDate(at + 7 * 86_400_000, seed.account), delivery_method: seed.faker.helpers.arrayElement(['UPS Ground', 'FedEx Express', 'Courier', 'Pickup']),
      // Every third order was converted from an estimate (the emulator serves no estimates: the id names one it does not keep).
      estimate_id: index % 3 === 0 ? nextId(seed.tenant, seed.account) : '',
      // A partly invoiced order has a line left to invoice.
      line_items: randomLines(seed, status === 'partially_invoiced' ? 2 : 1),
    }, false);
    order.lastModifiedTime = at + seed.faker.number.int({ min: 1, max: 48 }) * 3_600_000;
    seed.put('salesorders', order);
    if (!['invoiced', 'partially_invoiced', 'closed'].includes(status)) continue;
    const lines = (order.line_items as Record<string, unknown>[]).filter((_, line) => status !== 'partially_invoiced' || line === 0);
    const invoiceAt = at + 2 * 86_400_000;
    const draft = document(seed, ctx, customer, invoiceAt, {
      salesorder_id: order.id, reference_number: order.salesorder_number,
      line_items: lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity, salesorder_item_id: line.line_item_id })),
    }, true);
    const invoiceStatus = status === 'closed' ? 'paid' : seed.faker.helpers.arrayElement(['sent', 'paid', 'partially_paid']);
    seed.put('invoices', { ...draft, ...invoiceFields(seed, invoiceAt, invoiceStatus, Number(draft.total), String(draft.currency_code), { reference_number: order.salesorder_number }) });
  }
  const invoiceStates = ['draft', 'sent', 'paid', 'partially_paid', 'sent', 'void', 'paid', 'sent'];
  for (let index = 0; index < 16; index++) {
    const customer = customers[(index * 7) % customers.length]!;
    // The oldest sent ones are overdue by now.
    const at = clock.daysAgo(120 - index * 7, seed.faker);
    const status = invoiceStates[index % invoiceStates.length]!;
    const draft = document(seed, ctx, customer, at, { line_items: randomLines(seed) }, true);
    seed.put('invoices', { ...draft, ...invoiceFields(seed, at, status, Number(draft.total), String(draft.currency_code)) });
  }
}

export function seedZohoBooks(seed: Seed): void {
  seedSettings(seed);
  seedContacts(seed);
  seedDocuments(seed);
}
