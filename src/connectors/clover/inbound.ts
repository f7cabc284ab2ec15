/**
 * Clover's app webhooks (https://docs.clover.com/docs/webhooks), received at
 * the connection's `/webhook/w/…` URL (framework/inbound.ts):
 *
 *  - setup: pasted. Clover's webhook URL and the objects it hears are set in
 *    the app's developer dashboard, not through the API; the dashboard first
 *    POSTs `{"verificationCode": "…"}` to the URL (answered 200: it reports
 *    nothing) and shows the app's Clover Auth Code, which the connection keeps
 *    as its `webhook_auth_code` setting.
 *  - verify: every message carries that code in `X-Clover-Auth` (a shared
 *    code, not a signature of the body), compared in constant time. No code
 *    set, no match: refused.
 *  - changes: `{"appId", "merchants": {"<mId>": [{"objectId": "O:<id>",
 *    "type": "CREATE" | "UPDATE" | "DELETE", "ts": <ms>}]}}`; the objectId's
 *    prefix names the object (O orders, P payments, I items, IG modifier
 *    groups, IM modifiers). Changes of another merchant than the
 *    connection's are left out.
 *  - deliveryId: Clover sends no message id; the changes it reports (object,
 *    type and time) name it across Clover's retries.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { bodyObject, objectAt } from '../framework/inbound-body.js';

const RESOURCES: Readonly<Record<string, string>> = { O: 'pos/orders', P: 'pos/payments', I: 'pos/items', IG: 'pos/modifier-groups', IM: 'pos/modifiers' };
const ACTIONS: Readonly<Record<string, EventAction>> = { CREATE: 'created', UPDATE: 'updated', DELETE: 'deleted' };

/** The native events of one object prefix: `O:CREATE` → created, and so on. */
function eventsOf(prefix: string, types: readonly string[] = ['CREATE', 'UPDATE', 'DELETE']): readonly NativeEvent[] {
  return types.map((type) => ({ action: ACTIONS[type] as EventAction, downstream: `${prefix}:${type}` }));
}

export const CLOVER_ORDER_EVENTS = eventsOf('O');
// Clover's REST payments are not deleted; a change to one (a void, a refund) is its UPDATE.
export const CLOVER_PAYMENT_EVENTS = eventsOf('P', ['CREATE', 'UPDATE']);
export const CLOVER_ITEM_EVENTS = eventsOf('I');
export const CLOVER_MODIFIER_GROUP_EVENTS = eventsOf('IG');
export const CLOVER_MODIFIER_EVENTS = eventsOf('IM');

const parsed = (request: InboundRequest) => objectAt(bodyObject(request));

function verify(request: InboundRequest, code: string | undefined): boolean {
  const given = request.headers['x-clover-auth'] ?? '';
  if (request.method !== 'POST' || !code || given === '') return false;
  // Hashed first: timingSafeEqual needs equal lengths, and the hashes leak nothing of the code's length.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(code));
}

interface Notice { objectId?: unknown; type?: unknown; ts?: unknown }

function noticesOf(request: InboundRequest, merchantId: string | undefined): Notice[] {
  const merchants = objectAt(parsed(request).merchants);
  const own = merchantId === undefined ? undefined : merchants[merchantId];
  return Array.isArray(own) ? (own.filter((entry) => entry !== null && typeof entry === 'object') as Notice[]) : [];
}

function changes(request: InboundRequest, merchantId: string | undefined): NativeChange[] {
  return noticesOf(request, merchantId).flatMap((notice) => {
    const match = typeof notice.objectId === 'string' ? /^([A-Z]{1,2}):(.+)$/.exec(notice.objectId) : null;
    const resource = match ? RESOURCES[match[1] as string] : undefined;
    const action = typeof notice.type === 'string' ? ACTIONS[notice.type] : undefined;
    if (!match || !resource || !action) return [];
    const occurredAt = typeof notice.ts === 'number' && Number.isFinite(notice.ts) ? new Date(notice.ts) : undefined;
    return [{ resource, action, entityId: match[2] as string, downstreamEventType: `${match[1]}:${notice.type as string}`, ...(occurredAt ? { occurredAt } : {}) }];
  });
}

export const cloverInbound: InboundWebhooks = {
  handshake(request) {
    const body = parsed(request);
    // The dashboard's verification POST: a code for the developer to read, no changes and no X-Clover-Auth.
    return typeof body.verificationCode === 'string' && body.merchants === undefined ? { status: 200 } : undefined;
  },
  verify: (request, context) => verify(request, context.settings.webhook_auth_code),
  changes: (request, context) => changes(request, context.settings.merchant_id),
  deliveryId(request, context) {
    const notices = noticesOf(request, context.settings.merchant_id).map((notice) => `${String(notice.objectId)}:${String(notice.type)}:${String(notice.ts)}`);
    return notices.length > 0 ? `clover:${notices.join(',')}` : undefined;
  },
  sources: [
    {
      id: 'webhooks',
      setup: {
        kind: 'paste',
        where: 'Clover developer dashboard → your app → App Settings → Webhooks',
        instructions:
          'Paste the URL as the webhook URL, send the verification code, tick the objects listed in downstream_event_types (Orders, Payments, Inventory), and copy the app\'s Clover Auth Code into the connection\'s webhook_auth_code setting.',
      },
    },
  ],
};
