import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, Nullable, NullableEnum, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { filterEnum, filterText } from '../common/filters.js';
import { LIST_MAX } from './shared/limits.js';
import { LinkedLedgerAccount } from './shared/linked-records.js';
import { MinorUnits } from '../common/minor-units.js';

/** The reference API's AccountingBankAccount (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const AccountingBankAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the bank account.', readOnly: true, example: '12345' }),
    downstream_id: NullableString({ description: 'Id of the bank account on the platform, where it differs from `id`.', readOnly: true, example: '12345' }),
    display_id: NullableString({ description: 'Identifier of the bank account as the platform shows it to people.', example: 'BA-001' }),
    name: NullableString({ description: 'Name of the bank account.', example: 'Main Operating Account' }),
    account_number: NullableString({ description: 'Account number.', example: '123465' }),
    account_type: StringEnum(['checking', 'savings', 'credit_card', 'money_market', 'line_of_credit', 'other', 'cash'], { description: 'Kind of bank account.', example: 'checking' }),
    ledger_account: Nullable(LinkedLedgerAccount),
    bank_name: NullableString({ description: 'Name of the bank.', example: 'Chase Bank' }),
    currency: Currency,
    balance: MinorUnits({ description: 'Current balance of the account.', example: 2500000 }),
    available_balance: MinorUnits({ description: 'Balance available to spend, pending transactions and overdraft considered.', example: 2450000 }),
    overdraft_limit: MinorUnits({ description: 'Overdraft limit of the account.', example: 500000 }),
    routing_number: NullableString({ description: 'Routing number (United States).', example: '021000021' }),
    iban: NullableString({ description: 'International Bank Account Number.', example: 'GB33BUKB20201555555555' }),
    bic: NullableString({ description: 'Bank Identifier Code (SWIFT).', example: 'CHASUS33' }),
    bsb_number: NullableString({ description: 'Bank State Branch number (Australia, New Zealand).', example: '062-001' }),
    branch_identifier: NullableString({ description: 'Identifier of the bank branch.', example: '001' }),
    bank_code: NullableString({ description: 'Code the central bank assigned to the bank.', example: 'BNH' }),
    country: NullableString({ description: 'Country of the bank account (ISO 3166-1 alpha-2).', minLength: 2, maxLength: 2, example: 'US' }),
    status: NullableEnum(['active', 'inactive', 'closed'], { description: 'Status of the bank account.', example: 'active' }),
    description: NullableString({ description: 'Description of the bank account.', example: 'Primary operating account for daily transactions' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    created_at: DateTime({ description: 'When the bank account was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the bank account was last changed.', readOnly: true }),
    created_by: NullableString({ description: 'User who created the bank account.', readOnly: true, example: '12345' }),
    updated_by: NullableString({ description: 'User who last changed the bank account.', readOnly: true, example: '12345' }),
  }, ['id']),
  { additionalProperties: false, title: 'Accounting Bank Account' },
);

export const bankAccounts = defineResource({
  api: 'accounting',
  id: 'bank-accounts',
  name: 'Bank Accounts',
  singular: 'bank account',
  model: AccountingBankAccount,
  path: '/accounting/bank-accounts',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
  filters: {
    name: filterText('Only bank accounts with this name.', 'Main Operating'),
    account_type: filterEnum(['checking', 'savings', 'credit_card', 'money_market', 'line_of_credit', 'other', 'cash'], 'Only bank accounts of this kind.'),
    status: filterEnum(['active', 'inactive', 'closed'], 'Only bank accounts with this status.'),
  },
  sortFields: ['created_at', 'updated_at'],
  oneFilters: {
    account_type: filterEnum(['checking', 'savings', 'credit_card', 'money_market', 'line_of_credit', 'other', 'cash'], 'Only bank accounts of this kind.'),
  },
});
