/**
 * Where BigCommerce's descriptions leave out what BigCommerce documents (see
 * exceptions.ts for the policy): the 401 and 429 every call may get, and the
 * v2 list's 204 for a page past the last, which the v2 orders operation does
 * not declare. The bodies are BigCommerce's documented error shapes.
 */
import type { ContractException } from './exception-types.js';

const V3_ERROR = {
  type: 'object',
  required: ['status', 'title'],
  properties: { status: { type: 'integer' }, title: { type: 'string' }, type: { type: 'string' }, errors: { type: 'object' } },
};

const V2_ERROR = {
  type: 'array',
  items: { type: 'object', required: ['status', 'message'], properties: { status: { type: 'integer' }, message: { type: 'string' } } },
};

const STATUS_CODES = 'https://developer.bigcommerce.com/docs/start/about/status-codes';
const RATE_LIMITS = 'https://developer.bigcommerce.com/docs/start/best-practices/api-rate-limits';

const everywhere = (file: string, body: unknown): ContractException => ({
  platform: 'bigcommerce',
  file,
  kind: 'undeclared-statuses',
  operations: 'all operations',
  statuses: [401, 429],
  body,
  reason:
    'Every call without a valid X-Auth-Token for the store in the path is a 401, and past the plan\'s quota per window ' +
    '(X-Rate-Limit-Requests-Quota) every call is a 429; BigCommerce documents both API-wide, most operations declare neither.',
  documentation: `${STATUS_CODES}, ${RATE_LIMITS}`,
});

export const BIGCOMMERCE_EXCEPTIONS: readonly ContractException[] = [
  everywhere('orders.v2.oas2.yml', V2_ERROR),
  everywhere('store_information.v2.yml', V2_ERROR),
  everywhere('orders.v3.yml', V3_ERROR),
  everywhere('products_catalog.v3.yml', V3_ERROR),
  everywhere('product-variants_catalog.v3.yml', V3_ERROR),
  everywhere('categories_catalog.v3.yml', V3_ERROR),
  everywhere('customers.v3.yml', V3_ERROR),
  everywhere('webhooks.v3.yml', V3_ERROR),
  {
    platform: 'bigcommerce',
    file: 'orders.v2.oas2.yml',
    kind: 'undeclared-statuses',
    operations: ['GET /orders', 'GET /orders/{order_id}/products', 'GET /orders/{order_id}/shipping_addresses', 'GET /orders/{order_id}/coupons'],
    statuses: [204],
    reason: 'A v2 list asked for a page past its last record (or with no record at all) is a 204 No Content with an empty body; the operations declare only 200.',
    documentation: STATUS_CODES,
  },
  {
    platform: 'bigcommerce',
    file: 'orders.v2.oas2.yml',
    kind: 'known-description-error',
    operations: ['GET /orders'],
    where: 'query',
    message: /^query parameter "sort": must be one of \[[^\]]*\] \(got "(id|customer_id|date_created|date_modified|status_id|channel_id|external_id):(asc|desc)"\)$/,
    reason:
      'The sort parameter\'s schema lists the field names only, while its own description says "To specify the direction, add `:asc` or `:desc` ' +
      'to the end of the query parameter. e.g., `sort=date_created:desc`"; only a listed field with such a direction is let through.',
    documentation: 'https://developer.bigcommerce.com/docs/rest-management/orders#get-all-orders',
  },
];
