/**
 * Xero's webhooks (xero-webhooks.yaml; "Webhooks", developer.xero.com): an
 * app subscribes to event categories (INVOICE, CONTACT, …) and receives
 * POSTs of `{events: [{resourceUrl, resourceId, eventDateUtc, eventType,
 * eventCategory, tenantId, tenantType}], firstEventSequence,
 * lastEventSequence, entropy}` with `x-xero-signature`: the base64
 * HMAC-SHA256 of the raw body under the app's webhook key.
 *
 * Before Xero sends anything to a new URL it checks the receiver with an
 * "intent to receive": payloads with no events, some signed with the right
 * key and some with a wrong one; the receiver must answer 200 to the first
 * and 401 to the others, within five seconds. `POST /__emulator/xero/intent-to-receive`
 * runs that check against a URL and says whether it passed.
 *
 * Subscriptions come from the kit's control plane (one per organisation);
 * their `events` may name categories ("INVOICE") or event types ("INVOICE.UPDATE").
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fetch } from 'undici';
import { CONTROL_PREFIX } from '../framework/emulator.js';
import type { OutgoingWebhook, PlatformEvent, Subscription, TenantState, WebhookSigning } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';

/** Where Xero's own answers say a changed record is (always the real API's URL). */
const RESOURCE_BASE = 'https://api.xero.com/api.xro/2.0';

export function xeroSignature(body: string, key: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('base64');
}

export const xeroSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'x-xero-signature': xeroSignature(body, secret) }),
};

/** Events the emulator emits ("INVOICE.CREATE") → the collection in the record's URL. */
const COLLECTIONS: Readonly<Record<string, string>> = { INVOICE: 'Invoices', CONTACT: 'Contacts', CREDITNOTE: 'CreditNotes' };

function entropy(): string {
  return randomBytes(15).toString('base64').replace(/[^A-Z]/gi, '').toUpperCase().padEnd(20, 'X').slice(0, 20);
}

function wanted(subscription: Subscription, type: string): boolean {
  const category = type.split('.')[0];
  return !subscription.events || subscription.events.some((event) => event === type || event === category);
}

/** The deliveries an event makes: one payload per subscription that wants it, numbered per organisation. */
export function xeroWebhooks(event: PlatformEvent<XeroOrganisation>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  const [category, eventType] = event.type.split('.') as [string, string];
  const collection = COLLECTIONS[category];
  if (!collection) return [];
  return subscriptions
    .filter((subscription) => wanted(subscription, event.type))
    .map((subscription) => {
      const sequence = tenant.next('webhook-sequence');
      const data = category === 'CREDITNOTE' ? { data: { Type: event.record.Type, Status: event.record.Status } } : {};
      return {
        url: subscription.url,
        secret: subscription.secret,
        body: {
          events: [{
            resourceUrl: `${RESOURCE_BASE}/${collection}/${event.record.id}`,
            resourceId: event.record.id,
            // Xero writes these without a zone: they are UTC.
            eventDateUtc: new Date(event.at).toISOString().slice(0, 23),
            eventType,
            eventCategory: category,
            tenantId: event.account.id,
            tenantType: 'ORGANISATION',
            ...data,
          }],
          firstEventSequence: sequence,
          lastEventSequence: sequence,
          entropy: entropy(),
        },
      };
    });
}

/** Sends Xero's intent-to-receive payloads to `url`: one signed with `key`, two with other keys. */
async function intentToReceive(url: string, key: string): Promise<{ passed: boolean; answers: Array<{ signed: 'correctly' | 'wrongly'; status: number | null }> }> {
  const trials: Array<'correctly' | 'wrongly'> = ['correctly', 'wrongly', 'wrongly'];
  const answers = [];
  for (const signed of trials) {
    const body = JSON.stringify({ events: [], firstEventSequence: 0, lastEventSequence: 0, entropy: entropy() });
    const signature = xeroSignature(body, signed === 'correctly' ? key : randomBytes(32).toString('base64'));
    const status = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xero-signature': signature, 'user-agent': 'svc-emulator-webhooks' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    }).then(async (answer) => {
      await answer.body?.cancel();
      return answer.status;
    }, () => null);
    answers.push({ signed, status });
  }
  const passed = answers.every((answer) => answer.status === (answer.signed === 'correctly' ? 200 : 401));
  return { passed, answers };
}

export function registerIntentToReceive(app: FastifyInstance): void {
  app.post(`${CONTROL_PREFIX}/xero/intent-to-receive`, async (request, reply) => {
    const body = (request.body ?? {}) as { url?: unknown; key?: unknown };
    if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url) || typeof body.key !== 'string' || body.key === '') {
      return reply.code(400).send({ error: 'expected {url, key}' });
    }
    return reply.code(200).send(await intentToReceive(body.url, body.key));
  });
}
