/**
 * Ledger accounts ← Xero's chart of accounts (accounts.ts).
 *
 *   AccountID → id · Code ↔ code, nominal_code, display_id · Name ↔ name
 *   Description ↔ description · Class → classification · Type ↔ type (below), sub_type
 *   TaxType ↔ tax_type, tax_rate · Status ↔ status, active
 *   BankAccountNumber, BankAccountType, CurrencyCode ↔ bank_account, currency
 *   SystemAccount → receivable/payable types · UpdatedDateUTC → updated_at
 *
 * Xero's account types are finer than the unified ones; `sub_type` keeps
 * Xero's own, and a write may name it there. Xero's Accounts API has no
 * balances (those are reports). Filters: name, classification, status
 * (where clauses), updated_since (If-Modified-Since); sort: updated_at.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { LedgerAccount as LedgerAccountModel, ledgerAccounts } from '../../unified/accounting/ledger-accounts.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { accountsOf, createAccount, deleteAccount, readAccount, updateAccount, type XeroAccount } from './accounts.js';
import { wholeList } from './list.js';
import { isoInstant, text } from './values.js';
import { equals, modifiedSince } from './where.js';

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
const XERO_TYPE_NAMES = new Set(Object.keys(TYPES));

function typeOf(account: XeroAccount): LedgerAccount['type'] {
  if (account.SystemAccount === 'DEBTORS') return 'accounts_receivable';
  if (account.SystemAccount === 'CREDITORS') return 'accounts_payable';
  if (account.Type === 'BANK' && account.BankAccountType === 'CREDITCARD') return 'credit_card';
  return TYPES[account.Type ?? ''] ?? 'other';
}

export const fromXeroAccount = mapFields<XeroAccount, LedgerAccount>({
  id: (account) => account.AccountID,
  display_id: (account) => text(account.Code) ?? undefined,
  code: (account) => text(account.Code),
  nominal_code: (account) => text(account.Code),
  name: (account) => text(account.Name),
  description: (account) => text(account.Description),
  classification: (account) => (account.Class ? (account.Class.toLowerCase() as LedgerAccount['classification']) : null),
  type: typeOf,
  sub_type: (account) => text(account.Type),
  tax_type: (account) => text(account.TaxType),
  tax_rate: (account) => (account.TaxType ? { id: account.TaxType, code: account.TaxType } : undefined),
  status: (account) => (account.Status === 'ARCHIVED' ? 'archived' : 'active'),
  active: (account) => account.Status !== 'ARCHIVED',
  currency: (account) => (text(account.CurrencyCode) as LedgerAccount['currency']) ?? null,
  bank_account: (account) => (account.Type === 'BANK' ? { account_number: text(account.BankAccountNumber), account_type: account.BankAccountType === 'CREDITCARD' ? 'credit_card' : 'bank_account', currency: (text(account.CurrencyCode) as never) ?? null } : undefined),
  updated_at: (account) => isoInstant(account.UpdatedDateUTC),
});

function toXeroAccount(record: Partial<LedgerAccount>, creating: boolean): Partial<XeroAccount> {
  const out: Partial<XeroAccount> = {};
  const code = record.code ?? record.nominal_code ?? record.display_id;
  if (code != null) out.Code = code;
  if (record.name != null) out.Name = record.name;
  if (record.description != null) out.Description = record.description;
  const xeroType = record.sub_type && XERO_TYPE_NAMES.has(record.sub_type) ? record.sub_type : record.type ? XERO_TYPES[record.type] : undefined;
  if (xeroType) out.Type = xeroType;
  else if (creating) throw new ApiError('RequestValidationError', { message: 'Xero needs the type of a new account: a unified `type`, or one of Xero\'s types as `sub_type`', detail: { type: 'required' } });
  const taxType = record.tax_rate?.id ?? record.tax_type;
  if (taxType) out.TaxType = taxType;
  if (record.status === 'archived' || record.status === 'inactive') out.Status = 'ARCHIVED';
  else if (record.status === 'active') out.Status = 'ACTIVE';
  if (record.bank_account?.account_number) out.BankAccountNumber = record.bank_account.account_number;
  if (record.type === 'credit_card') out.BankAccountType = 'CREDITCARD';
  if (record.currency) out.CurrencyCode = record.currency;
  return out;
}

export const xeroLedgerAccounts = implement(ledgerAccounts, {
  downstream: { id: 'Accounts', name: 'Accounts' },
  mapper: fromXeroAccount,
  list: wholeList<XeroAccount, LedgerAccount>({
    filters: ['name', 'classification', 'status', 'updated_since'],
    sort: { updated_at: 'UpdatedDateUTC' },
    map: fromXeroAccount,
    fetch: (ctx, { filter }, order) => accountsOf(ctx, {
      where: [
        filter.name !== undefined ? equals('Name', filter.name) : undefined,
        filter.classification !== undefined ? equals('Class', String(filter.classification).toUpperCase()) : undefined,
        filter.status !== undefined ? equals('Status', filter.status === 'active' ? 'ACTIVE' : 'ARCHIVED') : undefined,
      ],
      modifiedSince: modifiedSince(filter.updated_since),
    }, order),
  }),
  one: async (ctx, { id }) => fromXeroAccount(await readAccount(ctx, id, 'account')),
  add: (ctx, { record }) => createAccount(ctx, toXeroAccount(record, true)),
  update: async (ctx, { id, record }) => updateAccount(ctx, (await readAccount(ctx, id, 'account')).AccountID, toXeroAccount(record, false)),
  delete: async (ctx, { id }) => deleteAccount(ctx, (await readAccount(ctx, id, 'account')).AccountID),
});
