/**
 * The chart of accounts and tax rates an organisation starts with, close to
 * what Xero sets up for a new organisation of its version: bank accounts,
 * receivables and payables, the tax account, revenue and the usual expenses,
 * equity; the tax rates of its tax system (US sales tax, Japan's consumption
 * tax on the global version, New Zealand's GST).
 */
import type { XeroOrganisation } from './accounts.js';

export interface SeedAccount {
  Code: string;
  Name: string;
  Type: string;
  /** The tax type lines on this account default to: 'sales' and 'purchases' pick the organisation's own. */
  tax: 'sales' | 'purchases' | 'none';
  SystemAccount?: string;
  Description?: string;
  BankAccountNumber?: string;
  EnablePaymentsToAccount?: boolean;
  BankAccountType?: string;
  /** ACTIVE unless the organisation stopped using it. */
  Status?: 'ARCHIVED';
}

export const CHART: readonly SeedAccount[] = [
  { Code: '090', Name: 'Business Bank Account', Type: 'BANK', tax: 'none', BankAccountNumber: '0210087654321' },
  { Code: '091', Name: 'Business Savings Account', Type: 'BANK', tax: 'none', BankAccountNumber: '0210087654399' },
  { Code: '092', Name: 'Company Credit Card', Type: 'BANK', tax: 'none', BankAccountNumber: '4111000011117740', BankAccountType: 'CREDITCARD' },
  { Code: '093', Name: 'PayPal', Type: 'BANK', tax: 'none', BankAccountNumber: 'payments@example.com', BankAccountType: 'PAYPAL' },
  { Code: '094', Name: 'Old Cheque Account', Type: 'BANK', tax: 'none', BankAccountNumber: '0210087600012', Status: 'ARCHIVED' },
  { Code: '200', Name: 'Sales', Type: 'REVENUE', tax: 'sales', Description: 'Income from any normal business activity' },
  { Code: '260', Name: 'Other Revenue', Type: 'REVENUE', tax: 'sales', Description: 'Any other income that does not relate to normal business activities' },
  { Code: '270', Name: 'Interest Income', Type: 'OTHERINCOME', tax: 'none', Description: 'Interest income' },
  { Code: '310', Name: 'Cost of Goods Sold', Type: 'DIRECTCOSTS', tax: 'purchases', Description: 'Cost of goods sold by the business' },
  { Code: '400', Name: 'Advertising', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenses incurred for advertising while trying to increase sales' },
  { Code: '404', Name: 'Bank Fees', Type: 'OVERHEADS', tax: 'none', Description: 'Fees charged by your bank for transactions regarding your bank account(s).' },
  { Code: '408', Name: 'Cleaning', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenses incurred for cleaning business property.' },
  { Code: '412', Name: 'Consulting & Accounting', Type: 'EXPENSE', tax: 'purchases', Description: 'Expenses related to paying consultants' },
  { Code: '420', Name: 'Entertainment', Type: 'OVERHEADS', tax: 'none', Description: '50% of the cost of entertaining clients' },
  { Code: '429', Name: 'General Expenses', Type: 'OVERHEADS', tax: 'purchases', Description: 'General expenses related to the running of the business.' },
  { Code: '433', Name: 'Insurance', Type: 'OVERHEADS', tax: 'none', Description: 'Expenses incurred for insuring the business\' assets' },
  { Code: '445', Name: 'Light, Power, Heating', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenses incurred for lighting, powering or heating the premises' },
  { Code: '461', Name: 'Printing & Stationery', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenses incurred by the entity as a result of printing and stationery' },
  { Code: '469', Name: 'Rent', Type: 'OVERHEADS', tax: 'purchases', Description: 'The payment to lease a building or area.' },
  { Code: '473', Name: 'Repairs and Maintenance', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenses incurred on a damaged or run down asset' },
  { Code: '485', Name: 'Subscriptions', Type: 'OVERHEADS', tax: 'purchases', Description: 'E.g. Magazines, professional bodies' },
  { Code: '489', Name: 'Telephone & Internet', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenditure incurred from any business-related phone calls, phone lines, or internet connections' },
  { Code: '477', Name: 'Vehicle Lease (ended)', Type: 'OVERHEADS', tax: 'purchases', Description: 'Lease of the delivery van, returned last year', Status: 'ARCHIVED' },
  { Code: '493', Name: 'Travel - National', Type: 'OVERHEADS', tax: 'purchases', Description: 'Expenses incurred from domestic travel which has a business purpose' },
  { Code: '610', Name: 'Accounts Receivable', Type: 'CURRENT', tax: 'none', SystemAccount: 'DEBTORS', Description: 'Outstanding invoices the company has issued out to the client but has not yet received in cash at balance date.' },
  { Code: '620', Name: 'Prepayments', Type: 'CURRENT', tax: 'none', Description: 'An expenditure that has been paid for in advance.' },
  { Code: '630', Name: 'Inventory', Type: 'INVENTORY', tax: 'none', Description: 'Value of tracked items for resale.' },
  { Code: '710', Name: 'Office Equipment', Type: 'FIXED', tax: 'purchases', Description: 'Office equipment that is owned and controlled by the business' },
  { Code: '711', Name: 'Less Accumulated Depreciation on Office Equipment', Type: 'FIXED', tax: 'none', Description: 'The total amount of office equipment cost that has been consumed by the entity' },
  { Code: '800', Name: 'Accounts Payable', Type: 'CURRLIAB', tax: 'none', SystemAccount: 'CREDITORS', Description: 'Outstanding invoices the company has received from suppliers but has not yet paid at balance date' },
  { Code: '820', Name: 'Sales Tax', Type: 'CURRLIAB', tax: 'none', SystemAccount: 'GST', Description: 'The balance of tax collected on sales less tax paid on purchases.' },
  { Code: '840', Name: 'Historical Adjustment', Type: 'CURRLIAB', tax: 'none', SystemAccount: 'HISTORICAL', Description: 'For accountant adjustments' },
  { Code: '860', Name: 'Rounding', Type: 'CURRLIAB', tax: 'none', SystemAccount: 'ROUNDING', Description: 'An adjustment entry to allow for rounding' },
  { Code: '877', Name: 'Tracking Transfers', Type: 'CURRLIAB', tax: 'none', SystemAccount: 'TRACKINGTRANSFERS', Description: 'Transfers between tracking categories' },
  { Code: '900', Name: 'Loan', Type: 'TERMLIAB', tax: 'none', Description: 'Money that has been borrowed from a creditor' },
  { Code: '960', Name: 'Retained Earnings', Type: 'EQUITY', tax: 'none', SystemAccount: 'RETAINEDEARNINGS', Description: 'Do not Use' },
  { Code: '970', Name: 'Owner A Funds Introduced', Type: 'EQUITY', tax: 'none', Description: 'Funds contributed by the owner' },
];

export interface SeedTaxRate {
  TaxType: string;
  Name: string;
  ReportTaxType: string;
  components: ReadonlyArray<{ Name: string; Rate: number }>;
  Status?: 'ARCHIVED';
}

interface TaxSystem {
  sales: string;
  purchases: string;
  rates: readonly SeedTaxRate[];
}

const TAX_SYSTEMS: Readonly<Record<string, TaxSystem>> = {
  US: {
    sales: 'TAX001',
    purchases: 'INPUT',
    rates: [
      { TaxType: 'NONE', Name: 'Tax Exempt', ReportTaxType: 'NONE', components: [{ Name: 'Tax Exempt', Rate: 0 }] },
      { TaxType: 'INPUT', Name: 'Tax on Purchases', ReportTaxType: 'INPUT', components: [{ Name: 'Tax on Purchases', Rate: 0 }] },
      { TaxType: 'OUTPUT', Name: 'Tax on Sales', ReportTaxType: 'OUTPUT', components: [{ Name: 'Tax on Sales', Rate: 0 }] },
      { TaxType: 'TAX001', Name: 'State and City Sales Tax', ReportTaxType: 'USSALESTAX', components: [{ Name: 'State', Rate: 6.5 }, { Name: 'City', Rate: 2.375 }] },
      { TaxType: 'TAX002', Name: 'Reduced Sales Tax', ReportTaxType: 'USSALESTAX', components: [{ Name: 'State', Rate: 4 }] },
      { TaxType: 'TAX003', Name: 'Former County Sales Tax', ReportTaxType: 'USSALESTAX', components: [{ Name: 'County', Rate: 1.5 }], Status: 'ARCHIVED' },
    ],
  },
  GLOBAL: {
    sales: 'OUTPUT',
    purchases: 'INPUT',
    rates: [
      { TaxType: 'NONE', Name: 'No Tax', ReportTaxType: 'NONE', components: [{ Name: 'No Tax', Rate: 0 }] },
      { TaxType: 'OUTPUT', Name: 'Consumption Tax on Sales (10%)', ReportTaxType: 'OUTPUT', components: [{ Name: 'Consumption Tax', Rate: 10 }] },
      { TaxType: 'INPUT', Name: 'Consumption Tax on Purchases (10%)', ReportTaxType: 'INPUT', components: [{ Name: 'Consumption Tax', Rate: 10 }] },
      { TaxType: 'TAX001', Name: 'Reduced Consumption Tax (8%)', ReportTaxType: 'OUTPUT', components: [{ Name: 'Consumption Tax', Rate: 8 }] },
      { TaxType: 'EXEMPTOUTPUT', Name: 'Exempt Sales', ReportTaxType: 'EXEMPTOUTPUT', components: [{ Name: 'Exempt', Rate: 0 }] },
      { TaxType: 'TAX002', Name: 'Consumption Tax (8%, before 2019)', ReportTaxType: 'OUTPUT', components: [{ Name: 'Consumption Tax', Rate: 8 }], Status: 'ARCHIVED' },
    ],
  },
  NZ: {
    sales: 'OUTPUT2',
    purchases: 'INPUT2',
    rates: [
      { TaxType: 'NONE', Name: 'No GST', ReportTaxType: 'NONE', components: [{ Name: 'No GST', Rate: 0 }] },
      { TaxType: 'OUTPUT2', Name: '15% GST on Income', ReportTaxType: 'OUTPUT', components: [{ Name: 'GST', Rate: 15 }] },
      { TaxType: 'INPUT2', Name: '15% GST on Expenses', ReportTaxType: 'INPUT', components: [{ Name: 'GST', Rate: 15 }] },
      { TaxType: 'ZERORATED', Name: 'Zero Rated', ReportTaxType: 'OUTPUT', components: [{ Name: 'GST', Rate: 0 }] },
      { TaxType: 'EXEMPTOUTPUT', Name: 'Exempt Income', ReportTaxType: 'EXEMPTOUTPUT', components: [{ Name: 'Exempt', Rate: 0 }] },
      { TaxType: 'TAX001', Name: '12.5% GST (before 2010)', ReportTaxType: 'OUTPUT', components: [{ Name: 'GST', Rate: 12.5 }], Status: 'ARCHIVED' },
    ],
  },
};

export function taxSystemOf(organisation: XeroOrganisation): TaxSystem {
  return TAX_SYSTEMS[organisation.version] ?? TAX_SYSTEMS.GLOBAL!;
}
