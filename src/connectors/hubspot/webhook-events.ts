/**
 * HubSpot's webhooks ("Webhooks API"), verified and read. A request is a
 * JSON array of events, signed with the app's client secret:
 * X-HubSpot-Signature-v3 is the base64 HMAC-SHA256 of method + URI + body +
 * X-HubSpot-Request-Timestamp, and a timestamp more than five minutes old is
 * refused ("Validating requests", v3). Each event names its subscription type
 * (contact.creation, company.propertyChange, deal.deletion, and object.* with
 * an objectTypeId for leads, notes and engagements) and the record's id; one
 * change is reported per record and kind, however many properties changed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { activities } from '../../unified/crm/activities.js';
import { companies } from '../../unified/crm/companies.js';
import { contacts } from '../../unified/crm/contacts.js';
import { leads } from '../../unified/crm/leads.js';
import { notes } from '../../unified/crm/notes.js';
import { opportunities } from '../../unified/crm/opportunities.js';
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { InboundRequest, NativeChange } from '../framework/inbound.js';
import { ACTIVITY_TYPES, activityId } from './activity-types.js';

/** A resource's subscription types: `contact.creation`, …, or `object.*` for the types HubSpot names by objectTypeId. */
export const subscriptions = (subject: 'contact' | 'company' | 'deal' | 'object'): NativeEvent[] => [
  { action: 'created', downstream: `${subject}.creation` },
  { action: 'updated', downstream: `${subject}.propertyChange` },
  { action: 'deleted', downstream: `${subject}.deletion` },
];

const MAX_AGE_MS = 5 * 60_000;
/** Characters HubSpot decodes in the URI before signing ("Validating requests", v3). */
const DECODED = /%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi;

export function verifyHubspotSignature(request: InboundRequest, clientSecret: string | undefined, now = Date.now()): boolean {
  const signature = request.headers['x-hubspot-signature-v3'];
  const timestamp = request.headers['x-hubspot-request-timestamp'];
  if (!clientSecret || !signature || !timestamp || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > MAX_AGE_MS) return false;
  const uri = request.url.replace(DECODED, (encoded) => decodeURIComponent(encoded));
  const expected = createHmac('sha256', clientSecret).update(`${request.method}${uri}`).update(request.rawBody).update(timestamp).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface HubspotEvent {
  eventId?: unknown;
  subscriptionType?: unknown;
  objectId?: unknown;
  objectTypeId?: unknown;
  occurredAt?: unknown;
}

const ACTIONS: Readonly<Record<string, EventAction>> = { creation: 'created', propertyChange: 'updated', deletion: 'deleted', restore: 'created' };
const BY_SUBJECT: Readonly<Record<string, string>> = { contact: contacts.key, company: companies.key, deal: opportunities.key };
const BY_OBJECT_TYPE: Readonly<Record<string, string>> = { '0-1': contacts.key, '0-2': companies.key, '0-3': opportunities.key, '0-136': leads.key, '0-46': notes.key };
const ACTIVITY_TYPE_IDS: Readonly<Record<string, (typeof ACTIVITY_TYPES)[number]>> = Object.fromEntries(
  ACTIVITY_TYPES.map((type) => [{ call: '0-48', email: '0-49', meeting: '0-47', task: '0-27' }[type.type], type]),
);

export function parsedEvents(request: InboundRequest): HubspotEvent[] {
  try {
    const body: unknown = JSON.parse(request.rawBody.toString('utf8'));
    return Array.isArray(body) ? body.filter((event): event is HubspotEvent => typeof event === 'object' && event !== null) : [];
  } catch {
    return [];
  }
}

function changeOf(event: HubspotEvent): NativeChange | undefined {
  const type = typeof event.subscriptionType === 'string' ? event.subscriptionType : '';
  const [subject = '', kind = ''] = type.split('.');
  const action = ACTIONS[kind];
  const id = typeof event.objectId === 'number' || typeof event.objectId === 'string' ? String(event.objectId) : '';
  if (!action || !/^\d{1,20}$/.test(id)) return undefined;
  const objectTypeId = typeof event.objectTypeId === 'string' ? event.objectTypeId : '';
  const activity = subject === 'object' ? ACTIVITY_TYPE_IDS[objectTypeId] : undefined;
  const resource = subject === 'object' ? (activity ? activities.key : BY_OBJECT_TYPE[objectTypeId]) : BY_SUBJECT[subject];
  if (!resource) return undefined;
  const occurredAt = typeof event.occurredAt === 'number' && Number.isFinite(event.occurredAt) ? new Date(event.occurredAt) : undefined;
  return { resource, action, entityId: activity ? activityId(activity, id) : id, downstreamEventType: type, occurredAt };
}

export function hubspotChanges(request: InboundRequest): NativeChange[] {
  const seen = new Set<string>();
  return parsedEvents(request).flatMap((event) => {
    const change = changeOf(event);
    if (!change) return [];
    const key = `${change.resource}|${change.action}|${change.entityId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [change];
  });
}

/** HubSpot retries a request with the same events (attemptNumber counts up in the body): their ids name the delivery. */
export function hubspotDeliveryId(request: InboundRequest): string | undefined {
  const ids = parsedEvents(request).map((event) => event.eventId).filter((id) => typeof id === 'number' || typeof id === 'string').map(String);
  return ids.length > 0 ? `events:${ids.sort().join(',').slice(0, 200)}` : undefined;
}
