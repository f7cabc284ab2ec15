/**
 * Pipedrive's own webhooks, received at the connection's `/webhook/w/…` URL
 * (framework/inbound.ts). When a connection becomes callable the service
 * registers one webhook for every action on every object (POST /v1/webhooks,
 * version 2.0) with HTTP Basic credentials made for it: Pipedrive signs
 * nothing, and those credentials, sent back with every notification, are its
 * only proof of origin (https://pipedrive.readme.io/docs/guide-for-webhooks).
 *
 *  - verify: the request's Basic credentials equal the registration's,
 *    compared in constant time;
 *  - changes: version 2.0 `meta.action` create / change / delete on
 *    `meta.entity`, or version 1.0 added / updated / deleted on `meta.object`
 *    (a webhook made in Pipedrive's settings may still be 1.0), as the
 *    resources declare those events (inbound-events.ts); anything else
 *    reports nothing;
 *  - deliveryId: Pipedrive's notification id (`meta.id`), so its retries
 *    publish nothing new;
 *  - unregister: DELETE /v1/webhooks/{id}.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InboundContext, InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { bodyObject } from '../framework/inbound-body.js';
import { isDownstreamNotFound } from '../framework/not-found.js';
import type { declaredEvents } from '../kit/index.js';
import { V1 } from './api.js';

export interface PipedriveRegistration {
  webhook_id: number;
  http_auth_user: string;
  http_auth_password: string;
}

/** The events the resources declare (inbound-events.ts), by Pipedrive's name: `create.person`, `added.person`. */
type Declared = ReturnType<typeof declaredEvents>;

interface Notification {
  event?: unknown;
  meta?: { action?: unknown; entity?: unknown; object?: unknown; entity_id?: unknown; id?: unknown; timestamp?: unknown; version?: unknown } | null;
  current?: { id?: unknown } | null;
  previous?: { id?: unknown } | null;
}

function credentialsOf(request: InboundRequest): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function verify(request: InboundRequest, context: InboundContext): boolean {
  const registration = context.registration as Partial<PipedriveRegistration>;
  const given = credentialsOf(request);
  if (request.method !== 'POST' || !given || typeof registration.http_auth_user !== 'string' || typeof registration.http_auth_password !== 'string') return false;
  // Both compared whole, in constant time: neither the user nor the password leaks through timing.
  const userOk = timingSafeEqual(digest(given.user), digest(registration.http_auth_user));
  const passwordOk = timingSafeEqual(digest(given.password), digest(registration.http_auth_password));
  return userOk && passwordOk;
}

const notificationOf = (request: InboundRequest) => bodyObject(request) as Notification | undefined;

function changes(request: InboundRequest, events: Declared): NativeChange[] {
  const notification = notificationOf(request);
  const meta = notification?.meta;
  if (!meta) return [];
  const entity = typeof meta.entity === 'string' ? meta.entity : typeof meta.object === 'string' ? meta.object : '';
  const verb = typeof meta.action === 'string' ? meta.action : '';
  const declared = events.get(`${verb}.${entity}`);
  const id = meta.entity_id ?? meta.id ?? notification?.current?.id ?? notification?.previous?.id;
  const entityId = typeof id === 'number' || typeof id === 'string' ? String(id) : '';
  if (!declared || !/^[0-9a-zA-Z-]{1,64}$/.test(entityId)) return [];
  const at = typeof meta.timestamp === 'number' ? new Date(meta.timestamp * 1000) : typeof meta.timestamp === 'string' ? new Date(meta.timestamp) : undefined;
  return [{ resource: declared.resource, action: declared.action, entityId, downstreamEventType: `${verb}.${entity}`, occurredAt: at && !Number.isNaN(at.getTime()) ? at : undefined }];
}

export function pipedriveInbound(events: Declared): InboundWebhooks {
  return {
    verify,
    changes: (request) => changes(request, events),
    deliveryId(request) {
      const meta = notificationOf(request)?.meta;
      // Version 2.0 gives every notification an id; 1.0 only the entity's, so the body's digest stands in.
      return meta?.version === '2.0' && typeof meta.id === 'string' ? meta.id : createHash('sha256').update(request.rawBody).digest('hex');
    },
    async register(ctx, target) {
      const credentials = { http_auth_user: `svc-${randomBytes(6).toString('hex')}`, http_auth_password: randomBytes(24).toString('base64url') };
      const { body } = await ctx.http.request<{ data: { id: number } }>({
        method: 'POST',
        path: `${V1}/webhooks`,
        form: { subscription_url: target.url, event_action: '*', event_object: '*', version: '2.0', ...credentials },
      });
      const registration: PipedriveRegistration = { webhook_id: body.data.id, ...credentials };
      return { ...registration };
    },
    async unregister(ctx, registration) {
      const id = (registration as Partial<PipedriveRegistration>).webhook_id;
      if (typeof id !== 'number') return;
      await ctx.http.request({ method: 'DELETE', path: `${V1}/webhooks/${id}` }).catch((error: unknown) => {
        // Already gone at Pipedrive (removed in its settings): nothing left to remove.
        if (!isDownstreamNotFound(error)) throw error;
      });
    },
  };
}
