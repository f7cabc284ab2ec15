/**
 * Webhook subscriptions (the reference's /webhook/webhooks): what is allowed,
 * when the delivery URL is checked, and the status that follows from it.
 *
 * The delivery URL is checked on creation, whenever it changes, and whenever
 * a disabled subscription is enabled again. A URL that fails leaves the
 * subscription disabled with `delivery_url_validation_failed`; a later URL
 * that passes enables it again unless the caller asks for `disabled`.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../core/errors/api-error.js';
import type { HostResolver } from '../../core/ssrf/checked-lookup.js';
import type { Database } from '../../store/database.js';
import type { WebhookSubscriptionRow } from '../../store/schema.js';
import type { CredentialCipher } from '../../vault/credential-cipher.js';
import { isSubscribableEvent } from '../event-types.js';
import { checkDeliveryUrl } from './delivery-url.js';
import * as rows from './repository.js';
import type { SubscriptionScope } from './repository.js';
import { newSigningSecret, rotatedSecretColumns, sealSigningSecret } from './signing-secrets.js';

export type SubscriptionStatus = 'enabled' | 'disabled';
export const DELIVERY_URL_VALIDATION_FAILED = 'delivery_url_validation_failed';

export interface NewSubscriptionInput {
  unified_api: string;
  delivery_url: string;
  events: string[];
  status: SubscriptionStatus;
  description?: string | null;
}

export type SubscriptionPatch = Partial<Omit<NewSubscriptionInput, 'unified_api'>>;

/** A subscription with the secret shown this once (creation, rotation). */
export interface WithSecret {
  row: WebhookSubscriptionRow;
  secret: string;
}

export interface SubscriptionServiceOptions {
  db: Database;
  cipher: CredentialCipher;
  resolver: HostResolver;
  now: () => Date;
}

const notFound = (id: string) => new ApiError('EntityNotFoundError', { message: 'Webhook subscription not found', detail: { id } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Events as stored: each once, in the order given; every one must belong to the subscription's API (or Vault). */
function checkedEvents(unifiedApi: string, events: readonly string[]): string[] {
  const unknown = events.filter((event) => !isSubscribableEvent(unifiedApi, event));
  if (unknown.length > 0) {
    throw new ApiError('RequestValidationError', {
      message: `Events not available to a ${unifiedApi} subscription: ${unknown.join(', ')}`,
      detail: { events: unknown, unified_api: unifiedApi },
    });
  }
  return [...new Set(events)];
}

export class SubscriptionService {
  readonly #options: SubscriptionServiceOptions;

  constructor(options: SubscriptionServiceOptions) {
    this.#options = options;
  }

  async create(scope: SubscriptionScope, input: NewSubscriptionInput): Promise<WithSecret> {
    const { db, cipher } = this.#options;
    const events = checkedEvents(input.unified_api, input.events);
    const urlPassed = await this.#urlPasses(scope, input.delivery_url);
    const id = randomUUID();
    const secret = newSigningSecret();
    const now = this.#options.now();
    const row = await rows.insertSubscription(db, {
      id,
      applicationId: scope.applicationId,
      mode: scope.mode,
      unifiedApi: input.unified_api,
      description: input.description ?? null,
      deliveryUrl: input.delivery_url,
      events,
      status: urlPassed ? input.status : 'disabled',
      disabledReason: urlPassed ? null : DELIVERY_URL_VALIDATION_FAILED,
      signingSecret: sealSigningSecret(cipher, id, secret),
      previousSigningSecret: null,
      previousSigningSecretExpiresAt: null,
      onlyNamedRecords: false,
      createdAt: now,
      updatedAt: now,
    });
    return { row, secret };
  }

  list(scope: SubscriptionScope, page: { after?: string | undefined; limit: number }): Promise<WebhookSubscriptionRow[]> {
    return rows.listSubscriptions(this.#options.db, scope, page);
  }

  async get(scope: SubscriptionScope, id: string): Promise<WebhookSubscriptionRow> {
    const row = UUID.test(id) ? await rows.findSubscription(this.#options.db, scope, id) : undefined;
    if (!row) throw notFound(id);
    return row;
  }

  async update(scope: SubscriptionScope, id: string, patch: SubscriptionPatch): Promise<WebhookSubscriptionRow> {
    const current = await this.get(scope, id);
    const changes: rows.SubscriptionChanges = {};
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.events !== undefined) changes.events = checkedEvents(current.unifiedApi, patch.events);
    const urlChanged = patch.delivery_url !== undefined && patch.delivery_url !== current.deliveryUrl;
    if (urlChanged) changes.deliveryUrl = patch.delivery_url;
    // A subscription the service disabled for its URL comes back when the URL is fixed, unless the caller says otherwise.
    const wanted = patch.status ?? (urlChanged && current.disabledReason === DELIVERY_URL_VALIDATION_FAILED ? 'enabled' : current.status);
    const mustCheck = urlChanged || (wanted === 'enabled' && current.status === 'disabled');
    if (mustCheck && !(await this.#urlPasses(scope, patch.delivery_url ?? current.deliveryUrl))) {
      changes.status = 'disabled';
      changes.disabledReason = DELIVERY_URL_VALIDATION_FAILED;
    } else if (wanted === 'enabled') {
      changes.status = 'enabled';
      changes.disabledReason = null;
    } else {
      changes.status = 'disabled';
      // Disabled by the caller: no reason of the service's; otherwise the service's reason stands.
      if (patch.status === 'disabled') changes.disabledReason = null;
    }
    const row = await rows.updateSubscription(this.#options.db, scope, id, changes, this.#options.now());
    if (!row) throw notFound(id);
    return row;
  }

  async delete(scope: SubscriptionScope, id: string): Promise<WebhookSubscriptionRow> {
    const row = UUID.test(id) ? await rows.deleteSubscription(this.#options.db, scope, id) : undefined;
    if (!row) throw notFound(id);
    return row;
  }

  /** A new signing secret; the current one keeps signing deliveries beside it for the overlap. */
  async rotateSecret(scope: SubscriptionScope, id: string): Promise<WithSecret> {
    if (!UUID.test(id)) throw notFound(id);
    const secret = newSigningSecret();
    // Locked: of two rotations at once, the second sees the first's secret and keeps it as the previous one.
    const row = await this.#options.db.transaction().execute(async (tx) => {
      const current = await rows.findSubscription(tx, scope, id, true);
      if (!current) return undefined;
      const now = this.#options.now();
      return rows.updateSubscription(tx, scope, id, rotatedSecretColumns(this.#options.cipher, current, secret, now), now);
    });
    if (!row) throw notFound(id);
    return { row, secret };
  }

  async #urlPasses(scope: SubscriptionScope, url: string): Promise<boolean> {
    return (await checkDeliveryUrl(url, scope.mode, this.#options.resolver)).ok;
  }
}
