/**
 * What the Webhook API's subscription routes answer, for the Webhook
 * document: the reference's Webhook record (webhook.yml), closed like the
 * Vault records so that a field added to the view without being documented
 * here fails the OpenAPI tests. The event type enum comes from the one list
 * of event types (src/webhooks/event-types.ts).
 */
import { Type } from 'typebox';
import { WebhookEventTypeSchema } from '../../../webhooks/event-types.js';
import { POLLING_COVERAGE_LIMIT } from '../../../webhooks/subscriptions/polling-coverage.js';

export const WebhookEventType = WebhookEventTypeSchema;

const Status = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], { description: 'Whether events are delivered.' });

const DisabledReason = Type.Union(
  ['none', 'retry_limit', 'usage_limit', 'delivery_url_validation_failed'].map((reason) => Type.Literal(reason)),
  {
    description:
      'Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).',
  },
);

const PollingCoverage = Type.Object(
  {
    connections: Type.Array(
      Type.Object(
        {
          consumer_id: Type.String(),
          service_id: Type.String(),
          event_types: Type.Array(Type.String(), { description: 'The subscription\'s event types the poller reports for this connection.' }),
          sources: Type.Array(
            Type.Object(
              {
                id: Type.String(),
                state: Type.Union([Type.Literal('pending'), Type.Literal('polling')]),
                reason: Type.Optional(Type.String()),
                since: Type.String({ format: 'date-time' }),
              },
              { additionalProperties: false },
            ),
            { description: 'The connection\'s native sources that are not confirmed (each entry of its Vault connection\'s `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events.' },
          ),
        },
        { additionalProperties: false },
      ),
      { description: `At most ${POLLING_COVERAGE_LIMIT}, by consumer and connector.` },
    ),
    total: Type.Integer({ minimum: 0, description: 'How many connections the poller covers for this subscription.' }),
  },
  {
    additionalProperties: false,
    description:
      'Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application\'s interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet.',
  },
);

export const WebhookRecord = Type.Object(
  {
    id: Type.String({ description: 'Id of the subscription (a UUID).' }),
    description: Type.Union([Type.String(), Type.Null()]),
    unified_api: Type.String({ description: 'The unified API whose events are delivered, or `vault` for connection events only.', example: 'issue-tracking' }),
    status: Status,
    disabled_reason: DisabledReason,
    delivery_url: Type.String({ format: 'uri', description: 'Where events are delivered.' }),
    execute_base_url: Type.String({
      format: 'uri',
      description: 'Where the platforms\' own webhooks for this subscription are to be sent, with the service id appended (not served yet).',
    }),
    events: Type.Array(WebhookEventType, { description: 'Subscribed event types; `["*"]` is every event of the unified API.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    polling_coverage: Type.Optional(PollingCoverage),
  },
  { additionalProperties: false, description: 'A webhook subscription.' },
);

/** Creation and rotation answers: the record with its signing secret, shown this once. */
export const WebhookWithSecretRecord = Type.Object(
  {
    ...WebhookRecord.properties,
    secret: Type.String({
      pattern: '^whsec_',
      example: 'whsec_ZbQ4nB7cM9xR2kT5vW8yA1dF3gH6jL0pS4uX7zC9eG2=',
      description:
        'The signing secret (`whsec_…`, Standard Webhooks) that deliveries are signed with. Shown only in this answer: store it now. It is kept encrypted and never shown again; rotate it to get a new one.',
    }),
  },
  { additionalProperties: false, description: 'A webhook subscription with its signing secret.' },
);

/** The reference's ResolveWebhookResponse `data`: a platform's webhook was received. */
export const ResolveWebhookRecord = Type.Object(
  {
    request_id: Type.String({ description: 'Id of the request received (its Request-Id).' }),
    timestamp: Type.String({ format: 'date-time', description: 'When the webhook was received.' }),
  },
  { additionalProperties: false },
);
