/**
 * A connection's inbound webhooks as the Vault shows them: the reference's
 * Connection `subscriptions` (vault.yml WebhookSubscription), one per native
 * source, whose `execute_url` is where the platform must send its webhooks.
 * Ours beside the reference's fields: the source's state (confirmed, pending,
 * polling) and since when, the events the poller reports for it meanwhile,
 * and its `setup`: where a platform has no API to register it (Intercom's
 * Developer Hub, Vonage's dashboard), the URL to paste and where.
 */
import { TtlCache } from '../../core/ttl-cache.js';
import { supportedEvents, type ConnectorDefinition } from '../../connectors/framework/define.js';
import type { Database } from '../../store/database.js';
import { coverageOf } from './coverage.js';
import { ensureEndpoint, inboundUrlOf, type EndpointKey } from './endpoints.js';
import type { DeclaredSource, SourceReason, SourceState, SourceStatus } from './sources.js';

/** How the platform learns the URL, and what to do about it. */
export interface SourceSetupView {
  /** registered: the service does it through the platform's API; per_request: each write names it; paste: someone pastes it at the platform. */
  method: 'registered' | 'per_request' | 'paste';
  /** The URL to paste (paste only): the entry's execute_url. */
  url?: string;
  /** Where to paste it (paste only). */
  where?: string;
  instructions: string;
}

/** Ours, in each entry: the native source, whether the platform was seen sending it, and what to do. */
export interface NativeSourceView {
  /** Which of the platform's ways of sending events this is ("webhooks", "delivery-receipts"). */
  id: string;
  /** confirmed (seen working), pending (not yet: see `setup`) or polling (it stopped; the poller reports its events). */
  state: SourceState;
  since: string;
  reason?: SourceReason;
  /** The last request whose signature verified (to the minute). */
  last_delivery_at?: string;
  /** Why the last registration attempt failed, while it is failing. */
  last_error?: string;
  /** The event types the poller reports for it meanwhile (none once confirmed). */
  polled_event_types: string[];
  setup: SourceSetupView;
}

export interface ConnectionSubscriptionView {
  unify_event_types: string[];
  downstream_event_types: string[];
  execute_url: string;
  /** When the service registered it at the platform; absent where nothing is registered (a URL to paste). */
  created_at?: string;
  /** Ours: see NativeSourceView. */
  source: NativeSourceView;
}

const REGISTERED_INSTRUCTIONS = 'Nothing to do: the service registers this URL at the platform when the connection becomes callable, and renews it.';

function setupView(source: DeclaredSource, url: string): SourceSetupView {
  const { setup } = source;
  if (setup.kind === 'registered') return { method: 'registered', instructions: REGISTERED_INSTRUCTIONS };
  if (setup.kind === 'per-request') return { method: 'per_request', instructions: setup.description };
  return { method: 'paste', url, where: setup.where, instructions: setup.instructions };
}

/** One entry per native source of the connection that carries events of its unified API. */
export function subscriptionViews(
  connector: ConnectorDefinition,
  unifiedApi: string,
  endpoint: { url: string; registeredAt: Date | null; lastError: string | null },
  statuses: readonly SourceStatus[],
  polledEventTypes: readonly string[],
): ConnectionSubscriptionView[] {
  const events = supportedEvents(connector, unifiedApi);
  return statuses.flatMap((status) => {
    const { source } = status;
    const carried = events.filter((event) => source.downstreamEvents.includes(event.downstream_event_type));
    if (carried.length === 0) return [];
    const unified = [...new Set(carried.map((event) => event.event_type))];
    const failing = status.reason === 'registration_failed' || status.reason === 'renewal_failed';
    return [
      {
        unify_event_types: unified,
        downstream_event_types: [...new Set(carried.map((event) => event.downstream_event_type))],
        execute_url: endpoint.url,
        ...(source.setup.kind === 'registered' && endpoint.registeredAt ? { created_at: endpoint.registeredAt.toISOString() } : {}),
        source: {
          id: source.id,
          state: status.state,
          since: status.since.toISOString(),
          ...(status.reason ? { reason: status.reason } : {}),
          ...(status.lastSeenAt ? { last_delivery_at: status.lastSeenAt.toISOString() } : {}),
          ...(failing && endpoint.lastError ? { last_error: endpoint.lastError } : {}),
          polled_event_types: status.state === 'confirmed' ? [] : unified.filter((type) => polledEventTypes.includes(type)),
          setup: setupView(source, endpoint.url),
        },
      },
    ];
  });
}

/** Inbound URLs by connection: a lookup id never changes once made, so the cache is never stale. */
export class InboundUrls {
  readonly #db: Database;
  readonly #publicUrl: string;
  readonly #cache = new TtlCache<string, string>(60 * 60 * 1000);
  readonly #now: () => Date;

  constructor(db: Database, publicUrl: string, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#publicUrl = publicUrl;
    this.#now = now;
  }

  async urlFor(key: EndpointKey): Promise<string> {
    const cacheKey = JSON.stringify([key.applicationId, key.mode, key.consumerId, key.unifiedApi, key.serviceId]);
    const cached = this.#cache.get(cacheKey);
    if (cached) return cached;
    const endpoint = await ensureEndpoint(this.#db, key, this.#now());
    const url = inboundUrlOf(this.#publicUrl, endpoint.lookupId, endpoint.serviceId);
    this.#cache.set(cacheKey, url);
    return url;
  }

  /**
   * The Connection's `subscriptions`: one per native source of a connector
   * that receives its platform's webhooks (each with its state and what to
   * do), none otherwise.
   */
  async subscriptionsOf(key: EndpointKey, connector: ConnectorDefinition): Promise<ConnectionSubscriptionView[] | undefined> {
    if (!connector.inbound) return undefined;
    const now = this.#now();
    const endpoint = await ensureEndpoint(this.#db, key, now);
    const { sources, polledEventTypes } = coverageOf(connector, key.unifiedApi, endpoint.sources, endpoint.createdAt, now);
    const url = inboundUrlOf(this.#publicUrl, endpoint.lookupId, endpoint.serviceId);
    return subscriptionViews(connector, key.unifiedApi, { url, registeredAt: endpoint.registeredAt, lastError: endpoint.lastError }, sources, polledEventTypes);
  }
}
