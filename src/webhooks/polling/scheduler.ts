/**
 * The polling loop every instance runs: now and then it brings the pollers'
 * rows in step with the subscriptions (targets.ts), and on every tick it
 * leases due passes (as many as it has room for) and makes them
 * (run-pass.ts). The store decides who makes which pass, so any number of
 * instances share the work and each scheduled pass is made once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { leaseDuePollers } from './poller-store.js';
import { makePass, type PassResult, type PassSettings } from './run-pass.js';
import { syncPollers } from './targets.js';

export interface SchedulerSettings extends Omit<PassSettings, 'stopping' | 'log'> {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often due passes are looked for. */
  tickMs: number;
  /** How often the pollers' rows are brought in step with subscriptions and connections. */
  syncEveryMs: number;
  /** Passes this instance makes at once. */
  concurrency: number;
}

export class PollScheduler {
  readonly instanceId = randomUUID();
  /** Passes this instance made, by outcome (for tests and, later, metrics). */
  readonly outcomes: Record<PassResult, number> = { complete: 0, failed: 0, 'lease lost': 0, released: 0, skipped: 0 };
  readonly #settings: SchedulerSettings;
  readonly #inFlight = new Set<Promise<PassResult>>();
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<void> | undefined;
  #stopped = true;
  /** Set by stop(): passes in flight give their lease back (a scheduler stepped by runOnce, never started, is not stopping). */
  #stopping = false;
  #lastSync = Number.NEGATIVE_INFINITY;

  constructor(settings: SchedulerSettings) {
    this.#settings = settings;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#stopping = false;
    this.#schedule(0);
  }

  /** Stops leasing; passes in flight give their lease back at their next page (or finish), and are awaited. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping = true;
    clearTimeout(this.#timer);
    await this.#tick;
    await Promise.allSettled([...this.#inFlight]);
  }

  /** One tick: the sync when due, then lease and start what there is room for. Answers the passes started. */
  async runOnce(): Promise<Array<Promise<PassResult>>> {
    const settings = this.#settings;
    const now = settings.now();
    if (now.getTime() - this.#lastSync >= settings.syncEveryMs) {
      await syncPollers(settings.db, settings.connectors, now);
      this.#lastSync = now.getTime();
    }
    const room = settings.concurrency - this.#inFlight.size;
    const leased = await leaseDuePollers(settings.db, { now: settings.now(), leaseMs: settings.leaseMs, limit: room });
    return leased.map((poller) => {
      const pass = makePass({ ...settings, stopping: () => this.#stopping }, poller).catch((error: unknown) => {
        // Only the store failing gets here (a platform failure is a failed pass): the lease expires and any instance retries.
        settings.log.error({ err: error, poller_id: poller.id }, 'webhook polling pass could not be recorded');
        return 'failed' as const;
      });
      void pass.then((outcome) => {
        this.outcomes[outcome] += 1;
      });
      this.#inFlight.add(pass);
      void pass.finally(() => this.#inFlight.delete(pass));
      return pass;
    });
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#tick = this.runOnce().then(
        () => this.#schedule(this.#settings.tickMs),
        (error: unknown) => {
          // A store that does not answer (restarting, failing over) is tried again at the next tick.
          this.#settings.log.error({ err: error }, 'webhook polling tick failed');
          this.#schedule(this.#settings.tickMs);
        },
      );
    }, delayMs);
  }
}
