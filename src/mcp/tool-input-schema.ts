/**
 * A tool's input as JSON Schema, from the route's own schemas
 * (src/gateway/unified-schemas.ts): path parameters at the top level, the
 * list parameters (`cursor`, `limit`, `fields`, `filter`, `sort`) as
 * an agent would write them rather than as query keys (`filter[email]`), the
 * request body as `body`, and `idempotency_key` on writes that honour one.
 * The route validates the call again, so the schema guides, the route rules.
 */
import { recordFiltersOf, type ActionDeclaration, type Operation, type ResourceDeclaration } from '../unified/define.js';
import { bodySchema, LIMIT_DEFAULT, LIMIT_MAX } from '../gateway/unified-schemas.js';

type JsonSchema = Record<string, unknown>;

/** TypeBox schemas are JSON Schema; a JSON copy drops what only TypeBox reads. */
const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

const pathParam = { type: 'string', minLength: 1, maxLength: 512 };
const fields = { type: 'string', maxLength: 2048, description: 'Comma-separated fields to return; dot notation for nested fields.' };

const IDEMPOTENCY_KEY = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7e]+$',
  description: 'Send the same key again to retry without writing twice: a retry answers the first result.',
};

/** `cursor` and `limit`, as every paged list takes them. */
const PAGE_PROPERTIES = {
  cursor: { type: 'string', maxLength: 4096, description: 'meta.cursors.next of the previous page.' },
  limit: { type: 'integer', minimum: 1, maximum: LIMIT_MAX, description: `Page size; ${LIMIT_DEFAULT} by default.` },
};

/** The route's path parameters by name, each with its schema and what it names. */
function pathProperties(resource: ResourceDeclaration, pathParams: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    pathParams.map((name) => [name, { ...plain(resource.pathParamSchemas[name] ?? pathParam), description: name === resource.idParam ? `Id of the ${resource.singular}.` : `Path parameter ${name}.` }]),
  );
}

function filterObject(filters: Readonly<Record<string, unknown>>): JsonSchema | undefined {
  const names = Object.keys(filters);
  if (names.length === 0) return undefined;
  return { type: 'object', properties: plain(filters), additionalProperties: false, description: 'Filters, by name.' };
}

export function toolInputSchema(resource: ResourceDeclaration, operation: Operation, pathParams: readonly string[], takesIdempotencyKey: boolean): JsonSchema {
  const properties = pathProperties(resource, pathParams);
  const required = [...pathParams];
  if (operation === 'all') {
    if (resource.listShape === 'page') {
      Object.assign(properties, PAGE_PROPERTIES);
    }
    properties.fields = fields;
    const filter = filterObject(resource.filters);
    if (filter) properties.filter = filter;
    if (resource.sortFields.length > 0) {
      properties.sort = {
        type: 'object',
        properties: { by: { type: 'string', enum: [...resource.sortFields] }, direction: { type: 'string', enum: ['asc', 'desc'] } },
        required: ['by'],
        additionalProperties: false,
      };
    }
  }
  if (operation === 'one') {
    properties.fields = fields;
  }
  if (operation === 'one' || operation === 'delete') {
    const filter = filterObject(recordFiltersOf(resource, operation));
    if (filter) properties.filter = filter;
  }
  if (operation === 'add' || operation === 'update') {
    properties.body = { ...plain(bodySchema(resource, operation)), description: `The ${resource.singular}'s fields.` };
    required.push('body');
  }
  if (takesIdempotencyKey) properties.idempotency_key = IDEMPOTENCY_KEY;
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** A named action's input: its path parameters, its own query parameters, list parameters where it pages, and its JSON body. */
export function actionInputSchema(resource: ResourceDeclaration, action: ActionDeclaration, pathParams: readonly string[], takesIdempotencyKey: boolean): JsonSchema {
  const properties = pathProperties(resource, pathParams);
  const required = [...pathParams];
  Object.assign(properties, plain(action.query?.properties ?? {}));
  required.push(...((action.query as { required?: string[] } | undefined)?.required ?? []));
  if (action.listParameters === true) {
    Object.assign(properties, PAGE_PROPERTIES);
    const filter = filterObject(resource.filters);
    if (filter) properties.filter = filter;
  }
  if (action.response === 'list' || action.response === 'record') properties.fields = fields;
  if (action.request?.kind === 'json') {
    properties.body = { ...plain(action.request.model), description: `What the ${action.name} action takes.` };
    if (action.request.optional !== true) required.push('body');
  }
  if (takesIdempotencyKey) properties.idempotency_key = IDEMPOTENCY_KEY;
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}
