/**
 * How OAuth tokens enter and leave a connection: stored after a consent or an
 * import, forgotten on revocation. Tokens live only in the encrypted
 * credentials; settings the platform revealed while authorizing are plain.
 */
import type { ConnectionState } from '../connection-view.js';
import type { OAuthTokens } from '../connection-settings.js';
import type { TenantScope, Vault } from '../vault.js';

export async function saveAuthorization(
  vault: Vault,
  scope: TenantScope,
  consumerId: string,
  unifiedApi: string,
  serviceId: string,
  tokens: OAuthTokens,
  discovered: Record<string, string>,
) {
  return vault.writeConnection(scope, consumerId, unifiedApi, serviceId, (current) => ({
    split: { plain: { ...current.plain, ...discovered }, secret: current.secret, tokens },
    stateReason: null,
    lastRefreshFailedAt: null,
  }));
}

export async function forgetAuthorization(vault: Vault, scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string) {
  const connector = vault.connectors.require(unifiedApi, serviceId);
  const discovered = new Set(connector.oauth?.discoveredSettings ?? []);
  return vault.writeConnection(scope, consumerId, unifiedApi, serviceId, (current) => ({
    split: { plain: Object.fromEntries(Object.entries(current.plain).filter(([id]) => !discovered.has(id))), secret: current.secret },
    stateReason: null,
    lastRefreshFailedAt: null,
    // Revoked only where there was an authorization to revoke.
    ...(current.tokens ? { report: ['vault.connection.revoked'] as const } : {}),
  }));
}

/** The reason stays on the row so the connection says why it stopped working. */
export async function markInvalid(vault: Vault, scope: TenantScope, consumerId: string, unifiedApi: string, serviceId: string, reason: string) {
  const state: ConnectionState = 'invalid';
  return vault.writeConnection(scope, consumerId, unifiedApi, serviceId, (current) => ({ split: current, state, stateReason: reason.slice(0, 500) }));
}
