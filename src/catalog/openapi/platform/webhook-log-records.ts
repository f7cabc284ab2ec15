/**
 * What the Webhook API's log, replay and recovery routes answer, for the
 * Webhook document: the reference's WebhookEventLog (webhook.yml) and our
 * replay and recovery answers. Closed, like the other records, so that a
 * field added to a view (src/webhooks/logs/log-view.ts) without being
 * documented here fails the OpenAPI tests.
 */
import { Type } from 'typebox';
import { UNIFIED_APIS } from '../../../unified/index.js';

const AttemptRecord = Type.Object(
  {
    timestamp: Type.String({ format: 'date-time', description: 'When the attempt was made.' }),
    execution_attempt: Type.Integer({ minimum: 1, description: 'The attempt\'s number: the payload\'s `execution_attempt`.' }),
    status_code: Type.Optional(Type.Integer({ description: 'What the receiver answered; absent when no answer came.' })),
    success: Type.Boolean({ description: 'Whether the receiver answered with a 2xx.' }),
    latency_ms: Type.Integer({ minimum: 0, description: 'Ours: how long the attempt took, in milliseconds.' }),
    response_body: Type.Optional(Type.String({ description: 'Ours: the first kilobyte of the receiver\'s answer.' })),
    error: Type.Optional(Type.String({ description: 'Ours: why no answer came (refused address, network error, timeout).' })),
  },
  { additionalProperties: false },
);

export const WebhookEventLogRecord = Type.Object(
  {
    id: Type.String({ description: 'Id of the log entry: one delivery of one event to one subscription.' }),
    status_code: Type.Optional(Type.Integer({ description: 'What the receiver answered at the last attempt; absent when no answer came (or no attempt yet).' })),
    success: Type.Boolean({ description: 'Whether the event was delivered (a 2xx).' }),
    application_id: Type.String(),
    consumer_id: Type.String(),
    unified_api: Type.Union(UNIFIED_APIS.map((api) => Type.Literal(api.id)), {
      description: 'The unified API of the event; for Vault\'s connection events, the API of the connection.',
    }),
    service: Type.Object(
      { id: Type.String({ description: 'The connector (service id).' }), name: Type.String({ description: 'Its name.' }) },
      { additionalProperties: false },
    ),
    endpoint: Type.String({ format: 'uri', description: 'The subscription\'s delivery URL.' }),
    event_type: Type.String({ example: 'vault.connection.updated' }),
    execution_attempt: Type.Integer({ minimum: 0, description: 'How many attempts were made.' }),
    http_method: Type.Literal('POST'),
    timestamp: Type.String({ format: 'date-time', description: 'When the last attempt was made (when the event was published, before the first).' }),
    entity_type: Type.String({ example: 'Connection' }),
    request_body: Type.Optional(
      Type.String({ description: 'The body the last attempt sent (the first one\'s, before any): the event id is its `payload.event_id`.' }),
    ),
    response_body: Type.Optional(Type.String({ description: 'The first kilobyte of the receiver\'s answer at the last attempt.' })),
    retry_scheduled: Type.Boolean({ description: 'Whether another attempt is due; false once delivered or given up.' }),
    attempts: Type.Array(AttemptRecord, { description: 'Every attempt, first to last.' }),
  },
  { additionalProperties: false, description: 'One delivery of an event to a subscription, with its attempts.' },
);

export const ReplayRecord = Type.Object(
  {
    event_id: Type.String({ description: 'The event replayed.' }),
    webhook_ids: Type.Array(Type.String(), {
      description: 'The subscriptions a new delivery was scheduled for (a subscription with a delivery of the event still pending is left out: that one is coming).',
    }),
  },
  { additionalProperties: false },
);

export const RecoveryRecord = Type.Object(
  { deliveries_scheduled: Type.Integer({ minimum: 0, description: 'How many given-up deliveries were scheduled again.' }) },
  { additionalProperties: false },
);
