/**
 * JSON Schemas of the unified routes, derived from the resource declarations:
 * query strings, path parameters, request bodies and response envelopes.
 * Response schemas feed the compiled serialiser; they drop `required` so that
 * `fields` projections and sparse platform data serialise without surprises.
 */
import type { ActionDeclaration, Operation, ResourceDeclaration } from '../unified/define.js';
import { PASS_THROUGH_FIELD, readForm, writeForm } from '../unified/write-body.js';

type JsonSchema = Record<string, unknown>;

export const LIMIT_MAX = 200;
export const LIMIT_DEFAULT = 20;

const rawParam = { type: 'boolean', description: 'Include the raw downstream calls in `_raw`.' };
const fieldsParam = { type: 'string', maxLength: 2048, description: 'Comma-separated fields to return; dot notation for nested fields.' };

/** `pass_through[search]`: a platform parameter name in brackets (not one reaching an object's prototype). */
export const PASS_THROUGH_QUERY_KEY = '^pass_through\\[(?!__proto__\\]|constructor\\]|prototype\\])[A-Za-z0-9_.:$-]{1,64}\\]$';
const passThroughParam = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 1024 },
  maxProperties: 20,
  description: 'Platform query parameters added to the read\'s call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit\'s collection take them.',
};

const cursorParam = { type: ['string', 'null'], maxLength: 4096, description: 'Cursor from meta.cursors of a previous page.' };
const limitParam = { type: 'integer', minimum: 1, maximum: LIMIT_MAX, description: `Page size, 1 to ${LIMIT_MAX}; default ${LIMIT_DEFAULT}.` };

export function querySchema(resource: ResourceDeclaration, operation: Operation): JsonSchema {
  const properties: Record<string, unknown> = { raw: rawParam };
  if (operation === 'all' || operation === 'one') properties.fields = fieldsParam;
  if (operation === 'one') {
    for (const [name, schema] of Object.entries(resource.oneFilters)) properties[`filter[${name}]`] = schema;
    const ignored = 'Accepted as the reference declares it on this get, and ignored: a get answers the record its id names.';
    const accepts = resource.oneAcceptsListParameters;
    if (accepts.includes('cursor')) properties.cursor = { ...cursorParam, description: ignored };
    if (accepts.includes('limit')) properties.limit = { ...limitParam, description: ignored };
    if (accepts.includes('filter')) {
      for (const [name, schema] of Object.entries(resource.filters)) properties[`filter[${name}]`] ??= { ...(schema as object), description: ignored };
    }
  }
  if (operation === 'add' && resource.addAcceptsFields) {
    properties.fields = { ...fieldsParam, description: 'Accepted as the reference declares it on this create, and ignored: a create answers the new record\'s id.' };
  }
  if (operation === 'delete') {
    for (const [name, schema] of Object.entries(resource.deleteFilters)) properties[`filter[${name}]`] = schema;
  }
  if (operation === 'all') {
    const pages = resource.listShape === 'page';
    if (pages) properties.cursor = cursorParam;
    properties[PASS_THROUGH_FIELD] = passThroughParam;
    if (pages) properties.limit = limitParam;
    for (const [name, schema] of Object.entries(resource.filters)) properties[`filter[${name}]`] = schema;
    for (const [name, schema] of Object.entries(resource.listParameters)) properties[name] = schema;
    if (resource.sortFields.length > 0) {
      properties['sort[by]'] = { type: 'string', enum: [...resource.sortFields], description: 'Field to sort the list by, where the connector can.' };
      properties['sort[direction]'] = { type: 'string', enum: ['asc', 'desc'], description: 'Sort order; asc unless desc.' };
    }
  }
  // A list's `pass_through[name]=value` arrives as flat keys; `pass_through` itself documents them as the reference's deepObject.
  if (operation === 'one') properties[PASS_THROUGH_FIELD] = passThroughParam;
  const patternProperties = operation === 'all' || operation === 'one' ? { [PASS_THROUGH_QUERY_KEY]: { type: 'string', maxLength: 1024 } } : undefined;
  return { type: 'object', properties, ...(patternProperties ? { patternProperties } : {}), additionalProperties: false };
}

const pathParam = { type: 'string', minLength: 1, maxLength: 512 };

export function paramsSchema(resource: ResourceDeclaration, withId: boolean): JsonSchema | undefined {
  const names = withId ? [...resource.itemParentParams, resource.idParam] : resource.parentParams;
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, resource.pathParamSchemas[name] ?? pathParam])),
    required: names,
  };
}

/**
 * Request body: the write form (with `pass_through`) of the operation's own
 * request model where the resource declares one, else of the model, with
 * create (or update) requirements and no required read-only fields.
 */
export function bodySchema(resource: ResourceDeclaration, operation: 'add' | 'update'): JsonSchema {
  const required = operation === 'add' ? resource.createRequired : resource.updateRequired;
  const schema: JsonSchema = writeForm((resource.writeModels[operation] ?? resource.model) as unknown as JsonSchema);
  if (required.length > 0) schema.required = [...required];
  else delete schema.required;
  return schema;
}

/**
 * `anyOf: [{type: 'object', required: ['id']}, {type: 'object', required: ['name']}]`: alternatives that only
 * require members (a custom field names its id or its name); the `type` is there for documentation tools.
 */
export function onlyRequires(options: unknown): boolean {
  return (
    Array.isArray(options) &&
    options.every(
      (option) =>
        option !== null &&
        typeof option === 'object' &&
        Array.isArray((option as Record<string, unknown>).required) &&
        Object.entries(option).every(([key, value]) => key === 'required' || (key === 'type' && value === 'object')),
    )
  );
}

/** Copy of a schema without `required` anywhere (nor alternatives that only require members), for serialisation. */
export function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value)) continue;
    if (key === 'anyOf' && onlyRequires(value)) continue;
    out[key] = key === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutRequired(sub)]))
      : withoutRequired(value);
  }
  return out;
}

const cursorsSchema = {
  type: 'object',
  properties: {
    previous: { type: ['string', 'null'] },
    current: { type: ['string', 'null'] },
    next: { type: ['string', 'null'] },
  },
};

const linksSchema = {
  type: 'object',
  properties: {
    previous: { type: ['string', 'null'] },
    current: { type: 'string' },
    next: { type: ['string', 'null'] },
  },
};

const rawSchema = { type: 'object', additionalProperties: true };

function envelope(data: unknown, list: boolean): JsonSchema {
  const properties: Record<string, unknown> = {
    status_code: { type: 'integer' },
    status: { type: 'string' },
    service: { type: 'string' },
    resource: { type: 'string' },
    operation: { type: 'string' },
    data,
    _raw: rawSchema,
  };
  if (list) {
    properties.meta = {
      type: 'object',
      properties: {
        items_on_page: { type: 'integer' },
        cursors: cursorsSchema,
        notices: {
          type: 'array',
          description: 'What to know about this list beyond its records (a history the platform cuts short for this connection); absent when there is nothing to say.',
          items: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    };
    properties.links = linksSchema;
  }
  return { type: 'object', properties };
}

const unifiedIdSchema = { type: 'object', properties: { id: { type: 'string' } } };

const readModels = new WeakMap<ResourceDeclaration, JsonSchema>();

/** The model as answered (with `custom_mappings`), made once per resource: what `fields` may name. */
export function readModelOf(resource: ResourceDeclaration): JsonSchema {
  let model = readModels.get(resource);
  if (!model) readModels.set(resource, (model = readForm(resource.model as unknown as JsonSchema)));
  return model;
}

export function responseSchema(resource: ResourceDeclaration, operation: Operation): Record<number, JsonSchema> {
  const item = withoutRequired(readModelOf(resource));
  switch (operation) {
    case 'all':
      if (resource.listShape === 'record') return { 200: envelope(item, false) };
      return { 200: envelope({ type: 'array', items: item }, resource.listShape === 'page') };
    case 'one':
      return { 200: envelope(item, false) };
    case 'add':
      return { 201: envelope(unifiedIdSchema, false) };
    default:
      return { 200: envelope(unifiedIdSchema, false) };
  }
}

/** Query string of an action: `raw`, its declared parameters, and for a list action `fields`, `cursor`, `limit` and the list's filters. */
export function actionQuerySchema(resource: ResourceDeclaration, action: ActionDeclaration): JsonSchema {
  const declared = (action.query ?? { properties: {}, required: [] }) as unknown as { properties: Record<string, unknown>; required?: string[] };
  const properties: Record<string, unknown> = { raw: rawParam, ...declared.properties };
  if (action.response === 'list' || action.response === 'record') properties.fields = fieldsParam;
  if (action.listParameters) {
    properties.cursor = cursorParam;
    properties.limit = limitParam;
    for (const [name, schema] of Object.entries(resource.filters)) properties[`filter[${name}]`] = schema;
  }
  return { type: 'object', properties, ...(declared.required?.length ? { required: [...declared.required] } : {}), additionalProperties: false };
}

/** JSON body of an action: its request model's write form. */
export function actionBodySchema(action: ActionDeclaration): JsonSchema | undefined {
  if (action.request?.kind !== 'json') return undefined;
  return writeForm(action.request.model as unknown as JsonSchema);
}

/** Envelope of an action's JSON answer; none for one that answers bytes. */
export function actionResponseSchema(resource: ResourceDeclaration, action: ActionDeclaration): Record<number, JsonSchema> | undefined {
  const status = action.status ?? 200;
  const item = () => withoutRequired(action.model ? readForm(action.model as unknown as JsonSchema) : readModelOf(resource));
  switch (action.response) {
    case 'file':
      return undefined;
    case 'list':
      return { [status]: envelope({ type: 'array', items: item() }, true) };
    case 'record':
      return { [status]: envelope(item(), false) };
    case 'id':
      return { [status]: envelope(unifiedIdSchema, false) };
    case 'empty':
      return { [status]: envelope({ type: 'null' }, false) };
  }
}
