/**
 * The credential vault: consumers and their connections, scoped to one
 * application and key mode. Secrets are encrypted before they reach the store
 * and decrypted only to call a platform. OAuth steps (authorization, refresh,
 * revocation) and credential checks live in their own modules and write
 * through `writeConnection` here.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../core/errors/api-error.js';
import { TtlCache } from '../core/ttl-cache.js';
import { missingSettings, type ConnectorDefinition } from '../connectors/framework/define.js';
import { clientCredentialSettings } from '../connectors/framework/oauth.js';
import { apisOf, type ConnectorRegistry } from '../connectors/registry.js';
import type { Database } from '../store/database.js';
import * as connectionsRepo from '../store/repositories/connections.js';
import * as consumersRepo from '../store/repositories/consumers.js';
import * as mappingsRepo from '../store/repositories/custom-mappings.js';
import { effectiveMappings, type ConnectionMapping } from './custom-mappings/effective.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ConnectionRow, ConsumerRow } from '../store/schema.js';
import { UNIFIED_APIS } from '../unified/index.js';
import { applySettingsPatch, mergedValues, type SplitSettings } from './connection-settings.js';
import { readSecrets, sealSecrets, tokenExpiry } from './connection-secrets.js';
import { ConnectionChanges, type ChangeLog, type ReportedChange } from './connection-changes.js';
import { eventsOfWrite, reportedChanges, type ConnectionSnapshot } from './connection-events.js';
import { connectionView, consumerConnectionView, type ConnectionLinks, type ConnectionState, type ConnectionView } from './connection-view.js';
import type { CredentialCipher } from './credential-cipher.js';
import type { VaultEventType } from './events.js';

export type { TenantScope } from '../store/repositories/consumers.js';

/** A connection ready for a platform call: settings and secrets merged. */
export interface ResolvedConnection {
  id: string;
  unifiedApi: string;
  serviceId: string;
  enabled: boolean;
  state: ConnectionState;
  values: Readonly<Record<string, string>>;
  /** When the OAuth access token expires (epoch ms), if it does. */
  tokenExpiresAt?: number | undefined;
  /** The custom mappings the consumer's calls through this connection apply (the application's, overridden by the consumer's). */
  customMappings: readonly ConnectionMapping[];
  /** Defaults for fields on create, by resource (resource config). */
  configuration: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface ConnectionPatch {
  enabled?: boolean | undefined;
  settings?: Record<string, unknown> | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

/** What a write decides; `state` is computed from the settings unless given. */
export interface ConnectionDecision {
  split: SplitSettings;
  state?: ConnectionState;
  stateReason?: string | null;
  enabled?: boolean;
  metadata?: Record<string, unknown>;
  lastRefreshFailedAt?: Date | null;
  /** Events the writer names beyond those read from the difference (connection-events.ts), such as `revoked`. */
  report?: readonly VaultEventType[];
}

/** Where the vault finds the links of OAuth connections and whether an application offers a connector. */
export interface VaultHooks {
  links?: ConnectionLinks | undefined;
  requireEnabled?: ((scope: { applicationId: string }, serviceId: string) => Promise<void>) | undefined;
  /** Where failures of connection-change listeners are logged. */
  log?: ChangeLog | undefined;
}

type ConnectionKey = [scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string];

/** The reference Connection's `subscriptions` (vault.yml WebhookSubscription) of one configured connection; undefined: none. */
export type ConnectionSubscriptions = (
  scope: TenantScope,
  consumerId: string,
  unifiedApi: string,
  connector: ConnectorDefinition,
) => Promise<
  | Array<{
      unify_event_types: string[];
      downstream_event_types: string[];
      execute_url: string;
      created_at?: string;
      /** The native source the entry is, with its state and setup (the webhooks part's view). */
      source: { id: string; state: string };
    }>
  | undefined
>;

/** Operations that talk to the platform, attached once the OAuth machinery (which needs the vault) exists. */
export interface PlatformOperations {
  validate(...key: ConnectionKey): Promise<ConnectionView>;
  revoke(...key: ConnectionKey): Promise<ConnectionView>;
  fresh(scope: TenantScope, consumerId: string, connection: ResolvedConnection, options?: { rejectedToken?: string | undefined }): Promise<Readonly<Record<string, string>>>;
}

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

  constructor(db: Database, cipher: CredentialCipher, connectors: ConnectorRegistry, cacheTtlMs: number, hooks: VaultHooks = {}) {
    this.#db = db;
    this.#cipher = cipher;
    this.#connectors = connectors;
    this.#hooks = hooks;
    this.#connectionsCache = new TtlCache(cacheTtlMs);
    this.changes = new ConnectionChanges(hooks.log ?? consoleLog);
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
    const { deleted, reported } = await this.#db.transaction().execute(async (tx) => {
      const consumer = await consumersRepo.findConsumer(tx, scope, consumerId);
      if (!consumer) return { deleted: false, reported: [] };
      const rows = await connectionsRepo.listConnectionsOfConsumer(tx, consumer.id);
      const deleted = await consumersRepo.deleteConsumer(tx, scope, consumerId);
      const reported = rows.flatMap((row) => this.#reportedOf(scope, consumerId, row, ['vault.connection.deleted']));
      await this.changes.record(tx, reported);
      return { deleted, reported };
    });
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
    return rows
      .filter((row) => row.consumerRef === consumer.id)
      .flatMap((row) => {
        const connector = this.#connectors.find(row.serviceId);
        return connector ? [consumerConnectionView(connector, row, consumer.consumerId, this.split(row))] : [];
      });
  }

  // ---- connections -----------------------------------------------------

  /** Every connector of the unified APIs asked for, with the consumer's connection where one exists. */
  async listConnections(scope: TenantScope, consumerId: string, options: { api?: string | undefined; configured?: boolean | undefined }) {
    const consumer = await this.findConsumer(scope, consumerId);
    const rows = consumer ? await connectionsRepo.listConnectionsOfConsumer(this.#db, consumer.id) : [];
    const views = [];
    const apis = options.api ? [options.api] : [...new Set(rows.map((row) => row.unifiedApi)), ...allApis()];
    for (const api of [...new Set(apis)]) {
      for (const connector of this.#connectors.forApi(api)) {
        // One connection serves every API of its connector: shown under each (a row made under this API first).
        const row = rows.find((candidate) => candidate.unifiedApi === api && candidate.serviceId === connector.id) ?? rows.find((candidate) => candidate.serviceId === connector.id);
        if (options.configured === true && !row) continue;
        if (options.configured === false && row) continue;
        views.push(this.#view(scope, consumerId, connector, api, row));
      }
    }
    return views;
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
    return this.writeConnection(scope, consumerId, unifiedApi, serviceId, (current, existing) => {
      const next = patch.settings ? applySettingsPatch(connector.settings, current, patch.settings) : current;
      // New client credentials (or acting user) void the token got with the old ones, and a refusal of the old ones.
      const renewed = ownClientSettingsChanged(connector, current, next);
      const change: ConnectionDecision = {
        split: renewed && next.tokens?.grant === 'client_credentials' ? { ...next, tokens: undefined } : next,
        ...(renewed ? { lastRefreshFailedAt: null } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        ...(patch.metadata !== undefined ? { metadata: patch.metadata ?? {} } : {}),
      };
      // Only new settings change the state (they are also the fix for an invalid connection).
      if (existing && patch.settings === undefined) change.state = existing.state as ConnectionState;
      return change;
    });
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
    const { row, reported } = await this.#db.transaction().execute(async (tx) => {
      const [consumer] = await consumersRepo.upsertConsumer(tx, scope, consumerId, undefined);
      const existing = await connectionsRepo.findConnection(tx, consumer.id, unifiedApi, serviceId);
      const current = existing ? this.split(existing) : emptySplit();
      const change = decide(current, existing);
      const id = existing?.id ?? randomUUID();
      const state = change.state ?? connectionState(connector, change.split);
      const write = {
        enabled: change.enabled ?? existing?.enabled ?? true,
        state,
        stateReason: change.stateReason !== undefined ? change.stateReason : state === 'invalid' ? (existing?.stateReason ?? null) : null,
        settings: change.split.plain,
        credentials: sealSecrets(this.#cipher, id, change.split),
        credentialsExpireAt: tokenExpiry(change.split),
        metadata: change.metadata ?? existing?.metadata ?? {},
        ...(change.lastRefreshFailedAt !== undefined ? { lastRefreshFailedAt: change.lastRefreshFailedAt } : {}),
      };
      const row = existing
        ? ((await connectionsRepo.updateConnection(tx, id, write)) as ConnectionRow)
        : await connectionsRepo.insertConnection(tx, { id, consumerRef: consumer.id, unifiedApi, serviceId, ...write });
      const before = existing && snapshotOf(existing, current);
      const types = [...eventsOfWrite(before, snapshotOf(row, change.split)), ...(change.report ?? [])];
      const reported = reportedChanges(connector, scope, consumerId, row, change.split, types);
      await this.changes.record(tx, reported);
      return { row, reported };
    });
    this.invalidate(scope, consumerId);
    this.changes.announce(reported);
    return this.#view(scope, consumerId, connector, unifiedApi, row);
  }

  async deleteConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string): Promise<void> {
    const row = await this.requireConnection(scope, consumerId, unifiedApi, serviceId);
    const reported = await this.#db.transaction().execute(async (tx) => {
      // Deleted meanwhile by another request: that request reported it.
      if (!(await connectionsRepo.deleteConnection(tx, row.id))) return [];
      const reported = this.#reportedOf(scope, consumerId, row, ['vault.connection.deleted']);
      await this.changes.record(tx, reported);
      return reported;
    });
    this.invalidate(scope, consumerId);
    this.changes.announce(reported);
  }

  /**
   * Records `types` about `row` inside `tx` (a transaction the caller runs,
   * such as a token refresh's); announce the answer once it is committed.
   */
  async recordChanges(tx: Database, scope: TenantScope, consumerId: string, row: ConnectionRow, types: readonly VaultEventType[]): Promise<ReportedChange[]> {
    const reported = this.#reportedOf(scope, consumerId, row, types);
    await this.changes.record(tx, reported);
    return reported;
  }

  #reportedOf(scope: TenantScope, consumerId: string, row: ConnectionRow, types: readonly VaultEventType[]): ReportedChange[] {
    const connector = this.#connectors.find(row.serviceId);
    // A connector no longer served has no view to show; its connections are not reported.
    return connector ? reportedChanges(connector, scope, consumerId, row, this.split(row), types) : [];
  }

  /** The consumer's configured connections, decrypted; cached for the hot path. */
  async resolvedConnections(scope: TenantScope, consumerId: string): Promise<ResolvedConnection[]> {
    return this.#connectionsCache.getOrLoad(cacheKey(scope, consumerId), async () => {
      const consumer = await this.findConsumer(scope, consumerId);
      if (!consumer) return [];
      const [rows, mappingRows] = await Promise.all([
        connectionsRepo.listConnectionsOfConsumer(this.#db, consumer.id),
        mappingsRepo.listMappings(this.#db, scope, consumer.id),
      ]);
      const mappings = effectiveMappings(mappingRows);
      // A connection serves every unified API its connector serves: one entry per API (same id), a row made under that API first.
      const taken = new Set(rows.map((row) => `${row.unifiedApi}|${row.serviceId}`));
      return rows.flatMap((row) => {
        const split = this.split(row);
        const connector = this.#connectors.find(row.serviceId);
        const others = connector ? apisOf(connector).filter((api) => api !== row.unifiedApi && !taken.has(`${api}|${row.serviceId}`)) : [];
        return [row.unifiedApi, ...others].map((unifiedApi) => {
          if (unifiedApi !== row.unifiedApi) taken.add(`${unifiedApi}|${row.serviceId}`);
          return {
            id: row.id,
            unifiedApi,
            serviceId: row.serviceId,
            enabled: row.enabled,
            state: row.state as ConnectionState,
            values: mergedValues(split),
            tokenExpiresAt: split.tokens?.expires_at,
            customMappings: mappings.get(`${unifiedApi}|${row.serviceId}`) ?? [],
            configuration: row.configuration,
          };
        });
      });
    });
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

function snapshotOf(row: ConnectionRow, split: SplitSettings): ConnectionSnapshot {
  return { enabled: row.enabled, state: row.state, stateReason: row.stateReason, split, metadata: row.metadata };
}

/** Without a logger (a vault built outside the app): listener failures still show. */
const consoleLog: ChangeLog = { warn: (object, message) => console.warn(message, object) };

function cacheKey(scope: TenantScope, consumerId: string): string {
  return `${scope.applicationId}|${scope.mode}|${consumerId}`;
}

function emptySplit(): SplitSettings {
  return { plain: {}, secret: {} };
}

function allApis(): string[] {
  return UNIFIED_APIS.map((api) => api.id);
}

/**
 * A connection is callable once nothing it needs is missing. With an OAuth
 * token but a setting still missing (a site the platform did not name) it is
 * authorized; without a token and with fields missing it is added.
 */
function ownClientSettingsChanged(connector: ConnectorDefinition, before: SplitSettings, after: SplitSettings): boolean {
  const was = mergedValues(before);
  const now = mergedValues(after);
  return clientCredentialSettings(connector.oauth).some((id) => was[id] !== now[id]);
}

export function connectionState(connector: ConnectorDefinition, split: SplitSettings): ConnectionState {
  const missing = missingSettings(connector, mergedValues(split));
  if (missing.length === 0) return 'callable';
  return split.tokens ? 'authorized' : 'added';
}
