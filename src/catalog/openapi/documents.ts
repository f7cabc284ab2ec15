/**
 * The OpenAPI 3.1 documents of the service: one per unified API and one each
 * for the Vault, Connector, Proxy and Webhook APIs, from the service's routes
 * and the declarations. Once the routes are all registered, which route goes
 * in which document is settled (and a route in none is reported); a document
 * itself is built the first time it is asked for, and kept only gzipped: the
 * accounting document alone is 4 MB of JSON, 12 MB as objects, and most
 * instances never serve one.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { UnifiedApiDeclaration } from '../../unified/define.js';
import { buildDocument, type DocumentedRoute, type OpenApiDocument } from './document-builder.js';
import { documentDescription, type DocumentKind } from './document-prose.js';
import { headerParameters } from './header-parameters.js';
import { namedSchemas } from './named-schemas.js';
import type { OperationDoc } from './operation-doc.js';
import { PLATFORM_APIS, PLATFORM_OPERATIONS, servedOutsideDocuments } from './platform/index.js';
import type { CollectedRoute, RouteCollector } from './route-collector.js';
import { unifiedOperationDoc } from './unified-operations.js';
import { unifiedActionDoc } from './unified-action-docs.js';

export interface OpenApiOptions {
  publicUrl: string;
  /** Largest `x-svc-timeout` the service accepts. */
  timeoutMaxMs: number;
  apis: readonly UnifiedApiDeclaration[];
}

export interface DocumentEntry {
  id: string;
  name: string;
  /** The document's `info.description`. */
  description: string;
  /** The document as served, gzipped: the only form kept between requests. */
  gzip: Buffer;
  etag: string;
  /** The document as JSON text, unzipped on each call. */
  json(): string;
  /** The document as a fresh object on each call. */
  document(): OpenApiDocument;
}

interface DocumentPlan {
  id: string;
  name: string;
  description: string;
  routes: DocumentedRoute[];
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
  #plans: ReadonlyMap<string, DocumentPlan> | undefined;
  readonly #entries = new Map<string, DocumentEntry>();
  #sources: Parameters<typeof buildDocument>[2] | undefined;
  #undocumented: readonly CollectedRoute[] = [];
  #unserved: readonly string[] = [];

  constructor(collector: RouteCollector, options: OpenApiOptions) {
    this.#collector = collector;
    this.#options = options;
  }

  /** Settles which route goes in which document, from the routes registered so far; call once every route is registered. */
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
    const plans = new Map<string, DocumentPlan>();
    const add = (id: string, name: string, kind: DocumentKind, summary: string) => {
      plans.set(id, { id, name, description: documentDescription(kind, summary, publicUrl), routes: byApi.get(id) ?? [] });
    };
    for (const api of apis) add(api.id, api.name, 'unified', api.description);
    for (const api of PLATFORM_APIS) add(api.id, api.name, api.id as DocumentKind, api.description);
    for (const id of byApi.keys()) if (!plans.has(id)) throw new Error(`routes are documented under "${id}", which has no document`);

    this.#plans = plans;
    this.#entries.clear();
    this.#undocumented = undocumented;
    this.#unserved = [...PLATFORM_OPERATIONS.keys()].filter((key) => !served.has(key));
  }

  /** Document ids: the unified APIs', then vault, connector, proxy, webhook. */
  ids(): string[] {
    return [...this.#planned().keys()];
  }

  /** A document's name and description, without building it. */
  summary(id: string): { name: string; description: string } | undefined {
    const plan = this.#planned().get(id);
    return plan && { name: plan.name, description: plan.description };
  }

  /** The document, built on the first call for it. */
  entry(id: string): DocumentEntry | undefined {
    const plan = this.#planned().get(id);
    if (!plan) return undefined;
    let entry = this.#entries.get(id);
    if (!entry) {
      entry = this.#buildEntry(plan);
      this.#entries.set(id, entry);
    }
    return entry;
  }

  #buildEntry({ id, name, description, routes }: DocumentPlan): DocumentEntry {
    const { apis, publicUrl } = this.#options;
    this.#sources ??= { publicUrl, names: namedSchemas(apis), headers: headerParameters({ timeoutMaxMs: this.#options.timeoutMaxMs }) };
    const json = JSON.stringify(buildDocument({ id, title: name, description }, routes, this.#sources));
    const gzip = gzipSync(json);
    return {
      id,
      name,
      description,
      gzip,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
      json: () => gunzipSync(gzip).toString('utf8'),
      document: () => JSON.parse(gunzipSync(gzip).toString('utf8')) as OpenApiDocument,
    };
  }

  /** Every route the service registered (HEAD twins of GETs aside). */
  servedRoutes(): readonly CollectedRoute[] {
    return this.#collector.routes();
  }

  /** Routes served but documented nowhere and not listed as outside the documents (must stay empty). */
  undocumentedRoutes(): readonly CollectedRoute[] {
    this.#planned();
    return this.#undocumented;
  }

  /** Documented platform operations ("METHOD /url") no route serves (must stay empty). */
  unservedOperations(): readonly string[] {
    this.#planned();
    return this.#unserved;
  }

  #planned(): ReadonlyMap<string, DocumentPlan> {
    if (!this.#plans) throw new Error('the OpenAPI documents are planned once the routes are registered (app.ready())');
    return this.#plans;
  }

  #docOf(route: CollectedRoute): OperationDoc | undefined {
    const tag = route.config.unified;
    if (tag) {
      const api = this.#options.apis.find((candidate) => candidate.resources.some((resource) => resource.key === tag.resource));
      const resource = api?.resources.find((candidate) => candidate.key === tag.resource);
      if (!api || !resource) throw new Error(`${route.method} ${route.url} serves ${tag.resource}, which no unified API declares`);
      if (tag.action !== undefined) {
        const action = resource.actions.find((candidate) => candidate.name === tag.action);
        if (!action) throw new Error(`${route.method} ${route.url} serves action ${tag.action}, which ${tag.resource} does not declare`);
        return unifiedActionDoc(api, resource, action);
      }
      return unifiedOperationDoc(api, resource, tag.operation, tag.content === true);
    }
    return PLATFORM_OPERATIONS.get(`${route.method} ${route.url}`);
  }
}
