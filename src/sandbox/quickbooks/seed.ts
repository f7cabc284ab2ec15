/**
 * A small but believable company per realm, built through the API's own
 * rules (seed-writer.ts) with the seeded Faker: its lists (seed-lists.ts:
 * chart of accounts, terms, payment methods, classes and departments, sales
 * tax, products and services), the people it deals with (seed-names.ts:
 * customers and vendors, a few in foreign currencies — EUR, JPY and KWD for
 * the demo realm — and employees), its sales (seed-sales.ts) and its
 * purchases and ledger (seed-purchases.ts), a little trading in an earlier
 * fiscal year and the books closed through a date (seed-history.ts). Then what the company stopped
 * using is made inactive, as QuickBooks keeps it: a customer, a vendor, an
 * account, a tax code. Fixed names (accounts, items, the first customer)
 * let demos and tests find them.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { QuickBooksRealm } from './realms.js';
import { RETIRED_ACCOUNTS, seedLists } from './seed-lists.js';
import { seedHistory } from './seed-history.js';
import { seedNames } from './seed-names.js';
import { seedPurchases } from './seed-purchases.js';
import { seedSales } from './seed-sales.js';
import { seedWriter } from './seed-writer.js';

export function seedQuickBooks(seed: SeedContext<QuickBooksRealm>): void {
  const { account: realm, faker } = seed;
  const w = seedWriter(seed);

  // The company itself: its Id is the realm id, not a number from a sequence.
  seed.put('CompanyInfo', {
    id: realm.id, SyncToken: '0', createdAt: seed.now - 400 * 86_400_000, updatedAt: seed.now - 400 * 86_400_000,
    CompanyName: realm.companyName, LegalName: realm.legalName, Country: realm.country, FiscalYearStartMonth: realm.fiscalYearStartMonth,
    CompanyStartDate: w.date(400), SupportedLanguages: 'en', DefaultTimeZone: realm.timeZone,
    CompanyAddr: { Id: '1', Line1: faker.location.streetAddress(), City: faker.location.city(), CountrySubDivisionCode: realm.country === 'US' ? 'CA' : 'ON', PostalCode: faker.location.zipCode(), Country: realm.country },
    PrimaryPhone: { FreeFormNumber: faker.phone.number({ style: 'national' }) },
    Email: { Address: realm.userEmail },
    NameValue: [{ Name: 'HomeCurrency', Value: realm.homeCurrency }, { Name: 'MultiCurrencyEnabled', Value: 'true' }],
  });

  const lists = seedLists(w, faker);
  const names = seedNames(w, faker, realm, lists);
  const invoices = seedSales(w, faker, lists, names);
  seedPurchases(w, faker, realm, lists, names, invoices);
  seedHistory(seed, w, lists, names);

  // Made inactive after their last transactions (an inactive name can no longer be named).
  w.deactivate('Customer', names.customers[19] as StoredRecord, 5);
  w.deactivate('Vendor', names.vendors[10] as StoredRecord, 6);
  for (const name of RETIRED_ACCOUNTS) w.deactivate('Account', lists.accounts.get(name) as StoredRecord, 200);
  w.deactivate('TaxCode', lists.retiredCode, 250);
}
