/**
 * What each list searches and sorts by: the `query:` fields Shopify
 * documents for orders, products and customers (the ones the emulator
 * serves; others are warned about and ignored, search.ts), and the
 * `sortKey` values of schema.ts.
 */
import { searchFilter, type SearchField } from './search.js';
import { orderTotals, type StoredCustomer, type StoredOrder, type StoredProduct } from './records.js';

const ORDER_FIELDS: Record<string, SearchField<StoredOrder>> = {
  id: { kind: 'id', get: (order) => order.id },
  name: { kind: 'exact', get: (order) => [order.name, String(order.number)] },
  email: { kind: 'exact', get: (order) => order.email },
  customer_id: { kind: 'id', get: (order) => order.customerId },
  created_at: { kind: 'time', get: (order) => order.createdAt },
  updated_at: { kind: 'time', get: (order) => order.updatedAt },
  processed_at: { kind: 'time', get: (order) => order.processedAt },
  financial_status: { kind: 'enum', get: (order) => order.financialStatus.toLowerCase() },
  fulfillment_status: { kind: 'enum', get: (order) => (order.fulfillmentStatus === 'FULFILLED' ? 'shipped' : order.fulfillmentStatus === 'PARTIALLY_FULFILLED' ? 'partial' : 'unshipped') },
  status: { kind: 'enum', get: (order) => (order.cancelledAt ? 'cancelled' : order.closedAt ? 'closed' : 'open') },
  tag: { kind: 'exact', get: (order) => order.tags },
};

const CUSTOMER_FIELDS: Record<string, SearchField<StoredCustomer>> = {
  id: { kind: 'id', get: (customer) => customer.id },
  email: { kind: 'exact', get: (customer) => customer.email },
  phone: { kind: 'phone', get: (customer) => customer.phone },
  first_name: { kind: 'exact', get: (customer) => customer.firstName },
  last_name: { kind: 'exact', get: (customer) => customer.lastName },
  created_at: { kind: 'time', get: (customer) => customer.createdAt },
  updated_at: { kind: 'time', get: (customer) => customer.updatedAt },
  state: { kind: 'enum', get: (customer) => customer.state.toLowerCase() },
  tag: { kind: 'exact', get: (customer) => customer.tags },
  name: { kind: 'text', get: (customer) => `${customer.firstName} ${customer.lastName}` },
};

const PRODUCT_FIELDS: Record<string, SearchField<StoredProduct>> = {
  id: { kind: 'id', get: (product) => product.id },
  title: { kind: 'text', get: (product) => product.title },
  handle: { kind: 'exact', get: (product) => product.handle },
  vendor: { kind: 'exact', get: (product) => product.vendor },
  product_type: { kind: 'exact', get: (product) => product.productType },
  status: { kind: 'enum', get: (product) => product.status.toLowerCase() },
  sku: { kind: 'exact', get: (product) => product.variants.map((variant) => variant.sku) },
  tag: { kind: 'exact', get: (product) => product.tags },
  created_at: { kind: 'time', get: (product) => product.createdAt },
  updated_at: { kind: 'time', get: (product) => product.updatedAt },
};

export const orderSearch = (query: string | null | undefined) => searchFilter(query, ORDER_FIELDS, ['name', 'email']);
export const customerSearch = (query: string | null | undefined) => searchFilter(query, CUSTOMER_FIELDS, ['name', 'email', 'phone']);
export const productSearch = (query: string | null | undefined) => searchFilter(query, PRODUCT_FIELDS, ['title', 'sku']);

type Sort<T> = (record: T) => string | number;

export const ORDER_SORT: Readonly<Record<string, Sort<StoredOrder>>> = {
  ID: () => 0,
  CREATED_AT: (order) => order.createdAt,
  UPDATED_AT: (order) => order.updatedAt,
  PROCESSED_AT: (order) => order.processedAt,
  ORDER_NUMBER: (order) => order.number,
  TOTAL_PRICE: (order) => orderTotals(order).total,
};

export const CUSTOMER_SORT: Readonly<Record<string, Sort<StoredCustomer>>> = {
  ID: () => 0,
  CREATED_AT: (customer) => customer.createdAt,
  UPDATED_AT: (customer) => customer.updatedAt,
  NAME: (customer) => `${customer.firstName} ${customer.lastName}`.toLowerCase(),
};

export const PRODUCT_SORT: Readonly<Record<string, Sort<StoredProduct>>> = {
  ID: () => 0,
  CREATED_AT: (product) => product.createdAt,
  UPDATED_AT: (product) => product.updatedAt,
  TITLE: (product) => product.title.toLowerCase(),
  VENDOR: (product) => product.vendor.toLowerCase(),
};
