/**
 * The request body against the operation's `requestBody`, for the media type
 * that was sent. JSON bodies are validated as they are; form-encoded bodies
 * (Twilio) become an object of strings (arrays for repeated keys or array
 * properties) coerced to the schema's types. Other media types (multipart,
 * binary uploads, text) are matched by Content-Type only.
 */
import { FORM_URLENCODED, isJsonMediaType, mediaTypeOf, pickDeclaredMediaType } from './media-types.js';
import type { DescribedOperation } from './operation-index.js';
import type { SchemaCompiler } from './schema-compiler.js';
import { declaredTypes, propertySchemas } from './schema-shapes.js';
import type { Finding } from './violations.js';

export interface RequestBodyContext {
  document: unknown;
  /** For JSON bodies: no coercion, a JSON "5" is not an integer. */
  jsonCompiler: SchemaCompiler;
  /** For form bodies: every value arrives as text. */
  formCompiler: SchemaCompiler;
}

export function checkRequestBody(operation: DescribedOperation, headers: ReadonlyMap<string, string>, body: string, context: RequestBodyContext): Finding[] {
  const described = operation.requestBody;
  if (!described) {
    return body === '' ? [] : [{ where: 'request-body', message: `a ${body.length}-byte body was sent, but the operation describes no request body` }];
  }
  if (body === '') {
    return described.required ? [{ where: 'request-body', message: 'the request body is required but none was sent' }] : [];
  }

  const sentType = mediaTypeOf(headers.get('content-type'));
  const declaredTypesList = Object.keys(described.content ?? {});
  if (!sentType) return [{ where: 'headers', message: 'a request body was sent without Content-Type' }];
  const declared = pickDeclaredMediaType(sentType, declaredTypesList);
  if (!declared) {
    return [{ where: 'headers', message: `request Content-Type ${sentType} is not described (described: ${declaredTypesList.join(', ') || 'none'})` }];
  }
  const schema = described.content?.[declared]?.schema;

  if (isJsonMediaType(sentType)) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      return [{ where: 'request-body', message: `the body is not valid JSON: ${(error as Error).message}` }];
    }
    return prefixed(context.jsonCompiler.validator(schema)(value));
  }
  if (sentType === FORM_URLENCODED) {
    return prefixed(context.formCompiler.validator(schema)(formToObject(context.document, schema, body)));
  }
  return [];
}

/** "To=%2B1555&MediaUrl=a&MediaUrl=b" → { To: "+1555", MediaUrl: ["a", "b"] }. */
export function formToObject(document: unknown, schema: unknown, body: string): Record<string, unknown> {
  const properties = propertySchemas(document, schema);
  const object: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const existing = object[key];
    if (existing === undefined) object[key] = declaredTypes(document, properties.get(key)).has('array') ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else object[key] = [existing, value];
  }
  return object;
}

function prefixed(problems: string[]): Finding[] {
  return problems.map((problem) => ({ where: 'request-body', message: problem }));
}
