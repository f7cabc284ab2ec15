/**
 * Square's idempotency keys (https://developer.squareup.com/docs/build-basics/common-api-patterns/idempotency):
 * every write carries an `idempotency_key`. Square remembers the key with
 * the request that first used it, per seller and endpoint: the same key
 * with the same request answers the original result again and changes
 * nothing; the same key with another request is refused with
 * IDEMPOTENCY_KEY_REUSED. Only successful answers are remembered, so a
 * refused write (a declined card, a missing field) may be sent again with
 * the same key. Keys live in the seller's state and are forgotten on reset.
 */
import type { Answer, KitContext } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { squareFailure } from './dialect.js';

interface Remembered {
  request: string;
  answer: Answer;
}

/** Sorted keys, so the same JSON written in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function keysOf(ctx: KitContext<SquareAccount>): Map<string, Remembered> {
  let keys = ctx.tenant.extras.get('idempotency') as Map<string, Remembered> | undefined;
  if (!keys) ctx.tenant.extras.set('idempotency', (keys = new Map()));
  return keys;
}

/** The request's `idempotency_key`, which Square requires on the writes that take one (1 to 192 characters; 45 for payments). */
export function idempotencyKeyOf(body: Record<string, unknown>, maxLength = 192): string {
  const key = body.idempotency_key;
  if (key === undefined || key === null || key === '') throw squareFailure(400, 'MISSING_REQUIRED_PARAMETER', 'Field must be set', 'idempotency_key');
  if (typeof key !== 'string') throw squareFailure(400, 'EXPECTED_STRING', 'Expected a string value', 'idempotency_key');
  if (key.length > maxLength) throw squareFailure(400, 'VALUE_TOO_LONG', `Field must not be longer than ${maxLength}`, 'idempotency_key');
  return key;
}

/**
 * Runs a write once per key: `endpoint` names the operation (and the record
 * it is on, for PayOrder), `write` makes the change and returns its answer.
 * `write` is synchronous on purpose: no second request with the key can
 * slip in between the change and remembering its answer.
 */
export function once(ctx: KitContext<SquareAccount>, endpoint: string, key: string, write: () => Answer): Answer {
  const keys = keysOf(ctx);
  const slot = `${endpoint} ${key}`;
  const request = canonical({ path: ctx.request.path, body: ctx.request.body });
  const seen = keys.get(slot);
  if (seen) {
    if (seen.request !== request) throw squareFailure(400, 'IDEMPOTENCY_KEY_REUSED', 'The idempotency key can only be retried with the same request data.', 'idempotency_key');
    return seen.answer;
  }
  const answer = write();
  if (answer.status < 300) keys.set(slot, { request, answer: structuredClone(answer) });
  return answer;
}

/** The JSON object body of a write, or Square's refusal. */
export function bodyOf(ctx: KitContext<SquareAccount>): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw squareFailure(400, 'EXPECTED_JSON_BODY', 'The body of the request is not a JSON object.');
  return body as Record<string, unknown>;
}
