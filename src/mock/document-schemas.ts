/**
 * Validation against one OpenAPI document's schemas, by JSON pointer into the
 * document (so `$ref`s resolve inside it), with Ajv's JSON Schema 2020-12
 * dialect (OpenAPI 3.1's). Two validators, as the service has: JSON bodies are
 * checked strictly; query strings, path parameters and headers arrive as text
 * and are coerced to the declared types first.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export type JsonDocument = Record<string, any>;

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** A JSON pointer token inside a URI fragment. */
export function pointerToken(text: string): string {
  return encodeURIComponent(text.replace(/~/g, '~0').replace(/\//g, '~1'));
}

export function pointer(...tokens: (string | number)[]): string {
  return tokens.map((token) => pointerToken(String(token))).join('/');
}

/** The value a local `$ref` ("#/components/schemas/Message") points to. */
export function resolveRef(document: JsonDocument, ref: string): any {
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported, not ${ref}`);
  let node: any = document;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node?.[token];
  }
  if (node === undefined) throw new Error(`${ref} does not exist in the document`);
  return node;
}

export interface Validation {
  valid: boolean;
  errors: ErrorObject[];
}

export class DocumentSchemas {
  readonly document: JsonDocument;
  readonly #base: string;
  readonly #strict: Ajv2020;
  readonly #text: Ajv2020;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(id: string, document: JsonDocument) {
    this.document = document;
    this.#base = `https://mock.invalid/${id}.json`;
    const build = (coerce: boolean) => {
      const ajv = new Ajv2020({
        strict: false,
        allErrors: true,
        allowUnionTypes: true,
        validateSchema: false,
        useDefaults: true,
        ...(coerce ? { coerceTypes: 'array' as const } : {}),
      });
      addFormats(ajv);
      ajv.addSchema(document, this.#base);
      return ajv;
    };
    this.#strict = build(false);
    this.#text = build(true);
  }

  /** A schema that refers to the document: `{ $ref }` of a pointer ("paths/…/schema"). */
  ref(path: string): { $ref: string } {
    return { $ref: `${this.#base}#/${path}` };
  }

  /** Validates JSON (bodies, answers) against a schema that may refer into the document. */
  validate(schema: object, value: unknown, key: string): Validation {
    return this.#run(this.#strict, `strict ${key}`, schema, value);
  }

  /** Validates text-born values (query, path, headers), coercing them in place to the declared types. */
  validateText(schema: object, value: unknown, key: string): Validation {
    return this.#run(this.#text, `text ${key}`, schema, value);
  }

  #run(ajv: Ajv2020, key: string, schema: object, value: unknown): Validation {
    let validate = this.#compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      this.#compiled.set(key, validate);
    }
    const valid = validate(value) as boolean;
    return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
  }
}
