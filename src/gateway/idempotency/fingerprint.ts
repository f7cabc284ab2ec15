/**
 * What makes a retry "the same request": method and route, path parameters,
 * the connector that serves it, the company it addresses (`x-svc-company-id`),
 * and the JSON body with its keys in a
 * canonical order (so a client that rebuilds the body in another key order
 * still matches). Only the SHA-256 is stored. The query string is left out:
 * on writes it only asks for extras of the answer (`raw`), and the first
 * answer is what every retry gets anyway.
 */
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth; arrays keep their order; bytes (an uploaded file) count by their digest. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Uint8Array) return JSON.stringify(`sha256:${createHash('sha256').update(value).digest('hex')}`);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export interface RequestIdentity {
  method: string;
  /** The route pattern, e.g. "/issue-tracking/collections/:collection_id/tickets". */
  route: string;
  params: Readonly<Record<string, string>>;
  serviceId: string;
  /** The company of `x-svc-company-id`, where the request names one. */
  company?: string | undefined;
  body: unknown;
}

export function requestFingerprint(identity: RequestIdentity): string {
  return createHash('sha256').update(canonicalJson(identity)).digest('hex');
}
