/**
 * The chart of accounts (GET, POST /chartofaccounts, GET, PUT, DELETE
 * /chartofaccounts/{account_id}, POST …/active and …/inactive; "Chart of
 * Accounts" in the API reference). An account has a name, an optional
 * code, one of Zoho's account types, and may sit under a parent of the same
 * type. System accounts (Accounts Receivable, Sales...) cannot be deleted,
 * nor accounts that invoice lines post to. Lists filter with `filter_by`
 * (AccountType.All, .Active, .Inactive, .Asset, .Liability, .Equity,
 * .Income, .Expense) and sort by `account_name` or `account_type`.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { nextId, sortColumn, timeFields, timestamps, withTimes } from './common.js';
import { API_BASE } from './dialect.js';

/** Zoho's account types, by the group `filter_by` names them with. */
export const ACCOUNT_TYPES: Readonly<Record<string, readonly string[]>> = {
  Asset: ['other_asset', 'other_current_asset', 'cash', 'bank', 'fixed_asset', 'accounts_receivable', 'stock', 'payment_clearing', 'input_tax'],
  Liability: ['other_current_liability', 'credit_card', 'long_term_liability', 'other_liability', 'accounts_payable', 'output_tax'],
  Equity: ['equity'],
  Income: ['income', 'other_income'],
  Expense: ['expense', 'cost_of_goods_sold', 'other_expense'],
};
const ALL_TYPES = Object.values(ACCOUNT_TYPES).flat();

const FILTERS: Readonly<Record<string, (record: StoredRecord) => boolean>> = {
  'AccountType.All': () => true,
  'AccountType.Active': (record) => record.is_active === true,
  'AccountType.Inactive': (record) => record.is_active === false,
  ...Object.fromEntries(Object.entries(ACCOUNT_TYPES).map(([group, types]) => [`AccountType.${group}`, (record: StoredRecord) => types.includes(String(record.type))])),
};

function checkParent(record: StoredRecord, parentId: unknown, type: unknown, ctx: KitContext<ZohoOrganization>): void {
  if (parentId === undefined || parentId === '' || parentId === null) return;
  const parent = ctx.tenant.table('chartofaccounts').get(String(parentId));
  if (!parent || parent.id === record.id || parent.type !== type) throw fail.validation('Invalid value passed for parent_account_id', { code: 4, field: 'parent_account_id' });
}

function inUse(ctx: KitContext<ZohoOrganization>, accountId: string): boolean {
  return ctx.tenant.table('invoices').all().some((invoice) => ((invoice.line_items ?? []) as Record<string, unknown>[]).some((line) => line.account_id === accountId));
}

export const chartOfAccounts = defineResource<ZohoOrganization>({
  name: 'chartofaccounts',
  labels: { one: 'chart_of_account', list: 'chartofaccounts', report: 'Chart of Accounts', created: 'The account has been created.', updated: 'The account has been updated.', deleted: 'The account has been deleted.' },
  routes: {
    list: `GET ${API_BASE}/chartofaccounts`,
    get: `GET ${API_BASE}/chartofaccounts/:account_id`,
    delete: `DELETE ${API_BASE}/chartofaccounts/:account_id`,
  },
  idParam: 'account_id',
  newId: (ctx) => nextId(ctx.tenant, ctx.account),
  fields: {
    id: { wire: 'account_id', kind: 'string', readOnly: true },
    name: { wire: 'account_name', kind: 'string', required: true, maxLength: 100 },
    code: { wire: 'account_code', kind: 'string', maxLength: 50 },
    type: { wire: 'account_type', kind: 'string', required: true, enum: ALL_TYPES },
    currency_id: { kind: 'string' },
    description: { kind: 'string', maxLength: 500 },
    is_active: { kind: 'boolean', readOnly: true, default: true },
    is_user_created: { kind: 'boolean', readOnly: true, default: true },
    is_system_account: { kind: 'boolean', readOnly: true, default: false },
    parent_account_id: { kind: 'string' },
    ...timeFields,
  },
  timestamps,
  filters: {
    filter_by: (record, value) => {
      const matches = FILTERS[value];
      if (!matches) throw fail.validation('Invalid value passed for filter_by', { code: 4, field: 'filter_by' });
      return matches(record);
    },
  },
  sort: sortColumn({ account_name: 'name', account_type: 'type' }),
  hooks: {
    beforeCreate(record, ctx) {
      checkParent(record, record.parent_account_id, record.type, ctx);
      const clash = ctx.tenant.table('chartofaccounts').all().find((other) => String(other.name).toLowerCase() === String(record.name).toLowerCase());
      if (clash) throw fail.validation('An account with this name already exists.', { code: 4, field: 'account_name' });
    },
    beforeUpdate(record, changes, ctx) {
      if (record.is_system_account === true && 'type' in changes && changes.type !== record.type) throw fail.validation('The account type of a system account cannot be changed.', { code: 4 });
      checkParent(record, changes.parent_account_id ?? record.parent_account_id, changes.type ?? record.type, ctx);
    },
    beforeDelete(record, ctx) {
      if (record.is_system_account === true) throw fail.validation('System accounts cannot be deleted.', { code: 4 });
      if (inUse(ctx, record.id)) throw fail.validation('The account has transactions associated with it and cannot be deleted.', { code: 4 });
    },
    present(wire, record, ctx) {
      const out = withTimes(wire, record, ctx);
      const parent = typeof record.parent_account_id === 'string' && record.parent_account_id !== '' ? ctx.tenant.table('chartofaccounts').get(record.parent_account_id) : undefined;
      out.parent_account_name = parent?.name ?? '';
      out.depth = parent ? 1 : 0;
      return out;
    },
  },
});
