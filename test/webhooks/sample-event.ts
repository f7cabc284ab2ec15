/** Events as the store would hand them to a delivery worker, for the signing, payload and docs tests. */
import type { WebhookEvent } from '../../src/webhooks/delivery/payload.js';

export function ticketCreated(overrides: Partial<WebhookEvent> = {}): WebhookEvent {
  return {
    id: 'd290f1ee-6c54-4b01-90e6-d701748f0851',
    type: 'issue-tracking.ticket.created',
    unifiedApi: 'issue-tracking',
    serviceId: 'jira',
    consumerId: 'demo-consumer',
    entityId: '10042',
    entityType: 'ticket',
    entityUrl: 'http://127.0.0.1:8080/issue-tracking/collections/10000/tickets/10042',
    occurredAt: new Date('2026-01-02T03:04:05.678Z'),
    detectedBy: 'native',
    ...overrides,
  };
}

/** A Vault event carrying the connection itself, as the reference's connection events do. */
export function connectionUpdated(entity: Record<string, unknown> = sampleConnection()): WebhookEvent {
  return {
    id: '9755c355-56c3-4a2f-a2da-86ff4411fccb',
    type: 'vault.connection.updated',
    unifiedApi: 'vault',
    serviceId: 'zendesk',
    consumerId: 'demo-consumer',
    entityId: 'customer-support+zendesk',
    entityType: 'Connection',
    entityUrl: 'http://127.0.0.1:8080/vault/connections/customer-support/zendesk',
    occurredAt: new Date('2026-01-02T03:04:05.678Z'),
    detectedBy: 'service',
    entity,
  };
}

export function sampleConnection(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'customer-support+zendesk',
    consumer_id: 'demo-consumer',
    unified_api: 'customer-support',
    service_id: 'zendesk',
    name: 'Zendesk',
    auth_type: 'apiKey',
    enabled: true,
    state: 'callable',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T03:04:05.678Z',
    ...extra,
  };
}
