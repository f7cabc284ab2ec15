/**
 * Invoice items ← Xero's items (/Items: GET, PUT, POST; GET, POST, DELETE
 * /Items/{ItemID}), the products and services lines name by Code. Xero
 * answers the list whole; prices are in the organisation's base currency,
 * which is read from the organisation to write them in minor units.
 *
 *   ItemID → id · Code ↔ code, display_id · Name ↔ name · Description ↔ description
 *   IsSold, IsPurchased → sold, purchased · IsTrackedAsInventory ↔ tracked · QuantityOnHand → quantity
 *   SalesDetails ↔ sales_details, unit_price, income_account · PurchaseDetails ↔
 *   purchase_details, expense_account · InventoryAssetAccountCode ↔ asset_account
 *
 * Filters: updated_since (If-Modified-Since), ids, name, transaction_type
 * (sale: sold and not purchased, purchase: the other way round). Sort: updated_at.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { InvoiceItem as InvoiceItemModel, invoiceItems } from '../../unified/accounting/invoice-items.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { firstOf, xero, xeroOne } from './api.js';
import { UNIT_DP } from './documents.js';
import { wholeCollection, wholeList } from './list.js';
import { currencyOf } from './organisation.js';
import { decimal, isoInstant, minor, text } from './values.js';
import { anyOf, equals, equalsGuid, modifiedSince } from './where.js';

type InvoiceItem = Static<typeof InvoiceItemModel>;

interface Details { UnitPrice?: number; AccountCode?: string; TaxType?: string }
interface XeroItem {
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
/** An item with the base currency its prices are in. */
type Priced = XeroItem & { currency: string };

const details = (value: Details | undefined, currency: string) =>
  value ? { unit_price: minor(value.UnitPrice, currency), ...(value.TaxType ? { tax_rate: { id: value.TaxType, code: value.TaxType } } : {}) } : undefined;

export const fromXeroItem = mapFields<Priced, InvoiceItem>({
  id: (item) => item.ItemID,
  code: (item) => text(item.Code),
  display_id: (item) => text(item.Code),
  name: (item) => text(item.Name),
  description: (item) => text(item.Description),
  sold: (item) => item.IsSold ?? item.SalesDetails !== undefined,
  purchased: (item) => item.IsPurchased ?? item.PurchaseDetails !== undefined,
  tracked: (item) => item.IsTrackedAsInventory === true,
  quantity: (item) => item.QuantityOnHand ?? null,
  unit_price: (item) => minor(item.SalesDetails?.UnitPrice, item.currency),
  currency: (item) => item.currency as InvoiceItem['currency'],
  sales_details: (item) => details(item.SalesDetails, item.currency),
  purchase_details: (item) => details(item.PurchaseDetails, item.currency),
  income_account: (item) => (item.SalesDetails?.AccountCode ? { code: item.SalesDetails.AccountCode } : undefined),
  expense_account: (item) => (item.PurchaseDetails?.AccountCode ? { code: item.PurchaseDetails.AccountCode } : undefined),
  asset_account: (item) => (item.InventoryAssetAccountCode ? { code: item.InventoryAssetAccountCode } : undefined),
  active: () => true,
  updated_at: (item) => isoInstant(item.UpdatedDateUTC),
});

function toDetails(side: InvoiceItem['sales_details'], account: { code?: string | null } | null | undefined, fallbackPrice: number | null | undefined, currency: string): Details | undefined {
  const price = decimal(side?.unit_price ?? fallbackPrice, currency);
  const taxType = side?.tax_rate?.id ?? side?.tax_rate?.code;
  if (price === undefined && !taxType && !account?.code) return undefined;
  return { ...(price !== undefined ? { UnitPrice: price } : {}), ...(account?.code ? { AccountCode: account.code } : {}), ...(taxType ? { TaxType: taxType } : {}) };
}

function toXeroItem(record: Partial<InvoiceItem>, currency: string, creating: boolean): Partial<XeroItem> {
  const out: Partial<XeroItem> = {};
  const code = record.code ?? record.display_id;
  if (code) out.Code = code;
  else if (creating) throw new ApiError('RequestValidationError', { message: 'Xero needs a code for a new item', detail: { code: 'required' } });
  if (record.name != null) out.Name = record.name;
  if (record.description != null) out.Description = record.description;
  const sales = toDetails(record.sales_details, record.income_account, record.unit_price, currency);
  if (sales) out.SalesDetails = sales;
  const purchase = toDetails(record.purchase_details, record.expense_account, undefined, currency);
  if (purchase) out.PurchaseDetails = purchase;
  if (record.asset_account?.code) out.InventoryAssetAccountCode = record.asset_account.code;
  return out;
}

async function readItem(ctx: ConnectorContext, id: string): Promise<Priced> {
  const [item, currency] = await Promise.all([xeroOne<XeroItem>(ctx, 'Items', id, 'item', UNIT_DP), currencyOf(ctx, undefined)]);
  return { ...item, currency };
}

const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Partial<XeroItem>) =>
  ({ id: firstOf<XeroItem>(await xero(ctx, { method, path, query: UNIT_DP, json: { Items: [fields] } }), 'Items').ItemID });

export const xeroInvoiceItems = implement(invoiceItems, {
  downstream: { id: 'Items', name: 'Items' },
  mapper: fromXeroItem,
  list: wholeList<Priced, InvoiceItem>({
    filters: ['updated_since', 'ids', 'name', 'transaction_type'],
    sort: { updated_at: 'UpdatedDateUTC' },
    map: fromXeroItem,
    async fetch(ctx, { filter }, order) {
      const ids = typeof filter.ids === 'string' ? filter.ids.split(',').map((id) => id.trim()).filter(Boolean) : [];
      const [items, currency] = await Promise.all([
        wholeCollection<XeroItem>(ctx, 'Items', {
          where: [
            ids.length > 0 ? anyOf(ids.map((id) => equalsGuid('ItemID', id, 'ids'))) : undefined,
            filter.name !== undefined ? equals('Name', filter.name) : undefined,
            // One side only: an item both sold and purchased is on neither.
            filter.transaction_type === 'sale' ? 'IsSold==true AND IsPurchased==false' : filter.transaction_type === 'purchase' ? 'IsPurchased==true AND IsSold==false' : undefined,
          ],
          query: UNIT_DP,
          modifiedSince: modifiedSince(filter.updated_since),
        }, order),
        currencyOf(ctx, undefined),
      ]);
      return items.map((item) => ({ ...item, currency }));
    },
  }),
  one: async (ctx, { id }) => fromXeroItem(await readItem(ctx, id)),
  add: async (ctx, { record }) => save(ctx, 'Items', 'PUT', toXeroItem(record, await currencyOf(ctx, record.currency), true)),
  update: async (ctx, { id, record }) => {
    const current = await readItem(ctx, id);
    return save(ctx, `Items/${current.ItemID}`, 'POST', { Code: current.Code, ...toXeroItem(record, record.currency ?? current.currency, false) });
  },
  delete: async (ctx, { id }) => {
    const current = await readItem(ctx, id);
    await xero(ctx, { method: 'DELETE', path: `Items/${current.ItemID}` });
    return { id: current.ItemID };
  },
});
