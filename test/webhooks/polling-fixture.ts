/**
 * What the virtual webhook tests share: a connector set where polling is
 * the only way changes are learnt (native events and inbound webhooks taken
 * off, so the tests do not depend on which platforms send their own), a
 * polling loop and a delivery worker on a test service, subscriptions made
 * through the API, and the poller rows read from the store.
 */
import { Webhook } from 'standardwebhooks';
import type { ConnectorDefinition } from '../../src/connectors/framework/define.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import type { WebhookPollerRow } from '../../src/store/schema.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../src/webhooks/delivery/index.js';
import { startWebhookPolling, type WebhookPolling, type WebhookPollingOptions } from '../../src/webhooks/polling/index.js';
import { call } from '../helpers/http.js';
import type { Tenant, TestService } from '../helpers/service.js';
import type { ReceivedWebhook } from '../helpers/webhook-receiver.js';

const silent = { warn() {}, error() {} };

/** The shipped connectors without native events or inbound webhooks: every change of theirs is polled. */
export function pollOnlyRegistry(): ConnectorRegistry {
  const pollOnly = (connector: ConnectorDefinition): ConnectorDefinition => ({
    ...connector,
    inbound: undefined,
    resources: connector.resources.map((binding) => ({ ...binding, implementation: { ...binding.implementation, events: undefined } })),
  });
  return new ConnectorRegistry(CONNECTORS.map(pollOnly));
}

/** Polling options for one instance: short ticks, a complete listing every second pass. */
export function pollingOptions(svc: TestService, connectors: ConnectorRegistry, overrides: Partial<WebhookPollingOptions> = {}): WebhookPollingOptions {
  return {
    db: svc.store.db,
    connectors,
    vault: svc.service.vault,
    targets: svc.targets,
    pacing: svc.service.rateLimiter,
    publicUrl: svc.url,
    log: silent,
    // Long defaults: the tests set the application's own interval, which must be the one used.
    intervals: { live: 600, sandbox: 600 },
    completeEvery: 2,
    tickMs: 50,
    syncEveryMs: 100,
    ...overrides,
  };
}

/** One instance's background work: its polling loop and delivery worker. */
export function startWorkers(svc: TestService, connectors: ConnectorRegistry, overrides: Partial<WebhookPollingOptions> = {}): { polling: WebhookPolling; delivery: WebhookDelivery; stop(): Promise<void> } {
  const polling = startWebhookPolling(pollingOptions(svc, connectors, overrides));
  const delivery = startWebhookDelivery({ db: svc.store.db, keyring: svc.keyring, log: silent, pollIntervalMs: 50 });
  return {
    polling,
    delivery,
    stop: async () => {
      await Promise.all([polling.stop(), delivery.stop(1_000)]);
    },
  };
}

/** Sets the application's interval through the admin API. */
export async function setPollInterval(svc: TestService, appId: string, seconds: number | null): Promise<void> {
  const result = await call(`${svc.url}/admin/applications/${appId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${svc.adminToken}` },
    json: { webhook_poll_interval_seconds: seconds },
  });
  if (result.status !== 200) throw new Error(`setting the poll interval failed: ${result.status} ${result.text}`);
}

/** Creates an enabled subscription through the API; answers its id and signing secret. */
export async function subscribe(svc: TestService, tenant: Tenant, unifiedApi: string, deliveryUrl: string, events: string[]): Promise<{ id: string; secret: string }> {
  const result = await call(`${svc.url}/webhook/webhooks`, {
    method: 'POST',
    headers: tenant.headers(),
    json: { unified_api: unifiedApi, delivery_url: deliveryUrl, events, status: 'enabled' },
  });
  if (result.status !== 201 || result.body.data.status !== 'enabled') throw new Error(`subscription refused: ${result.status} ${result.text}`);
  return { id: result.body.data.id, secret: result.body.data.secret };
}

/** The poller rows of one resource, of the connections of `appId`. */
export async function pollerRows(svc: TestService, appId: string, resourceKey: string): Promise<WebhookPollerRow[]> {
  return svc.store.db
    .selectFrom('webhookPollers as p')
    .innerJoin('connections as c', 'c.id', 'p.connectionId')
    .innerJoin('consumers as k', 'k.id', 'c.consumerRef')
    .selectAll('p')
    .where('k.applicationId', '=', appId)
    .where('p.resourceKey', '=', resourceKey)
    .execute();
}

export interface VerifiedDelivery {
  webhookId: string;
  payload: {
    event_id: string;
    event_type: string;
    entity_id: string;
    entity_url: string;
    occurred_at: string;
    detected_by: string;
    consumer_id: string;
    service_id: string;
    [field: string]: unknown;
  };
}

/** The payload of a delivery, after the standardwebhooks library verified its signature (it throws otherwise). */
export function verified(secret: string, webhook: ReceivedWebhook): VerifiedDelivery {
  const body = new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as { payload: VerifiedDelivery['payload'] };
  return { webhookId: String(webhook.headers['webhook-id']), payload: body.payload };
}
