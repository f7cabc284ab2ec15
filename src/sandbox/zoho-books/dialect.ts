/**
 * What every answer of the Zoho Books API shares (base /books/v3, as
 * https://www.zohoapis.com/books/v3; "Introduction", "Pagination", "Errors"):
 *
 * - one envelope for everything: `{code: 0, message: "success", salesorder: {…}}`
 *   for one record, `{code: 0, message, salesorders: […], page_context}` for
 *   a list, `{code: 0, message: "The sales order has been deleted."}` for a
 *   delete, and `{code, message}` with a non-zero code for a failure (errors.ts);
 * - lists paged by `page` (from 1) and `per_page` (200 by default and at
 *   most), with `page_context: {page, per_page, has_more_page, report_name}`;
 * - request bodies as JSON, or the older form field `JSONString` holding it;
 * - an OAuth access token and the organization (auth.ts); times in the
 *   organization's offset (times.ts).
 */
import { defineDialect, fail, jsonRest, pageNumberPaging, type ResourceView } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { zohoAuth } from './auth.js';
import { renderZohoError } from './errors.js';
import { parseZohoTime, zohoTime } from './times.js';

export const API_BASE = '/books/v3';
export const PER_PAGE_MAX = 200;

export const zohoPaging = pageNumberPaging({ pageParam: 'page', sizeParam: 'per_page', firstPage: 1, defaultSize: PER_PAGE_MAX, maxSize: PER_PAGE_MAX });

function label(resource: ResourceView, name: string): string {
  const value = resource.labels[name];
  if (!value) throw new Error(`zoho-books resource ${resource.name} has no ${name} label`);
  return value;
}

/** The record of a write: the JSON body, or the `JSONString` form field Zoho also reads. */
export function unwrapBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const jsonString = (body as Record<string, unknown>).JSONString;
  if (typeof jsonString !== 'string') return body;
  try {
    return JSON.parse(jsonString) as unknown;
  } catch {
    throw fail.validation('Invalid value passed for JSONString', { code: 4 });
  }
}

/** Which list a request asks for: a GET of the collection itself (Zoho answers lists with fewer fields than a get). */
export function isListRequest(request: { method: string; path: string }, collection: string): boolean {
  return request.method === 'GET' && request.path.replace(/\/+$/, '') === `${API_BASE}/${collection}`;
}

export const zohoDialect = defineDialect<ZohoOrganization>(jsonRest, {
  name: 'Zoho Books',
  // GET /organizations needs no organization_id: organizations.ts serves it with its own check.
  isApiPath: (path) => path.startsWith(`${API_BASE}/`) && !path.startsWith(`${API_BASE}/organizations`),
  auth: zohoAuth,
  paging: zohoPaging,
  time: (ms) => zohoTime(ms, { utcOffsetMinutes: 0 }),
  parseTime: parseZohoTime,
  contentType: 'application/json;charset=UTF-8',
  unknownFields: 'ignore',
  readOnlyFields: 'ignore',
  requestBody: unwrapBody,
  envelopes: {
    one: (record, resource) => ({ code: 0, message: 'success', [label(resource, 'one')]: record }),
    list: (records, page, resource) => ({
      code: 0,
      message: 'success',
      [label(resource, 'list')]: records,
      page_context: {
        page: page.pageNumber ?? 1,
        per_page: page.size,
        has_more_page: page.next !== null,
        report_name: label(resource, 'report'),
      },
    }),
    deleted: (_record, resource) => ({ status: 200, body: { code: 0, message: label(resource, 'deleted') } }),
  },
  renderError: (failure) => renderZohoError(failure),
});
