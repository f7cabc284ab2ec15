/**
 * Which subscriptions an event goes to. A subscription of the event's own API
 * takes the types it lists, or all of the API's with `*`. Vault events also
 * go to `vault` subscriptions (listed or `*`), and to a subscription of
 * another API only where it lists the type (the reference's example: a `crm`
 * subscription to `vault.connection.created`), as event-types.ts allows.
 */
import { ALL_EVENTS_WILDCARD, VAULT_API_ID, eventTypesOf } from '../event-types.js';

export interface SubscriptionInterest {
  readonly unifiedApi: string;
  readonly events: readonly string[];
}

export interface EventKind {
  readonly type: string;
  readonly unifiedApi: string;
}

export function subscriptionWants(subscription: SubscriptionInterest, event: EventKind): boolean {
  const isVaultEvent = eventTypesOf(VAULT_API_ID).includes(event.type);
  const ownApi = subscription.unifiedApi === event.unifiedApi || (isVaultEvent && subscription.unifiedApi === VAULT_API_ID);
  if (!ownApi) return false;
  if (subscription.events.includes(event.type)) return true;
  // `*` is every event of the subscription's own API; Vault's are taken by a non-vault subscription only when listed.
  return subscription.events.includes(ALL_EVENTS_WILDCARD) && eventTypesOf(subscription.unifiedApi).includes(event.type);
}
