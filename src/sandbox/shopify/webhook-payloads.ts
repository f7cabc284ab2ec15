/**
 * A webhook's body: the record as Shopify's REST Admin API writes it
 * (snake_case, numeric `id`, `admin_graphql_api_id`, money as decimal
 * strings), trimmed to the fields a receiver reads; a `…/delete` topic
 * carries only the id, as Shopify's do.
 */
import type { PlatformEvent } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import { gid } from './ids.js';
import { decimalOf } from './money.js';
import { orderTotals, type StoredCustomer, type StoredOrder, type StoredProduct } from './records.js';

const GRAPHQL_TYPES: Readonly<Record<string, string>> = { orders: 'Order', products: 'Product', customers: 'Customer' };

export function webhookPayload(event: PlatformEvent<ShopifyAccount>): Record<string, unknown> {
  const id = Number(event.record.id);
  if (event.type.endsWith('/delete')) return { id };
  const base = { id, admin_graphql_api_id: gid(GRAPHQL_TYPES[event.resource] ?? 'Node', event.record.id) };
  if (event.resource === 'orders') {
    const order = event.record as unknown as StoredOrder;
    const totals = orderTotals(order);
    const money = (minor: number) => decimalOf(minor, order.currencyCode);
    return {
      ...base,
      name: order.name,
      order_number: order.number,
      email: order.email,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      cancelled_at: order.cancelledAt,
      currency: order.currencyCode,
      presentment_currency: order.presentmentCurrencyCode,
      subtotal_price: money(totals.subtotal),
      total_tax: money(totals.tax),
      total_discounts: money(totals.discounts),
      total_price: money(totals.total),
      financial_status: order.financialStatus.toLowerCase(),
      fulfillment_status: order.fulfillmentStatus === 'FULFILLED' ? 'fulfilled' : order.fulfillmentStatus === 'PARTIALLY_FULFILLED' ? 'partial' : null,
      customer: order.customerId ? { id: Number(order.customerId), admin_graphql_api_id: gid('Customer', order.customerId) } : null,
      line_items: order.lines.map((line) => ({ id: Number(line.id), product_id: Number(line.productId), variant_id: Number(line.variantId), title: line.title, quantity: line.quantity, sku: line.sku, price: money(line.unitPrice) })),
    };
  }
  if (event.resource === 'products') {
    const product = event.record as unknown as StoredProduct;
    return { ...base, title: product.title, handle: product.handle, status: product.status.toLowerCase(), vendor: product.vendor, product_type: product.productType, created_at: product.createdAt, updated_at: product.updatedAt, variants: product.variants.map((variant) => ({ id: Number(variant.id), title: variant.title, sku: variant.sku, price: decimalOf(variant.price, event.account.currency) })) };
  }
  const customer = event.record as unknown as StoredCustomer;
  return { ...base, first_name: customer.firstName, last_name: customer.lastName, email: customer.email, phone: customer.phone, state: customer.state.toLowerCase(), created_at: customer.createdAt, updated_at: customer.updatedAt };
}
