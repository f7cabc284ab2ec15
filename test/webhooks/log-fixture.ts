/**
 * A running service with a receiver on loopback and a delivery worker on a
 * short retry schedule, for the delivery log, replay and recovery tests:
 * events are published straight to the outbox (the sources are tested
 * elsewhere), attempts made by driving the worker until nothing is due.
 */
import { sql } from 'kysely';
import { selectRows } from '../../src/store/database.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import { publishEvent, type PublishedEvent } from '../../src/webhooks/delivery/publish.js';
import { WebhookSender } from '../../src/webhooks/delivery/sender.js';
import { DeliveryWorker } from '../../src/webhooks/delivery/worker.js';
import type { Backend } from '../helpers/backends.js';
import { call, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService, type TestServiceOptions } from '../helpers/service.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

type Json = Record<string, any>;

/** Paths of the receiver: `/ok` answers 200, `/down` 500 while `down` is set, `/flaky` fails its first two requests. */
export interface LogFixture {
  svc: TestService;
  tenant: Tenant;
  receiver: WebhookReceiver;
  /** While true, `/down` answers 500. */
  down: { value: boolean };
  subscribe(path: string, body: Json, headers?: Record<string, string>): Promise<string>;
  publish(event: Partial<PublishedEvent> & { applicationId?: string }): Promise<string>;
  /** Makes every due attempt until no delivery is pending or due within the schedule. */
  drain(): Promise<void>;
  /** A path of the service, or a whole URL (a `links.next`). */
  get(path: string, headers?: Record<string, string>): Promise<CallResult>;
  post(path: string, json?: unknown, headers?: Record<string, string>): Promise<CallResult>;
  close(): Promise<void>;
}

/** Short waits: three attempts within milliseconds, then the delivery is given up. */
const SCHEDULE = [0, 5, 5];

let counter = 0;

export async function openLogFixture(backend: Backend, options: Omit<TestServiceOptions, 'backend'> = {}): Promise<LogFixture> {
  const svc = await startTestService({ ...options, backend });
  const tenant = await svc.tenant();
  const down = { value: true };
  let flakyCalls = 0;
  const receiver = await startWebhookReceiver((webhook) => {
    if (webhook.path.startsWith('/down') && down.value) return { status: 500, body: 'receiver down' };
    if (webhook.path.startsWith('/flaky') && ++flakyCalls <= 2) return { status: 503, body: 'busy' };
    return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"received":true}' };
  });
  // Delivery URLs are IP literals on loopback: no name is ever resolved.
  const sender = new WebhookSender({ resolver: async (host) => Promise.reject(new Error(`no DNS in this test: ${host}`)) });
  const worker = new DeliveryWorker({
    db: svc.store.db,
    cipher: new CredentialCipher(svc.keyring.key('webhook-secrets')),
    sender,
    log: { warn() {}, error() {} },
    schedule: SCHEDULE,
    random: () => 0.5,
  });
  const post = (path: string, json?: unknown, headers = tenant.headers()) => call(`${svc.url}${path}`, { method: 'POST', headers, json });
  return {
    svc,
    tenant,
    receiver,
    down,
    async subscribe(path, body, headers = tenant.headers()) {
      const created = await post('/webhook/webhooks', { status: 'enabled', delivery_url: `${receiver.url}${path}`, ...body }, headers);
      if (created.status !== 201 || created.body.data.status !== 'enabled') throw new Error(`subscription to ${path} refused: ${created.text}`);
      return created.body.data.id as string;
    },
    async publish(event) {
      counter += 1;
      const published = await publishEvent(svc.store.db, {
        applicationId: tenant.appId,
        mode: 'sandbox',
        type: 'issue-tracking.ticket.created',
        unifiedApi: 'issue-tracking',
        serviceId: 'jira',
        consumerId: 'consumer-1',
        entityId: `ticket-${counter}`,
        entityType: 'ticket',
        entityUrl: `${svc.url}/issue-tracking/collections/10000/tickets/ticket-${counter}`,
        occurredAt: new Date(),
        detectedBy: 'native',
        ...event,
      });
      return published.eventId;
    },
    async drain() {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const made = await worker.runOnce();
        if (made > 0) continue;
        const [row] = await selectRows<{ pending: number }>(svc.store.db, sql`select count(*)::int as pending from webhook_deliveries d
          join webhook_subscriptions s on s.id = d.subscription_id where d.status = 'pending' and s.status = 'enabled'`);
        if (row!.pending === 0) return;
        if (Date.now() > deadline) throw new Error(`${row!.pending} deliveries still pending`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    get: (path, headers = tenant.headers()) => call(path.startsWith('http') ? path : `${svc.url}${path}`, { headers }),
    post,
    async close() {
      await sender.close();
      await receiver.close();
      await svc.close();
    },
  };
}
