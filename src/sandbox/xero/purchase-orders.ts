/**
 * Purchase orders (GET, PUT, POST /PurchaseOrders; GET and POST
 * /PurchaseOrders/{PurchaseOrderID}, GET by PurchaseOrderNumber too): orders
 * to suppliers, with line items and totals like a bill's but nothing posted
 * to the ledger. Numbers are generated ("PO-0001") and unique. The list
 * pages, filters by `Status`, `DateFrom` and `DateTo`, orders by `order`,
 * and takes no `where`.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { parseXeroDay } from './dates.js';
import { xeroDialect, API_BASE } from './dialect.js';
import { computeDocument, presentDocument } from './documents.js';
import { computed, day, guid, normalId, realEdits, text, updatedAt } from './fields.js';
import { assignDocumentNumber, type Numbering } from './numbering.js';
import { xeroQuery } from './query.js';

const NUMBERING: Numbering = { table: 'purchaseOrders', field: 'PurchaseOrderNumber', prefix: 'PO', clash: 'Purchase Order # must be unique.' };
const MOVES: Readonly<Record<string, readonly string[]>> = {
  DRAFT: ['SUBMITTED', 'AUTHORISED', 'DELETED'],
  SUBMITTED: ['DRAFT', 'AUTHORISED', 'DELETED'],
  AUTHORISED: ['BILLED', 'DELETED'],
  BILLED: ['AUTHORISED'],
};

function dayFilter(compare: (date: number, bound: number) => boolean) {
  return (record: StoredRecord, value: string) => {
    const bound = parseXeroDay(value);
    if (bound === undefined) throw fail.validation(`'${value}' is not a valid date`, { xeroType: 'QueryParseException' });
    return typeof record.Date === 'number' && compare(record.Date, bound);
  };
}

const rules = (next: StoredRecord) => ({ side: 'purchases' as const, discounts: false, accountsRequired: next.Status !== 'DRAFT' });

export const purchaseOrders = defineResource<XeroOrganisation>({
  name: 'purchaseOrders',
  labels: { list: 'PurchaseOrders' },
  routes: {
    // Xero's "update or create": a body naming an existing record's id updates it.
    upsert: `POST ${API_BASE}/PurchaseOrders`,
    list: `GET ${API_BASE}/PurchaseOrders`,
    create: `PUT ${API_BASE}/PurchaseOrders`,
    get: `GET ${API_BASE}/PurchaseOrders/:PurchaseOrderID`,
    update: `POST ${API_BASE}/PurchaseOrders/:PurchaseOrderID`,
  },
  idParam: 'PurchaseOrderID',
  lookup: (named, ctx) => ctx.tenant.table('purchaseOrders').get(normalId(named))?.id ?? ctx.tenant.table('purchaseOrders').all().find((order) => order.PurchaseOrderNumber === named)?.id,
  newId: (ctx) => ctx.faker.string.uuid(),
  fields: {
    Contact: { kind: 'object' },
    LineItems: { kind: 'array', default: [] },
    Date: day(),
    DeliveryDate: day(),
    LineAmountTypes: { kind: 'string', enum: ['Exclusive', 'Inclusive', 'NoTax'] },
    PurchaseOrderNumber: text(255),
    Reference: text(255),
    BrandingThemeID: text(),
    CurrencyCode: text(3),
    Status: { kind: 'string', enum: ['DRAFT', 'SUBMITTED', 'AUTHORISED', 'BILLED', 'DELETED'], default: 'DRAFT' },
    SentToContact: { kind: 'boolean' },
    DeliveryAddress: text(),
    AttentionTo: text(),
    Telephone: text(),
    DeliveryInstructions: text(),
    ExpectedArrivalDate: day(),
    id: guid('PurchaseOrderID'),
    CurrencyRate: { kind: 'number' },
    SubTotal: computed,
    TotalTax: computed,
    Total: computed,
    TotalDiscount: computed,
    UpdatedDateUTC: updatedAt,
  },
  timestamps: { updated: 'UpdatedDateUTC' },
  filters: {
    Status: (record, value) => record.Status === value,
    DateFrom: dayFilter((date, bound) => date >= bound),
    DateTo: dayFilter((date, bound) => date <= bound),
  },
  hooks: {
    beforeCreate(record, ctx) {
      if (!['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(String(record.Status))) throw fail.validation('A purchase order is created DRAFT, SUBMITTED or AUTHORISED');
      if (record.Contact === undefined) throw fail.validation('A Contact must be specified for this type of transaction');
      record.Date ??= Math.floor(ctx.now / 86_400_000) * 86_400_000;
      assignDocumentNumber(ctx, record, NUMBERING);
      Object.assign(record, computeDocument(ctx, record, undefined, rules(record)));
    },
    beforeUpdate(record, changes, ctx) {
      const from = String(record.Status);
      const to = String(changes.Status ?? from);
      if (to !== from && !(MOVES[from] ?? []).includes(to)) throw fail.validation(`Purchase order status cannot be changed from ${from} to ${to}`);
      if ((from === 'BILLED' || from === 'DELETED') && realEdits(record, changes).length > 0) throw fail.validation(`This purchase order cannot be edited as it is ${from.toLowerCase()}`);
      const next = { ...record, ...changes };
      if (changes.PurchaseOrderNumber !== undefined && changes.PurchaseOrderNumber !== record.PurchaseOrderNumber) {
        assignDocumentNumber(ctx, next, NUMBERING);
        changes.PurchaseOrderNumber = next.PurchaseOrderNumber;
      }
      if (Object.keys(changes).some((key) => key !== 'Status')) Object.assign(changes, computeDocument(ctx, next, record, rules(next)));
    },
    present: (wire, record, ctx) => presentDocument(wire, record, ctx, { collection: 'PurchaseOrders', omitLinesInWholeList: false, dates: ['Date', 'DeliveryDate'] }),
    select: (records, ctx) => query(records, ctx),
  },
});

const query = xeroQuery({ typeName: 'PurchaseOrder', resource: () => purchaseOrders, dialect: () => xeroDialect, where: false, extraFields: ['HasAttachments'] });
