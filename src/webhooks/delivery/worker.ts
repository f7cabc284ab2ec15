/**
 * The delivery worker: every instance runs one. It polls the outbox, leases
 * due attempts (leases.ts), signs each with the subscription's secrets in
 * force at that moment, sends it (sender.ts) and records the outcome:
 * delivered on 2xx; otherwise retried on the schedule (schedule.ts), later
 * when a 429 or 503 says Retry-After; given up when the schedule is spent; a
 * 410 gives up and disables the subscription. A subscription whose every
 * attempt has failed for five days is disabled with `retry_limit`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../store/database.js';
import type { CredentialCipher } from '../../vault/credential-cipher.js';
import { activeSigningSecrets } from '../subscriptions/signing-secrets.js';
import type { KeyMode } from '../subscriptions/delivery-url.js';
import { disableSubscription, failingSince, finishAttempt, leaseDueAttempts, type AttemptRecord, type LeasedAttempt, type NextStep } from './leases.js';
import { DEFAULT_RETRY_SCHEDULE, retryAfterMs, retryDelayMs, type RetrySchedule } from './schedule.js';
import type { AttemptResult, WebhookSender } from './sender.js';
import { signedRequest } from './signing.js';
import { onOutboxSignal } from './outbox-signal.js';
import { publishDeliveryAttempt, type AttemptOutcome } from '../telemetry.js';

/** The reference's reason for a subscription the service stopped delivering to. */
export const RETRY_LIMIT = 'retry_limit';
/** A subscription failing for this long without one success is disabled. */
export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

export interface DeliveryWorkerOptions {
  db: Database;
  /** Opens the subscriptions' signing secrets (the `webhook-secrets` key). */
  cipher: CredentialCipher;
  sender: WebhookSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: (() => Date) | undefined;
  schedule?: RetrySchedule | undefined;
  /** For the jitter; Math.random by default. */
  random?: (() => number) | undefined;
  /** How long an attempt is held before another instance may make it again: longer than an attempt can take. */
  leaseMs?: number | undefined;
  /** How often the outbox is polled when the last poll found nothing to do. */
  pollIntervalMs?: number | undefined;
  /** Attempts leased (and made concurrently) per poll. */
  batchSize?: number | undefined;
  workerId?: string | undefined;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_POLL_INTERVAL_MS = 500;
const DEFAULT_BATCH_SIZE = 16;

export class DeliveryWorker {
  readonly workerId: string;
  readonly #options: DeliveryWorkerOptions;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  /** A poll under way: a signal then asks for another right after it. */
  #polling = false;
  #signalled = false;
  #unsubscribe: (() => void) | undefined;

  constructor(options: DeliveryWorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    this.workerId = options.workerId ?? randomUUID();
  }

  /** Polls until stop(): again at once while polls find work, after the poll interval otherwise. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#unsubscribe = onOutboxSignal(() => this.#wake());
    this.#schedule(0);
  }

  /** Events were just published in this process: poll now rather than at the next interval. */
  #wake(): void {
    if (this.#stopped) return;
    if (this.#polling) {
      this.#signalled = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#schedule(0);
  }

  /** Stops polling and waits for the attempts in flight (each ends within the attempt timeout). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** Leases one batch and makes its attempts; answers how many were made. */
  async runOnce(): Promise<number> {
    const batchSize = this.#options.batchSize ?? DEFAULT_BATCH_SIZE;
    const leased = await leaseDueAttempts(this.#options.db, {
      workerId: this.workerId,
      now: this.#now(),
      leaseMs: this.#options.leaseMs ?? DEFAULT_LEASE_MS,
      limit: batchSize,
    });
    await Promise.all(leased.map((attempt) => this.#attempt(attempt)));
    return leased.length;
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#polling = true;
      this.#signalled = false;
      this.#running = this.runOnce().then(
        (made) => {
          this.#polling = false;
          this.#schedule(made > 0 || this.#signalled ? 0 : (this.#options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS));
        },
        (error: unknown) => {
          this.#polling = false;
          // A store that does not answer (restarting, failing over) is tried again at the next poll.
          this.#options.log.error({ err: error }, 'webhook delivery poll failed');
          this.#schedule(this.#options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS);
        },
      );
    }, delayMs);
  }

  async #attempt(leased: LeasedAttempt): Promise<void> {
    const { db, cipher, sender } = this.#options;
    const startedAt = this.#now();
    let result: AttemptResult;
    try {
      const secrets = activeSigningSecrets(cipher, leased.subscription, startedAt);
      const signed = signedRequest(secrets, leased.event, { attempt: leased.attempt, now: startedAt });
      result = await sender.send(leased.subscription.deliveryUrl, leased.subscription.mode as KeyMode, signed);
    } catch (error) {
      // A secret that does not open or a payload over the limit: a defect, retried like any failure so it shows in the logs.
      result = { kind: 'network_error', error: error instanceof Error ? error.message : String(error), latencyMs: 0 };
    }
    const now = this.#now();
    const next = this.#nextStep(leased, result, now);
    await finishAttempt(db, leased, this.workerId, recordOf(result, startedAt), next, now);
    const outcome = outcomeOf(result);
    publishDeliveryAttempt({
      outcome,
      unifiedApi: leased.event.unifiedApi,
      detectedBy: leased.event.detectedBy,
      ...(outcome === 'delivered' ? { lagSeconds: Math.max(0, now.getTime() - leased.event.occurredAt.getTime()) / 1000 } : {}),
    });
    if (result.kind === 'response' && result.status === 410) {
      await disableSubscription(db, leased.subscription.id, RETRY_LIMIT, now);
    } else if (next.kind !== 'delivered') {
      const since = await failingSince(db, leased.subscription.id);
      if (since && now.getTime() - since.getTime() >= FAILING_DISABLE_AFTER_MS) {
        this.#options.log.warn({ subscription_id: leased.subscription.id, failing_since: since.toISOString() }, 'webhook subscription disabled: every delivery failed for five days');
        await disableSubscription(db, leased.subscription.id, RETRY_LIMIT, now);
      }
    }
  }

  #nextStep(leased: LeasedAttempt, result: AttemptResult, now: Date): NextStep {
    if (result.kind === 'response' && result.status >= 200 && result.status < 300) return { kind: 'delivered' };
    // The receiver says the endpoint is gone: no retry.
    if (result.kind === 'response' && result.status === 410) return { kind: 'give_up' };
    const scheduled = retryDelayMs(this.#options.schedule ?? DEFAULT_RETRY_SCHEDULE, leased.attempt, this.#options.random);
    if (scheduled === undefined) return { kind: 'give_up' };
    const asked = result.kind === 'response' && (result.status === 429 || result.status === 503) ? retryAfterMs(result.retryAfter, now) : undefined;
    return { kind: 'retry', at: new Date(now.getTime() + Math.max(scheduled, asked ?? 0)) };
  }
}

function outcomeOf(result: AttemptResult): AttemptOutcome {
  if (result.kind !== 'response') return result.kind;
  return result.status >= 200 && result.status < 300 ? 'delivered' : 'http_error';
}

function recordOf(result: AttemptResult, startedAt: Date): AttemptRecord {
  if (result.kind === 'response') {
    return {
      outcome: result.status >= 200 && result.status < 300 ? 'delivered' : 'failed',
      responseStatus: result.status,
      responseSnippet: result.snippet,
      error: null,
      latencyMs: result.latencyMs,
      startedAt,
    };
  }
  return { outcome: 'failed', responseStatus: null, responseSnippet: null, error: `${result.kind}: ${result.error}`, latencyMs: result.latencyMs, startedAt };
}
