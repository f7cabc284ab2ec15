/** Orders with their lines, discounts, refunds and fulfilments as Shopify's GraphQL types (schema.ts). */
import type { ShopifyAccount } from './accounts.js';
import { listConnection, type ConnectionArgs } from './connection.js';
import { customerView, addressView } from './customer-views.js';
import { customersOf, productsOf, type GraphContext } from './graph-context.js';
import { gid } from './ids.js';
import { moneyBag } from './money.js';
import { orderTotals, type StoredLine, type StoredOrder } from './records.js';
import { productView, variantView } from './catalog-views.js';

const take = <T>(items: readonly T[], args: { first?: number | null }) => (args.first == null ? items : items.slice(0, args.first));

function lineView(line: StoredLine, order: StoredOrder, context: GraphContext, account: ShopifyAccount) {
  const bag = (minor: number) => moneyBag(minor, order);
  const product = () => productsOf(context).get(line.productId);
  const refunded = order.refunds.flatMap((refund) => refund.lines).filter((part) => part.lineId === line.id).reduce((sum, part) => sum + part.quantity, 0);
  return {
    id: gid('LineItem', line.id),
    title: line.title,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    quantity: line.quantity,
    currentQuantity: line.quantity - refunded,
    sku: line.sku,
    variantTitle: line.variantTitle,
    vendor: line.vendor,
    taxable: true,
    requiresShipping: true,
    variant: () => {
      const found = product();
      const variant = found?.variants.find((candidate) => candidate.id === line.variantId);
      return found && variant ? variantView(variant, found, account) : null;
    },
    product: () => {
      const found = product();
      return found ? productView(found, account) : null;
    },
    originalUnitPriceSet: bag(line.unitPrice),
    discountedUnitPriceSet: bag(Math.round((line.unitPrice * line.quantity - line.discount) / line.quantity)),
    originalTotalSet: bag(line.unitPrice * line.quantity),
    discountedTotalSet: bag(line.unitPrice * line.quantity - line.discount),
    totalDiscountSet: bag(line.discount),
    taxLines: (args: { first?: number | null }) => take([{ title: 'Sales Tax', rate: order.taxRate, ratePercentage: order.taxRate * 100, priceSet: bag(line.tax) }], args),
  };
}

function discountView(order: StoredOrder) {
  const discount = order.discount;
  if (!discount) return [];
  const bag = moneyBag(discount.amount, order).shopMoney;
  const base = { index: 0, allocationMethod: 'ACROSS' };
  if (discount.kind === 'code') return [{ __typename: 'DiscountCodeApplication', ...base, code: discount.code, value: { __typename: 'PricingPercentageValue', percentage: discount.percentage } }];
  if (discount.kind === 'manual') return [{ __typename: 'ManualDiscountApplication', ...base, title: discount.title, description: null, value: { __typename: 'MoneyV2', ...bag } }];
  return [{ __typename: 'AutomaticDiscountApplication', ...base, title: discount.title, value: { __typename: 'MoneyV2', ...bag } }];
}

export function orderView(order: StoredOrder, context: GraphContext, account: ShopifyAccount): Record<string, unknown> {
  const totals = orderTotals(order);
  const bag = (minor: number) => moneyBag(minor, order);
  const lines = new Map(order.lines.map((line) => [line.id, line]));
  return {
    id: gid('Order', order.id),
    legacyResourceId: order.id,
    name: order.name,
    email: order.email,
    phone: order.phone,
    note: order.note,
    tags: order.tags,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    processedAt: order.processedAt,
    closedAt: order.closedAt,
    closed: order.closedAt !== null,
    cancelledAt: order.cancelledAt,
    cancelReason: order.cancelReason,
    test: false,
    confirmed: true,
    currencyCode: order.currencyCode,
    presentmentCurrencyCode: order.presentmentCurrencyCode,
    taxesIncluded: false,
    displayFinancialStatus: order.financialStatus,
    displayFulfillmentStatus: order.fulfillmentStatus,
    paymentGatewayNames: [order.gateway],
    discountCode: order.discount?.kind === 'code' ? order.discount.code : null,
    discountCodes: order.discount?.kind === 'code' ? [order.discount.code] : [],
    customer: () => {
      if (!order.customerId || !context.scopes.some((scope) => scope.endsWith('_customers'))) return null;
      const customer = customersOf(context).get(order.customerId);
      return customer ? customerView(customer, context, account, ((one: StoredOrder) => orderView(one, context, account)) as never) : null;
    },
    billingAddress: order.billingAddress ? addressView(order.billingAddress) : null,
    shippingAddress: order.shippingAddress ? addressView(order.shippingAddress) : null,
    subtotalPriceSet: bag(totals.subtotal),
    totalShippingPriceSet: bag(order.shipping),
    totalTaxSet: bag(totals.tax),
    totalDiscountsSet: bag(totals.discounts),
    totalPriceSet: bag(totals.total),
    totalRefundedSet: bag(totals.refunded),
    currentTotalPriceSet: bag(totals.current),
    totalOutstandingSet: bag(totals.outstanding),
    lineItems: (args: ConnectionArgs) => listConnection(order.lines, args, (line) => lineView(line, order, context, account)),
    discountApplications: (args: ConnectionArgs) => listConnection(discountView(order).map((item, at) => ({ ...item, id: String(at) })), args, (item) => item),
    refunds: (args: { first?: number | null }) =>
      take(order.refunds, args).map((refund) => ({
        id: gid('Refund', refund.id),
        legacyResourceId: refund.id,
        createdAt: refund.createdAt,
        updatedAt: refund.createdAt,
        note: refund.note,
        totalRefundedSet: bag(refund.amount),
        refundLineItems: (page: ConnectionArgs) =>
          listConnection(refund.lines.map((part) => ({ ...part, id: part.lineId })), page, (part) => ({
            id: null,
            lineItem: lineView(lines.get(part.lineId)!, order, context, account),
            quantity: part.quantity,
            subtotalSet: bag(part.subtotal),
            totalTaxSet: bag(part.tax),
          })),
      })),
    fulfillments: (args: { first?: number | null }) =>
      take(order.fulfillments, args).map((fulfillment) => ({ ...fulfillment, id: gid('Fulfillment', fulfillment.id), totalQuantity: fulfillment.quantity, trackingInfo: (page: { first?: number | null }) => take(fulfillment.tracking, page) })),
  };
}
