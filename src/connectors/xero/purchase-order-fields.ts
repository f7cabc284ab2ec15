/**
 * Purchase orders ← Xero's purchase orders (/PurchaseOrders). Nothing is
 * posted to the ledger by an order. Xero's SUBMITTED and AUTHORISED are
 * both open; open is written AUTHORISED.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { PurchaseOrder as PurchaseOrderModel } from '../../unified/accounting/purchase-orders.js';
import { fieldTable } from '../kit/index.js';
import { taxInclusiveRule, type XeroDocument } from './documents.js';
import { contactOf, currencyCode, dayAt, instantAt, linesAt, moneyAt, numberAt, put, textAt } from './field-rules.js';

type PurchaseOrder = Static<typeof PurchaseOrderModel>;

export interface XeroPurchaseOrder extends XeroDocument {
  PurchaseOrderID: string;
  PurchaseOrderNumber?: string;
  DeliveryDate?: string;
  ExpectedArrivalDate?: string;
  BrandingThemeID?: string;
  DeliveryInstructions?: string;
}

const STATUSES: Readonly<Record<string, PurchaseOrder['status']>> = { DRAFT: 'draft', SUBMITTED: 'open', AUTHORISED: 'open', BILLED: 'billed', DELETED: 'deleted' };
const XERO_STATUSES: Readonly<Record<string, string>> = { draft: 'DRAFT', open: 'AUTHORISED', billed: 'BILLED', closed: 'BILLED', deleted: 'DELETED' };
function xeroStatus(status: string): string {
  const mapped = XERO_STATUSES[status];
  if (!mapped) throw new ApiError('RequestValidationError', { message: 'Xero\'s purchase orders are draft, open or billed', detail: { status: 'one of draft, open, billed' } });
  return mapped;
}

export const purchaseOrderFields = fieldTable<PurchaseOrder, XeroPurchaseOrder>({
  id: { at: 'PurchaseOrderID', write: false },
  po_number: textAt('PurchaseOrderNumber'),
  display_id: { ...textAt('PurchaseOrderNumber'), write: (number, record) => (record.po_number != null ? {} : put('PurchaseOrderNumber')(number)) },
  reference: textAt('Reference'),
  supplier: contactOf(),
  status: { read: (order) => STATUSES[order.Status ?? ''] ?? 'other', write: (status) => (status ? { Status: xeroStatus(status) } : {}) },
  issued_date: dayAt('Date'),
  delivery_date: dayAt('DeliveryDate'),
  expected_arrival_date: dayAt('ExpectedArrivalDate'),
  currency: currencyCode,
  currency_rate: numberAt('CurrencyRate'),
  tax_inclusive: taxInclusiveRule,
  sub_total: moneyAt('SubTotal'),
  total_tax: moneyAt('TotalTax'),
  total: moneyAt('Total'),
  line_items: linesAt({ item: 'sales_item', account: 'other' }),
  template_id: textAt('BrandingThemeID'),
  notes: textAt('DeliveryInstructions'),
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});
