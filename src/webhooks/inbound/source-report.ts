/**
 * The native sources of an application's connections as an operator reads
 * them (`svc webhooks sources`, GET /admin/applications/{id}/webhook-sources):
 * per connection, its state in one word, each source with its state, since
 * when, why, and what to do, and the event types the poller covers meanwhile.
 */
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import { connectionCoverages, overallState } from './coverage.js';
import { inboundUrlOf } from './endpoints.js';
import type { SourceReason, SourceState } from './sources.js';

export interface SourceReportView {
  consumer_id: string;
  mode: 'sandbox' | 'live';
  unified_api: string;
  service_id: string;
  /** polling when a source is, pending when one is, confirmed when all are; none when the platform sends no webhooks. */
  state: SourceState | 'none';
  /** The event types the poller reports at the application's interval. */
  polled_event_types: string[];
  sources: Array<{
    id: string;
    state: SourceState;
    reason?: SourceReason;
    since: string;
    last_delivery_at?: string;
    setup: 'registered' | 'per_request' | 'paste';
    /** Where to paste the URL, for a pasted source that is not confirmed. */
    paste_at?: string;
    /** The connection's inbound URL, once it has one. */
    execute_url?: string;
  }>;
}

export interface SourceReportFilter {
  mode?: 'sandbox' | 'live' | undefined;
  consumerId?: string | undefined;
}

export async function sourceReport(db: Database, connectors: ConnectorRegistry, publicUrl: string, applicationId: string, filter: SourceReportFilter, now: Date): Promise<SourceReportView[]> {
  const coverages = await connectionCoverages(db, connectors, { applicationId, mode: filter.mode, consumerId: filter.consumerId }, now);
  const endpoints = await db
    .selectFrom('inboundEndpoints')
    .select(['lookupId', 'mode', 'consumerId', 'unifiedApi', 'serviceId'])
    .where('applicationId', '=', applicationId)
    .execute();
  const urlOf = (mode: string, consumerId: string, unifiedApi: string, serviceId: string) => {
    const row = endpoints.find((endpoint) => endpoint.mode === mode && endpoint.consumerId === consumerId && endpoint.unifiedApi === unifiedApi && endpoint.serviceId === serviceId);
    return row ? inboundUrlOf(publicUrl, row.lookupId, serviceId) : undefined;
  };
  return coverages.map((coverage) => {
    const url = urlOf(coverage.mode, coverage.consumerId, coverage.unifiedApi, coverage.connector.id);
    return {
      consumer_id: coverage.consumerId,
      mode: coverage.mode,
      unified_api: coverage.unifiedApi,
      service_id: coverage.connector.id,
      state: overallState(coverage.sources) ?? 'none',
      polled_event_types: coverage.polledEventTypes,
      sources: coverage.sources.map(({ source, state, reason, since, lastSeenAt }) => ({
        id: source.id,
        state,
        ...(reason ? { reason } : {}),
        since: since.toISOString(),
        ...(lastSeenAt ? { last_delivery_at: lastSeenAt.toISOString() } : {}),
        setup: source.setup.kind === 'per-request' ? 'per_request' : source.setup.kind,
        ...(source.setup.kind === 'paste' && state !== 'confirmed' ? { paste_at: source.setup.where } : {}),
        ...(url ? { execute_url: url } : {}),
      })),
    };
  });
}
