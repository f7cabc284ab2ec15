/**
 * One OpenAPI operation from a served route and its OperationDoc: parameters
 * from the route's params and querystring schemas plus the headers it reads,
 * the request body from its body schema, the success answer from its response
 * schema (or the doc), and every error answer it can give.
 */
import type { ErrorTypeName } from '../../core/errors/catalog.js';
import { plainCopy, type JsonSchema } from '../json-schema.js';
import { commonErrors, defaultErrorResponse, errorResponses, type ErrorResponseOptions } from './error-responses.js';
import type { HeaderName, ResponseHeaderName } from './header-parameters.js';
import type { OperationDoc, SuccessDoc } from './operation-doc.js';
import type { CollectedRoute } from './route-collector.js';
import type { DocumentSchemas } from './schema-components.js';

export interface OperationContext {
  schemas: DocumentSchemas;
  headerRef(name: HeaderName): JsonSchema;
  responseHeaderRef(name: ResponseHeaderName): JsonSchema;
  errorRef: JsonSchema;
  /** The page of an error type, linked from the error answers' descriptions. */
  errorPage(name: ErrorTypeName): string;
}

/** "/vault/consumers/:consumer_id" → "/vault/consumers/{consumer_id}". */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** "messagesAll" → "MessagesAll". */
const pascal = (text: string) => text[0]!.toUpperCase() + text.slice(1);

function objectParts(schema: unknown, schemas: DocumentSchemas): { properties: Record<string, JsonSchema>; required: string[] } {
  const plain = schema === undefined ? {} : schemas.convert(schema);
  return { properties: (plain.properties ?? {}) as Record<string, JsonSchema>, required: (plain.required ?? []) as string[] };
}

/** A parameter object; the schema's description moves up to the parameter, where tools show it. */
function parameter(name: string, location: 'path' | 'query', schema: JsonSchema, required: boolean, fallbackDescription?: string): JsonSchema {
  const { description, ...rest } = schema;
  const text = (description as string | undefined) ?? fallbackDescription;
  // An object in a query string is sent as name[member]=value (the reference's filter and pass_through).
  const deep = location === 'query' && rest.type === 'object' ? { style: 'deepObject', explode: true } : {};
  return { name, in: location, required, ...(text ? { description: text } : {}), ...deep, schema: rest };
}

function parameters(route: CollectedRoute, doc: OperationDoc, context: OperationContext): JsonSchema[] {
  const out: JsonSchema[] = [];
  const path = objectParts(route.schema?.params, context.schemas);
  for (const [, name] of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
    const key = name as string;
    out.push(parameter(key, 'path', path.properties[key] ?? { type: 'string' }, true, doc.parameterDescriptions?.[key]));
  }
  const query = objectParts(route.schema?.querystring, context.schemas);
  for (const [name, schema] of Object.entries(query.properties)) {
    out.push(parameter(name, 'query', schema, query.required.includes(name), doc.parameterDescriptions?.[name]));
  }
  for (const [name, entry] of Object.entries(doc.query ?? {})) {
    out.push(parameter(name, 'query', { ...context.schemas.convert(entry.schema), description: entry.description }, entry.required === true));
  }
  const authenticated = route.config.auth === 'secret' || route.config.auth === 'key';
  for (const name of [...(authenticated ? (['x-svc-app-id'] as const) : []), ...doc.headers]) out.push(context.headerRef(name));
  return out;
}

/**
 * The body as sent: a model's input form by reference, with the fields this
 * operation requires listed beside it (they differ between create and update).
 */
function requestBody(route: CollectedRoute, doc: OperationDoc, context: OperationContext): JsonSchema | undefined {
  if (doc.rawBody) {
    const description = typeof doc.rawBody === 'string' ? doc.rawBody : 'Sent to the platform byte for byte, with its Content-Type.';
    return { required: doc.rawBodyRequired === true, description, content: { '*/*': { schema: {} } } };
  }
  const body = route.schema?.body;
  if (body === undefined) return undefined;
  const { required, ...rest } = plainCopy(body) as JsonSchema & { required?: string[] };
  const converted = context.schemas.convert(rest);
  const schema = required === undefined ? converted : converted.$ref ? { allOf: [converted], required } : { ...converted, required };
  const optional = doc.bodyOptional === true || Object.hasOwn(body as object, '~optional');
  return { required: !optional, content: { 'application/json': { schema } } };
}

function jsonResponse(description: string, schema: JsonSchema, context: OperationContext): JsonSchema {
  return { description, headers: { 'Request-Id': context.responseHeaderRef('Request-Id') }, content: { 'application/json': { schema } } };
}

/** The success envelope of a route that declares none: `{status_code, status, data}` (+ meta and links for lists). */
function declaredEnvelope(success: Extract<SuccessDoc, { kind: 'json' }>, context: OperationContext): JsonSchema {
  const data = context.schemas.convert(success.data);
  const nullableString = { type: ['string', 'null'] };
  const paging = success.list;
  const cursorNames = paging?.previous ? ['previous', 'current', 'next'] : ['current', 'next'];
  const properties: JsonSchema = {
    status_code: { type: 'integer', const: success.status },
    status: { type: 'string' },
    data: paging ? { type: 'array', items: data } : data,
  };
  if (paging) {
    properties.meta = {
      type: 'object',
      properties: {
        items_on_page: { type: 'integer' },
        cursors: { type: 'object', properties: Object.fromEntries(cursorNames.map((name) => [name, nullableString])), required: cursorNames },
      },
      required: ['items_on_page', 'cursors'],
    };
    properties.links = {
      type: 'object',
      properties: Object.fromEntries(cursorNames.map((name) => [name, name === 'current' ? { type: 'string' } : nullableString])),
      required: cursorNames,
    };
  }
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** Unified envelopes: the route's schema, with what is always there marked required and the constant members pinned. */
function pinned(schema: JsonSchema, status: number, constants: Readonly<Record<string, unknown>>): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  properties.status_code = { ...properties.status_code, const: status };
  for (const [name, value] of Object.entries(constants)) properties[name] = { ...properties[name], const: value };
  const always = ['status_code', 'status', 'service', 'resource', 'operation', 'data', 'meta', 'links'].filter((name) => name in properties);
  return { ...schema, properties, required: always };
}

function successResponses(route: CollectedRoute, doc: OperationDoc, context: OperationContext): Record<string, JsonSchema> {
  const envelopeName = `${pascal(doc.operationId)}Response`;
  const success = doc.success;
  if (success === undefined) {
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const out: Record<string, JsonSchema> = {};
    for (const [status, schema] of Object.entries(declared)) {
      let converted = context.schemas.convert(schema);
      if (doc.envelopeConstants) converted = pinned(converted, Number(status), doc.envelopeConstants);
      out[status] = jsonResponse(doc.summary, context.schemas.own(envelopeName, converted), context);
    }
    if (Object.keys(out).length === 0) throw new Error(`${route.method} ${route.url} declares no answer: give its OperationDoc a success`);
    return out;
  }
  switch (success.kind) {
    case 'json':
      return { [success.status]: jsonResponse(success.description, context.schemas.own(envelopeName, declaredEnvelope(success, context)), context) };
    case 'text':
      return {
        [success.status]: {
          description: success.description,
          headers: { 'Request-Id': context.responseHeaderRef('Request-Id') },
          content: { [success.contentType]: { schema: { type: 'string' } } },
        },
      };
    case 'file':
      return {
        [success.status]: {
          description: success.description,
          headers: { 'Request-Id': context.responseHeaderRef('Request-Id') },
          content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
      };
    case 'empty':
      return { [success.status]: { description: success.description, headers: { 'Request-Id': context.responseHeaderRef('Request-Id') } } };
    case 'redirect':
      return {
        [success.status]: {
          description: success.description,
          headers: {
            Location: { description: 'Where the browser goes next.', schema: { type: 'string', format: 'uri' } },
            'Request-Id': context.responseHeaderRef('Request-Id'),
          },
        },
      };
    case 'passthrough':
      return {
        '2XX': { description: success.description, headers: { 'Request-Id': context.responseHeaderRef('Request-Id') }, content: { '*/*': { schema: {} } } },
        '3XX': { description: 'The platform\'s redirect, passed on, not followed.', headers: { 'Request-Id': context.responseHeaderRef('Request-Id') } },
      };
  }
}

export function buildOperation(route: CollectedRoute, doc: OperationDoc, context: OperationContext): JsonSchema {
  const errorOptions: ErrorResponseOptions = {
    headerRef: context.responseHeaderRef,
    envelopeRef: context.errorRef,
    errorPage: context.errorPage,
    passthrough: doc.success?.kind === 'passthrough',
  };
  const body = requestBody(route, doc, context);
  const auth = route.config.auth;
  return {
    tags: [doc.tag],
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    parameters: parameters(route, doc, context),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...successResponses(route, doc, context),
      ...errorResponses([...commonErrors(route), ...doc.errors], errorOptions),
      default: defaultErrorResponse(errorOptions),
    },
    security: auth === 'secret' || auth === 'key' ? [{ bearerAuth: [] }] : [],
    ...doc.extensions,
  };
}
