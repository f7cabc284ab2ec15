/**
 * Checks real answers of the service against its own OpenAPI documents: the
 * status must be documented for the operation (or fall under `default` or a
 * range), and a JSON body must validate against the documented schema, with
 * Ajv's JSON Schema 2020-12 dialect (OpenAPI 3.1's) and every `$ref`
 * resolved inside the document.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { CallResult } from '../helpers/http.js';

type Json = Record<string, any>;

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** A JSON pointer token inside a URI fragment. */
const token = (text: string) => encodeURIComponent(text.replace(/~/g, '~0').replace(/\//g, '~1'));

export class ResponseCheck {
  readonly #documents: Record<string, Json>;
  readonly #ajv = new Map<string, Ajv2020>();
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(documents: Record<string, Json>) {
    this.#documents = documents;
  }

  /** Problems of an answer against the operation's documented responses; empty when it matches. */
  problems(apiId: string, method: string, path: string, result: CallResult): string[] {
    const document = this.#documents[apiId];
    if (!document) return [`no document ${apiId}`];
    const operation = document.paths?.[path]?.[method.toLowerCase()];
    if (!operation) return [`${apiId} documents no ${method} ${path}`];
    const statusKey = this.#statusKey(operation.responses, result.status);
    if (statusKey === undefined) return [`${method} ${path} does not document status ${result.status}`];
    const problems: string[] = [];
    if (!result.headers.get('request-id')) problems.push('no Request-Id header');
    const content = operation.responses[statusKey].content as Json | undefined;
    const mediaType = (result.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (content === undefined) {
      if (result.text !== '') problems.push(`status ${result.status} is documented without a body, got ${result.text.slice(0, 100)}`);
      return problems;
    }
    const documentedType = content[mediaType] ? mediaType : content['*/*'] ? '*/*' : undefined;
    if (documentedType === undefined) return [...problems, `media type ${mediaType} is not documented for ${result.status}`];
    if (mediaType !== 'application/json') return problems;
    const pointer = ['paths', path, method.toLowerCase(), 'responses', statusKey, 'content', documentedType, 'schema'].map(token).join('/');
    const validate = this.#validator(apiId, pointer);
    if (!validate(result.body)) {
      problems.push(...(validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`));
    }
    return problems;
  }

  /** Throws with every problem, naming the request. */
  expect(apiId: string, method: string, path: string, result: CallResult): void {
    const problems = this.problems(apiId, method, path, result);
    if (problems.length > 0) {
      throw new Error(`${method} ${path} → ${result.status} does not match ${apiId}'s document:\n  ${problems.join('\n  ')}\n  body: ${result.text.slice(0, 600)}`);
    }
  }

  #statusKey(responses: Json, status: number): string | undefined {
    if (responses[String(status)]) return String(status);
    const range = `${String(status)[0]}XX`;
    if (responses[range]) return range;
    return responses.default ? 'default' : undefined;
  }

  #validator(apiId: string, pointer: string): ValidateFunction {
    const key = `${apiId}#/${pointer}`;
    const cached = this.#validators.get(key);
    if (cached) return cached;
    const base = `https://documents.test/${apiId}.json`;
    let ajv = this.#ajv.get(apiId);
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true, validateSchema: false });
      addFormats(ajv);
      ajv.addSchema(this.#documents[apiId] as object, base);
      this.#ajv.set(apiId, ajv);
    }
    const validate = ajv.compile({ $ref: `${base}#/${pointer}` });
    this.#validators.set(key, validate);
    return validate;
  }
}
