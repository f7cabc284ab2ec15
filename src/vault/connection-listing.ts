/**
 * Which connections a listing shows. One connection serves every unified API
 * its connector serves, so a listing shows it under each of them.
 */
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { ConnectionRow, ConsumerRow } from '../store/schema.js';
import { UNIFIED_APIS } from '../unified/index.js';
import type { SplitSettings } from './connection-settings.js';
import { consumerConnectionView } from './connection-view.js';

export interface ConnectionListingOptions {
  api?: string | undefined;
  configured?: boolean | undefined;
}

/** Every connector of the unified APIs asked for, with the consumer's connection row where one exists. */
export function listedConnections(connectors: ConnectorRegistry, rows: ConnectionRow[], options: ConnectionListingOptions) {
  const listed: Array<{ connector: ConnectorDefinition; api: string; row: ConnectionRow | undefined }> = [];
  const apis = options.api ? [options.api] : [...new Set(rows.map((row) => row.unifiedApi)), ...allApis()];
  for (const api of [...new Set(apis)]) {
    for (const connector of connectors.forApi(api)) {
      // One connection serves every API of its connector: shown under each (a row made under this API first).
      const row = rows.find((candidate) => candidate.unifiedApi === api && candidate.serviceId === connector.id) ?? rows.find((candidate) => candidate.serviceId === connector.id);
      if (options.configured === true && !row) continue;
      if (options.configured === false && row) continue;
      listed.push({ connector, api, row });
    }
  }
  return listed;
}

/** Connection summaries shown inside a consumer; `rows` may hold other consumers' connections too. */
export function consumerConnectionViews(connectors: ConnectorRegistry, consumer: ConsumerRow, rows: ConnectionRow[], split: (row: ConnectionRow) => SplitSettings) {
  return rows
    .filter((row) => row.consumerRef === consumer.id)
    .flatMap((row) => {
      const connector = connectors.find(row.serviceId);
      return connector ? [consumerConnectionView(connector, row, consumer.consumerId, split(row))] : [];
    });
}

function allApis(): string[] {
  return UNIFIED_APIS.map((api) => api.id);
}
