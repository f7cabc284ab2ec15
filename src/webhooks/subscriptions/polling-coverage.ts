/**
 * Which of a subscription's connections the poller covers (issue 29): the
 * enabled, callable connections of its application, key mode and unified
 * API whose wanted events come from polling at its interval, because their
 * platform sends no webhooks for them, or because a native source is not
 * confirmed (pending, or polling since it stopped). Each names the event
 * types and the sources concerned, so a silent platform is never a mystery.
 * Shown on the Webhook API's reads (ours; the reference has no such field).
 */
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';
import { subscriptionWants } from '../delivery/matching.js';
import { connectionCoverages, type ConnectionCoverage } from '../inbound/coverage.js';
import type { SourceReason, SourceState } from '../inbound/sources.js';
import type { SubscriptionScope } from './repository.js';

/** At most this many connections are listed per subscription; `total` counts them all. */
export const POLLING_COVERAGE_LIMIT = 100;

export interface PolledConnectionView {
  consumer_id: string;
  service_id: string;
  /** The subscription's event types the poller reports for this connection. */
  event_types: string[];
  /** Its native sources that are not confirmed; empty when its platform sends no webhooks for these events. */
  sources: Array<{ id: string; state: SourceState; reason?: SourceReason; since: string }>;
}

export interface PollingCoverageView {
  connections: PolledConnectionView[];
  total: number;
}

function polledFor(subscription: WebhookSubscriptionRow, coverage: ConnectionCoverage): PolledConnectionView | undefined {
  const eventTypes = coverage.polledEventTypes.filter((type) => subscriptionWants(subscription, { type, unifiedApi: coverage.unifiedApi }));
  if (eventTypes.length === 0) return undefined;
  return {
    consumer_id: coverage.consumerId,
    service_id: coverage.connector.id,
    event_types: eventTypes,
    sources: coverage.sources
      .filter((source) => source.state !== 'confirmed')
      .map((source) => ({ id: source.source.id, state: source.state, ...(source.reason ? { reason: source.reason } : {}), since: source.since.toISOString() })),
  };
}

/** The polling coverage of each subscription of `scope` listed (read once for them all). */
export async function pollingCoverageOf(
  db: Database,
  connectors: ConnectorRegistry,
  scope: SubscriptionScope,
  subscriptions: readonly WebhookSubscriptionRow[],
  now: Date,
): Promise<Map<string, PollingCoverageView>> {
  const apis = new Set(subscriptions.map((subscription) => subscription.unifiedApi));
  const coverages = apis.size === 0 ? [] : (await connectionCoverages(db, connectors, { applicationId: scope.applicationId, mode: scope.mode }, now)).filter((coverage) => apis.has(coverage.unifiedApi));
  return new Map(
    subscriptions.map((subscription) => {
      const polled = coverages.flatMap((coverage) => {
        if (coverage.unifiedApi !== subscription.unifiedApi) return [];
        const view = polledFor(subscription, coverage);
        return view ? [view] : [];
      });
      return [subscription.id, { connections: polled.slice(0, POLLING_COVERAGE_LIMIT), total: polled.length }];
    }),
  );
}
