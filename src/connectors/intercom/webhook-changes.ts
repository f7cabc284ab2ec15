/**
 * What a verified Intercom notification reports, in unified terms:
 * `{type: "notification_event", topic, created_at, data: {item: <contact>}}`.
 * Only users are customers: a lead's archive or unarchive reports nothing.
 * contact.deleted carries only the contact's identifying fields, not its
 * role, so a deleted lead is reported too (a customer.deleted for an id no
 * customer had; receivers already see deletions of unknown ids after a
 * missed creation).
 */
import { customers } from '../../unified/customer-support/customers.js';
import type { InboundRequest, NativeChange } from '../framework/inbound.js';
import { bodyObject } from '../framework/inbound-body.js';
import { actionOf } from '../kit/index.js';
import { USER_ROLE } from './customer-fields.js';
import { CONTACT_ID } from './dialect.js';
import { INTERCOM_CUSTOMER_EVENTS } from './webhook-events.js';

interface IntercomNotification {
  id?: unknown;
  type?: unknown;
  topic?: unknown;
  created_at?: unknown;
  data?: { item?: { type?: unknown; id?: unknown; role?: unknown; updated_at?: unknown } };
}

export function intercomChanges(request: InboundRequest): NativeChange[] {
  const notification = bodyObject(request) as IntercomNotification | undefined;
  const topic = typeof notification?.topic === 'string' ? notification.topic : '';
  const action = actionOf(INTERCOM_CUSTOMER_EVENTS, topic);
  const item = notification?.data?.item;
  if (notification?.type !== 'notification_event' || !action || item?.type !== 'contact' || typeof item.id !== 'string' || !CONTACT_ID.test(item.id)) return [];
  if (topic !== 'contact.deleted' && item.role !== USER_ROLE) return [];
  const occurredAt = fromSeconds(notification.created_at);
  // The contact's own updated_at, as a listing shows it: the same change polled is recognised (absent on contact.deleted).
  const version = fromSeconds(item.updated_at);
  return [{ resource: customers.key, action, entityId: item.id, downstreamEventType: topic, occurredAt, ...(version ? { version } : {}) }];
}

function fromSeconds(seconds: unknown): Date | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;
}

/**
 * The notification's id ("notif_…"): Intercom's retry of a notification keeps
 * it but counts `delivery_attempts` up in the body, so the body's hash would
 * make a retry look new.
 */
export function intercomDeliveryId(request: InboundRequest): string | undefined {
  const id = bodyObject(request)?.id;
  return typeof id === 'string' && id !== '' ? `notification:${id.slice(0, 128)}` : undefined;
}
