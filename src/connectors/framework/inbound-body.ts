/**
 * Reading a platform's webhook body. A delivery is untrusted until its
 * signature is checked, and even then a platform may add or drop levels, so
 * every read here gives an empty or absent value instead of throwing.
 */
import type { InboundRequest } from './inbound.js';

export type JsonObject = Record<string, unknown>;

/** The value when it is a JSON object, else an empty one: nested parts are read without a check at every level. */
export const objectAt = (value: unknown): JsonObject => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {});

/** The request's body when it is a JSON object; undefined when it is not JSON, or JSON of another shape. */
export function bodyObject(request: InboundRequest): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(request.rawBody.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/** A time the platform wrote as text (ISO 8601, RFC 2822), or undefined when it is absent or no time. */
export function dateFrom(value: unknown): Date | undefined {
  const at = typeof value === 'string' ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}
