/**
 * Which connection serves a unified call: the consumer's one active connection
 * for the unified API, or the one named by `x-svc-service-id`. Each way this
 * can fail has its own error type, so a caller knows what to fix.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition, ResourceBinding } from '../connectors/framework/define.js';
import { findBinding, type ConnectorRegistry } from '../connectors/registry.js';
import type { ResourceDeclaration } from '../unified/define.js';
import type { ResolvedConnection, TenantScope, Vault } from '../vault/vault.js';
import { requireCallableConnection, requireEnabledConnection } from './usable-connection.js';

export interface Resolution {
  connection: ResolvedConnection;
  connector: ConnectorDefinition;
  binding: ResourceBinding;
}

export async function resolveConnection(
  vault: Vault,
  connectors: ConnectorRegistry,
  scope: TenantScope,
  consumerId: string,
  resource: ResourceDeclaration,
  serviceId: string | undefined,
): Promise<Resolution> {
  if (serviceId !== undefined) connectors.require(resource.api, serviceId);

  const all = await vault.resolvedConnections(scope, consumerId);
  const configured = all.filter((connection) => connection.unifiedApi === resource.api && connection.state !== 'available');
  let connection: ResolvedConnection | undefined;
  if (serviceId !== undefined) {
    connection = configured.find((candidate) => candidate.serviceId === serviceId);
    if (!connection) {
      throw new ApiError('ConnectionNotFoundError', {
        message: `The consumer has no ${serviceId} connection for the ${resource.api} API`,
        detail: { consumer_id: consumerId, service_id: serviceId },
      });
    }
  } else {
    const enabled = configured.filter((candidate) => candidate.enabled);
    if (enabled.length > 1) {
      throw new ApiError('RequestHeadersValidationError', {
        message: `The consumer has several ${resource.api} connections; choose one with the x-svc-service-id header`,
        detail: { missing: [{ 'x-svc-service-id': 'required' }], connections: enabled.map((candidate) => candidate.serviceId) },
      });
    }
    connection = enabled[0] ?? configured[0];
    if (!connection) {
      throw new ApiError('ConnectionNotFoundError', {
        message: `The consumer has no connection for the ${resource.api} API`,
        detail: { consumer_id: consumerId, unified_api: resource.api },
      });
    }
  }

  await requireEnabledConnection(vault, scope, connection);
  const connector = connectors.find(connection.serviceId);
  if (!connector) {
    throw new ApiError('ConnectorNotFoundError', { message: `Connector "${connection.serviceId}" is no longer available` });
  }
  requireCallableConnection(connector, connection);
  const binding = findBinding(connector, resource.key);
  if (!binding) {
    throw new ApiError('ConnectorOperationUnsupportedError', {
      message: `${connector.name} does not offer ${resource.api} ${resource.id}`,
      detail: { service_id: connector.id, resource: resource.id },
    });
  }
  return { connection, connector, binding };
}
