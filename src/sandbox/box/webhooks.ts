/**
 * Box's V2 webhooks (openapi.json: `POST|GET /webhooks`, `GET|DELETE
 * /webhooks/{id}`; developer.box.com/guides/webhooks/v2):
 *
 *  - a webhook watches one file or folder (a folder: every item below it,
 *    at any depth) for its `triggers`, and posts to its `address`; one
 *    webhook an item, and none on the root folder (Box's limitations);
 *  - each delivery is `{type: "webhook_event", id, created_at, trigger,
 *    webhook, created_by, source}`, with `BOX-DELIVERY-ID` (new on each
 *    send), `BOX-DELIVERY-TIMESTAMP` and `BOX-SIGNATURE-PRIMARY` /
 *    `-SECONDARY`: the base64 HMAC-SHA256 of the body followed by the
 *    timestamp, keyed with the app's primary and secondary keys (the
 *    account's `webhookKeys`, set in Box's developer console);
 *  - sent here: FILE.UPLOADED (a new file or version), FILE.RENAMED,
 *    FILE.MOVED, FILE.COPIED (the copy) and FILE.TRASHED (a delete).
 *
 * Shortcuts: Box retries a failed delivery for two hours; the emulator
 * sends once. `PUT /webhooks/{id}` is not served. Subscriptions set on the
 * control plane get every event, signed the same way.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { acceptedWebhookUrl } from '../framework/webhook-urls.js';
import { fail, type KitContext, type OutgoingWebhook, type PlatformEvent, type PlatformKit, type StoredRecord, type Subscription, type TenantState } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import { boxFailure } from './dialect.js';
import { bodyOf } from './folder-routes.js';
import { fileOf, folderOf, full, isWithin, ROOT_ID, userMini, type StoredItem } from './items.js';

/** The triggers this emulator sends (openapi.json lists many more, accepted on a webhook but never sent here). */
export const BOX_SENT_TRIGGERS = ['FILE.UPLOADED', 'FILE.RENAMED', 'FILE.MOVED', 'FILE.COPIED', 'FILE.TRASHED'] as const;
const KNOWN_TRIGGER = /^(FILE|FOLDER|COMMENT|TASK_ASSIGNMENT|METADATA_INSTANCE|WEBHOOK|COLLABORATION|SHARED_LINK|SIGN_REQUEST)\.[A-Z_]+$/;

interface StoredWebhook extends StoredRecord {
  targetId: string;
  targetType: 'file' | 'folder';
  address: string;
  triggers: string[];
  createdAt: number;
}

const webhooks = (tenant: TenantState) => tenant.table<StoredWebhook>('webhooks');
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Box's signature of a delivery: base64 HMAC-SHA256 of the body bytes, then the timestamp header. */
export function boxSignature(body: string, timestamp: string, key: string): string {
  return createHmac('sha256', key).update(body).update(timestamp).digest('base64');
}

function view(ctx: KitContext<BoxAccount>, webhook: StoredWebhook): Record<string, unknown> {
  return {
    id: webhook.id, type: 'webhook', target: { id: webhook.targetId, type: webhook.targetType },
    created_by: userMini(ctx.account.user), created_at: iso(webhook.createdAt), address: webhook.address, triggers: webhook.triggers,
  };
}

function created(ctx: KitContext<BoxAccount>): StoredWebhook {
  const body = bodyOf(ctx);
  const target = (body.target ?? {}) as { id?: unknown; type?: unknown };
  if (typeof target.id !== 'string' || (target.type !== 'file' && target.type !== 'folder')) throw fail.validation("'target' must name a file or folder: {id, type}");
  if (target.type === 'folder' && target.id === ROOT_ID) throw boxFailure('validation', 'bad_request', 'Webhooks cannot be created on the root folder');
  if (target.type === 'file') fileOf(ctx.tenant, target.id);
  else folderOf(ctx.tenant, target.id);
  if (!acceptedWebhookUrl(body.address)) throw fail.validation("'address' must be an https URL");
  const triggers = body.triggers;
  if (!Array.isArray(triggers) || triggers.length === 0 || !triggers.every((trigger) => typeof trigger === 'string' && KNOWN_TRIGGER.test(trigger))) {
    throw fail.validation("'triggers' must list Box's event names (FILE.UPLOADED, …)");
  }
  if (webhooks(ctx.tenant).all().some((webhook) => webhook.targetId === target.id && webhook.targetType === target.type)) {
    throw boxFailure('conflict', 'conflict', 'Webhook:' + target.id + ' already exists on the requested target');
  }
  return webhooks(ctx.tenant).insert({ id: String(ctx.tenant.next('box-webhooks', 4_100_000_001)), targetId: target.id, targetType: target.type, address: body.address, triggers: [...new Set(triggers as string[])], createdAt: ctx.now });
}

export function registerWebhookRoutes(app: FastifyInstance, kit: PlatformKit<BoxAccount>): void {
  const find = (tenant: TenantState, id: string) => {
    const webhook = webhooks(tenant).get(id);
    if (!webhook) throw boxFailure('not_found', 'not_found', 'Could not find the specified resource');
    return webhook;
  };
  app.post('/2.0/webhooks', kit.handler((ctx) => ({ status: 201, body: view(ctx, created(ctx)) })));
  app.get('/2.0/webhooks', kit.handler((ctx) => {
    const entries = webhooks(ctx.tenant).all().map((webhook) => ({ id: webhook.id, type: 'webhook', target: { id: webhook.targetId, type: webhook.targetType } }));
    return { status: 200, body: { limit: entries.length, next_marker: null, prev_marker: null, entries } };
  }));
  app.get('/2.0/webhooks/:id', kit.handler((ctx) => ({ status: 200, body: view(ctx, find(ctx.tenant, ctx.request.params.id as string)) })));
  app.delete('/2.0/webhooks/:id', kit.handler((ctx) => {
    webhooks(ctx.tenant).remove(find(ctx.tenant, ctx.request.params.id as string).id);
    return { status: 204 };
  }));
}

/** Whether the webhook watches the item: the item itself, or a folder above it. */
function watches(tenant: TenantState, webhook: StoredWebhook, item: StoredItem): boolean {
  if (webhook.targetType === 'file') return webhook.targetId === item.id;
  return item.parentId !== null && isWithin(tenant, item.parentId, webhook.targetId);
}

/** The platform's `webhooks` hook: the event to each webhook that watches its item (and to the control plane's subscriptions), signed with both keys. */
export function boxWebhooks(event: PlatformEvent<BoxAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  if (!(BOX_SENT_TRIGGERS as readonly string[]).includes(event.type)) return [];
  const item = event.record as StoredItem;
  const eventId = randomUUID();
  const payload = (webhookId: string | null) => ({
    type: 'webhook_event', id: eventId, created_at: iso(event.at), trigger: event.type,
    webhook: { id: webhookId ?? '', type: 'webhook' }, created_by: userMini(event.account.user), source: full({ tenant, account: event.account }, item),
  });
  const signed = (url: string, webhookId: string | null): OutgoingWebhook => {
    const body = JSON.stringify(payload(webhookId));
    const timestamp = iso(event.at);
    const { primary, secondary } = event.account.webhookKeys;
    return {
      url, body,
      headers: {
        'box-delivery-id': randomUUID(), 'box-delivery-timestamp': timestamp, 'box-signature-version': '1', 'box-signature-algorithm': 'HmacSHA256',
        'box-signature-primary': boxSignature(body, timestamp, primary), 'box-signature-secondary': boxSignature(body, timestamp, secondary), 'user-agent': 'Box-WH-Client/0.1',
      },
    };
  };
  const own = webhooks(tenant).all().filter((webhook) => webhook.triggers.includes(event.type) && watches(tenant, webhook, item)).map((webhook) => signed(webhook.address, webhook.id));
  const dashboard = subscriptions.filter((subscription) => !subscription.events || subscription.events.includes(event.type)).map((subscription) => signed(subscription.url, null));
  return [...own, ...dashboard];
}
