/**
 * Every operation of the OpenAPI documents, read into what the mock needs to
 * serve it: its route, how it authenticates, its parameters (each with a
 * pointer to its schema in the document), its request body, its success
 * answer and the error types it documents. Nothing here names a route: a
 * route added to the service appears in its document and so in the mock.
 */
import { DocumentSchemas, pointer, resolveRef, type JsonDocument } from './document-schemas.js';

type Json = Record<string, any>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

export interface MockParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** Pointer to the parameter's schema in the document. */
  schemaPointer: string;
  schema: Json;
}

export type SuccessKind = 'json' | 'text' | 'empty' | 'redirect' | 'passthrough';

export interface MockSuccess {
  status: number;
  kind: SuccessKind;
  /** JSON answers: pointer to the body schema. */
  schemaPointer?: string;
  /** Text answers: the documented media type. */
  contentType?: string;
}

export interface MockOperation {
  apiId: string;
  operationId: string;
  summary: string;
  /** Upper case. */
  method: string;
  /** OpenAPI template: "/sms/messages/{id}". */
  path: string;
  /** Fastify syntax: "/sms/messages/:id". */
  url: string;
  schemas: DocumentSchemas;
  /** Needs `Authorization: Bearer …` and `x-svc-app-id`. */
  secured: boolean;
  /** Whether public keys (`pk_…`) are accepted: only the Connector API serves no consumer data. */
  publicKeys: boolean;
  parameters: MockParameter[];
  body?: { required: boolean; json: boolean; schemaPointer?: string };
  success: MockSuccess;
  /** Every `type_name` the operation documents. */
  errorTypes: ReadonlySet<string>;
}

export interface LoadedDocument {
  id: string;
  name: string;
  document: JsonDocument;
}

/** The API whose every operation accepts public keys (catalog data, no consumer's). */
const PUBLIC_KEY_API = 'connector';

function parametersOf(document: JsonDocument, path: string, method: string, operation: Json): MockParameter[] {
  return ((operation.parameters ?? []) as Json[]).map((parameter, index) => {
    const isRef = typeof parameter.$ref === 'string';
    const resolved = (isRef ? resolveRef(document, parameter.$ref) : parameter) as Json;
    const schemaPointer = isRef
      ? `${(parameter.$ref as string).slice(2)}/schema`
      : pointer('paths', path, method, 'parameters', index, 'schema');
    return { name: resolved.name, in: resolved.in, required: resolved.required === true, schemaPointer, schema: resolved.schema ?? {} };
  });
}

function successOf(document: JsonDocument, path: string, method: string, operation: Json): MockSuccess {
  const responses = operation.responses as Record<string, Json>;
  if (responses['2XX']) return { status: 200, kind: 'passthrough' };
  const status = Object.keys(responses)
    .filter((key) => /^[23]\d\d$/.test(key))
    .map(Number)
    .sort((a, b) => a - b)[0];
  if (status === undefined) throw new Error(`${method.toUpperCase()} ${path} documents no success answer`);
  const response = responses[String(status)] as Json;
  if (status >= 300) return { status, kind: 'redirect' };
  const content = response.content as Record<string, unknown> | undefined;
  if (!content) return { status, kind: 'empty' };
  if (content['application/json']) {
    return { status, kind: 'json', schemaPointer: pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema') };
  }
  const [contentType] = Object.keys(content);
  return { status, kind: 'text', contentType: contentType ?? 'text/plain' };
}

function errorTypesOf(operation: Json): Set<string> {
  const types = new Set<string>();
  for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
    if (!/^[45]\d\d$/.test(status)) continue;
    const schema = (response.content as Json | undefined)?.['application/json']?.schema as Json | undefined;
    const names = (schema?.properties?.type_name?.enum ?? schema?.anyOf?.[0]?.properties?.type_name?.enum ?? []) as string[];
    for (const name of names) types.add(name);
  }
  return types;
}

export function mockOperations(documents: readonly LoadedDocument[]): MockOperation[] {
  const operations: MockOperation[] = [];
  for (const { id, document } of documents) {
    const schemas = new DocumentSchemas(id, document);
    for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const body = operation.requestBody as Json | undefined;
        const content = (body?.content ?? {}) as Record<string, unknown>;
        operations.push({
          apiId: id,
          operationId: operation.operationId,
          summary: operation.summary ?? operation.operationId,
          method: method.toUpperCase(),
          path,
          url: path.replace(/\{([^}]+)\}/g, ':$1'),
          schemas,
          secured: Array.isArray(operation.security) && operation.security.length > 0,
          publicKeys: id === PUBLIC_KEY_API,
          parameters: parametersOf(document, path, method, operation),
          ...(body
            ? {
                body: {
                  required: body.required === true,
                  json: content['application/json'] !== undefined,
                  ...(content['application/json'] ? { schemaPointer: pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema') } : {}),
                },
              }
            : {}),
          success: successOf(document, path, method, operation),
          errorTypes: errorTypesOf(operation),
        });
      }
    }
  }
  return operations;
}
