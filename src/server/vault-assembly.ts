/**
 * Builds the vault with its OAuth machinery. The pieces need one another
 * (links and refresh need the vault; the vault shows links and refreshes), so
 * they are put together here, once, rather than by each caller.
 */
import type { Keyring } from '../core/keyring.js';
import type { PacingProvider } from '../connectors/framework/pacing.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import type { Database } from '../store/database.js';
import type { ChangeLog } from '../vault/connection-changes.js';
import type { CheckDeps } from '../vault/connection-checks.js';
import { validateConnection } from '../vault/connection-checks.js';
import { CredentialCipher } from '../vault/credential-cipher.js';
import { AppOAuthClients, type IntegrationsPort, type SandboxOAuthClient } from '../vault/oauth/app-clients.js';
import { OAuthFlow } from '../vault/oauth/oauth-flow.js';
import { PlatformOAuthClient } from '../vault/oauth/platform-client.js';
import { OAuthStateSigner } from '../vault/oauth/state-tokens.js';
import { DEFAULT_REFRESH_TIMING, TokenRefresher, type RefreshObserver, type TokenRefreshTiming } from '../vault/oauth/token-refresh.js';
import { Vault } from '../vault/vault.js';

export interface VaultAssemblyOptions {
  db: Database;
  keyring: Keyring;
  connectors: ConnectorRegistry;
  targets: DownstreamTargets;
  integrations: IntegrationsPort;
  sandboxOAuthClients: Readonly<Record<string, SandboxOAuthClient>>;
  publicUrl: string;
  cacheTtlMs: number;
  downstreamTimeoutMs: number;
  /** Longest a platform rate limit holds a check (SVC_DOWNSTREAM_WAIT_MS). */
  downstreamWaitMs?: number | undefined;
  refreshTiming?: TokenRefreshTiming | undefined;
  /** The gateway's shared downstream token buckets (validate calls the platform too). */
  pacing?: PacingProvider | undefined;
  /** Told of every token refresh (metrics). */
  onRefresh?: RefreshObserver | undefined;
  /** Where failures of connection-change listeners are logged (the app's logger). */
  log?: ChangeLog | undefined;
}

export function assembleVault(options: VaultAssemblyOptions) {
  const platform = new PlatformOAuthClient(options.targets);
  const clients = new AppOAuthClients(options.integrations, options.sandboxOAuthClients);
  let flow: OAuthFlow | undefined;
  const vault = new Vault(options.db, CredentialCipher.of(options.keyring), options.connectors, options.cacheTtlMs, {
    links: { forConnection: (...args) => (flow as OAuthFlow).forConnection(...args) },
    requireEnabled: (scope, serviceId) => options.integrations.requireEnabled(scope, serviceId),
    log: options.log,
  });
  flow = new OAuthFlow({
    db: options.db,
    vault,
    connectors: options.connectors,
    signer: new OAuthStateSigner(options.keyring.key('oauth-state')),
    platform,
    clients,
    publicUrl: options.publicUrl,
  });
  const refresher = new TokenRefresher(vault, platform, clients, options.refreshTiming ?? DEFAULT_REFRESH_TIMING, options.onRefresh);
  const checks: CheckDeps = { vault, targets: options.targets, refresher, downstreamTimeoutMs: options.downstreamTimeoutMs, downstreamWaitMs: options.downstreamWaitMs, pacing: options.pacing };
  const oauthFlow = flow;
  vault.attachPlatformOperations({
    validate: (...key) => validateConnection(checks, ...key),
    revoke: (...key) => oauthFlow.revokeConnection(...key),
    fresh: (scope, consumerId, connection, refresh) => refresher.fresh(scope, consumerId, connection, refresh),
  });
  return { vault, flow: oauthFlow, refresher, checks };
}
