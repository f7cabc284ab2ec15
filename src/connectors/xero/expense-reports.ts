/**
 * Expense reports ← Xero's classic expense claims (expense-claim-calls.ts),
 * their lines the line items of the claim's receipts (expense-report-lines.ts);
 * the claim's date is its earliest receipt's, its reference and tax_inclusive
 * its first receipt's.
 *
 * Amounts are in the organisation's base currency (receipts name none).
 * A create makes one DRAFT receipt per day of the lines, then submits them as
 * a claim, then moves it to the status asked (approved, reimbursed, voided).
 * An update changes the status, and while the claim is submitted its lines:
 * receipts rewritten in order, added or left out of the claim. Xero deletes
 * no claim (void it instead), keeps no creation time, number or title, and
 * has no draft, rejected or reversed claims.
 *
 * The unified model has no merchant: receipts are written as from a contact
 * named after the employee (Xero creates it on first use); a receipt's own
 * contact is not read.
 *
 * Filters: updated_since (If-Modified-Since), status, employee_id (where).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { ExpenseReport as ExpenseReportModel, expenseReports } from '../../unified/accounting/expense-reports.js';
import { implement, type ConnectorContext, type ListPage, type ListParams } from '../framework/define.js';
import { fieldTable, pageInMemory } from '../kit/index.js';
import { pageSize } from '../framework/paging/strategy.js';
import { createReceipt, listClaims, movesBetween, readClaim, saveClaim, updateReceipt, userName, userOf, type ReceiptWrite, type XeroExpenseClaim, type XeroReceipt } from './expense-claim-calls.js';
import { linesOf, receiptGroups, sameLines, type ReceiptGroup } from './expense-report-lines.js';
import { taxInclusive } from './documents.js';
import { currencyOf } from './organisation.js';
import { isoDay, isoInstant, minor, text } from './values.js';
import { compositeWrite } from '../kit/composite-write.js';
import { equalsGuid, modifiedSince } from './where.js';

type ExpenseReport = Static<typeof ExpenseReportModel>;

const STATUSES: Readonly<Record<string, ExpenseReport['status']>> = { SUBMITTED: 'submitted', AUTHORISED: 'approved', PAID: 'reimbursed', VOIDED: 'voided' };
const XERO_STATUSES: Readonly<Record<string, string>> = { submitted: 'SUBMITTED', approved: 'AUTHORISED', reimbursed: 'PAID', voided: 'VOIDED' };
/** Claims read one by one at most per page: Xero's whole list may leave the receipts' lines out. */
const PAGE_MAX = 25;

const receiptsOf = (claim: XeroExpenseClaim): XeroReceipt[] => claim.Receipts ?? [];
const sumOf = (values: ReadonlyArray<number | null>) => (values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + value!, 0));

export const fromXeroExpenseClaim = fieldTable<ExpenseReport, XeroExpenseClaim, string>({
  id: { read: (claim) => claim.ExpenseClaimID, write: false },
  employee: { read: (claim) => (claim.User?.UserID ? { id: claim.User.UserID, display_name: userName(claim.User) } : undefined), write: false },
  status: { read: (claim) => STATUSES[claim.Status ?? ''] ?? null, write: false },
  transaction_date: {
    read: (claim) => {
      const days = receiptsOf(claim).map((receipt) => isoInstant(receipt.Date)).filter((value): value is string => value !== null).sort();
      return days[0] ?? null;
    },
    write: false,
  },
  posting_date: { read: (claim) => isoDay(claim.ReportingDate), write: false },
  due_date: { read: (claim) => isoDay(claim.PaymentDueDate), write: false },
  currency: { read: (_claim, currency) => currency as ExpenseReport['currency'], write: false },
  sub_total: { read: (claim, currency) => sumOf(receiptsOf(claim).map((receipt) => minor(receipt.SubTotal, currency))), write: false },
  total_tax: { read: (claim, currency) => sumOf(receiptsOf(claim).map((receipt) => minor(receipt.TotalTax, currency))), write: false },
  total_amount: { read: (claim, currency) => minor(claim.Total, currency), write: false },
  reimbursable_amount: { read: (claim, currency) => minor(claim.Total, currency), write: false },
  reference: { read: (claim) => text(receiptsOf(claim)[0]?.Reference), write: false },
  tax_inclusive: { read: (claim) => taxInclusive(receiptsOf(claim)[0]?.LineAmountTypes), write: false },
  line_items: { read: (claim, currency) => linesOf(receiptsOf(claim), currency), write: false },
  updated_at: { read: (claim) => isoInstant(claim.UpdatedDateUTC), write: false },
});

function xeroStatusOf(status: ExpenseReport['status'] | undefined): string | undefined {
  if (status === undefined || status === null) return undefined;
  const mapped = XERO_STATUSES[status];
  if (!mapped) throw new ApiError('RequestValidationError', { message: 'Xero\'s expense claims are submitted, approved, reimbursed or voided', detail: { status: 'one of submitted, approved, reimbursed, voided' } });
  return mapped;
}

function baseCurrencyOnly(record: Partial<ExpenseReport>, currency: string): void {
  if (record.currency && record.currency !== currency) {
    throw new ApiError('RequestValidationError', { message: `Xero's expense claims are in the organisation's currency, ${currency}`, detail: { currency: `must be ${currency} or left out` } });
  }
}

/** What every receipt of a write shares. */
interface ReceiptCommon {
  contact: NonNullable<XeroReceipt['Contact']>;
  lineAmountTypes: NonNullable<XeroReceipt['LineAmountTypes']>;
  reference: string | null | undefined;
}

/** Receipt fields of a day's lines. */
function receiptFields(common: ReceiptCommon, group: ReceiptGroup): ReceiptWrite {
  return {
    Date: group.date,
    Contact: common.contact,
    LineAmountTypes: common.lineAmountTypes,
    LineItems: group.lines,
    ...(common.reference != null ? { Reference: common.reference } : {}),
  };
}

const amountTypes = (inclusive: boolean | null | undefined) => (inclusive === true ? 'Inclusive' : 'Exclusive') as 'Inclusive' | 'Exclusive';

/** A page of claims: Xero's whole list, cut here, each read whole when the list left its lines out. */
async function listPage(ctx: ConnectorContext, params: ListParams): Promise<ListPage<ExpenseReport>> {
  const status = params.filter.status as ExpenseReport['status'] | undefined;
  const xeroStatus = status ? XERO_STATUSES[status] : undefined;
  // Xero has no draft, rejected or reversed claims: nothing to ask for.
  if (status !== undefined && !xeroStatus) return pageInMemory(params, async () => ({ items: [], next: null }));
  const whole = async () => ({
    items: await listClaims(ctx, {
      where: [xeroStatus ? `Status=="${xeroStatus}"` : undefined, params.filter.employee_id !== undefined ? equalsGuid('User.UserID', params.filter.employee_id, 'employee_id') : undefined],
      modifiedSince: modifiedSince(params.filter.updated_since),
    }),
    next: null,
  });
  const [page, currency] = await Promise.all([pageInMemory({ ...params, limit: pageSize(params.limit, PAGE_MAX) }, whole), currencyOf(ctx, undefined)]);
  const claims = await Promise.all(page.items.map((claim) => (receiptsOf(claim).some((receipt) => receipt.LineItems === undefined) ? readClaim(ctx, claim.ExpenseClaimID) : claim)));
  return { ...page, items: claims.map((claim) => fromXeroExpenseClaim(claim, currency)) };
}

export const xeroExpenseReports = implement(expenseReports, {
  downstream: { id: 'ExpenseClaims', name: 'ExpenseClaims (with their Receipts)' },
  mapper: fromXeroExpenseClaim,
  list: { paging: true, filters: ['updated_since', 'status', 'employee_id'], run: listPage },
  async one(ctx, { id }) {
    const [claim, currency] = await Promise.all([readClaim(ctx, id), currencyOf(ctx, undefined)]);
    return fromXeroExpenseClaim(claim, currency);
  },
  async add(ctx, { record }) {
    const status = xeroStatusOf(record.status) ?? 'SUBMITTED';
    const currency = await currencyOf(ctx, undefined);
    baseCurrencyOnly(record, currency);
    const groups = receiptGroups(record, currency);
    const user = await userOf(ctx, record.employee?.id);
    const common = { contact: { Name: userName(user) ?? user.EmailAddress ?? user.UserID }, lineAmountTypes: amountTypes(record.tax_inclusive), reference: record.reference };
    // Receipts, then the claim, then its status moves (kit/composite-write.ts). Xero's API deletes
    // neither receipts nor claims: a failure after the first receipt names what it left.
    return compositeWrite(async (steps) => {
      const receiptIds: string[] = [];
      for (const group of groups) receiptIds.push(await steps.create('receipt', () => createReceipt(ctx, user.UserID, receiptFields(common, group))));
      const id = await steps.create('expense claim', () => saveClaim(ctx, { userId: user.UserID, receiptIds, status: 'SUBMITTED' }));
      for (const next of movesBetween('SUBMITTED', status)) await steps.step(`moving it to ${next}`, () => saveClaim(ctx, { id, userId: user.UserID, receiptIds, status: next }));
      return { id };
    });
  },
  async update(ctx, { id, record }) {
    const [current, currency] = await Promise.all([readClaim(ctx, id), currencyOf(ctx, undefined)]);
    baseCurrencyOnly(record, currency);
    const userId = current.User?.UserID ?? '';
    if (record.employee?.id && record.employee.id.toLowerCase() !== userId.toLowerCase()) {
      throw new ApiError('RequestValidationError', { message: 'Xero keeps the employee of an expense claim', detail: { 'employee.id': `must be ${userId}` } });
    }
    const from = String(current.Status);
    const to = xeroStatusOf(record.status) ?? from;
    const held = receiptsOf(current);
    let receiptIds = held.map((receipt) => receipt.ReceiptID);
    const first = held[0];
    const changed = !sameLines(linesOf(held, currency), record)
      || (record.reference != null && record.reference !== (first?.Reference ?? ''))
      || (record.tax_inclusive != null && record.tax_inclusive !== taxInclusive(first?.LineAmountTypes));
    let common: ReceiptCommon | undefined;
    let groups: ReceiptGroup[] = [];
    if (changed) {
      if (from !== 'SUBMITTED') throw new ApiError('RequestValidationError', { message: `The lines of a ${STATUSES[from] ?? from.toLowerCase()} Xero expense claim cannot change; only its status can`, detail: { line_items: 'unchanged' } });
      const known = new Set(held.flatMap((receipt) => (receipt.LineItems ?? []).map((line) => String(line.LineItemID ?? '').toLowerCase())));
      common = {
        contact: first?.Contact?.ContactID ? { ContactID: first.Contact.ContactID } : { Name: userName(current.User) ?? userId },
        lineAmountTypes: record.tax_inclusive != null ? amountTypes(record.tax_inclusive) : first?.LineAmountTypes ?? 'Exclusive',
        reference: record.reference !== undefined ? record.reference : first?.Reference,
      };
      groups = receiptGroups({ ...record, tax_inclusive: common.lineAmountTypes === 'Inclusive' }, currency, known);
    }
    const moves = movesBetween(from, to);
    return compositeWrite(async (steps) => {
      if (common) {
        const shared = common;
        receiptIds = [];
        for (const [index, group] of groups.entries()) {
          const existing = held[index];
          receiptIds.push(existing
            ? await steps.change('receipt', existing.ReceiptID, `updating receipt ${existing.ReceiptID}`, () => updateReceipt(ctx, existing, receiptFields(shared, group)))
            : await steps.create('receipt', () => createReceipt(ctx, userId, receiptFields(shared, group))));
        }
      }
      for (const next of moves.length > 0 ? moves : changed ? [from] : []) await steps.change('expense claim', current.ExpenseClaimID, `moving it to ${next}`, () => saveClaim(ctx, { id: current.ExpenseClaimID, userId, receiptIds, status: next }));
      return { id: current.ExpenseClaimID };
    });
  },
});
