/**
 * The root of the emulator's schema: `shop`, the three searchable lists and
 * their single-record reads, and webhook subscriptions (webhooks.ts). Each
 * list checks its access scope, applies the `query:` search and `sortKey`,
 * and pages as a Relay connection; orders older than 60 days are left out
 * without `read_all_orders` (graph-context.ts).
 */
import { shopDomainOf, type ShopifyAccount } from './accounts.js';
import { productView } from './catalog-views.js';
import { connection, type ConnectionArgs } from './connection.js';
import { customerView } from './customer-views.js';
import { customersOf, productsOf, requireScope, visibleOrders, type GraphContext } from './graph-context.js';
import { gid, legacyIdOf } from './ids.js';
import { orderView } from './order-views.js';
import type { StoredOrder } from './records.js';
import { CUSTOMER_SORT, customerSearch, ORDER_SORT, orderSearch, PRODUCT_SORT, productSearch } from './searches.js';
import { webhookMutations, webhookQueries } from './webhooks.js';

type ListArgs = ConnectionArgs & { sortKey?: string | null; query?: string | null };

function shopView(account: ShopifyAccount, context: GraphContext) {
  const opened = new Date(context.kit.now - 900 * 86_400_000).toISOString();
  const domain = shopDomainOf(account);
  return {
    id: gid('Shop', account.shopId),
    name: account.name,
    email: account.email,
    contactEmail: account.email,
    myshopifyDomain: domain,
    url: `https://${domain}`,
    currencyCode: account.currency,
    enabledPresentmentCurrencies: account.presentment ? [account.currency, account.presentment.currency] : [account.currency],
    ianaTimezone: account.timezone,
    taxesIncluded: false,
    weightUnit: account.country === 'US' ? 'POUNDS' : 'KILOGRAMS',
    createdAt: opened,
    updatedAt: opened,
    primaryDomain: { id: gid('Domain', '90123456789'), host: domain, url: `https://${domain}`, sslEnabled: true },
    billingAddress: { id: gid('ShopAddress', '71234567890'), address1: '1 Harbor Way', address2: null, city: account.country === 'JP' ? 'Kyoto' : 'Portland', company: account.name, country: account.country === 'JP' ? 'Japan' : 'United States', countryCodeV2: account.country, province: account.country === 'JP' ? 'Kyoto' : 'Maine', provinceCode: account.country === 'JP' ? 'JP-26' : 'ME', zip: account.country === 'JP' ? '600-8216' : '04101', phone: null },
  };
}

function searched<T>(context: GraphContext, path: string, args: ListArgs, search: { matches(record: T): boolean; warnings: { field: string; message: string }[] }, records: T[]): T[] {
  if (search.warnings.length && args.query) context.searchWarnings.push({ path: [path], query: args.query, warnings: search.warnings });
  return records.filter((record) => search.matches(record));
}

export function queryRoot(): Record<string, unknown> {
  const orderOf = (context: GraphContext) => (order: StoredOrder) => orderView(order, context, context.kit.account);
  return {
    shop: (_args: unknown, context: GraphContext) => shopView(context.kit.account, context),
    // The scopes the token was granted: how an app learns whether it may read orders older than 60 days.
    currentAppInstallation: (_args: unknown, context: GraphContext) => ({
      id: gid('AppInstallation', context.kit.account.shopId),
      accessScopes: context.scopes.map((handle) => ({ handle, description: handle.replace(/_/g, ' ') })),
    }),
    orders: (args: ListArgs, context: GraphContext) => {
      requireScope(context, 'read_orders', 'orders');
      const records = searched(context, 'orders', args, orderSearch(args.query), visibleOrders(context));
      return connection(records, args, ORDER_SORT[args.sortKey ?? 'ID'] ?? ORDER_SORT.ID!, orderOf(context));
    },
    order: (args: { id: string }, context: GraphContext) => {
      requireScope(context, 'read_orders', 'order');
      const id = legacyIdOf(args.id, 'Order');
      const order = visibleOrders(context).find((candidate) => candidate.id === id);
      return order ? orderOf(context)(order) : null;
    },
    products: (args: ListArgs, context: GraphContext) => {
      requireScope(context, 'read_products', 'products');
      const records = searched(context, 'products', args, productSearch(args.query), productsOf(context).all());
      return connection(records, args, PRODUCT_SORT[args.sortKey ?? 'ID'] ?? PRODUCT_SORT.ID!, (product) => productView(product, context.kit.account));
    },
    product: (args: { id: string }, context: GraphContext) => {
      requireScope(context, 'read_products', 'product');
      const product = productsOf(context).get(legacyIdOf(args.id, 'Product') ?? '');
      return product ? productView(product, context.kit.account) : null;
    },
    customers: (args: ListArgs, context: GraphContext) => {
      requireScope(context, 'read_customers', 'customers');
      const records = searched(context, 'customers', args, customerSearch(args.query), customersOf(context).all());
      return connection(records, args, CUSTOMER_SORT[args.sortKey ?? 'ID'] ?? CUSTOMER_SORT.ID!, (customer) => customerView(customer, context, context.kit.account, orderOf(context) as never));
    },
    customer: (args: { id: string }, context: GraphContext) => {
      requireScope(context, 'read_customers', 'customer');
      const customer = customersOf(context).get(legacyIdOf(args.id, 'Customer') ?? '');
      return customer ? customerView(customer, context, context.kit.account, orderOf(context) as never) : null;
    },
    ...webhookQueries,
    ...webhookMutations,
  };
}
