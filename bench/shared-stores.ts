/**
 * The shared stores behind the service instances, as the policies benchmark
 * sees them: CPU the PostgreSQL backends of its databases spend (found in
 * pg_stat_activity, read from /proc like any process), CPU the Redis server
 * spends (INFO cpu), and the Redis keys the service writes, which the run
 * must leave as it found them.
 *
 * Only meaningful when PostgreSQL and Redis run on this machine (the default
 * loopback servers); otherwise their CPU columns read n/a.
 */
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { twilio } from '../src/connectors/twilio/definition.js';
import { monthKey } from '../src/gateway/quotas/calendar.js';
import { requestCountKey } from '../src/gateway/quotas/redis-counter.js';
import { bucketKey } from '../src/gateway/rate-limits/index.js';
import { TWILIO_DEMO_ACCOUNT } from '../src/sandbox/twilio/seed-content.js';
import { adminUrl } from './database.js';
import { cpuMicros } from './proc-stats.js';

/** CPU time (µs) of each PostgreSQL backend serving the named databases, by pid and database. */
export type BackendCpu = Map<number, { database: string; micros: number }>;

export class PostgresBackends {
  readonly #client: pg.Client;
  /** False when the server's processes are not this machine's (or not readable): CPU reads n/a. */
  readonly local: boolean;

  private constructor(client: pg.Client, local: boolean) {
    this.#client = client;
    this.local = local;
  }

  static async open(): Promise<PostgresBackends> {
    const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    let local = false;
    try {
      // Our own backend must be a postgres process here for /proc to tell anything.
      local = /postgres/.test(readFileSync(`/proc/${rows[0]?.pid}/comm`, 'utf8'));
    } catch {
      local = false;
    }
    return new PostgresBackends(client, local);
  }

  async version(): Promise<string> {
    const { rows } = await this.#client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  }

  async snapshot(databases: string[]): Promise<BackendCpu> {
    const result: BackendCpu = new Map();
    if (!this.local) return result;
    const { rows } = await this.#client.query<{ pid: number; datname: string }>(
      'select pid, datname from pg_stat_activity where datname = any($1::text[])',
      [databases],
    );
    for (const row of rows) {
      try {
        result.set(row.pid, { database: row.datname, micros: cpuMicros(row.pid) });
      } catch {
        // A backend that just ended has nothing more to count.
      }
    }
    return result;
  }

  async close(): Promise<void> {
    await this.#client.end().catch(() => {});
  }
}

/**
 * CPU the backends of `database` (all the snapshot's databases when undefined) spent between two
 * snapshots. A backend that started in between counts whole; one that ended in between is lost
 * (idle ones close after 10 s, so a backend that worked during a run is still there at its end).
 */
export function backendCpuBetween(before: BackendCpu, after: BackendCpu, database?: string): number {
  let total = 0;
  for (const [pid, now] of after) {
    if (database !== undefined && now.database !== database) continue;
    total += Math.max(0, now.micros - (before.get(pid)?.micros ?? 0));
  }
  return total;
}

/** The Redis the on-Redis instances share, and the only keys they write there. */
export class BenchRedis {
  readonly #client: Redis;

  private constructor(client: Redis) {
    this.#client = client;
  }

  static async open(url: string): Promise<BenchRedis | undefined> {
    const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return new BenchRedis(client);
    } catch {
      client.disconnect();
      return undefined;
    }
  }

  /** Busy CPU of the whole server since it started, in µs (every client's work, not only ours). */
  async cpuMicros(): Promise<number> {
    const info = await this.#client.info('cpu');
    const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? Number.NaN);
    return (field('used_cpu_sys') + field('used_cpu_user')) * 1e6;
  }

  async version(): Promise<string> {
    const info = await this.#client.info('server');
    return /^redis_version:(\S+)/m.exec(info)?.[1] ?? 'unknown';
  }

  /**
   * The keys the demo application's instances write: its request counter of the month(s) and the
   * pacing bucket of the emulator's demo Twilio account. The service has no key prefix of its own.
   */
  static serviceKeys(times: number[]): string[] {
    const bucket = bucketKey({ connector: twilio, mode: 'sandbox', connectionId: 'any', settings: { account_sid: TWILIO_DEMO_ACCOUNT.accountSid } });
    const months = [...new Set(times.map(monthKey))];
    return [...months.map((month) => requestCountKey('app_demo', month)), `svc:rl:${bucket}`];
  }

  async existing(keys: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const key of keys) if ((await this.#client.exists(key)) === 1) found.push(key);
    return found;
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.#client.del(...keys);
  }

  async close(): Promise<void> {
    await this.#client.quit().catch(() => this.#client.disconnect());
  }
}
