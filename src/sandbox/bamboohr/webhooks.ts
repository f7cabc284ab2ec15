/**
 * BambooHR's webhooks (public.yaml: Create, List, Get, Delete Webhook, List
 * Monitor Fields; the `employee.created`, `employee.updated`,
 * `employee.deleted` payloads) and how it signs them
 * (https://documentation.bamboohr.com/docs/webhooks-2):
 * `X-BambooHR-Timestamp` (Unix seconds here) and `X-BambooHR-Signature`,
 * the hex HMAC-SHA256 of the body followed by the timestamp, keyed with the
 * webhook's `privateKey` (returned once, by the create).
 *
 * An update fires only when a monitored field changed (`changedFields` lists
 * them); a row of the employment status or job info table that takes effect
 * is an update of the fields it sets. A deletion (BambooHR's API cannot make
 * one) is sent with the control plane's `trigger('employee.deleted', …)`.
 * BambooHR only posts to https URLs; the emulator also takes http on
 * loopback, where tests and the demo listen.
 */
import { acceptedWebhookUrl } from '../framework/webhook-urls.js';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, type OutgoingWebhook, type PlatformEvent, type PlatformKit, type StoredRecord, type TenantState, type WebhookSigning } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { FIELD_CATALOGUE } from './field-catalogue.js';

const V1 = '/api/v1/webhooks';
const EVENTS = ['employee.created', 'employee.updated', 'employee.deleted'];
const LEGACY = ['employee_with_fields.created', 'employee_with_fields.updated', 'employee_with_fields.deleted'];
const MONITORABLE = new Set(FIELD_CATALOGUE.filter((field) => !field.read).map((field) => field.alias));

export const webhooks = defineResource<BambooHRAccount>({
  name: 'webhooks',
  routes: {},
  newId: (ctx) => String(ctx.tenant.next('webhook', 1)),
  fields: {},
});

export const bamboohrWebhookSigning: WebhookSigning = {
  sign(body, secret, _url, at) {
    const timestamp = String(Math.floor(at / 1000));
    return { 'x-bamboohr-timestamp': timestamp, 'x-bamboohr-signature': createHmac('sha256', secret).update(body + timestamp).digest('hex') };
  },
};

const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function summary(webhook: StoredRecord): Record<string, unknown> {
  return { id: webhook.id, name: webhook.name, created: sqlTime(Number(webhook.created)), lastSent: null, url: webhook.url };
}

export function registerWebhookRoutes(app: FastifyInstance, kit: PlatformKit<BambooHRAccount>): void {
  app.post(V1, kit.handler((ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (typeof body.name !== 'string' || body.name === '') throw fail.validation('name is required', { field: 'name' });
    if (!acceptedWebhookUrl(body.url)) throw fail.validation('url must begin with https://', { field: 'url' });
    if (body.format !== 'json' && body.format !== 'form-encoded') throw fail.validation('format must be json or form-encoded', { field: 'format' });
    const events = Array.isArray(body.events) ? body.events.map(String) : LEGACY;
    if (events.some((event) => !EVENTS.includes(event) && !LEGACY.includes(event))) throw fail.validation('Unknown event type', { field: 'events' });
    if (events.some((event) => LEGACY.includes(event)) && events.some((event) => EVENTS.includes(event))) throw fail.validation('Cannot mix employee_with_fields events with employee events', { field: 'events' });
    const monitorFields = Array.isArray(body.monitorFields) ? body.monitorFields.map(String) : [];
    if (events.some((event) => event.endsWith('.updated')) && monitorFields.length === 0) throw fail.validation('monitorFields is required', { field: 'monitorFields' });
    const unknown = monitorFields.filter((field) => !MONITORABLE.has(field));
    if (unknown.length > 0) return { status: 403, body: { errors: [{ monitorFields: [], postFields: [], unknownFields: unknown }] } };
    const privateKey = randomBytes(32).toString('hex');
    const webhook = ctx.tenant.table('webhooks').insert({
      id: webhooks.newId(ctx, ctx.tenant.table('webhooks')), name: body.name, url: body.url, format: body.format, events, monitorFields,
      postFields: body.postFields ?? {}, includeCompanyDomain: body.includeCompanyDomain === true, privateKey, created: ctx.now,
    });
    const { privateKey: key, created, ...rest } = webhook;
    return { status: 201, body: { ...rest, created: sqlTime(Number(created)), lastSent: null, privateKey: key } };
  }));
  app.get(V1, kit.handler((ctx) => ({ status: 200, body: { webhooks: ctx.tenant.table('webhooks').all().map(summary) } })));
  app.get(`${V1}/monitor_fields`, kit.handler(() => ({
    status: 200,
    body: { fields: FIELD_CATALOGUE.filter((field) => MONITORABLE.has(field.alias)).map((field) => ({ id: String(field.id), name: field.name, alias: field.alias })) },
  })));
  app.get(`${V1}/:id`, kit.handler((ctx) => {
    const webhook = ctx.tenant.table('webhooks').get(ctx.request.params.id ?? '');
    if (!webhook) return { status: 404, body: { errors: { error: 'Webhook not found' } } };
    const { privateKey: _key, created, ...rest } = webhook;
    return { status: 200, body: { ...rest, created: sqlTime(Number(created)), lastSent: null } };
  }));
  app.delete(`${V1}/:id`, kit.handler((ctx) => {
    const table = ctx.tenant.table('webhooks');
    if (!table.get(ctx.request.params.id ?? '')) return { status: 404, body: { errors: { error: 'Webhook not found' } } };
    table.remove(ctx.request.params.id ?? '');
    return { status: 200, body: 'Web hook has been deleted.', contentType: 'text/plain' };
  }));
}

/** The monitored fields whose value differs between the two versions of the employee. */
function changedFields(record: StoredRecord, previous: StoredRecord | undefined, monitored: readonly string[]): string[] {
  if (!previous) return [...monitored];
  return monitored.filter((field) => JSON.stringify(record[field] ?? null) !== JSON.stringify(previous[field] ?? null));
}

/** The platform's `webhooks` hook: one signed delivery per webhook that hears about the change. */
export function bamboohrWebhooks(event: PlatformEvent<BambooHRAccount>, _subscriptions: unknown, tenant: TenantState): OutgoingWebhook[] {
  if (event.resource !== 'employees' || !EVENTS.includes(event.type)) return [];
  const outgoing: OutgoingWebhook[] = [];
  for (const webhook of tenant.table('webhooks').all()) {
    if (!(webhook.events as string[]).includes(event.type)) continue;
    const data: Record<string, unknown> = { companyId: String(event.account.id), employeeId: event.record.id };
    if (event.type === 'employee.updated') {
      const changed = changedFields(event.record, event.previous, webhook.monitorFields as string[]);
      if (changed.length === 0) continue;
      data.changedFields = changed;
    }
    outgoing.push({ url: String(webhook.url), body: { type: event.type, timestamp: new Date(event.at).toISOString().replace(/\.\d{3}Z$/, 'Z'), data }, secret: String(webhook.privateKey) });
  }
  return outgoing;
}
