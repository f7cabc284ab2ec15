/**
 * Box's V2 webhooks (developer.box.com/guides/webhooks/v2; openapi.json's
 * `/webhooks`), received at the connection's `/webhook/w/…` URL:
 *
 *  - register: Box takes no V2 webhook on the root folder (its
 *    limitations), so one webhook goes on each folder directly under the
 *    root (up to MAX_WATCHED), for the FILE triggers below; a folder
 *    watches everything beneath it. Kept: the webhook ids. unregister
 *    deletes them. Without either signature key in the settings nothing is
 *    registered (no delivery could be verified).
 *  - verify: Box signs every delivery with the app's two signature keys
 *    (developer console → the app → Webhooks → Manage signature keys), put
 *    in the connection's `webhook_primary_key` and `webhook_secondary_key`
 *    settings: `BOX-SIGNATURE-PRIMARY` / `-SECONDARY` are the base64
 *    HMAC-SHA256 of the body followed by `BOX-DELIVERY-TIMESTAMP`. Either
 *    key matching is enough (one can be rotated while the other works), and
 *    the timestamp must be within ten minutes of now (Box's SDKs' window).
 *  - changes: `trigger` and `source` (the file): uploaded and copied are
 *    created; renamed, moved and restored updated; trashed and deleted deleted.
 *  - deliveryId: the payload's `id`, the same on each of Box's retries
 *    (`BOX-DELIVERY-ID` changes with every retry, Box says, so it cannot
 *    tell a retry from a new event).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { isDownstreamNotFound } from '../framework/not-found.js';
import { bodyObject, dateFrom, objectAt } from '../framework/inbound-body.js';

/** Box's trigger → the unified file change it reports. */
const REPORTS: Readonly<Record<string, EventAction>> = {
  'FILE.UPLOADED': 'created',
  'FILE.COPIED': 'created',
  'FILE.RENAMED': 'updated',
  'FILE.MOVED': 'updated',
  'FILE.RESTORED': 'updated',
  'FILE.TRASHED': 'deleted',
  'FILE.DELETED': 'deleted',
};

export const BOX_FILE_EVENTS: readonly NativeEvent[] = Object.entries(REPORTS).map(([downstream, action]) => ({ action, downstream }));

/** Box allows 1,000 webhooks an app and user; the service keeps well below. */
export const MAX_WATCHED = 100;
/** How far BOX-DELIVERY-TIMESTAMP may be from now (Box's SDKs check ten minutes). */
export const TIMESTAMP_WINDOW_MS = 10 * 60_000;
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

function matches(given: string | undefined, key: string | undefined, signed: Buffer): boolean {
  if (!key || !given || !SIGNATURE.test(given.trim())) return false;
  return timingSafeEqual(Buffer.from(given.trim(), 'base64'), createHmac('sha256', key).update(signed).digest());
}

function verify(request: InboundRequest, context: InboundContext, now = Date.now()): boolean {
  const timestamp = request.headers['box-delivery-timestamp'];
  const at = timestamp ? Date.parse(timestamp) : Number.NaN;
  if (request.method !== 'POST' || Number.isNaN(at) || Math.abs(now - at) > TIMESTAMP_WINDOW_MS) return false;
  const signed = Buffer.concat([request.rawBody, Buffer.from(timestamp!, 'utf8')]);
  const { webhook_primary_key: primary, webhook_secondary_key: secondary } = context.settings;
  return matches(request.headers['box-signature-primary'], primary, signed) || matches(request.headers['box-signature-secondary'], secondary, signed);
}

const parsed = (request: InboundRequest) => objectAt(bodyObject(request));

function changes(request: InboundRequest): NativeChange[] {
  const event = parsed(request);
  const trigger = typeof event.trigger === 'string' ? event.trigger : '';
  const action = REPORTS[trigger];
  const source = objectAt(event.source);
  if (!action || source.type !== 'file' || typeof source.id !== 'string' || source.id === '') return [];
  return [{ resource: 'file-storage/files', action, entityId: source.id, downstreamEventType: trigger, occurredAt: dateFrom(event.created_at) }];
}

export const boxInbound: InboundWebhooks & { verify(request: InboundRequest, context: InboundContext, now?: number): boolean } = {
  verify,
  changes,
  deliveryId: (request) => {
    const id = parsed(request).id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  },
  async register(ctx, target) {
    // Without the app's keys no delivery could be verified: nothing is registered (the connection's events are not reported).
    if (!ctx.settings.webhook_primary_key && !ctx.settings.webhook_secondary_key) return { webhook_ids: [], address: target.url };
    const { body } = await ctx.http.request<{ entries?: { type?: string; id: string }[] }>({ method: 'GET', path: '/folders/0/items', query: { fields: 'type,id', limit: MAX_WATCHED } });
    const folderIds = (body.entries ?? []).filter((entry) => entry.type === 'folder').map((entry) => entry.id).slice(0, MAX_WATCHED);
    // Box keeps one webhook an item for an app and user: one there already is this connection's (a registration retried).
    const { body: existing } = await ctx.http.request<{ entries?: { id: string; target?: { id?: string; type?: string } }[] }>({ method: 'GET', path: '/webhooks', query: { limit: 200 } });
    const watched = new Map((existing.entries ?? []).filter((hook) => hook.target?.type === 'folder').map((hook) => [hook.target!.id, hook.id] as const));
    const webhookIds: string[] = [];
    for (const id of folderIds) {
      const known = watched.get(id);
      if (known) {
        webhookIds.push(known);
        continue;
      }
      const { body: webhook } = await ctx.http.request<{ id?: string }>({ method: 'POST', path: '/webhooks', json: { target: { id, type: 'folder' }, address: target.url, triggers: Object.keys(REPORTS) } });
      if (webhook.id) webhookIds.push(webhook.id);
    }
    return { webhook_ids: webhookIds, watched_folder_ids: folderIds, address: target.url };
  },
  delivers: (registration) => Array.isArray(registration.webhook_ids) && registration.webhook_ids.length > 0,
  async unregister(ctx, registration) {
    const ids = Array.isArray(registration.webhook_ids) ? registration.webhook_ids.filter((id): id is string => typeof id === 'string' && /^\d{1,20}$/.test(id)) : [];
    for (const id of ids) {
      try {
        await ctx.http.request({ method: 'DELETE', path: `/webhooks/${id}` });
      } catch (error) {
        // Gone already (Box deletes webhooks whose tokens are all revoked).
        if (!isDownstreamNotFound(error)) throw error;
      }
    }
  },
};
