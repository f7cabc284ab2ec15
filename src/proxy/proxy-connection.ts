/**
 * Which connection a proxy call uses: the consumer's connection to the
 * connector named by `x-svc-service-id`, in the unified API named by
 * `x-svc-unified-api` when the consumer has that connector under several.
 * The same failures as a unified call, with the same error types.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { ResolvedConnection, TenantScope, Vault } from '../vault/vault.js';
import { requireCallableConnection, requireEnabledConnection } from '../gateway/usable-connection.js';

export interface ProxyConnection {
  connection: ResolvedConnection;
  connector: ConnectorDefinition;
}

export async function resolveProxyConnection(
  vault: Vault,
  connectors: ConnectorRegistry,
  scope: TenantScope,
  consumerId: string,
  serviceId: string,
  unifiedApi: string | undefined,
  options: { credentialsNeeded: boolean },
): Promise<ProxyConnection> {
  const connector = unifiedApi !== undefined ? connectors.require(unifiedApi, serviceId) : connectors.find(serviceId);
  if (!connector) {
    throw new ApiError('ConnectorNotFoundError', {
      message: `Unknown connector "${serviceId.slice(0, 64)}"`,
      detail: { service_id: serviceId.slice(0, 64) },
    });
  }

  const all = await vault.resolvedConnections(scope, consumerId);
  // A connection serving several unified APIs is listed once per API: without one named, it counts once.
  const configured = all.filter(
    (candidate, index) =>
      candidate.serviceId === serviceId && candidate.state !== 'available' && (unifiedApi === undefined ? all.findIndex((other) => other.id === candidate.id) === index : candidate.unifiedApi === unifiedApi),
  );
  const enabled = configured.filter((candidate) => candidate.enabled);
  if (enabled.length > 1) {
    throw new ApiError('RequestHeadersValidationError', {
      message: `The consumer has ${connector.name} connections in several unified APIs; choose one with the x-svc-unified-api header`,
      detail: { missing: [{ 'x-svc-unified-api': 'required' }], unified_apis: enabled.map((candidate) => candidate.unifiedApi) },
    });
  }
  const connection = enabled[0] ?? configured[0];
  if (!connection) {
    throw new ApiError('ConnectionNotFoundError', {
      message: `The consumer has no ${connector.name} connection`,
      detail: { consumer_id: consumerId, service_id: serviceId, ...(unifiedApi !== undefined ? { unified_api: unifiedApi } : {}) },
    });
  }
  await requireEnabledConnection(vault, scope, connection);
  if (options.credentialsNeeded) requireCallableConnection(connector, connection);
  return { connection, connector };
}
