/**
 * What every BigCommerce answer shares (https://developer.bigcommerce.com/docs/start/about/api-overview):
 *
 * - paths under `/stores/{store_hash}/v2` (orders, store information) and
 *   `/stores/{store_hash}/v3` (catalog, customers, refunds);
 * - the store-level API account's access token in `X-Auth-Token`, for that
 *   store only (a token presented at another store's path is a 401);
 * - v3 answers wrapped as `{data, meta}`, lists with `meta.pagination`
 *   (total, count, per_page, current_page, total_pages, links); v2 answers
 *   bare records and arrays, and a page past the last one is a 204 with no body;
 * - `page` (from 1) and `limit` (50 by default, at most 250) on both;
 * - v3 times in ISO 8601 with an offset, v2 times in RFC 2822 (records.ts);
 * - failures: v3 `{status, title, type, errors}`, v2 `[{status, message}]`;
 * - the rate-limit headers on every answer and the 429 past them (rate-limit.ts).
 */
import { apiKey, defineDialect, fail, jsonRest, pageNumberPaging, statusOf, type Answer, type EmulatorFailure, type KitRequest, type PageInfo } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { rateLimitHeaders, spentHeaders } from './rate-limit.js';
import { isoTime } from './records.js';

const STATUS_DOCS = 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes';

export const storeHashOf = (path: string): string | undefined => /^\/stores\/([^/]+)\//.exec(path)?.[1];
const isV2 = (request: KitRequest | undefined) => request !== undefined && /^\/stores\/[^/]+\/v2\//.test(request.path);

const token = apiKey<BigCommerceAccount>('X-Auth-Token header', 'header', ['x-auth-token'], ([value], account) => value === account.accessToken);

function titleOf(failure: EmulatorFailure, status: number): string {
  if (status === 404) return 'The requested resource was not found.';
  if (status === 401) return 'You are not authorized to access this store with the X-Auth-Token you supplied.';
  if (status === 429) return 'Too many requests. Slow down and retry after the time in X-Rate-Limit-Time-Reset-Ms.';
  if (status >= 500) return 'Internal Server Error';
  return failure.message;
}

/** The v3 list's `meta.pagination`; its links are query strings, as BigCommerce writes them. */
function pagination(page: PageInfo) {
  const size = page.size;
  const current = page.pageNumber ?? 1;
  const link = (number: number) => `?page=${number}&limit=${size}`;
  return {
    total: page.total,
    count: page.count,
    per_page: size,
    current_page: current,
    total_pages: Math.max(1, Math.ceil(page.total / size)),
    links: {
      ...(page.previous ? { previous: link(current - 1) } : {}),
      current: link(current),
      ...(page.next ? { next: link(current + 1) } : {}),
    },
  };
}

export const bigcommerceDialect = defineDialect<BigCommerceAccount>(jsonRest, {
  name: 'BigCommerce',
  isApiPath: (path) => path.startsWith('/stores/'),
  auth: {
    describe: token.describe,
    authenticate(request, accounts, services) {
      const account = token.authenticate(request, accounts, services);
      if (storeHashOf(request.path) !== account.storeHash) throw fail.unauthenticated('This X-Auth-Token is for another store');
      return account;
    },
  },
  paging: pageNumberPaging({ pageParam: 'page', sizeParam: 'limit', defaultSize: 50, maxSize: 250, firstPage: 1 }),
  time: isoTime,
  contentType: 'application/json',
  envelopes: {
    one: (record, resource) => (resource.labels.api === 'v2' ? record : { data: record, meta: {} }),
    list: (records, page, resource) => {
      if (resource.labels.api === 'v2') return records;
      return { data: records, meta: resource.labels.paged === 'no' ? {} : { pagination: pagination(page) } };
    },
    // A deleted webhook is answered with itself; other deletes (none served yet) with nothing.
    deleted: (record, resource): Answer => (resource.labels.deleted === 'echo' ? { status: 200, body: { data: record, meta: {} } } : { status: 204 }),
    emptyPage: (resource) => (resource.labels.api === 'v2' ? { status: 204 } : undefined),
  },
  headers: (_request, emulator) => rateLimitHeaders(emulator),
  renderError(failure, request) {
    const status = statusOf(failure, { validation: 422, unsupported: 404 });
    const headers = failure.kind === 'rate_limited' ? spentHeaders(failure.detail.retryAfterSeconds ?? 1) : {};
    const title = titleOf(failure, status);
    if (isV2(request)) return { status, headers, body: [{ status, message: title }] };
    const field = typeof failure.detail.field === 'string' ? failure.detail.field : undefined;
    return { status, headers, body: { status, title, type: STATUS_DOCS, errors: field ? { [field]: failure.message } : {} } };
  },
});
