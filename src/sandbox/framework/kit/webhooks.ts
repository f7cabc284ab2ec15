/**
 * Webhooks an emulated platform sends: to a URL a record names (Twilio's
 * StatusCallback) or to the subscriptions an account has set up at the
 * platform (Intercom's app webhooks, Vonage's account callback URLs; the
 * control plane stands in for the platform's dashboard). Each delivery is
 * signed the way the platform signs (the dialect's `webhooks`), sent once
 * with undici, and kept for tests.
 */
import { fetch } from 'undici';

export interface WebhookSigning {
  /** Headers that sign `body` (the exact bytes sent) with the subscription's secret. */
  sign(body: string, secret: string, url: string, at: number): Record<string, string>;
}

export interface Subscription {
  url: string;
  secret?: string | undefined;
  /** Event types to receive; all when absent. */
  events?: readonly string[] | undefined;
}

/** One webhook to send: the platform's payload for an event. */
export interface OutgoingWebhook {
  url: string;
  /** JSON value, or a string sent as is (a form). */
  body: unknown;
  contentType?: string;
  secret?: string | undefined;
  headers?: Record<string, string>;
}

export interface Delivery {
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
  /** Status the receiver answered; undefined when the delivery failed before an answer. */
  status?: number;
  error?: string;
  at: number;
}

export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly signing: WebhookSigning | undefined) {}

  send(webhook: OutgoingWebhook, at: number): void {
    const body = typeof webhook.body === 'string' ? webhook.body : JSON.stringify(webhook.body);
    const headers: Record<string, string> = {
      'content-type': webhook.contentType ?? 'application/json',
      'user-agent': 'svc-emulator-webhooks',
      ...webhook.headers,
      ...(webhook.secret && this.signing ? this.signing.sign(body, webhook.secret, webhook.url, at) : {}),
    };
    const delivery: Delivery = { url: webhook.url, requestHeaders: headers, requestBody: body, at };
    this.deliveries.push(delivery);
    // The most recent ones are enough for tests; a long run must not grow without bound.
    if (this.deliveries.length > 1000) this.deliveries.splice(0, this.deliveries.length - 1000);
    const sending = fetch(webhook.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      .then(async (answer) => {
        delivery.status = answer.status;
        await answer.body?.cancel();
      })
      .catch((error: unknown) => {
        delivery.error = (error as Error).message;
      })
      .finally(() => this.#pending.delete(sending));
    this.#pending.add(sending);
  }

  /** Waits for the deliveries under way (tests, and a clean close). */
  async settled(): Promise<void> {
    await Promise.all([...this.#pending]);
  }
}
