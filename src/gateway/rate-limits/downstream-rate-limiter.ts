/**
 * The gateway's pacer: hands each downstream call the token bucket of its
 * connection (or of the platform account the connection points at, when the
 * platform counts per account), in whichever shared store the service has.
 *
 * - Live calls are paced by the connector's declared limits. Sandbox calls
 *   reach an emulator, which has no platform behind it to protect: by default
 *   only holds apply to them (an emulator's 429 still makes every instance
 *   wait, as the platform's would); `sandbox: 'declared'` paces them too,
 *   and `sandbox: { requestsPerSecond }` at one rate for every connector
 *   (SVC_SANDBOX_PACING: load tests of the pacing path itself).
 * - Buckets without a sustained rate only hold a platform's "wait N
 *   seconds"; reading them on every call would cost a round trip for nothing
 *   most of the time, so an instance trusts what it last read for a second
 *   (a hold recorded elsewhere reaches it at most that late).
 * - A store that fails (Redis down, database busy) lets calls through rather
 *   than failing them: the platform's own 429s, retried and shared, still
 *   keep the service honest. The failure is logged at most once a minute.
 */
import { createHash } from 'node:crypto';
import type { DownstreamPacing, PaceDecision, PacingProvider, PacingTarget } from '../../connectors/framework/pacing.js';
import type { BucketStore } from './bucket-store.js';
import { bucketRate, type BucketRate } from './gcra.js';

export interface RateLimiterLog {
  warn(object: Record<string, unknown>, message: string): void;
}

/** How sandbox calls are paced: see RateLimiterSettings.sandbox (SVC_SANDBOX_PACING). */
export type SandboxPacing = 'declared' | 'holds-only' | { requestsPerSecond: number };

export interface RateLimiterSettings {
  /**
   * Whether sandbox calls are paced by the declared limits ('declared'), by one rate of the deployment's
   * choosing for every sandbox bucket (`{ requestsPerSecond }`, burst one second's worth), or only by holds (default).
   */
  sandbox?: SandboxPacing | undefined;
  /** How long a read of a hold-only bucket is trusted (default 1 s). */
  holdReadTtlMs?: number | undefined;
  log?: RateLimiterLog | undefined;
  now?: (() => number) | undefined;
  /** Told of every wait, refusal and hold (metrics); by connector id only, never the bucket key. */
  observer?: PacingObserver | undefined;
}

export interface PacingObserver {
  /** A call waited `ms` for its slot. */
  waited(connectorId: string, ms: number): void;
  /** A call was refused: its slot came after its time budget. */
  refused(connectorId: string): void;
  /** The platform asked every instance to pause. */
  held(connectorId: string): void;
}

const LOG_EVERY_MS = 60_000;
const LET_THROUGH: PaceDecision = { granted: true, waitMs: 0 };
const HOLDS_ONLY: BucketRate = { intervalMs: 0, burst: 1 };
const MAX_REMEMBERED_HOLDS = 10_000;

export class DownstreamRateLimiter implements PacingProvider {
  readonly store: BucketStore;
  readonly #settings: RateLimiterSettings;
  readonly #now: () => number;
  /** Hold-only buckets as last read: the local time until which calls must wait, and when that was read. */
  readonly #holds = new Map<string, { until: number; readAt: number }>();
  /** Store reads of a hold under way, by bucket key: calls that arrive meanwhile wait for the same read. */
  readonly #reading = new Map<string, Promise<number>>();
  #lastLogged = Number.NEGATIVE_INFINITY;

  constructor(store: BucketStore, settings: RateLimiterSettings = {}) {
    this.store = store;
    this.#settings = settings;
    this.#now = settings.now ?? Date.now;
  }

  forConnection(target: PacingTarget): DownstreamPacing {
    const key = bucketKey(target);
    const rate = this.#rateFor(target);
    const observer = this.#settings.observer;
    const connectorId = target.connector.id;
    return {
      reserve: async (maxWaitMs) => {
        const decision = await (rate.intervalMs === 0 ? this.#readHold(key, rate, maxWaitMs) : this.#reserve(key, rate, maxWaitMs));
        if (!decision.granted) observer?.refused(connectorId);
        else if (decision.waitMs > 0) observer?.waited(connectorId, decision.waitMs);
        return decision;
      },
      holdOff: async (ms) => {
        observer?.held(connectorId);
        this.#remember(key, ms, false);
        await this.store.holdOff(key, rate, ms).catch((error: unknown) => this.#failedOpen(error, undefined));
      },
    };
  }

  #rateFor(target: PacingTarget): BucketRate {
    const limits = target.connector.rateLimit.limits;
    const sandbox = this.#settings.sandbox;
    if (target.mode === 'sandbox' && typeof sandbox === 'object') return bucketRate(sandbox.requestsPerSecond, sandbox.requestsPerSecond);
    if (!limits) return HOLDS_ONLY;
    if (target.mode === 'sandbox' && sandbox !== 'declared') return HOLDS_ONLY;
    return bucketRate(limits.requestsPerSecond, limits.burst);
  }

  #reserve(key: string, rate: BucketRate, maxWaitMs: number): Promise<PaceDecision> {
    return this.store.reserve(key, rate, maxWaitMs).catch((error: unknown) => this.#failedOpen(error, LET_THROUGH));
  }

  /**
   * A hold read within the last second is decided at once, with no promise of its own: most calls of a busy
   * connection come here. When it is older, one read of the store serves every call that asks meanwhile:
   * at 50 connections a second's expiry would otherwise send as many reads of one key as calls arrive.
   */
  #readHold(key: string, rate: BucketRate, maxWaitMs: number): PaceDecision | Promise<PaceDecision> {
    const now = this.#now();
    const known = this.#holds.get(key);
    if (known && now - known.readAt < (this.#settings.holdReadTtlMs ?? 1000)) return decide(Math.max(0, known.until - now), maxWaitMs);
    let reading = this.#reading.get(key);
    if (!reading) {
      reading = this.#readHoldFromStore(key, rate).finally(() => this.#reading.delete(key));
      this.#reading.set(key, reading);
    }
    return reading.then((waitMs) => decide(waitMs, maxWaitMs));
  }

  /** How long calls must wait, as the store says, remembered for the next second's calls. */
  async #readHoldFromStore(key: string, rate: BucketRate): Promise<number> {
    const read = await this.#reserve(key, rate, Number.POSITIVE_INFINITY);
    const waitMs = read.granted ? read.waitMs : read.retryAfterMs;
    this.#remember(key, waitMs, true);
    return waitMs;
  }

  /** `fresh`: what the store said (replaces the entry); else a hold this instance just learned of (extends it). */
  #remember(key: string, waitMs: number, fresh: boolean): void {
    const now = this.#now();
    const known = this.#holds.get(key);
    if (!fresh && !known) return;
    if (this.#holds.size >= MAX_REMEMBERED_HOLDS && !known) this.#holds.clear();
    const until = now + waitMs;
    this.#holds.set(key, fresh || !known ? { until, readAt: now } : { until: Math.max(known.until, until), readAt: known.readAt });
  }

  #failedOpen<T>(error: unknown, fallback: T): T {
    const now = Date.now();
    if (now - this.#lastLogged >= LOG_EVERY_MS) {
      this.#lastLogged = now;
      this.#settings.log?.warn({ store: this.store.kind, error: (error as Error | undefined)?.message }, 'downstream rate-limit store failed; calls go unpaced');
    }
    return fallback;
  }
}

function decide(waitMs: number, maxWaitMs: number): PaceDecision {
  return waitMs > maxWaitMs ? { granted: false, retryAfterMs: waitMs } : { granted: true, waitMs };
}

/**
 * `<mode>:<connector>:a:<account hash>` for platforms that count per account
 * (the account identity hashed: a subdomain or account SID is not secret, but
 * keys need not show it), `<mode>:<connector>:c:<connection id>` otherwise.
 */
export function bucketKey(target: PacingTarget): string {
  const limits = target.connector.rateLimit.limits;
  const base = `${target.mode}:${target.connector.id}`;
  if (limits?.per === 'account') {
    const account = safeAccount(limits.account, target.settings);
    if (account !== undefined) return `${base}:a:${accountDigest(account)}`;
  }
  return `${base}:c:${target.connectionId}`;
}

/** Digests already made: the key is built on every platform call, and a SHA-256 there was a measurable part of one. */
const accountDigests = new Map<string, string>();
const MAX_ACCOUNT_DIGESTS = 10_000;

function accountDigest(account: string): string {
  let digest = accountDigests.get(account);
  if (digest === undefined) {
    digest = createHash('sha256').update(account).digest('base64url').slice(0, 22);
    if (accountDigests.size >= MAX_ACCOUNT_DIGESTS) accountDigests.clear();
    accountDigests.set(account, digest);
  }
  return digest;
}

function safeAccount(read: ((settings: PacingTarget['settings']) => string | undefined) | undefined, settings: PacingTarget['settings']): string | undefined {
  try {
    const account = read?.(settings);
    return typeof account === 'string' && account.trim() !== '' ? account.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
