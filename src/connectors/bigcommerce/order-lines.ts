/**
 * An order's products (GET /v2/orders/{id}/products) as unified line items,
 * amounts in minor units of the order's currency:
 *
 * | unified | BigCommerce order product |
 * |---|---|
 * | id, product_id, variant_id, sku, name | id, product_id, variant_id, sku, name |
 * | options | product_options: product_option_id, display_name, display_value |
 * | quantity, refunded_quantity | quantity, quantity_refunded (as text, as the model has them) |
 * | unit_price | price_ex_tax |
 * | tax_amount | total_tax |
 * | sub_total | total_ex_tax |
 * | total_amount | total_inc_tax less the discounts applied to the line |
 * | is_refunded, refunded_amount | is_refunded, refund_amount |
 * | discounts | applied_discounts: code (null for a promotion without one), amount |
 *
 * Left out: `description` (an order product has none) and `tax_rate`
 * (BigCommerce gives the tax charged, not the rate; a rate computed back
 * from rounded amounts would be a guess).
 */
import type { Static } from 'typebox';
import type { EcommerceOrderLineItem } from '../../unified/ecommerce/shared/parts.js';
import { nonEmpty } from './addresses.js';
import { minor } from './money.js';
import type { BigCommerceOrderProduct } from './wire-types.js';

const idOf = (value: unknown) => (typeof value === 'number' && value > 0 ? String(value) : null);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '0');

export function lineItemOf(line: BigCommerceOrderProduct, currency: string | null): Static<typeof EcommerceOrderLineItem> {
  const discounts = (line.applied_discounts ?? []).map((discount) => ({ code: nonEmpty(discount.code), amount: minor(discount.amount, currency), percentage: null }));
  const total = minor(line.total_inc_tax, currency);
  const discounted = discounts.reduce((sum, discount) => sum + (discount.amount ?? 0), 0);
  return {
    id: String(line.id),
    product_id: idOf(line.product_id),
    variant_id: idOf(line.variant_id),
    sku: nonEmpty(line.sku),
    name: nonEmpty(line.name),
    options: (line.product_options ?? []).map((option) => ({
      id: idOf(option.product_option_id),
      name: nonEmpty(option.display_name),
      value: nonEmpty(option.display_value),
    })),
    quantity: count(line.quantity),
    unit_price: minor(line.price_ex_tax, currency),
    tax_amount: minor(line.total_tax, currency),
    is_refunded: typeof line.is_refunded === 'boolean' ? line.is_refunded : null,
    refunded_amount: minor(line.refund_amount, currency),
    refunded_quantity: count(line.quantity_refunded),
    sub_total: minor(line.total_ex_tax, currency),
    total_amount: total === null ? null : total - discounted,
    discounts,
  };
}
