/**
 * Credit notes (GET, PUT, POST /CreditNotes; GET and POST
 * /CreditNotes/{CreditNoteID}): customer credits (ACCRECCREDIT) and supplier
 * credits (ACCPAYCREDIT), with the same statuses and line items as invoices.
 * An authorised credit note's `RemainingCredit` is spent by allocating it to
 * invoices of the same contact (allocations.ts) or by refunding it (a
 * payment); at zero it is PAID. It posts to the ledger like an invoice with
 * the signs turned round.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { dec, num, ZERO } from '../framework/kit/decimal.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { computeDocument, presentDocument } from './documents.js';
import { computed, day, guid, normalId, text, updatedAt } from './fields.js';
import { checkEditable, checkMove, settleBooks } from './invoice-status.js';
import { refuseLockedChange } from './lock-dates.js';
import { paymentSummary } from './payment-summary.js';
import { assignDocumentNumber, type Numbering } from './numbering.js';
import { xeroQuery } from './query.js';
import { msDate } from './dates.js';

type Ctx = KitContext<XeroOrganisation>;

const NUMBERING: Numbering = { table: 'creditNotes', field: 'CreditNoteNumber', prefix: 'CN', clash: 'Credit Note # must be unique.', applies: (record) => record.Type === 'ACCRECCREDIT' };

/** What is left of the credit: the total less what was allocated (and not taken back) and refunded. */
export function refreshRemaining(ctx: Ctx, note: StoredRecord): void {
  const allocated = ((note.Allocations ?? []) as Array<Record<string, unknown>>).filter((allocation) => allocation.IsDeleted !== true).reduce((total, allocation) => total + (dec(allocation.Amount) ?? ZERO), ZERO);
  const refunded = ctx.tenant.table('payments').all().filter((payment) => payment.DocumentID === note.id && payment.Status !== 'DELETED').reduce((total, payment) => total + (dec(payment.Amount) ?? ZERO), ZERO);
  const remaining = note.Status === 'AUTHORISED' || note.Status === 'PAID' ? (dec(note.Total) ?? ZERO) - allocated - refunded : ZERO;
  note.RemainingCredit = num(remaining);
  if (note.Status === 'AUTHORISED' && remaining === ZERO && (dec(note.Total) ?? ZERO) !== ZERO) {
    note.Status = 'PAID';
    note.FullyPaidOnDate = Math.floor(ctx.now / 86_400_000) * 86_400_000;
  } else if (note.Status === 'PAID' && remaining !== ZERO) {
    note.Status = 'AUTHORISED';
    delete note.FullyPaidOnDate;
  }
}

function rulesFor(next: StoredRecord) {
  return { side: next.Type === 'ACCPAYCREDIT' ? ('purchases' as const) : ('sales' as const), discounts: false, accountsRequired: next.Status !== 'DRAFT' };
}

export const creditNotes = defineResource<XeroOrganisation>({
  name: 'creditNotes',
  labels: { list: 'CreditNotes' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/CreditNotes`,
    list: `GET ${API_BASE}/CreditNotes`,
    create: `PUT ${API_BASE}/CreditNotes`,
    get: `GET ${API_BASE}/CreditNotes/:CreditNoteID`,
    update: `POST ${API_BASE}/CreditNotes/:CreditNoteID`,
  },
  idParam: 'CreditNoteID',
  lookup: (named, ctx) => ctx.tenant.table('creditNotes').get(normalId(named))?.id ?? ctx.tenant.table('creditNotes').all().find((note) => note.CreditNoteNumber === named)?.id,
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    Type: { kind: 'string', enum: ['ACCPAYCREDIT', 'ACCRECCREDIT'], required: true, immutable: true },
    Contact: { kind: 'object' },
    Date: day(),
    DueDate: day(),
    Status: { kind: 'string', enum: ['DRAFT', 'SUBMITTED', 'DELETED', 'AUTHORISED', 'PAID', 'VOIDED'], default: 'DRAFT' },
    LineAmountTypes: { kind: 'string', enum: ['Exclusive', 'Inclusive', 'NoTax'] },
    LineItems: { kind: 'array', default: [] },
    SubTotal: computed,
    TotalTax: computed,
    Total: computed,
    UpdatedDateUTC: updatedAt,
    CurrencyCode: text(3),
    CurrencyRate: { kind: 'number' },
    id: guid('CreditNoteID'),
    CreditNoteNumber: text(255),
    Reference: text(),
    SentToContact: { kind: 'boolean', readOnly: true },
    RemainingCredit: computed,
    FullyPaidOnDate: { kind: 'time', readOnly: true, format: (value) => msDate(value as number) },
    BrandingThemeID: text(),
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  events: { created: 'CREDITNOTE.CREATE', updated: 'CREDITNOTE.UPDATE' },
  hooks: {
    beforeCreate(record, ctx) {
      checkMove(undefined, String(record.Status), 'Credit note');
      if (record.Contact === undefined) throw fail.validation('A Contact must be specified for this type of transaction');
      record.Date ??= Math.floor(ctx.now / 86_400_000) * 86_400_000;
      assignDocumentNumber(ctx, record, NUMBERING);
      Object.assign(record, computeDocument(ctx, record, undefined, rulesFor(record)), { Allocations: [] });
      refreshRemaining(ctx, record);
      settleBooks(ctx, record, undefined);
    },
    beforeUpdate(record, changes, ctx) {
      checkEditable(record, changes, 'Credit note');
      if (changes.Status !== undefined) {
        if (changes.Status === 'VOIDED' && (dec(record.RemainingCredit) ?? ZERO) !== (dec(record.Total) ?? ZERO)) throw fail.validation('Credit note cannot be voided while it is allocated or refunded');
        checkMove({ ...record, AmountPaid: 0, AmountCredited: 0 }, String(changes.Status), 'Credit note');
      }
      const next = { ...record, ...changes };
      const renumbered = changes.CreditNoteNumber !== undefined && changes.CreditNoteNumber !== record.CreditNoteNumber;
      if (renumbered) assignDocumentNumber(ctx, next, NUMBERING);
      if (Object.keys(changes).some((key) => key !== 'Status') || next.Status === 'AUTHORISED') Object.assign(changes, computeDocument(ctx, next, record, rulesFor(next)));
      refuseLockedChange(ctx.account, record, next);
      return renumbered ? { ...changes, CreditNoteNumber: next.CreditNoteNumber } : changes;
    },
    // The books settle on the record as it now is.
    afterUpdate(record, previous, ctx) {
      refreshRemaining(ctx, record);
      settleBooks(ctx, record, previous);
    },
    present(wire, record, ctx) {
      const out = presentDocument(wire, record, ctx, { collection: 'CreditNotes', omitLinesInWholeList: true, dates: ['Date', 'DueDate'] });
      const allocations = ((record.Allocations ?? []) as Array<Record<string, unknown>>).filter((allocation) => allocation.IsDeleted !== true);
      const refunds = ctx.tenant.table('payments').all().filter((payment) => payment.DocumentID === record.id && payment.Status !== 'DELETED');
      return {
        ...out,
        Allocations: allocations.map((allocation) => ({
          AllocationID: allocation.AllocationID,
          Amount: allocation.Amount,
          Date: msDate(allocation.Date as number),
          Invoice: { InvoiceID: allocation.InvoiceID, InvoiceNumber: ctx.tenant.table('invoices').get(String(allocation.InvoiceID))?.InvoiceNumber ?? '' },
        })),
        Payments: refunds.map(paymentSummary),
        AppliedAmount: num(allocations.reduce((total, allocation) => total + (dec(allocation.Amount) ?? ZERO), ZERO)),
        HasErrors: false,
      };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({
  typeName: 'CreditNote',
  resource: () => creditNotes,
  dialect: () => xeroDialect,
  extraFields: ['Allocations', 'Payments', 'AppliedAmount', 'HasAttachments', 'HasErrors'],
});
