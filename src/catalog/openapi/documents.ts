/**
 * The OpenAPI 3.1 documents of the service: one per unified API and one each
 * for the Vault, Connector, Proxy and Webhook APIs, built once the service's
 * routes are all registered, from those routes and the declarations. Each is
 * kept serialised (with an ETag) for serving.
 */
import { createHash } from 'node:crypto';
import type { UnifiedApiDeclaration } from '../../unified/define.js';
import { buildDocument, type DocumentedRoute, type OpenApiDocument } from './document-builder.js';
import { documentDescription, type DocumentKind } from './document-prose.js';
import { headerParameters } from './header-parameters.js';
import { namedSchemas } from './named-schemas.js';
import type { OperationDoc } from './operation-doc.js';
import { PLATFORM_APIS, PLATFORM_OPERATIONS, servedOutsideDocuments } from './platform/index.js';
import type { CollectedRoute, RouteCollector } from './route-collector.js';
import { unifiedOperationDoc } from './unified-operations.js';

export interface OpenApiOptions {
  publicUrl: string;
  /** Largest `x-svc-timeout` the service accepts. */
  timeoutMaxMs: number;
  apis: readonly UnifiedApiDeclaration[];
}

export interface DocumentEntry {
  id: string;
  name: string;
  document: OpenApiDocument;
  /** The document as served. */
  json: string;
  etag: string;
}

/** Where an API's document and reference page are served (the API records' spec_url and api_reference_url). */
export function documentUrls(publicUrl: string) {
  return {
    specUrl: (apiId: string) => `${publicUrl}/openapi/${apiId}.json`,
    referenceUrl: (apiId: string) => `${publicUrl}/docs/${apiId}`,
  };
}

export class OpenApiDocuments {
  readonly #collector: RouteCollector;
  readonly #options: OpenApiOptions;
  #entries: ReadonlyMap<string, DocumentEntry> | undefined;
  #undocumented: readonly CollectedRoute[] = [];
  #unserved: readonly string[] = [];

  constructor(collector: RouteCollector, options: OpenApiOptions) {
    this.#collector = collector;
    this.#options = options;
  }

  /** Builds the documents from the routes registered so far; call once every route is registered. */
  build(): void {
    const { apis, publicUrl } = this.#options;
    const byApi = new Map<string, DocumentedRoute[]>();
    const undocumented: CollectedRoute[] = [];
    const served = new Set<string>();
    for (const route of this.#collector.routes()) {
      const doc = this.#docOf(route);
      if (doc === undefined) {
        if (!servedOutsideDocuments(route.url)) undocumented.push(route);
        continue;
      }
      served.add(`${route.method} ${route.url}`);
      byApi.set(doc.api, [...(byApi.get(doc.api) ?? []), { route, doc }]);
    }
    const sources = { publicUrl, names: namedSchemas(apis), headers: headerParameters({ timeoutMaxMs: this.#options.timeoutMaxMs }) };
    const entries = new Map<string, DocumentEntry>();
    const add = (id: string, name: string, kind: DocumentKind, summary: string) => {
      const document = buildDocument({ id, title: name, description: documentDescription(kind, summary, publicUrl) }, byApi.get(id) ?? [], sources);
      const json = JSON.stringify(document);
      entries.set(id, { id, name, document, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` });
    };
    for (const api of apis) add(api.id, api.name, 'unified', api.description);
    for (const api of PLATFORM_APIS) add(api.id, api.name, api.id as DocumentKind, api.description);
    for (const id of byApi.keys()) if (!entries.has(id)) throw new Error(`routes are documented under "${id}", which has no document`);

    this.#entries = entries;
    this.#undocumented = undocumented;
    this.#unserved = [...PLATFORM_OPERATIONS.keys()].filter((key) => !served.has(key));
  }

  /** Document ids: the unified APIs', then vault, connector, proxy, webhook. */
  ids(): string[] {
    return [...this.#built().keys()];
  }

  entry(id: string): DocumentEntry | undefined {
    return this.#built().get(id);
  }

  /** Every route the service registered (HEAD twins of GETs aside). */
  servedRoutes(): readonly CollectedRoute[] {
    return this.#collector.routes();
  }

  /** Routes served but documented nowhere and not listed as outside the documents (must stay empty). */
  undocumentedRoutes(): readonly CollectedRoute[] {
    this.#built();
    return this.#undocumented;
  }

  /** Documented platform operations ("METHOD /url") no route serves (must stay empty). */
  unservedOperations(): readonly string[] {
    this.#built();
    return this.#unserved;
  }

  #built(): ReadonlyMap<string, DocumentEntry> {
    if (!this.#entries) throw new Error('the OpenAPI documents are built once the routes are registered (app.ready())');
    return this.#entries;
  }

  #docOf(route: CollectedRoute): OperationDoc | undefined {
    const tag = route.config.unified;
    if (tag) {
      const api = this.#options.apis.find((candidate) => candidate.resources.some((resource) => resource.key === tag.resource));
      const resource = api?.resources.find((candidate) => candidate.key === tag.resource);
      if (!api || !resource) throw new Error(`${route.method} ${route.url} serves ${tag.resource}, which no unified API declares`);
      return unifiedOperationDoc(api, resource, tag.operation, tag.content === true);
    }
    return PLATFORM_OPERATIONS.get(`${route.method} ${route.url}`);
  }
}
