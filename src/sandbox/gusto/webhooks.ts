/**
 * Gusto's webhook subscriptions (the description's Webhooks operations:
 * create, list, get, update, delete, verify, request_verification_token) and
 * the events it sends to them
 * (https://docs.gusto.com/embedded-payroll/docs/webhooks,
 * https://docs.gusto.com/embedded-payroll/docs/employee-events,
 * https://docs.gusto.com/app-integrations/docs/company-events):
 *
 *  - a subscription is the application's, made with its system access token
 *    (accounts.ts); it starts `pending`, and its `verification_token` is
 *    POSTed, unsigned, to its URL as `{"verification_token": …}`; PUT …/verify
 *    with that token makes it `verified`, and only then are events sent;
 *  - events are `{uuid, event_type, resource_type: "Company", resource_uuid,
 *    entity_type, entity_uuid, timestamp}` (ids only), signed with
 *    `X-Gusto-Signature`: the hex HMAC-SHA256 of the body keyed with the
 *    subscription's verification token;
 *  - Employee: employee.created, .updated, .deleted, and .terminated when a
 *    termination is created; Company: company.updated (the emulator's
 *    company has no write route: the control plane's `trigger` sends it).
 *    Departments are no subscription type of Gusto's: nothing is sent.
 *
 * Shortcut: Gusto sends every company's events to an application's
 * subscriptions; here the application is the demo company's (its system
 * token authenticates as the first account), so its subscriptions hear that
 * company's events.
 */
import { acceptedWebhookUrl } from '../framework/webhook-urls.js';
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, type OutgoingWebhook, type PlatformEvent, type PlatformKit, type StoredRecord, type TenantState, type WebhookSigning } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { uuidIds } from './records.js';

const V1 = '/v1/webhook_subscriptions';
export const WEBHOOK_SUBSCRIPTIONS_PATH = V1;

/** The create and update operations' `subscription_types` enum. */
const SUBSCRIPTION_TYPES = new Set([
  'BankAccount', 'Company', 'CompanyBenefit', 'Contractor', 'ContractorPayment', 'Employee', 'EmployeeBenefit', 'EmployeeJobCompensation',
  'ExternalPayroll', 'Form', 'Location', 'Notification', 'Payroll', 'PaySchedule', 'Signatory',
]);

/** The emulator's events, by the subscription type that hears them and the entity they name. */
const EVENTS: Readonly<Record<string, { subscriptionType: string; entityType: string }>> = {
  'employee.created': { subscriptionType: 'Employee', entityType: 'Employee' },
  'employee.updated': { subscriptionType: 'Employee', entityType: 'Employee' },
  'employee.deleted': { subscriptionType: 'Employee', entityType: 'Employee' },
  'employee.terminated': { subscriptionType: 'Employee', entityType: 'Employee' },
  'company.updated': { subscriptionType: 'Company', entityType: 'Company' },
};

/** The kit event that sends a subscription its verification token. */
const TOKEN_EVENT = 'webhook_subscription.verification_token';

export const webhookSubscriptions = defineResource<GustoAccount>({
  name: 'webhook_subscriptions',
  routes: {},
  newId: uuidIds,
  fields: {},
});

export const gustoWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'x-gusto-signature': createHmac('sha256', secret).update(body).digest('hex') }),
};

function subscriptionTypes(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw fail.validation('subscription_types is required', { field: 'subscription_types', category: 'missing_parameter' });
  const types = value.map(String);
  const unknown = types.find((type) => !SUBSCRIPTION_TYPES.has(type));
  if (unknown !== undefined) throw fail.validation(`${unknown} is not a valid subscription type`, { field: 'subscription_types' });
  return [...new Set(types)];
}

function present(subscription: StoredRecord): Record<string, unknown> {
  return { uuid: subscription.id, url: subscription.url, status: subscription.status, subscription_types: subscription.subscription_types };
}

export function registerWebhookSubscriptionRoutes(app: FastifyInstance, kit: PlatformKit<GustoAccount>): void {
  const find = (tenant: TenantState, id: string | undefined): StoredRecord => {
    const subscription = tenant.table('webhook_subscriptions').get(id ?? '');
    if (!subscription) throw fail.notFound('Webhook subscription not found');
    return subscription;
  };
  app.post(V1, kit.handler((ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (!acceptedWebhookUrl(body.url)) throw fail.validation('url must be an https URL', { field: 'url' });
    const types = subscriptionTypes(body.subscription_types);
    const table = ctx.tenant.table('webhook_subscriptions');
    const subscription = table.insert({ id: uuidIds(ctx, table), url: body.url, status: 'pending', subscription_types: types, verification_token: randomUUID() });
    ctx.emit(TOKEN_EVENT, 'webhook_subscriptions', subscription);
    return { status: 201, body: present(subscription) };
  }));
  app.get(V1, kit.handler((ctx) => ({ status: 200, body: ctx.tenant.table('webhook_subscriptions').all().map(present) })));
  app.get(`${V1}/:id`, kit.handler((ctx) => ({ status: 200, body: present(find(ctx.tenant, ctx.request.params.id)) })));
  app.put(`${V1}/:id`, kit.handler((ctx) => {
    const subscription = find(ctx.tenant, ctx.request.params.id);
    subscription.subscription_types = subscriptionTypes(((ctx.request.body ?? {}) as Record<string, unknown>).subscription_types);
    return { status: 200, body: present(subscription) };
  }));
  app.delete(`${V1}/:id`, kit.handler((ctx) => {
    find(ctx.tenant, ctx.request.params.id);
    ctx.tenant.table('webhook_subscriptions').remove(ctx.request.params.id ?? '');
    return { status: 204 };
  }));
  app.put(`${V1}/:id/verify`, kit.handler((ctx) => {
    const subscription = find(ctx.tenant, ctx.request.params.id);
    const token = ((ctx.request.body ?? {}) as Record<string, unknown>).verification_token;
    if (typeof token !== 'string' || token === '') throw fail.validation('verification_token is required', { field: 'verification_token', category: 'missing_parameter' });
    if (token !== subscription.verification_token) throw fail.validation('verification_token is invalid', { field: 'verification_token' });
    subscription.status = 'verified';
    return { status: 200, body: present(subscription) };
  }));
  app.get(`${V1}/:id/request_verification_token`, kit.handler((ctx) => {
    const subscription = find(ctx.tenant, ctx.request.params.id);
    ctx.emit(TOKEN_EVENT, 'webhook_subscriptions', subscription);
    return { status: 200 };
  }));
}

/** The id of the entity an event names: the employee a termination ends. */
function entityUuid(event: PlatformEvent<GustoAccount>): string {
  return event.resource === 'terminations' ? String(event.record.employee_uuid) : event.record.id;
}

/** The platform's `webhooks` hook: the token to a new subscription; each event, signed, to the verified subscriptions that hear it. */
export function gustoWebhooks(event: PlatformEvent<GustoAccount>, _subscriptions: unknown, tenant: TenantState): OutgoingWebhook[] {
  if (event.type === TOKEN_EVENT) return [{ url: String(event.record.url), body: { verification_token: event.record.verification_token } }];
  const kind = EVENTS[event.type];
  if (!kind) return [];
  const outgoing: OutgoingWebhook[] = [];
  for (const subscription of tenant.table('webhook_subscriptions').all()) {
    if (subscription.status !== 'verified' || !(subscription.subscription_types as string[]).includes(kind.subscriptionType)) continue;
    outgoing.push({
      url: String(subscription.url),
      body: {
        uuid: randomUUID(), event_type: event.type, resource_type: 'Company', resource_uuid: event.account.companyUuid,
        entity_type: kind.entityType, entity_uuid: entityUuid(event), timestamp: Math.floor(event.at / 1000),
      },
      secret: String(subscription.verification_token),
    });
  }
  return outgoing;
}
