/**
 * Webhook subscriptions, assembled: the service (with its own key for the
 * signing secrets) and its routes, whose reads say which connections the
 * poller covers.
 */
import type { FastifyInstance } from 'fastify';
import type { CursorCodec } from '../../core/cursor.js';
import type { Keyring } from '../../core/keyring.js';
import { systemResolver, type HostResolver } from '../../core/ssrf/checked-lookup.js';
import type { Database } from '../../store/database.js';
import { CredentialCipher } from '../../vault/credential-cipher.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import { pollingCoverageOf } from './polling-coverage.js';
import { registerSubscriptionRoutes } from './routes.js';
import { SubscriptionService } from './subscriptions.js';

export { activeSigningSecrets } from './signing-secrets.js';
export { resolveDeliveryHost, deliveryAddressAllowed } from './delivery-url.js';
export { SubscriptionService } from './subscriptions.js';

export interface WebhookHooks {
  /** Resolves delivery URL hosts (tests map names without a network); the system's DNS by default. */
  resolver?: HostResolver | undefined;
}

export interface WebhookSubscriptionsOptions extends WebhookHooks {
  db: Database;
  /** The connectors served: what their platforms and the poller cover (`polling_coverage`). */
  connectors: ConnectorRegistry;
  keyring: Keyring;
  cursors: CursorCodec;
  publicUrl: string;
  now: () => Date;
}

export function registerWebhookSubscriptions(app: FastifyInstance, options: WebhookSubscriptionsOptions): SubscriptionService {
  const subscriptions = new SubscriptionService({
    db: options.db,
    cipher: new CredentialCipher(options.keyring.key('webhook-secrets')),
    resolver: options.resolver ?? systemResolver,
    now: options.now,
  });
  registerSubscriptionRoutes(app, {
    subscriptions,
    cursors: options.cursors,
    publicUrl: options.publicUrl,
    coverage: (scope, rows) => pollingCoverageOf(options.db, options.connectors, scope, rows, options.now()),
  });
  return subscriptions;
}
