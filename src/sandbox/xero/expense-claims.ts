/**
 * Xero's classic expense claims (GET, PUT /ExpenseClaims; GET and POST
 * /ExpenseClaims/{ExpenseClaimID}): a user's DRAFT receipts (receipts.ts)
 * submitted together to be approved and paid back. Life of a claim:
 *
 *   SUBMITTED → AUTHORISED → PAID;  SUBMITTED, AUTHORISED (nothing paid) → VOIDED
 *
 * Created SUBMITTED with at least one receipt, each DRAFT, of the claim's
 * user, every line with an amount on an account; its receipts are SUBMITTED
 * with it, and while it is SUBMITTED a POST may change which receipts it
 * holds (one left out goes back to DRAFT). Its receipts follow it to
 * AUTHORISED and VOIDED.
 *
 * The books: approval posts every receipt (lines on their accounts, tax on
 * the tax account, the total owed to the user on accounts payable) as an
 * EXPCLAIM journal dated the ReportingDate; a void reverses it. Paying it is
 * a payment of what is due from the organisation's first bank account
 * (EXPPAYMENT: payable against the bank), listed in `Payments`. Total is the
 * receipts' total, AmountDue what is left to pay back.
 *
 * Emulator choices: Xero's app asks for the reporting and payment due dates
 * on approval; here both are the day of approval. Xero pays a claim from its
 * app; here a POST of Status PAID pays what is due. Lists carry the
 * receipts without their line items (Xero's whole lists are lighter than a
 * single claim), and are never paged.
 */
import { defineResource, fail, present as presentRecord, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { msDate, startOfDay } from './dates.js';
import { API_BASE, xeroDialect } from './dialect.js';
import { computed, day, guid, normalId, updatedAt } from './fields.js';
import { ledgerContext } from './invoice-status.js';
import { reverse, system } from './ledger.js';
import { wholeList, isWholeList } from './paging.js';
import { postDocument, postPayment } from './postings.js';
import { xeroQuery } from './query.js';
import { CLAIM_OF_RECEIPT, moveReceipts, receipts } from './receipts.js';
import { userOf, userSummary } from './users.js';
import { dec, num, sum, ZERO } from '../framework/kit/decimal.js';

type Ctx = KitContext<XeroOrganisation>;

const MOVES: Readonly<Record<string, readonly string[]>> = {
  SUBMITTED: ['AUTHORISED', 'VOIDED'],
  AUTHORISED: ['PAID', 'VOIDED'],
  PAID: [],
  VOIDED: [],
};

/** The receipts a claim names (`[{ReceiptID}]`), read and checked for a claim of `userId`. */
function namedReceipts(ctx: Ctx, value: unknown, userId: string, claimId: string): StoredRecord[] {
  if (!Array.isArray(value) || value.length === 0) throw fail.validation('At least one receipt is required to submit an expense claim');
  const seen = new Set<string>();
  return value.map((entry) => {
    const id = typeof (entry as { ReceiptID?: unknown })?.ReceiptID === 'string' ? normalId((entry as { ReceiptID: string }).ReceiptID) : '';
    const receipt = ctx.tenant.table('receipts').get(id);
    if (!receipt) throw fail.validation(`The receipt '${id}' could not be found`);
    if (seen.has(id)) throw fail.validation(`The receipt '${id}' is named twice`);
    seen.add(id);
    const ours = receipt[CLAIM_OF_RECEIPT] === claimId;
    if (!ours && receipt.Status !== 'DRAFT') throw fail.validation(`Receipt ${String(receipt.ReceiptNumber)} must be DRAFT to be submitted`);
    if ((receipt.User as { UserID?: string }).UserID !== userId) throw fail.validation(`Receipt ${String(receipt.ReceiptNumber)} belongs to another user`);
    for (const line of (receipt.LineItems ?? []) as Array<Record<string, unknown>>) {
      if (line.AccountID === undefined && (dec(line.LineAmount) ?? ZERO) !== ZERO) throw fail.validation(`Account code must be specified on every line of receipt ${String(receipt.ReceiptNumber)}`);
    }
    return receipt;
  });
}

const idsOf = (record: StoredRecord) => ((record.Receipts ?? []) as Array<{ ReceiptID: string }>).map((entry) => entry.ReceiptID);
const receiptsOf = (ctx: Ctx, record: StoredRecord) => idsOf(record).map((id) => ctx.tenant.table('receipts').get(id)).filter((receipt): receipt is StoredRecord => receipt !== undefined);

/** Total, AmountPaid and AmountDue from the receipts and the payments. */
function amounts(ctx: Ctx, record: StoredRecord): { Total: number; AmountPaid: number; AmountDue: number } {
  const total = sum(receiptsOf(ctx, record).map((receipt) => dec(receipt.Total) ?? ZERO));
  const paid = sum(((record.Payments ?? []) as Array<{ Amount?: unknown }>).map((payment) => dec(payment.Amount) ?? ZERO));
  const open = record.Status === 'SUBMITTED' || record.Status === 'AUTHORISED';
  return { Total: num(total), AmountPaid: num(paid), AmountDue: num(open ? total - paid : ZERO) };
}

/** Approval: the receipts' lines against what is owed to the user, dated the ReportingDate. */
function approve(ctx: Ctx, record: StoredRecord): void {
  const today = startOfDay(ctx.now);
  record.ReportingDate = today;
  record.PaymentDueDate = today;
  const ledger = ledgerContext(ctx);
  for (const receipt of receiptsOf(ctx, record)) {
    postDocument(ledger, { id: record.id, Type: 'ACCPAY', LineItems: receipt.LineItems, LineAmountTypes: receipt.LineAmountTypes, CurrencyRate: 1, Date: today }, system.payable(ctx.tenant), 'EXPCLAIM');
  }
}

/** Pays back what is due (on the claim still AUTHORISED), from the organisation's first bank account in its base currency. */
function payBack(ctx: Ctx, record: StoredRecord): void {
  const due = dec(amounts(ctx, record).AmountDue) ?? ZERO;
  if (due === ZERO) return;
  const bank = ctx.tenant.table('accounts').all().find((account) => account.Type === 'BANK' && account.Status === 'ACTIVE' && (account.CurrencyCode ?? ctx.account.baseCurrency) === ctx.account.baseCurrency);
  if (!bank) throw fail.validation('The organisation has no bank account to pay the claim from');
  const today = startOfDay(ctx.now);
  const payment = { PaymentID: ctx.faker.string.uuid(), Date: msDate(today), Amount: num(due), Reference: '', CurrencyRate: 1, Status: 'AUTHORISED', Account: { AccountID: bank.id, Code: bank.Code }, HasAccount: true };
  postPayment(ledgerContext(ctx), { id: payment.PaymentID, PaymentType: 'EXPPAYMENT', Date: today }, bank, system.payable(ctx.tenant), due, dec(1)!, false);
  record.Payments = [...((record.Payments ?? []) as unknown[]), payment];
}

export const expenseClaims = defineResource<XeroOrganisation>({
  name: 'expenseClaims',
  labels: { list: 'ExpenseClaims' },
  routes: {
    list: `GET ${API_BASE}/ExpenseClaims`,
    create: `PUT ${API_BASE}/ExpenseClaims`,
    get: `GET ${API_BASE}/ExpenseClaims/:ExpenseClaimID`,
    update: `POST ${API_BASE}/ExpenseClaims/:ExpenseClaimID`,
  },
  idParam: 'ExpenseClaimID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: wholeList,
  fields: {
    id: guid('ExpenseClaimID'),
    Status: { kind: 'string', enum: ['SUBMITTED', 'AUTHORISED', 'PAID', 'VOIDED', 'DELETED'], default: 'SUBMITTED' },
    Payments: { kind: 'array', readOnly: true },
    User: { kind: 'object', required: true, immutable: true },
    Receipts: { kind: 'array', required: true },
    UpdatedDateUTC: updatedAt,
    Total: computed,
    AmountDue: computed,
    AmountPaid: computed,
    PaymentDueDate: { ...day(), readOnly: true },
    ReportingDate: { ...day(), readOnly: true },
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.Status !== 'SUBMITTED') throw fail.validation('An expense claim is created SUBMITTED');
      const user = userOf(ctx, (record.User as { UserID?: unknown } | undefined)?.UserID);
      if (!user) throw fail.validation('The user could not be found', { element: { User: record.User } });
      record.User = { UserID: user.id };
      const named = namedReceipts(ctx, record.Receipts, user.id, record.id);
      record.Receipts = named.map((receipt) => ({ ReceiptID: receipt.id }));
      record.Payments = [];
      moveReceipts(ctx, named.map((receipt) => receipt.id), 'SUBMITTED', record.id);
    },
    beforeUpdate(record, changes, ctx) {
      const from = String(record.Status);
      const to = String(changes.Status ?? from);
      if (to !== from && !(MOVES[from] ?? []).includes(to)) throw fail.validation(`Expense claim status cannot be changed from ${from} to ${to}`);
      if (to === 'VOIDED' && (dec(amounts(ctx, record).AmountPaid) ?? ZERO) !== ZERO) throw fail.validation('An expense claim with payments cannot be voided');
      if (changes.Receipts !== undefined) {
        const before = idsOf(record);
        const named = namedReceipts(ctx, changes.Receipts, String((record.User as { UserID: string }).UserID), record.id).map((receipt) => receipt.id);
        if (JSON.stringify(named) !== JSON.stringify(before)) {
          if (from !== 'SUBMITTED') throw fail.validation(`The receipts of an expense claim cannot be changed as it is ${from.toLowerCase()}`);
          moveReceipts(ctx, before.filter((id) => !named.includes(id)), 'DRAFT', undefined);
          moveReceipts(ctx, named, 'SUBMITTED', record.id);
        }
        changes.Receipts = named.map((id) => ({ ReceiptID: id }));
      }
      if (to === from) return;
      // The move is applied here, in order: the receipts, then the books.
      delete changes.Status;
      Object.assign(record, changes);
      if (to === 'PAID') payBack(ctx, record);
      record.Status = to;
      if (to === 'AUTHORISED') {
        moveReceipts(ctx, idsOf(record), 'AUTHORISED', record.id);
        approve(ctx, record);
      } else if (to === 'VOIDED') {
        moveReceipts(ctx, idsOf(record), 'VOIDED', record.id);
        if (from === 'AUTHORISED') reverse(ledgerContext(ctx), record.id, (record.ReportingDate as number | undefined) ?? startOfDay(ctx.now));
      }
    },
    present(wire, record, ctx) {
      const whole = isWholeList(ctx.request, 'ExpenseClaims');
      const held = receiptsOf(ctx, record).map((receipt) => {
        const written = presentRecord(receipts, receipt, ctx, xeroDialect);
        if (!whole) return written;
        const { LineItems: _lines, ...light } = written;
        return light;
      });
      const user = userSummary(ctx, (record.User as { UserID?: string } | undefined)?.UserID);
      return { ...wire, ...(user ? { User: user } : {}), Receipts: held, Payments: record.Payments ?? [], ...amounts(ctx, record) };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'ExpenseClaim', resource: () => expenseClaims, dialect: () => xeroDialect });
