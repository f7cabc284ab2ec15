/**
 * Quotes (GET, PUT, POST /Quotes; GET and POST /Quotes/{QuoteID}): offers to
 * customers, with line items and totals like a sales invoice's (discounts
 * included) and nothing posted. Numbers are generated ("QU-0001") and
 * unique; a quote moves DRAFT → SENT → ACCEPTED or DECLINED, an accepted one
 * to INVOICED, and is DELETED rather than removed. The list pages (100 a
 * page, no pageSize) and filters by `ContactID`, `Status`, `QuoteNumber` and
 * date ranges of its date and expiry date; it takes no `where`.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { parseXeroDay } from './dates.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { computeDocument, presentDocument } from './documents.js';
import { computed, day, guid, normalId, realEdits, text, updatedAt } from './fields.js';
import { assignDocumentNumber, type Numbering } from './numbering.js';
import { pagePaging } from './paging.js';
import { xeroQuery } from './query.js';

const NUMBERING: Numbering = { table: 'quotes', field: 'QuoteNumber', prefix: 'QU', clash: 'Quote # must be unique.' };
const STATUSES = ['DRAFT', 'SENT', 'DECLINED', 'ACCEPTED', 'INVOICED', 'DELETED'] as const;
const MOVES: Readonly<Record<string, readonly string[]>> = {
  DRAFT: ['SENT', 'DELETED'],
  SENT: ['DRAFT', 'ACCEPTED', 'DECLINED', 'DELETED'],
  ACCEPTED: ['SENT', 'INVOICED', 'DELETED'],
  DECLINED: ['SENT', 'DELETED'],
  INVOICED: [],
};

function onOrAfter(field: string, after: boolean) {
  return (record: StoredRecord, value: string) => {
    const bound = parseXeroDay(value);
    if (bound === undefined) throw fail.validation(`'${value}' is not a valid date`, { xeroType: 'QueryParseException' });
    const date = record[field];
    return typeof date === 'number' && (after ? date >= bound : date <= bound);
  };
}

const rules = { side: 'sales' as const, discounts: true, accountsRequired: false };
const TITLE: Readonly<Record<string, string>> = { EXCLUSIVE: 'Exclusive', INCLUSIVE: 'Inclusive', NOTAX: 'NoTax' };

/** The document rules read Exclusive/Inclusive/NoTax; a quote writes them in capitals. */
function computeQuote(ctx: Parameters<typeof computeDocument>[0], next: StoredRecord, previous: StoredRecord | undefined): Record<string, unknown> {
  const lineAmountTypes = typeof next.LineAmountTypes === 'string' ? TITLE[next.LineAmountTypes] : undefined;
  const computed = computeDocument(ctx, { ...next, LineAmountTypes: lineAmountTypes }, previous, rules);
  return { ...computed, LineAmountTypes: String(computed.LineAmountTypes).toUpperCase() };
}

export const quotes = defineResource<XeroOrganisation>({
  name: 'quotes',
  labels: { list: 'Quotes' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/Quotes`,
    list: `GET ${API_BASE}/Quotes`,
    create: `PUT ${API_BASE}/Quotes`,
    get: `GET ${API_BASE}/Quotes/:QuoteID`,
    update: `POST ${API_BASE}/Quotes/:QuoteID`,
  },
  idParam: 'QuoteID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: pagePaging({ pageSize: false }),
  fields: {
    id: guid('QuoteID'),
    QuoteNumber: text(255),
    Reference: text(4000),
    Terms: text(4000),
    Contact: { kind: 'object', required: true },
    LineItems: { kind: 'array', default: [] },
    Date: day({ required: true }),
    ExpiryDate: day(),
    Status: { kind: 'string', enum: STATUSES, default: 'DRAFT' },
    CurrencyCode: text(3),
    CurrencyRate: { kind: 'number' },
    SubTotal: computed,
    TotalTax: computed,
    Total: computed,
    TotalDiscount: computed,
    Title: text(100),
    Summary: text(3000),
    BrandingThemeID: text(),
    UpdatedDateUTC: updatedAt,
    // Quotes spell these in capitals (QuoteLineAmountTypes), unlike every other document.
    LineAmountTypes: { kind: 'string', enum: ['EXCLUSIVE', 'INCLUSIVE', 'NOTAX'] },
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  filters: {
    ContactID: (record, value) => (record.Contact as { ContactID?: string } | undefined)?.ContactID === normalId(value),
    Status: (record, value) => record.Status === value,
    QuoteNumber: (record, value) => record.QuoteNumber === value,
    DateFrom: onOrAfter('Date', true),
    DateTo: onOrAfter('Date', false),
    ExpiryDateFrom: onOrAfter('ExpiryDate', true),
    ExpiryDateTo: onOrAfter('ExpiryDate', false),
  },
  hooks: {
    beforeCreate(record, ctx) {
      if (record.Status !== 'DRAFT' && record.Status !== 'SENT') throw fail.validation('A quote is created DRAFT or SENT');
      assignDocumentNumber(ctx, record, NUMBERING);
      Object.assign(record, computeQuote(ctx, record, undefined));
    },
    beforeUpdate(record, changes, ctx) {
      const from = String(record.Status);
      const to = String(changes.Status ?? from);
      if (to !== from && !(MOVES[from] ?? []).includes(to)) throw fail.validation(`Quote status cannot be changed from ${from} to ${to}`);
      if ((from === 'INVOICED' || from === 'DELETED') && realEdits(record, changes).length > 0) throw fail.validation(`This quote cannot be edited as it is ${from.toLowerCase()}`);
      const next = { ...record, ...changes };
      if (changes.QuoteNumber !== undefined && changes.QuoteNumber !== record.QuoteNumber) {
        assignDocumentNumber(ctx, next, NUMBERING);
        changes.QuoteNumber = next.QuoteNumber;
      }
      if (Object.keys(changes).some((key) => key !== 'Status')) Object.assign(changes, computeQuote(ctx, next, record));
    },
    present: (wire, record, ctx) => presentDocument(wire, record, ctx, { collection: 'Quotes', omitLinesInWholeList: false, dates: ['Date', 'ExpiryDate'] }),
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'Quote', resource: () => quotes, dialect: () => xeroDialect, where: false });
