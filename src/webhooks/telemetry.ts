/**
 * What the webhook machinery tells the metrics, on diagnostics channels (as
 * the platform calls do, src/core/telemetry/downstream-calls.ts): the
 * delivery worker announces each attempt, the inbound receiver each platform
 * webhook it refused. Nothing needs wiring to a metrics registry, and
 * publishing costs nothing while metrics are off.
 */
import { channel } from 'node:diagnostics_channel';
import type { EventDetection } from './delivery/payload.js';

/** delivered: a 2xx; http_error: any other status; refused: the address rules stopped it; timeout, network_error: no answer. */
export type AttemptOutcome = 'delivered' | 'http_error' | 'refused' | 'timeout' | 'network_error';

export interface DeliveryAttemptEvent {
  outcome: AttemptOutcome;
  unifiedApi: string;
  detectedBy: EventDetection;
  /** Seconds from the change (the event's occurred_at) to this attempt's 2xx; only on `delivered`. */
  lagSeconds?: number | undefined;
}

export interface RefusedInboundEvent {
  /** The connector whose webhook was refused (the route's service id, only once it names a served connector). */
  serviceId: string;
}

const attempts = channel('unified-integration-api:webhook-delivery-attempt');
const refusedInbound = channel('unified-integration-api:inbound-webhook-refused');

export function publishDeliveryAttempt(event: DeliveryAttemptEvent): void {
  if (attempts.hasSubscribers) attempts.publish(event);
}

/** For the inbound receiver: counts one platform webhook refused for its signature (`svc_inbound_webhook_refused_total{service}`). */
export function countRefusedInboundWebhook(serviceId: string): void {
  if (refusedInbound.hasSubscribers) refusedInbound.publish({ serviceId } satisfies RefusedInboundEvent);
}

/** Calls `listener` for every delivery attempt made in this process; returns the unsubscribe function. */
export function onDeliveryAttempt(listener: (event: DeliveryAttemptEvent) => void): () => void {
  const handler = (message: unknown) => listener(message as DeliveryAttemptEvent);
  attempts.subscribe(handler);
  return () => attempts.unsubscribe(handler);
}

/** Calls `listener` for every refused inbound webhook in this process; returns the unsubscribe function. */
export function onRefusedInboundWebhook(listener: (event: RefusedInboundEvent) => void): () => void {
  const handler = (message: unknown) => listener(message as RefusedInboundEvent);
  refusedInbound.subscribe(handler);
  return () => refusedInbound.unsubscribe(handler);
}
