/**
 * Ledger accounts ↔ QuickBooks Account (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/account):
 * the chart of accounts. AccountType ↔ type, Classification ↔
 * classification, AccountSubType as sub_type, AcctNum as code, the parent
 * account, the current balance (balance sheet accounts; QuickBooks answers 0
 * for income and expense accounts) in minor units of the account's currency.
 * QuickBooks never deletes an account: delete makes it inactive. Filters:
 * name, classification, status, updated_since.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { ledgerAccounts } from '../../unified/accounting/ledger-accounts.js';
import type { ModelOf } from '../../unified/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { activeFrom, crud } from './crud.js';
import { createdAt, currencyOf, defined, minor, nonEmpty, refId, refName, updatedAt } from './mapping.js';
import { activeCondition } from './name-filters.js';
import { queryList, sinceCondition, where, whereIn } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
type AccountType = ModelOf<typeof ledgerAccounts>['type'];

/** QuickBooks' AccountType ↔ the unified type. */
const TYPES: Readonly<Record<string, NonNullable<AccountType>>> = {
  Bank: 'bank', 'Accounts Receivable': 'accounts_receivable', 'Other Current Asset': 'current_asset', 'Fixed Asset': 'fixed_asset', 'Other Asset': 'other_asset',
  'Accounts Payable': 'accounts_payable', 'Credit Card': 'credit_card', 'Other Current Liability': 'current_liability', 'Long Term Liability': 'non_current_liability',
  Equity: 'equity', Income: 'revenue', 'Other Income': 'other_income', 'Cost of Goods Sold': 'costs_of_sales', Expense: 'expense', 'Other Expense': 'other_expense',
};
const CLASSIFICATIONS: Readonly<Record<string, string>> = { Asset: 'asset', Liability: 'liability', Equity: 'equity', Revenue: 'revenue', Expense: 'expense' };

export const fromQuickBooksAccount = mapFields<Json, ModelOf<typeof ledgerAccounts>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.AcctNum) ?? String(record.Id),
  code: (record) => nonEmpty(record.AcctNum),
  nominal_code: (record) => nonEmpty(record.AcctNum),
  classification: (record) => (CLASSIFICATIONS[String(record.Classification)] ?? 'other') as ModelOf<typeof ledgerAccounts>['classification'],
  type: (record) => TYPES[String(record.AccountType)] ?? 'other',
  sub_type: (record) => nonEmpty(record.AccountSubType),
  name: (record) => record.Name ?? null,
  fully_qualified_name: (record) => record.FullyQualifiedName ?? null,
  description: (record) => nonEmpty(record.Description),
  current_balance: (record, c) => minor(record.CurrentBalance ?? 0, currencyOf(record, c.home)),
  currency: (record, c) => currencyOf(record, c.home),
  active: (record) => record.Active !== false,
  status: (record) => (record.Active === false ? 'inactive' : 'active'),
  parent_account: (record) => (refId(record.ParentRef) === null ? {} : { id: refId(record.ParentRef) as string, name: refName(record.ParentRef) ?? '' }),
  sub_account: (record) => record.SubAccount === true,
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

type Unified = Record<string, any>;

function accountBody(record: Unified, existing?: Json): Json {
  const type = typeof record.type === 'string' ? Object.entries(TYPES).find(([, unified]) => unified === record.type)?.[0] : undefined;
  if (typeof record.type === 'string' && type === undefined) {
    throw new ApiError('RequestValidationError', { message: `QuickBooks has no account type for "${record.type}"`, detail: { field: 'type', supported: Object.values(TYPES) } });
  }
  if (!existing && type === undefined && typeof record.sub_type !== 'string') {
    throw new ApiError('RequestValidationError', { message: 'QuickBooks needs the account\'s type (or sub_type) to create it', detail: { field: 'type' } });
  }
  return defined({
    Name: record.name ?? undefined,
    AccountType: type,
    AccountSubType: record.sub_type ?? undefined,
    AcctNum: record.code ?? record.nominal_code ?? undefined,
    Description: record.description ?? undefined,
    ParentRef: record.parent_account?.id ? { value: record.parent_account.id } : undefined,
    CurrencyRef: !existing && typeof record.currency === 'string' ? { value: record.currency } : undefined,
    Active: activeFrom(record),
  });
}

export const quickbooksLedgerAccounts = implement(ledgerAccounts, {
  downstream: { id: 'Account', name: 'Account' },
  mapper: fromQuickBooksAccount,
  list: queryList({
    entity: 'Account',
    filters: ['name', 'classification', 'status', 'updated_since'],
    conditions: ({ filter }) => {
      const classifications = Object.entries(CLASSIFICATIONS).filter(([, unified]) => unified === filter.classification || (filter.classification === 'income' && unified === 'revenue')).map(([qbo]) => qbo);
      return [
        ...(typeof filter.name === 'string' ? [where('Name', '=', filter.name)] : []),
        ...(filter.classification !== undefined ? [classifications.length > 0 ? whereIn('Classification', classifications) : where('Classification', '=', 'None')] : []),
        ...(filter.status === undefined ? activeCondition('all') : activeCondition(filter.status)),
        ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
      ];
    },
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' },
    map: (record, company) => fromQuickBooksAccount(record, company),
  }),
  ...crud({ entity: 'Account', map: (record, company) => fromQuickBooksAccount(record, company), body: (record, _ctx, existing) => accountBody(record, existing), delete: 'deactivate' }),
  events: qboEvents('Account', ['created', 'updated', 'deleted', 'merged']),
});
