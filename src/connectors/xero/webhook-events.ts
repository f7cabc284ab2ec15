/**
 * Xero's webhooks (xero-webhooks.yaml; "Webhooks", developer.xero.com) as
 * unified changes. Xero signs each POST with `x-xero-signature`, the base64
 * HMAC-SHA256 of the raw body under the app's webhook key (the connection's
 * `webhook_key` setting); a wrong signature is answered 401, which is also
 * how a receiver passes Xero's "intent to receive" check (payloads with no
 * events: 200 when signed with the key, 401 otherwise).
 *
 *   INVOICE CREATE/UPDATE    → accounting.invoice.created/updated
 *   CONTACT CREATE/UPDATE    → accounting.customer.… and accounting.supplier.…
 *   CREDITNOTE CREATE/UPDATE → accounting.credit_note.… (the payload says its type)
 *
 * Only events of the connection's organisation are taken. Xero's invoice
 * events do not say whether the invoice is a bill: they are all published
 * as invoice events (docs/limits.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NativeEvent } from '../framework/events.js';
import type { InboundRequest, InboundWebhooks, NativeChange } from '../framework/inbound.js';
import { bodyObject, dateFrom } from '../framework/inbound-body.js';

type Category = 'INVOICE' | 'CONTACT' | 'CREDITNOTE';

/** The native events of a category, as a resource declares them. */
export function xeroEvents(category: Category): NativeEvent[] {
  return [
    { action: 'created', downstream: `${category}.CREATE` },
    { action: 'updated', downstream: `${category}.UPDATE` },
  ];
}

const RESOURCES: Readonly<Record<Category, readonly string[]>> = {
  INVOICE: ['accounting/invoices'],
  CONTACT: ['accounting/customers', 'accounting/suppliers'],
  CREDITNOTE: ['accounting/credit-notes'],
};

export function verifyXeroSignature(request: InboundRequest, key: string | undefined): boolean {
  const sent = request.headers['x-xero-signature'];
  if (!key || !sent) return false;
  const expected = createHmac('sha256', key).update(request.rawBody).digest();
  const given = Buffer.from(sent, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface XeroEvent {
  resourceId?: unknown;
  eventCategory?: unknown;
  eventType?: unknown;
  eventDateUtc?: unknown;
  tenantId?: unknown;
}

export function xeroChanges(request: InboundRequest, tenantId: string | undefined): NativeChange[] {
  const events = bodyObject(request)?.events;
  const changes: NativeChange[] = [];
  for (const event of Array.isArray(events) ? (events as XeroEvent[]) : []) {
    const category = event.eventCategory as Category;
    const resources = RESOURCES[category];
    const action = event.eventType === 'CREATE' ? 'created' : event.eventType === 'UPDATE' ? 'updated' : undefined;
    if (!resources || !action || typeof event.resourceId !== 'string') continue;
    if (tenantId && typeof event.tenantId === 'string' && event.tenantId.toLowerCase() !== tenantId.toLowerCase()) continue;
    // Xero writes the instant without a zone: it is UTC.
    const at = typeof event.eventDateUtc === 'string' ? dateFrom(/Z|[+-]\d\d:?\d\d$/.test(event.eventDateUtc) ? event.eventDateUtc : `${event.eventDateUtc}Z`) : undefined;
    for (const resource of resources) {
      changes.push({
        resource,
        action,
        entityId: event.resourceId,
        downstreamEventType: `${category}.${event.eventType as string}`,
        ...(at ? { occurredAt: at } : {}),
      });
    }
  }
  return changes;
}

export const xeroInbound: InboundWebhooks = {
  verify: (request, context) => verifyXeroSignature(request, context.settings.webhook_key),
  changes: (request, context) => xeroChanges(request, context.settings.tenant_id),
  sources: [
    {
      id: 'webhooks',
      setup: {
        kind: 'paste',
        where: 'Xero Developer portal → your app → Webhooks',
        instructions:
          'Paste the URL as the delivery URL, pick the Contacts, Invoices and Credit notes events, and copy the webhook key into the connection\'s webhook_key setting. Xero first checks the URL with an "intent to receive"; its signed request confirms it.',
      },
    },
  ],
};
