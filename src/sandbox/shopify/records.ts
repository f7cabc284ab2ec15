/**
 * The shapes the emulator stores, one record per shop object. Amounts are
 * integers of the shop currency's minor unit (money.ts writes them as
 * Shopify's decimals); times are ISO 8601 strings, as Shopify's `DateTime`.
 * The GraphQL views (views.ts) are built from these on each request.
 */

export interface StoredAddress {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  country: string;
  countryCodeV2: string;
  zip: string;
  phone: string | null;
}

export interface StoredVariant {
  id: string;
  title: string;
  sku: string;
  barcode: string | null;
  price: number;
  compareAtPrice: number | null;
  position: number;
  inventoryQuantity: number;
  taxable: boolean;
  selectedOptions: { name: string; value: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface StoredProduct {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT';
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  options: { id: string; name: string; position: number; values: string[] }[];
  variants: StoredVariant[];
  media: { id: string; alt: string; url: string; width: number; height: number; createdAt: string }[];
}

/** A B2B customer's company and its locations, where Shopify keeps tax registration ids. */
export interface StoredCompany {
  id: string;
  contactId: string;
  name: string;
  locations: { id: string; name: string; taxRegistrationId: string | null; address: StoredAddress }[];
}

export interface StoredCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  state: 'ENABLED' | 'DISABLED' | 'INVITED' | 'DECLINED';
  note: string | null;
  tags: string[];
  locale: string;
  verifiedEmail: boolean;
  taxExempt: boolean;
  taxExemptions: string[];
  createdAt: string;
  updatedAt: string;
  addresses: StoredAddress[];
  defaultAddressId: string | null;
  company: StoredCompany | null;
}

export interface StoredLine {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string | null;
  sku: string;
  vendor: string;
  quantity: number;
  unitPrice: number;
  /** The order discount's share of this line. */
  discount: number;
  tax: number;
}

export interface StoredRefund {
  id: string;
  createdAt: string;
  note: string | null;
  lines: { lineId: string; quantity: number; subtotal: number; tax: number }[];
  amount: number;
}

export interface StoredFulfillment {
  id: string;
  name: string;
  status: 'SUCCESS' | 'CANCELLED' | 'OPEN' | 'PENDING';
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
  quantity: number;
  tracking: { company: string; number: string; url: string }[];
}

export type OrderDiscount =
  | { kind: 'code'; code: string; percentage: number; amount: number }
  | { kind: 'manual'; title: string; amount: number }
  | { kind: 'automatic'; title: string; amount: number };

export interface StoredOrder {
  id: string;
  number: number;
  name: string;
  email: string | null;
  phone: string | null;
  customerId: string | null;
  currencyCode: string;
  presentmentCurrencyCode: string;
  presentmentRate: number;
  createdAt: string;
  updatedAt: string;
  processedAt: string;
  closedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  financialStatus: string;
  fulfillmentStatus: string;
  note: string | null;
  tags: string[];
  gateway: string;
  taxRate: number;
  billingAddress: StoredAddress | null;
  shippingAddress: StoredAddress | null;
  lines: StoredLine[];
  shipping: number;
  discount: OrderDiscount | null;
  refunds: StoredRefund[];
  fulfillments: StoredFulfillment[];
}

/** An order's totals, computed from its lines, discount, shipping and refunds as Shopify reports them. */
export function orderTotals(order: StoredOrder) {
  const gross = order.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discounts = order.lines.reduce((sum, line) => sum + line.discount, 0);
  const tax = order.lines.reduce((sum, line) => sum + line.tax, 0);
  const subtotal = gross - discounts;
  const total = subtotal + order.shipping + tax;
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const unpaid = ['PENDING', 'AUTHORIZED', 'EXPIRED'].includes(order.financialStatus) ? total : order.financialStatus === 'PARTIALLY_PAID' ? Math.floor(total / 2) : 0;
  return { gross, discounts, tax, subtotal, total, refunded, current: total - refunded, outstanding: order.cancelledAt ? 0 : unpaid };
}
