/**
 * Invoices (GET, PUT, POST /Invoices; GET and POST /Invoices/{InvoiceID}):
 * sales invoices (Type ACCREC) and bills (ACCPAY) are one entity in Xero.
 * PUT creates, POST updates; there is no DELETE: a draft or submitted
 * invoice is deleted, and an authorised one voided, by POSTing that Status.
 * An invoice may be fetched by its InvoiceNumber as well as its id.
 *
 * ACCREC numbers are unique and generated ("INV-0001") when none is sent;
 * bills may share numbers. Totals come from the lines (line-items.ts),
 * AmountDue from payments and credits (invoice-status.ts), and the ledger
 * follows every status move. Lists filter by `IDs`, `InvoiceNumbers`,
 * `ContactIDs`, `Statuses`, `searchTerm`, `where` and If-Modified-Since.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { computeDocument, presentDocument } from './documents.js';
import { computed, day, guid, normalId, text, updatedAt } from './fields.js';
import { checkEditable, checkMove, refreshDue, settleBooks } from './invoice-status.js';
import { invoiceAllocations } from './allocations-view.js';
import { refuseLockedChange } from './lock-dates.js';
import { assignDocumentNumber, type Numbering } from './numbering.js';
import { listFilter, xeroQuery } from './query.js';

const TYPES = ['ACCREC', 'ACCPAY'] as const;
const STATUSES = ['DRAFT', 'SUBMITTED', 'AUTHORISED', 'PAID', 'VOIDED', 'DELETED'] as const;

function noun(record: StoredRecord): string {
  return record.Type === 'ACCPAY' ? 'Bill' : 'Invoice';
}

const NUMBERING: Numbering = { table: 'invoices', field: 'InvoiceNumber', prefix: 'INV', clash: 'Invoice # must be unique.', applies: (record) => record.Type === 'ACCREC' };

function rulesFor(next: StoredRecord) {
  return { side: next.Type === 'ACCPAY' ? ('purchases' as const) : ('sales' as const), discounts: next.Type === 'ACCREC', accountsRequired: next.Status !== 'DRAFT' };
}

export const invoices = defineResource<XeroOrganisation>({
  name: 'invoices',
  labels: { list: 'Invoices' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/Invoices`,
    list: `GET ${API_BASE}/Invoices`,
    create: `PUT ${API_BASE}/Invoices`,
    get: `GET ${API_BASE}/Invoices/:InvoiceID`,
    update: `POST ${API_BASE}/Invoices/:InvoiceID`,
  },
  idParam: 'InvoiceID',
  lookup: (named, ctx) => ctx.tenant.table('invoices').get(normalId(named))?.id ?? ctx.tenant.table('invoices').all().find((invoice) => invoice.InvoiceNumber === named)?.id,
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    Type: { kind: 'string', enum: TYPES, required: true, immutable: true },
    Contact: { kind: 'object' },
    LineItems: { kind: 'array', default: [] },
    Date: day(),
    DueDate: day({ nullable: false }),
    LineAmountTypes: { kind: 'string', enum: ['Exclusive', 'Inclusive', 'NoTax'] },
    InvoiceNumber: text(255),
    Reference: text(),
    BrandingThemeID: text(),
    Url: text(),
    CurrencyCode: text(3),
    CurrencyRate: { kind: 'number' },
    Status: { kind: 'string', enum: STATUSES, default: 'DRAFT' },
    SentToContact: { kind: 'boolean' },
    ExpectedPaymentDate: day(),
    PlannedPaymentDate: day(),
    SubTotal: computed,
    TotalTax: computed,
    Total: computed,
    TotalDiscount: computed,
    id: guid('InvoiceID'),
    AmountDue: computed,
    AmountPaid: computed,
    AmountCredited: computed,
    FullyPaidOnDate: { kind: 'time', readOnly: true, format: (value) => xeroDialect.time(value as number) },
    UpdatedDateUTC: updatedAt,
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  filters: {
    IDs: listFilter((record) => record.id),
    InvoiceNumbers: listFilter((record) => record.InvoiceNumber, false),
    ContactIDs: listFilter((record) => (record.Contact as { ContactID?: string } | undefined)?.ContactID),
    Statuses: listFilter((record) => record.Status, false),
    searchTerm: (record, value) => [record.InvoiceNumber, record.Reference].some((field) => typeof field === 'string' && field.toLowerCase().includes(value.trim().toLowerCase())),
  },
  events: { created: 'INVOICE.CREATE', updated: 'INVOICE.UPDATE' },
  hooks: {
    beforeCreate(record, ctx) {
      checkMove(undefined, String(record.Status), noun(record));
      if (record.Contact === undefined) throw fail.validation('A Contact must be specified for this type of transaction', { element: { Type: record.Type } });
      record.Date ??= Math.floor(ctx.now / 86_400_000) * 86_400_000;
      assignDocumentNumber(ctx, record, NUMBERING);
      Object.assign(record, computeDocument(ctx, record, undefined, rulesFor(record)), { AmountPaid: 0, AmountCredited: 0 });
      refreshDue(record);
      settleBooks(ctx, record, undefined);
    },
    beforeUpdate(record, changes, ctx) {
      checkEditable(record, changes, noun(record));
      if (changes.Status !== undefined) checkMove(record, String(changes.Status), noun(record));
      const next = { ...record, ...changes };
      if (changes.InvoiceNumber !== undefined && changes.InvoiceNumber !== record.InvoiceNumber) {
        assignDocumentNumber(ctx, next, NUMBERING);
        changes.InvoiceNumber = next.InvoiceNumber;
      }
      if (Object.keys(changes).some((key) => key !== 'Status') || next.Status === 'AUTHORISED') {
        Object.assign(changes, computeDocument(ctx, next, record, rulesFor(next)));
      }
      refuseLockedChange(ctx.account, record, next);
      return changes;
    },
    // The books settle on the record as it now is.
    afterUpdate(record, previous, ctx) {
      refreshDue(record);
      settleBooks(ctx, record, previous);
    },
    present(wire, record, ctx) {
      const out = presentDocument(wire, record, ctx, { collection: 'Invoices', omitLinesInWholeList: true, dates: ['Date', 'DueDate'] });
      return { ...out, ...invoiceAllocations(ctx, record), IsDiscounted: (record.TotalDiscount as number | undefined ?? 0) !== 0, HasErrors: false };
    },
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({
  typeName: 'Invoice',
  resource: () => invoices,
  dialect: () => xeroDialect,
  extraFields: ['Payments', 'CreditNotes', 'Prepayments', 'Overpayments', 'HasAttachments', 'IsDiscounted', 'HasErrors', 'UpdatedDateUTCString'],
});
