/**
 * The response against the operation's `responses`: the status must be
 * declared (exactly, as a range like "4XX", or by `default`), required response
 * headers must be present, and a JSON body must validate against the schema of
 * its media type. A response declared without content accepts any body: vendors
 * rarely describe their error bodies, and those are not the description's promise.
 */
import { isJsonMediaType, mediaTypeOf, pickDeclaredMediaType } from './media-types.js';
import { dereference } from './json-pointer.js';
import { isObject, type OasHeader, type OasResponse } from './oas-types.js';
import type { DescribedOperation } from './operation-index.js';
import type { SchemaCompiler } from './schema-compiler.js';
import type { Finding } from './violations.js';

export interface ResponseContext {
  document: unknown;
  /** Response-direction compiler, no coercion. */
  compiler: SchemaCompiler;
}

export interface ResponseExchange {
  method: string;
  status: number;
  headers: ReadonlyMap<string, string>;
  body: string;
  /** A streamed body, not recorded: only its media type is checked. */
  streamed?: boolean;
}

export function checkResponse(operation: DescribedOperation, response: ResponseExchange, context: ResponseContext): Finding[] {
  const declared = declaredResponse(operation, response.status);
  if (!declared) {
    const statuses = Object.keys(operation.responses).join(', ') || 'none';
    return [{ where: 'status', message: `status ${response.status} is not declared for this operation (declared: ${statuses})` }];
  }
  const findings = missingHeaders(declared, response.headers, context.document);

  const content = declared.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0 || response.method.toUpperCase() === 'HEAD') return findings;

  if (response.body === '' && !response.streamed) {
    const promised = mediaTypes.find((mediaType) => isJsonMediaType(mediaTypeOf(mediaType) ?? '') && !isTrivial(content[mediaType]?.schema));
    if (promised) findings.push({ where: 'response-body', message: `the body is empty, but status ${response.status} is described with a ${promised} body` });
    return findings;
  }

  const sentType = mediaTypeOf(response.headers.get('content-type'));
  if (!sentType) return [...findings, { where: 'headers', message: 'a response body was returned without Content-Type' }];
  const mediaType = pickDeclaredMediaType(sentType, mediaTypes);
  if (!mediaType) {
    return [...findings, { where: 'headers', message: `response Content-Type ${sentType} is not described for status ${response.status} (described: ${mediaTypes.join(', ')})` }];
  }
  if (!isJsonMediaType(sentType) || response.streamed) return findings;

  let value: unknown;
  try {
    value = JSON.parse(response.body);
  } catch (error) {
    return [...findings, { where: 'response-body', message: `the body is not valid JSON: ${(error as Error).message}` }];
  }
  const problems = context.compiler.validator(content[mediaType]?.schema)(value);
  return [...findings, ...problems.map((problem) => ({ where: 'response-body' as const, message: problem }))];
}

function declaredResponse(operation: DescribedOperation, status: number): OasResponse | undefined {
  const responses = operation.responses;
  const range = `${Math.floor(status / 100)}XX`;
  return responses[String(status)] ?? responses[range] ?? responses[range.toLowerCase()] ?? responses.default;
}

function missingHeaders(response: OasResponse, headers: ReadonlyMap<string, string>, document: unknown): Finding[] {
  const findings: Finding[] = [];
  for (const [name, raw] of Object.entries(response.headers ?? {})) {
    const header = dereference<OasHeader>(document, raw);
    if (isObject(header) && header.required === true && !headers.has(name.toLowerCase())) {
      findings.push({ where: 'headers', message: `required response header "${name}" is missing` });
    }
  }
  return findings;
}

/** `{}` or no schema: the description does not promise anything about the body. */
function isTrivial(schema: unknown): boolean {
  return schema === undefined || (isObject(schema) && Object.keys(schema).length === 0);
}
