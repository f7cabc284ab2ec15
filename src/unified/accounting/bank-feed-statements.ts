import { Type } from 'typebox';
import { DateTime, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { LINE_ITEMS_MAX } from './shared/limits.js';
import { MinorUnits } from '../common/minor-units.js';

export const BankFeedTransaction = Type.Object(
  optional({
    posted_date: Type.String({ description: 'When the transaction was posted.', format: 'date-time', example: '2025-01-15T12:00:00.000Z' }),
    description: Type.String({ description: 'Description of the transaction.', example: 'Payment received from ACME Corp' }),
    amount: MinorUnits({ description: 'Amount of the transaction.', nullable: false, example: 25000 }),
    credit_or_debit: StringEnum(['credit', 'debit'], { description: 'Whether the transaction is a credit or a debit.', example: 'debit' }),
    source_transaction_id: Type.String({ description: 'Id of the transaction at the source of the feed.', example: 'txn_987' }),
    counterparty: Type.String({ description: 'The other party of the transaction.', example: 'ACME Corp' }),
    reference: Type.String({ description: 'Reference of the transaction.', example: 'INV-2025-01' }),
    transaction_type: StringEnum(['credit', 'debit', 'deposit', 'transfer', 'payment', 'other'], { description: 'Kind of transaction.', example: 'payment' }),
  }, ['posted_date', 'amount', 'credit_or_debit', 'source_transaction_id']),
  { additionalProperties: false },
);

/** The reference API's BankFeedStatement (accounting.yml), without its custom_mappings and pass_through; amounts are integers in minor units of the currency. */
export const BankFeedStatement = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the bank feed statement.', readOnly: true, example: '12345' }),
    bank_feed_account_id: Type.String({ description: 'Id of the bank feed account the statement belongs to.', example: 'acc_456' }),
    status: StringEnum(['pending', 'rejected', 'success'], { description: 'Status of the statement at the platform.', example: 'pending' }),
    start_date: Type.String({ description: 'Start of the period of the statement.', format: 'date-time', example: '2021-05-01T12:00:00.000Z' }),
    end_date: Type.String({ description: 'End of the period of the statement.', format: 'date-time', example: '2025-01-31T12:00:00.000Z' }),
    start_balance: MinorUnits({ description: 'Balance at the start of the period.', nullable: false, example: 1050025 }),
    start_balance_credit_or_debit: StringEnum(['credit', 'debit'], { description: 'Whether the start balance is a credit or a debit.', example: 'debit' }),
    end_balance: MinorUnits({ description: 'Balance at the end of the period.', nullable: false, example: 980050 }),
    end_balance_credit_or_debit: StringEnum(['credit', 'debit'], { description: 'Whether the end balance is a credit or a debit.', example: 'debit' }),
    transactions: Type.Array(BankFeedTransaction, { description: 'Transactions of the statement.', maxItems: LINE_ITEMS_MAX }),
    created_at: DateTime({ description: 'When the bank feed statement was created.', readOnly: true }),
    created_by: NullableString({ description: 'User who created the bank feed statement.', readOnly: true, example: '12345' }),
    updated_at: DateTime({ description: 'When the bank feed statement was last changed.', readOnly: true }),
    updated_by: NullableString({ description: 'User who last changed the bank feed statement.', readOnly: true, example: '12345' }),
  }, ['id']),
  { additionalProperties: false, title: 'Bank Feed Statement' },
);

export const bankFeedStatements = defineResource({
  api: 'accounting',
  id: 'bank-feed-statements',
  name: 'Bank Feed Statements',
  singular: 'bank feed statement',
  model: BankFeedStatement,
  path: '/accounting/bank-feed-statements',
  operations: ['all', 'one', 'add', 'update', 'delete'],
  events: [],
});
