/**
 * Vault's connection changes as webhook events: each change reported through
 * Vault's seam (src/vault/connection-changes.ts) is published to the outbox
 * in the transaction of the change itself, so an event is delivered exactly
 * when its change committed (a change rolled back publishes nothing, a
 * committed one is never lost).
 *
 * The event's `unified_api` is the connection's own API (a Jira connection's
 * events say `issue-tracking`), which is how they reach the subscriptions of
 * that API that list them (delivery/matching.ts) as well as `vault` ones.
 * `entity` is the connection as the Vault API lists it in a consumer (the
 * reference's ConsumerConnection) and `entity_url` where the Vault API
 * reads it (with the consumer's x-svc-consumer-id).
 */
import type { ConnectionChanges, TransactionalChangeListener } from '../vault/connection-changes.js';
import { publishEvent } from './delivery/publish.js';

/** The reference's entity type of connection events. */
export const CONNECTION_ENTITY_TYPE = 'Connection';

export function vaultConnectionUrl(publicUrl: string, unifiedApi: string, serviceId: string): string {
  return `${publicUrl}/vault/connections/${encodeURIComponent(unifiedApi)}/${encodeURIComponent(serviceId)}`;
}

export function vaultEventPublisher(publicUrl: string): TransactionalChangeListener {
  return async (tx, change, { entity }) => {
    const { unifiedApi, serviceId } = change.connection;
    await publishEvent(tx, {
      applicationId: change.scope.applicationId,
      mode: change.scope.mode,
      type: change.type,
      unifiedApi,
      serviceId,
      consumerId: change.consumerId,
      entityId: entity.id,
      entityType: CONNECTION_ENTITY_TYPE,
      entityUrl: vaultConnectionUrl(publicUrl, unifiedApi, serviceId),
      occurredAt: change.occurredAt,
      detectedBy: 'service',
      entity,
    });
  };
}

/** Publishes every connection change of this Vault as a webhook event; returns the function that stops it. */
export function publishVaultEvents(changes: ConnectionChanges, publicUrl: string): () => void {
  return changes.listenInTransaction(vaultEventPublisher(publicUrl));
}
