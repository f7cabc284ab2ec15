/**
 * A connection's inbound webhook as the Vault shows it: the reference's
 * Connection `subscriptions` (vault.yml WebhookSubscription), whose
 * `execute_url` is where the platform must send its webhooks. That is how a
 * consumer, or the connect flow, learns the URL to paste where a platform
 * has no API to register it (Intercom's app settings, Vonage's dashboard).
 */
import { TtlCache } from '../../core/ttl-cache.js';
import { supportedEvents, type ConnectorDefinition } from '../../connectors/framework/define.js';
import type { Database } from '../../store/database.js';
import { ensureEndpoint, inboundUrlOf, type EndpointKey } from './endpoints.js';

export interface ConnectionSubscriptionView {
  unify_event_types: string[];
  downstream_event_types: string[];
  execute_url: string;
  /** When the service registered it at the platform; absent where nothing is registered (a URL to paste). */
  created_at?: string;
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

  /** The Connection's `subscriptions`: one for a connector that receives its platform's webhooks, none otherwise. */
  async subscriptionsOf(key: EndpointKey, connector: ConnectorDefinition): Promise<ConnectionSubscriptionView[] | undefined> {
    if (!connector.inbound) return undefined;
    const endpoint = await ensureEndpoint(this.#db, key, this.#now());
    const events = supportedEvents(connector, key.unifiedApi);
    return [
      {
        unify_event_types: [...new Set(events.map((event) => event.event_type))],
        downstream_event_types: [...new Set(events.map((event) => event.downstream_event_type))],
        execute_url: inboundUrlOf(this.#publicUrl, endpoint.lookupId, endpoint.serviceId),
        ...(endpoint.registeredAt ? { created_at: endpoint.registeredAt.toISOString() } : {}),
      },
    ];
  }
}
