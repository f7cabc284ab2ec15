/**
 * Invoice items ← Xero's items (/Items), the products and services lines
 * name by Code. Prices are in the organisation's base currency: the table
 * reads them with it (the collection's context), and the collection writes
 * them in it (invoice-items.ts).
 */
import type { Static } from 'typebox';
import type { InvoiceItem as InvoiceItemModel } from '../../unified/accounting/invoice-items.js';
import { fieldTable } from '../kit/index.js';
import { computed, instantAt, textAt } from './field-rules.js';
import { decimal, minor, text } from './values.js';

type InvoiceItem = Static<typeof InvoiceItemModel>;

export interface Details { UnitPrice?: number; AccountCode?: string; TaxType?: string }
export interface XeroItem {
  ItemID: string;
  Code?: string;
  Name?: string;
  Description?: string;
  PurchaseDescription?: string;
  IsSold?: boolean;
  IsPurchased?: boolean;
  IsTrackedAsInventory?: boolean;
  InventoryAssetAccountCode?: string;
  QuantityOnHand?: number;
  SalesDetails?: Details;
  PurchaseDetails?: Details;
  UpdatedDateUTC?: string;
}
const details = (value: Details | undefined, currency: string) =>
  value ? { unit_price: minor(value.UnitPrice, currency), ...(value.TaxType ? { tax_rate: { id: value.TaxType, code: value.TaxType } } : {}) } : undefined;

/** Prices are written by the collection, in the base currency. */
const priced = computed;

export const invoiceItemFields = fieldTable<InvoiceItem, XeroItem, string>({
  id: { at: 'ItemID', write: false },
  code: { read: (item) => text(item.Code), write: (code) => (code ? { Code: code } : {}) },
  display_id: { read: (item) => text(item.Code), write: (code, record) => (record.code || !code ? {} : { Code: code }) },
  name: textAt('Name'),
  description: textAt('Description'),
  sold: { read: (item) => item.IsSold ?? item.SalesDetails !== undefined, ...computed },
  purchased: { read: (item) => item.IsPurchased ?? item.PurchaseDetails !== undefined, ...computed },
  tracked: { read: (item) => item.IsTrackedAsInventory === true, ...computed },
  quantity: { read: (item) => item.QuantityOnHand ?? null, ...computed },
  unit_price: { read: (item, currency) => minor(item.SalesDetails?.UnitPrice, currency), ...priced },
  currency: { read: (_item, currency) => currency as InvoiceItem['currency'], ...computed },
  sales_details: { read: (item, currency) => details(item.SalesDetails, currency), ...priced },
  purchase_details: { read: (item, currency) => details(item.PurchaseDetails, currency), ...priced },
  income_account: { read: (item) => (item.SalesDetails?.AccountCode ? { code: item.SalesDetails.AccountCode } : undefined), ...priced },
  expense_account: { read: (item) => (item.PurchaseDetails?.AccountCode ? { code: item.PurchaseDetails.AccountCode } : undefined), ...priced },
  asset_account: { read: (item) => (item.InventoryAssetAccountCode ? { code: item.InventoryAssetAccountCode } : undefined), write: (account) => (account?.code ? { InventoryAssetAccountCode: account.code } : {}) },
  active: { read: () => true, ...computed },
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});

/** The sales and purchase details of a write, prices in `currency`. */
export function detailsOf(record: Partial<InvoiceItem>, currency: string): Partial<XeroItem> {
  const sales = toDetails(record.sales_details, record.income_account, record.unit_price, currency);
  const purchase = toDetails(record.purchase_details, record.expense_account, undefined, currency);
  return { ...(sales ? { SalesDetails: sales } : {}), ...(purchase ? { PurchaseDetails: purchase } : {}) };
}

function toDetails(side: InvoiceItem['sales_details'], account: { code?: string | null } | null | undefined, fallbackPrice: number | null | undefined, currency: string): Details | undefined {
  const price = decimal(side?.unit_price ?? fallbackPrice, currency);
  const taxType = side?.tax_rate?.id ?? side?.tax_rate?.code;
  if (price === undefined && !taxType && !account?.code) return undefined;
  return { ...(price !== undefined ? { UnitPrice: price } : {}), ...(account?.code ? { AccountCode: account.code } : {}), ...(taxType ? { TaxType: taxType } : {}) };
}

