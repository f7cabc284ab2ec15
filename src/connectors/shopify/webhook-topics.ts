/**
 * The Shopify webhook topics that report changes to orders, products and
 * customers (https://shopify.dev/docs/api/admin-graphql/2025-01/enums/WebhookSubscriptionTopic),
 * declared once: the Connector API's supported_events, what the service
 * subscribes to (inbound.ts) and what a delivery is read as all come from here.
 */
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';

export interface Topic {
  /** As deliveries name it in X-Shopify-Topic. */
  topic: string;
  /** As the GraphQL enum names it (webhookSubscriptionCreate). */
  enumValue: string;
  resource: 'ecommerce/orders' | 'ecommerce/products' | 'ecommerce/customers';
  action: EventAction;
}

export const SHOPIFY_TOPICS: readonly Topic[] = [
  { topic: 'orders/create', enumValue: 'ORDERS_CREATE', resource: 'ecommerce/orders', action: 'created' },
  { topic: 'orders/updated', enumValue: 'ORDERS_UPDATED', resource: 'ecommerce/orders', action: 'updated' },
  { topic: 'orders/delete', enumValue: 'ORDERS_DELETE', resource: 'ecommerce/orders', action: 'deleted' },
  { topic: 'products/create', enumValue: 'PRODUCTS_CREATE', resource: 'ecommerce/products', action: 'created' },
  { topic: 'products/update', enumValue: 'PRODUCTS_UPDATE', resource: 'ecommerce/products', action: 'updated' },
  { topic: 'products/delete', enumValue: 'PRODUCTS_DELETE', resource: 'ecommerce/products', action: 'deleted' },
  { topic: 'customers/create', enumValue: 'CUSTOMERS_CREATE', resource: 'ecommerce/customers', action: 'created' },
  { topic: 'customers/update', enumValue: 'CUSTOMERS_UPDATE', resource: 'ecommerce/customers', action: 'updated' },
  { topic: 'customers/delete', enumValue: 'CUSTOMERS_DELETE', resource: 'ecommerce/customers', action: 'deleted' },
];

const eventsOf = (resource: Topic['resource']): NativeEvent[] => SHOPIFY_TOPICS.filter((topic) => topic.resource === resource).map((topic) => ({ action: topic.action, downstream: topic.topic }));

export const SHOPIFY_ORDER_EVENTS = eventsOf('ecommerce/orders');
export const SHOPIFY_PRODUCT_EVENTS = eventsOf('ecommerce/products');
export const SHOPIFY_CUSTOMER_EVENTS = eventsOf('ecommerce/customers');
