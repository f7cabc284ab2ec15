/**
 * What every call to Gusto shares (https://docs.gusto.com/embedded-payroll/docs/):
 * the host of the environment (production api.gusto.com, or the demo
 * environment api.gusto-demo.com where partners build), the pinned
 * `X-Gusto-API-Version`, UUID ids, and the `{errors: [{error_key, category,
 * message}]}` body of its failures.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';

/** The API version every call is pinned to: the version of the description the connector is written from. */
export const GUSTO_API_VERSION = '2025-06-15';
export const VERSION_HEADER = 'x-gusto-api-version';

export const ENVIRONMENT_PATTERN = '^(production|demo)$';
const HOSTS = { production: 'api.gusto.com', demo: 'api.gusto-demo.com' } as const;

export function gustoBaseUrl(settings: SettingValues): string {
  return `https://${settings.environment === 'demo' ? HOSTS.demo : HOSTS.production}`;
}
export const GUSTO_HOSTS = [HOSTS.production, HOSTS.demo];

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface GustoError { error_key?: unknown; category?: unknown; message?: unknown }

function errorsOf(body: unknown): GustoError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((entry): entry is GustoError => typeof entry === 'object' && entry !== null) : [];
}

/** "first_name: First name is required; base: …" from Gusto's error list (or its version refusal's `message`). */
export function gustoErrorMessage(body: unknown): string | undefined {
  const messages = errorsOf(body)
    .map((entry) => (typeof entry.message === 'string' && entry.message.trim() !== '' ? (entry.error_key && entry.error_key !== 'base' ? `${String(entry.error_key)}: ${entry.message}` : entry.message) : undefined))
    .filter((message): message is string => message !== undefined);
  if (messages.length > 0) return messages.join('; ');
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Whether a failure body names this category (`invalid_resource_version`, `invalid_operation`, `not_found`). */
export function hasCategory(body: unknown, category: string): boolean {
  return errorsOf(body).some((entry) => entry.category === category);
}

/** The platform's status of a failed call, where the failure is the platform's answer. */
export function downstreamStatus(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const status = (error.detail as { downstream_status?: unknown } | undefined)?.downstream_status;
  return typeof status === 'number' ? status : undefined;
}

export function downstreamBody(error: unknown): unknown {
  return error instanceof ApiError ? (error.detail as { downstream_body?: unknown } | undefined)?.downstream_body : undefined;
}

export function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}
