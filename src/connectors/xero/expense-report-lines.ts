/**
 * The lines of an expense report ↔ the line items of a Xero claim's receipts.
 *
 * Read: every receipt line is a report line, in receipt order, dated the
 * receipt's Date. LineItemID → id · Description ↔ description · Quantity ↔
 * quantity · UnitAmount ↔ unit_price · AccountID, AccountCode ↔ account ·
 * TaxType ↔ tax_rate · TaxAmount ↔ tax_amount · Tracking ↔ tracking_categories;
 * LineAmount is the line's amount before tax (`amount`) or with it
 * (`total_amount`) as the receipt's LineAmountTypes says, the other is worked
 * out with the tax. Every line of a claim is the employee's own spending:
 * reimbursable.
 *
 * Write: lines are grouped into one receipt per day (the line's
 * transaction_date, else the report's), in the order their days first come.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ExpenseReport as ExpenseReportModel } from '../../unified/accounting/expense-reports.js';
import type { XeroReceipt } from './expense-claim-calls.js';
import { toXeroLine, trackingOf, type XeroLineItem } from './line-items.js';
import { decimal, isoDay, minor, text, xeroDay } from './values.js';

type ExpenseReport = Static<typeof ExpenseReportModel>;
export type ExpenseLine = ExpenseReport['line_items'][number];

/** The report lines of a claim's receipts, amounts in minor units of `currency`. */
export function linesOf(receipts: readonly XeroReceipt[], currency: string): ExpenseLine[] {
  const lines: ExpenseLine[] = [];
  for (const receipt of receipts) {
    const inclusive = receipt.LineAmountTypes === 'Inclusive';
    (receipt.LineItems ?? []).forEach((line, index) => {
      const lineAmount = minor(line.LineAmount, currency) ?? 0;
      const tax = minor(line.TaxAmount, currency) ?? 0;
      lines.push({
        id: line.LineItemID ?? `${receipt.ReceiptID}:${index + 1}`,
        line_number: lines.length + 1,
        description: text(line.Description),
        quantity: line.Quantity ?? null,
        unit_price: minor(line.UnitAmount, currency),
        amount: inclusive ? lineAmount - tax : lineAmount,
        tax_amount: tax,
        total_amount: inclusive ? lineAmount : lineAmount + tax,
        account: line.AccountID || line.AccountCode ? { ...(line.AccountID ? { id: line.AccountID } : {}), code: line.AccountCode ?? null } as ExpenseLine['account'] : null,
        ...(line.TaxType ? { tax_rate: { id: line.TaxType, code: line.TaxType } } : {}),
        transaction_date: isoDay(receipt.Date),
        reimbursable: true,
        tracking_categories: trackingOf(line.Tracking),
        currency: currency as ExpenseLine['currency'],
      });
    });
  }
  return lines;
}

function invalid(field: string, reason: string): ApiError {
  return new ApiError('RequestValidationError', { message: `${field} ${reason}`, detail: { [field]: reason } });
}

/** A report line as the line item of a receipt; `inclusive` when the receipt's amounts include tax. */
function toReceiptLine(line: ExpenseLine, index: number, currency: string, inclusive: boolean, known: ReadonlySet<string>): XeroLineItem {
  if (!line.account?.id && !line.account?.code) throw invalid(`line_items[${index}].account`, 'is required: Xero books every line of a claim to an account (id or code)');
  const out = toXeroLine({
    ...(line.id && known.has(line.id.toLowerCase()) ? { id: line.id } : {}),
    description: line.description ?? null,
    quantity: line.quantity ?? null,
    unit_price: line.unit_price ?? null,
    tax_rate: line.tax_rate ?? null,
    tracking_categories: line.tracking_categories ?? null,
    ledger_account: { ...(line.account.id ? { id: line.account.id } : {}), code: line.account.code ?? null },
  }, index, currency);
  if (out.UnitAmount === undefined) {
    const amount = decimal(inclusive ? line.total_amount ?? line.amount : line.amount ?? line.total_amount, currency);
    if (amount === undefined) throw invalid(`line_items[${index}].amount`, 'is required (or unit_price)');
    out.LineAmount = amount;
  }
  const tax = line.tax_amount ?? (line.amount != null && line.total_amount != null ? line.total_amount - line.amount : null);
  if (tax !== null) out.TaxAmount = decimal(tax, currency)!;
  return out;
}

export interface ReceiptGroup {
  date: string;
  lines: XeroLineItem[];
}

/** The report's lines as receipts, one per day; `known` are the LineItemIDs the claim already has (kept when sent back). */
export function receiptGroups(record: Partial<ExpenseReport>, currency: string, known: ReadonlySet<string> = new Set()): ReceiptGroup[] {
  const lines = record.line_items ?? [];
  if (lines.length === 0) throw invalid('line_items', 'needs at least one line: Xero claims hold at least one receipt');
  const fallback = xeroDay(record.transaction_date) ?? new Date().toISOString().slice(0, 10);
  const groups = new Map<string, XeroLineItem[]>();
  lines.forEach((line, index) => {
    const date = xeroDay(line.transaction_date) ?? fallback;
    groups.set(date, [...(groups.get(date) ?? []), toReceiptLine(line, index, currency, record.tax_inclusive === true, known)]);
  });
  return [...groups].map(([date, grouped]) => ({ date, lines: grouped }));
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);

/** Whether each sent value of every line (those sent, null or absent ones left out) is what the claim holds. */
export function sameLines(current: readonly ExpenseLine[], record: Partial<ExpenseReport>): boolean {
  const sent = record.line_items ?? [];
  if (sent.length !== current.length) return false;
  return sent.every((line, index) => {
    const had = current[index]!;
    const pairs: Array<[unknown, unknown]> = [
      [line.description, had.description], [line.quantity, had.quantity], [line.unit_price, had.unit_price], [line.amount, had.amount],
      [line.total_amount, had.total_amount], [line.tax_amount, had.tax_amount], [line.tax_rate?.id ?? line.tax_rate?.code, had.tax_rate?.id],
      [line.account?.id || undefined, had.account?.id], [line.account?.code, had.account?.code],
      [day(line.transaction_date) ?? day(record.transaction_date), had.transaction_date],
      [line.tracking_categories ? JSON.stringify(line.tracking_categories.map((entry) => entry?.id).sort()) : undefined, JSON.stringify((had.tracking_categories ?? []).map((entry) => entry?.id).sort())],
    ];
    return pairs.every(([value, held]) => value === undefined || value === null || (typeof value === 'string' && typeof held === 'string' ? value.toLowerCase() === held.toLowerCase() : value === held));
  });
}
