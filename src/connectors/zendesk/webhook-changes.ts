/**
 * What a verified Zendesk event reports, in unified terms. Only end users
 * are customers: events about agents and admins (detail.role) report nothing,
 * and so does a type the connector does not subscribe to. The user id is
 * `detail.id` (a string), the time Zendesk's `time`. The event's `id` names
 * the delivery across retries.
 */
import { customers } from '../../unified/customer-support/customers.js';
import type { InboundRequest, NativeChange } from '../framework/inbound.js';
import { bodyObject } from '../framework/inbound-body.js';
import { actionOf } from '../kit/index.js';
import { END_USER_ROLE } from './customer-fields.js';
import { ZENDESK_CUSTOMER_EVENTS } from './webhook-events.js';

interface ZendeskEventBody {
  id?: unknown;
  type?: unknown;
  time?: unknown;
  detail?: { id?: unknown; role?: unknown };
}

const USER_ID = /^[1-9][0-9]{0,19}$/;

export function zendeskChanges(request: InboundRequest): NativeChange[] {
  const body = bodyObject(request) as ZendeskEventBody | undefined;
  const eventType = typeof body?.type === 'string' ? body.type : '';
  const action = actionOf(ZENDESK_CUSTOMER_EVENTS, eventType);
  const id = body?.detail?.id;
  if (!action || body?.detail?.role !== END_USER_ROLE || typeof id !== 'string' || !USER_ID.test(id)) return [];
  const time = typeof body.time === 'string' ? Date.parse(body.time) : Number.NaN;
  return [{ resource: customers.key, action, entityId: id, downstreamEventType: eventType, occurredAt: Number.isNaN(time) ? undefined : new Date(time) }];
}

/** Zendesk's event id: the same on every attempt (and for every webhook that event reaches), so a retry publishes nothing new. */
export function zendeskDeliveryId(request: InboundRequest): string | undefined {
  const id = bodyObject(request)?.id;
  return typeof id === 'string' && id !== '' ? `event:${id.slice(0, 128)}` : undefined;
}
