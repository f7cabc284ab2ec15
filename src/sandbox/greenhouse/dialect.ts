/**
 * What every Harvest v3 answer shares (https://harvestdocs.greenhouse.io/docs/standardizations,
 * /docs/list-endpoints, /docs/pagination, /docs/api-rate-limiting):
 *
 * - bare JSON records and arrays under /v3, integer ids, related records
 *   named by their ids (`candidate_id`, `job_id`, `stage_id`), ISO 8601 times;
 * - a Bearer access token (auth.ts), writes attributed to a user;
 * - lists paged by an opaque `cursor` in a `Link: rel="next"` header (paging.ts);
 * - failures as `{message, errors: [{message, field}]}`: 401, 403, 404, 422;
 * - rate limits per rolling 10-second window, told on every answer in
 *   `X-RateLimit-Limit` and `X-RateLimit-Remaining`; past it a 429 with
 *   `Retry-After` (seconds) and `X-RateLimit-Reset` (epoch seconds).
 */
import type { EmulatorContext } from '../framework/emulator.js';
import { defineDialect, jsonRest, statusOf, type EmulatorFailure } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import { greenhouseAuth } from './auth.js';
import { greenhousePaging } from './paging.js';
import { greenhouseWebhookSigning } from './webhooks.js';

/** The window's nominal limit when no test set one (the emulator counts but never refuses on its own). */
const NOMINAL_LIMIT = 50;

function rateHeaders(emulator: EmulatorContext | undefined): Record<string, string> {
  const window = emulator?.rateWindow.peek();
  if (!window) return { 'x-ratelimit-limit': String(NOMINAL_LIMIT), 'x-ratelimit-remaining': String(NOMINAL_LIMIT) };
  return { 'x-ratelimit-limit': String(window.limit), 'x-ratelimit-remaining': String(window.remaining) };
}

function messageOf(failure: EmulatorFailure): string {
  if (failure.kind === 'not_found') return 'Resource not found';
  if (failure.kind === 'unauthenticated') return 'Invalid or expired access token';
  if (failure.kind === 'rate_limited') return 'Too Many Requests';
  if (failure.kind === 'server_error') return 'Internal Server Error';
  return failure.message;
}

export const greenhouseDialect = defineDialect<GreenhouseAccount>(jsonRest, {
  name: 'Greenhouse Harvest v3',
  isApiPath: (path) => path.startsWith('/v3/'),
  auth: greenhouseAuth,
  paging: greenhousePaging,
  contentType: 'application/json; charset=utf-8',
  headers: (_request, emulator) => rateHeaders(emulator),
  webhooks: greenhouseWebhookSigning,
  renderError(failure) {
    const status = statusOf(failure, { validation: 422, unsupported: 404 });
    const retry = Number(failure.detail.retryAfterSeconds ?? 10);
    const headers: Record<string, string> = failure.kind === 'rate_limited'
      ? { 'retry-after': String(retry), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + retry) }
      : {};
    const field = typeof failure.detail.field === 'string' ? failure.detail.field : undefined;
    const message = messageOf(failure);
    return { status, headers, body: { message, errors: [{ message, ...(field === undefined ? {} : { field }) }] } };
  },
});
