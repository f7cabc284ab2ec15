/**
 * Valid requests for any documented operation, made from the documents
 * alone: path parameters, required query parameters and headers, and a body,
 * each valid against its schema (checked here, so a test cannot pass on an
 * invalid request by accident).
 */
import { ExampleGenerator, SeededRandom } from '../../src/mock/example-data.js';
import type { MockOperation } from '../../src/mock/mock-operations.js';

type Json = Record<string, any>;

export const KEY = 'sk_sandbox_mocktest';
export const APP_ID = 'app_mocktest';
export const CONSUMER_ID = 'consumer-1';

/** Values a test picks where a made-up one would not do (a platform URL, a redirect). */
const CHOSEN: Readonly<Record<string, string>> = {
  'x-svc-consumer-id': CONSUMER_ID,
  'x-svc-service-id': 'twilio',
  'x-svc-downstream-url': '/2010-04-01/Accounts/{account_sid}/Messages.json',
  'x-svc-metadata': '{"name":"invoice.pdf"}',
  redirect_uri: 'https://client.example/callback',
  state: 'a-link-state',
};

/** Where one operation needs its own value: a file storage upload names the folder it goes in. */
const CHOSEN_FOR: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  filesUpload: { 'x-svc-metadata': '{"name":"invoice.pdf","parent_folder_id":"root"}' },
};

export interface MockRequest {
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A value for a parameter: a readable one when its schema takes it, else one made from the schema. */
function parameterValue(operation: MockOperation, name: string, schema: unknown, generator: ExampleGenerator): string {
  const chosen = CHOSEN_FOR[operation.operationId]?.[name.toLowerCase()] ?? CHOSEN[name.toLowerCase()] ?? `${name.replace(/[^a-z0-9]/gi, '')}1`;
  const holder = { value: chosen };
  const accepts = operation.schemas.validateText({ type: 'object', properties: { value: schema } }, holder, `test ${operation.method} ${operation.path} ${name} ${chosen}`);
  if (accepts.valid) return chosen;
  // The generator follows references inside the document: the schema's, without the validator's base URI.
  const local = typeof (schema as { $ref?: unknown }).$ref === 'string' ? { $ref: (schema as { $ref: string }).$ref.replace(/^[^#]*/, '') } : schema;
  return text(generator.value(local, new SeededRandom(name), name));
}

export function validRequest(operation: MockOperation, options: { query?: Record<string, string>; omitOptionalBody?: boolean } = {}): MockRequest {
  const generator = new ExampleGenerator(operation.schemas.document);
  let path = operation.path;
  const query = new URLSearchParams(options.query);
  const headers: Record<string, string> = {};
  if (operation.secured) Object.assign(headers, { authorization: `Bearer ${KEY}`, 'x-svc-app-id': APP_ID });
  for (const parameter of operation.parameters) {
    const schema = operation.schemas.ref(parameter.schemaPointer);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(parameterValue(operation, parameter.name, schema, generator)));
    else if (parameter.in === 'query' && (parameter.required || parameter.name in CHOSEN) && !query.has(parameter.name)) {
      query.set(parameter.name, parameterValue(operation, parameter.name, schema, generator));
    }
    else if (parameter.in === 'header' && parameter.required && !(parameter.name.toLowerCase() in headers)) {
      headers[parameter.name.toLowerCase()] = parameterValue(operation, parameter.name, schema, generator);
    }
  }
  const request: MockRequest = { method: operation.method, path: query.size > 0 ? `${path}?${query.toString()}` : path, headers };
  const body = operation.body;
  if (body?.json && body.schemaPointer && (body.required || !options.omitOptionalBody)) {
    const value = generator.value(generator.resolved({ $ref: `#/${body.schemaPointer}` }), new SeededRandom(operation.operationId), 'body');
    const check = operation.schemas.validate(operation.schemas.ref(body.schemaPointer), value, `test body ${operation.operationId}`);
    if (!check.valid) throw new Error(`the test made an invalid body for ${operation.operationId}: ${JSON.stringify(check.errors)}`);
    request.body = JSON.stringify(value);
    request.headers['content-type'] = 'application/json';
  } else if (body && !body.json) {
    request.body = 'raw bytes for the platform';
    request.headers['content-type'] = 'text/plain';
  }
  return request;
}

export async function send(baseUrl: string, request: MockRequest): Promise<{ status: number; headers: Headers; body: Json | undefined; text: string }> {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual' });
  const textBody = await response.text();
  let body: Json | undefined;
  try {
    body = textBody === '' ? undefined : (JSON.parse(textBody) as Json);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text: textBody };
}
