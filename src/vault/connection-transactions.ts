/**
 * The Vault's writes of connections and consumers, each one transaction with
 * the record of what it changed (connection-changes.ts `record`), so a change
 * is reported exactly when it commits. After the commit the Vault drops its
 * cached connections and announces the changes (vault.ts).
 */
import { randomUUID } from 'node:crypto';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { Database } from '../store/database.js';
import * as connectionsRepo from '../store/repositories/connections.js';
import * as consumersRepo from '../store/repositories/consumers.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ConnectionRow } from '../store/schema.js';
import type { ConnectionChanges, ReportedChange } from './connection-changes.js';
import { eventsOfWrite, reportedChanges } from './connection-events.js';
import { readSecrets } from './connection-secrets.js';
import type { SplitSettings } from './connection-settings.js';
import { emptySplit, rowWrite, snapshotOf, type ConnectionDecision } from './connection-writes.js';
import type { CredentialCipher } from './credential-cipher.js';
import type { VaultEventType } from './events.js';

export class ConnectionTransactions {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;
  readonly #connectors: ConnectorRegistry;
  readonly #changes: ConnectionChanges;

  constructor(db: Database, cipher: CredentialCipher, connectors: ConnectorRegistry, changes: ConnectionChanges) {
    this.#db = db;
    this.#cipher = cipher;
    this.#connectors = connectors;
    this.#changes = changes;
  }

  /** Writes what `decide` makes of the current row, creating the consumer and the row on first use. */
  write(
    scope: TenantScope,
    consumerId: string,
    connector: ConnectorDefinition,
    unifiedApi: string,
    serviceId: string,
    decide: (current: SplitSettings, existing: ConnectionRow | undefined) => ConnectionDecision,
  ) {
    return this.#db.transaction().execute(async (tx) => {
      const [consumer] = await consumersRepo.upsertConsumer(tx, scope, consumerId, undefined);
      const existing = await connectionsRepo.findConnection(tx, consumer.id, unifiedApi, serviceId);
      const current = existing ? this.#split(existing) : emptySplit();
      const change = decide(current, existing);
      const id = existing?.id ?? randomUUID();
      const write = rowWrite(this.#cipher, connector, id, existing, change);
      const row = existing
        ? ((await connectionsRepo.updateConnection(tx, id, write)) as ConnectionRow)
        : await connectionsRepo.insertConnection(tx, { id, consumerRef: consumer.id, unifiedApi, serviceId, ...write });
      const before = existing && snapshotOf(existing, current);
      const types = [...eventsOfWrite(before, snapshotOf(row, change.split)), ...(change.report ?? [])];
      const reported = reportedChanges(connector, scope, consumerId, row, change.split, types);
      await this.#changes.record(tx, reported);
      return { row, reported };
    });
  }

  /** Deletes the consumer and, with it, its connections: each reported `deleted`. */
  deleteConsumer(scope: TenantScope, consumerId: string) {
    return this.#db.transaction().execute(async (tx) => {
      const consumer = await consumersRepo.findConsumer(tx, scope, consumerId);
      if (!consumer) return { deleted: false, reported: [] };
      const rows = await connectionsRepo.listConnectionsOfConsumer(tx, consumer.id);
      const deleted = await consumersRepo.deleteConsumer(tx, scope, consumerId);
      const reported = rows.flatMap((row) => this.#reportedOf(scope, consumerId, row, ['vault.connection.deleted']));
      await this.#changes.record(tx, reported);
      return { deleted, reported };
    });
  }

  deleteConnection(scope: TenantScope, consumerId: string, row: ConnectionRow) {
    return this.#db.transaction().execute(async (tx) => {
      // Deleted meanwhile by another request: that request reported it.
      if (!(await connectionsRepo.deleteConnection(tx, row.id))) return [];
      const reported = this.#reportedOf(scope, consumerId, row, ['vault.connection.deleted']);
      await this.#changes.record(tx, reported);
      return reported;
    });
  }

  /** Records `types` about `row` inside `tx`, a transaction the caller runs. */
  async record(tx: Database, scope: TenantScope, consumerId: string, row: ConnectionRow, types: readonly VaultEventType[]): Promise<ReportedChange[]> {
    const reported = this.#reportedOf(scope, consumerId, row, types);
    await this.#changes.record(tx, reported);
    return reported;
  }

  #reportedOf(scope: TenantScope, consumerId: string, row: ConnectionRow, types: readonly VaultEventType[]): ReportedChange[] {
    const connector = this.#connectors.find(row.serviceId);
    // A connector no longer served has no view to show; its connections are not reported.
    return connector ? reportedChanges(connector, scope, consumerId, row, this.#split(row), types) : [];
  }

  #split(row: ConnectionRow): SplitSettings {
    return readSecrets(this.#cipher, row);
  }
}
