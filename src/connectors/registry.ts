/**
 * The set of connectors a service instance serves. Passed in rather than
 * imported, so tests (and deployments) can serve a different set.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition, ResourceBinding } from './framework/define.js';

export class ConnectorRegistry {
  readonly all: readonly ConnectorDefinition[];
  readonly #byId: ReadonlyMap<string, ConnectorDefinition>;

  constructor(connectors: readonly ConnectorDefinition[]) {
    const byId = new Map<string, ConnectorDefinition>();
    for (const connector of connectors) {
      if (byId.has(connector.id)) throw new Error(`connector ${connector.id} registered twice`);
      byId.set(connector.id, connector);
    }
    this.all = connectors;
    this.#byId = byId;
  }

  find(id: string): ConnectorDefinition | undefined {
    return this.#byId.get(id);
  }

  forApi(apiId: string): ConnectorDefinition[] {
    return this.all.filter((connector) => serves(connector, apiId));
  }

  /** The connector, if it exists and serves the unified API; ConnectorNotFoundError otherwise. */
  require(apiId: string, serviceId: string): ConnectorDefinition {
    const connector = this.#byId.get(serviceId);
    if (!connector || !serves(connector, apiId)) {
      throw new ApiError('ConnectorNotFoundError', {
        message: `Unknown connector "${serviceId.slice(0, 64)}" for the ${apiId.slice(0, 64)} API`,
        detail: { service_id: serviceId.slice(0, 64), unified_api: apiId.slice(0, 64) },
      });
    }
    return connector;
  }
}

export function serves(connector: ConnectorDefinition, apiId: string): boolean {
  return connector.resources.some((binding) => binding.declaration.api === apiId);
}

/** The unified APIs a connector serves, in the order of its resources: a connection to it serves each. */
export function apisOf(connector: ConnectorDefinition): string[] {
  return [...new Set(connector.resources.map((binding) => binding.declaration.api))];
}

export function findBinding(connector: ConnectorDefinition, resourceKey: string): ResourceBinding | undefined {
  return connector.resources.find((binding) => binding.declaration.key === resourceKey);
}
