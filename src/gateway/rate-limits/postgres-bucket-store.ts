/**
 * Buckets in PostgreSQL's `rate_limit_buckets` (key, value = the bucket's
 * TAT in epoch milliseconds, updated_at), one atomic statement per call:
 * `insert ... on conflict do update ... where` locks the row and decides on
 * its latest value, so instances on one database never hand out one slot twice.
 * Time is the database server's, not the instance's.
 */
import { sql } from 'kysely';
import type { PaceDecision } from '../../connectors/framework/pacing.js';
import type { Database } from '../../store/database.js';
import type { BucketStore } from './bucket-store.js';
import { burstAllowanceMs, type BucketRate } from './gcra.js';

/** Rows of buckets that are full again (TAT in the past) are deleted this often, by whichever instance gets there. */
const SWEEP_EVERY_MS = 10 * 60_000;

export class PostgresBucketStore implements BucketStore {
  readonly kind = 'postgres' as const;
  readonly #db: Database;
  /** Only rows under this prefix are this store's (the sweep leaves others alone). */
  readonly #prefix: string;
  #nextSweep = Date.now() + SWEEP_EVERY_MS;

  constructor(db: Database, prefix = 'downstream:') {
    this.#db = db;
    this.#prefix = prefix;
  }

  async reserve(key: string, rate: BucketRate, maxWaitMs: number): Promise<PaceDecision> {
    this.#sweepNowAndThen();
    const id = this.#prefix + key;
    const interval = rate.intervalMs;
    const allowance = burstAllowanceMs(rate);
    if (interval === 0) return this.#readHold(id, maxWaitMs);
    // `excluded.value - interval` is the statement's "now"; the row is only updated (and returned) when the slot fits.
    const { rows } = await sql<{ taken: number | null; current: number | null; nowms: number }>`
      with clock as (select (extract(epoch from clock_timestamp()) * 1000)::float8 as nowms),
      taken as (
        insert into rate_limit_buckets as b (key, value, updated_at)
        select ${id}, nowms + ${interval}::float8, now() from clock
        on conflict (key) do update
          set value = greatest(b.value, excluded.value - ${interval}::float8) + ${interval}::float8, updated_at = now()
          where greatest(b.value, excluded.value - ${interval}::float8) - ${allowance}::float8 - (excluded.value - ${interval}::float8) <= ${maxWaitMs}::float8
        returning b.value
      )
      select (select value from taken) as taken,
             (select value from rate_limit_buckets where key = ${id}) as current,
             (select nowms from clock) as nowms
    `.execute(this.#db);
    const row = rows[0];
    if (!row) throw new Error('rate limit statement returned no row');
    const now = Number(row.nowms);
    if (row.taken !== null) return { granted: true, waitMs: Math.max(0, Number(row.taken) - interval - allowance - now) };
    // Refused: the row as it stood when the statement began says when a slot comes.
    const current = row.current === null ? now : Number(row.current);
    return { granted: false, retryAfterMs: Math.max(0, current - allowance - now) };
  }

  /** Without a sustained rate only a platform's hold matters: a read, no write. */
  async #readHold(id: string, maxWaitMs: number): Promise<PaceDecision> {
    const { rows } = await sql<{ current: number | null; nowms: number }>`
      select (select value from rate_limit_buckets where key = ${id}) as current,
             (extract(epoch from clock_timestamp()) * 1000)::float8 as nowms
    `.execute(this.#db);
    const row = rows[0];
    const waitMs = row && row.current !== null ? Math.max(0, Number(row.current) - Number(row.nowms)) : 0;
    return waitMs > maxWaitMs ? { granted: false, retryAfterMs: waitMs } : { granted: true, waitMs };
  }

  async holdOff(key: string, rate: BucketRate, pauseMs: number): Promise<void> {
    const id = this.#prefix + key;
    const ahead = pauseMs + burstAllowanceMs(rate);
    await sql`
      insert into rate_limit_buckets as b (key, value, updated_at)
      select ${id}, (extract(epoch from clock_timestamp()) * 1000)::float8 + ${ahead}::float8, now()
      on conflict (key) do update set value = greatest(b.value, excluded.value), updated_at = now()
    `.execute(this.#db);
  }

  /** Buckets full again are the same as no row: delete them now and then, without holding up the call. */
  #sweepNowAndThen(): void {
    if (Date.now() < this.#nextSweep) return;
    this.#nextSweep = Date.now() + SWEEP_EVERY_MS;
    sql`
      delete from rate_limit_buckets
      where updated_at < now() - interval '10 minutes'
        and value < (extract(epoch from clock_timestamp()) * 1000)::float8
        and starts_with(key, ${this.#prefix})
    `
      .execute(this.#db)
      .catch(() => {});
  }
}
