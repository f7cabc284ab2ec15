/**
 * Named schemas of the OpenAPI documents (`components.schemas`). A schema is
 * named once (a unified model, a Connector API record, ...); wherever a route's
 * schema contains one that is equal to a named schema, the document refers to
 * the component instead of repeating it. Equality is structural (canonical
 * JSON), because TypeBox's `Type.Optional` copies the schema it wraps.
 */
import { plainCopy, type JsonSchema } from '../json-schema.js';
import { idiomatic } from './idiomatic-schema.js';

export const SCHEMA_REF = '#/components/schemas/';

/** JSON with object keys sorted: equal schemas give equal strings. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as JsonSchema)[key])}`);
  return `{${entries.join(',')}}`;
}

/** Component names allowed by OpenAPI: `^[a-zA-Z0-9._-]+$`. */
const COMPONENT_NAME = /^[a-zA-Z0-9._-]+$/;

/** The schemas with a name, shared by every document. */
export class SchemaNames {
  readonly #byCanonical = new Map<string, string>();
  readonly #schemas = new Map<string, JsonSchema>();

  /** Names a schema. A schema equal to one already named keeps the first name. */
  define(name: string, schema: unknown): void {
    if (!COMPONENT_NAME.test(name)) throw new Error(`"${name}" cannot name an OpenAPI component`);
    const plain = plainCopy(schema) as JsonSchema;
    const key = canonical(plain);
    const existing = this.#schemas.get(name);
    if (existing !== undefined) {
      if (canonical(existing) !== key) throw new Error(`two different schemas are named ${name}`);
      return;
    }
    if (this.#byCanonical.has(key)) return;
    this.#byCanonical.set(key, name);
    this.#schemas.set(name, plain);
  }

  nameOf(schema: unknown): string | undefined {
    return this.#byCanonical.get(canonical(schema));
  }

  schema(name: string): JsonSchema {
    const schema = this.#schemas.get(name);
    if (!schema) throw new Error(`no schema is named ${name}`);
    return schema;
  }
}

/** Keywords whose value is a schema, and those whose value is a list or a map of schemas (JSON Schema 2020-12). */
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const SCHEMA_LIST_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

/**
 * The schemas of one document: converts route schemas into plain JSON Schema
 * with references to named components (in the spellings OpenAPI tools expect:
 * idiomatic-schema.ts), and emits only the components that document uses.
 */
export class DocumentSchemas {
  readonly #names: SchemaNames;
  /** Components in the order they were first used, with their converted schemas (filled when emitted). */
  readonly #used = new Map<string, JsonSchema | undefined>();
  /** Components this document defines itself (envelopes of its operations). */
  readonly #own = new Map<string, JsonSchema>();

  constructor(names: SchemaNames) {
    this.#names = names;
  }

  /** A schema as the document shows it: named parts replaced by references. */
  convert(schema: unknown): JsonSchema {
    return this.#walk(plainCopy(schema), true) as JsonSchema;
  }

  /** A reference to a schema this document names itself (a response envelope). */
  own(name: string, schema: JsonSchema): JsonSchema {
    if (!COMPONENT_NAME.test(name)) throw new Error(`"${name}" cannot name an OpenAPI component`);
    if (this.#own.has(name) || this.#used.has(name)) throw new Error(`component ${name} is defined twice`);
    this.#own.set(name, schema);
    return { $ref: `${SCHEMA_REF}${name}` };
  }

  /** A reference to a named schema, which the document then includes. */
  ref(name: string): JsonSchema {
    this.#names.schema(name);
    if (!this.#used.has(name)) this.#used.set(name, undefined);
    return { $ref: `${SCHEMA_REF}${name}` };
  }

  /** Every component the document refers to, directly or through other components. */
  components(): Record<string, JsonSchema> {
    // Converting a component can use further components: loop until none is left unconverted.
    for (let pending = this.#pending(); pending.length > 0; pending = this.#pending()) {
      for (const name of pending) this.#used.set(name, this.#walk(this.#names.schema(name), false) as JsonSchema);
    }
    const out: Record<string, JsonSchema> = {};
    for (const [name, schema] of [...this.#used.entries()].sort(([a], [b]) => a.localeCompare(b))) out[name] = schema as JsonSchema;
    for (const [name, schema] of this.#own) out[name] = schema;
    return out;
  }

  #pending(): string[] {
    return [...this.#used.entries()].filter(([, schema]) => schema === undefined).map(([name]) => name);
  }

  /** `mayName`: whether this node itself may become a reference (not the root of a component's own definition). */
  #walk(node: unknown, mayName: boolean): unknown {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    if (mayName) {
      const name = this.#names.nameOf(node);
      if (name !== undefined) return this.ref(name);
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node as JsonSchema)) {
      if (SCHEMA_KEYWORDS.includes(key) && value !== null && typeof value === 'object') out[key] = this.#walk(value, true);
      else if (SCHEMA_LIST_KEYWORDS.includes(key) && Array.isArray(value)) out[key] = value.map((item) => this.#walk(item, true));
      else if (SCHEMA_MAP_KEYWORDS.includes(key) && value !== null && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, this.#walk(sub, true)]));
      } else out[key] = value;
    }
    return idiomatic(out);
  }
}
