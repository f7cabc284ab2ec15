/**
 * Unified ledger accounts on Zoho Books' chart of accounts (/chartofaccounts),
 * all five operations.
 *
 * | unified | Zoho Books |
 * |---|---|
 * | id | account_id |
 * | display_id, code | account_code |
 * | name, description | account_name, description |
 * | type | account_type, in the unified types (below) |
 * | sub_type | account_type as Zoho names it (cash, stock, cost_of_goods_sold...) |
 * | classification | the group of account_type: asset, liability, equity, revenue (income), other_income, expense, costs_of_sales, other_expense |
 * | active, status | is_active (active / inactive), moved with POST …/active and …/inactive |
 * | parent_account, sub_account, level | parent_account_id, parent_account_name, depth |
 * | created_at, updated_at | created_time, last_modified_time |
 *
 * A write's account type is its `sub_type` when that is one of Zoho's, else
 * its unified `type` in Zoho's terms. Filters: status and classification
 * through `filter_by` (AccountType.Active / .Inactive, or the type group),
 * each checked again exactly on the records; name exactly on the records.
 * Zoho's chart has no time filter or sort, so neither is offered.
 */
import { ledgerAccounts } from '../../unified/accounting/ledger-accounts.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext, type WriteModel } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { restDelete } from '../framework/rest/index.js';
import { invalid, isoTime, notFoundRule, onRecord, zohoId } from './api.js';
import { zohoList } from './list.js';
import { compositeWrite } from '../kit/composite-write.js';

type LedgerAccount = ModelOf<typeof ledgerAccounts>;
type UnifiedType = LedgerAccount['type'];
type Classification = NonNullable<LedgerAccount['classification']>;

interface ZohoAccount {
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

const PATH = '/chartofaccounts';
const ONE = (id: string) => `${PATH}/${id}`;

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

/** Unified classification → Zoho's `filter_by` group. */
const GROUP_OF: Readonly<Partial<Record<Classification, string>>> = {
  asset: 'AccountType.Asset', liability: 'AccountType.Liability', equity: 'AccountType.Equity', revenue: 'AccountType.Income', income: 'AccountType.Income',
  other_income: 'AccountType.Income', expense: 'AccountType.Expense', costs_of_sales: 'AccountType.Expense', other_expense: 'AccountType.Expense',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const fromZohoAccount = mapFields<ZohoAccount, LedgerAccount>({
  id: (account) => account.account_id,
  display_id: (account) => account.account_code || account.account_id,
  code: (account) => text(account.account_code),
  name: (account) => text(account.account_name),
  description: (account) => text(account.description),
  type: (account) => TYPES[String(account.account_type)]?.[0] ?? 'other',
  sub_type: (account) => text(account.account_type),
  classification: (account) => TYPES[String(account.account_type)]?.[1] ?? 'other',
  active: (account) => account.is_active ?? null,
  status: (account) => (account.is_active === undefined ? null : account.is_active ? 'active' : 'inactive'),
  parent_account: (account) => (text(account.parent_account_id) ? { id: account.parent_account_id!, name: account.parent_account_name ?? '' } : undefined),
  sub_account: (account) => Boolean(text(account.parent_account_id)),
  level: (account) => (typeof account.depth === 'number' ? account.depth : null),
  created_at: (account) => isoTime(account.created_time),
  updated_at: (account) => isoTime(account.last_modified_time),
});

function zohoType(record: WriteModel<LedgerAccount>): string | undefined {
  if (record.sub_type && TYPES[record.sub_type]) return record.sub_type;
  if (record.type === undefined || record.type === null) return undefined;
  const type = ZOHO_TYPE_OF[record.type];
  if (!type) throw invalid(`Zoho Books has no account type for ${record.type}; give one of Zoho's in sub_type`, { type: record.type, sub_types: Object.keys(TYPES) });
  return type;
}

function toZohoAccount(record: WriteModel<LedgerAccount>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (record.name !== undefined) body.account_name = record.name;
  const code = record.code ?? record.display_id;
  if (code !== undefined) body.account_code = code ?? '';
  const type = zohoType(record);
  if (type) body.account_type = type;
  if (record.description !== undefined) body.description = record.description ?? '';
  if (record.parent_account !== undefined) body.parent_account_id = record.parent_account?.id ? zohoId('parent_account.id', record.parent_account.id) : '';
  return body;
}

/** The active flag a write asks for, from `status` or `active`. */
function activeOf(record: WriteModel<LedgerAccount>): boolean | undefined {
  if (record.status === 'active' || record.status === 'inactive') return record.status === 'active';
  if (record.status === 'archived') throw invalid('Zoho Books accounts are active or inactive, not archived', { status: record.status });
  return record.active ?? undefined;
}

const setActive = (ctx: ConnectorContext, id: string, active: boolean) => ctx.http.request({ method: 'POST', path: `${ONE(id)}/${active ? 'active' : 'inactive'}` });

export const zohoLedgerAccounts = implement(ledgerAccounts, {
  downstream: { id: 'chartofaccounts', name: 'Chart of Accounts' },
  mapper: fromZohoAccount,
  list: zohoList<ZohoAccount, LedgerAccount>({
    path: PATH,
    itemsAt: 'chartofaccounts',
    map: (account) => fromZohoAccount(account),
    query: (filter) => {
      const group = typeof filter.classification === 'string' ? GROUP_OF[filter.classification as Classification] : undefined;
      const byStatus = filter.status === 'active' ? 'AccountType.Active' : filter.status === 'inactive' ? 'AccountType.Inactive' : undefined;
      const filterBy = group ?? byStatus;
      return filterBy ? { filter_by: filterBy } : {};
    },
    keep: (account, filter) => {
      const mapped = TYPES[String(account.account_type)]?.[1] ?? 'other';
      return (
        (typeof filter.classification !== 'string' || mapped === filter.classification) &&
        (typeof filter.status !== 'string' || (filter.status === 'active') === (account.is_active === true)) &&
        (typeof filter.name !== 'string' || account.account_name === filter.name)
      );
    },
    filters: ['name', 'classification', 'status'],
  }),
  async one(ctx, { id }) {
    const { chart_of_account } = await onRecord<{ chart_of_account: ZohoAccount }>(ctx, 'ledger account', id, { method: 'GET', path: ONE(id) });
    return fromZohoAccount(chart_of_account);
  },
  // A create or update, then its active flag (kit/composite-write.ts): the flag is checked first, a new account deleted again if it cannot be set.
  async add(ctx, { record }) {
    const body = toZohoAccount(record);
    if (!body.account_name || !body.account_type) throw invalid('A Zoho Books account needs a name and a type', { name: record.name ?? null, type: record.type ?? null });
    const active = activeOf(record);
    return compositeWrite(async (steps) => {
      const id = await steps.create('ledger account', async () => (await ctx.http.request<{ chart_of_account: ZohoAccount }>({ method: 'POST', path: PATH, json: body })).body.chart_of_account.account_id,
        (created) => ctx.http.request({ method: 'DELETE', path: ONE(created) }));
      if (active === false) await steps.step('making it inactive', () => setActive(ctx, id, false));
      return { id };
    });
  },
  async update(ctx, { id, record }) {
    const { chart_of_account: current } = await onRecord<{ chart_of_account: ZohoAccount }>(ctx, 'ledger account', id, { method: 'GET', path: ONE(id) });
    const body = toZohoAccount(record);
    const active = activeOf(record);
    return compositeWrite(async (steps) => {
      // Zoho's update takes the whole account: name and type are sent as they are when not changed.
      if (Object.keys(body).length > 0) {
        await steps.change('ledger account', id, 'updating the account', () => onRecord(ctx, 'ledger account', id, { method: 'PUT', path: ONE(id), json: { account_name: current.account_name, account_type: current.account_type, ...body } }));
      }
      if (active !== undefined && active !== (current.is_active !== false)) await steps.step(`making it ${active ? 'active' : 'inactive'}`, () => setActive(ctx, id, active));
      return { id };
    });
  },
  delete: restDelete({ path: `${PATH}/{id}`, notFound: notFoundRule('ledger account') }),
});

