/**
 * The trial balance of SPEC.md's "Accounting additions" (beta; the reference
 * has none): every ledger account's balance as of `filter[enddate]`. The
 * names SPEC.md spells are served as it spells them (`totaldebit`,
 * `linetype`, `accountid`, `filter[accountingmethod]`...); the report fields
 * it does not name follow the reference's other reports (`end_date`,
 * `report_name`). Balance sheet accounts are cumulative to the
 * date; income and expense accounts count from the first day of the fiscal
 * year that holds it (`start_date`), and results of earlier fiscal years sit
 * on one `unappropriatedresult` line without an account. The platform's own
 * report is read, never recomputed; one whose debits and credits differ is
 * refused with 502 (`checkRead`), since a caller could not trust any line.
 */
import { Type } from 'typebox';
import { Currency } from '../common/models.js';
import { NullableEnum, NullableString, StringEnum, optional } from '../common/schema.js';
import { defineResource, type ReadRuleViolation } from '../define.js';
import { MinorUnits } from '../common/minor-units.js';
import { ACCOUNTING_METHODS, accountingMethod, reportEndDate } from './shared/report-filters.js';

/** `account`: one ledger account; `unappropriatedresult`: results of earlier fiscal years not yet moved to an account. */
export const TRIAL_BALANCE_LINE_TYPES = ['account', 'unappropriatedresult'] as const;

export const TrialBalanceLine = Type.Object(
  optional(
    {
      accountid: NullableString({ description: 'Id of the ledger account, accepted by /accounting/ledger-accounts/{id}; null on the unappropriatedresult line.', readOnly: true, example: '123456' }),
      code: NullableString({ description: 'Code of the ledger account; null on the unappropriatedresult line.', readOnly: true, example: '1100' }),
      name: NullableString({ description: 'Name of the ledger account, or of the line.', readOnly: true, example: 'Accounts Receivable' }),
      linetype: StringEnum(TRIAL_BALANCE_LINE_TYPES, { description: 'account, or unappropriatedresult for the results of earlier fiscal years.', readOnly: true, example: 'account' }),
      debit: MinorUnits({ description: 'Debit balance of the line (0 when the balance is a credit).', nullable: false, readOnly: true, example: 250000 }),
      credit: MinorUnits({ description: 'Credit balance of the line (0 when the balance is a debit).', nullable: false, readOnly: true, example: 0 }),
      balance: MinorUnits({ description: 'Signed balance: debit less credit (a credit balance is negative).', nullable: false, readOnly: true, example: 250000 }),
    },
    ['linetype', 'debit', 'credit', 'balance'],
  ),
  { additionalProperties: false, title: 'Trial Balance Line' },
);

export const TrialBalance = Type.Object(
  optional(
    {
      id: NullableString({ description: 'Id of the report, where the platform gives one.', readOnly: true, example: 'TrialBalance' }),
      report_name: NullableString({ description: 'Name of the report, as the platform states it.', readOnly: true, example: 'Trial Balance' }),
      start_date: NullableString({ format: 'date', description: 'First day of the fiscal year that holds end_date: income and expense lines count from it.', readOnly: true, example: '2024-01-01' }),
      end_date: Type.String({ format: 'date', description: 'The date of the balances.', readOnly: true, example: '2024-06-30' }),
      currency: Currency,
      accounting_method: NullableEnum(ACCOUNTING_METHODS, { description: 'Basis of the report: cash or accrual.', readOnly: true, example: 'accrual' }),
      totaldebit: MinorUnits({ description: 'Sum of the debit column.', nullable: false, readOnly: true, example: 1250000 }),
      totalcredit: MinorUnits({ description: 'Sum of the credit column; equal to totaldebit.', nullable: false, readOnly: true, example: 1250000 }),
      lines: Type.Array(TrialBalanceLine, { description: 'Every account with a balance (zero balances left out), then the unappropriatedresult line where there is one.' }),
    },
    ['end_date', 'totaldebit', 'totalcredit', 'lines'],
  ),
  { additionalProperties: false, title: 'Trial Balance' },
);

interface Balances {
  totaldebit?: number;
  totalcredit?: number;
  lines?: ReadonlyArray<{ debit?: number; credit?: number }>;
}

/** A trial balance is only worth reading when its two columns agree, line by line and in total. */
export function unbalanced(report: Readonly<Record<string, unknown>>): ReadRuleViolation | undefined {
  const { totaldebit: totalDebit = 0, totalcredit: totalCredit = 0, lines = [] } = report as Balances;
  const lineDebit = lines.reduce((sum, line) => sum + (line.debit ?? 0), 0);
  const lineCredit = lines.reduce((sum, line) => sum + (line.credit ?? 0), 0);
  if (totalDebit === totalCredit && lineDebit === totalDebit && lineCredit === totalCredit) return undefined;
  const detail = { totaldebit: totalDebit, totalcredit: totalCredit, difference: totalDebit - totalCredit, lines_debit: lineDebit, lines_credit: lineCredit };
  if (totalDebit !== totalCredit) return { message: `The platform's trial balance does not balance: debits exceed credits by ${totalDebit - totalCredit} (minor units)`, detail };
  return { message: `The platform's trial balance lines do not add up to its totals (debits ${lineDebit - totalDebit}, credits ${lineCredit - totalCredit} minor units off)`, detail };
}

export const trialBalance = defineResource({
  api: 'accounting',
  id: 'trial-balance',
  name: 'Trial Balance',
  singular: 'trial balance',
  status: 'beta',
  model: TrialBalance,
  path: '/accounting/trial-balance',
  singleton: true,
  operations: ['one'],
  oneFilters: {
    enddate: reportEndDate(),
    accountingmethod: accountingMethod(),
  },
  checkRead: unbalanced,
  events: [],
});
