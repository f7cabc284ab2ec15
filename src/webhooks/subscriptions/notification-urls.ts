/**
 * A URL named in a record's notification field (the SMS Message's
 * `webhook_url`, SPEC.md: it "receives delivery notifications of that
 * message"): the record's `updated` events reach it as ordinary Standard
 * Webhooks deliveries, through the same durable outbox. The service keeps
 * one implicit subscription per application, key mode and URL, listed under
 * /webhook/webhooks like any other (its secret is obtained with
 * rotate-secret), which receives only the events of the records that named it
 * (`onlyNamedRecords`, webhook_subscription_records).
 *
 * The URL is checked as a subscription's delivery URL is: one that is not an
 * http(s) URL is refused before the record is written (400, as the
 * subscription routes refuse it); one that fails the address check (a
 * private address, a name that does not resolve, plain http to another
 * machine) leaves the implicit subscription disabled with
 * `delivery_url_validation_failed`, and a later record naming the URL when it
 * passes enables it again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ApiError } from '../../core/errors/api-error.js';
import type { HostResolver } from '../../core/ssrf/checked-lookup.js';
import type { Database } from '../../store/database.js';
import type { CredentialCipher } from '../../vault/credential-cipher.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { checkDeliveryUrl } from './delivery-url.js';
import * as rows from './repository.js';
import type { SubscriptionScope } from './repository.js';
import { newSigningSecret, sealSigningSecret } from './signing-secrets.js';
import { DELIVERY_URL_VALIDATION_FAILED } from './subscriptions.js';

/** As the subscription routes' delivery_url. */
const MAX_URL_LENGTH = 2048;

export interface NotifiedRecord {
  serviceId: string;
  consumerId: string;
  entityId: string;
}

export interface NotificationUrlsOptions {
  db: Database;
  cipher: CredentialCipher;
  resolver: HostResolver;
  now: () => Date;
}

/** The description of an implicit subscription: "Delivery notifications of messages sent with webhook_url". */
export function notificationDescription(resource: ResourceDeclaration): string {
  return `Delivery notifications of ${resource.name.toLowerCase()} sent with ${resource.notificationUrlField ?? 'a notification URL'}`;
}

export class NotificationUrls {
  readonly #options: NotificationUrlsOptions;

  constructor(options: NotificationUrlsOptions) {
    this.#options = options;
  }

  /** RequestValidationError unless `url` is an http(s) URL a subscription's delivery_url could be. */
  check(field: string, url: string): void {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && url.length <= MAX_URL_LENGTH) return;
    throw new ApiError('RequestValidationError', {
      message: `${field} must be an http or https URL of at most ${MAX_URL_LENGTH} characters`,
      detail: { [field]: parsed ? 'scheme_not_allowed' : 'invalid_url' },
    });
  }

  /** Subscribes `url` to the `updated` events of one record (the implicit subscription is made on first use). */
  async notify(scope: SubscriptionScope, resource: ResourceDeclaration, url: string, record: NotifiedRecord): Promise<string> {
    const type = `${resource.api}.${resource.singular}.updated`;
    // Resolved outside the transaction: a slow name must not hold the lock below.
    const passes = (await checkDeliveryUrl(url, scope.mode, this.#options.resolver)).ok;
    return this.#options.db.transaction().execute(async (tx) => {
      // One implicit subscription per application, mode and URL, even when two instances send the first message at once.
      await sql`select pg_advisory_xact_lock(hashtext(${`notification-url|${scope.applicationId}|${scope.mode}|${url}`}))`.execute(tx);
      const existing = await this.#existing(tx, scope, resource.api, url);
      if (existing && passes && existing.disabledReason === DELIVERY_URL_VALIDATION_FAILED) {
        await rows.updateSubscription(tx, scope, existing.id, { status: 'enabled', disabledReason: null }, this.#options.now());
      }
      const subscriptionId = existing?.id ?? (await this.#create(tx, scope, resource, url, type, passes));
      await tx
        .insertInto('webhookSubscriptionRecords')
        .values({ subscriptionId, serviceId: record.serviceId, consumerId: record.consumerId, entityType: resource.singular, entityId: record.entityId, createdAt: this.#options.now() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return subscriptionId;
    });
  }

  async #existing(tx: Database, scope: SubscriptionScope, unifiedApi: string, url: string) {
    return tx
      .selectFrom('webhookSubscriptions')
      .select(['id', 'disabledReason'])
      .where('applicationId', '=', scope.applicationId)
      .where('mode', '=', scope.mode)
      .where('unifiedApi', '=', unifiedApi)
      .where('deliveryUrl', '=', url)
      .where('onlyNamedRecords', '=', true)
      .orderBy('createdAt')
      .limit(1)
      .executeTakeFirst();
  }

  async #create(tx: Database, scope: SubscriptionScope, resource: ResourceDeclaration, url: string, type: string, passes: boolean): Promise<string> {
    const id = randomUUID();
    const now = this.#options.now();
    await rows.insertSubscription(tx, {
      id,
      applicationId: scope.applicationId,
      mode: scope.mode,
      unifiedApi: resource.api,
      description: notificationDescription(resource),
      deliveryUrl: url,
      events: [type],
      status: passes ? 'enabled' : 'disabled',
      disabledReason: passes ? null : DELIVERY_URL_VALIDATION_FAILED,
      // Shown to no one now: the application reads it with rotate-secret, which also starts its own overlap.
      signingSecret: sealSigningSecret(this.#options.cipher, id, newSigningSecret()),
      previousSigningSecret: null,
      previousSigningSecretExpiresAt: null,
      onlyNamedRecords: true,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }
}
