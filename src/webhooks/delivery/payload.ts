/**
 * The body of a webhook delivery, shaped as the reference's (`{"payload":
 * {event_id, event_type, unified_api, service_id, consumer_id, entity_id,
 * entity_type, entity_url, execution_attempt, occurred_at}}`, Vault events
 * also carrying the `entity` itself) and kept under MAX_WEBHOOK_BODY_BYTES:
 * when the entity would take the body over, the entity is left out and the
 * receiver reads it from `entity_url`, which every payload carries. Nothing
 * else is ever cut, so a payload is either whole or entity-less, never a
 * half record.
 */

/** 20 KB: a delivery body is always smaller than this many bytes of UTF-8. */
export const MAX_WEBHOOK_BODY_BYTES = 20 * 1024;

/** One event as the store keeps it; the same for every subscription and attempt it is delivered to. */
/** native: the platform's webhook; polling: virtual webhooks; service: a change the service made (Vault's). */
export type EventDetection = 'native' | 'polling' | 'service';

export interface WebhookEvent {
  /** `event_id`; also the `webhook-id` and `x-svc-idempotency-key` of every delivery of the event. */
  readonly id: string;
  /** `issue-tracking.ticket.created`, `vault.connection.updated`, … */
  readonly type: string;
  readonly unifiedApi: string;
  readonly serviceId: string;
  readonly consumerId: string;
  /** The platform's id of the record that changed. */
  readonly entityId: string;
  readonly entityType: string;
  /** Where the receiver reads the record through the service. */
  readonly entityUrl: string;
  readonly occurredAt: Date;
  /** How the change was learnt (`detected_by`): the platform's own webhook, polling, or the service itself. */
  readonly detectedBy: EventDetection;
  /** The record itself where the event carries it (Vault's connection events); dropped when too large. */
  readonly entity?: Readonly<Record<string, unknown>> | undefined;
}

/** The `payload` object of a delivery body, field names as the reference's. */
export interface WebhookPayload {
  event_id: string;
  event_type: string;
  unified_api: string;
  service_id: string;
  consumer_id: string;
  entity_id: string;
  entity_type: string;
  entity_url: string;
  entity?: Readonly<Record<string, unknown>>;
  execution_attempt: number;
  occurred_at: string;
  /** Not in the reference (its payload allows more): how the change was learnt, so a receiver can judge its delay. */
  detected_by: EventDetection;
}

/** Thrown when even the entity-less payload is too large: only ids or URLs of absurd length do that, a producer defect. */
export class WebhookPayloadTooLargeError extends Error {
  constructor(
    readonly eventId: string,
    readonly bytes: number,
  ) {
    super(`webhook event ${eventId} is ${bytes} bytes without its entity, over the ${MAX_WEBHOOK_BODY_BYTES}-byte limit`);
    this.name = 'WebhookPayloadTooLargeError';
  }
}

/** The JSON body of attempt number `attempt` (1 for the first) of an event's delivery. */
export function deliveryBody(event: WebhookEvent, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`execution attempt must be a positive integer, got ${attempt}`);
  const whole = JSON.stringify({ payload: payloadOf(event, attempt, true) });
  if (isSmallEnough(whole)) return whole;
  const withoutEntity = event.entity === undefined ? whole : JSON.stringify({ payload: payloadOf(event, attempt, false) });
  if (isSmallEnough(withoutEntity)) return withoutEntity;
  throw new WebhookPayloadTooLargeError(event.id, Buffer.byteLength(withoutEntity, 'utf8'));
}

function payloadOf(event: WebhookEvent, attempt: number, withEntity: boolean): WebhookPayload {
  return {
    event_id: event.id,
    event_type: event.type,
    unified_api: event.unifiedApi,
    service_id: event.serviceId,
    consumer_id: event.consumerId,
    entity_id: event.entityId,
    entity_type: event.entityType,
    entity_url: event.entityUrl,
    ...(withEntity && event.entity !== undefined ? { entity: event.entity } : {}),
    execution_attempt: attempt,
    occurred_at: event.occurredAt.toISOString(),
    detected_by: event.detectedBy,
  };
}

function isSmallEnough(body: string): boolean {
  return Buffer.byteLength(body, 'utf8') < MAX_WEBHOOK_BODY_BYTES;
}
