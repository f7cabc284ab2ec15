/**
 * How connections look through the Vault API (reference `Connection` schema),
 * built from the connector definition and the stored row (absent row: the
 * connector is "available" to the consumer but not set up yet).
 */
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectionRow } from '../store/schema.js';
import { formFields, visibleSettings, type SplitSettings } from './connection-settings.js';

export type ConnectionState = 'available' | 'callable' | 'added' | 'authorized' | 'invalid';

export function connectionId(unifiedApi: string, serviceId: string): string {
  return `${unifiedApi}+${serviceId}`;
}

export function connectionView(
  connector: ConnectorDefinition,
  unifiedApi: string,
  row: ConnectionRow | undefined,
  split: SplitSettings,
) {
  return {
    id: connectionId(unifiedApi, connector.id),
    service_id: connector.id,
    name: connector.name,
    tag_line: connector.description,
    unified_api: unifiedApi,
    state: (row?.state ?? 'available') as ConnectionState,
    integration_state: 'configured' as const,
    auth_type: connector.authType,
    status: connector.status === 'beta' ? 'live' : connector.status,
    enabled: row?.enabled ?? true,
    website: connector.websiteUrl,
    settings: visibleSettings(connector.settings, split),
    metadata: row?.metadata ?? {},
    form_fields: formFields(connector.settings, split),
    configurable_resources: [] as string[],
    created_at: row ? row.createdAt.getTime() : null,
    updated_at: row ? row.updatedAt.getTime() : null,
  };
}

export type ConnectionView = ReturnType<typeof connectionView>;

/** The shorter form listed inside a consumer (reference `ConsumerConnection`). */
export function consumerConnectionView(connector: ConnectorDefinition, row: ConnectionRow, consumerId: string, split: SplitSettings) {
  return {
    id: connectionId(row.unifiedApi, row.serviceId),
    name: connector.name,
    website: connector.websiteUrl,
    tag_line: connector.description,
    service_id: row.serviceId,
    unified_api: row.unifiedApi,
    consumer_id: consumerId,
    auth_type: connector.authType,
    enabled: row.enabled,
    settings: visibleSettings(connector.settings, split),
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    state: row.state as ConnectionState,
  };
}
