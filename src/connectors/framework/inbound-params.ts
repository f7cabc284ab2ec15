/**
 * Reading the parameters of a platform's webhook, for the `inbound` hooks of
 * platforms that send name/value pairs: a form body, a flat JSON object, or
 * the query string of a GET. Signatures are computed over these, so values
 * are kept exactly as sent (no trimming, no type conversion).
 */
import { timingSafeEqual } from 'node:crypto';
import type { InboundRequest } from './inbound.js';

function isForm(request: InboundRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** The pairs of a form-encoded body, in the order sent (repeated names kept); none for another content type. */
export function formPairs(request: InboundRequest): Array<[string, string]> {
  if (!isForm(request)) return [];
  return [...new URLSearchParams(request.rawBody.toString('utf8'))];
}

/**
 * The webhook's parameters wherever the platform put them: a JSON object's
 * string (and number, boolean) members, a form's pairs (the first of a
 * repeated name), or, for a request without either, the query string.
 */
export function webhookParams(request: InboundRequest): Record<string, string> {
  const pairs = new Map<string, string>();
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody.toString('utf8'));
    } catch {
      return {};
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') pairs.set(name, String(value));
    }
  } else if (isForm(request)) {
    for (const [name, value] of formPairs(request)) if (!pairs.has(name)) pairs.set(name, value);
  } else {
    for (const [name, value] of Object.entries(request.query)) pairs.set(name, value);
  }
  // fromEntries: a parameter named `__proto__` stays a plain key.
  return Object.fromEntries(pairs);
}

/** Compares a signature the platform sent with the expected one in constant time. */
export function sameSignature(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
