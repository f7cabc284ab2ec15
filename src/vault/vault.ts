/**
 * The credential vault: consumers and their connections, scoped to one
 * application and key mode. Secrets are encrypted before they reach the store
 * and decrypted only to call a platform. OAuth steps (authorization, refresh,
 * revocation) and credential checks live in their own modules and write
 * through `writeConnection` here.
 */
import { ApiError } from '../core/errors/api-error.js';
import { TtlCache } from '../core/ttl-cache.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { Database } from '../store/database.js';
import * as connectionsRepo from '../store/repositories/connections.js';
import * as consumersRepo from '../store/repositories/consumers.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ConnectionRow, ConsumerRow } from '../store/schema.js';
import type { SplitSettings } from './connection-settings.js';
import { readSecrets } from './connection-secrets.js';
import { ConnectionChanges, type ChangeLog, type ReportedChange } from './connection-changes.js';
import { ConnectionTransactions } from './connection-transactions.js';
import { consumerConnectionViews, listedConnections, type ConnectionListingOptions } from './connection-listing.js';
import { connectionView } from './connection-view.js';
import { emptySplit, patchDecision, type ConnectionDecision, type ConnectionPatch } from './connection-writes.js';
import type { CredentialCipher } from './credential-cipher.js';
import type { VaultEventType } from './events.js';
import { loadResolvedConnections, type ResolvedConnection } from './resolved-connections.js';
import type { ConnectionKey, ConnectionSubscriptions, PlatformOperations, VaultHooks } from './vault-hooks.js';

export type { TenantScope } from '../store/repositories/consumers.js';
export { connectionState, type ConnectionDecision, type ConnectionPatch } from './connection-writes.js';
export type { ConnectionSubscriptions, PlatformOperations, VaultHooks } from './vault-hooks.js';
export type { ResolvedConnection } from './resolved-connections.js';

export class Vault {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;
  readonly #connectors: ConnectorRegistry;
  readonly #hooks: VaultHooks;
  #platform: PlatformOperations | undefined;
  #subscriptions: ConnectionSubscriptions | undefined;
  /** Every change of a connection is reported here (webhook events, platform webhook registration). */
  readonly changes: ConnectionChanges;
  /** Connections of a consumer, by "app|mode|consumer": the hot path reads here. */
  readonly #connectionsCache: TtlCache<string, ResolvedConnection[]>;
  readonly #transactions: ConnectionTransactions;

  constructor(db: Database, cipher: CredentialCipher, connectors: ConnectorRegistry, cacheTtlMs: number, hooks: VaultHooks = {}) {
    this.#db = db;
    this.#cipher = cipher;
    this.#connectors = connectors;
    this.#hooks = hooks;
    this.#connectionsCache = new TtlCache(cacheTtlMs);
    this.changes = new ConnectionChanges(hooks.log ?? consoleLog);
    this.#transactions = new ConnectionTransactions(db, cipher, connectors, this.changes);
  }

  get db(): Database {
    return this.#db;
  }

  get cipher(): CredentialCipher {
    return this.#cipher;
  }

  get connectors(): ConnectorRegistry {
    return this.#connectors;
  }

  attachPlatformOperations(operations: PlatformOperations): void {
    this.#platform = operations;
  }

  /** What the webhooks part shows in a configured connection (its inbound webhook `subscriptions`), for `getConnection`. */
  attachConnectionSubscriptions(subscriptions: ConnectionSubscriptions): void {
    this.#subscriptions = subscriptions;
  }

  get #operations(): PlatformOperations {
    if (!this.#platform) throw new Error('the vault was built without platform operations');
    return this.#platform;
  }

  /** Checks the connection's credentials against the platform; wrong ones mark it invalid and throw. */
  validateConnection(...key: ConnectionKey) {
    return this.#operations.validate(...key);
  }

  /** Disconnects an OAuth connection: revoked at the platform where possible, tokens forgotten. */
  revokeConnection(...key: ConnectionKey) {
    return this.#operations.revoke(...key);
  }

  /** The values of a resolved connection with a usable OAuth access token (refreshed when due or rejected). */
  freshValues(scope: TenantScope, consumerId: string, connection: ResolvedConnection, options?: { rejectedToken?: string | undefined }) {
    return this.#operations.fresh(scope, consumerId, connection, options);
  }

  // ---- consumers -------------------------------------------------------

  async upsertConsumer(scope: TenantScope, consumerId: string, metadata?: Record<string, unknown>): Promise<[ConsumerRow, boolean]> {
    return consumersRepo.upsertConsumer(this.#db, scope, consumerId, metadata);
  }

  async findConsumer(scope: TenantScope, consumerId: string): Promise<ConsumerRow | undefined> {
    return consumersRepo.findConsumer(this.#db, scope, consumerId);
  }

  async requireConsumer(scope: TenantScope, consumerId: string): Promise<ConsumerRow> {
    const consumer = await this.findConsumer(scope, consumerId);
    if (!consumer) {
      throw new ApiError('EntityNotFoundError', { message: 'Consumer not found', detail: { consumer_id: consumerId } });
    }
    return consumer;
  }

  async updateConsumer(scope: TenantScope, consumerId: string, metadata: Record<string, unknown>): Promise<ConsumerRow> {
    const row = await consumersRepo.updateConsumerMetadata(this.#db, scope, consumerId, metadata);
    if (!row) throw new ApiError('EntityNotFoundError', { message: 'Consumer not found', detail: { consumer_id: consumerId } });
    return row;
  }

  /** Deletes the consumer and, with it, its connections: each reported `deleted`. */
  async deleteConsumer(scope: TenantScope, consumerId: string): Promise<void> {
    const { deleted, reported } = await this.#transactions.deleteConsumer(scope, consumerId);
    this.invalidate(scope, consumerId);
    if (!deleted) throw new ApiError('EntityNotFoundError', { message: 'Consumer not found', detail: { consumer_id: consumerId } });
    this.changes.announce(reported);
  }

  listConsumers(scope: TenantScope, query: consumersRepo.ConsumerPageQuery): Promise<ConsumerRow[]> {
    return consumersRepo.listConsumers(this.#db, scope, query);
  }

  connectionRowsOf(consumers: ConsumerRow[]): Promise<ConnectionRow[]> {
    return connectionsRepo.listConnectionsOfConsumers(this.#db, consumers.map((consumer) => consumer.id));
  }

  /** Connection summaries shown inside a consumer. */
  consumerConnections(consumer: ConsumerRow, rows: ConnectionRow[]) {
    return consumerConnectionViews(this.#connectors, consumer, rows, (row) => this.split(row));
  }

  // ---- connections -----------------------------------------------------

  /** Every connector of the unified APIs asked for, with the consumer's connection where one exists. */
  async listConnections(scope: TenantScope, consumerId: string, options: ConnectionListingOptions) {
    const consumer = await this.findConsumer(scope, consumerId);
    const rows = consumer ? await connectionsRepo.listConnectionsOfConsumer(this.#db, consumer.id) : [];
    return listedConnections(this.#connectors, rows, options).map(({ connector, api, row }) => this.#view(scope, consumerId, connector, api, row));
  }

  async getConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string) {
    const connector = this.#connectors.require(unifiedApi, serviceId);
    const { row } = await this.findConnection(scope, consumerId, unifiedApi, serviceId);
    const view = this.#view(scope, consumerId, connector, unifiedApi, row);
    const subscriptions = row ? await this.#subscriptions?.(scope, consumerId, unifiedApi, connector) : undefined;
    return subscriptions ? { ...view, subscriptions } : view;
  }

  /** The consumer and its connection row, either of which may not exist yet. */
  async findConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string) {
    const consumer = await this.findConsumer(scope, consumerId);
    const row = consumer ? await connectionsRepo.findConnection(this.#db, consumer.id, unifiedApi, serviceId) : undefined;
    return { consumer, row };
  }

  async requireConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string): Promise<ConnectionRow> {
    this.#connectors.require(unifiedApi, serviceId);
    const { row } = await this.findConnection(scope, consumerId, unifiedApi, serviceId);
    if (!row) {
      throw new ApiError('ConnectionNotFoundError', { detail: { unified_api: unifiedApi, service_id: serviceId, consumer_id: consumerId } });
    }
    return row;
  }

  /** Creates the connection (and the consumer) on first use, as the reference API upserts consumers. */
  /** IntegrationNotFoundError unless the application offers this connector. */
  async requireIntegration(scope: TenantScope, serviceId: string): Promise<void> {
    await this.#hooks.requireEnabled?.(scope, serviceId);
  }

  async updateConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string, patch: ConnectionPatch) {
    const connector = this.#connectors.require(unifiedApi, serviceId);
    await this.requireIntegration(scope, serviceId);
    return this.writeConnection(scope, consumerId, unifiedApi, serviceId, patchDecision(connector, patch));
  }

  /**
   * The one way a connection is written: `decide` sees the current secrets
   * and row and returns the change. Secrets are sealed again, the state is
   * derived from the settings unless the change names one, caches are dropped.
   * The write and the report of what it changed (connection-changes.ts) are
   * one transaction.
   */
  async writeConnection(
    scope: TenantScope,
    consumerId: string,
    unifiedApi: string,
    serviceId: string,
    decide: (current: SplitSettings, existing: ConnectionRow | undefined) => ConnectionDecision,
  ) {
    const connector = this.#connectors.require(unifiedApi, serviceId);
    const { row, reported } = await this.#transactions.write(scope, consumerId, connector, unifiedApi, serviceId, decide);
    this.invalidate(scope, consumerId);
    this.changes.announce(reported);
    return this.#view(scope, consumerId, connector, unifiedApi, row);
  }

  async deleteConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string): Promise<void> {
    const row = await this.requireConnection(scope, consumerId, unifiedApi, serviceId);
    const reported = await this.#transactions.deleteConnection(scope, consumerId, row);
    this.invalidate(scope, consumerId);
    this.changes.announce(reported);
  }

  /**
   * Records `types` about `row` inside `tx` (a transaction the caller runs,
   * such as a token refresh's); announce the answer once it is committed.
   */
  async recordChanges(tx: Database, scope: TenantScope, consumerId: string, row: ConnectionRow, types: readonly VaultEventType[]): Promise<ReportedChange[]> {
    return this.#transactions.record(tx, scope, consumerId, row, types);
  }

  /** The consumer's configured connections, decrypted; cached for the hot path. */
  async resolvedConnections(scope: TenantScope, consumerId: string): Promise<ResolvedConnection[]> {
    return this.#connectionsCache.getOrLoad(cacheKey(scope, consumerId), () =>
      loadResolvedConnections(this.#db, this.#connectors, scope, consumerId, (row) => this.split(row)),
    );
  }

  split(row: ConnectionRow): SplitSettings {
    return readSecrets(this.#cipher, row);
  }

  invalidate(scope: TenantScope, consumerId: string): void {
    this.#connectionsCache.delete(cacheKey(scope, consumerId));
  }

  /** After a change every consumer of the application sees (its own custom mappings). */
  invalidateAll(): void {
    this.#connectionsCache.clear();
  }

  #view(scope: TenantScope, consumerId: string, connector: ConnectorDefinition, unifiedApi: string, row: ConnectionRow | undefined) {
    const links = connector.oauth && this.#hooks.links ? this.#hooks.links.forConnection(scope, consumerId, unifiedApi, connector.id) : undefined;
    return connectionView(connector, unifiedApi, row, row ? this.split(row) : emptySplit(), links);
  }
}

/** Without a logger (a vault built outside the app): listener failures still show. */
const consoleLog: ChangeLog = { warn: (object, message) => console.warn(message, object) };

function cacheKey(scope: TenantScope, consumerId: string): string {
  return `${scope.applicationId}|${scope.mode}|${consumerId}`;
}
