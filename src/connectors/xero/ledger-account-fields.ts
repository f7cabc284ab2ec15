/**
 * Ledger accounts ← Xero's chart of accounts (accounts.ts). Xero's account
 * types are finer than the unified ones; `sub_type` keeps Xero's own, and a
 * write may name it there. Xero's Accounts API has no balances (those are
 * reports).
 */
import type { Static } from 'typebox';
import type { LedgerAccount as LedgerAccountModel } from '../../unified/accounting/ledger-accounts.js';
import { fieldTable } from '../kit/index.js';
import type { XeroAccount } from './accounts.js';
import { computed, instantAt, put, textAt } from './field-rules.js';
import { text } from './values.js';

type LedgerAccount = Static<typeof LedgerAccountModel>;

const TYPES: Readonly<Record<string, LedgerAccount['type']>> = {
  BANK: 'bank', CURRENT: 'current_asset', CURRLIAB: 'current_liability', DEPRECIATN: 'expense', DIRECTCOSTS: 'costs_of_sales', EQUITY: 'equity',
  EXPENSE: 'expense', FIXED: 'fixed_asset', INVENTORY: 'current_asset', LIABILITY: 'other_liability', NONCURRENT: 'non_current_asset',
  OTHERINCOME: 'other_income', OVERHEADS: 'expense', PREPAYMENT: 'current_asset', REVENUE: 'revenue', SALES: 'sales', TERMLIAB: 'non_current_liability', PAYG: 'current_liability',
};
/** A unified type as the Xero type a new account gets, where one fits. */
const XERO_TYPES: Readonly<Record<string, string>> = {
  bank: 'BANK', current_asset: 'CURRENT', current_liability: 'CURRLIAB', costs_of_sales: 'DIRECTCOSTS', equity: 'EQUITY', expense: 'EXPENSE',
  fixed_asset: 'FIXED', other_liability: 'LIABILITY', non_current_asset: 'NONCURRENT', other_income: 'OTHERINCOME', revenue: 'REVENUE', sales: 'SALES',
  non_current_liability: 'TERMLIAB', accounts_receivable: 'CURRENT', accounts_payable: 'CURRLIAB', credit_card: 'BANK', other_expense: 'OVERHEADS',
};
const isXeroType = (type: string | null | undefined): type is string => !!type && Object.hasOwn(TYPES, type);

function typeOf(account: XeroAccount): LedgerAccount['type'] {
  if (account.SystemAccount === 'DEBTORS') return 'accounts_receivable';
  if (account.SystemAccount === 'CREDITORS') return 'accounts_payable';
  if (account.Type === 'BANK' && account.BankAccountType === 'CREDITCARD') return 'credit_card';
  return TYPES[account.Type ?? ''] ?? 'other';
}

/** Code is written from the first of code, nominal_code and display_id given. */
const code = (before: ReadonlyArray<'code' | 'nominal_code'>) => (value: unknown, record: Partial<LedgerAccount>) =>
  (value == null || before.some((field) => record[field] != null) ? {} : { Code: value });

export const ledgerAccountFields = fieldTable<LedgerAccount, XeroAccount>({
  id: { at: 'AccountID', write: false },
  display_id: { read: (account) => text(account.Code) ?? undefined, write: code(['code', 'nominal_code']) },
  code: { read: (account) => text(account.Code), write: code([]) },
  nominal_code: { read: (account) => text(account.Code), write: code(['code']) },
  name: textAt('Name'),
  description: textAt('Description'),
  classification: { read: (account) => (account.Class ? (account.Class.toLowerCase() as LedgerAccount['classification']) : null), ...computed },
  type: {
    read: typeOf,
    write: (type, record) => ({ ...(isXeroType(record.sub_type) ? {} : put('Type')(XERO_TYPES[type as string])), ...(type === 'credit_card' ? { BankAccountType: 'CREDITCARD' } : {}) }),
  },
  sub_type: { read: (account) => text(account.Type), write: (type) => (isXeroType(type) ? { Type: type } : {}) },
  tax_type: { read: (account) => text(account.TaxType), write: (type, record) => (record.tax_rate?.id || !type ? {} : { TaxType: type }) },
  tax_rate: { read: (account) => (account.TaxType ? { id: account.TaxType, code: account.TaxType } : undefined), write: (rate) => (rate?.id ? { TaxType: rate.id } : {}) },
  status: {
    read: (account) => (account.Status === 'ARCHIVED' ? 'archived' : 'active'),
    write: (status) => (status === 'archived' || status === 'inactive' ? { Status: 'ARCHIVED' } : status === 'active' ? { Status: 'ACTIVE' } : {}),
  },
  active: { read: (account) => account.Status !== 'ARCHIVED', ...computed },
  currency: { read: (account) => (text(account.CurrencyCode) as LedgerAccount['currency']) ?? null, write: (currency) => (currency ? { CurrencyCode: currency } : {}) },
  bank_account: {
    read: (account) => (account.Type === 'BANK' ? { account_number: text(account.BankAccountNumber), account_type: account.BankAccountType === 'CREDITCARD' ? 'credit_card' : 'bank_account', currency: (text(account.CurrencyCode) as never) ?? null } : undefined),
    write: (bank) => (bank?.account_number ? { BankAccountNumber: bank.account_number } : {}),
  },
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
