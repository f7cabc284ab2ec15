/**
 * A believable organisation, deterministic per organisation (the kit seeds
 * Faker per account): its chart of accounts and tax rates (seed-chart.ts),
 * two tracking categories, items priced in its currency, customers and
 * suppliers with addresses, phones and contact people, one archived
 * contact, then its documents (seed-documents.ts) through the API's own
 * rules, and last its users and their expense claims (seed-expense-claims.ts).
 * The first customer is "Ridgeway Bakery" and the first supplier "Coastline
 * Paper Co." in every organisation, so demos and tests can find them.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { classOf } from './chart.js';
import { contacts } from './contacts.js';
import { DAY_MS } from './dates.js';
import { items } from './items.js';
import { CHART, taxSystemOf } from './seed-chart.js';
import { seeder, type Seeder } from './seed-context.js';
import { price } from './seed-prices.js';
import { seedDocuments } from './seed-documents.js';
import { seedExpenseClaims } from './seed-expense-claims.js';
import { ratesOf } from './tax-rates.js';

const CUSTOMERS = 14;
const SUPPLIERS = 8;

function seedChart(seed: SeedContext<XeroOrganisation>, since: number): void {
  const system = taxSystemOf(seed.account);
  for (const rate of system.rates) {
    const components = rate.components.map((component) => ({ ...component, IsCompound: false, IsNonRecoverable: false }));
    seed.put('taxRates', {
      id: rate.TaxType, Name: rate.Name, TaxComponents: components, Status: rate.Status ?? 'ACTIVE', ReportTaxType: rate.ReportTaxType, ...ratesOf(components),
      CanApplyToAssets: true, CanApplyToEquity: true, CanApplyToExpenses: true, CanApplyToLiabilities: true, CanApplyToRevenue: true,
    });
  }
  CHART.forEach((account, index) => {
    const { tax, ...fields } = account;
    seed.put('accounts', {
      ...fields,
      id: seed.faker.string.uuid(),
      Status: account.Status ?? 'ACTIVE',
      Class: classOf(account.Type),
      TaxType: tax === 'sales' ? system.sales : tax === 'purchases' ? system.purchases : 'NONE',
      EnablePaymentsToAccount: false,
      ShowInExpenseClaims: account.Type === 'OVERHEADS',
      AddToWatchlist: account.Type === 'BANK',
      ...(account.Type === 'BANK' ? { BankAccountType: account.BankAccountType ?? 'BANK', CurrencyCode: seed.account.baseCurrency } : {}),
      // Set up over the organisation's first days, not all at one instant.
      UpdatedDateUTC: since + index * 3_600_000,
    });
  });
}

function seedTracking(seed: SeedContext<XeroOrganisation>): void {
  const categories: Array<[string, string[]]> = seed.account.countryCode === 'JP'
    ? [['Region', ['Kanto', 'Kansai', 'Kyushu']], ['Sales Channel', ['Online', 'Wholesale', 'Retail']]]
    : [['Region', ['North', 'South', 'East', 'West']]];
  for (const [name, options] of categories) {
    const id = seed.faker.string.uuid();
    seed.put('trackingCategories', {
      id, Name: name, Status: 'ACTIVE',
      Options: options.map((option) => ({ TrackingOptionID: seed.faker.string.uuid(), Name: option, Status: 'ACTIVE', TrackingCategoryID: id })),
    });
  }
}

const ITEMS: ReadonlyArray<[string, string, number, number]> = [
  ['FLOUR-25', 'Stoneground flour, 25 kg sack', 38.5, 24.75],
  ['CUP-12OZ', 'Compostable cups 12 oz (case of 500)', 64, 41.2],
  ['NAPKIN-2P', 'Two-ply napkins (case of 2,000)', 29.95, 17.6],
  ['BOX-PASTRY', 'Pastry boxes, kraft (bundle of 100)', 22.4, 12.8],
  ['APRON-CAN', 'Canvas apron', 18, 9.5],
  ['DELIVERY', 'Delivery within the metro area', 25, 0],
  ['INSTALL-HR', 'Equipment installation, per hour', 95, 0],
  ['CLEAN-KIT', 'Deep-clean kit', 47.25, 30.1],
];

function seedItems(seeding: Seeder, since: number): void {
  const { seed } = seeding;
  const system = taxSystemOf(seed.account);
  ITEMS.forEach(([code, name, sale, cost], index) => {
    const tracked = code === 'FLOUR-25';
    seeding.make(items, {
      Code: code,
      Name: name.slice(0, 50),
      Description: name,
      SalesDetails: { UnitPrice: price(seed, sale), AccountCode: '200', TaxType: system.sales },
      ...(cost > 0 ? { PurchaseDescription: name, PurchaseDetails: { UnitPrice: price(seed, cost), AccountCode: '310', TaxType: system.purchases } } : {}),
      // The flour is kept in stock: tracked as inventory, with what is on hand and what it cost.
      ...(tracked ? { InventoryAssetAccountCode: '630', QuantityOnHand: 42, TotalCostPool: price(seed, 42 * cost) } : {}),
    }, since + index * 86_400_000);
  });
}

function contactRecord(seed: SeedContext<XeroOrganisation>, name: string, first: string, last: string, number: number, supplier: boolean): Record<string, unknown> {
  const { faker } = seed;
  const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  const street = { AddressType: 'STREET', AddressLine1: faker.location.streetAddress(), City: faker.location.city(), Region: faker.location.state({ abbreviated: true }), PostalCode: faker.location.zipCode(), Country: faker.location.country().slice(0, 50) };
  return {
    Name: name,
    FirstName: first,
    LastName: last,
    EmailAddress: `${first}.${last}@${domain}`.toLowerCase(),
    ContactNumber: `C${String(number).padStart(4, '0')}`,
    AccountNumber: `AC-${faker.string.numeric(5)}`,
    TaxNumber: faker.string.numeric(9),
    Website: `https://www.${domain}`,
    Addresses: [{ ...street, AddressType: 'POBOX', AddressLine1: `PO Box ${faker.number.int({ min: 100, max: 9999 })}` }, street],
    Phones: [
      { PhoneType: 'DEFAULT', PhoneNumber: faker.string.numeric(7), PhoneAreaCode: faker.string.numeric(3), PhoneCountryCode: '1' },
      { PhoneType: 'MOBILE', PhoneNumber: faker.string.numeric(7), PhoneAreaCode: faker.string.numeric(3), PhoneCountryCode: '1' },
    ],
    ContactPersons: [{ FirstName: faker.person.firstName(), LastName: faker.person.lastName(), EmailAddress: `accounts@${domain}`, IncludeInEmails: true }],
    DefaultCurrency: seed.account.baseCurrency,
    // Suppliers are paid into their accounts; some customers pay by direct debit from theirs.
    ...(supplier || number % 3 === 0 ? { BankAccountDetails: `${faker.string.numeric(2)}-${faker.string.numeric(4)}-${faker.string.numeric(7)}-${faker.string.numeric(2)}` } : {}),
    ...(supplier ? { AccountsPayableTaxType: taxSystemOf(seed.account).purchases } : { AccountsReceivableTaxType: taxSystemOf(seed.account).sales }),
  };
}

function seedContacts(seeding: Seeder, since: number): { customers: StoredRecord[]; suppliers: StoredRecord[] } {
  const { seed } = seeding;
  const { faker } = seed;
  const taken = new Set<string>();
  const companyName = (fixed?: string) => {
    let name = fixed ?? faker.company.name();
    while (taken.has(name.toLowerCase())) name = `${faker.company.name()}`;
    taken.add(name.toLowerCase());
    return name;
  };
  const make = (name: string, number: number, supplier: boolean) => seeding.make(contacts, contactRecord(seed, name, faker.person.firstName(), faker.person.lastName(), number, supplier), since + number * DAY_MS);
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => make(companyName(i === 0 ? 'Ridgeway Bakery' : undefined), i + 1, false));
  const suppliers = Array.from({ length: SUPPLIERS }, (_, i) => make(companyName(i === 0 ? 'Coastline Paper Co.' : undefined), CUSTOMERS + i + 1, true));
  const archived = make(companyName(), CUSTOMERS + SUPPLIERS + 1, false);
  archived.ContactStatus = 'ARCHIVED';
  return { customers, suppliers };
}

export function seedXero(seed: SeedContext<XeroOrganisation>): void {
  const since = seed.now - 120 * DAY_MS;
  const seeding = seeder(seed);
  seedChart(seed, since);
  seedTracking(seed);
  seedItems(seeding, since);
  const people = seedContacts(seeding, since);
  seedDocuments(seeding, people);
  seedExpenseClaims(seeding, people.suppliers, since);
}
