/**
 * Webhook delivery, assembled: publishEvent writes events and their
 * deliveries; startWebhookDelivery runs an instance's worker.
 */
import type { Keyring } from '../../core/keyring.js';
import { systemResolver, type HostResolver } from '../../core/ssrf/checked-lookup.js';
import { CredentialCipher } from '../../vault/credential-cipher.js';
import { ATTEMPT_TIMEOUT_MS, WebhookSender } from './sender.js';
import { DeliveryWorker, type DeliveryWorkerOptions } from './worker.js';

export { publishEvent, type PublishedEvent, type Publication } from './publish.js';
export { DeliveryWorker } from './worker.js';
export { WebhookSender } from './sender.js';
export { DEFAULT_RETRY_SCHEDULE, type RetrySchedule } from './schedule.js';

export interface WebhookDeliveryOptions extends Omit<DeliveryWorkerOptions, 'cipher' | 'sender'> {
  keyring: Keyring;
  /** Resolves delivery URL hosts at connect time (tests map names); the system's DNS by default. */
  resolver?: HostResolver | undefined;
}

export interface WebhookDelivery {
  worker: DeliveryWorker;
  /**
   * Stops polling and waits up to `graceMs` for the attempts in flight, then
   * cuts their connections: an attempt cut short is recorded failed and
   * retried on the schedule by any instance. (An instance killed outright
   * records nothing; its attempt is made again when its lease expires.)
   */
  stop(graceMs?: number): Promise<void>;
}

/** Starts this instance's delivery worker, with the signing secrets' key of the subscriptions (`webhook-secrets`). */
export function startWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const { keyring, resolver, ...rest } = options;
  const sender = new WebhookSender({ resolver: resolver ?? systemResolver });
  const worker = new DeliveryWorker({ ...rest, cipher: new CredentialCipher(keyring.key('webhook-secrets')), sender });
  worker.start();
  return {
    worker,
    async stop(graceMs = ATTEMPT_TIMEOUT_MS) {
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'grace over'>((resolve) => {
        timer = setTimeout(() => resolve('grace over'), graceMs);
      });
      const stopped = worker.stop();
      const first = await Promise.race([stopped.then(() => 'stopped' as const), graceOver]);
      clearTimeout(timer);
      if (first === 'stopped') {
        await sender.close();
        return;
      }
      await sender.destroy();
      // The cut attempts fail at once and are recorded before the store closes.
      await stopped;
    },
  };
}
