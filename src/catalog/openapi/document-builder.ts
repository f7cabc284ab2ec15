/**
 * One OpenAPI 3.1 document: info, server, tags, paths from the API's served
 * routes, and the components those paths use (schemas, parameters, response
 * headers, the bearer scheme). Query and path parameters used by several
 * operations become shared components.
 */
import { errorRef } from '../../core/errors/api-error.js';
import { REFERENCE_API_VERSION } from '../api-version.js';
import type { JsonSchema } from '../json-schema.js';
import { ERROR_COMPONENT } from './error-responses.js';
import { RESPONSE_HEADERS, type HeaderName, type ParameterObject, type ResponseHeaderName } from './header-parameters.js';
import { buildOperation, openApiPath, type OperationContext } from './operation-builder.js';
import type { OperationDoc } from './operation-doc.js';
import type { CollectedRoute } from './route-collector.js';
import { canonical, DocumentSchemas, type SchemaNames } from './schema-components.js';
import { camelCase } from './unified-operations.js';

export const OPENAPI_VERSION = '3.1.0';

export interface DocumentInfo {
  id: string;
  title: string;
  description: string;
  /** Tag descriptions, by tag name. */
  tags?: Readonly<Record<string, string>>;
}

export interface DocumentSources {
  publicUrl: string;
  names: SchemaNames;
  headers: Record<HeaderName, ParameterObject>;
}

export interface DocumentedRoute {
  route: CollectedRoute;
  doc: OperationDoc;
}

export type OpenApiDocument = JsonSchema & { openapi: string; info: JsonSchema; paths: Record<string, Record<string, JsonSchema>> };

export function buildDocument(info: DocumentInfo, routes: readonly DocumentedRoute[], sources: DocumentSources): OpenApiDocument {
  const schemas = new DocumentSchemas(sources.names);
  const headers = new Set<HeaderName>();
  const responseHeaders = new Set<ResponseHeaderName>();
  const context: OperationContext = {
    schemas,
    headerRef(name) {
      headers.add(name);
      return { $ref: `#/components/parameters/${name}` };
    },
    responseHeaderRef(name) {
      responseHeaders.add(name);
      return { $ref: `#/components/headers/${name}` };
    },
    errorPage: (name) => errorRef(sources.publicUrl, name),
    get errorRef() {
      return schemas.ref(ERROR_COMPONENT);
    },
  };

  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags: string[] = [];
  for (const { route, doc } of routes) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`${route.method} ${route.url} is documented twice`);
    paths[path][method] = buildOperation(route, doc, context);
    if (!tags.includes(doc.tag)) tags.push(doc.tag);
  }
  const sharedParameters = shareParameters(paths);

  const parameters: Record<string, ParameterObject> = {};
  for (const name of [...headers].sort()) parameters[name] = sources.headers[name];
  Object.assign(parameters, sharedParameters);
  const components: JsonSchema = {
    schemas: schemas.components(),
    ...(Object.keys(parameters).length > 0 ? { parameters } : {}),
    ...(responseHeaders.size > 0 ? { headers: Object.fromEntries([...responseHeaders].sort().map((name) => [name, RESPONSE_HEADERS[name]])) } : {}),
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: 'A key of the application, sent with `x-svc-app-id`. Keys are created with `npx svc keys create`.',
      },
    },
  };

  return {
    openapi: OPENAPI_VERSION,
    info: { title: info.title, version: REFERENCE_API_VERSION, description: info.description },
    servers: [{ url: sources.publicUrl, description: 'This service' }],
    externalDocs: { description: 'Error types', url: `${sources.publicUrl}/errors` },
    tags: tags.map((name) => ({ name, ...(info.tags?.[name] ? { description: info.tags[name] } : {}) })),
    paths,
    components,
  };
}

/** Query and path parameters that several operations share become components named after them (cursor, limit, raw...). */
function shareParameters(paths: Record<string, Record<string, JsonSchema>>): Record<string, ParameterObject> {
  const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod));
  const counts = new Map<string, number>();
  for (const operation of operations) {
    for (const parameter of operation.parameters as JsonSchema[]) {
      if (parameter.$ref) continue;
      const key = canonical(parameter);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const names = new Map<string, string>();
  const shared: Record<string, ParameterObject> = {};
  for (const operation of operations) {
    operation.parameters = (operation.parameters as JsonSchema[]).map((parameter) => {
      if (parameter.$ref) return parameter;
      const key = canonical(parameter);
      if ((counts.get(key) ?? 0) < 2) return parameter;
      let name = names.get(key);
      if (name === undefined) {
        const candidate = camelCase((parameter.name as string).replace(/[^A-Za-z0-9]+/g, ' ').trim());
        // Another parameter of that name is shared already (an API's id vs a connector's id): this one stays in place.
        if (Object.hasOwn(shared, candidate)) return parameter;
        name = candidate;
        names.set(key, name);
        shared[name] = parameter;
      }
      return { $ref: `#/components/parameters/${name}` };
    });
  }
  return shared;
}
