/**
 * The fixed parts of each organization's books: its foreign currencies,
 * taxes, chart of accounts (Zoho's default accounts with codes; the ones
 * Zoho itself needs are system accounts) and the items it sells, priced in
 * its own currency (yen without decimals, dinars with three).
 */
import type { ZohoOrganization } from './accounts.js';

export const FOREIGN_CURRENCIES: Readonly<Record<string, ReadonlyArray<{ code: string; name: string; symbol: string; rate: number }>>> = {
  USD: [{ code: 'EUR', name: 'Euro', symbol: '€', rate: 1.0854 }, { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', rate: 0.7312 }],
  JPY: [{ code: 'USD', name: 'US Dollar', symbol: '$', rate: 149.35 }],
  KWD: [{ code: 'USD', name: 'US Dollar', symbol: '$', rate: 0.3072 }],
  EUR: [{ code: 'NOK', name: 'Norwegian Krone', symbol: 'kr', rate: 0.0857 }, { code: 'USD', name: 'US Dollar', symbol: '$', rate: 0.9213 }],
};

export const TAXES: Readonly<Record<string, ReadonlyArray<{ name: string; percentage: number }>>> = {
  USD: [{ name: 'Sales Tax', percentage: 8.25 }, { name: 'Reduced Sales Tax', percentage: 4.5 }],
  JPY: [{ name: 'Consumption Tax', percentage: 10 }, { name: 'Reduced Consumption Tax', percentage: 8 }],
  KWD: [],
  EUR: [{ name: 'MVA', percentage: 25 }, { name: 'MVA reduced', percentage: 15 }],
};

/** name, code, type, system account. */
export const CHART: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['Petty Cash', '1000', 'cash', true],
  ['Undeposited Funds', '1010', 'cash', true],
  ['Business Checking', '1020', 'bank', false],
  ['Accounts Receivable', '1200', 'accounts_receivable', true],
  ['Inventory Asset', '1300', 'stock', true],
  ['Prepaid Expenses', '1400', 'other_current_asset', false],
  ['Furniture and Equipment', '1500', 'fixed_asset', false],
  ['Accounts Payable', '2000', 'accounts_payable', true],
  ['Tax Payable', '2100', 'other_current_liability', true],
  ['Company Credit Card', '2200', 'credit_card', false],
  ['Long Term Loan', '2500', 'long_term_liability', false],
  ["Owner's Equity", '3000', 'equity', true],
  ['Retained Earnings', '3100', 'equity', true],
  ['Sales', '4000', 'income', true],
  ['Service Revenue', '4100', 'income', false],
  ['Shipping Charge', '4200', 'income', true],
  ['Interest Income', '4500', 'other_income', false],
  ['Cost of Goods Sold', '5000', 'cost_of_goods_sold', true],
  ['Advertising and Marketing', '6000', 'expense', false],
  ['Office Supplies', '6100', 'expense', false],
  ['Rent Expense', '6200', 'expense', false],
  ['Travel Expense', '6300', 'expense', false],
  ['Bank Fees and Charges', '6400', 'expense', false],
  ['Exchange Gain or Loss', '7000', 'other_expense', true],
];

/** Accounts under a parent of the same type (Zoho shows them indented below it): name, code, parent's name. */
export const SUB_ACCOUNTS: ReadonlyArray<readonly [string, string, string]> = [
  ['Airfare', '6310', 'Travel Expense'],
  ['Lodging', '6320', 'Travel Expense'],
];

/** Accounts the organization no longer posts to: kept in the chart, made inactive. name, code, type. */
export const RETIRED_ACCOUNTS: ReadonlyArray<readonly [string, string, string]> = [
  ['Printing and Stationery', '6150', 'expense'],
];

/** What the organization wrote about some of its accounts (the others have no description). */
export const ACCOUNT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Business Checking': 'Main operating account',
  'Company Credit Card': 'Card used for travel and subscriptions',
  'Long Term Loan': 'Equipment loan, repaid monthly',
  'Advertising and Marketing': 'Online ads, trade fairs and print',
  'Airfare': 'Flights to suppliers and fairs',
  'Lodging': 'Hotels on business trips',
  'Printing and Stationery': 'Merged into Office Supplies',
};

/** Notes kept on some customers, as a bookkeeper writes them. */
export const CUSTOMER_NOTES: readonly string[] = [
  'Prefers invoices by email.',
  'Pays by bank transfer at month end.',
  'Ask for a purchase order number before invoicing.',
  'Seasonal buyer: orders peak in November.',
];

/** name, unit, product type, rate in USD (scaled to the organization's currency). */
export const ITEMS: ReadonlyArray<readonly [string, string, 'goods' | 'service', number]> = [
  ['Stoneware Mug', 'pcs', 'goods', 14.5],
  ['Linen Tablecloth', 'pcs', 'goods', 48],
  ['Cast Iron Skillet', 'pcs', 'goods', 62.75],
  ['Olive Wood Board', 'pcs', 'goods', 36.2],
  ['Tea Sampler Box', 'box', 'goods', 24.99],
  ['Glass Carafe', 'pcs', 'goods', 29.95],
  ['Spice Set', 'set', 'goods', 41.3],
  ['Gift Wrapping', 'pcs', 'service', 4.75],
  ['Store Setup Consultation', 'hrs', 'service', 95],
  ['Delivery and Installation', 'job', 'service', 120],
];

/** A USD price in the organization's currency and decimals (yen whole, dinars to the fils). */
export function localPrice(usd: number, organization: ZohoOrganization): number {
  const perUsd: Readonly<Record<string, number>> = { USD: 1, JPY: 149.35, KWD: 0.3072, EUR: 0.9213 };
  const factor = 10 ** organization.pricePrecision;
  return Math.round(usd * (perUsd[organization.currencyCode] ?? 1) * factor) / factor;
}
