/**
 * The lists a realm's books stand on, as a company builds them up: the chart
 * of accounts (QuickBooks' defaults when the company was made, numbered by
 * the bookkeeper soon after, who then added accounts and sub-accounts of
 * their own; a vehicle account retired since), terms, payment methods, classes
 * and departments (each with a nested one), sales tax rates and codes (one
 * code no longer used), and products and services (one inventory product).
 */
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../framework/kit/index.js';
import type { SeedWriter } from './seed-writer.js';

export interface Ref {
  value: string;
}

export const ref = (record: StoredRecord): Ref => ({ value: record.id });

/** name, type, sub type, number, description, parent. */
type AccountRow = readonly [string, string, string, string, string?, string?];

/** What QuickBooks makes with the company: created at once, 400 days ago. */
const DEFAULT_ACCOUNTS: readonly AccountRow[] = [
  ['Checking', 'Bank', 'Checking', '1010', 'Operating account'], ['Savings', 'Bank', 'Savings', '1020'],
  ['Accounts Receivable (A/R)', 'Accounts Receivable', 'AccountsReceivable', '1100'], ['Undeposited Funds', 'Other Current Asset', 'UndepositedFunds', '1200'],
  ['Inventory Asset', 'Other Current Asset', 'Inventory', '1300'],
  ['Accounts Payable (A/P)', 'Accounts Payable', 'AccountsPayable', '2000'], ['Sales Tax Payable', 'Other Current Liability', 'SalesTaxPayable', '2200'],
  ['Opening Balance Equity', 'Equity', 'OpeningBalanceEquity', '3000'], ['Retained Earnings', 'Equity', 'RetainedEarnings', '3900'],
  ['Sales of Product Income', 'Income', 'SalesOfProductIncome', '4000'], ['Services', 'Income', 'ServiceFeeIncome', '4100'],
  ['Discounts given', 'Income', 'DiscountsRefundsGiven', '4900'], ['Cost of Goods Sold', 'Cost of Goods Sold', 'SuppliesMaterialsCogs', '5000'],
  ['Advertising', 'Expense', 'AdvertisingPromotional', '6000'], ['Rent or Lease', 'Expense', 'RentOrLeaseOfBuildings', '6100'],
  ['Utilities', 'Expense', 'Utilities', '6200'], ['Office Expenses', 'Expense', 'OfficeGeneralAdministrativeExpenses', '6300'],
  ['Bank Charges', 'Expense', 'BankCharges', '6500'], ['Insurance', 'Expense', 'Insurance', '6600'],
  ['Legal & Professional Fees', 'Expense', 'LegalProfessionalFees', '6700'], ['Travel', 'Expense', 'Travel', '6800'],
  ['Interest Earned', 'Other Income', 'InterestEarned', '7000'],
];

/** Added by the bookkeeper afterwards, one every few days, sub-accounts under their parent. */
const OWN_ACCOUNTS: readonly AccountRow[] = [
  ['Truck', 'Fixed Asset', 'Vehicles', '1500', 'Delivery truck bought with the equipment loan'],
  ['Old Delivery Van', 'Fixed Asset', 'Vehicles', '1510', 'Sold; kept for its history'],
  ['Visa Credit Card', 'Credit Card', 'CreditCard', '2100', 'Company card ending 4242'],
  ['Equipment Loan', 'Long Term Liability', 'NotesPayable', '2700', 'Five-year loan for the truck'],
  ['Job Expenses', 'Expense', 'SuppliesMaterials', '6400', 'Materials bought for customer jobs'],
  ['Telephone', 'Expense', 'Utilities', '6210', 'Landline and mobile plans', 'Utilities'],
  ['Meals', 'Expense', 'TravelMeals', '6810', 'Meals while travelling', 'Travel'],
];

/** Retired accounts: made inactive once no longer used. */
export const RETIRED_ACCOUNTS = ['Old Delivery Van'] as const;

const SERVICES: readonly [string, number][] = [['Design', 75], ['Installation', 50], ['Gardening', 25], ['Pest Control', 35], ['Consultation', 120], ['Trimming', 40]];
export const PRODUCTS: readonly [string, number, number][] = [['Rock Fountain', 275, 125], ['Sprinkler Heads', 2.5, 0.75], ['Pump', 15.75, 10], ['Garden Hose', 19.99, 8.5], ['Potting Soil', 9.95, 4.25], ['Pavers', 1.35, 0.6]];

export interface SeedLists {
  account(name: string): Ref;
  accounts: ReadonlyMap<string, StoredRecord>;
  terms: StoredRecord[];
  methods: StoredRecord[];
  classes: StoredRecord[];
  departments: StoredRecord[];
  stateCode: StoredRecord;
  countyCode: StoredRecord;
  retiredCode: StoredRecord;
  services: StoredRecord[];
  products: StoredRecord[];
  inventory: StoredRecord;
}

export function seedLists(w: SeedWriter, faker: Faker): SeedLists {
  const accounts = new Map<string, StoredRecord>();
  const createAccount = ([name, type, subType, number, description, parent]: AccountRow, daysAgo: number) =>
    accounts.set(name, w.create('Account', {
      Name: name, AccountType: type, AccountSubType: subType, ...(number ? { AcctNum: number } : {}),
      ...(description ? { Description: description } : {}), ...(parent ? { ParentRef: ref(accounts.get(parent) as StoredRecord) } : {}),
    }, daysAgo));
  // QuickBooks' accounts come unnumbered; the bookkeeper turned account numbers on and numbered them, a minute apart.
  DEFAULT_ACCOUNTS.forEach(([name, type, subType, , description]) => createAccount([name, type, subType, '', description], 400));
  DEFAULT_ACCOUNTS.forEach(([name, , , number], index) => w.change('Account', accounts.get(name) as StoredRecord, { AcctNum: number }, 390 - index / 1440));
  OWN_ACCOUNTS.forEach((row, index) => createAccount(row, 388 - index * 4));
  const account = (name: string) => ref(accounts.get(name) as StoredRecord);

  const terms = [['Due on receipt', 0], ['Net 15', 15], ['Net 30', 30], ['Net 60', 60]].map(([name, days]) => w.create('Term', { Name: name, DueDays: days }, 400));
  const methods = ['Cash', 'Check', 'Visa', 'MasterCard', 'American Express'].map((name) => w.create('PaymentMethod', { Name: name, Type: ['Visa', 'MasterCard', 'American Express'].includes(name) ? 'CREDIT_CARD' : 'NON_CREDIT_CARD' }, 400));
  const classes = ['Retail', 'Wholesale', 'Landscaping Services'].map((name) => w.create('Class', { Name: name }, 380));
  classes.push(w.create('Class', { Name: 'Maintenance Contracts', ParentRef: ref(classes[2] as StoredRecord) }, 200));
  const departments = ['North Store', 'South Store'].map((name) => w.create('Department', { Name: name }, 380));
  departments.push(w.create('Department', { Name: 'North Garden Center', ParentRef: ref(departments[0] as StoredRecord) }, 150));

  const state = w.create('TaxRate', { Name: 'State Sales Tax', Description: 'State sales tax', RateValue: 7.25, AgencyRef: { value: '1' }, SpecialTaxType: 'NONE', DisplayType: 'ReadOnly' }, 400);
  const county = w.create('TaxRate', { Name: 'County Sales Tax', Description: 'County district tax', RateValue: 1.375, AgencyRef: { value: '1' }, SpecialTaxType: 'NONE', DisplayType: 'ReadOnly' }, 400);
  const city = w.create('TaxRate', { Name: 'City Sales Tax', Description: 'City tax, repealed', RateValue: 0.5, AgencyRef: { value: '1' }, SpecialTaxType: 'NONE', DisplayType: 'ReadOnly' }, 400);
  const code = (name: string, description: string, rates: StoredRecord[]) => w.create('TaxCode', {
    Name: name, Description: description, Taxable: true, TaxGroup: true,
    SalesTaxRateList: { TaxRateDetail: rates.map((rate) => ({ TaxRateRef: { value: rate.id, name: rate.Name }, TaxTypeApplicable: 'TaxOnAmount', TaxOrder: 0 })) }, PurchaseTaxRateList: { TaxRateDetail: [] },
  }, 400);
  const stateCode = code('State', 'State sales tax', [state]);
  const countyCode = code('State and County', 'State and county sales tax', [state, county]);
  const retiredCode = code('State and City', 'State and city sales tax (city tax repealed)', [state, city]);

  const services = SERVICES.map(([name, price], index) => w.create('Item', { Name: name, Type: 'Service', UnitPrice: price, Description: `${name} services`, IncomeAccountRef: account('Services'), Taxable: false }, 360 - index * 3));
  const products = PRODUCTS.map(([name, price, cost], index) => w.create('Item', {
    Name: name, Type: 'NonInventory', UnitPrice: price, PurchaseCost: cost, Description: name, Sku: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
    IncomeAccountRef: account('Sales of Product Income'), ExpenseAccountRef: account('Cost of Goods Sold'), Taxable: true,
  }, 340 - index * 3));
  // Stocked and counted: its quantity on hand as of the day the company started tracking it.
  const inventory = w.create('Item', {
    Name: 'Terracotta Planter', Type: 'Inventory', UnitPrice: 34.5, PurchaseCost: 14, Description: 'Terracotta planter, 40 cm', Sku: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
    IncomeAccountRef: account('Sales of Product Income'), ExpenseAccountRef: account('Cost of Goods Sold'), AssetAccountRef: account('Inventory Asset'),
    TrackQtyOnHand: true, QtyOnHand: 48, InvStartDate: w.date(300), Taxable: true,
  }, 300);
  return { account, accounts, terms, methods, classes, departments, stateCode, countyCode, retiredCode, services, products, inventory };
}
