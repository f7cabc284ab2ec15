/**
 * Every event type the service delivers, derived once: unified resources
 * declare theirs (src/unified/define.ts, `events`), Vault declares the
 * connection events (src/vault/events.ts). Subscriptions are checked
 * against this list and the Webhook OpenAPI document's enum is built from it;
 * the Connector API reads the same resource declarations (apiEventTypes).
 */
import { Type } from 'typebox';
import { apiEventTypes } from '../unified/define.js';
import { UNIFIED_APIS } from '../unified/index.js';
import { VAULT_EVENT_TYPES } from '../vault/events.js';

/** Subscribes to every event of the subscription's unified API (the reference's `'*'`). */
export const ALL_EVENTS_WILDCARD = '*';

/** The unified_api value whose events are Vault's connection events. */
export const VAULT_API_ID = 'vault';

const EVENT_TYPES_BY_API: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ...UNIFIED_APIS.map((api) => [api.id, Object.freeze(apiEventTypes(api))] as const),
  [VAULT_API_ID, Object.freeze([...VAULT_EVENT_TYPES])],
]);

const ALL_EVENT_TYPES: readonly string[] = Object.freeze([...EVENT_TYPES_BY_API.values()].flat());
const KNOWN_EVENT_TYPES: ReadonlySet<string> = new Set(ALL_EVENT_TYPES);

/** Every event type served, unified APIs first in catalog order, then Vault's. */
export function allEventTypes(): readonly string[] {
  return ALL_EVENT_TYPES;
}

/** Whether `type` is an event type the service delivers; `'*'` is not (see isSubscribableEvent). */
export function isKnownEventType(type: string): boolean {
  return KNOWN_EVENT_TYPES.has(type);
}

/** Event types of one unified API ("issue-tracking", or "vault"); empty for an unknown API. */
export function eventTypesOf(unifiedApi: string): readonly string[] {
  return EVENT_TYPES_BY_API.get(unifiedApi) ?? [];
}

/**
 * Event types a subscription to `unifiedApi` may list: the API's own and
 * Vault's, which concern the connections of that API (the reference's example
 * subscribes a `crm` webhook to `vault.connection.created`).
 */
export function subscribableEventTypesOf(unifiedApi: string): readonly string[] {
  if (unifiedApi === VAULT_API_ID) return eventTypesOf(VAULT_API_ID);
  return [...eventTypesOf(unifiedApi), ...eventTypesOf(VAULT_API_ID)];
}

/** Whether a subscription to `unifiedApi` may list `event`: `'*'` or one of subscribableEventTypesOf. */
export function isSubscribableEvent(unifiedApi: string, event: string): boolean {
  return event === ALL_EVENTS_WILDCARD || subscribableEventTypesOf(unifiedApi).includes(event);
}


/** An event type or `*`, as a schema: the one enum the subscription routes validate and the documents show. */
export const WebhookEventTypeSchema = Type.Union(
  [ALL_EVENTS_WILDCARD, ...allEventTypes()].map((type) => Type.Literal(type)),
  { description: 'An event type; `*` stands for every event of the subscription\'s unified API.' },
);
