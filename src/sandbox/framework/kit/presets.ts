/**
 * Dialect parts many platforms share, to start a platform's dialect from
 * (`defineDialect(jsonRest, {...})`). Each is what the platforms' documents
 * say, not a guess: a platform whose documentation differs overrides the part.
 */
import type { Answer, DialectPreset } from './dialect.js';
import type { EmulatorFailure, FailureKind } from './failures.js';

/** The usual status of each kind of failure; a failure may carry its own (`detail.status`). */
export const USUAL_STATUS: Readonly<Record<FailureKind, number>> = {
  validation: 400,
  not_found: 404,
  conflict: 409,
  unauthenticated: 401,
  forbidden: 403,
  rate_limited: 429,
  unsupported: 405,
  server_error: 500,
};

export function statusOf(failure: EmulatorFailure, overrides: Partial<Record<FailureKind, number>> = {}): number {
  const own = failure.detail.status;
  return typeof own === 'number' ? own : (overrides[failure.kind] ?? USUAL_STATUS[failure.kind]);
}

/** Headers every rate-limited answer carries: Retry-After in whole seconds. */
export function retryAfter(failure: EmulatorFailure): Record<string, string> {
  return failure.kind === 'rate_limited' ? { 'retry-after': String(failure.detail.retryAfterSeconds ?? 1) } : {};
}

function parseIso(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

const noContent = (): Answer => ({ status: 204 });

/** JSON over REST with ISO 8601 times, bare records and bare arrays; lenient about fields it does not know. */
export const jsonRest: DialectPreset = {
  isApiPath: () => true,
  contentType: 'application/json; charset=utf-8',
  time: (ms) => new Date(ms).toISOString(),
  parseTime: parseIso,
  unknownFields: 'ignore',
  readOnlyFields: 'ignore',
  envelopes: {
    one: (record) => record,
    list: (records) => records,
    deleted: noContent,
  },
};

/** Times as whole seconds since the epoch (Intercom, Stripe-like APIs). */
export const unixSecondsTime: DialectPreset = {
  time: (ms) => Math.floor(ms / 1000),
  parseTime: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value * 1000 : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) * 1000 : undefined),
};

/** Every record and list under `data` (Asana, many JSON:API-flavoured platforms). */
export const dataEnvelope: DialectPreset = {
  ...jsonRest,
  envelopes: {
    one: (record) => ({ data: record }),
    list: (records) => ({ data: records }),
    deleted: () => ({ status: 200, body: { data: {} } }),
  },
};
