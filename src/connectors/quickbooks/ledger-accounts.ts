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
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { currency, oneOf } from './rules.js';
import { currencyOf, minor, nonEmpty, optionalText, refId, refName } from './mapping.js';
import { filterOn, where, whereIn } from './query.js';
import { sortableRecordFields } from './record-fields.js';
import { qboEvents } from './webhook-events.js';
import { activeStatus, sparseUpdate } from './writes.js';

type AccountType = ModelOf<typeof ledgerAccounts>['type'];

/** QuickBooks' AccountType ↔ the unified type. */
const TYPES: Readonly<Record<string, NonNullable<AccountType>>> = {
  Bank: 'bank', 'Accounts Receivable': 'accounts_receivable', 'Other Current Asset': 'current_asset', 'Fixed Asset': 'fixed_asset', 'Other Asset': 'other_asset',
  'Accounts Payable': 'accounts_payable', 'Credit Card': 'credit_card', 'Other Current Liability': 'current_liability', 'Long Term Liability': 'non_current_liability',
  Equity: 'equity', Income: 'revenue', 'Other Income': 'other_income', 'Cost of Goods Sold': 'costs_of_sales', Expense: 'expense', 'Other Expense': 'other_expense',
};
const CLASSIFICATIONS: Readonly<Record<string, string>> = { Asset: 'asset', Liability: 'liability', Equity: 'equity', Revenue: 'revenue', Expense: 'expense' };

/** The account number: `code` when both are sent. */
const accountNumber = (code: string | null | undefined) => (typeof code === 'string' ? { AcctNum: code } : {});

export const ledgerAccountFields = fieldTable<ModelOf<typeof ledgerAccounts>, Json, CompanyContext>({
  ...sortableRecordFields,
  display_id: { read: (record) => nonEmpty(record.AcctNum) ?? String(record.Id), write: false },
  nominal_code: { read: (record) => nonEmpty(record.AcctNum), write: accountNumber },
  code: { read: (record) => nonEmpty(record.AcctNum), write: accountNumber },
  classification: { read: (record) => (CLASSIFICATIONS[String(record.Classification)] ?? 'other') as ModelOf<typeof ledgerAccounts>['classification'], write: false },
  type: oneOf('AccountType', TYPES, 'other', (type) =>
    new ApiError('RequestValidationError', { message: `QuickBooks has no account type for "${type}"`, detail: { field: 'type', supported: Object.values(TYPES) } })),
  sub_type: { at: 'AccountSubType', codec: optionalText },
  name: 'Name',
  fully_qualified_name: { read: (record) => record.FullyQualifiedName ?? null, write: false },
  description: { at: 'Description', codec: optionalText },
  current_balance: { read: (record, company) => minor(record.CurrentBalance ?? 0, currencyOf(record, company.home)), write: false },
  // Set when the account is made (an update does not send it).
  currency,
  status: activeStatus,
  // `active` when both are sent.
  active: { read: (record) => record.Active !== false, write: (active) => (typeof active === 'boolean' ? { Active: active } : {}) },
  parent_account: { read: (record) => (refId(record.ParentRef) === null ? {} : { id: refId(record.ParentRef) as string, name: refName(record.ParentRef) ?? '' }), write: (parent) => (parent?.id ? { ParentRef: { value: parent.id } } : {}) },
  sub_account: { read: (record) => record.SubAccount === true, write: false },
}, { nullAs: undefined });

const classifications = (value: unknown) => Object.entries(CLASSIFICATIONS).filter(([, unified]) => unified === value || (value === 'income' && unified === 'revenue')).map(([qbo]) => qbo);

const at = entityAt('Account', { names: true });

export const quickbooksLedgerAccounts = collection(ledgerAccounts, {
  ...at,
  fields: ledgerAccountFields,
  filters: {
    name: filterOn.equals('Name'),
    classification: (value) => ({ where: classifications(value).length > 0 ? whereIn('Classification', classifications(value)) : where('Classification', '=', 'None') }),
    status: filterOn.status,
    updated_since: filterOn.since('MetaData.LastUpdatedTime'),
  },
  hooks: {
    ...at.hooks,
    beforeWrite(ctx, write) {
      const { CurrencyRef, ...body } = write.body as Json;
      if (write.operation === 'update') return sparseUpdate(ctx, { ...write, body });
      if (body.AccountType === undefined && typeof write.record.sub_type !== 'string') throw new ApiError('RequestValidationError', { message: 'QuickBooks needs the account\'s type (or sub_type) to create it', detail: { field: 'type' } });
      return { ...body, ...(CurrencyRef === undefined ? {} : { CurrencyRef }) };
    },
  },
  events: qboEvents('Account', ['created', 'updated', 'deleted', 'merged']),
});
