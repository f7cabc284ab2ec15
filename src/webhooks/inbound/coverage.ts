/**
 * Who reports a connection's changes right now: its native sources as they
 * stand (sources.ts) and the event types the poller reports at its interval
 * (the resources' events less those of the confirmed sources). Read by the
 * Connection's `subscriptions`, the subscriptions' `polling_coverage`, the
 * command line and the sources metric, so they all say the same.
 */
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import { polledResources } from '../polling/polled-resources.js';
import { liveDownstreamEvents, sourceStatuses, type SourceState, type SourceStatus } from './sources.js';
import { connectionsWithEndpoints } from './connection-endpoints.js';

export interface ConnectionCoverage {
  applicationId: string;
  mode: 'sandbox' | 'live';
  consumerId: string;
  unifiedApi: string;
  connector: ConnectorDefinition;
  /** Its native sources; empty for a connector whose platform sends no webhooks. */
  sources: SourceStatus[];
  /** The event types the poller reports at its interval (the rest are reconciled daily). */
  polledEventTypes: string[];
}

/** What a connection's platform and poller cover, from its endpoint's stored states. */
export function coverageOf(connector: ConnectorDefinition, unifiedApi: string, storedSources: unknown, createdAt: Date, now: Date): Pick<ConnectionCoverage, 'sources' | 'polledEventTypes'> {
  const sources = sourceStatuses(connector, storedSources, createdAt, now);
  const live = liveDownstreamEvents(sources);
  const polledEventTypes = polledResources(connector, unifiedApi, live).flatMap((resource) =>
    resource.eventTypes.filter((_type, index) => !resource.nativeActions.includes(resource.actions[index]!)),
  );
  return { sources, polledEventTypes };
}

/** A connection's state in one word: polling when a source is, pending when one is, confirmed when all are; undefined without sources. */
export function overallState(sources: readonly SourceStatus[]): SourceState | undefined {
  if (sources.length === 0) return undefined;
  if (sources.some((source) => source.state === 'polling')) return 'polling';
  return sources.some((source) => source.state === 'pending') ? 'pending' : 'confirmed';
}

export interface CoverageFilter {
  applicationId?: string;
  mode?: 'sandbox' | 'live';
  unifiedApi?: string;
  consumerId?: string;
  /** Only connections of connectors whose platforms send webhooks. */
  nativeOnly?: boolean;
}

/** The enabled, callable connections matching `filter`, with their coverage, by consumer then connector. */
export async function connectionCoverages(db: Database, connectors: ConnectorRegistry, filter: CoverageFilter, now: Date): Promise<ConnectionCoverage[]> {
  let query = connectionsWithEndpoints(db)
    .select(['k.applicationId', 'k.mode', 'k.consumerId', 'c.unifiedApi', 'c.serviceId', 'c.createdAt', 'e.sources', 'e.createdAt as endpointCreatedAt'])
    .where('c.enabled', '=', true)
    .where('c.state', '=', 'callable');
  if (filter.applicationId !== undefined) query = query.where('k.applicationId', '=', filter.applicationId);
  if (filter.mode !== undefined) query = query.where('k.mode', '=', filter.mode);
  if (filter.unifiedApi !== undefined) query = query.where('c.unifiedApi', '=', filter.unifiedApi);
  if (filter.consumerId !== undefined) query = query.where('k.consumerId', '=', filter.consumerId);
  // Before the connectors have loaded, which of them send webhooks is decided after the query (below).
  if (filter.nativeOnly && connectors.isReady) {
    const native = connectors.all.filter((connector) => connector.inbound).map((connector) => connector.id);
    if (native.length === 0) return [];
    query = query.where('c.serviceId', 'in', native);
  }
  const rows = await query.orderBy('k.consumerId').orderBy('c.serviceId').orderBy('c.unifiedApi').execute();
  // Read after the query: with no connection (an idle instance's metrics), the connectors' code need not load.
  if (rows.length === 0) return [];
  await connectors.ready();
  return rows.flatMap((row) => {
    const connector = connectors.find(row.serviceId);
    if (!connector || (filter.nativeOnly && !connector.inbound)) return [];
    const coverage = coverageOf(connector, row.unifiedApi, row.sources, row.endpointCreatedAt ?? row.createdAt, now);
    return [{ applicationId: row.applicationId, mode: row.mode as 'sandbox' | 'live', consumerId: row.consumerId, unifiedApi: row.unifiedApi, connector, ...coverage }];
  });
}

/** Connections whose platforms send webhooks, counted by connector and state (the sources gauge). */
export async function countConnectionsByState(db: Database, connectors: ConnectorRegistry, now: Date): Promise<Array<{ serviceId: string; state: SourceState; count: number }>> {
  const counts = new Map<string, { serviceId: string; state: SourceState; count: number }>();
  for (const coverage of await connectionCoverages(db, connectors, { nativeOnly: true }, now)) {
    const state = overallState(coverage.sources);
    if (!state) continue;
    const key = `${coverage.connector.id}|${state}`;
    const entry = counts.get(key) ?? { serviceId: coverage.connector.id, state, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}
