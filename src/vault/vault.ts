/**
 * The credential vault: consumers and their connections, scoped to one
 * application and key mode. Secrets are encrypted before they reach the store
 * and decrypted only to call a platform.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../core/errors/api-error.js';
import { TtlCache } from '../core/ttl-cache.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { missingRequiredSettings } from '../connectors/framework/settings.js';
import type { Database } from '../store/database.js';
import * as connectionsRepo from '../store/repositories/connections.js';
import * as consumersRepo from '../store/repositories/consumers.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import type { ConnectionRow, ConsumerRow } from '../store/schema.js';
import { UNIFIED_APIS } from '../unified/index.js';
import { applySettingsPatch, mergedValues, type SplitSettings, type StoredCredentials } from './connection-settings.js';
import { connectionView, consumerConnectionView, type ConnectionState } from './connection-view.js';
import type { CredentialCipher } from './credential-cipher.js';

export type { TenantScope } from '../store/repositories/consumers.js';

/** A connection ready for a platform call: settings and secrets merged. */
export interface ResolvedConnection {
  id: string;
  unifiedApi: string;
  serviceId: string;
  enabled: boolean;
  state: ConnectionState;
  values: Readonly<Record<string, string>>;
}

export interface ConnectionPatch {
  enabled?: boolean | undefined;
  settings?: Record<string, unknown> | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

export class Vault {
  readonly #db: Database;
  readonly #cipher: CredentialCipher;
  readonly #connectors: ConnectorRegistry;
  /** Connections of a consumer, by "app|mode|consumer": the hot path reads here. */
  readonly #connectionsCache: TtlCache<string, ResolvedConnection[]>;

  constructor(db: Database, cipher: CredentialCipher, connectors: ConnectorRegistry, cacheTtlMs: number) {
    this.#db = db;
    this.#cipher = cipher;
    this.#connectors = connectors;
    this.#connectionsCache = new TtlCache(cacheTtlMs);
  }

  get db(): Database {
    return this.#db;
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

  async deleteConsumer(scope: TenantScope, consumerId: string): Promise<void> {
    const deleted = await consumersRepo.deleteConsumer(this.#db, scope, consumerId);
    this.#invalidate(scope, consumerId);
    if (!deleted) throw new ApiError('EntityNotFoundError', { message: 'Consumer not found', detail: { consumer_id: consumerId } });
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
        return connector ? [consumerConnectionView(connector, row, consumer.consumerId, this.#split(row))] : [];
      });
  }

  // ---- connections -----------------------------------------------------

  /** Every connector of the unified APIs asked for, with the consumer's connection where one exists. */
  async listConnections(scope: TenantScope, consumerId: string, options: { api?: string | undefined; configured?: boolean | undefined }) {
    const consumer = await this.findConsumer(scope, consumerId);
    const rows = consumer ? await connectionsRepo.listConnectionsOfConsumer(this.#db, consumer.id, options.api) : [];
    const views = [];
    const apis = options.api ? [options.api] : [...new Set(rows.map((row) => row.unifiedApi)), ...allApis()];
    for (const api of [...new Set(apis)]) {
      for (const connector of this.#connectors.forApi(api)) {
        const row = rows.find((candidate) => candidate.unifiedApi === api && candidate.serviceId === connector.id);
        if (options.configured === true && !row) continue;
        if (options.configured === false && row) continue;
        views.push(connectionView(connector, api, row, row ? this.#split(row) : emptySplit()));
      }
    }
    return views;
  }

  async getConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string) {
    const connector = this.#connectors.require(unifiedApi, serviceId);
    const consumer = await this.findConsumer(scope, consumerId);
    const row = consumer ? await connectionsRepo.findConnection(this.#db, consumer.id, unifiedApi, serviceId) : undefined;
    return connectionView(connector, unifiedApi, row, row ? this.#split(row) : emptySplit());
  }

  /** Creates the connection (and the consumer) on first use, as the reference API upserts consumers. */
  async updateConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string, patch: ConnectionPatch) {
    const connector = this.#connectors.require(unifiedApi, serviceId);
    const [consumer] = await this.upsertConsumer(scope, consumerId);
    const existing = await connectionsRepo.findConnection(this.#db, consumer.id, unifiedApi, serviceId);
    const current = existing ? this.#split(existing) : emptySplit();
    const next = patch.settings ? applySettingsPatch(connector.settings, current, patch.settings) : current;
    const id = existing?.id ?? randomUUID();
    const write = {
      enabled: patch.enabled ?? existing?.enabled ?? true,
      state: patch.settings !== undefined || !existing ? nextState(connector, next) : existing.state,
      settings: next.plain,
      credentials: Object.keys(next.secret).length > 0 ? this.#cipher.encrypt({ settings: next.secret } satisfies StoredCredentials, id) : null,
      metadata: patch.metadata === undefined ? (existing?.metadata ?? {}) : (patch.metadata ?? {}),
    };
    const row = existing
      ? await connectionsRepo.updateConnection(this.#db, id, write)
      : await connectionsRepo.insertConnection(this.#db, { id, consumerRef: consumer.id, unifiedApi, serviceId, ...write });
    this.#invalidate(scope, consumerId);
    return connectionView(connector, unifiedApi, row, next);
  }

  async deleteConnection(scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string): Promise<void> {
    this.#connectors.require(unifiedApi, serviceId);
    const consumer = await this.findConsumer(scope, consumerId);
    const row = consumer ? await connectionsRepo.findConnection(this.#db, consumer.id, unifiedApi, serviceId) : undefined;
    if (!row) {
      throw new ApiError('ConnectionNotFoundError', { detail: { unified_api: unifiedApi, service_id: serviceId, consumer_id: consumerId } });
    }
    await connectionsRepo.deleteConnection(this.#db, row.id);
    this.#invalidate(scope, consumerId);
  }

  /** The consumer's configured connections, decrypted; cached for the hot path. */
  async resolvedConnections(scope: TenantScope, consumerId: string): Promise<ResolvedConnection[]> {
    return this.#connectionsCache.getOrLoad(cacheKey(scope, consumerId), async () => {
      const consumer = await this.findConsumer(scope, consumerId);
      if (!consumer) return [];
      const rows = await connectionsRepo.listConnectionsOfConsumer(this.#db, consumer.id);
      return rows.map((row) => ({
        id: row.id,
        unifiedApi: row.unifiedApi,
        serviceId: row.serviceId,
        enabled: row.enabled,
        state: row.state as ConnectionState,
        values: mergedValues(this.#split(row)),
      }));
    });
  }

  #split(row: ConnectionRow): SplitSettings {
    const plain = Object.fromEntries(Object.entries(row.settings).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    if (!row.credentials) return { plain, secret: {} };
    try {
      return { plain, secret: this.#cipher.decrypt<StoredCredentials>(row.credentials, row.id).settings ?? {} };
    } catch {
      // A key change or a tampered row: the secrets are unusable, but the rest of the connection is not.
      return { plain, secret: {} };
    }
  }

  #invalidate(scope: TenantScope, consumerId: string): void {
    this.#connectionsCache.delete(cacheKey(scope, consumerId));
  }
}

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
 * API-key and basic-auth connections are callable once every required setting
 * is there; new settings also clear an "invalid" mark, since they are the fix.
 */
function nextState(connector: ConnectorDefinition, split: SplitSettings): ConnectionState {
  return missingRequiredSettings(connector.settings, mergedValues(split)).length > 0 ? 'added' : 'callable';
}
