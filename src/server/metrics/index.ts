/**
 * Prometheus metrics of one app: created only when a way to read them is
 * configured, and only then is prom-client loaded (the default start pays
 * nothing); fed by observers, served by the endpoint.
 */
import type { FastifyInstance } from 'fastify';
import type { PacingObserver } from '../../gateway/rate-limits/index.js';
import type { RefreshObserver } from '../../vault/oauth/token-refresh.js';
import { registerMetricsRoute, listenForMetrics, type MetricsListener, type MetricsSettings } from './metrics-endpoint.js';
import type { ServiceMetrics } from './service-metrics.js';

export type { ServiceMetrics } from './service-metrics.js';
export { listenForMetrics, type MetricsListener, type MetricsSettings } from './metrics-endpoint.js';

export interface AttachedMetrics {
  metrics: ServiceMetrics;
  pacing: PacingObserver;
  refresh: RefreshObserver;
}

/**
 * The app's metrics when configured (a token, a port or both), with the request
 * observers hooked in and `/metrics` on the app's port when no separate listener
 * is configured; undefined otherwise. Call before any route is registered.
 */
export async function attachMetrics(app: FastifyInstance, settings: MetricsSettings | undefined): Promise<AttachedMetrics | undefined> {
  if (settings === undefined || (settings.token === undefined && settings.port === undefined)) return undefined;
  const { ServiceMetrics } = await import('./service-metrics.js');
  const observers = await import('./observers.js');
  const metrics = new ServiceMetrics();
  observers.observeRequests(app, metrics);
  observers.observeDownstreamCalls(app, metrics);
  observers.observeWebhooks(app, metrics);
  if (settings.port === undefined && settings.token !== undefined) registerMetricsRoute(app, metrics, settings.token);
  return { metrics, pacing: observers.pacingObserver(metrics), refresh: observers.refreshObserver(metrics) };
}

/** Starts the separate listener when one is configured. */
export async function startMetricsListener(metrics: ServiceMetrics | undefined, settings: MetricsSettings | undefined): Promise<MetricsListener | undefined> {
  if (!metrics || settings?.port === undefined) return undefined;
  return listenForMetrics(metrics, { ...settings, port: settings.port });
}
