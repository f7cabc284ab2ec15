/**
 * The webhooks Zendesk sends for user activity ("Webhook event types", user
 * events: https://developer.zendesk.com/api-reference/webhooks/event-types/user-events/).
 * Every event is one POST with JSON:
 *
 *   {"account_id": 12514403, "detail": {created_at, default_group_id, email, external_id,
 *    id, organization_id, role, updated_at}, "event": {...}, "id": "<uuid>",
 *    "subject": "zen:user:<id>", "time": "...", "type": "zen:event-type:user.created",
 *    "zendesk_event_version": "2022-06-20"}
 *
 * ids in `detail` are strings ("0" when there is none). Zendesk has no
 * "user updated": an update sends one event per attribute that changed
 * (user.name_changed, user.notes_changed, …, with `event: {current, previous}`),
 * found here by comparing the record with the one before the update. A
 * (soft) delete sends user.deleted. The `event` objects of identity and
 * organization membership events are simplified (the fields a receiver
 * needs), see the limits in the emulator's docs.
 *
 * Destinations: every active webhook of the account subscribed to the event
 * type (created through webhooks-api.ts, signed with its signing secret), and
 * the control plane's subscriptions, which stand in for Admin Center.
 * Headers: X-Zendesk-Account-Id, X-Zendesk-Webhook-Id,
 * X-Zendesk-Webhook-Invocation-Id, and the signature (webhook-signing.ts).
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, StoredRecord, Subscription, TenantState } from '../framework/kit/index.js';
import type { ZendeskAccount } from './auth.js';
import { zendeskTime } from './time-zones.js';
import { webhooks, ZENDESK_EVENT_TYPE_PREFIX } from './webhooks-api.js';

const EVENT_VERSION = '2022-06-20';
/** Stands in for the webhook id of a control-plane subscription (Admin Center's webhooks have real ones). */
const CONTROL_PLANE_WEBHOOK_ID = '01CONTR0LP1ANE0000000000WH';

interface ZendeskEvent {
  type: string;
  event: Record<string, unknown>;
}

/** Attributes whose change Zendesk reports as `user.<name>_changed` with {current, previous}. */
const CHANGE_EVENTS: Readonly<Record<string, string>> = {
  name: 'name_changed',
  details: 'details_changed',
  notes: 'notes_changed',
  alias: 'alias_changed',
  externalId: 'external_id_changed',
  timeZone: 'time_zone_changed',
  role: 'role_changed',
  suspended: 'suspended_changed',
  onlyPrivateComments: 'only_private_comments_changed',
  active: 'active_changed',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const type = (name: string) => `${ZENDESK_EVENT_TYPE_PREFIX}user.${name}`;

/** The user's identities (emails, phone) as "type:value". */
function identities(user: StoredRecord): Set<string> {
  const emails = [user.email, ...((user.otherEmails as unknown[] | undefined) ?? [])].filter((email) => typeof email === 'string' && email !== '');
  return new Set([...emails.map((email) => `email:${String(email)}`), ...(typeof user.phone === 'string' && user.phone !== '' ? [`phone_number:${user.phone}`] : [])]);
}

function identity(entry: string, user: StoredRecord) {
  const [kind, ...value] = entry.split(':');
  return { type: kind, value: value.join(':'), primary: kind === 'phone_number' || value.join(':') === user.email };
}

function identityEvents(user: StoredRecord, previous: StoredRecord): ZendeskEvent[] {
  const [before, after] = [identities(previous), identities(user)];
  const added = [...after].filter((entry) => !before.has(entry));
  const removed = [...before].filter((entry) => !after.has(entry));
  // A phone number replaced by another is the same identity changed, not one removed and one added.
  const changedPhone = added.find((entry) => entry.startsWith('phone_number:')) && removed.find((entry) => entry.startsWith('phone_number:'));
  const events: ZendeskEvent[] = [];
  for (const entry of added) {
    if (changedPhone && entry.startsWith('phone_number:')) events.push({ type: type('identity_changed'), event: { current: identity(entry, user), previous: identity(changedPhone, previous) } });
    else events.push({ type: type('identity_created'), event: { current: identity(entry, user) } });
  }
  for (const entry of removed) if (!(changedPhone && entry.startsWith('phone_number:'))) events.push({ type: type('identity_deleted'), event: { previous: identity(entry, previous) } });
  return events;
}

function membershipEvents(user: StoredRecord, previous: StoredRecord): ZendeskEvent[] {
  if (same(user.organizationId, previous.organizationId)) return [];
  const membership = (organizationId: unknown) => ({ organization_membership: { organization_id: String(organizationId), user_id: user.id } });
  return [
    ...(previous.organizationId != null ? [{ type: type('organization_membership_deleted'), event: membership(previous.organizationId) }] : []),
    ...(user.organizationId != null ? [{ type: type('organization_membership_created'), event: membership(user.organizationId) }] : []),
  ];
}

function updateEvents(user: StoredRecord, previous: StoredRecord | undefined): ZendeskEvent[] {
  if (!previous) return [];
  const changed = Object.entries(CHANGE_EVENTS)
    .filter(([field]) => !same(user[field], previous[field]))
    .map(([field, name]) => ({ type: type(name), event: { current: user[field] ?? null, previous: previous[field] ?? null } }));
  return [...changed, ...identityEvents(user, previous), ...membershipEvents(user, previous)];
}

function eventsOf(kitEvent: PlatformEvent<ZendeskAccount>): ZendeskEvent[] {
  if (kitEvent.resource !== 'users') return [];
  if (kitEvent.type === 'user.created') return [{ type: type('created'), event: {} }];
  if (kitEvent.type === 'user.deleted') return [{ type: type('deleted'), event: {} }];
  if (kitEvent.type === 'user.updated') return updateEvents(kitEvent.record, kitEvent.previous);
  return [];
}

/** A stable number for the account, as Zendesk's numeric account ids. */
export function zendeskAccountNumber(account: ZendeskAccount): number {
  return parseInt(createHash('sha256').update(account.subdomain).digest('hex').slice(0, 7), 16);
}

const idText = (value: unknown) => (value === null || value === undefined ? '0' : String(value));

function detailOf(user: StoredRecord): Record<string, string> {
  return {
    created_at: zendeskTime(Number(user.createdAt)),
    default_group_id: idText(user.defaultGroupId),
    email: typeof user.email === 'string' ? user.email : '',
    external_id: typeof user.externalId === 'string' ? user.externalId : '',
    id: user.id,
    organization_id: idText(user.organizationId),
    role: String(user.role),
    updated_at: zendeskTime(Number(user.updatedAt)),
  };
}

interface Destination {
  url: string;
  secret: string | undefined;
  webhookId: string;
}

function destinations(eventType: string, subscriptions: readonly Subscription[], tenant: TenantState): Destination[] {
  const registered = tenant
    .table(webhooks.name)
    .all()
    .filter((webhook) => webhook.status === 'active' && (webhook.subscriptions as string[]).includes(eventType))
    .map((webhook) => ({ url: String(webhook.endpoint), secret: String(webhook.signingSecret), webhookId: webhook.id }));
  const dashboard = subscriptions
    .filter((subscription) => !subscription.events || subscription.events.includes(eventType))
    .map((subscription) => ({ url: subscription.url, secret: subscription.secret, webhookId: CONTROL_PLANE_WEBHOOK_ID }));
  return [...registered, ...dashboard];
}

export function zendeskWebhooks(kitEvent: PlatformEvent<ZendeskAccount>, subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  const accountId = zendeskAccountNumber(kitEvent.account);
  return eventsOf(kitEvent).flatMap(({ type: eventType, event }) => {
    const body = {
      account_id: accountId,
      detail: detailOf(kitEvent.record),
      event,
      id: randomUUID(),
      subject: `zen:user:${kitEvent.record.id}`,
      time: zendeskTime(kitEvent.at),
      type: eventType,
      zendesk_event_version: EVENT_VERSION,
    };
    return destinations(eventType, subscriptions, tenant).map((destination) => ({
      url: destination.url,
      body,
      secret: destination.secret,
      headers: {
        'x-zendesk-account-id': String(accountId),
        'x-zendesk-webhook-id': destination.webhookId,
        'x-zendesk-webhook-invocation-id': String(randomInt(1_000_000_000, 9_999_999_999)),
      },
    }));
  });
}
