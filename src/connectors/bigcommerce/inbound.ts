/**
 * BigCommerce's webhooks (https://developer.bigcommerce.com/docs/integrations/webhooks),
 * received at the connection's `/webhook/w/…` URL (framework/inbound.ts).
 *
 *  - register: when a connection becomes callable the service creates one
 *    hook per family it reports (`store/order/*`, `store/product/*`,
 *    `store/customer/*`; POST /v3/hooks) with a custom header of its own,
 *    `X-Svc-Webhook-Secret`, holding a secret made for the connection.
 *    BigCommerce signs nothing: it sends a hook's `headers` back with every
 *    callback, and that header is the only proof a callback is the store's.
 *    A hook the store's API refuses undoes the ones made before it.
 *  - verify: the header equals the registration's secret, compared in
 *    constant time (as digests, so the length leaks nothing either); and the
 *    callback's `producer` is this connection's store.
 *  - changes: ids only (`data.id`, or the customer of an address), by scope
 *    (events.ts); BigCommerce's `created_at` is when it happened. Nothing in
 *    the callback says the record's own modification time.
 *  - deliveryId: BigCommerce's `hash` of the payload, the same on its retries.
 *  - renew: once a day the hooks are read; one BigCommerce deactivated
 *    (it does after failing deliveries) is switched on again, one removed
 *    is made again.
 *  - unregister: DELETE each hook (already gone is fine).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { valueAt } from '../framework/paging/body-path.js';
import { segment } from '../framework/rest/path.js';
import { downstreamStatus, STORE_HASH, WHOLE_ID } from './api.js';
import { REGISTERED_SCOPES, SCOPES } from './events.js';
import { bodyObject } from '../framework/inbound-body.js';

export const SECRET_HEADER = 'x-svc-webhook-secret';
const RECHECK_MS = 24 * 60 * 60 * 1000;

export interface BigCommerceRegistration {
  secret: string;
  /** The hook of each registered scope. */
  hooks: Record<string, number>;
  checkedAt: string;
}

type Json = Record<string, unknown>;
const registrationOf = (value: Readonly<Record<string, unknown>>) => value as Partial<BigCommerceRegistration>;
const hooksPath = (ctx: ConnectorContext) => `/stores/${segment(ctx.settings[STORE_HASH] ?? '')}/v3/hooks`;
const digest = (text: string) => createHash('sha256').update(text).digest();

function verify(request: InboundRequest, context: InboundContext): boolean {
  const { secret } = registrationOf(context.registration);
  const given = request.headers[SECRET_HEADER];
  if (request.method !== 'POST' || typeof secret !== 'string' || secret === '' || typeof given !== 'string') return false;
  if (!timingSafeEqual(digest(given), digest(secret))) return false;
  // A store's callback names it; the secret is this connection's, so another store's callback cannot carry it, but a stray one says so.
  const producer = bodyObject(request)?.producer;
  return producer === undefined || producer === `stores/${context.settings[STORE_HASH] ?? ''}`;
}

function changes(request: InboundRequest): NativeChange[] {
  const callback = bodyObject(request);
  const scope = typeof callback?.scope === 'string' ? callback.scope : '';
  const change = SCOPES[scope];
  if (!change) return [];
  const id = valueAt(callback?.data, change.idAt);
  const entityId = typeof id === 'number' || typeof id === 'string' ? String(id) : '';
  if (!WHOLE_ID.test(entityId)) return [];
  const at = typeof callback?.created_at === 'number' && Number.isFinite(callback.created_at) ? new Date(callback.created_at * 1000) : undefined;
  return [{ resource: change.resource, action: change.action, entityId, downstreamEventType: scope, occurredAt: at }];
}

function deliveryId(request: InboundRequest): string | undefined {
  const hash = bodyObject(request)?.hash;
  return typeof hash === 'string' && /^[0-9a-f]{16,128}$/i.test(hash) ? `bigcommerce:${hash.toLowerCase()}` : undefined;
}

async function createHook(ctx: ConnectorContext, scope: string, url: string, secret: string): Promise<number> {
  const { body } = await ctx.http.request<{ data?: { id?: unknown } }>({
    method: 'POST',
    path: hooksPath(ctx),
    json: { scope, destination: url, is_active: true, headers: { [SECRET_HEADER]: secret } },
  });
  const id = body?.data?.id;
  if (typeof id !== 'number') throw new ApiError('ConnectorExecutionError', { message: 'BigCommerce created a webhook without saying its id', detail: { service: 'bigcommerce' } });
  return id;
}

async function deleteHook(ctx: ConnectorContext, id: number): Promise<void> {
  await ctx.http.request({ method: 'DELETE', path: `${hooksPath(ctx)}/${segment(String(id))}` }).catch((error: unknown) => {
    // Already gone: what deleting wanted.
    if (downstreamStatus(error) !== 404) throw error;
  });
}

async function register(ctx: ConnectorContext, target: { url: string }): Promise<Record<string, unknown>> {
  const secret = randomBytes(32).toString('base64url');
  const hooks: Record<string, number> = {};
  try {
    for (const scope of REGISTERED_SCOPES) hooks[scope] = await createHook(ctx, scope, target.url, secret);
  } catch (error) {
    // Nothing half made stays at the store: the next attempt registers all three afresh.
    await Promise.allSettled(Object.values(hooks).map((id) => deleteHook(ctx, id)));
    throw error;
  }
  return { secret, hooks, checkedAt: new Date().toISOString() } satisfies BigCommerceRegistration;
}

/** Each hook read: made again where it is gone, switched on where BigCommerce switched it off. */
async function renew(ctx: ConnectorContext, current: Readonly<Record<string, unknown>>, target: { url: string }): Promise<Record<string, unknown>> {
  const { secret, hooks = {} } = registrationOf(current);
  if (typeof secret !== 'string' || secret === '') return register(ctx, target);
  const kept: Record<string, number> = {};
  for (const scope of REGISTERED_SCOPES) {
    const id = hooks[scope];
    const path = `${hooksPath(ctx)}/${segment(String(id))}`;
    try {
      if (typeof id !== 'number') throw Object.assign(new Error('not registered'), { missing: true });
      const { body } = await ctx.http.request<{ data?: { is_active?: unknown; destination?: unknown } }>({ method: 'GET', path });
      if (body?.data?.is_active !== true || body.data.destination !== target.url) {
        await ctx.http.request({ method: 'PUT', path, json: { is_active: true, destination: target.url, headers: { [SECRET_HEADER]: secret } } });
      }
      kept[scope] = id;
    } catch (error) {
      if (!(error as { missing?: boolean }).missing && downstreamStatus(error) !== 404) throw error;
      kept[scope] = await createHook(ctx, scope, target.url, secret);
    }
  }
  return { secret, hooks: kept, checkedAt: new Date().toISOString() } satisfies BigCommerceRegistration;
}

function renewAt(current: Readonly<Record<string, unknown>>): Date | undefined {
  const checked = Date.parse(String(registrationOf(current).checkedAt ?? ''));
  return new Date((Number.isNaN(checked) ? Date.now() : checked) + RECHECK_MS);
}

async function unregister(ctx: ConnectorContext, current: Readonly<Record<string, unknown>>): Promise<void> {
  const ids = Object.values(registrationOf(current).hooks ?? {}).filter((id): id is number => typeof id === 'number');
  for (const id of ids) await deleteHook(ctx, id);
}

export const bigcommerceInbound: InboundWebhooks = {
  verify,
  changes,
  deliveryId,
  register,
  renew,
  renewAt,
  delivers: (current) => typeof registrationOf(current).secret === 'string',
  unregister,
};
