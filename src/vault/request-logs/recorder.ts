/**
 * Writes request log records in batches, off the response path: a record is
 * queued in memory when the answer is sent, and the queue is written in one
 * insert once it holds a batch or a second has passed. A failed write is
 * logged and dropped: the logs never fail or slow a call. The queue is
 * bounded, so a store that does not answer cannot grow memory without end.
 * Records older than the retention are pruned hourly.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import type { RequestSource } from './request-source.js';

export interface RequestLogEntry {
  requestId: string;
  applicationId: string;
  mode: string;
  consumerId: string;
  unifiedApi: string;
  serviceId: string | null;
  operationId: string;
  method: string;
  path: string;
  statusCode: number;
  latencyMs: number;
  source: RequestSource;
  createdAt: Date;
}

export interface RecorderOptions {
  db: Database;
  log: FastifyBaseLogger;
  retentionDays: number;
  now: () => number;
  /** Records per insert, and queue bound (tests shorten these). */
  batchSize?: number;
  flushIntervalMs?: number;
  maxQueued?: number;
}

const DAY_MS = 86_400_000;
const PRUNE_INTERVAL_MS = 3_600_000;

/** A field's column by the rule Kysely's CamelCasePlugin applies to every other query (requestId → request_id). */
const columnOf = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * One batch in one statement with one parameter: the rows as JSON, expanded
 * by PostgreSQL. Built through the query builder, a batch of 200 was 2,600
 * parameters to build, compile and serialise, about 3 % of the service's CPU
 * under load (bench/README). The columns are the entries' own fields, as the
 * query builder took them; every entry has them all (capture.ts builds each
 * whole).
 */
function insertRows(db: Database, rows: readonly RequestLogEntry[]): Promise<unknown> {
  const fields = Object.keys(rows[0] as RequestLogEntry) as Array<keyof RequestLogEntry>;
  const columns = fields.map(columnOf);
  const json = JSON.stringify(rows.map((row) => {
    const values: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      values[columns[index] as string] = row[field];
    });
    return values;
  }));
  const list = sql.raw(columns.join(', '));
  return sql`INSERT INTO request_logs (${list}) SELECT ${list} FROM json_populate_recordset(NULL::request_logs, ${json}::json)`.execute(db);
}

export class RequestLogRecorder {
  readonly #options: Required<RecorderOptions>;
  #queue: RequestLogEntry[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;
  readonly #pruner: NodeJS.Timeout;

  constructor(options: RecorderOptions) {
    this.#options = { batchSize: 200, flushIntervalMs: 1000, maxQueued: 20_000, ...options };
    this.#pruner = setInterval(() => void this.prune().catch((error: unknown) => this.#options.log.warn({ err: error }, 'request log pruning failed')), PRUNE_INTERVAL_MS);
    this.#pruner.unref();
  }

  record(entry: RequestLogEntry): void {
    if (this.#queue.length >= this.#options.maxQueued) {
      this.#dropped += 1;
      return;
    }
    this.#queue.push(entry);
    if (this.#queue.length >= this.#options.batchSize) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#options.flushIntervalMs);
      this.#timer.unref();
    }
  }

  /** Writes what is queued; resolves once every write so far is done (a read of the logs on this instance sees them). */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#queue;
    this.#queue = [];
    if (this.#dropped > 0) {
      this.#options.log.warn({ dropped: this.#dropped }, 'request log records dropped: the store did not keep up');
      this.#dropped = 0;
    }
    if (batch.length > 0) {
      this.#writing = this.#writing.then(() => this.#insert(batch));
    }
    return this.#writing;
  }

  async #insert(batch: RequestLogEntry[]): Promise<void> {
    try {
      for (let start = 0; start < batch.length; start += this.#options.batchSize) {
        await insertRows(this.#options.db, batch.slice(start, start + this.#options.batchSize));
      }
    } catch (error) {
      this.#options.log.warn({ err: error, records: batch.length }, 'request log records could not be written');
    }
  }

  /** Deletes the records older than the retention; returns how many. */
  async prune(): Promise<number> {
    const before = new Date(this.#options.now() - this.#options.retentionDays * DAY_MS);
    const result = await this.#options.db.deleteFrom('requestLogs').where('createdAt', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async close(): Promise<void> {
    clearInterval(this.#pruner);
    await this.flush();
  }
}
