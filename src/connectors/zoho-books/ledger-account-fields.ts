/**
 * Zoho Books' chart of accounts as unified ledger accounts:
 *
 * | unified | Zoho Books |
 * |---|---|
 * | id | account_id |
 * | display_id, code | account_code (display_id falls back to account_id) |
 * | name, description | account_name, description |
 * | type | account_type, in the unified types (below) |
 * | sub_type | account_type as Zoho names it (cash, stock, cost_of_goods_sold...) |
 * | classification | the group of account_type: asset, liability, equity, revenue (income), other_income, expense, costs_of_sales, other_expense |
 * | active, status | is_active (active / inactive), moved with POST …/active and …/inactive (ledger-accounts.ts) |
 * | parent_account, sub_account, level | parent_account_id, parent_account_name, depth |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * A write's account type is its `sub_type` when that is one of Zoho's, else
 * its unified `type` in Zoho's terms. A cleared text is written as "".
 */
import type { ledgerAccounts } from '../../unified/accounting/ledger-accounts.js';
import type { ModelOf } from '../../unified/define.js';
import type { WriteModel } from '../framework/define.js';
import { fieldTable } from '../kit/index.js';
import { isoDateTime, text } from '../kit/codecs.js';
import { invalid, zohoId } from './api.js';

export type LedgerAccount = ModelOf<typeof ledgerAccounts>;
type UnifiedType = LedgerAccount['type'];
export type Classification = NonNullable<LedgerAccount['classification']>;

export interface ZohoAccount {
  account_id: string;
  account_name?: string;
  account_code?: string;
  account_type?: string;
  description?: string;
  is_active?: boolean;
  parent_account_id?: string;
  parent_account_name?: string;
  depth?: number;
  created_time?: string;
  last_modified_time?: string;
}

/** Zoho's account types: the unified type and classification of each. */
const TYPES: Readonly<Record<string, readonly [UnifiedType, Classification]>> = {
  cash: ['current_asset', 'asset'], bank: ['bank', 'asset'], accounts_receivable: ['accounts_receivable', 'asset'], stock: ['current_asset', 'asset'],
  other_current_asset: ['current_asset', 'asset'], payment_clearing: ['current_asset', 'asset'], input_tax: ['current_asset', 'asset'],
  fixed_asset: ['fixed_asset', 'asset'], other_asset: ['other_asset', 'asset'],
  accounts_payable: ['accounts_payable', 'liability'], credit_card: ['credit_card', 'liability'], other_current_liability: ['current_liability', 'liability'],
  output_tax: ['current_liability', 'liability'], long_term_liability: ['non_current_liability', 'liability'], other_liability: ['other_liability', 'liability'],
  equity: ['equity', 'equity'], income: ['revenue', 'revenue'], other_income: ['other_income', 'other_income'],
  expense: ['expense', 'expense'], cost_of_goods_sold: ['costs_of_sales', 'costs_of_sales'], other_expense: ['other_expense', 'other_expense'],
};

/** A unified type in Zoho's terms, for writes without a Zoho `sub_type`. */
const ZOHO_TYPE_OF: Readonly<Partial<Record<NonNullable<UnifiedType>, string>>> = {
  bank: 'bank', accounts_receivable: 'accounts_receivable', accounts_payable: 'accounts_payable', credit_card: 'credit_card',
  current_asset: 'other_current_asset', fixed_asset: 'fixed_asset', other_asset: 'other_asset', non_current_asset: 'other_asset',
  current_liability: 'other_current_liability', non_current_liability: 'long_term_liability', other_liability: 'other_liability',
  equity: 'equity', revenue: 'income', sales: 'income', other_income: 'other_income', expense: 'expense', costs_of_sales: 'cost_of_goods_sold', other_expense: 'other_expense',
};

/** `type` and `sub_type` both write Zoho's one account_type. */
function accountType(_: unknown, record: WriteModel<LedgerAccount>): Record<string, unknown> {
  if (record.sub_type && TYPES[record.sub_type]) return { account_type: record.sub_type };
  if (record.type === undefined || record.type === null) return {};
  const type = ZOHO_TYPE_OF[record.type];
  if (!type) throw invalid(`Zoho Books has no account type for ${record.type}; give one of Zoho's in sub_type`, { type: record.type, sub_types: Object.keys(TYPES) });
  return { account_type: type };
}

/** `code` and `display_id` both write account_code, `code` first. */
function accountCode(_: unknown, record: WriteModel<LedgerAccount>): Record<string, unknown> {
  const code = record.code ?? record.display_id;
  return code === undefined ? {} : { account_code: code ?? '' };
}

export const classificationOf = (account: ZohoAccount): Classification => TYPES[String(account.account_type)]?.[1] ?? 'other';

export const ledgerAccountFields = fieldTable<LedgerAccount, ZohoAccount>(
  {
    id: { at: 'account_id', write: false },
    display_id: { read: (account) => account.account_code || account.account_id, write: accountCode },
    code: { at: 'account_code', codec: text, write: accountCode },
    name: { at: 'account_name', codec: text, write: (name) => ({ account_name: name }) },
    description: { at: 'description', codec: text },
    type: { read: (account) => TYPES[String(account.account_type)]?.[0] ?? 'other', write: accountType },
    sub_type: { at: 'account_type', codec: text, write: accountType },
    classification: { read: classificationOf, write: false },
    active: { read: (account) => account.is_active ?? null, write: false },
    status: { read: (account) => (account.is_active === undefined ? null : account.is_active ? 'active' : 'inactive'), write: false },
    parent_account: {
      read: (account) => (account.parent_account_id ? { id: account.parent_account_id, name: account.parent_account_name ?? '' } : undefined),
      write: (parent) => ({ parent_account_id: parent?.id ? zohoId('parent_account.id', parent.id) : '' }),
    },
    sub_account: { read: (account) => Boolean(account.parent_account_id), write: false },
    level: { read: (account) => (typeof account.depth === 'number' ? account.depth : null), write: false },
    created_at: { at: 'created_time', codec: isoDateTime, write: false },
    updated_at: { at: 'last_modified_time', codec: isoDateTime, write: false },
  },
  { nullAs: '' },
);
