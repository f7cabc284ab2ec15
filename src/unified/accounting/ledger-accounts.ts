import { Type } from 'typebox';
import { BankAccount, Currency, CustomField } from '../common/models.js';
import { DateTime, NullableBoolean, NullableEnum, NullableNumber, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedTaxRate, SubsidiaryLink } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

export const LedgerAccountCategory = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the category.', readOnly: true, example: '12345' }),
    name: Type.String({ description: 'Name of the category.', readOnly: true, example: 'Finance Charges Expense' }),
  }),
  { additionalProperties: false },
);

export const LedgerAccountParentAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the parent account.', example: '12345' }),
    name: Type.String({ description: 'Name of the parent account.', example: 'Bank Accounts' }),
    display_id: Type.String({ description: 'Display id of the parent account.', example: '1-1100' }),
  }),
  { additionalProperties: false },
);

export const LedgerAccountSubAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Id of the sub-account.', readOnly: true, example: '12345' }),
    account_sub_name: Type.String({ description: 'Name of the sub-account.', readOnly: true, example: 'Petty Cash' }),
  }),
  { additionalProperties: false },
);

/** The reference API's LedgerAccount (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const LedgerAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the ledger account.', readOnly: true, example: '12345' }),
    display_id: Type.String({ description: 'Identifier of the ledger account as the platform shows it to people.', example: '1-12345' }),
    nominal_code: NullableString({ description: 'Nominal code of the account.', deprecated: true, example: 'N091' }),
    code: NullableString({ description: 'Code of the ledger account.', example: '453' }),
    classification: NullableEnum(['asset', 'equity', 'expense', 'liability', 'revenue', 'income', 'other_income', 'other_expense', 'costs_of_sales', 'other'], { description: 'Classification of the account (asset, liability, equity, income, expense...).', example: 'asset' }),
    type: StringEnum(['accounts_payable', 'accounts_receivable', 'balancesheet', 'bank', 'costs_of_sales', 'credit_card', 'current_asset', 'current_liability', 'equity', 'expense', 'fixed_asset', 'non_current_asset', 'non_current_liability', 'other_asset', 'other_expense', 'other_income', 'other_liability', 'revenue', 'sales', 'other'], { description: 'Type of the account.', example: 'bank' }),
    sub_type: NullableString({ description: 'Sub-type of the account on the platform.', example: 'CHECKING_ACCOUNT' }),
    name: NullableString({ description: 'Name of the ledger account.', example: 'Bank account' }),
    fully_qualified_name: NullableString({ description: 'Name of the account with the names of its parents.', example: 'Asset.Bank.Checking_Account' }),
    description: NullableString({ description: 'Description of the ledger account.', example: 'Main checking account' }),
    opening_balance: MinorUnits({ description: 'Opening balance of the account.', example: 7500000 }),
    current_balance: MinorUnits({ description: 'Current balance of the account.', example: 2000000 }),
    currency: Currency,
    tax_type: NullableString({ description: 'Tax type of the account.', example: 'NONE' }),
    tax_rate: LinkedTaxRate,
    level: NullableNumber({ description: 'Depth of the account in the chart of accounts.', example: 1 }),
    active: NullableBoolean({ description: 'Whether the ledger account is active.', example: true }),
    status: NullableEnum(['active', 'inactive', 'archived'], { description: 'Status of the ledger account.', example: 'active' }),
    header: NullableBoolean({ description: 'Whether the account is a header that groups others.', example: true }),
    bank_account: BankAccount,
    categories: Type.Array(LedgerAccountCategory, { description: 'Categories of the account.', readOnly: true, maxItems: LIST_MAX }),
    parent_account: LedgerAccountParentAccount,
    sub_account: NullableBoolean({ description: 'Whether the account is a sub-account.', example: false }),
    sub_accounts: Type.Array(LedgerAccountSubAccount, { description: 'Sub-accounts of the account.', readOnly: true, maxItems: LIST_MAX }),
    last_reconciliation_date: NullableString({ description: 'Last day of the last reconciled period (YYYY-MM-DD).', format: 'date', example: '2020-09-30' }),
    subsidiaries: Type.Array(SubsidiaryLink, { description: 'Subsidiaries the ledger account belongs to.', maxItems: LIST_MAX }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    row_version: NullableString({ description: 'Version of the ledger account, changed on every update; send it back to detect conflicting changes.', example: '1-12345' }),
    updated_by: NullableString({ description: 'User who last changed the ledger account.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the ledger account.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the ledger account was last changed.', readOnly: true }),
    created_at: DateTime({ description: 'When the ledger account was created.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'Ledger Account' },
);

export const ledgerAccounts = defineResource({
  api: 'accounting',
  id: 'ledger-accounts',
  name: 'Ledger Accounts',
  singular: 'ledger account',
  eventResource: 'ledger_account',
  model: LedgerAccount,
  path: '/accounting/ledger-accounts',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  filters: {
    name: filterText('Only ledger accounts with this name.', 'Sales'),
    updated_since: updatedSince('ledger accounts'),
    classification: filterEnum(['asset', 'equity', 'expense', 'liability', 'revenue', 'income', 'other_income', 'other_expense', 'costs_of_sales', 'other'], 'Only accounts of this classification.'),
    status: filterEnum(['active', 'inactive'], 'Only ledger accounts with this status.'),
    subsidiary_id: filterText('Only ledger accounts of this subsidiary.', '12345'),
  },
  updatedSinceFilter: 'updated_since',
  sortFields: ['created_at', 'updated_at'],
});
