/**
 * The catalog: every Connector API record, built once from the declarations
 * (they cannot change while the service runs): the APIs' when the service
 * starts, the connectors' on the first request for one, after the registry
 * has loaded them (app.ts). Records are looked up
 * by id. Routes, and later the GraphQL schema and OpenAPI documents, read
 * records from here; an unknown id is the ApiError the caller should see.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { UnifiedApiDeclaration } from '../unified/define.js';
import { buildApiRecord, buildApiResourceRecord, buildCoverageRecord } from './api-records.js';
import type { CatalogContext, CatalogSources } from './context.js';
import { buildConnectorRecord } from './connector-record.js';
import { buildConnectorResourceRecord } from './connector-resource-record.js';
import { renderConnectorDoc } from './docs/connector-docs.js';
import type { Api, ApiResource, ApiResourceCoverage, Connector, ConnectorResource } from './record-schemas.js';

export interface ConnectorFilter {
  unified_api?: string | undefined;
  status?: string | undefined;
}

export interface ApiFilter {
  status?: string | undefined;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const idOrder = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Ids echoed in error details are cut short: they come from the URL. */
const shown = (id: string) => id.slice(0, 64);

function notFound(message: string, detail: Record<string, string>): ApiError {
  return new ApiError('EntityNotFoundError', { message, detail });
}

interface ConnectorIndex {
  byId: ReadonlyMap<string, { definition: ConnectorDefinition; record: Connector }>;
  /** Sorted by id: list order is stable and cursors can say "after this id". */
  list: readonly Connector[];
}

export class Catalog {
  readonly #context: CatalogContext;
  readonly #sources: CatalogSources;
  #connectorIndex: ConnectorIndex | undefined;
  readonly #apis: ReadonlyMap<string, { declaration: UnifiedApiDeclaration; record: Api }>;
  /** Sorted by id: list order is stable and cursors can say "after this id". */
  readonly #apiList: readonly Api[];

  constructor(sources: CatalogSources, context: CatalogContext) {
    this.#context = context;
    this.#sources = sources;
    this.#apis = new Map(sources.apis.map((declaration) => [declaration.id, { declaration, record: deepFreeze(buildApiRecord(declaration, context)) }]));
    this.#apiList = [...this.#apis.values()].map((entry) => entry.record).sort(idOrder);
  }

  #connectorsIndexed(): ConnectorIndex {
    if (!this.#connectorIndex) {
      const entries = new Map(
        this.#sources.connectors.all.map((definition) => [
          definition.id,
          { definition, record: deepFreeze(buildConnectorRecord(definition, this.#sources.apis, this.#context)) },
        ]),
      );
      this.#connectorIndex = { byId: entries, list: [...entries.values()].map((entry) => entry.record).sort(idOrder) };
    }
    return this.#connectorIndex;
  }

  connectors(filter: ConnectorFilter = {}): readonly Connector[] {
    return this.#connectorsIndexed().list.filter(
      (connector) =>
        (filter.status === undefined || connector.status === filter.status) &&
        (filter.unified_api === undefined || connector.unified_apis.some((api) => api.id === filter.unified_api)),
    );
  }

  connector(id: string): Connector {
    return this.#connectorEntry(id).record;
  }

  /** The Markdown content of one of the connector's docs. */
  connectorDoc(id: string, docId: string): string {
    const { definition, record } = this.#connectorEntry(id);
    const apiNames = record.unified_apis.map((api) => api.name);
    const content = renderConnectorDoc({ connector: definition, apiNames, context: this.#context }, docId);
    if (content === undefined) {
      throw notFound(`${definition.name} has no doc "${shown(docId)}"`, { doc_id: shown(docId), docs: record.docs.map((doc) => doc.id).join(', ') });
    }
    return content;
  }

  /**
   * One connector's support of one resource. A resource id can exist in
   * several unified APIs (customers); `unifiedApi` picks one, and is needed
   * only when the connector serves the id in more than one.
   */
  connectorResource(id: string, resourceId: string, unifiedApi?: string): ConnectorResource {
    const { definition } = this.#connectorEntry(id);
    const bindings = definition.resources.filter(
      (binding) => binding.declaration.id === resourceId && (unifiedApi === undefined || binding.declaration.api === unifiedApi),
    );
    const [binding] = bindings;
    if (!binding) {
      throw notFound(`${definition.name} does not serve the resource "${shown(resourceId)}"${unifiedApi ? ` of the ${shown(unifiedApi)} API` : ''}`, {
        resource_id: shown(resourceId),
        ...(unifiedApi ? { unified_api: shown(unifiedApi) } : {}),
      });
    }
    if (bindings.length > 1) {
      throw new ApiError('RequestValidationError', {
        message: `${definition.name} serves "${resourceId}" in several unified APIs: name one with unified_api`,
        detail: { unified_api: bindings.map((candidate) => candidate.declaration.api) },
      });
    }
    return buildConnectorResourceRecord(definition, binding);
  }

  apis(filter: ApiFilter = {}): readonly Api[] {
    return this.#apiList.filter((api) => filter.status === undefined || api.status === filter.status);
  }

  api(id: string): Api {
    return this.#apiEntry(id).record;
  }

  apiResource(apiId: string, resourceId: string): ApiResource {
    const { declaration } = this.#apiEntry(apiId);
    return buildApiResourceRecord(this.#resourceOf(declaration, resourceId), declaration);
  }

  apiResourceCoverage(apiId: string, resourceId: string): ApiResourceCoverage {
    const { declaration } = this.#apiEntry(apiId);
    const connectors = [...this.#connectorsIndexed().byId.values()].map((entry) => entry.definition).sort(idOrder);
    return buildCoverageRecord(this.#resourceOf(declaration, resourceId), connectors);
  }

  #connectorEntry(id: string) {
    const entry = this.#connectorsIndexed().byId.get(id);
    if (!entry) {
      throw new ApiError('ConnectorNotFoundError', { message: `Unknown connector "${shown(id)}"`, detail: { service_id: shown(id) } });
    }
    return entry;
  }

  #apiEntry(id: string) {
    const entry = this.#apis.get(id);
    if (!entry) throw notFound(`Unknown API "${shown(id)}"`, { api_id: shown(id) });
    return entry;
  }

  #resourceOf(api: UnifiedApiDeclaration, resourceId: string) {
    const resource = api.resources.find((candidate) => candidate.id === resourceId);
    if (!resource) throw notFound(`The ${api.name} has no resource "${shown(resourceId)}"`, { resource_id: shown(resourceId) });
    return resource;
  }
}
