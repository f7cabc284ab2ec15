/**
 * The set-up the native-webhook end-to-end tests share: the service with some
 * emulators, its delivery worker polling quickly, its registration sweep
 * running, a tenant subscribed to every event of one unified API, and a
 * receiver for the deliveries.
 */
import { expect } from 'vitest';
import type { Backend } from '../helpers/backends.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { startWebhookDelivery } from '../../src/webhooks/delivery/index.js';

type Emulators = NonNullable<Parameters<typeof startTestService>[0]>['emulators'];

export interface NativeInboundFixture {
  svc: TestService;
  tenant: Tenant;
  receiver: WebhookReceiver;
  /** The subscription's signing secret. */
  secret: string;
  close(): Promise<void>;
}

/** Deliveries of `unifiedApi`'s events go to `${receiver.url}${path}`. */
/** `record`: the emulators keep every exchange (for contract checks). */
export async function openNativeInboundFixture(backend: Backend, emulators: Emulators, unifiedApi: string, path: string, record = false): Promise<NativeInboundFixture> {
  const receiver = await startWebhookReceiver();
  const svc = await startTestService({ backend, emulators, record });
  const delivery = startWebhookDelivery({ db: svc.store.db, keyring: svc.keyring, log: { warn() {}, error() {} }, pollIntervalMs: 20 });
  svc.service.inboundRegistrar.start();
  const tenant = await svc.tenant();
  const subscription = await call(`${svc.url}/webhook/webhooks`, {
    method: 'POST',
    headers: tenant.headers(),
    json: { unified_api: unifiedApi, delivery_url: `${receiver.url}${path}`, events: ['*'], status: 'enabled' },
  });
  expect(subscription.status, subscription.text).toBe(201);
  return {
    svc,
    tenant,
    receiver,
    secret: subscription.body.data.secret as string,
    async close() {
      await svc.service.inboundRegistrar.stop();
      await delivery.stop(1_000);
      await svc.close();
      await receiver.close();
    },
  };
}
