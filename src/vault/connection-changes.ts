/**
 * The one seam through which Vault reports what happened to a connection
 * (issue 11): every write that changes a connection (settings, enable and
 * disable, delete, OAuth callback and revoke, token refresh) reports each
 * change here as a `vault.connection.*` event type, and listeners act on it
 * (the webhook outbox, the registration of the platforms' own webhooks).
 *
 * Two kinds of listener, because they need different guarantees:
 * - in the transaction of the change (`listenInTransaction`): for writes to
 *   the same store that must commit with the change or not at all, such as
 *   the webhook outbox. Each runs under a savepoint, so a listener that fails
 *   is rolled back alone and logged; the change itself still commits.
 * - after the commit (`listen`): for work outside the store (calls to a
 *   platform). They are started once the change is committed and not waited
 *   for by the request that made it; a failure is logged. `settled()` waits
 *   for those started so far (tests, shutdown).
 *
 * Nothing a listener does fails the request that made the change.
 */
import { sql } from 'kysely';
import type { Database } from '../store/database.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ConsumerConnectionView } from './connection-view.js';
import type { VaultEventType } from './events.js';

export interface ConnectionChange {
  type: VaultEventType;
  scope: TenantScope;
  consumerId: string;
  /** `id` is the connection row's id (stable for the connection's life), not the API's `unified_api+service_id`. */
  connection: { id: string; serviceId: string; unifiedApi: string };
  occurredAt: Date;
}

/** What a listener gets beside the change: the connection as Vault's API lists it in a consumer, as it is after the change (for `deleted`, as it was). */
export interface ConnectionChangeDetail {
  entity: ConsumerConnectionView;
}

export type ConnectionChangeListener = (change: ConnectionChange, detail: ConnectionChangeDetail) => void | Promise<void>;

/** `tx` is the change's own transaction: write through it, never through another handle (the embedded store has one session). */
export type TransactionalChangeListener = (tx: Database, change: ConnectionChange, detail: ConnectionChangeDetail) => Promise<void>;

export interface ReportedChange {
  change: ConnectionChange;
  detail: ConnectionChangeDetail;
}

export interface ChangeLog {
  warn(object: Record<string, unknown>, message: string): void;
}

const SAVEPOINT = sql.raw('vault_connection_change');

export class ConnectionChanges {
  readonly #afterCommit: ConnectionChangeListener[] = [];
  readonly #inTransaction: TransactionalChangeListener[] = [];
  readonly #running = new Set<Promise<void>>();
  readonly #log: ChangeLog;

  constructor(log: ChangeLog) {
    this.#log = log;
  }

  /** Calls `listener` after each committed change; returns the function that removes it. */
  listen(listener: ConnectionChangeListener): () => void {
    this.#afterCommit.push(listener);
    return () => remove(this.#afterCommit, listener);
  }

  /** Calls `listener` inside the transaction of each change; returns the function that removes it. */
  listenInTransaction(listener: TransactionalChangeListener): () => void {
    this.#inTransaction.push(listener);
    return () => remove(this.#inTransaction, listener);
  }

  /** Runs the in-transaction listeners on `reported`, within `tx` (which must be a transaction). */
  async record(tx: Database, reported: readonly ReportedChange[]): Promise<void> {
    if (reported.length === 0 || this.#inTransaction.length === 0) return;
    if (!tx.isTransaction) throw new Error('connection changes are recorded inside the transaction that makes them');
    for (const listener of [...this.#inTransaction]) {
      await sql`savepoint ${SAVEPOINT}`.execute(tx);
      try {
        for (const { change, detail } of reported) await listener(tx, change, detail);
        await sql`release savepoint ${SAVEPOINT}`.execute(tx);
      } catch (error) {
        await sql`rollback to savepoint ${SAVEPOINT}`.execute(tx);
        await sql`release savepoint ${SAVEPOINT}`.execute(tx);
        this.#failed(error, reported[0]!.change, 'in the transaction');
      }
    }
  }

  /** Starts the after-commit listeners on `reported`, once the change is committed; does not wait for them. */
  announce(reported: readonly ReportedChange[]): void {
    for (const { change, detail } of reported) {
      for (const listener of [...this.#afterCommit]) {
        const run = (async () => listener(change, detail))().then(
          () => undefined,
          (error: unknown) => this.#failed(error, change, 'after the commit'),
        );
        this.#running.add(run);
        void run.finally(() => this.#running.delete(run));
      }
    }
  }

  /** Resolves once every after-commit listener started so far has finished. */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }

  #failed(error: unknown, change: ConnectionChange, where: string): void {
    // Ids and types only: a listener's error may quote the entity, whose settings are the consumer's.
    this.#log.warn(
      {
        err: error instanceof Error ? { name: error.name, message: error.message } : String(error),
        event_type: change.type,
        connection_id: change.connection.id,
        service_id: change.connection.serviceId,
      },
      `a listener of Vault's connection changes failed ${where}; the change itself stands`,
    );
  }
}

function remove<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
