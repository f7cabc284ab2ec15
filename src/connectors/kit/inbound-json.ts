/**
 * The JSON object a platform's webhook request carries, for the inbound
 * hooks that read it: undefined for a body that is not JSON or not an object
 * (a request anyone may send to the inbound URL is never trusted to parse).
 */
import type { InboundRequest } from '../framework/inbound.js';

export function inboundJson<T extends object = Record<string, unknown>>(request: InboundRequest): T | undefined {
  try {
    const body: unknown = JSON.parse(request.rawBody.toString('utf8'));
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as T) : undefined;
  } catch {
    return undefined;
  }
}
