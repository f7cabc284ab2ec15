/**
 * One unified request under an idempotency key. Once the connector is known
 * and before anything goes downstream, `claim` takes the key (or answers from
 * an earlier request with it); when the operation ends, `run` settles the key
 * from what happened downstream (see downstream-writes.ts) before the client
 * sees the answer, so a retry that follows an answer always finds it stored.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ApiError, toErrorEnvelope } from '../../core/errors/api-error.js';
import { headerValue } from '../../core/http/request-headers.js';
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import { DownstreamHttp, type DownstreamHttpOptions } from '../../connectors/framework/http.js';
import type { Database } from '../../store/database.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  markIdempotencyOutcomeUnknown,
  releaseIdempotencyKey,
  resumeIdempotencyKey,
  storedAnswerBody,
  type HeldClaim,
} from '../../store/repositories/idempotency-keys.js';
import type { IdempotencyKeyRow } from '../../store/schema.js';
import type { AuthContext } from '../authenticate.js';
import { COMPANY_HEADER } from '../company-selection.js';
import { DownstreamWriteLog, WriteObservingHttp, type Verdict } from './downstream-writes.js';
import { requestFingerprint } from './fingerprint.js';
import { HEADER_NAMES, type IdempotencyKey } from './key-header.js';
import { isStoredAnswer, type StoredAnswer } from './stored-answer.js';

/** What the guard needs from the service around it. */
export interface GuardSettings {
  db: Database;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The service's window (24 hours); a connector may only shorten it. */
  windowMs: number;
  /**
   * How long a `running` key may stay so before its request is taken for
   * lost (its instance stopped): longer than any call can run.
   */
  staleAfterMs: number;
  /** Called after each claim, to sweep expired keys now and then. */
  afterClaim(): void;
}

export class IdempotencyGuard {
  readonly #settings: GuardSettings;
  readonly #request: FastifyRequest;
  readonly #auth: AuthContext;
  readonly #key: IdempotencyKey;
  readonly #writes = new DownstreamWriteLog();
  #held: HeldClaim | undefined;

  constructor(settings: GuardSettings, request: FastifyRequest, auth: AuthContext, key: IdempotencyKey) {
    this.#settings = settings;
    this.#request = request;
    this.#auth = auth;
    this.#key = key;
  }

  /**
   * The key passed on to platforms that have their own (ConnectorContext.idempotencyKey):
   * a hash of the key and everything that scopes it, so one application's key
   * never meets another's at a platform, and a retry sends the same value.
   */
  get platformKey(): string {
    const request = this.#request;
    const parts = [this.#auth.applicationId, this.#auth.mode, headerValue(request, 'x-svc-consumer-id') ?? '', this.#key.header, this.#key.key,
      request.routeOptions.method as string, request.routeOptions.url ?? request.url, JSON.stringify(request.params ?? {})];
    return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  }

  /** The downstream client for this operation: it reports what became of every write. */
  downstreamHttp(options: DownstreamHttpOptions): DownstreamHttp {
    return new WriteObservingHttp(options, this.#writes);
  }

  /**
   * Takes the key for this request, or returns the answer an earlier identical
   * request got. 409 while that request runs (or when its outcome is unknown),
   * 422 when the key was used for a different request. An operation that
   * `resolvesRetries` (the connector finds its earlier attempt at the
   * platform) takes over a key whose first attempt ended unknown instead.
   */
  async claim(consumerId: string, connector: ConnectorDefinition, resolvesRetries = false): Promise<StoredAnswer | undefined> {
    const request = this.#request;
    const method = request.routeOptions.method as string;
    const route = request.routeOptions.url ?? request.url;
    const scope = { applicationId: this.#auth.applicationId, mode: this.#auth.mode, consumerId, kind: this.#key.header, key: this.#key.key };
    const requestHash = requestFingerprint({
      method,
      route,
      params: (request.params ?? {}) as Record<string, string>,
      serviceId: connector.id,
      company: headerValue(request, COMPANY_HEADER),
      body: request.body,
    });
    const windowMs = Math.min(this.#settings.windowMs, connector.idempotencyWindowMs ?? Number.POSITIVE_INFINITY);
    const outcome = await claimIdempotencyKey(this.#settings.db, { ...scope, operation: `${method} ${route}`, requestHash, windowMs });
    this.#settings.afterClaim();
    if (outcome.claimed) {
      this.#held = { scope, claimedAt: outcome.row.createdAt };
      return undefined;
    }
    const existing = outcome.existing;
    if (existing && existing.requestHash !== requestHash) throw this.#reused(existing);
    if (existing?.state === 'completed' && existing.responseStatus !== null) {
      return { replayed: true, status: existing.responseStatus, body: storedAnswerBody(existing) };
    }
    if (existing && resolvesRetries) {
      const resumed = await resumeIdempotencyKey(this.#settings.db, { scope, requestHash, staleAfterMs: this.#settings.staleAfterMs });
      if (resumed) {
        this.#settings.log.info({ header: scope.kind, state: existing.state, first_used_at: existing.createdAt }, 'retrying an idempotent request whose first attempt ended unknown: the connector resolves it at the platform');
        this.#held = { scope, claimedAt: resumed.createdAt };
        return undefined;
      }
    }
    throw this.#inUse(existing);
  }

  /** Runs the operation and settles a claimed key with its outcome; a stored answer passes through untouched. */
  async run<R extends { status: number; envelope: unknown }>(operation: () => Promise<R | StoredAnswer>): Promise<R | StoredAnswer> {
    let result: R | StoredAnswer;
    try {
      result = await operation();
    } catch (error) {
      if (this.#held) {
        const apiError = error instanceof ApiError ? error : new ApiError('InternalServerError');
        await this.#settle(this.#writes.verdict(false), apiError.status, toErrorEnvelope(apiError, this.#settings.publicUrl));
      }
      throw error;
    }
    if (this.#held && !isStoredAnswer(result)) {
      const succeeded = result.status >= 200 && result.status < 300;
      await this.#settle(this.#writes.verdict(succeeded), result.status, result.envelope);
    }
    return result;
  }

  /**
   * Records the outcome. A failure to record leaves the key `running`, which
   * blocks retries until it expires: never a duplicate, so the answer still
   * goes out and the failure is only logged.
   */
  async #settle(verdict: Verdict, status: number, body: unknown): Promise<void> {
    const held = this.#held as HeldClaim;
    this.#held = undefined;
    const db = this.#settings.db;
    try {
      const settled =
        verdict === 'remember'
          ? await completeIdempotencyKey(db, held, status, body)
          : verdict === 'unknown'
            ? await markIdempotencyOutcomeUnknown(db, held)
            : await releaseIdempotencyKey(db, held);
      // Not settled: the claim outlived its window and another request took the key over.
      if (!settled) this.#settings.log.warn({ verdict, header: held.scope.kind }, 'idempotency key expired before its request ended');
    } catch (error) {
      this.#settings.log.error({ err: error, verdict, header: held.scope.kind }, 'could not record the outcome of an idempotent request; its key stays blocked until it expires');
    }
  }

  #reused(existing: IdempotencyKeyRow): ApiError {
    return new ApiError('IdempotencyKeyReusedError', {
      message: `This ${HEADER_NAMES[this.#key.header]} was first used for a different request; use a new key for a new request`,
      detail: { first_used_for: existing.operation, first_used_at: existing.createdAt.toISOString() },
    });
  }

  #inUse(existing: IdempotencyKeyRow | undefined): ApiError {
    const name = HEADER_NAMES[this.#key.header];
    if (!existing) {
      return new ApiError('IdempotencyKeyInUseError', { message: `Another request with this ${name} is being settled; retry in a moment`, detail: { state: 'running' } });
    }
    const until = existing.expiresAt.toISOString();
    const detail = { state: existing.state, first_used_at: existing.createdAt.toISOString(), expires_at: until };
    if (existing.state === 'outcome_unknown') {
      return new ApiError('IdempotencyKeyInUseError', {
        message: `The outcome of the first request with this ${name} is unknown: it reached the platform, but no answer came back, so the record may have been written. The key stays reserved until ${until}; check the platform before sending the record again under a new key`,
        detail,
      });
    }
    return new ApiError('IdempotencyKeyInUseError', {
      message: `A request with this ${name} is still running, or the instance running it stopped before recording its outcome (then the platform may have written the record). Retry later; the key stays reserved until ${until} at the latest`,
      detail,
    });
  }
}
