/**
 * Webhooks (https://pipedrive.readme.io/docs/guide-for-webhooks): a company
 * registers them through the API (GET/POST /v1/webhooks,
 * DELETE /v1/webhooks/{id}, form-encoded) with an event action and object
 * ("*" for all), a subscription URL and optional HTTP Basic credentials that
 * Pipedrive then sends with every notification, its only proof of origin.
 *
 * Version "2.0" (the default for new webhooks since 2025) sends
 * `{data, previous, meta: {action: create|change|delete, entity, entity_id,
 * timestamp, version: "2.0", …}}`; version "1.0" sends
 * `{current, previous, event: "added.person", meta: {action: added|updated|deleted,
 * object, id, timestamp (seconds), v: 1, …}}`. Action names of either
 * version are accepted when registering.
 */
import { randomUUID } from 'node:crypto';
import { defineResource, fail, type OutgoingWebhook, type PlatformEvent, type Subscription, type TenantState } from '../framework/kit/index.js';
import type { PipedriveAccount } from './accounts.js';
import { V1 } from './dialect.js';
import { numericIds } from './records.js';

/** The kit's event names (`persons.created`) → Pipedrive's entity and action names. */
const ENTITIES: Readonly<Record<string, string>> = {
  persons: 'person', organizations: 'organization', deals: 'deal', activities: 'activity', leads: 'lead', notes: 'note', pipelines: 'pipeline', stages: 'stage',
};
const V2_ACTIONS = { created: 'create', updated: 'change', deleted: 'delete' } as const;
const V1_ACTIONS = { created: 'added', updated: 'updated', deleted: 'deleted' } as const;
const ACTIONS = ['added', 'updated', 'merged', 'deleted', 'create', 'change', 'delete', '*'];
const OBJECTS = ['activity', 'activityType', 'deal', 'lead', 'note', 'organization', 'person', 'pipeline', 'product', 'stage', 'user', '*'];

/** What every emitting resource declares: `events: eventsOf('persons')`. */
export const eventsOf = (resource: string) => ({ created: `${resource}.created`, updated: `${resource}.updated`, deleted: `${resource}.deleted` });

export const webhooks = defineResource<PipedriveAccount>({
  name: 'webhooks',
  labels: { api: 'v1', paged: 'no', status: 'ok' },
  routes: { list: `GET ${V1}/webhooks`, create: { route: `POST ${V1}/webhooks`, status: 201 }, delete: `DELETE ${V1}/webhooks/:id` },
  newId: numericIds('webhooks'),
  fields: {
    id: { kind: 'integer', readOnly: true, format: Number },
    company_id: { kind: 'integer', readOnly: true },
    owner_id: { kind: 'integer', readOnly: true },
    user_id: { kind: 'integer' },
    event_action: { kind: 'string', required: true, enum: ACTIONS },
    event_object: { kind: 'string', required: true, enum: OBJECTS },
    subscription_url: { kind: 'string', required: true, parse: (value) => {
      if (typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)) return value;
      throw fail.validation('subscription_url must be an http(s) URL', { field: 'subscription_url' });
    } },
    version: { kind: 'string', enum: ['1.0', '2.0'], default: '2.0' },
    is_active: { kind: 'integer', readOnly: true },
    add_time: { kind: 'time', readOnly: true },
    type: { kind: 'string', readOnly: true },
    http_auth_user: { kind: 'string', nullable: true },
    http_auth_password: { kind: 'string', nullable: true },
    remove_time: { kind: 'time', readOnly: true, nullable: true },
  },
  timestamps: { created: 'add_time' },
  hooks: {
    beforeCreate(record, ctx) {
      Object.assign(record, { company_id: ctx.account.companyId, owner_id: ctx.account.userId, user_id: record.user_id ?? ctx.account.userId, is_active: 1, type: 'general', remove_time: null });
      record.http_auth_user ??= null;
      record.http_auth_password ??= null;
    },
  },
});

function matches(value: string, wanted: unknown, aliases: readonly string[]): boolean {
  return wanted === '*' || aliases.includes(String(wanted)) || wanted === value;
}

function payloadOf(event: PlatformEvent<PipedriveAccount>, action: keyof typeof V2_ACTIONS, entity: string, version: string, webhookId: string) {
  const { record, wire, account } = event;
  const previousWire = event.previous ? { ...wire, ...Object.fromEntries(Object.keys(wire).filter((key) => key in event.previous!).map((key) => [key, event.previous![key]])) } : null;
  const host = `${account.companyDomain}.pipedrive.com`;
  if (version === '1.0') {
    return {
      v: 1, matches_filters: { current: [] },
      meta: { action: V1_ACTIONS[action], object: entity, id: Number(record.id) || record.id, company_id: account.companyId, user_id: account.userId, host, timestamp: Math.floor(event.at / 1000), webhook_id: webhookId, is_bulk_update: false },
      current: action === 'deleted' ? null : wire,
      previous: action === 'created' ? null : (previousWire ?? wire),
      event: `${V1_ACTIONS[action]}.${entity}`,
      retry: 0,
    };
  }
  return {
    data: action === 'deleted' ? null : wire,
    previous: action === 'created' ? null : (previousWire ?? wire),
    meta: {
      action: V2_ACTIONS[action], entity, entity_id: String(record.id), company_id: String(account.companyId), correlation_id: randomUUID(), id: randomUUID(),
      is_bulk_edit: false, timestamp: new Date(event.at).toISOString(), type: 'general', attempt: 1, host, user_id: String(account.userId),
      webhook_id: webhookId, webhook_owner_id: String(account.userId), version: '2.0', change_source: 'api',
    },
  };
}

/** The notifications a change sends: one per matching webhook of the company (and per control-plane subscription, as version 2.0). */
export function pipedriveWebhooks(event: PlatformEvent<PipedriveAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  const [resource, kind] = event.type.split('.') as [string, keyof typeof V2_ACTIONS];
  const entity = ENTITIES[resource];
  if (!entity || !(kind in V2_ACTIONS)) return [];
  const out: OutgoingWebhook[] = [];
  for (const hook of tenant.table('webhooks').all()) {
    if (!matches(entity, hook.event_object, [entity]) || !matches(kind, hook.event_action, [V2_ACTIONS[kind], V1_ACTIONS[kind]])) continue;
    const basic: Record<string, string> = {};
    if (typeof hook.http_auth_user === 'string' && typeof hook.http_auth_password === 'string') {
      basic.authorization = `Basic ${Buffer.from(`${hook.http_auth_user}:${hook.http_auth_password}`).toString('base64')}`;
    }
    out.push({ url: String(hook.subscription_url), body: payloadOf(event, kind, entity, String(hook.version), hook.id), headers: basic });
  }
  for (const subscription of subscriptions) {
    const type = `${V2_ACTIONS[kind]}.${entity}`;
    if (subscription.events && !subscription.events.includes(type)) continue;
    out.push({ url: subscription.url, body: payloadOf(event, kind, entity, '2.0', 'control-plane') });
  }
  return out;
}
