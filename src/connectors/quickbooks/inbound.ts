/**
 * QuickBooks Online's webhooks, received at the connection's inbound URL
 * (https://developer.intuit.com/app/developer/qbo/docs/develop/webhooks):
 * a JSON array of CloudEvents 1.0 (`type` qbo.<entity>.<operation>.v1,
 * `intuitentityid`, `intuitaccountid` the realm), signed with
 * `intuit-signature`: base64 of the HMAC-SHA256 of the raw body, keyed with
 * the app's verifier token (a connection setting: Intuit shows it once per
 * app in its developer portal). Events of another realm than the
 * connection's are left out, and so are types no resource declares among
 * its events (webhook-events.ts). No `register`: Intuit's webhooks are set per app
 * in the developer portal, not through the API. Intuit retries a delivery
 * with the same CloudEvents ids, which name it across retries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { dateFrom } from '../framework/inbound-body.js';
import { declaredEvents } from '../kit/index.js';
import { quickbooksResources } from './resources.js';

/** The events the resources declare (webhook-events.ts): the unified resource and action of each CloudEvents type. */
const EVENTS = declaredEvents(quickbooksResources);

interface CloudEvent {
  id?: unknown;
  type?: unknown;
  time?: unknown;
  intuitentityid?: unknown;
  intuitaccountid?: unknown;
}

export function verifyIntuitSignature(request: InboundRequest, verifierToken: string | undefined): boolean {
  const signature = request.headers['intuit-signature'] ?? '';
  if (!verifierToken || !/^[A-Za-z0-9+/]{43}=$/.test(signature)) return false;
  const expected = createHmac('sha256', verifierToken).update(request.rawBody).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected);
}

function eventsOf(request: InboundRequest): CloudEvent[] {
  try {
    const body = JSON.parse(request.rawBody.toString('utf8')) as unknown;
    return Array.isArray(body) ? (body.filter((event) => event !== null && typeof event === 'object') as CloudEvent[]) : [];
  } catch {
    return [];
  }
}

export function quickbooksChanges(request: InboundRequest, realm: string | undefined): NativeChange[] {
  return eventsOf(request).flatMap((event) => {
    const declared = typeof event.type === 'string' ? EVENTS.get(event.type) : undefined;
    if (!declared || String(event.intuitaccountid) !== realm || (typeof event.intuitentityid !== 'string' && typeof event.intuitentityid !== 'number')) return [];
    return [{ resource: declared.resource, action: declared.action, entityId: String(event.intuitentityid), downstreamEventType: event.type as string, occurredAt: dateFrom(event.time) }];
  });
}

export const quickbooksInbound: InboundWebhooks = {
  verify: (request, context) => verifyIntuitSignature(request, context.settings.webhook_verifier_token),
  changes: (request, context) => quickbooksChanges(request, context.settings.realm_id),
  deliveryId(request) {
    const ids = eventsOf(request).map((event) => String(event.id ?? '')).filter((id) => id !== '');
    return ids.length > 0 ? `cloudevents:${ids.join(',')}` : undefined;
  },
  sources: [
    {
      id: 'webhooks',
      setup: {
        kind: 'paste',
        where: 'Intuit Developer portal → your app → Webhooks',
        instructions:
          'Paste the URL as the endpoint URL, select the entities listed in downstream_event_types, and copy the app\'s verifier token into the connection\'s webhook_verifier_token setting. The first signed event confirms it.',
      },
    },
  ],
};
