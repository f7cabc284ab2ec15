/**
 * Idempotency of unified writes (`Idempotency-Key`, `X-Unique-Transaction-ID`):
 * the service-wide part. It reads the headers of a request into a guard
 * (idempotency-guard.ts) and now and then deletes expired keys, a bounded
 * batch at a time and never on a request's path (expired keys are also taken
 * over in place when reused, so the sweep only keeps the table small).
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { DownstreamHttp, type DownstreamHttpOptions } from '../../connectors/framework/http.js';
import type { Database } from '../../store/database.js';
import { deleteExpiredIdempotencyKeys } from '../../store/repositories/idempotency-keys.js';
import type { ActionDeclaration, Operation, ResourceDeclaration } from '../../unified/define.js';
import type { AuthContext } from '../authenticate.js';
import { IdempotencyGuard, type GuardSettings } from './idempotency-guard.js';
import { actionIdempotencyKeyOf, idempotencyKeyOf } from './key-header.js';

export { IdempotencyGuard } from './idempotency-guard.js';
export { isStoredAnswer, sendStoredAnswer, type StoredAnswer } from './stored-answer.js';

/** The downstream client of an operation: the guard's observing one when the request sent a key. */
export function downstreamHttp(guard: IdempotencyGuard | undefined, options: DownstreamHttpOptions): DownstreamHttp {
  return guard ? guard.downstreamHttp(options) : new DownstreamHttp(options);
}

/** SPEC.md: a key is remembered 24 hours from first use. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 1000;

export interface IdempotencyOptions {
  db: Database;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The longest a unified call may run (SVC_DOWNSTREAM_TIMEOUT_MAX_MS). */
  longestCallMs: number;
}

export class Idempotency {
  readonly #settings: GuardSettings;
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  #lastSweep = 0;
  #sweeping = false;

  constructor(options: IdempotencyOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#settings = {
      db: options.db,
      log: options.log,
      publicUrl: options.publicUrl,
      windowMs: IDEMPOTENCY_WINDOW_MS,
      // Twice the longest call: room for the store's write after the platform's answer.
      staleAfterMs: 2 * options.longestCallMs,
      afterClaim: () => this.#maybeSweep(),
    };
  }

  /**
   * The guard of a request that sent an idempotency header, undefined when it
   * sent none; 400 for a malformed value or an operation that does not honour it.
   */
  guardFor(request: FastifyRequest, auth: AuthContext, resource: ResourceDeclaration, operation: Operation): IdempotencyGuard | undefined {
    const key = idempotencyKeyOf(request, resource, operation);
    return key ? new IdempotencyGuard(this.#settings, request, auth, key) : undefined;
  }

  /** The same for a named action that honours idempotency keys (a payment of an order). */
  guardForAction(request: FastifyRequest, auth: AuthContext, action: ActionDeclaration): IdempotencyGuard | undefined {
    const key = actionIdempotencyKeyOf(request, action);
    return key ? new IdempotencyGuard(this.#settings, request, auth, key) : undefined;
  }

  /** At most one sweep per instance per minute, in the background. */
  #maybeSweep(): void {
    const now = Date.now();
    if (this.#sweeping || now - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now;
    this.#sweeping = true;
    deleteExpiredIdempotencyKeys(this.#db, SWEEP_BATCH)
      .catch((error: unknown) => this.#log.warn({ err: error }, 'could not delete expired idempotency keys'))
      .finally(() => {
        this.#sweeping = false;
      });
  }
}
