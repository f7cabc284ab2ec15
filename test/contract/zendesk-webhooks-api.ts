/**
 * Zendesk's Webhooks API, which the connector uses to register its webhook
 * (src/connectors/zendesk/webhook-registration.ts) and the emulator serves
 * (src/sandbox/zendesk/webhooks-api.ts). Zendesk describes it in its published
 * OpenAPI document with the rest of the API, but the copy in the shared
 * folder (an older, trimmed one) leaves it out, so its operations are given
 * here as Zendesk's reference documents them (README.md: `undescribed-operation`).
 * Error statuses come from the file's API-wide entries that follow.
 */
import type { ContractException } from './exception-types.js';

const DOCUMENTATION = 'https://developer.zendesk.com/api-reference/webhooks/webhooks-api/webhooks/';
const REASON =
  'The Webhooks API is part of Zendesk\'s published OpenAPI document, but the shared copy (older and trimmed) has no /api/v2/webhooks ' +
  'paths; the operation is given as the Webhooks API reference documents it (the Webhook object\'s properties, its mandatory ones required).';

const WEBHOOK_ID = { name: 'webhook_id', in: 'path', required: true, schema: { type: 'string' } };

/** The Webhook object ("JSON format" of the reference): mandatory properties required. */
const WEBHOOK = {
  type: 'object',
  required: ['id', 'name', 'status', 'endpoint', 'http_method', 'request_format'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    endpoint: { type: 'string', format: 'uri' },
    http_method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
    request_format: { type: 'string', enum: ['json', 'xml', 'form_encoded'] },
    subscriptions: { type: 'array', items: { type: 'string' } },
    authentication: { type: 'object' },
    custom_headers: { type: 'object' },
    external_source: { type: 'object' },
    signing_secret: { type: 'object' },
    created_at: { type: 'string', format: 'date-time' },
    created_by: { type: 'string' },
    updated_at: { type: 'string', format: 'date-time' },
    updated_by: { type: 'string' },
  },
};

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

function operation(key: string, operation: Record<string, unknown>): ContractException {
  return { platform: 'zendesk', file: 'zendesk-support.openapi-src.yaml', kind: 'undescribed-operation', operations: [key], operation, reason: REASON, documentation: DOCUMENTATION };
}

export const ZENDESK_WEBHOOKS_API: readonly ContractException[] = [
  operation('GET /api/v2/webhooks', {
    parameters: [
      { name: 'filter[name_contains]', in: 'query', schema: { type: 'string' } },
      { name: 'filter[status]', in: 'query', schema: { type: 'string', enum: ['active', 'inactive'] } },
      { name: 'page[after]', in: 'query', schema: { type: 'string' } },
      { name: 'page[before]', in: 'query', schema: { type: 'string' } },
      { name: 'page[size]', in: 'query', schema: { type: 'integer', minimum: 1 } },
      { name: 'sort', in: 'query', schema: { type: 'string' } },
    ],
    responses: { 200: { description: 'List Webhooks', ...json({ type: 'object', required: ['webhooks'], properties: { webhooks: { type: 'array', items: WEBHOOK }, meta: { type: 'object' }, links: { type: 'object' } } }) } },
  }),
  operation('POST /api/v2/webhooks', {
    parameters: [{ name: 'clone_webhook_id', in: 'query', schema: { type: 'string' } }],
    requestBody: json({ type: 'object', required: ['webhook'], properties: { webhook: { ...WEBHOOK, required: ['name', 'status', 'endpoint', 'http_method', 'request_format'] } } }),
    responses: { 201: { description: 'Create or Clone Webhook', ...json({ type: 'object', required: ['webhook'], properties: { webhook: WEBHOOK } }) } },
  }),
  operation('GET /api/v2/webhooks/{webhook_id}', {
    parameters: [WEBHOOK_ID],
    responses: { 200: { description: 'Show Webhook', ...json({ type: 'object', required: ['webhook'], properties: { webhook: WEBHOOK } }) } },
  }),
  operation('DELETE /api/v2/webhooks/{webhook_id}', {
    parameters: [WEBHOOK_ID],
    responses: { 204: { description: 'Delete Webhook' } },
  }),
  operation('GET /api/v2/webhooks/{webhook_id}/signing_secret', {
    parameters: [WEBHOOK_ID],
    responses: {
      200: {
        description: 'Show Webhook Signing Secret',
        ...json({ type: 'object', required: ['signing_secret'], properties: { signing_secret: { type: 'object', required: ['algorithm', 'secret'], properties: { algorithm: { type: 'string' }, secret: { type: 'string' } } } } }),
      },
    },
  }),
];
