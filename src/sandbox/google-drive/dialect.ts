/**
 * What every Drive v3 answer shares (https://developers.google.com/drive/api/guides/handle-errors,
 * the discovery document's schemas):
 *
 * - JSON records with a `kind` ("drive#file"), RFC 3339 times, int64 numbers
 *   written as strings (`size`, `version`);
 * - lists as `{kind: "drive#fileList", nextPageToken?, files: [...]}`, paged
 *   by an opaque `pageToken` (paging per resource: files up to 1000 a page, 100 by default);
 * - failures as `{error: {code, message, errors: [{domain, reason, message, location?, locationType?}], status}}`:
 *   400 invalid values, 401 bad credentials, 403 refusals (each with its
 *   reason: `fileNotDownloadable`, `fieldNotWritable`, ...), 404 unknown
 *   files, 429 `rateLimitExceeded` (with Retry-After), 5xx `backendError`;
 * - delete answers 204 with no body.
 */
import { defineDialect, jsonRest, statusOf, tokenPaging, type EmulatorFailure, type FailureKind } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import { googleDriveAuth } from './auth.js';

const REASONS: Readonly<Record<FailureKind, [reason: string, status: string]>> = {
  validation: ['invalid', 'INVALID_ARGUMENT'],
  not_found: ['notFound', 'NOT_FOUND'],
  conflict: ['conflict', 'ALREADY_EXISTS'],
  unauthenticated: ['authError', 'UNAUTHENTICATED'],
  forbidden: ['forbidden', 'PERMISSION_DENIED'],
  rate_limited: ['rateLimitExceeded', 'RESOURCE_EXHAUSTED'],
  unsupported: ['notFound', 'NOT_FOUND'],
  server_error: ['backendError', 'UNAVAILABLE'],
};

/** Paths of the Drive API proper (authenticated, rate-limited); the OAuth pages and public links are not. */
export const DRIVE_API_PREFIXES = ['/drive/v3/', '/upload/drive/v3/', '/resumable/upload/drive/v3/'] as const;

/** `pageToken` and `pageSize`; a size past the ceiling is served as the ceiling. */
export function drivePaging(defaultSize: number, maxSize: number) {
  return tokenPaging({ tokenParam: 'pageToken', sizeParam: 'pageSize', defaultSize, maxSize, minSize: 1, invalidToken: 'Invalid Value' });
}

/** Drive's wording for a record the kit did not find (permission ids are stored with their item's id after a colon). */
function notFoundMessage(failure: EmulatorFailure): string | undefined {
  const { resource, id } = failure.detail;
  if (failure.kind !== 'not_found' || typeof id !== 'string') return undefined;
  const shown = id.replace(/:.*$/, '').slice(0, 80);
  if (resource === 'permissions') return `Permission not found: ${shown}.`;
  if (resource === 'drives') return `Shared drive not found: ${shown}`;
  if (resource === 'files') return `File not found: ${shown}.`;
  return undefined;
}

export function renderDriveError(failure: EmulatorFailure): { status: number; headers: Record<string, string>; body: unknown } {
  const status = statusOf(failure, { unsupported: 404, server_error: 500 });
  const [defaultReason, statusName] = REASONS[failure.kind];
  const reason = typeof failure.detail.code === 'string' ? failure.detail.code : defaultReason;
  const message = failure.kind === 'rate_limited' ? 'Rate Limit Exceeded' : notFoundMessage(failure) ?? failure.message;
  const location = failure.kind === 'unauthenticated' ? { location: 'Authorization', locationType: 'header' }
    : typeof failure.detail.field === 'string' ? { location: failure.detail.field, locationType: 'parameter' } : {};
  const headers: Record<string, string> = failure.kind === 'rate_limited' ? { 'retry-after': String(failure.detail.retryAfterSeconds ?? 1) } : {};
  if (failure.kind === 'unauthenticated') headers['www-authenticate'] = 'Bearer realm="https://accounts.google.com/", error="invalid_token"';
  if (typeof failure.detail.contentRange === 'string') headers['content-range'] = failure.detail.contentRange;
  return {
    status,
    headers,
    body: { error: { code: status, message, errors: [{ message, domain: failure.kind === 'rate_limited' ? 'usageLimits' : 'global', reason, ...location }], status: statusName } },
  };
}

export const googleDriveDialect = defineDialect<GoogleDriveAccount>(jsonRest, {
  name: 'Google Drive v3',
  isApiPath: (path) => DRIVE_API_PREFIXES.some((prefix) => path.startsWith(prefix)),
  auth: googleDriveAuth,
  contentType: 'application/json; charset=UTF-8',
  paging: drivePaging(100, 1000),
  envelopes: {
    one: (record) => record,
    list: (records, page, resource) => ({
      kind: resource.labels.listKind,
      ...(page.next ? { nextPageToken: page.next.token } : {}),
      ...(resource.labels.searchable === 'yes' ? { incompleteSearch: false } : {}),
      [resource.labels.list ?? resource.name]: records,
    }),
    deleted: () => ({ status: 204 }),
  },
  renderError: (failure) => renderDriveError(failure),
});
