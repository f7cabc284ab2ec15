/**
 * Virtual webhooks, assembled: startWebhookPolling runs an instance's
 * polling loop (scheduler.ts) for the resources whose platforms do not
 * report their changes themselves (polled-resources.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { ConnectorCallDeps } from '../../gateway/connector-call.js';
import type { Database } from '../../store/database.js';
import { PollScheduler } from './scheduler.js';
import { DEFAULT_POLL_INTERVALS, type PollIntervals } from './timing.js';

export { PollScheduler } from './scheduler.js';
export { polledResources, type PolledResource } from './polled-resources.js';
export { checkPollInterval, DEFAULT_POLL_INTERVALS, type PollIntervals } from './timing.js';

export interface WebhookPollingOptions extends ConnectorCallDeps {
  db: Database;
  connectors: ConnectorRegistry;
  /** Base of the events' entity_url. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Default seconds between passes by key mode, when an application sets none. */
  intervals?: PollIntervals | undefined;
  /** Every this many passes, a complete listing (deletions) where passes in between can list only changes; 5 by default. */
  completeEvery?: number | undefined;
  /** How far back before the previous pass a changes listing reaches; 2 minutes by default. */
  overlapMs?: number | undefined;
  /** The time budget of one page's platform call (requests, retries, pacing waits); 28 s by default. */
  callBudgetMs?: number | undefined;
  /** How often an instance looks for due passes; 1 s by default. */
  tickMs?: number | undefined;
  /** How often an instance brings the pollers in step with subscriptions and connections; 10 s by default. */
  syncEveryMs?: number | undefined;
  /** How often a poller whose platform reports changes itself reports every change it missed; a day by default. */
  reconcileEveryMs?: number | undefined;
  /** How long a platform may take to deliver a change before a reconciliation counts it as missed; 15 minutes by default. */
  nativeGraceMs?: number | undefined;
  /** How long a pass is held between two pages before another instance may take it over; 2 minutes by default. */
  leaseMs?: number | undefined;
  /** Passes an instance makes at once; 4 by default. */
  concurrency?: number | undefined;
  now?: (() => Date) | undefined;
}

export const DEFAULT_COMPLETE_EVERY = 5;
export const DEFAULT_OVERLAP_MS = 2 * 60_000;
/** A shortcut (docs/limits.md): no platform we serve documents how long its webhooks may stay silent, so a day bounds how late a change they missed arrives. */
export const DEFAULT_RECONCILE_EVERY_MS = 24 * 60 * 60_000;
/** Asana delivers most events within 10 minutes (developers.asana.com/docs/webhooks-guide); others within seconds. */
export const DEFAULT_NATIVE_GRACE_MS = 15 * 60_000;
const DEFAULT_CALL_BUDGET_MS = 28_000;
const DEFAULT_TICK_MS = 1_000;
const DEFAULT_SYNC_EVERY_MS = 10_000;
// Longer than a page can take (the call budget), since the lease is renewed after each page.
const DEFAULT_LEASE_MS = 120_000;
const DEFAULT_CONCURRENCY = 4;
/** The unified API's largest page: platforms with smaller pages give fewer. */
const PAGE_LIMIT = 200;

export interface WebhookPolling {
  scheduler: PollScheduler;
  /**
   * Stops leasing passes and waits up to `graceMs` for those in flight (each
   * gives its lease back before its next page). A pass still waiting on the
   * platform then is left to its lease: it publishes nothing unless it
   * finishes, and any instance makes it again once the lease expires.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Starts this instance's polling loop. */
export function startWebhookPolling(options: WebhookPollingOptions): WebhookPolling {
  const scheduler = createPollScheduler(options);
  scheduler.start();
  return {
    scheduler,
    async stop(graceMs = options.callBudgetMs ?? DEFAULT_CALL_BUDGET_MS) {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([scheduler.stop(), graceOver]);
      clearTimeout(timer);
    },
  };
}

/** The polling loop with its defaults, not started: `runOnce` makes one tick (tests step it). */
export function createPollScheduler(options: WebhookPollingOptions): PollScheduler {
  const callBudgetMs = options.callBudgetMs ?? DEFAULT_CALL_BUDGET_MS;
  return new PollScheduler({
    db: options.db,
    connectors: options.connectors,
    calls: { vault: options.vault, targets: options.targets, pacing: options.pacing },
    publicUrl: options.publicUrl,
    log: options.log,
    intervals: options.intervals ?? DEFAULT_POLL_INTERVALS,
    completeEvery: options.completeEvery ?? DEFAULT_COMPLETE_EVERY,
    overlapMs: options.overlapMs ?? DEFAULT_OVERLAP_MS,
    pageLimit: PAGE_LIMIT,
    callBudgetMs,
    reconcileEveryMs: options.reconcileEveryMs ?? DEFAULT_RECONCILE_EVERY_MS,
    nativeGraceMs: options.nativeGraceMs ?? DEFAULT_NATIVE_GRACE_MS,
    leaseMs: Math.max(options.leaseMs ?? DEFAULT_LEASE_MS, callBudgetMs * 2),
    tickMs: options.tickMs ?? DEFAULT_TICK_MS,
    syncEveryMs: options.syncEveryMs ?? DEFAULT_SYNC_EVERY_MS,
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    now: options.now ?? (() => new Date()),
  });
}
