/**
 * Reads a Google API Discovery document (`discovery#restDescription`,
 * https://developers.google.com/discovery/v1/reference/apis) as the OpenAPI
 * 3.0 description the contract checker speaks, so a Google platform's
 * exchanges are checked like every other platform's (openapi-contract.ts):
 *
 * - every method of every resource (nested resources included) becomes an
 *   operation at `/{servicePath}{path}` (`flatPath` when the path has `+`
 *   expansions), with its own parameters and the document's global ones;
 * - `request` is a JSON request body, `response` the JSON 200 answer; a
 *   method without a response answers 204 (Google's empty success);
 * - `supportsMediaDownload`: the 200 may be any media type (`alt=media`,
 *   export), and a 206 partial answer of any type (byte ranges);
 * - `mediaUpload.protocols`: the simple protocol's path takes any body
 *   (media, multipart/related), the resumable one's starts a session with
 *   the JSON request body and answers 200 with no body; the session URI (the
 *   simple path with `upload_id`) takes PUT chunks of any type answered with
 *   308 until the last, which answers like the method;
 * - schemas keep their JSON Schema shape; `$ref: "File"` points at
 *   components.schemas.File, int64 and uint64 are strings (as the format
 *   says), `google-datetime` is a date-time, `repeated` parameters are arrays;
 * - `auth.oauth2` is an oauth2 security scheme required by every method.
 *
 * Errors are not part of the Discovery format: a platform's exceptions
 * file declares its error answers (undeclared-statuses).
 */
import { isObject, type JsonObject, type OasDocument } from './oas-types.js';

interface DiscoveryMethod {
  id?: string;
  path: string;
  flatPath?: string;
  httpMethod: string;
  parameters?: Record<string, JsonObject>;
  request?: { $ref: string };
  response?: { $ref: string };
  supportsMediaDownload?: boolean;
  mediaUpload?: { protocols?: Record<string, { path: string; multipart?: boolean }> };
}

const ANY = { '*/*': { schema: {} } };

/** A Discovery schema as JSON Schema for OpenAPI 3.0. */
export function convertSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(convertSchema);
  if (!isObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['id', 'location', 'annotations', 'enumDescriptions', 'enumDeprecated', 'deprecated', 'repeated', 'required'].includes(key)) continue;
    if (key === '$ref' && typeof value === 'string') result.$ref = `#/components/schemas/${value}`;
    else if ((key === 'minimum' || key === 'maximum') && typeof value === 'string') result[key] = Number(value);
    else if (key === 'format') {
      if (value === 'google-datetime' || value === 'date-time') result.format = 'date-time';
      else if (value === 'date') result.format = 'date';
    } else if (key === 'properties' && isObject(value)) result.properties = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, convertSchema(inner)]));
    else if (key === 'default') continue;
    else result[key] = convertSchema(value);
  }
  return result;
}

function parameter(name: string, raw: JsonObject): JsonObject {
  const schema = convertSchema(raw);
  return {
    name,
    in: raw.location === 'path' ? 'path' : 'query',
    required: raw.location === 'path' || raw.required === true,
    schema: raw.repeated === true ? { type: 'array', items: schema } : schema,
    ...(raw.repeated === true ? { style: 'form', explode: true } : {}),
  };
}

function jsonOf(ref: { $ref: string }): JsonObject {
  return { 'application/json': { schema: { $ref: `#/components/schemas/${ref.$ref}` } } };
}

function methodsOf(resources: unknown): DiscoveryMethod[] {
  if (!isObject(resources)) return [];
  return Object.values(resources).flatMap((resource) => {
    if (!isObject(resource)) return [];
    const own = isObject(resource.methods) ? (Object.values(resource.methods) as DiscoveryMethod[]) : [];
    return [...own, ...methodsOf(resource.resources)];
  });
}

/** "files/{fileId}" under "drive/v3/" → "/drive/v3/files/{fileId}". */
function joinPath(servicePath: string, path: string): string {
  const joined = path.startsWith('/') ? path : `/${servicePath}${path}`;
  return joined.replace(/\{\+([^}]+)\}/g, '{$1}');
}

export function discoveryToOpenApi(discovery: unknown): OasDocument {
  if (!isObject(discovery) || discovery.kind !== 'discovery#restDescription') throw new Error('not a Google API Discovery document (kind discovery#restDescription)');
  const servicePath = String(discovery.servicePath ?? '');
  const globals = isObject(discovery.parameters) ? discovery.parameters : {};
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: JsonObject) => {
    const item = (paths[path] ??= {});
    // A path and method given twice (the simple and resumable protocols share the simple path's PUT) keep the first.
    item[method.toLowerCase()] ??= operation;
  };
  const security = isObject(discovery.auth) && isObject(discovery.auth.oauth2) ? [{ oauth2: Object.keys((discovery.auth.oauth2.scopes as JsonObject | undefined) ?? {}) }] : [];

  for (const method of methodsOf(discovery.resources)) {
    const parameters = [...Object.entries(method.parameters ?? {}), ...Object.entries(globals)]
      .filter(([, raw]) => isObject(raw))
      .map(([name, raw]) => parameter(name, raw as JsonObject));
    const success = method.response ? jsonOf(method.response) : undefined;
    const responses: JsonObject = success ? { 200: { description: 'OK', content: { ...success, ...(method.supportsMediaDownload ? ANY : {}) } } } : method.supportsMediaDownload ? { 200: { description: 'OK', content: ANY } } : { 204: { description: 'No Content' } };
    if (method.supportsMediaDownload) responses[206] = { description: 'Partial Content', content: ANY };
    const base: JsonObject = { operationId: method.id, parameters, responses, security };
    const body = method.request ? { requestBody: { content: jsonOf(method.request) } } : {};
    const template = method.path.includes('{+') && method.flatPath ? method.flatPath : method.path;
    add(joinPath(servicePath, template), method.httpMethod, { ...base, ...body });

    for (const [protocol, declared] of Object.entries(method.mediaUpload?.protocols ?? {})) {
      const uploadPath = joinPath(servicePath, declared.path);
      const uploadParameters = parameters.filter((entry) => entry.name !== 'uploadType');
      const uploadType = { name: 'uploadType', in: 'query', required: true, schema: { type: 'string' } };
      if (protocol === 'simple') {
        add(uploadPath, method.httpMethod, { ...base, operationId: `${method.id}.upload`, parameters: [...uploadParameters, uploadType], requestBody: { content: ANY } });
      } else if (protocol === 'resumable') {
        const start = { ...base, operationId: `${method.id}.resumable`, parameters: [...uploadParameters, uploadType], requestBody: { content: method.request ? jsonOf(method.request) : {} }, responses: { 200: { description: 'Session started (Location)' } } };
        add(uploadPath, method.httpMethod, start);
        // Google documents session starts on the simple path with uploadType=resumable too; the simple operation above covers that path.
        const session = method.mediaUpload?.protocols?.simple?.path;
        if (session) {
          add(joinPath(servicePath, session), 'PUT', {
            operationId: `${method.id}.resumableChunk`,
            parameters: [...uploadParameters, uploadType, { name: 'upload_id', in: 'query', required: true, schema: { type: 'string' } }],
            requestBody: { content: ANY },
            responses: { ...responses, 308: { description: 'Resume Incomplete' } },
            security,
          });
        }
      }
    }
  }
  const schemas = isObject(discovery.schemas) ? Object.fromEntries(Object.entries(discovery.schemas).map(([name, schema]) => [name, convertSchema(schema)])) : {};
  const root = String(discovery.rootUrl ?? '').replace(/\/$/, '');
  return {
    openapi: '3.0.3',
    servers: [{ url: root }],
    paths,
    components: { schemas, securitySchemes: { oauth2: { type: 'oauth2', flows: {} } } },
    security,
  } as OasDocument;
}
