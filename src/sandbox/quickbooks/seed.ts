/**
 * A small but believable company per realm, built through the API's own
 * rules (seed-writer.ts) with the seeded Faker: a chart of accounts with the
 * accounts QuickBooks picks by default, terms, payment methods, classes and
 * departments, sales tax rates and codes, products and services, customers
 * and vendors (a few in foreign currencies: EUR, JPY and KWD for the demo
 * realm; one of each inactive), employees; then invoices that are open,
 * partially paid, paid, overdue and voided, with their payments, a credit
 * memo used by a payment, sales receipts, a refund, estimates, bills paid and
 * unpaid with their bill payments, expenses, purchase orders and journal
 * entries. Fixed names (accounts, items, the first customer) let demos and
 * tests find them.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { QuickBooksRealm } from './realms.js';
import { seedWriter } from './seed-writer.js';

const ACCOUNTS: readonly [string, string, string, string?][] = [
  ['Checking', 'Bank', 'Checking', '1010'], ['Savings', 'Bank', 'Savings', '1020'],
  ['Accounts Receivable (A/R)', 'Accounts Receivable', 'AccountsReceivable', '1100'], ['Undeposited Funds', 'Other Current Asset', 'UndepositedFunds', '1200'],
  ['Inventory Asset', 'Other Current Asset', 'Inventory', '1300'], ['Truck', 'Fixed Asset', 'Vehicles', '1500'],
  ['Accounts Payable (A/P)', 'Accounts Payable', 'AccountsPayable', '2000'], ['Visa Credit Card', 'Credit Card', 'CreditCard', '2100'],
  ['Sales Tax Payable', 'Other Current Liability', 'SalesTaxPayable', '2200'], ['Equipment Loan', 'Long Term Liability', 'NotesPayable', '2700'],
  ['Opening Balance Equity', 'Equity', 'OpeningBalanceEquity', '3000'], ['Retained Earnings', 'Equity', 'RetainedEarnings', '3900'],
  ['Sales of Product Income', 'Income', 'SalesOfProductIncome', '4000'], ['Services', 'Income', 'ServiceFeeIncome', '4100'],
  ['Discounts given', 'Income', 'DiscountsRefundsGiven', '4900'], ['Cost of Goods Sold', 'Cost of Goods Sold', 'SuppliesMaterialsCogs', '5000'],
  ['Advertising', 'Expense', 'AdvertisingPromotional', '6000'], ['Rent or Lease', 'Expense', 'RentOrLeaseOfBuildings', '6100'],
  ['Utilities', 'Expense', 'Utilities', '6200'], ['Office Expenses', 'Expense', 'OfficeGeneralAdministrativeExpenses', '6300'],
  ['Job Expenses', 'Expense', 'SuppliesMaterials', '6400'], ['Bank Charges', 'Expense', 'BankCharges', '6500'],
  ['Insurance', 'Expense', 'Insurance', '6600'], ['Legal & Professional Fees', 'Expense', 'LegalProfessionalFees', '6700'],
  ['Travel', 'Expense', 'Travel', '6800'], ['Interest Earned', 'Other Income', 'InterestEarned', '7000'],
];

const SERVICES: readonly [string, number][] = [['Design', 75], ['Installation', 50], ['Gardening', 25], ['Pest Control', 35], ['Consultation', 120], ['Trimming', 40]];
const PRODUCTS: readonly [string, number, number][] = [['Rock Fountain', 275, 125], ['Sprinkler Heads', 2.5, 0.75], ['Pump', 15.75, 10], ['Garden Hose', 19.99, 8.5], ['Potting Soil', 9.95, 4.25], ['Pavers', 1.35, 0.6]];

const ref = (record: StoredRecord) => ({ value: record.id });

export function seedQuickBooks(seed: SeedContext<QuickBooksRealm>): void {
  const { account: realm, faker } = seed;
  const w = seedWriter(seed);
  const byName = new Map<string, StoredRecord>();

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

  for (const [name, type, subType, number] of ACCOUNTS) byName.set(name, w.create('Account', { Name: name, AccountType: type, AccountSubType: subType, AcctNum: number }, 400));
  const account = (name: string) => ref(byName.get(name) as StoredRecord);

  const terms = [['Due on receipt', 0], ['Net 15', 15], ['Net 30', 30], ['Net 60', 60]].map(([name, days]) => w.create('Term', { Name: name, DueDays: days }, 400));
  const methods = ['Cash', 'Check', 'Visa', 'MasterCard', 'American Express'].map((name) => w.create('PaymentMethod', { Name: name, Type: ['Visa', 'MasterCard', 'American Express'].includes(name) ? 'CREDIT_CARD' : 'NON_CREDIT_CARD' }, 400));
  const classes = ['Retail', 'Wholesale', 'Landscaping Services'].map((name) => w.create('Class', { Name: name }, 380));
  ['North Store', 'South Store'].forEach((name) => w.create('Department', { Name: name }, 380));

  const state = w.create('TaxRate', { Name: 'State Sales Tax', Description: 'State sales tax', RateValue: 7.25, AgencyRef: { value: '1' }, SpecialTaxType: 'NONE', DisplayType: 'ReadOnly' }, 400);
  const county = w.create('TaxRate', { Name: 'County Sales Tax', Description: 'County district tax', RateValue: 1.375, AgencyRef: { value: '1' }, SpecialTaxType: 'NONE', DisplayType: 'ReadOnly' }, 400);
  const stateCode = w.create('TaxCode', { Name: 'State', Description: 'State sales tax', Taxable: true, TaxGroup: true, SalesTaxRateList: { TaxRateDetail: [{ TaxRateRef: { value: state.id, name: state.Name }, TaxTypeApplicable: 'TaxOnAmount', TaxOrder: 0 }] }, PurchaseTaxRateList: { TaxRateDetail: [] } }, 400);
  const countyCode = w.create('TaxCode', { Name: 'State and County', Description: 'State and county sales tax', Taxable: true, TaxGroup: true, SalesTaxRateList: { TaxRateDetail: [state, county].map((rate) => ({ TaxRateRef: { value: rate.id, name: rate.Name }, TaxTypeApplicable: 'TaxOnAmount', TaxOrder: 0 })) }, PurchaseTaxRateList: { TaxRateDetail: [] } }, 400);

  const services = SERVICES.map(([name, price]) => w.create('Item', { Name: name, Type: 'Service', UnitPrice: price, Description: `${name} services`, IncomeAccountRef: account('Services'), Taxable: false }, 360));
  const products = PRODUCTS.map(([name, price, cost]) => w.create('Item', {
    Name: name, Type: 'NonInventory', UnitPrice: price, PurchaseCost: cost, Description: name, Sku: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
    IncomeAccountRef: account('Sales of Product Income'), ExpenseAccountRef: account('Cost of Goods Sold'), Taxable: true,
  }, 360));

  const foreign = Object.keys(realm.exchangeRates);
  const customers: StoredRecord[] = [];
  for (let c = 0; c < 24; c++) {
    const first = c === 0 ? 'Amy' : faker.person.firstName();
    const last = c === 0 ? 'Lauderdale' : faker.person.lastName();
    const companyName = c === 0 ? 'Amy\'s Bird Sanctuary' : c % 3 === 0 ? faker.company.name() : undefined;
    const currency = c >= 20 ? foreign[(c - 20) % foreign.length] : undefined;
    customers.push(w.create('Customer', {
      GivenName: first, FamilyName: last, ...(companyName ? { CompanyName: companyName, DisplayName: companyName } : {}),
      PrimaryEmailAddr: { Address: faker.internet.email({ firstName: first, lastName: last }).toLowerCase() },
      PrimaryPhone: { FreeFormNumber: faker.phone.number({ style: 'national' }) },
      BillAddr: { Line1: faker.location.streetAddress(), City: faker.location.city(), CountrySubDivisionCode: faker.location.state({ abbreviated: true }), PostalCode: faker.location.zipCode(), Country: realm.country },
      ...(currency ? { CurrencyRef: { value: currency } } : {}), SalesTermRef: ref(terms[c % 4 === 0 ? 1 : 2] as StoredRecord), Taxable: c % 2 === 0,
    }, 300 - c * 5));
  }
  const vendors: StoredRecord[] = [];
  for (let v = 0; v < 12; v++) {
    const name = v === 0 ? 'Cal Telephone' : faker.company.name();
    vendors.push(w.create('Vendor', {
      DisplayName: name, CompanyName: name, PrimaryEmailAddr: { Address: `billing@${faker.internet.domainName()}` },
      BillAddr: { Line1: faker.location.streetAddress(), City: faker.location.city(), PostalCode: faker.location.zipCode(), Country: realm.country },
      TermRef: ref(terms[v % 3 === 0 ? 2 : 1] as StoredRecord), Vendor1099: v % 4 === 1, ...(v === 11 && foreign[0] ? { CurrencyRef: { value: foreign[0] } } : {}),
    }, 320 - v * 7));
  }
  for (let e = 0; e < 4; e++) w.create('Employee', { GivenName: faker.person.firstName(), FamilyName: faker.person.lastName(), EmployeeNumber: `E-${100 + e}`, HiredDate: w.date(900 - e * 120), PrimaryEmailAddr: { Address: faker.internet.email().toLowerCase() } }, 300);

  const itemLine = (item: StoredRecord, qty: number, taxable = false) => ({ DetailType: 'SalesItemLineDetail', Description: String(item.Description), SalesItemLineDetail: { ItemRef: ref(item), Qty: qty, UnitPrice: item.UnitPrice, TaxCodeRef: { value: taxable ? 'TAX' : 'NON' } } });
  const invoices: StoredRecord[] = [];
  for (let i = 0; i < 30; i++) {
    const customer = customers[i % customers.length] as StoredRecord;
    const days = 120 - i * 4;
    const lines = [itemLine(services[i % services.length] as StoredRecord, 1 + (i % 5)), ...(i % 2 === 0 ? [itemLine(products[i % products.length] as StoredRecord, 2 + (i % 7), true)] : [])];
    invoices.push(w.create('Invoice', {
      CustomerRef: ref(customer), TxnDate: w.date(days), Line: lines, ...(i % 4 === 0 ? { TxnTaxDetail: { TxnTaxCodeRef: ref(i % 8 === 0 ? countyCode : stateCode) } } : {}),
      CustomerMemo: { value: 'Thank you for your business.' }, BillEmail: customer.PrimaryEmailAddr, EmailStatus: i % 3 === 0 ? 'EmailSent' : 'NotSet',
      ...(i % 5 === 0 ? { ClassRef: ref(classes[2] as StoredRecord) } : {}),
    }, days));
  }
  invoices.forEach((invoice, i) => {
    if (i % 6 === 5) return w.void('Invoice', invoice, 120 - i * 4 - 1);
    if (i % 3 === 2 || i % 6 === 1) return;
    const total = Number(invoice.TotalAmt);
    const partial = i % 4 === 0;
    const currency = (invoice.CurrencyRef as { value: string }).value;
    const amount = partial ? Math.floor(total / 2) : total;
    if (amount <= 0 || (partial && currency === 'JPY' && amount === total)) return;
    w.create('Payment', {
      CustomerRef: invoice.CustomerRef, TotalAmt: amount, TxnDate: w.date(Math.max(1, 100 - i * 4)), PaymentMethodRef: ref(methods[i % methods.length] as StoredRecord),
      DepositToAccountRef: i % 2 === 0 ? account('Undeposited Funds') : account('Checking'), PaymentRefNum: String(1000 + i),
      Line: [{ Amount: amount, LinkedTxn: [{ TxnId: invoice.id, TxnType: 'Invoice' }] }],
    }, Math.max(1, 100 - i * 4));
  });
  const creditTo = invoices[2] as StoredRecord;
  const credit = w.create('CreditMemo', { CustomerRef: creditTo.CustomerRef, TxnDate: w.date(20), Line: [itemLine(services[4] as StoredRecord, 1)], PrivateNote: 'Goodwill credit' }, 20);
  if (Number(creditTo.Balance) >= Number(credit.TotalAmt)) {
    w.create('Payment', { CustomerRef: creditTo.CustomerRef, TotalAmt: 0, TxnDate: w.date(19), Line: [{ Amount: credit.TotalAmt, LinkedTxn: [{ TxnId: creditTo.id, TxnType: 'Invoice' }] }, { Amount: credit.TotalAmt, LinkedTxn: [{ TxnId: credit.id, TxnType: 'CreditMemo' }] }] }, 19);
  }
  for (let s = 0; s < 3; s++) w.create('SalesReceipt', { CustomerRef: ref(customers[5 + s] as StoredRecord), TxnDate: w.date(40 - s * 10), Line: [itemLine(products[s] as StoredRecord, 3, true)], TxnTaxDetail: { TxnTaxCodeRef: ref(stateCode) }, PaymentMethodRef: ref(methods[0] as StoredRecord), DepositToAccountRef: account('Checking') }, 40 - s * 10);
  w.create('RefundReceipt', { CustomerRef: ref(customers[6] as StoredRecord), TxnDate: w.date(15), Line: [itemLine(products[1] as StoredRecord, 1)], DepositToAccountRef: account('Checking'), PaymentMethodRef: ref(methods[0] as StoredRecord) }, 15);
  for (let q = 0; q < 4; q++) w.create('Estimate', { CustomerRef: ref(customers[10 + q] as StoredRecord), TxnDate: w.date(50 - q * 9), ExpirationDate: w.date(20 - q * 9), TxnStatus: (['Pending', 'Accepted', 'Closed', 'Rejected'] as const)[q], Line: [itemLine(services[q] as StoredRecord, 4), itemLine(products[q] as StoredRecord, 10, true)] }, 50 - q * 9);

  const expenseLine = (name: string, amount: number) => ({ DetailType: 'AccountBasedExpenseLineDetail', Amount: amount, Description: name, AccountBasedExpenseLineDetail: { AccountRef: account(name) } });
  const expenseAccounts = ['Advertising', 'Rent or Lease', 'Utilities', 'Office Expenses', 'Job Expenses', 'Legal & Professional Fees', 'Insurance'];
  const bills: StoredRecord[] = [];
  for (let b = 0; b < 16; b++) {
    const vendor = vendors[b % 11] as StoredRecord;
    const days = 110 - b * 6;
    const amount = Number(faker.finance.amount({ min: 40, max: 2400, dec: 2 }));
    bills.push(w.create('Bill', { VendorRef: ref(vendor), TxnDate: w.date(days), DocNumber: `INV-${faker.string.numeric(5)}`, Line: [expenseLine(expenseAccounts[b % expenseAccounts.length] as string, amount), ...(b % 3 === 0 ? [{ DetailType: 'ItemBasedExpenseLineDetail', Amount: 10 * (PRODUCTS[b % 6] as [string, number, number])[2], ItemBasedExpenseLineDetail: { ItemRef: ref(products[b % 6] as StoredRecord), Qty: 10, UnitPrice: (PRODUCTS[b % 6] as [string, number, number])[2] } }] : [])] }, days));
  }
  bills.forEach((bill, b) => {
    if (b % 3 === 2) return;
    const amount = b % 4 === 1 ? Math.floor(Number(bill.TotalAmt) / 3) : Number(bill.TotalAmt);
    w.create('BillPayment', { VendorRef: bill.VendorRef, PayType: 'Check', CheckPayment: { BankAccountRef: account('Checking') }, TotalAmt: amount, TxnDate: w.date(Math.max(1, 95 - b * 6)), Line: [{ Amount: amount, LinkedTxn: [{ TxnId: bill.id, TxnType: 'Bill' }] }] }, Math.max(1, 95 - b * 6));
  });
  if (foreign[0] && vendors[11]) {
    w.create('Bill', { VendorRef: ref(vendors[11]), TxnDate: w.date(12), Line: [expenseLine('Job Expenses', 860.4)] }, 12);
  }
  for (let p = 0; p < 6; p++) w.create('Purchase', { PaymentType: p % 2 === 0 ? 'CreditCard' : 'Check', AccountRef: account(p % 2 === 0 ? 'Visa Credit Card' : 'Checking'), EntityRef: { ...ref(vendors[p] as StoredRecord), type: 'Vendor' }, TxnDate: w.date(70 - p * 10), Line: [expenseLine(p % 2 === 0 ? 'Travel' : 'Bank Charges', Number(faker.finance.amount({ min: 12, max: 480, dec: 2 })))] }, 70 - p * 10);
  for (let o = 0; o < 3; o++) w.create('PurchaseOrder', { VendorRef: ref(vendors[o + 2] as StoredRecord), TxnDate: w.date(30 - o * 8), POStatus: o === 0 ? 'Closed' : 'Open', Line: [{ DetailType: 'ItemBasedExpenseLineDetail', ItemBasedExpenseLineDetail: { ItemRef: ref(products[o] as StoredRecord), Qty: 20 + o * 5, UnitPrice: (PRODUCTS[o] as [string, number, number])[2] } }] }, 30 - o * 8);
  w.create('JournalEntry', { TxnDate: w.date(365), DocNumber: 'OB-1', PrivateNote: 'Opening balances', Line: [
    { DetailType: 'JournalEntryLineDetail', Amount: 25000, Description: 'Opening bank balance', JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: account('Checking') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 18000, Description: 'Truck', JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: account('Truck') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 15000, Description: 'Equipment loan', JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: account('Equipment Loan') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 28000, Description: 'Owner investment', JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: account('Opening Balance Equity') } },
  ] }, 365);
  for (let j = 0; j < 2; j++) w.create('JournalEntry', { TxnDate: w.date(60 - j * 30), PrivateNote: 'Loan repayment', Line: [
    { DetailType: 'JournalEntryLineDetail', Amount: 500, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: account('Equipment Loan') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 500, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: account('Checking') } },
  ] }, 60 - j * 30);

  w.create('Attachable', { Note: 'Customer asked for the fountain to be delivered on a weekday.', AttachableRef: [{ EntityRef: { type: 'Invoice', value: (invoices[0] as StoredRecord).id } }] }, 90);

  w.deactivate('Customer', customers[19] as StoredRecord);
  w.deactivate('Vendor', vendors[10] as StoredRecord);
}
