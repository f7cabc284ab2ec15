/**
 * Webhooks (https://developer.bigcommerce.com/docs/integrations/webhooks):
 * the v3 `/hooks` API (list filtered by `is_active`, `scope`, `destination`;
 * create, read, update, delete; a delete answers the deleted hook) and the
 * callbacks BigCommerce sends.
 *
 * - A callback is `{created_at, store_id, producer: "stores/{store_hash}",
 *   scope, hash, data: {type, id}}` (an address's also `data.address.customer_id`):
 *   ids only, the client reads the record.
 * - BigCommerce signs nothing: a hook's own `headers` (set by the app when it
 *   registers, a shared secret among them) are sent with every callback, so the
 *   receiver checks those. The control plane's subscriptions (`secret`) are
 *   answered the same way, as an `X-Webhook-Secret` header.
 * - A hook hears its scope exactly, or a whole family by wildcard
 *   (`store/order/*`); an inactive hook hears nothing.
 * - Records here change only through the control plane, so callbacks are sent
 *   by its `trigger` with BigCommerce's scope as the type
 *   (`{type: "store/order/updated", resource: "orders", id}`).
 *
 * Shortcut: BigCommerce takes only https destinations on port 443; the
 * emulator also takes http to loopback, where tests and the local service listen.
 */
import { createHash } from 'node:crypto';
import { defineResource, fail, type OutgoingWebhook, type PlatformEvent, type Subscription, type TenantState } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';
import { intId, nextId, readOnly } from './records.js';

/** What a callback's `data.type` says for each resource the emulator holds. */
const DATA_TYPES: Readonly<Record<string, string>> = { orders: 'order', products: 'product', customers: 'customer', customer_addresses: 'customer', product_variants: 'product' };

const SCOPE = /^store\/[a-zA-Z]+(\/[a-zA-Z]+)*(\/\*)?$/;
const unixSeconds = { kind: 'time', readOnly: true, format: (ms: unknown) => Math.floor(Number(ms) / 1000) } as const;

function destination(value: unknown): string {
  if (typeof value !== 'string') throw fail.validation('destination must be a URL', { field: 'destination' });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail.validation('destination must be a URL', { field: 'destination' });
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) throw fail.validation('destination must be an https URL', { field: 'destination' });
  return value;
}

function scope(value: unknown): string {
  if (typeof value !== 'string' || !SCOPE.test(value)) throw fail.validation('scope must be a webhook scope such as store/order/created or store/order/*', { field: 'scope' });
  return value;
}

function headers(value: unknown): unknown {
  if (value === null) return null;
  const valid = typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((item) => typeof item === 'string');
  if (!valid) throw fail.validation('headers must be an object of strings', { field: 'headers' });
  return value;
}

export const hooks = defineResource<BigCommerceAccount>({
  name: 'hooks',
  labels: { api: 'v3', deleted: 'echo' },
  routes: {
    list: 'GET /stores/:store_hash/v3/hooks',
    create: 'POST /stores/:store_hash/v3/hooks',
    get: 'GET /stores/:store_hash/v3/hooks/:webhook_id',
    update: 'PUT /stores/:store_hash/v3/hooks/:webhook_id',
    delete: 'DELETE /stores/:store_hash/v3/hooks/:webhook_id',
  },
  idParam: 'webhook_id',
  newId: nextId,
  fields: {
    id: intId,
    client_id: readOnly('string'),
    store_hash: readOnly('string'),
    created_at: unixSeconds,
    updated_at: unixSeconds,
    scope: { kind: 'string', required: true, parse: scope },
    destination: { kind: 'string', required: true, parse: destination },
    is_active: { kind: 'boolean', default: true },
    headers: { kind: 'object', nullable: true, parse: headers },
  },
  timestamps: { created: 'created_at', updated: 'updated_at' },
  filters: {
    is_active: (record, value) => String(record.is_active) === value,
    scope: (record, value) => record.scope === value,
    destination: (record, value) => record.destination === value,
  },
  hooks: {
    beforeCreate(record, ctx) {
      record.client_id = `svc-emulator-${ctx.account.storeHash}`;
      record.store_hash = ctx.account.storeHash;
    },
  },
});

const hears = (hookScope: string, eventScope: string): boolean =>
  hookScope === eventScope || (hookScope.endsWith('/*') && eventScope.startsWith(hookScope.slice(0, -1)));

function callback(event: PlatformEvent<BigCommerceAccount>) {
  const createdAt = Math.floor(event.at / 1000);
  const data: Record<string, unknown> = { type: DATA_TYPES[event.resource] ?? event.resource, id: Number(event.record.id) };
  // An address's callback names its customer too (the description's store/customer/address/* examples).
  if (event.resource === 'customer_addresses') data.address = { customer_id: Number(event.record.customer_id) };
  return {
    created_at: createdAt,
    store_id: String(1_001_234),
    producer: `stores/${event.account.storeHash}`,
    scope: event.type,
    // BigCommerce's hash identifies the payload, for receivers that drop repeats.
    hash: createHash('sha1').update(`${event.type}:${data.type}:${data.id}:${createdAt}`).digest('hex'),
    data,
  };
}

/** The platform's `webhooks` hook: each store/… event to the active hooks that hear it, and to the control plane's subscriptions. */
export function bigcommerceWebhooks(event: PlatformEvent<BigCommerceAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  if (!event.type.startsWith('store/')) return [];
  const body = callback(event);
  const outgoing: OutgoingWebhook[] = [];
  for (const hook of tenant.table('hooks').all()) {
    if (hook.is_active !== true || !hears(String(hook.scope), event.type)) continue;
    outgoing.push({ url: String(hook.destination), body, headers: { ...((hook.headers as Record<string, string> | null) ?? {}) } });
  }
  for (const subscription of subscriptions) {
    if (subscription.events && !subscription.events.some((wanted) => hears(wanted, event.type))) continue;
    outgoing.push({ url: subscription.url, body, headers: subscription.secret ? { 'x-webhook-secret': subscription.secret } : {} });
  }
  return outgoing;
}
