/** A store with an application and a subscription service, for the delivery tests. */
import { randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { Keyring } from '../../src/core/keyring.js';
import { insertApplication } from '../../src/store/repositories/applications.js';
import { CredentialCipher } from '../../src/vault/credential-cipher.js';
import type { PublishedEvent } from '../../src/webhooks/delivery/publish.js';
import { WebhookSender } from '../../src/webhooks/delivery/sender.js';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../../src/webhooks/delivery/worker.js';
import { SubscriptionService, type NewSubscriptionInput } from '../../src/webhooks/subscriptions/subscriptions.js';
import { openTestStore, type Backend, type TestStore } from '../helpers/backends.js';

export const APP = 'app_delivery';
export const SANDBOX = { applicationId: APP, mode: 'sandbox' as const };

/** Names the tests resolve, changeable between a subscription's creation and its deliveries. */
export class TestResolver {
  readonly names = new Map<string, string>();
  readonly resolve = async (hostname: string): Promise<LookupAddress[]> => {
    const address = this.names.get(hostname);
    if (!address) throw new Error(`ENOTFOUND ${hostname}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
}

export interface DeliveryFixture {
  store: TestStore;
  keyring: Keyring;
  cipher: CredentialCipher;
  resolver: TestResolver;
  subscriptions: SubscriptionService;
  subscribe(input: Partial<NewSubscriptionInput> & { delivery_url: string }, scope?: { applicationId: string; mode: 'sandbox' | 'live' }): Promise<{ id: string; secret: string }>;
  worker(options?: Partial<DeliveryWorkerOptions>): DeliveryWorker;
  dispose(): Promise<void>;
}

export async function openDeliveryFixture(backend: Backend, now: () => Date = () => new Date()): Promise<DeliveryFixture> {
  const store = await openTestStore(backend);
  await insertApplication(store.db, { id: APP, name: 'Delivery test' });
  const keyring = new Keyring(randomBytes(32));
  const cipher = new CredentialCipher(keyring.key('webhook-secrets'));
  const resolver = new TestResolver();
  const subscriptions = new SubscriptionService({ db: store.db, cipher, resolver: resolver.resolve, now });
  const senders: WebhookSender[] = [];
  return {
    store,
    keyring,
    cipher,
    resolver,
    subscriptions,
    async subscribe(input, scope = SANDBOX) {
      const { row, secret } = await subscriptions.create(scope, { unified_api: 'issue-tracking', events: ['*'], status: 'enabled', ...input });
      if (row.status !== 'enabled') throw new Error(`the test subscription was saved ${row.status} (${row.disabledReason})`);
      return { id: row.id, secret };
    },
    worker(options = {}) {
      const sender = new WebhookSender({ resolver: resolver.resolve });
      senders.push(sender);
      return new DeliveryWorker({ db: store.db, cipher, sender, log: { warn() {}, error() {} }, now, pollIntervalMs: 20, random: () => 0.5, ...options });
    },
    async dispose() {
      await Promise.all(senders.map((sender) => sender.close()));
      await store.dispose();
    },
  };
}

let counter = 0;

/** An issue-tracking event of the sandbox application, for entity `entityId`. */
export function ticketEvent(entityId: string, type = 'issue-tracking.ticket.created', overrides: Partial<PublishedEvent> = {}): PublishedEvent {
  counter += 1;
  return {
    applicationId: APP,
    mode: 'sandbox',
    type,
    unifiedApi: 'issue-tracking',
    serviceId: 'jira',
    consumerId: 'consumer-1',
    entityId,
    entityType: 'ticket',
    entityUrl: `http://127.0.0.1:8080/issue-tracking/collections/10000/tickets/${entityId}`,
    // Later for each event made: tests publish a record's changes in the order they occurred unless they say otherwise.
    occurredAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 0) + counter * 1000),
    detectedBy: 'native',
    ...overrides,
  };
}
