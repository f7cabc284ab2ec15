/**
 * Purchase orders ← Xero's purchase orders (/PurchaseOrders: GET, PUT, POST;
 * GET and POST /PurchaseOrders/{PurchaseOrderID}). Nothing is posted to the
 * ledger by an order.
 *
 *   PurchaseOrderID → id · PurchaseOrderNumber ↔ po_number, display_id · Reference ↔ reference
 *   Contact ↔ supplier · Status ↔ status (DRAFT ↔ draft; SUBMITTED, AUTHORISED → open,
 *   open → AUTHORISED; BILLED ↔ billed) · Date ↔ issued_date · DeliveryDate ↔ delivery_date
 *   ExpectedArrivalDate ↔ expected_arrival_date · CurrencyCode, CurrencyRate ↔ currency, currency_rate
 *   LineAmountTypes ↔ tax_inclusive · SubTotal, TotalTax, Total → sub_total, total_tax, total
 *   LineItems ↔ line_items · BrandingThemeID ↔ template_id · DeliveryInstructions ↔ notes
 *
 * A delete sets Status DELETED (a deleted order is 404). Xero's order list
 * takes no `where`: filter updated_since only (If-Modified-Since); sort: updated_at.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { PurchaseOrder as PurchaseOrderModel, purchaseOrders } from '../../unified/accounting/purchase-orders.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { lineAmountTypesOf, taxInclusive } from './documents.js';
import { fromXeroLine, toXeroLine, type UnifiedLine, type XeroLineItem } from './line-items.js';
import { pagedList } from './list.js';
import { currencyOf } from './organisation.js';
import { isoDay, isoInstant, minor, text, xeroDay } from './values.js';
import { modifiedSince } from './where.js';

type PurchaseOrder = Static<typeof PurchaseOrderModel>;

interface XeroPurchaseOrder {
  PurchaseOrderID: string;
  PurchaseOrderNumber?: string;
  Reference?: string;
  Contact?: { ContactID?: string; Name?: string };
  Status?: string;
  Date?: string;
  DeliveryDate?: string;
  ExpectedArrivalDate?: string;
  CurrencyCode?: string;
  CurrencyRate?: number;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems?: XeroLineItem[];
  SubTotal?: number;
  TotalTax?: number;
  Total?: number;
  BrandingThemeID?: string;
  DeliveryInstructions?: string;
  UpdatedDateUTC?: string;
}

const STATUSES: Readonly<Record<string, PurchaseOrder['status']>> = { DRAFT: 'draft', SUBMITTED: 'open', AUTHORISED: 'open', BILLED: 'billed', DELETED: 'deleted' };
const XERO_STATUSES: Readonly<Record<string, string>> = { draft: 'DRAFT', open: 'AUTHORISED', billed: 'BILLED', closed: 'BILLED', deleted: 'DELETED' };
const currency = (order: XeroPurchaseOrder) => order.CurrencyCode ?? null;

export const fromXeroPurchaseOrder = mapFields<XeroPurchaseOrder, PurchaseOrder>({
  id: (order) => order.PurchaseOrderID,
  po_number: (order) => text(order.PurchaseOrderNumber),
  display_id: (order) => text(order.PurchaseOrderNumber),
  reference: (order) => text(order.Reference),
  supplier: (order) => (order.Contact?.ContactID ? { id: order.Contact.ContactID, display_name: order.Contact.Name ?? null } : null),
  status: (order) => STATUSES[order.Status ?? ''] ?? 'other',
  issued_date: (order) => isoDay(order.Date),
  delivery_date: (order) => isoDay(order.DeliveryDate),
  expected_arrival_date: (order) => isoDay(order.ExpectedArrivalDate),
  currency: (order) => (currency(order) as PurchaseOrder['currency']) ?? null,
  currency_rate: (order) => order.CurrencyRate ?? null,
  tax_inclusive: (order) => taxInclusive(order.LineAmountTypes),
  sub_total: (order) => minor(order.SubTotal, currency(order)),
  total_tax: (order) => minor(order.TotalTax, currency(order)),
  total: (order) => minor(order.Total, currency(order)),
  line_items: (order) => (order.LineItems ?? []).map((line, index) => fromXeroLine(line, index, currency(order), { item: 'sales_item', account: 'other' })) as PurchaseOrder['line_items'],
  template_id: (order) => text(order.BrandingThemeID),
  notes: (order) => text(order.DeliveryInstructions),
  updated_at: (order) => isoInstant(order.UpdatedDateUTC),
});

function toXeroPurchaseOrder(record: Partial<PurchaseOrder>, code: string): Partial<XeroPurchaseOrder> {
  const out: Partial<XeroPurchaseOrder> = {};
  if (record.supplier?.id) out.Contact = { ContactID: record.supplier.id };
  const number = record.po_number ?? record.display_id;
  if (number != null) out.PurchaseOrderNumber = number;
  if (record.reference != null) out.Reference = record.reference;
  if (record.status) {
    const status = XERO_STATUSES[record.status];
    if (!status) throw new ApiError('RequestValidationError', { message: 'Xero\'s purchase orders are draft, open or billed', detail: { status: 'one of draft, open, billed' } });
    out.Status = status;
  }
  for (const [field, value] of [['Date', record.issued_date], ['DeliveryDate', record.delivery_date], ['ExpectedArrivalDate', record.expected_arrival_date]] as const) {
    const day = xeroDay(value);
    if (day) out[field] = day;
  }
  if (record.currency) out.CurrencyCode = record.currency;
  if (record.currency_rate != null) out.CurrencyRate = record.currency_rate;
  const amounts = lineAmountTypesOf(record);
  if (amounts) out.LineAmountTypes = amounts;
  if (record.line_items) out.LineItems = record.line_items.map((line, index) => toXeroLine(line as UnifiedLine, index, code));
  if (record.template_id != null) out.BrandingThemeID = record.template_id;
  if (record.notes != null) out.DeliveryInstructions = record.notes;
  return out;
}

async function read(ctx: ConnectorContext, id: string): Promise<XeroPurchaseOrder> {
  const order = await xeroOne<XeroPurchaseOrder>(ctx, 'PurchaseOrders', id, 'purchase order');
  if (order.Status === 'DELETED') throw entityNotFound('No Xero purchase order has this id', { id });
  return order;
}

const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroPurchaseOrder>) =>
  ({ id: firstOf<XeroPurchaseOrder>(await xero(ctx, { method, path, json: { PurchaseOrders: [fields] } }), 'PurchaseOrders').PurchaseOrderID });

export const xeroPurchaseOrders = implement(purchaseOrders, {
  downstream: { id: 'PurchaseOrders', name: 'PurchaseOrders' },
  mapper: fromXeroPurchaseOrder,
  list: pagedList<XeroPurchaseOrder, PurchaseOrder>({
    collection: 'PurchaseOrders',
    filters: ['updated_since'],
    sort: { updated_at: 'UpdatedDateUTC' },
    map: fromXeroPurchaseOrder,
    keep: (order) => order.Status !== 'DELETED',
    request: ({ filter }) => ({ modifiedSince: modifiedSince(filter.updated_since) }),
  }),
  one: async (ctx, { id }) => fromXeroPurchaseOrder(await read(ctx, id)),
  add: async (ctx, { record }) => save(ctx, 'PurchaseOrders', 'PUT', toXeroPurchaseOrder(record, await currencyOf(ctx, record.currency))),
  update: async (ctx, { id, record }) => {
    const current = await read(ctx, id);
    return save(ctx, `PurchaseOrders/${current.PurchaseOrderID}`, 'POST', toXeroPurchaseOrder(record, record.currency ?? current.CurrencyCode ?? (await currencyOf(ctx, undefined))));
  },
  delete: async (ctx, { id }) => save(ctx, `PurchaseOrders/${(await read(ctx, id)).PurchaseOrderID}`, 'POST', { Status: 'DELETED' }),
});
