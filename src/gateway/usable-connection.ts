/**
 * The checks every downstream call makes on the connection it found, shared by
 * unified calls and the Proxy API so both refuse with the same error types:
 * enabled, offered by the application, and (when its credentials are used)
 * complete and authorized.
 */
import { ApiError } from '../core/errors/api-error.js';
import { missingSettings, type ConnectorDefinition } from '../connectors/framework/define.js';
import { clientCredentialSettings, ownClientOf } from '../connectors/framework/oauth.js';
import type { ResolvedConnection, TenantScope, Vault } from '../vault/vault.js';

export async function requireEnabledConnection(vault: Vault, scope: TenantScope, connection: ResolvedConnection): Promise<void> {
  if (!connection.enabled) {
    throw new ApiError('ConnectorDisabledError', {
      message: `The ${connection.serviceId} connection is disabled`,
      detail: { service_id: connection.serviceId },
    });
  }
  await vault.requireIntegration(scope, connection.serviceId);
}

export function requireCallableConnection(connector: ConnectorDefinition, connection: ResolvedConnection): void {
  const missing = missingSettings(connector, connection.values);
  if (missing.length > 0) {
    throw new ApiError('ConnectionSettingsError', {
      message: `The ${connector.name} connection lacks required settings: ${missing.join(', ')}`,
      detail: { missing },
    });
  }
  if (connection.state === 'invalid' && ownClientOf(connector.oauth, connection.values)) {
    // The platform refused the connection's own client: a settings problem the consumer corrects.
    const settings = clientCredentialSettings(connector.oauth);
    throw new ApiError('ConnectionSettingsError', {
      message: `${connector.name} refused the connection's client credentials; correct its ${settings.join(', ')} settings (the connection's state_reason says why)`,
      detail: { state: connection.state, settings },
    });
  }
  if (connection.state !== 'callable') {
    throw new ApiError('ConnectorCredentialsError', {
      message: `The ${connector.name} connection is not authorized (state: ${connection.state})`,
      detail: { state: connection.state },
    });
  }
}
