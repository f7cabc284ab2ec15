/**
 * The aged debtors and aged creditors reports (the reference's AgedDebtors
 * and AgedCreditors): what each customer owes, or is owed to each supplier,
 * as of a date, per currency, split into aging periods, down to the
 * documents. One builder, so the two reports cannot drift apart.
 */
import { Type, type TSchema } from 'typebox';
import { Currency } from '../../common/models.js';
import { NullableString, StringEnum, optional } from '../../common/schema.js';
import { MinorUnits } from '../../common/minor-units.js';

/** The aging periods of a report asked without `period_count` or `period_length` (the reference's defaults). */
export const AGED_PERIODS_DEFAULT = { count: 4, length: 30 } as const;

/**
 * The aging periods a report was asked for, the defaults filling in: the
 * gateway has already held the values to the filters' bounds.
 */
export function agedPeriods(filter: Readonly<Record<string, unknown>>): { count: number; length: number } {
  return {
    count: filter.period_count === undefined ? AGED_PERIODS_DEFAULT.count : Number(filter.period_count),
    length: filter.period_length === undefined ? AGED_PERIODS_DEFAULT.length : Number(filter.period_length),
  };
}

export const AGED_TRANSACTION_TYPES = ['invoice', 'credit_note', 'bill', 'payment', 'bill_payment'] as const;

const BalanceByTransaction = Type.Object(
  optional({
    transaction_id: Type.String({ description: 'Id of the document.', example: '123' }),
    transaction_date: Type.String({ format: 'date', description: 'Date of the document.', example: '2024-01-15' }),
    transaction_type: StringEnum(AGED_TRANSACTION_TYPES, { description: 'Kind of document: invoice, credit_note, bill, payment or bill_payment.', example: 'invoice' }),
    due_date: Type.String({ format: 'date', description: 'Date the document is due.', example: '2024-02-14' }),
    original_amount: MinorUnits({ description: 'Total of the document.', nullable: false, example: 150000 }),
    outstanding_balance: MinorUnits({ description: 'Part of the document still owed (negative for credits).', nullable: false, example: 100000 }),
    transaction_number: Type.String({ description: 'Number of the document.', example: 'INV-0042' }),
  }),
  { additionalProperties: false, title: 'Balance by Transaction' },
);

const BalanceByPeriod = Type.Object(
  optional({
    start_date: NullableString({ format: 'date', description: 'First due date of the period; null for the oldest period, which holds everything due earlier.', example: '2024-01-01' }),
    end_date: NullableString({ format: 'date', description: 'Last due date of the period; null for the period of documents not yet due.', example: '2024-01-30' }),
    total_amount: MinorUnits({ description: 'Total outstanding in the period.', nullable: false, example: 250000 }),
    balances_by_transaction: Type.Array(BalanceByTransaction, { description: 'The documents of the period.' }),
  }),
  { additionalProperties: false, title: 'Balance by Period' },
);

const BalanceByCurrency = Type.Object(
  optional({
    currency: Currency,
    total_amount: MinorUnits({ description: 'Total outstanding in the currency.', nullable: false, example: 250000 }),
    balances_by_period: Type.Array(BalanceByPeriod, { description: 'The aging periods, the most recent (not yet due) first.' }),
  }),
  { additionalProperties: false, title: 'Outstanding Balance by Currency' },
);

const outstandingBalances = { outstanding_balances_by_currency: Type.Array(BalanceByCurrency, { description: 'What is outstanding, per currency.' }) };

const ByCustomer = Type.Object(
  optional({
    customer_id: Type.String({ description: 'Id of the customer.', example: '123' }),
    customer_name: Type.String({ description: 'Name of the customer.', example: 'Windsurf Shop' }),
    ...outstandingBalances,
  }),
  { additionalProperties: false, title: 'Outstanding Balance by Customer' },
);

const BySupplier = Type.Object(
  optional({
    supplier_id: Type.String({ description: 'Id of the supplier.', example: '123' }),
    supplier_name: Type.String({ description: 'Name of the supplier.', example: 'Office Supplies Ltd' }),
    ...outstandingBalances,
  }),
  { additionalProperties: false, title: 'Outstanding Balance by Supplier' },
);

function agedReport<B extends TSchema>(byParty: B, party: string, title: string) {
  return Type.Object(
    optional({
      report_generated_at: Type.String({ format: 'date-time', description: 'When the report was made.', example: '2024-01-31T12:00:00.000Z' }),
      report_as_of_date: Type.String({ format: 'date', description: 'The date the documents are aged at.', example: '2024-01-31' }),
      period_count: Type.Integer({ description: 'Number of aging periods.', default: AGED_PERIODS_DEFAULT.count, example: 4 }),
      period_length: Type.Integer({ description: 'Length of each aging period in days.', default: AGED_PERIODS_DEFAULT.length, example: 30 }),
      outstanding_balances: Type.Array(byParty, { description: `What each ${party} has outstanding.` }),
    }),
    { additionalProperties: false, title },
  );
}

export const AgedDebtorsModel = agedReport(ByCustomer, 'customer', 'Aged Debtors');
export const AgedCreditorsModel = agedReport(BySupplier, 'supplier', 'Aged Creditors');
