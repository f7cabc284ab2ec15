/**
 * Square requires its own `idempotency_key` on every money-moving and
 * catalog write (at most 45 characters). Under a unified idempotency key the
 * connector derives Square's deterministically from it
 * (ConnectorContext.idempotencyKey: already scoped to the application, the
 * consumer, the operation and the record) and from what the call is for, so
 * a retry of the same unified request reaches Square with the same key and
 * Square answers the first answer instead of charging again. Without one,
 * each request gets a fresh random key, and only the resends within it
 * (timeout-resolution.ts) reuse it.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ConnectorContext } from '../framework/define.js';

const SQUARE_KEY_MAX = 45;

/** The key for one purpose of one request ("payment", "pay:ORDER_ID"): the same on every retry of the request. */
export function squareIdempotencyKey(ctx: Pick<ConnectorContext, 'idempotencyKey'>, purpose: string): string {
  if (ctx.idempotencyKey === undefined) return randomUUID();
  return createHash('sha256').update(`square\u0000${purpose}\u0000${ctx.idempotencyKey}`).digest('base64url').slice(0, SQUARE_KEY_MAX);
}
