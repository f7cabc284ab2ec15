/**
 * Seeded orders, spread over the shop's `orderDays` (120 for the demo, so
 * about half are older than the 60 days a token without `read_all_orders`
 * sees): one to three lines of the catalog's variants, a discount code or a
 * manual discount on some, shipping under a threshold, sales tax per line,
 * every financial status (refunds whole and in part, voided cancellations)
 * and fulfilment state, some guest checkouts, and some paid in the shop's
 * second currency (presentment money).
 */
import type { SeedContext } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import { seedAddress } from './customer-seed.js';
import { nextLegacyId } from './ids.js';
import type { OrderDiscount, StoredCustomer, StoredFulfillment, StoredLine, StoredOrder, StoredProduct, StoredRefund } from './records.js';

const DAY = 86_400_000;
const FINANCIAL = ['PAID', 'PAID', 'PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'AUTHORIZED', 'PAID', 'REFUNDED', 'PAID', 'VOIDED', 'PARTIALLY_PAID', 'PAID'] as const;
const iso = (ms: number) => new Date(ms).toISOString();

function discountFor(index: number, gross: number, yen: boolean): OrderDiscount | null {
  if (index % 5 === 1) return { kind: 'code', code: 'WELCOME10', percentage: 10, amount: Math.round(gross * 0.1) };
  if (index % 9 === 4) return { kind: 'manual', title: 'Loyal customer', amount: Math.min(gross, yen ? 500 : 500) };
  if (index % 11 === 7) return { kind: 'automatic', title: 'Spring sale', amount: Math.round(gross * 0.05) };
  return null;
}

/** Spreads a discount over lines in proportion to their amounts; the last line takes the rounding. */
function allocate(lines: StoredLine[], amount: number): void {
  const gross = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  let left = amount;
  lines.forEach((line, at) => {
    line.discount = at === lines.length - 1 ? left : Math.round((amount * line.unitPrice * line.quantity) / gross);
    left -= line.discount;
  });
}

function refundsFor(seed: SeedContext<ShopifyAccount>, order: StoredOrder, whole: boolean, at: number): StoredRefund[] {
  const lines = whole ? order.lines : order.lines.slice(0, 1);
  const parts = lines.map((line) => ({ lineId: line.id, quantity: line.quantity, subtotal: line.unitPrice * line.quantity - line.discount, tax: line.tax }));
  const amount = parts.reduce((sum, part) => sum + part.subtotal + part.tax, 0) + (whole ? order.shipping : 0);
  return [{ id: nextLegacyId(seed.tenant.next.bind(seed.tenant), 'Refund'), createdAt: iso(at), note: whole ? 'Returned in full' : 'Damaged in transit', lines: parts, amount }];
}

export function seedOrders(seed: SeedContext<ShopifyAccount>, products: StoredProduct[], customers: StoredCustomer[]): void {
  const { faker, account, now, tenant } = seed;
  const next = tenant.next.bind(tenant);
  const yen = account.currency === 'JPY';
  const sellable = products.filter((product) => product.status === 'ACTIVE');
  for (let index = 0; index < account.orders; index += 1) {
    // Oldest first, evenly over the window, so the 60-day line falls inside it.
    const created = now - Math.round(((account.orders - index) / account.orders) * account.orderDays * DAY) + faker.number.int(3_600_000);
    const customer = index % 10 === 6 ? undefined : customers[faker.number.int(customers.length - 1)];
    const financialStatus = FINANCIAL[index % FINANCIAL.length]!;
    const cancelled = financialStatus === 'VOIDED';
    const lines: StoredLine[] = Array.from({ length: 1 + (index % 3) }, () => {
      const product = faker.helpers.arrayElement(sellable);
      const variant = faker.helpers.arrayElement(product.variants);
      return { id: nextLegacyId(next, 'LineItem'), productId: product.id, variantId: variant.id, title: product.title, variantTitle: variant.title === 'Default Title' ? null : variant.title, sku: variant.sku, vendor: product.vendor, quantity: faker.number.int({ min: 1, max: 3 }), unitPrice: variant.price, discount: 0, tax: 0 };
    });
    const gross = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const discount = discountFor(index, gross, yen);
    allocate(lines, discount?.amount ?? 0);
    const taxRate = yen ? 0.1 : 0.08;
    for (const line of lines) line.tax = Math.round((line.unitPrice * line.quantity - line.discount) * taxRate);
    const presented = account.presentment && index % 4 === 3 ? account.presentment : undefined;
    const fulfilled = !cancelled && !['PENDING', 'AUTHORIZED'].includes(financialStatus) && index < account.orders - 3;
    const person = customer ?? { firstName: faker.person.firstName(), lastName: faker.person.lastName(), email: null, phone: null };
    const address = seedAddress(seed, { firstName: person.firstName, lastName: person.lastName });
    const number = 1001 + index;
    const order: StoredOrder = {
      id: nextLegacyId(next, 'Order'),
      number,
      name: `#${number}`,
      email: customer?.email ?? `guest${number}@example.com`,
      phone: customer?.phone ?? null,
      customerId: customer?.id ?? null,
      currencyCode: account.currency,
      presentmentCurrencyCode: presented?.currency ?? account.currency,
      presentmentRate: presented?.rate ?? 1,
      createdAt: iso(created),
      updatedAt: iso(created + (fulfilled ? 2 * DAY : 600_000)),
      processedAt: iso(created),
      closedAt: fulfilled && financialStatus === 'PAID' ? iso(created + 3 * DAY) : null,
      cancelledAt: cancelled ? iso(created + DAY) : null,
      cancelReason: cancelled ? 'CUSTOMER' : null,
      financialStatus,
      fulfillmentStatus: fulfilled ? (index % 7 === 2 ? 'PARTIALLY_FULFILLED' : 'FULFILLED') : 'UNFULFILLED',
      note: index % 8 === 5 ? 'Please gift wrap' : null,
      tags: index % 6 === 0 ? ['online'] : [],
      gateway: financialStatus === 'PENDING' ? 'manual' : 'shopify_payments',
      taxRate,
      billingAddress: address,
      shippingAddress: { ...address, id: nextLegacyId(next, 'MailingAddress') },
      lines,
      shipping: gross - (discount?.amount ?? 0) >= (yen ? 5000 : 10000) ? 0 : yen ? 800 : 899,
      discount,
      refunds: [],
      fulfillments: [],
    };
    if (fulfilled) {
      const fulfillment: StoredFulfillment = { id: nextLegacyId(next, 'Fulfillment'), name: `${order.name}-F1`, status: 'SUCCESS', createdAt: iso(created + DAY), updatedAt: iso(created + 2 * DAY), deliveredAt: index % 2 === 0 ? iso(created + 4 * DAY) : null, quantity: lines.reduce((sum, line) => sum + line.quantity, 0), tracking: [{ company: yen ? 'Japan Post' : 'UPS', number: `1Z${faker.string.alphanumeric({ length: 16, casing: 'upper' })}`, url: 'https://www.ups.com/track' }] };
      order.fulfillments.push(fulfillment);
    }
    if (financialStatus === 'REFUNDED' || financialStatus === 'PARTIALLY_REFUNDED') order.refunds = refundsFor(seed, order, financialStatus === 'REFUNDED', created + 5 * DAY);
    seed.put('orders', order as unknown as { id: string });
  }
}
