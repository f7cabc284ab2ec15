/**
 * What every resolver is given: the shop's state and clock (the kit's
 * context), the scopes the access token was granted, and the secret of the
 * app the token belongs to (webhooks it subscribes are signed with it).
 */
import { GraphQLError } from 'graphql';
import type { KitContext, StoredRecord } from '../framework/kit/index.js';
import type { ShopifyAccount } from './accounts.js';
import type { StoredCustomer, StoredOrder, StoredProduct } from './records.js';

export interface GraphContext {
  kit: KitContext<ShopifyAccount>;
  scopes: readonly string[];
  appSecret: string | undefined;
  /** Search warnings for `extensions.search`, by the list they were given for. */
  searchWarnings: { path: string[]; query: string; warnings: { field: string; message: string }[] }[];
}

/** Orders older than this are hidden from a token without `read_all_orders`. */
export const RECENT_ORDER_DAYS = 60;

/** Shopify's answer to a field the token has no scope for: the field is null, with ACCESS_DENIED. */
export function requireScope(context: GraphContext, scope: string, field: string): void {
  const granted = context.scopes.includes(scope) || context.scopes.includes(scope.replace(/^read_/, 'write_'));
  if (!granted) {
    throw new GraphQLError(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`, {
      extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess: `\`${scope}\` access scope.` },
    });
  }
}

const table = <T>(context: GraphContext, name: string) => context.kit.tenant.table(name) as unknown as { all(): T[]; get(id: string): T | undefined };

export const productsOf = (context: GraphContext) => table<StoredProduct>(context, 'products');
export const customersOf = (context: GraphContext) => table<StoredCustomer>(context, 'customers');

/** The orders this token may read: all of them with `read_all_orders`, else the last 60 days'. */
export function visibleOrders(context: GraphContext): StoredOrder[] {
  const orders = table<StoredOrder>(context, 'orders').all();
  if (context.scopes.includes('read_all_orders')) return orders;
  const since = context.kit.now - RECENT_ORDER_DAYS * 86_400_000;
  return orders.filter((order) => Date.parse(order.createdAt) >= since);
}

export type { StoredRecord };
