/**
 * What every answer of Xero's Accounting API shares (base /api.xro/2.0):
 *
 * - every record, even a single one, answered inside a list envelope:
 *   `{Id, Status: "OK", ProviderName, DateTimeUTC, Invoices: [ … ]}`, with
 *   `pagination` when a page was asked for (paging.ts);
 * - request bodies in the same wrapper (`{"Invoices": [ … ]}`) or as a bare
 *   record; the emulator takes one record per request;
 * - instants as `/Date(ms+0000)/` (dates.ts); unknown and read-only fields
 *   in a request ignored, as Xero ignores them;
 * - a bearer token and the `xero-tenant-id` header (auth.ts), errors as in
 *   errors.ts, and the rate-limit headers (rate-limits.ts) on every answer.
 */
import { randomUUID } from 'node:crypto';
import { defineDialect, jsonRest, unwrapList, type ResourceView } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { xeroAuth } from './auth.js';
import { msDate, parseXeroDate } from './dates.js';
import { renderXeroError } from './errors.js';
import { paginationOf, xeroPaging } from './paging.js';
import { xeroSigning } from './webhooks.js';

export const API_BASE = '/api.xro/2.0';
/** The application's name Xero writes in every answer (the sandbox's app). */
export const PROVIDER_NAME = 'Unified API (sandbox)';

/** The envelope of every answer around a list of records. */
export function xeroEnvelope(key: string, records: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { Id: randomUUID(), Status: 'OK', ProviderName: PROVIDER_NAME, DateTimeUTC: msDate(Date.now()).replace('+0000', ''), ...extra, [key]: records };
}

function listKey(resource: ResourceView): string {
  const key = resource.labels.list;
  if (!key) throw new Error(`xero resource ${resource.name} has no list label`);
  return key;
}

export const xeroDialect = defineDialect<XeroOrganisation>(jsonRest, {
  name: 'Xero Accounting',
  isApiPath: (path) => path.startsWith(`${API_BASE}/`),
  auth: xeroAuth,
  paging: xeroPaging,
  time: msDate,
  parseTime: parseXeroDate,
  contentType: 'application/json; charset=utf-8',
  envelopes: {
    one: (record, resource) => xeroEnvelope(listKey(resource), [record]),
    list(records, page, resource) {
      const pagination = paginationOf(page);
      return xeroEnvelope(listKey(resource), records, pagination ? { pagination } : {});
    },
    deleted: (record, resource) => (resource.labels.deleted === 'no-content' ? { status: 204 } : { status: 200, body: xeroEnvelope(listKey(resource), [record]) }),
  },
  // Xero's writes wrap their record in a list named after the collection (`{"Invoices": [...]}`), or send it bare.
  requestBody: (body, resource) => unwrapList(body, resource.labels.list),
  renderError: (failure) => renderXeroError(failure),
  webhooks: xeroSigning,
});
