/**
 * BigCommerce's webhook scopes (webhooks.v3.yml; https://developer.bigcommerce.com/docs/integrations/webhooks/events)
 * and the unified changes each reports. A callback carries ids only
 * (`data: {type, id}`): the event's record is read from the platform.
 *
 * - Orders: created; updated, a status change, a message, a refund → updated;
 *   `store/order/archived` → deleted (an archived order leaves the store's
 *   order list, so for a consumer it is gone; BigCommerce has no order
 *   deletion event of its own).
 * - Products: created, updated, deleted; an inventory change → updated.
 * - Customers: created, updated, deleted; a change to one of the customer's
 *   addresses → the customer updated (the unified customer carries its
 *   addresses; the callback names the customer in `data.address.customer_id`).
 */
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';

export interface ScopeChange {
  resource: 'ecommerce/orders' | 'ecommerce/products' | 'ecommerce/customers';
  action: EventAction;
  /** Where the unified record's id is in the callback's `data`. */
  idAt: 'id' | 'address.customer_id';
}

export const SCOPES: Readonly<Record<string, ScopeChange>> = {
  'store/order/created': { resource: 'ecommerce/orders', action: 'created', idAt: 'id' },
  'store/order/updated': { resource: 'ecommerce/orders', action: 'updated', idAt: 'id' },
  'store/order/statusUpdated': { resource: 'ecommerce/orders', action: 'updated', idAt: 'id' },
  'store/order/message/created': { resource: 'ecommerce/orders', action: 'updated', idAt: 'id' },
  'store/order/refund/created': { resource: 'ecommerce/orders', action: 'updated', idAt: 'id' },
  'store/order/archived': { resource: 'ecommerce/orders', action: 'deleted', idAt: 'id' },
  'store/product/created': { resource: 'ecommerce/products', action: 'created', idAt: 'id' },
  'store/product/updated': { resource: 'ecommerce/products', action: 'updated', idAt: 'id' },
  'store/product/inventory/updated': { resource: 'ecommerce/products', action: 'updated', idAt: 'id' },
  'store/product/inventory/order/updated': { resource: 'ecommerce/products', action: 'updated', idAt: 'id' },
  'store/product/deleted': { resource: 'ecommerce/products', action: 'deleted', idAt: 'id' },
  'store/customer/created': { resource: 'ecommerce/customers', action: 'created', idAt: 'id' },
  'store/customer/updated': { resource: 'ecommerce/customers', action: 'updated', idAt: 'id' },
  'store/customer/deleted': { resource: 'ecommerce/customers', action: 'deleted', idAt: 'id' },
  'store/customer/address/created': { resource: 'ecommerce/customers', action: 'updated', idAt: 'address.customer_id' },
  'store/customer/address/updated': { resource: 'ecommerce/customers', action: 'updated', idAt: 'address.customer_id' },
  'store/customer/address/deleted': { resource: 'ecommerce/customers', action: 'updated', idAt: 'address.customer_id' },
};

/** The hooks the service registers: one wildcard per family (BigCommerce sends each of its scopes to it). */
export const REGISTERED_SCOPES = ['store/order/*', 'store/product/*', 'store/customer/*'] as const;

const eventsOf = (resource: ScopeChange['resource']): NativeEvent[] =>
  Object.entries(SCOPES).filter(([, change]) => change.resource === resource).map(([downstream, change]) => ({ action: change.action, downstream }));

export const BIGCOMMERCE_ORDER_EVENTS = eventsOf('ecommerce/orders');
export const BIGCOMMERCE_PRODUCT_EVENTS = eventsOf('ecommerce/products');
export const BIGCOMMERCE_CUSTOMER_EVENTS = eventsOf('ecommerce/customers');
