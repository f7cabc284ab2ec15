/**
 * Clover honours no Idempotency-Key on REST v3 payments
 * (https://docs.clover.com/docs/tracking-transactions-with-idempotency-keys:
 * only the Ecommerce and device APIs take one), so a payment is recognised
 * by its own `externalPaymentId` (at most 32 characters). Under a unified
 * idempotency key (ConnectorContext.idempotencyKey: already scoped to the
 * application, consumer, operation and record) the id is derived from it
 * and the call's purpose, so every retry of the unified request names the
 * same payment, and a payment already made is found before anything is sent
 * again. Without a key, each request gets a fresh random id.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ConnectorContext } from '../framework/define.js';

const EXTERNAL_ID_MAX = 32;

/** The external payment id for one purpose of one request ("payment", "pay:ORDER:0"): the same on every retry of the request. */
export function externalPaymentId(ctx: Pick<ConnectorContext, 'idempotencyKey'>, purpose: string): string {
  if (ctx.idempotencyKey === undefined) return `u${randomBytes(16).toString('hex').slice(0, EXTERNAL_ID_MAX - 1)}`;
  // Hex, not base64url: Clover's filter syntax has no quoting, and hex cannot collide with its operators.
  return `k${createHash('sha256').update(`clover\u0000${purpose}\u0000${ctx.idempotencyKey}`).digest('hex').slice(0, EXTERNAL_ID_MAX - 1)}`;
}
