/**
 * The service's Prometheus metrics, one registry per app (never prom-client's
 * global one: several apps in one process, as in tests, must not collide).
 * Every label is bounded: route templates (never raw URLs), status codes,
 * connector and unified API ids, outcomes. No key, token, application,
 * consumer or connection id is ever a label.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Latency buckets in seconds: a cached read (ms) to the longest downstream budget (120 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export class ServiceMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'svc_http_requests_total',
    help: 'Requests answered, by method, route template, status code and unified API ("" outside the unified APIs).',
    labelNames: ['method', 'route', 'status_code', 'unified_api'] as const,
    registers: [this.registry],
  });

  readonly requestDuration = new Histogram({
    name: 'svc_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template, status class and unified API.',
    labelNames: ['method', 'route', 'status_class', 'unified_api'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly downstreamCalls = new Counter({
    name: 'svc_downstream_requests_total',
    help: 'Calls to platforms (unified APIs, connection checks, OAuth), by connector, method and status code (or timeout / network_error).',
    labelNames: ['connector', 'method', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly downstreamDuration = new Histogram({
    name: 'svc_downstream_request_duration_seconds',
    help: 'Duration of one platform call (one attempt; retries are separate calls), by connector and status class.',
    labelNames: ['connector', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimitWaits = new Counter({
    name: 'svc_rate_limit_waits_total',
    help: 'Platform calls that waited for a slot in their shared token bucket, by connector.',
    labelNames: ['connector'] as const,
    registers: [this.registry],
  });

  readonly rateLimitWaitSeconds = new Counter({
    name: 'svc_rate_limit_wait_seconds_total',
    help: 'Time platform calls spent waiting for a slot, by connector.',
    labelNames: ['connector'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'svc_rate_limit_refusals_total',
    help: 'Calls refused without reaching the platform (429): their slot came after the time budget, by connector.',
    labelNames: ['connector'] as const,
    registers: [this.registry],
  });

  readonly rateLimitHolds = new Counter({
    name: 'svc_rate_limit_holds_total',
    help: 'Times a platform asked for a pause (a 429 or its own signal) and every instance held back, by connector.',
    labelNames: ['connector'] as const,
    registers: [this.registry],
  });

  readonly tokenRefreshes = new Counter({
    name: 'svc_token_refreshes_total',
    help: 'OAuth token refreshes asked of platforms, by connector and outcome (refreshed, refused: the connection needs authorizing again, failed: tried again later).',
    labelNames: ['connector', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly idempotentReplays = new Counter({
    name: 'svc_idempotent_replays_total',
    help: 'Unified writes answered from a stored answer (Idempotent-Replayed: true), by unified API.',
    labelNames: ['unified_api'] as const,
    registers: [this.registry],
  });

  readonly quotaRefusals = new Counter({
    name: 'svc_quota_refusals_total',
    help: "Requests refused because the application had used its monthly quota (402 RequestLimitError).",
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'svc_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts made by this instance, by outcome (delivered: a 2xx; http_error: another status; refused: the address rules stopped it; timeout; network_error).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookLag = new Histogram({
    name: 'svc_webhook_delivery_lag_seconds',
    help: "Time from a change (the event's occurred_at) to its delivery's 2xx, by how the change was learnt (native, polling, service).",
    labelNames: ['detected_by'] as const,
    // From a native webhook on loopback (well under a second) to the end of the retry schedule (about 28 hours).
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900, 1800, 3600, 7200, 18_000, 36_000, 72_000, 108_000],
    registers: [this.registry],
  });

  readonly inboundWebhooksRefused = new Counter({
    name: 'svc_inbound_webhook_refused_total',
    help: "Platforms' webhooks refused by the inbound receiver (signature missing or wrong), by connector (service).",
    labelNames: ['service'] as const,
    registers: [this.registry],
  });

  /**
   * Adds the gauge of deliveries waiting to be made, read from the store at
   * each scrape; every instance reports the same store-wide number (take the
   * max across instances, not the sum). A store that does not answer keeps
   * the last value read rather than failing the scrape.
   */
  watchPendingDeliveries(read: () => Promise<number>): void {
    const registry = this.registry;
    new Gauge({
      name: 'svc_webhook_deliveries_pending',
      help: 'Webhook deliveries waiting for an attempt (first or retry), across all instances and applications.',
      registers: [registry],
      async collect() {
        try {
          this.set(await read());
        } catch {
          // The store is restarting or failing over: the last value stands.
        }
      },
    });
  }

  /**
   * Adds the gauge of connections whose platforms send webhooks, by connector
   * and state (confirmed, pending, polling: inbound/sources.ts), read from the
   * store at most once per `everyMs` (each read walks every such connection);
   * the same store-wide numbers on every instance.
   */
  watchNativeSources(read: () => Promise<ReadonlyArray<{ serviceId: string; state: string; count: number }>>, everyMs = 30_000): void {
    const registry = this.registry;
    let readAt = Number.NEGATIVE_INFINITY;
    new Gauge({
      name: 'svc_webhook_native_connections',
      help: "Enabled, callable connections whose platforms send webhooks, by connector (service) and state: confirmed (seen working), pending (not yet), polling (stopped; the poller covers them). A connection is polling when one of its sources is, pending when one is.",
      labelNames: ['service', 'state'] as const,
      registers: [registry],
      async collect() {
        if (Date.now() - readAt < everyMs) return;
        try {
          const counts = await read();
          readAt = Date.now();
          this.reset();
          for (const { serviceId, state, count } of counts) this.set({ service: serviceId, state }, count);
        } catch {
          // The store is restarting or failing over: the last values stand.
        }
      },
    });
  }

  constructor() {
    // Process metrics (CPU, memory, event-loop lag, GC) under their usual names.
    collectDefaultMetrics({ register: this.registry });
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** "2xx" … "5xx": the label of latency histograms, where full codes would multiply the series. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
