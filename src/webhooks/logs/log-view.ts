/**
 * A log entry as the API shows it: the reference's WebhookEventLog
 * (webhook.yml), one per delivery of an event to a subscription. The entry's
 * `status_code`, `success`, `timestamp` and `response_body` are those of its
 * last attempt; `request_body` is the body that attempt sent (the event id is
 * its `payload.event_id`). Each attempt also carries, beyond the
 * reference's fields, its latency, the first kilobyte of the answer and why
 * no answer came, if none did.
 */
import type { WebhookDeliveryAttemptRow } from '../../store/schema.js';
import { deliveryBody, type WebhookEvent } from '../delivery/payload.js';
import type { LogEntryRow } from './log-query.js';

export interface AttemptView {
  timestamp: string;
  execution_attempt: number;
  status_code?: number;
  success: boolean;
  latency_ms: number;
  response_body?: string;
  error?: string;
}

export interface EventLogView {
  id: string;
  status_code?: number;
  success: boolean;
  application_id: string;
  consumer_id: string;
  unified_api: string;
  service: { id: string; name: string };
  endpoint: string;
  event_type: string;
  execution_attempt: number;
  http_method: 'POST';
  timestamp: string;
  entity_type: string;
  request_body?: string;
  response_body?: string;
  retry_scheduled: boolean;
  attempts: AttemptView[];
}

function attemptView(attempt: WebhookDeliveryAttemptRow): AttemptView {
  return {
    timestamp: attempt.startedAt.toISOString(),
    execution_attempt: attempt.attempt,
    ...(attempt.responseStatus !== null ? { status_code: attempt.responseStatus } : {}),
    success: attempt.outcome === 'delivered',
    latency_ms: attempt.latencyMs,
    ...(attempt.responseSnippet !== null ? { response_body: attempt.responseSnippet } : {}),
    ...(attempt.error !== null ? { error: attempt.error } : {}),
  };
}

function eventOf(row: LogEntryRow): WebhookEvent {
  return {
    id: row.eventId,
    type: row.type,
    unifiedApi: row.unifiedApi,
    serviceId: row.serviceId,
    consumerId: row.consumerId,
    entityId: row.entityId,
    entityType: row.entityType,
    entityUrl: row.entityUrl,
    occurredAt: row.occurredAt,
    detectedBy: row.detectedBy,
    ...(row.entity !== null ? { entity: row.entity } : {}),
  };
}

/** The body the attempt numbered `attempt` sent; undefined for an event no body can carry (a producer defect, logged by the worker). */
function requestBody(row: LogEntryRow, attempt: number): string | undefined {
  try {
    return deliveryBody(eventOf(row), attempt);
  } catch {
    return undefined;
  }
}

export function eventLogView(row: LogEntryRow, attempts: readonly WebhookDeliveryAttemptRow[], serviceName: (serviceId: string) => string): EventLogView {
  const last = attempts.at(-1);
  const body = requestBody(row, Math.max(1, last?.attempt ?? 1));
  return {
    id: row.deliveryId,
    ...(last?.responseStatus !== null && last?.responseStatus !== undefined ? { status_code: last.responseStatus } : {}),
    success: row.status === 'delivered',
    application_id: row.applicationId,
    consumer_id: row.consumerId,
    unified_api: row.unifiedApi,
    service: { id: row.serviceId, name: serviceName(row.serviceId) },
    endpoint: row.deliveryUrl,
    event_type: row.type,
    execution_attempt: row.attempts,
    http_method: 'POST',
    timestamp: (last?.startedAt ?? row.createdAt).toISOString(),
    entity_type: row.entityType,
    ...(body !== undefined ? { request_body: body } : {}),
    ...(last?.responseSnippet !== null && last?.responseSnippet !== undefined ? { response_body: last.responseSnippet } : {}),
    // Pending: another attempt is due (the first, or a retry); delivered and given-up deliveries are done.
    retry_scheduled: row.status === 'pending',
    attempts: attempts.map(attemptView),
  };
}
