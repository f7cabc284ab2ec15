/**
 * Test switches (POST /__emulator/switches): states Square's API cannot be asked for.
 */
import type { SwitchDeclaration } from '../framework/kit/index.js';

/** `"drop"`: the connection closes unanswered; `{delay_ms}`: the answer comes that late. */
export type PaymentTimeout = 'drop' | { delay_ms: number };

export const PAYMENT_TIMEOUT = 'payment_timeout';

export const SQUARE_SWITCHES: Readonly<Record<string, SwitchDeclaration>> = {
  [PAYMENT_TIMEOUT]: {
    description:
      'the next CreatePayment stores the payment (and its idempotency key) and then times out: "drop" closes the connection unanswered, ' +
      '{"delay_ms": n} answers n ms late; it turns itself off after that one payment',
    accepts: (value) => value === 'drop' || (typeof value === 'object' && value !== null && Number.isInteger((value as { delay_ms?: unknown }).delay_ms) && (value as { delay_ms: number }).delay_ms >= 0),
  },
};
