/**
 * What every call to Clover's REST API v3 shares
 * (https://docs.clover.com/docs/use-clover-rest-api): the host of the
 * environment (production api.clover.com, or the sandbox
 * apisandbox.dev.clover.com), every path under the merchant
 * (`/v3/merchants/{mId}/…`, the connection's `merchant_id` setting), ids of
 * 13 upper-case letters and digits, times as epoch milliseconds, money as
 * whole cents (SPEC.md rule 10 holds without conversion), and failures as
 * `{"message": "…"}`.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';

export const ENVIRONMENT_PATTERN = '^(production|sandbox)$';
const HOSTS = { production: 'api.clover.com', sandbox: 'apisandbox.dev.clover.com' } as const;
export const CLOVER_HOSTS = [HOSTS.production, HOSTS.sandbox, 'sandbox.dev.clover.com'];

/** OAuth pages and token endpoints live on www.clover.com (sandbox: sandbox.dev.clover.com), the API on api.clover.com. */
export const OAUTH_HOSTS = { production: 'www.clover.com', sandbox: 'sandbox.dev.clover.com' } as const;

export function cloverBaseUrl(settings: SettingValues): string {
  return `https://${settings.environment === 'sandbox' ? HOSTS.sandbox : HOSTS.production}`;
}

export function cloverOAuthBase(settings: SettingValues): string {
  return `https://${settings.environment === 'sandbox' ? OAUTH_HOSTS.sandbox : OAUTH_HOSTS.production}`;
}

/** Clover's ids: 13 upper-case letters and digits ("VXQEY3VMTT74T"). */
export const CLOVER_ID = /^[A-Z0-9]{13}$/;

/** The merchant every path names: the connection's `merchant_id` setting. */
export const MERCHANT = '/v3/merchants/{merchant_id}';

/** A reference as Clover writes one: `{"id": "…"}`. */
export const ref = (id: string): { id: string } => ({ id });

/** The id of a reference (`orderType`, `tender`, `item`), when there is one. */
export function refId(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The records of a nested list (`{"elements": [...]}`), as an expanded field holds them. */
export function elementsOf<T>(value: unknown): T[] {
  const list = (value as { elements?: unknown } | null | undefined)?.elements;
  return Array.isArray(list) ? (list as T[]) : [];
}

/** Clover's `{message}` of a failure. */
export function cloverErrorMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}
