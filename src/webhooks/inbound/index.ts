/**
 * The platforms' own webhooks, assembled: the receiving routes
 * (`/webhook/w/{id}/{serviceId}`), the registration of the service's webhooks
 * at the platforms (started by `npm start`, stopped in the shutdown), the
 * inbound URLs unified writes name (Twilio's StatusCallback) and the SMS
 * `webhook_url` subscriptions, and the Connection view's `subscriptions`.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import type { Keyring } from '../../core/keyring.js';
import { systemResolver, type HostResolver } from '../../core/ssrf/checked-lookup.js';
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { ConnectorCallDeps } from '../../gateway/connector-call.js';
import type { UnifiedWebhookHooks } from '../../gateway/unified-webhooks.js';
import type { Database } from '../../store/database.js';
import { CredentialCipher } from '../../vault/credential-cipher.js';
import { AppOAuthClients, type IntegrationsPort, type SandboxOAuthClient } from '../../vault/oauth/app-clients.js';
import type { Vault } from '../../vault/vault.js';
import { NotificationUrls } from '../subscriptions/notification-urls.js';
import { InboundUrls } from './connection-subscriptions.js';
import type { EndpointKey } from './endpoints.js';
import { InboundRegistrar } from './registrar.js';
import { InboundReceiver } from './receiver.js';
import { registerInboundRoutes } from './routes.js';

export { InboundRegistrar } from './registrar.js';
export { InboundUrls, type ConnectionSubscriptionView } from './connection-subscriptions.js';
export { connectionCoverages, countConnectionsByState, overallState, type ConnectionCoverage } from './coverage.js';

export interface InboundWebhookOptions extends Omit<ConnectorCallDeps, 'vault'> {
  db: Database;
  keyring: Keyring;
  connectors: ConnectorRegistry;
  vault: Vault;
  integrations: IntegrationsPort;
  sandboxOAuthClients: Readonly<Record<string, SandboxOAuthClient>>;
  publicUrl: string;
  bodyLimitBytes: number;
  downstreamTimeoutMs: number;
  /** How long an endpoint's row is kept between a connection's webhooks (SVC_CACHE_TTL_MS). */
  cacheTtlMs: number;
  log: FastifyBaseLogger;
  /** Checks notification URLs (SMS `webhook_url`); the system's DNS by default. */
  resolver?: HostResolver | undefined;
  now?: () => Date;
}

export interface InboundWebhooksAssembly {
  /** Not started: `npm start` starts it (every instance runs one; leases keep them from doubling work). */
  registrar: InboundRegistrar;
  urls: InboundUrls;
  /** For the unified routes (UnifiedDeps.webhooks). */
  unified: UnifiedWebhookHooks;
}

export function registerInboundWebhooks(app: FastifyInstance, options: InboundWebhookOptions): InboundWebhooksAssembly {
  const now = options.now ?? (() => new Date());
  const cipher = new CredentialCipher(options.keyring.key('inbound-webhooks'));
  const clients = new AppOAuthClients(options.integrations, options.sandboxOAuthClients);
  const urls = new InboundUrls(options.db, options.publicUrl, now);
  const receiver = new InboundReceiver({
    db: options.db,
    cipher,
    connectors: options.connectors,
    connection: async (key) => (await options.vault.resolvedConnections(key, key.consumerId)).find((connection) => connection.unifiedApi === key.unifiedApi && connection.serviceId === key.serviceId),
    clientSecret: (key, connector) => oauthClientSecret(clients, key, connector),
    publicUrl: options.publicUrl,
    log: options.log,
    cacheTtlMs: options.cacheTtlMs,
    now,
  });
  registerInboundRoutes(app, receiver, options.bodyLimitBytes);

  const registrar = new InboundRegistrar({
    db: options.db,
    cipher,
    connectors: options.connectors,
    calls: { vault: options.vault, targets: options.targets, pacing: options.pacing },
    publicUrl: options.publicUrl,
    budgetMs: options.downstreamTimeoutMs,
    log: options.log,
    now,
  });
  options.vault.changes.listen((change) => registrar.onConnectionChange(change));
  options.vault.attachConnectionSubscriptions((scope, consumerId, unifiedApi, connector) =>
    urls.subscriptionsOf({ ...scope, consumerId, unifiedApi, serviceId: connector.id }, connector),
  );

  const notifications = new NotificationUrls({
    db: options.db,
    cipher: new CredentialCipher(options.keyring.key('webhook-secrets')),
    resolver: options.resolver ?? systemResolver,
    now,
  });
  const unified: UnifiedWebhookHooks = {
    inboundUrl: (scope, consumerId, connection) => urls.urlFor({ ...scope, consumerId, unifiedApi: connection.unifiedApi, serviceId: connection.serviceId }),
    checkNotificationUrl: (field, url) => notifications.check(field, url),
    notify: async (scope, resource, url, record) => {
      await notifications.notify(scope, resource, url, record);
    },
  };
  return { registrar, urls, unified };
}

/** The application's OAuth client secret for the connector (the sandbox's own in sandbox mode); none when it has no OAuth. */
async function oauthClientSecret(clients: AppOAuthClients, key: EndpointKey, connector: ConnectorDefinition): Promise<string | undefined> {
  if (!connector.oauth) return undefined;
  try {
    return (await clients.client(key.applicationId, key.mode, connector)).clientSecret;
  } catch (error) {
    if (error instanceof ApiError && error.typeName === 'OAuthCredentialsNotFoundError') return undefined;
    throw error;
  }
}
