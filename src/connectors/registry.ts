/**
 * The set of connectors a service instance serves. Passed in rather than
 * imported, so tests (and deployments) can serve a different set.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition, ResourceBinding } from './framework/define.js';

/** The connectors themselves, or how to load them on first use (`ready()`). */
export type ConnectorSource = readonly ConnectorDefinition[] | (() => Promise<readonly ConnectorDefinition[]>);

interface Loaded {
  all: readonly ConnectorDefinition[];
  byId: ReadonlyMap<string, ConnectorDefinition>;
}

export class ConnectorRegistry {
  #loaded: Loaded | undefined;
  #loading: Promise<void> | undefined;
  readonly #load: (() => Promise<readonly ConnectorDefinition[]>) | undefined;

  constructor(source: ConnectorSource) {
    if (typeof source === 'function') this.#load = source;
    else this.#loaded = indexed(source);
  }

  /** Whether the connectors can be read now; false until the first `ready()` of a registry that loads them. */
  get isReady(): boolean {
    return this.#loaded !== undefined;
  }

  /** Resolves once the connectors are loaded; the first call loads them, and a failed load is tried again by the next. */
  ready(): Promise<void> {
    if (this.#loaded) return Promise.resolve();
    this.#loading ??= (this.#load as () => Promise<readonly ConnectorDefinition[]>)().then(
      (connectors) => {
        this.#loaded = indexed(connectors);
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  get all(): readonly ConnectorDefinition[] {
    return this.#state().all;
  }

  find(id: string): ConnectorDefinition | undefined {
    return this.#state().byId.get(id);
  }

  forApi(apiId: string): ConnectorDefinition[] {
    return this.all.filter((connector) => serves(connector, apiId));
  }

  /** The connector, if it exists and serves the unified API; ConnectorNotFoundError otherwise. */
  require(apiId: string, serviceId: string): ConnectorDefinition {
    const connector = this.#state().byId.get(serviceId);
    if (!connector || !serves(connector, apiId)) {
      throw new ApiError('ConnectorNotFoundError', {
        message: `Unknown connector "${serviceId.slice(0, 64)}" for the ${apiId.slice(0, 64)} API`,
        detail: { service_id: serviceId.slice(0, 64), unified_api: apiId.slice(0, 64) },
      });
    }
    return connector;
  }

  /** A read before `ready()` is a bug in the caller (a route or job that skipped it), never a request's fault. */
  #state(): Loaded {
    if (!this.#loaded) throw new Error('The connectors are not loaded yet: await ready() before reading the registry');
    return this.#loaded;
  }
}

function indexed(connectors: readonly ConnectorDefinition[]): Loaded {
  const byId = new Map<string, ConnectorDefinition>();
  for (const connector of connectors) {
    if (byId.has(connector.id)) throw new Error(`connector ${connector.id} registered twice`);
    byId.set(connector.id, connector);
  }
  return { all: connectors, byId };
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
