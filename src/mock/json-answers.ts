/**
 * The mock's JSON success answers, made from the operation's documented
 * envelope and filled the way the service fills it:
 * - lists hold LIST_SIZE (paging.ts) records, paged with `limit` and working cursors,
 *   with `meta` and absolute `links`;
 * - a record read by id carries that id (and its other path parameters), and
 *   is the same record the list shows under that id (both are seeded by the
 *   list's path and the id);
 * - a create answers a new id derived from the body (the same body, the same
 *   id), updates and deletes the id they were given, and members the body
 *   sent come back in the record where the record has them;
 * - `fields` projects like the service, `raw` adds an (empty) `_raw.calls`.
 * Nothing is stored: the mock keeps no state between calls.
 */
import { STATUS_CODES } from '../core/http/node-http.js';
import { parseFields, project } from '../core/fields.js';
import type { CheckedRequest } from './request-checks.js';
import { ExampleGenerator, mockId, SeededRandom } from './example-data.js';
import type { MockOperation } from './mock-operations.js';
import { MockPaging } from './paging.js';

type Json = Record<string, any>;

/** Records of a list that is not paged (no cursor parameter). */
const UNPAGED_SIZE = 3;

interface AnswerInput {
  operation: MockOperation;
  request: CheckedRequest;
  /** Path and query string as received, for `links`. */
  url: string;
}

/** "/issue-tracking/collections/{collection_id}/tickets" with the request's values. */
function concretePath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** JSON with sorted keys: the same body in any key order gives the same id. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value as Json).sort().map((key) => `${JSON.stringify(key)}:${stable((value as Json)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function withCursor(publicUrl: string, url: string, cursor: string): string {
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  return `${publicUrl}${path}?${params.toString()}`;
}

export class JsonAnswers {
  readonly #publicUrl: string;
  readonly #paging = new MockPaging();
  readonly #generators = new Map<string, ExampleGenerator>();
  /** GET operations by "api path", to find the operation reading one item of a list. */
  readonly #reads = new Map<string, MockOperation>();

  constructor(operations: readonly MockOperation[], publicUrl: string) {
    this.#publicUrl = publicUrl;
    for (const operation of operations) {
      if (!this.#generators.has(operation.apiId)) this.#generators.set(operation.apiId, new ExampleGenerator(operation.schemas.document));
      if (operation.method === 'GET') this.#reads.set(`${operation.apiId} ${operation.path}`, operation);
    }
  }

  answer(input: AnswerInput): Json {
    const withBody = this.#envelope(input, true);
    if (this.#valid(input.operation, withBody)) return withBody;
    // A member the body sent does not fit the record as answered (a secret shown masked, another shape): answer the record alone.
    const plain = this.#envelope(input, false);
    if (!this.#valid(input.operation, plain)) throw new Error(`the mock made an answer of ${input.operation.operationId} its document does not allow`);
    return plain;
  }

  #valid(operation: MockOperation, body: Json): boolean {
    const pointer = operation.success.schemaPointer as string;
    return operation.schemas.validate(operation.schemas.ref(pointer), body, `${operation.method} ${operation.path} answer`).valid;
  }

  #generator(operation: MockOperation): ExampleGenerator {
    return this.#generators.get(operation.apiId) as ExampleGenerator;
  }

  #envelope(input: AnswerInput, echoBody: boolean): Json {
    const { operation, request } = input;
    const generator = this.#generator(operation);
    const schemaRef = { $ref: `#/${operation.success.schemaPointer as string}` };
    const schema = generator.resolved(schemaRef);
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const concrete = concretePath(operation.path, request.params);
    const generated = generator.value(schemaRef, new SeededRandom(`${operation.apiId} ${operation.method} ${concrete}`)) as Json;
    // Members the documents mark optional are left out (`_raw` unless asked for), as the service leaves them out.
    const required = new Set<string>(schema.required ?? Object.keys(properties));
    const envelope: Json = Object.fromEntries(Object.entries(generated).filter(([key]) => required.has(key)));
    if ('status_code' in properties) envelope.status_code = operation.success.status;
    if ('status' in properties) envelope.status = STATUS_CODES[operation.success.status] ?? 'OK';
    if ('service' in properties) envelope.service = request.headers['x-svc-service-id'] ?? 'mock';
    if ('_raw' in properties && (request.query.raw === true || request.headers['x-svc-raw'] === 'true')) envelope._raw = { calls: [] };
    if (!('data' in properties)) return envelope;

    const dataSchema = generator.resolved(properties.data);
    const paged = dataSchema.type === 'array' && 'meta' in properties && operation.parameters.some((parameter) => parameter.name === 'cursor');
    if (paged) {
      Object.assign(envelope, this.#page(input, dataSchema.items, properties, concrete));
    } else if (dataSchema.type === 'array') {
      const key = this.#itemKey(operation, dataSchema.items);
      envelope.data = Array.from({ length: UNPAGED_SIZE }, (_, index) => this.#listRecord(operation, dataSchema.items, concrete, index, key, request.params));
    } else {
      envelope.data = this.#record(input, properties.data, echoBody);
    }
    const fields = request.query.fields;
    if (typeof fields === 'string' && fields.trim() !== '') {
      const itemSchema = paged || dataSchema.type === 'array' ? dataSchema.items : properties.data;
      const tree = parseFields(fields, generator.inlined(itemSchema));
      if (tree) envelope.data = project(envelope.data, tree);
    }
    return envelope;
  }

  #page(input: AnswerInput, itemSchema: unknown, properties: Record<string, unknown>, concrete: string): Json {
    const { operation, request } = input;
    const consumer = request.headers['x-svc-consumer-id'] ?? '';
    const cursor = request.query.cursor as string | null | undefined;
    const page = this.#paging.page(`${operation.apiId} ${operation.method} ${operation.path}`, `${concrete} ${consumer}`, cursor, request.query.limit as number | undefined);
    const key = this.#itemKey(operation, itemSchema);
    const data = page.positions.map((position) => this.#listRecord(operation, itemSchema, concrete, position, key, request.params));
    const generator = this.#generator(operation);
    // The cursors the documented envelope has (`previous` only where the service gives it).
    const cursorNames = Object.keys(generator.resolved(generator.resolved(properties.meta).properties?.cursors).properties ?? {});
    const names = cursorNames.length > 0 ? cursorNames : ['current', 'next'];
    const link = (value: string | null) => (value === null ? null : withCursor(this.#publicUrl, input.url, value));
    const cursors = Object.fromEntries(names.map((name) => [name, page.cursors[name as keyof typeof page.cursors] ?? null]));
    const links: Json = Object.fromEntries(names.map((name) => [name, name === 'current' ? `${this.#publicUrl}${input.url}` : link(cursors[name] ?? null)]));
    return { data, meta: { items_on_page: data.length, cursors }, links };
  }

  /** The name of the member that identifies a list's records: the item route's last parameter if records carry it, else `id`. */
  #recordKey(operation: MockOperation, itemSchema: unknown, parameter: string | undefined): string | undefined {
    const generator = this.#generator(operation);
    const properties = generator.resolved(itemSchema).properties ?? {};
    // The path's id names the record's member only where that member is text (a Vault example's `resource` is an object).
    if (parameter !== undefined && parameter in properties && acceptsText(generator.resolved(properties[parameter]))) return parameter;
    return 'id' in properties ? 'id' : undefined;
  }

  /** The key of a list's records, named by the route that reads one of them ("/sms/messages/{id}"). */
  #itemKey(operation: MockOperation, itemSchema: unknown): string | undefined {
    const itemRoute = [...this.#reads.values()].find(
      (candidate) => candidate.apiId === operation.apiId && new RegExp(`^${escapeRegex(operation.path)}/\\{[^}/]+\\}$`).test(candidate.path),
    );
    const parameter = itemRoute ? /\{([^}]+)\}$/.exec(itemRoute.path)?.[1] : undefined;
    return this.#recordKey(operation, itemSchema, parameter);
  }

  #listRecord(operation: MockOperation, itemSchema: unknown, listPath: string, position: number, key: string | undefined, params: Record<string, string>): Json {
    return this.#seeded(operation, itemSchema, listPath, mockId(`${listPath}#${position}`), key, params);
  }

  #record(input: AnswerInput, dataSchema: unknown, echoBody: boolean): unknown {
    const { operation, request } = input;
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
    const last = names.at(-1);
    let record: Json;
    if (last !== undefined) {
      // The record's list: the path up to the last parameter (/sms/messages for /sms/messages/{id}).
      const listPath = concretePath(operation.path.slice(0, operation.path.lastIndexOf(`/{${last}}`)), request.params);
      record = this.#seeded(operation, dataSchema, listPath, request.params[last] as string, this.#recordKey(operation, dataSchema, last), request.params);
    } else if (operation.method === 'POST') {
      const listPath = concretePath(operation.path, request.params);
      const id = mockId(`${operation.apiId} ${operation.path} ${stable(request.body ?? null)}`);
      record = this.#seeded(operation, dataSchema, listPath, id, this.#recordKey(operation, dataSchema, undefined), request.params);
    } else {
      const value = this.#generator(operation).value(dataSchema, new SeededRandom(`${operation.apiId} ${operation.method} ${operation.path}`));
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      record = value as Json;
    }
    if (echoBody && request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)) {
      const properties = this.#generator(operation).resolved(dataSchema).properties ?? {};
      for (const [key, value] of Object.entries(request.body as Json)) {
        if (key in properties && !names.includes(key) && key !== 'id') record[key] = value;
      }
    }
    return record;
  }

  /** The record `id` of the list at `listPath`, always the same, with the path's parameters where the record has them. */
  #seeded(operation: MockOperation, schema: unknown, listPath: string, id: string, key: string | undefined, params: Record<string, string>): Json {
    const generator = this.#generator(operation);
    const value = generator.value(schema, new SeededRandom(`${listPath}#${id}`));
    const record = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
    const properties = generator.resolved(schema).properties ?? {};
    // A path parameter fills the record's member of that name only where that member is text (a Vault example's `resource` is an object).
    for (const [name, paramValue] of Object.entries(params)) if (name in properties && acceptsText(generator.resolved(properties[name]))) record[name] = paramValue;
    if (key !== undefined) record[key] = id;
    return record;
  }
}

function acceptsText(schema: Json): boolean {
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  return types.includes('string') || schema.type === undefined;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

