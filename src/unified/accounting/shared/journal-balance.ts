/**
 * A journal entry balances: its debits equal its credits, in minor units
 * (SPEC.md, issue 12). Checked once here, for every connector, before a
 * create or an update leaves the service (the declaration's `checkWrite`);
 * a platform's own refusal would come later, worded its own way, or not at
 * all on a platform that posts what it is given.
 *
 * A line's amount is `total_amount` (or `sub_total` where the line gives no
 * total). Its side is its `type`, the amount then taken without its sign
 * (the reference lets a credit be sent as a negative amount or as a positive
 * one with type credit); a line without a type is a debit when positive and
 * a credit when negative, as the reference signs them.
 */
import type { WriteRuleViolation } from '../../define.js';

/** The reference's minimum: an entry moves an amount from one account to another. */
export const JOURNAL_ENTRY_MIN_LINES = 2;

interface Line {
  type?: unknown;
  total_amount?: unknown;
  sub_total?: unknown;
}

/** The line's amount, positive for a debit and negative for a credit. */
function signedAmount(line: Line): number | undefined {
  const amount = typeof line.total_amount === 'number' ? line.total_amount : line.sub_total;
  if (typeof amount !== 'number') return undefined;
  if (line.type === 'credit') return -Math.abs(amount);
  if (line.type === 'debit') return Math.abs(amount);
  return amount;
}

/**
 * The violation of a journal entry body, if any. An update that does not
 * send `line_items` keeps the entry's lines, which balanced already.
 */
export function unbalancedJournalEntry(record: Readonly<Record<string, unknown>>, operation: 'add' | 'update'): WriteRuleViolation | undefined {
  const lines = record.line_items;
  if (lines === undefined && operation === 'update') return undefined;
  if (!Array.isArray(lines) || lines.length < JOURNAL_ENTRY_MIN_LINES) {
    return {
      message: `A journal entry needs at least ${JOURNAL_ENTRY_MIN_LINES} lines whose debits equal their credits`,
      detail: { rule: 'journal_entry_lines', line_items: Array.isArray(lines) ? lines.length : 0, minimum: JOURNAL_ENTRY_MIN_LINES },
    };
  }
  let debits = 0;
  let credits = 0;
  const withoutAmount: number[] = [];
  (lines as Line[]).forEach((line, index) => {
    const amount = signedAmount(line ?? {});
    if (amount === undefined) withoutAmount.push(index);
    else if (amount < 0) credits -= amount;
    else debits += amount;
  });
  if (withoutAmount.length > 0) {
    return {
      message: 'Every line of a journal entry needs an amount (total_amount or sub_total) to check that the entry balances',
      detail: { rule: 'journal_entry_balance', lines_without_amount: withoutAmount },
    };
  }
  if (debits !== credits) {
    return {
      message: `The journal entry does not balance: debits ${debits} and credits ${credits} (minor units) differ by ${Math.abs(debits - credits)}`,
      detail: { rule: 'journal_entry_balance', total_debit: debits, total_credit: credits, difference: debits - credits },
    };
  }
  return undefined;
}
