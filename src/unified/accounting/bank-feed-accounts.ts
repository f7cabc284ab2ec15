import { Type } from 'typebox';
import { Currency, CustomField } from '../common/models.js';
import { DateTime, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LIST_MAX } from './shared/limits.js';

/** The reference API's BankFeedAccount (accounting.yml), without its custom_mappings and pass_through. */
export const BankFeedAccount = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the bank feed account.', readOnly: true, example: '12345' }),
    bank_account_type: StringEnum(['bank', 'credit_card'], { description: 'Kind of account the feed comes from.', example: 'bank' }),
    source_account_id: Type.String({ description: 'Id of the account at the source of the feed (the bank or card).', example: 'src_456' }),
    target_account_id: Type.String({ description: 'Id of the bank account on the accounting platform that receives the feed.', example: 'tgt_789' }),
    target_account_name: Type.String({ description: 'Name of the receiving bank account.', example: 'Main Company Checking' }),
    target_account_number: Type.String({ description: 'Account number of the receiving bank account.', example: 'NL91ABNA0417164300' }),
    currency: Currency,
    feed_status: StringEnum(['pending', 'rejected'], { description: 'Status of the feed at the platform.', example: 'pending' }),
    country: NullableString({ description: 'Country of the bank feed account (ISO 3166-1 alpha-2).', minLength: 2, maxLength: 2, example: 'US' }),
    custom_fields: Type.Array(CustomField, { description: 'Fields the platform\'s users defined themselves.', maxItems: LIST_MAX }),
    created_at: DateTime({ description: 'When the bank feed account was created.', readOnly: true }),
    updated_at: DateTime({ description: 'When the bank feed account was last changed.', readOnly: true }),
    updated_by: NullableString({ description: 'User who last changed the bank feed account.', readOnly: true, example: '12345' }),
    created_by: NullableString({ description: 'User who created the bank feed account.', readOnly: true, example: '12345' }),
  }, ['id']),
  { additionalProperties: false, title: 'Bank Feed Account' },
);

export const bankFeedAccounts = defineResource({
  api: 'accounting',
  id: 'bank-feed-accounts',
  name: 'Bank Feed Accounts',
  singular: 'bank feed account',
  model: BankFeedAccount,
  path: '/accounting/bank-feed-accounts',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
});
