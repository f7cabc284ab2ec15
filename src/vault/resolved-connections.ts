/**
 * What a platform call is made with: a consumer's configured connections,
 * decrypted and merged, one entry per unified API each serves. The Vault
 * caches these for the hot path (vault.ts `resolvedConnections`).
 */
import { apisOf, type ConnectorRegistry } from '../connectors/registry.js';
import type { Database } from '../store/database.js';
import * as connectionsRepo from '../store/repositories/connections.js';
import * as consumersRepo from '../store/repositories/consumers.js';
import type { TenantScope } from '../store/repositories/consumers.js';
import * as mappingsRepo from '../store/repositories/custom-mappings.js';
import type { ConnectionRow, CustomMappingRow } from '../store/schema.js';
import { mergedValues, type SplitSettings } from './connection-settings.js';
import type { ConnectionState } from './connection-view.js';
import { effectiveMappings, type ConnectionMapping } from './custom-mappings/effective.js';

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

/** The consumer's configured connections with the custom mappings they apply; none for a consumer not yet made. */
export async function loadResolvedConnections(
  db: Database,
  connectors: ConnectorRegistry,
  scope: TenantScope,
  consumerId: string,
  split: (row: ConnectionRow) => SplitSettings,
): Promise<ResolvedConnection[]> {
  const consumer = await consumersRepo.findConsumer(db, scope, consumerId);
  if (!consumer) return [];
  const [rows, mappingRows] = await Promise.all([connectionsRepo.listConnectionsOfConsumer(db, consumer.id), mappingsRepo.listMappings(db, scope, consumer.id)]);
  return resolveConnections(connectors, rows, mappingRows, split);
}

export function resolveConnections(
  connectors: ConnectorRegistry,
  rows: ConnectionRow[],
  mappingRows: CustomMappingRow[],
  split: (row: ConnectionRow) => SplitSettings,
): ResolvedConnection[] {
  const mappings = effectiveMappings(mappingRows);
  // A connection serves every unified API its connector serves: one entry per API (same id), a row made under that API first.
  const taken = new Set(rows.map((row) => `${row.unifiedApi}|${row.serviceId}`));
  return rows.flatMap((row) => {
    const settings = split(row);
    const connector = connectors.find(row.serviceId);
    const others = connector ? apisOf(connector).filter((api) => api !== row.unifiedApi && !taken.has(`${api}|${row.serviceId}`)) : [];
    return [row.unifiedApi, ...others].map((unifiedApi) => {
      if (unifiedApi !== row.unifiedApi) taken.add(`${unifiedApi}|${row.serviceId}`);
      return {
        id: row.id,
        unifiedApi,
        serviceId: row.serviceId,
        enabled: row.enabled,
        state: row.state as ConnectionState,
        values: mergedValues(settings),
        tokenExpiresAt: settings.tokens?.expires_at,
        customMappings: mappings.get(`${unifiedApi}|${row.serviceId}`) ?? [],
        configuration: row.configuration,
      };
    });
  });
}
