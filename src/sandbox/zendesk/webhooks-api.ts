/**
 * Zendesk's Webhooks API, the part an integration uses to receive events
 * (https://developer.zendesk.com/api-reference/webhooks/webhooks-api/webhooks/):
 *
 *   POST   /api/v2/webhooks                          Create Webhook → 201 {webhook}
 *   GET    /api/v2/webhooks                          List Webhooks (filter[name_contains]; one page)
 *   GET    /api/v2/webhooks/{webhook_id}             Show Webhook
 *   DELETE /api/v2/webhooks/{webhook_id}             Delete Webhook → 204
 *   GET    /api/v2/webhooks/{webhook_id}/signing_secret → {signing_secret: {algorithm: "sha256", secret}}
 *
 * Rules kept: only admins manage webhooks (403 otherwise); name, endpoint,
 * http_method, request_format and status are required; a webhook subscribed
 * to Zendesk events ("zen:event-type:…") must use POST and json, and
 * "conditional_ticket_events" (triggers) cannot be mixed with them. Ids are
 * ULIDs, as Zendesk's are. Failures are rendered in the Support API's error
 * shape (errors.ts), which is what this emulator knows how to write.
 * What the webhooks send is webhook-events.ts.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, findRecord, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { ZendeskAccount } from './auth.js';
import { zendeskTime } from './time-zones.js';

type Ctx = KitContext<ZendeskAccount>;

export const ZENDESK_EVENT_TYPE_PREFIX = 'zen:event-type:';
const TRIGGER_SUBSCRIPTION = 'conditional_ticket_events';

/** The account's webhooks (stored shape; written by `webhookView`). Only the routes below serve them. */
export const webhooks = defineResource<ZendeskAccount>({
  name: 'webhooks',
  routes: {},
  newId: (ctx) => ctx.faker.string.ulid({ refDate: ctx.now }),
  fields: {},
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function required(input: Record<string, unknown>, field: string, allowed?: readonly string[]): string {
  const value = input[field];
  if (typeof value !== 'string' || value.trim() === '') throw fail.validation(`${field} is required`, { field, code: 'InvalidValue' });
  if (allowed && !allowed.includes(value)) throw fail.validation(`${field} must be one of ${allowed.join(', ')}`, { field, code: 'InvalidValue' });
  return value;
}

function subscriptionsOf(input: Record<string, unknown>, method: string, format: string): string[] {
  const value = input.subscriptions ?? [];
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) throw fail.validation('subscriptions must be an array of strings', { field: 'subscriptions', code: 'InvalidValue' });
  const events = value.filter((entry) => entry.startsWith(ZENDESK_EVENT_TYPE_PREFIX));
  if (events.length + value.filter((entry) => entry === TRIGGER_SUBSCRIPTION).length !== value.length) {
    throw fail.validation('subscriptions holds an unknown value', { field: 'subscriptions', code: 'InvalidValue' });
  }
  if (events.length > 0 && value.includes(TRIGGER_SUBSCRIPTION)) {
    throw fail.validation('A webhook subscribed to Zendesk events cannot connect to triggers or automations', { field: 'subscriptions', code: 'InvalidValue' });
  }
  if (events.length > 0 && (method !== 'POST' || format !== 'json')) {
    throw fail.validation('A webhook subscribed to Zendesk events must use POST and json', { field: 'http_method', code: 'InvalidValue' });
  }
  return [...new Set(value)];
}

function endpointOf(input: Record<string, unknown>): string {
  const endpoint = required(input, 'endpoint');
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw fail.validation('endpoint is not a valid URL', { field: 'endpoint', code: 'InvalidValue' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fail.validation('endpoint must be an http(s) URL', { field: 'endpoint', code: 'InvalidValue' });
  return endpoint;
}

/** Webhooks are an admin's business (Zendesk: "Allowed for Admins"). */
function requireAdmin(ctx: Ctx): void {
  const me = ctx.tenant.table('users').get(ctx.account.userId ?? '');
  if (me?.role !== 'admin') throw fail.forbidden('Only admins may manage webhooks');
}

export function webhookView(record: StoredRecord): Record<string, unknown> {
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    subscriptions: record.subscriptions,
    created_at: zendeskTime(Number(record.createdAt)),
    created_by: record.createdBy,
    endpoint: record.endpoint,
    http_method: record.httpMethod,
    request_format: record.requestFormat,
    updated_at: zendeskTime(Number(record.updatedAt)),
    updated_by: record.createdBy,
    ...(typeof record.description === 'string' ? { description: record.description } : {}),
  };
}

function create(ctx: Ctx) {
  requireAdmin(ctx);
  const body = ctx.request.body;
  if (!isObject(body) || !isObject(body.webhook)) throw fail.validation('The request body must be JSON of the form {"webhook": {...}}', { code: 'InvalidValue' });
  const input = body.webhook;
  const httpMethod = required(input, 'http_method', ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  const requestFormat = required(input, 'request_format', ['json', 'xml', 'form_encoded']);
  const table = ctx.tenant.table(webhooks.name);
  const record: StoredRecord = {
    id: webhooks.newId(ctx, table),
    name: required(input, 'name'),
    status: required(input, 'status', ['active', 'inactive']),
    endpoint: endpointOf(input),
    httpMethod,
    requestFormat,
    subscriptions: subscriptionsOf(input, httpMethod, requestFormat),
    ...(typeof input.description === 'string' ? { description: input.description } : {}),
    // Zendesk makes the secret; it is read back through the signing_secret endpoint.
    signingSecret: ctx.faker.string.alphanumeric(43) + '=',
    createdAt: ctx.now,
    updatedAt: ctx.now,
    createdBy: ctx.account.userId ?? '-1',
  };
  table.insert(record);
  return { status: 201, body: { webhook: webhookView(record) } };
}

export function registerWebhooksApi(app: FastifyInstance, kit: PlatformKit<ZendeskAccount>): void {
  const both = (path: string) => [path, `${path}.json`];
  const find = (ctx: Ctx) => {
    requireAdmin(ctx);
    return findRecord(webhooks, ctx);
  };
  for (const path of both('/api/v2/webhooks')) {
    app.post(path, kit.handler(create));
    app.get(path, kit.handler((ctx: Ctx) => {
      requireAdmin(ctx);
      const contains = ctx.request.query.get('filter[name_contains]')?.toLowerCase() ?? '';
      const listed = ctx.tenant.table(webhooks.name).all().filter((webhook) => String(webhook.name).toLowerCase().includes(contains)).map(webhookView);
      return { status: 200, body: { webhooks: listed, meta: { has_more: false, after_cursor: null, before_cursor: null }, links: { prev: null, next: null } } };
    }));
  }
  for (const path of both('/api/v2/webhooks/:id')) {
    app.get(path, kit.handler((ctx: Ctx) => ({ status: 200, body: { webhook: webhookView(find(ctx)) } })));
    app.delete(path, kit.handler((ctx: Ctx) => {
      ctx.tenant.table(webhooks.name).remove(find(ctx).id);
      return { status: 204 };
    }));
  }
  for (const path of both('/api/v2/webhooks/:id/signing_secret')) {
    app.get(path, kit.handler((ctx: Ctx) => ({ status: 200, body: { signing_secret: { algorithm: 'sha256', secret: find(ctx).signingSecret } } })));
  }
}
