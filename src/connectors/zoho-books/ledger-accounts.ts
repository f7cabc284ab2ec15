/**
 * Unified ledger accounts on Zoho Books' chart of accounts
 * (/chartofaccounts), all five operations; the mapping is
 * ledger-account-fields.ts.
 *
 * A write's active flag (from `status` or `active`) is a call of its own
 * after the account's (POST …/active or …/inactive, status-moves.ts);
 * "archived" is refused before any call. Zoho's update takes the whole
 * account: name and type are sent as they are when not changed.
 *
 * Filters: status and classification through `filter_by`
 * (AccountType.Active / .Inactive, or the type group; the group wins), each
 * checked again exactly on the records; name exactly on the records.
 * Zoho's chart has no time filter or sort, so neither is offered.
 */
import { ledgerAccounts } from '../../unified/accounting/ledger-accounts.js';
import type { ListParams, WriteModel } from '../framework/define.js';
import { collection } from '../kit/index.js';
import { invalid } from './api.js';
import { zohoResource, type ZohoFilter } from './dialect.js';
import { ledgerAccountFields, type Classification, type LedgerAccount, type ZohoAccount } from './ledger-account-fields.js';
import { checkedList } from './list-filters.js';
import { withStatusMove } from './status-moves.js';

/** Unified classification → Zoho's `filter_by` group. */
const GROUP_OF: Readonly<Partial<Record<Classification, string>>> = {
  asset: 'AccountType.Asset', liability: 'AccountType.Liability', equity: 'AccountType.Equity', revenue: 'AccountType.Income', income: 'AccountType.Income',
  other_income: 'AccountType.Income', expense: 'AccountType.Expense', costs_of_sales: 'AccountType.Expense', other_expense: 'AccountType.Expense',
};
const groupOf = (filter: ListParams['filter']) => (typeof filter.classification === 'string' ? GROUP_OF[filter.classification as Classification] : undefined);
const BY_STATUS: Readonly<Record<string, string>> = { active: 'AccountType.Active', inactive: 'AccountType.Inactive' };

const FILTERS: Record<string, ZohoFilter<LedgerAccount>> = {
  name: { keep: (account, name) => account.name === name },
  classification: { query: (_, filter) => (groupOf(filter) ? { filter_by: groupOf(filter) as string } : {}), keep: (account, classification) => account.classification === classification },
  status: { query: (status, filter) => (!groupOf(filter) && BY_STATUS[status] ? { filter_by: BY_STATUS[status] } : {}), keep: (account, status) => (status === 'active') === (account.status === 'active') },
};

/** The active flag a write asks for, from `status` or `active`. */
function activeOf(record: WriteModel<LedgerAccount>): boolean | undefined {
  if (record.status === 'active' || record.status === 'inactive') return record.status === 'active';
  if (record.status === 'archived') throw invalid('Zoho Books accounts are active or inactive, not archived', { status: record.status });
  return record.active ?? undefined;
}

export const zohoLedgerAccounts = collection(ledgerAccounts, {
  ...zohoResource('chartofaccounts', { label: 'Chart of Accounts', what: 'ledger account', record: 'chart_of_account', id: 'account_id' }),
  fields: ledgerAccountFields,
  filters: FILTERS,
  hooks: {
    list: checkedList(FILTERS),
    async beforeWrite(_ctx, { operation, record, body, current }) {
      const fields = body as Record<string, unknown>;
      if (operation === 'add') {
        if (!fields.account_name || !fields.account_type) throw invalid('A Zoho Books account needs a name and a type', { name: record.name ?? null, type: record.type ?? null });
        activeOf(record);
        return fields;
      }
      const account = await current();
      activeOf(record);
      return Object.keys(fields).length > 0 ? { account_name: account.account_name, account_type: account.account_type, ...fields } : fields;
    },
    compose: withStatusMove<LedgerAccount, ZohoAccount>('ledger account', '/chartofaccounts', async ({ operation, record, current }) => {
      const active = activeOf(record);
      const moves = operation === 'add' ? active === false : active !== undefined && active !== ((await current()).is_active !== false);
      return moves ? { name: `making it ${active ? 'active' : 'inactive'}`, path: active ? 'active' : 'inactive' } : undefined;
    }),
  },
});
