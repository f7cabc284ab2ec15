/**
 * Feeds the metrics from the places that know: the request lifecycle (Fastify
 * hooks), the downstream-call channel, the pacer and the token refresher.
 * Nothing here changes what a request does.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import { onDownstreamCall } from '../../core/telemetry/downstream-calls.js';
import { REPLAYED_HEADER } from '../../gateway/idempotency/stored-answer.js';
import type { PacingObserver } from '../../gateway/rate-limits/index.js';
import type { RefreshObserver } from '../../vault/oauth/token-refresh.js';
import { onDeliveryAttempt, onRefusedInboundWebhook } from '../../webhooks/telemetry.js';
import { statusClass, type ServiceMetrics } from './service-metrics.js';

/** Requests that matched no route share one label value, whatever URL they asked for. */
const UNMATCHED_ROUTE = '(unmatched)';

export function observeRequests(app: FastifyInstance, metrics: ServiceMetrics): void {
  // A callback hook: it runs for every request, and an async one would cost a promise each time.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    // "sms/messages" → "sms": the unified API comes from the route's own declaration, never from the URL.
    const unifiedApi = request.routeOptions.config.unified?.resource.split('/')[0] ?? '';
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status_code: String(status), unified_api: unifiedApi });
    metrics.requestDuration.observe({ method: request.method, route, status_class: statusClass(status), unified_api: unifiedApi }, reply.elapsedTime / 1000);
    if (reply.getHeader(REPLAYED_HEADER) === 'true') metrics.idempotentReplays.inc({ unified_api: unifiedApi });
    done();
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof ApiError && error.typeName === 'RequestLimitError') metrics.quotaRefusals.inc();
  });
}

/** Counts platform calls until the app closes. */
export function observeDownstreamCalls(app: FastifyInstance, metrics: ServiceMetrics): void {
  const stop = onDownstreamCall((call) => {
    const code = call.status !== undefined ? String(call.status) : call.failure === 'timeout' ? 'timeout' : 'network_error';
    const klass = call.status !== undefined ? statusClass(call.status) : code;
    metrics.downstreamCalls.inc({ connector: call.connectorId, method: call.method, status_code: code });
    metrics.downstreamDuration.observe({ connector: call.connectorId, status_class: klass }, call.seconds);
  });
  app.addHook('onClose', async () => stop());
}

export function pacingObserver(metrics: ServiceMetrics): PacingObserver {
  return {
    waited: (connector, ms) => {
      metrics.rateLimitWaits.inc({ connector });
      metrics.rateLimitWaitSeconds.inc({ connector }, ms / 1000);
    },
    refused: (connector) => metrics.rateLimitRefusals.inc({ connector }),
    held: (connector) => metrics.rateLimitHolds.inc({ connector }),
  };
}

export function refreshObserver(metrics: ServiceMetrics): RefreshObserver {
  return (connector, outcome) => metrics.tokenRefreshes.inc({ connector, outcome });
}

/** Counts webhook delivery attempts (and the lag of those delivered) and refused inbound webhooks, until the app closes. */
export function observeWebhooks(app: FastifyInstance, metrics: ServiceMetrics): void {
  const stopAttempts = onDeliveryAttempt((attempt) => {
    metrics.webhookAttempts.inc({ outcome: attempt.outcome });
    if (attempt.lagSeconds !== undefined) metrics.webhookLag.observe({ detected_by: attempt.detectedBy }, attempt.lagSeconds);
  });
  const stopRefused = onRefusedInboundWebhook(({ serviceId }) => metrics.inboundWebhooksRefused.inc({ service: serviceId }));
  app.addHook('onClose', async () => {
    stopAttempts();
    stopRefused();
  });
}
