/**
 * The Webhook API's subscription routes (src/webhooks/subscriptions/) in the
 * Webhook document: paths, operationIds and envelopes as in the reference's
 * webhook.yml, plus one route of ours, the secret rotation.
 */
import type { TSchema } from 'typebox';
import type { OperationDoc } from '../operation-doc.js';
import { WEBHOOK_LOG_OPERATIONS } from './webhook-log-operations.js';
import { ResolveWebhookRecord, WebhookRecord, WebhookWithSecretRecord } from './webhook-records.js';

type WebhookDoc = Omit<OperationDoc, 'api'>;

const ID = { id: 'Id of the subscription.' };
const URL_CHECK =
  'The delivery URL must be https to a public address (a sandbox key may also use http or https to this machine, e.g. `http://127.0.0.1:4000/hooks`); its host name must resolve, and to public addresses only (the Proxy API\'s address rules). A URL that fails is saved anyway, with `status: disabled` and `disabled_reason: delivery_url_validation_failed`: check both in the answer.';

const INBOUND =
  'Called by the platform, not by you: the address is the connection\'s `execute_url` (Vault Connection `subscriptions`), which the service registers at the platform where it can. No API key: the platform\'s signature is checked instead, and a webhook whose signature does not verify is refused (401) and never published.';
const INBOUND_PARAMS = { id: 'The connection\'s lookup id (random, part of its `execute_url`).', serviceId: 'The connector, as in the `execute_url`.' };

const json = (data: TSchema, description: string, status = 200) =>
  ({ kind: 'json', status, description, data }) as const;

export const WEBHOOK_OPERATIONS: Readonly<Record<string, WebhookDoc>> = {
  'GET /webhook/webhooks': {
    operationId: 'webhooksAll',
    summary: 'List webhook subscriptions',
    description: 'The application\'s subscriptions in the key\'s mode (sandbox or live), a page at a time, sorted by id.',
    tag: 'Webhooks',
    headers: [],
    errors: ['InvalidCursorError'],
    parameterDescriptions: { cursor: 'Cursor from meta.cursors of a previous page.', limit: 'Page size, 1 to 200; default 20.' },
    success: { ...json(WebhookRecord, 'A page of subscriptions.'), list: { previous: false } },
  },
  'POST /webhook/webhooks': {
    operationId: 'webhooksAdd',
    summary: 'Create a webhook subscription',
    description: `Subscribes a delivery URL to events of one unified API (and Vault's connection events). ${URL_CHECK} The answer carries the subscription's signing secret, shown this once.`,
    tag: 'Webhooks',
    headers: [],
    errors: [],
    success: json(WebhookWithSecretRecord, 'The subscription, with its signing secret.', 201),
  },
  'GET /webhook/webhooks/:id': {
    operationId: 'webhooksOne',
    summary: 'Get a webhook subscription',
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: ID,
    success: json(WebhookRecord, 'The subscription.'),
  },
  'PATCH /webhook/webhooks/:id': {
    operationId: 'webhooksUpdate',
    summary: 'Update a webhook subscription',
    description: `Changes the fields sent. The URL is checked again when it changes and when a disabled subscription is enabled. ${URL_CHECK} A subscription disabled for its URL is enabled again by a URL that passes, unless \`status: disabled\` is sent.`,
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: ID,
    success: json(WebhookRecord, 'The subscription.'),
  },
  'DELETE /webhook/webhooks/:id': {
    operationId: 'webhooksDelete',
    summary: 'Delete a webhook subscription',
    description: 'Deletes the subscription; nothing more is delivered to it.',
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: ID,
    success: json(WebhookRecord, 'The deleted subscription.'),
  },
  'POST /webhook/webhooks/:id/rotate-secret': {
    operationId: 'webhooksRotateSecret',
    summary: 'Rotate a subscription\'s signing secret',
    description:
      'Ours (the reference has no such route). Makes a new signing secret and returns it, this once. The previous secret stays valid for 24 hours: meanwhile every delivery carries a signature with each, so a receiver can switch without missing an event. Rotating again within those 24 hours drops the oldest secret.',
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: ID,
    bodyOptional: true,
    success: json(WebhookWithSecretRecord, 'The subscription, with its new signing secret.'),
  },
  'POST /webhook/w/:id/:serviceId': {
    operationId: 'webhooksResolve',
    summary: 'Receive a platform\'s webhook for a connection',
    description: `${INBOUND} Each change the webhook reports is published as an event to the subscriptions that want it; the platform's retry of the same webhook publishes nothing new.`,
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError', 'UnauthorizedError'],
    parameterDescriptions: INBOUND_PARAMS,
    rawBody: 'The platform\'s webhook as it sends it (JSON, a form, plain text), checked byte for byte against its signature.',
    success: json(ResolveWebhookRecord, 'Received (a handshake is answered as the platform expects instead).'),
  },
  'GET /webhook/w/:id/:serviceId': {
    operationId: 'webhookVerify',
    summary: 'Answer a platform\'s verification of a connection\'s webhook URL',
    description: `${INBOUND} Platforms that check a URL before sending to it (a GET with a challenge) are answered as they expect; other GETs are received like a POST.`,
    tag: 'Webhooks',
    headers: [],
    errors: ['EntityNotFoundError', 'UnauthorizedError'],
    parameterDescriptions: INBOUND_PARAMS,
    success: json(ResolveWebhookRecord, 'Received (a handshake is answered as the platform expects instead).'),
  },
  ...WEBHOOK_LOG_OPERATIONS,
};
