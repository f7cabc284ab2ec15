/**
 * What every call to BigCommerce shares
 * (https://developer.bigcommerce.com/docs/start/about/api-overview): one host,
 * api.bigcommerce.com, with the store named by its hash in every path
 * (`/stores/{store_hash}/v2/…` for orders and store information,
 * `/stores/{store_hash}/v3/…` for the catalog, customers, refunds and
 * webhooks), whole-number ids, and two bodies of failure: v3's
 * `{status, title, type, errors}` and v2's `[{status, message}]`.
 */
import { ApiError } from '../../core/errors/api-error.js';

export const BIGCOMMERCE_HOST = 'api.bigcommerce.com';
export const STORE_HASH = 'store_hash';
export const ACCESS_TOKEN = 'access_token';

/** A store hash as BigCommerce issues them (lower-case letters and digits). */
export const STORE_HASH_PATTERN = '^[a-z0-9]{5,20}$';

export const V2 = `/stores/{${STORE_HASH}}/v2`;
export const V3 = `/stores/{${STORE_HASH}}/v3`;

/** BigCommerce's ids are whole numbers counted per store; any other id names nothing (404 without a call). */
export const WHOLE_ID = /^[1-9][0-9]{0,14}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "title: field: why" from a v3 failure, or the messages of a v2 one. */
export function bigcommerceErrorMessage(body: unknown): string | undefined {
  if (Array.isArray(body)) {
    const messages = body.map((entry) => (isObject(entry) && typeof entry.message === 'string' ? entry.message : undefined)).filter((message): message is string => !!message);
    return messages.length > 0 ? messages.join('; ') : undefined;
  }
  if (!isObject(body)) return undefined;
  const title = typeof body.title === 'string' && body.title.trim() !== '' ? body.title : undefined;
  const errors = isObject(body.errors) ? Object.entries(body.errors).filter(([, why]) => typeof why === 'string').map(([field, why]) => `${field}: ${String(why)}`) : [];
  const parts = [title, ...errors].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** The platform's status of a failed call, where the failure is the platform's answer. */
export function downstreamStatus(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const status = (error.detail as { downstream_status?: unknown } | undefined)?.downstream_status;
  return typeof status === 'number' ? status : undefined;
}

export function invalidFilter(field: string, reason: string): ApiError {
  return new ApiError('RequestValidationError', { message: `filter[${field}] ${reason}`, detail: { field: `filter[${field}]`, reason } });
}
