/**
 * OpenAPI 3.0 Schema Object → JSON Schema (draft 2019-09, as Ajv2019 reads it).
 *
 * OAS 3.0 schemas are a dialect of JSON Schema draft 4/5; the differences that
 * change what validates are handled here, and only here:
 *
 * - `nullable: true` adds `null` (to `type` and `enum`, or as an `anyOf`
 *   branch when the schema is a `$ref` or a composition, where adding to `type`
 *   would be defeated by the referenced schema).
 * - `$ref` siblings are ignored by OAS 3.0; we keep that rule except for
 *   `nullable`, which vendors put next to `$ref` meaning "or null".
 * - `readOnly` properties are not required in requests, `writeOnly` ones are not
 *   required in responses (the property schemas themselves stay as they are).
 * - `discriminator` with `oneOf`/`anyOf`: the discriminator value picks the
 *   branch (`if`/`then`), and the branches are combined with `anyOf`, because
 *   vendor branches overlap (open objects) and would fail a strict `oneOf`.
 * - `additionalProperties: false` next to `allOf`/`anyOf`/`oneOf` becomes
 *   `unevaluatedProperties: false`: in draft 4 it would reject every property
 *   that the composed schemas define, which is never what the author meant.
 * - Boolean `exclusiveMinimum`/`exclusiveMaximum` (draft 4) become numbers.
 * - Annotations that mean nothing to validation (`example`, `xml`, `x-*`, …) are
 *   dropped so that Ajv never walks into example data.
 *
 * The shape of the schema is otherwise kept, so JSON pointers into it stay valid.
 */
import { isLocalRef } from './json-pointer.js';
import { isObject, type JsonObject } from './oas-types.js';

export type Direction = 'request' | 'response';

export interface ConversionContext {
  direction: Direction;
  /** Every described property is required (a complete-response-bodies exception). */
  requireAllProperties?: boolean;
  /** The id a same-document reference ("#/components/schemas/X") is known by to the validator. */
  refId(ref: string): string;
  /** Reads what a same-document reference points at (for readOnly/writeOnly through `$ref`). */
  resolve(ref: string): unknown;
}

const DROPPED_KEYWORDS = new Set([
  'nullable',
  'discriminator',
  'example',
  'examples',
  'xml',
  'externalDocs',
  'deprecated',
  'readOnly',
  'writeOnly',
  // Ajv would try to honour an `$id` and change the base of every `$ref` below it.
  '$id',
  '$schema',
]);

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;

export function convertSchema(schema: unknown, context: ConversionContext): unknown {
  if (!isObject(schema)) return schema;

  if (typeof schema.$ref === 'string') {
    if (!isLocalRef(schema.$ref)) throw new Error(`unsupported reference "${schema.$ref}"`);
    const reference = { $ref: context.refId(schema.$ref) };
    return schema.nullable === true ? { anyOf: [reference, { type: 'null' }] } : reference;
  }

  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key) || key.startsWith('x-')) continue;
    switch (key) {
      case 'properties':
        out.properties = mapValues(value, (property) => convertSchema(property, context));
        break;
      case 'additionalProperties':
      case 'not':
        out[key] = isObject(value) ? convertSchema(value, context) : value;
        break;
      case 'items':
        out.items = Array.isArray(value) ? value.map((item) => convertSchema(item, context)) : convertSchema(value, context);
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[key] = Array.isArray(value) ? value.map((member) => convertSchema(member, context)) : value;
        break;
      case 'type':
        out.type = knownTypes(value);
        break;
      case 'required':
        out.required = Array.isArray(value) ? value.filter((name) => !isHiddenInDirection(schema, name, context)) : value;
        break;
      default:
        out[key] = value;
    }
  }
  if (out.type === undefined) delete out.type;
  if (context.requireAllProperties && isObject(schema.properties)) {
    const all = [...new Set([...(Array.isArray(schema.required) ? schema.required : []), ...Object.keys(schema.properties)])];
    out.required = all.filter((name) => !isHiddenInDirection(schema, name, context));
  }

  convertExclusiveBound(out, 'exclusiveMinimum', 'minimum');
  convertExclusiveBound(out, 'exclusiveMaximum', 'maximum');
  if (ignoresFormat(schema)) delete out.format;
  applyDiscriminator(schema, out, context);

  const composed = COMPOSITIONS.some((keyword) => out[keyword] !== undefined);
  if (out.additionalProperties === false && composed) {
    delete out.additionalProperties;
    out.unevaluatedProperties = false;
  }

  return schema.nullable === true ? allowNull(out, composed) : out;
}

function mapValues(value: unknown, convert: (item: unknown) => unknown): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, convert(item)]));
}

/** Unknown `type` values (vendor typos such as "int") would make Ajv refuse the whole schema. */
function knownTypes(value: unknown): unknown {
  if (typeof value === 'string') return JSON_TYPES.has(value) ? value : undefined;
  if (Array.isArray(value)) {
    const known = value.filter((type) => typeof type === 'string' && JSON_TYPES.has(type));
    return known.length > 0 ? known : undefined;
  }
  return undefined;
}

function convertExclusiveBound(out: JsonObject, exclusive: string, inclusive: string): void {
  if (out[exclusive] === true && typeof out[inclusive] === 'number') {
    out[exclusive] = out[inclusive];
    delete out[inclusive];
  } else if (typeof out[exclusive] === 'boolean') {
    delete out[exclusive];
  }
}

/** Twilio marks some formats as not enforced by its own API (`x-twilio.ignoreFormat`). */
function ignoresFormat(schema: JsonObject): boolean {
  const twilio = schema['x-twilio'];
  return isObject(twilio) && twilio.ignoreFormat === true;
}

function allowNull(out: JsonObject, composed: boolean): JsonObject {
  const constrained = Object.keys(out).some((key) => key !== 'title' && key !== 'description' && key !== 'default');
  if (!constrained) return out;
  if (composed || out.type === undefined) return { anyOf: [out, { type: 'null' }] };
  out.type = Array.isArray(out.type) ? [...new Set([...out.type, 'null'])] : [out.type, 'null'];
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/**
 * OAS 3.0 says a readOnly property "SHOULD NOT be sent" in a request and a
 * writeOnly one is not returned: neither may then be required in that direction.
 */
function isHiddenInDirection(schema: JsonObject, name: unknown, context: ConversionContext): boolean {
  if (typeof name !== 'string') return false;
  const flag = context.direction === 'request' ? 'readOnly' : 'writeOnly';
  const property = findProperty(schema, name, context, 0);
  return property !== undefined && hasFlag(property, flag, context, 0);
}

function findProperty(schema: unknown, name: string, context: ConversionContext, depth: number): unknown {
  if (!isObject(schema) || depth > 8) return undefined;
  if (typeof schema.$ref === 'string') return findProperty(safeResolve(schema.$ref, context), name, context, depth + 1);
  if (isObject(schema.properties) && name in schema.properties) return schema.properties[name];
  if (!Array.isArray(schema.allOf)) return undefined;
  for (const member of schema.allOf) {
    const found = findProperty(member, name, context, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function hasFlag(schema: unknown, flag: 'readOnly' | 'writeOnly', context: ConversionContext, depth: number): boolean {
  if (!isObject(schema) || depth > 8) return false;
  if (schema[flag] === true) return true;
  if (typeof schema.$ref === 'string') return hasFlag(safeResolve(schema.$ref, context), flag, context, depth + 1);
  return Array.isArray(schema.allOf) && schema.allOf.some((member) => hasFlag(member, flag, context, depth + 1));
}

function safeResolve(ref: string, context: ConversionContext): unknown {
  try {
    return context.resolve(ref);
  } catch {
    return undefined;
  }
}

/**
 * `discriminator` is advisory in OAS 3.0, but it is the only thing that makes
 * overlapping `oneOf` branches usable: the value of the property names the
 * branch that must validate. Values it does not map are left to the `anyOf`.
 */
function applyDiscriminator(schema: JsonObject, out: JsonObject, context: ConversionContext): void {
  const discriminator = schema.discriminator;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string') return;
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (branches === undefined) return;

  const mapping = new Map<string, string>();
  for (const branch of branches) {
    // Implicit mapping: the value is the name of the referenced schema.
    if (isObject(branch) && typeof branch.$ref === 'string') mapping.set(branch.$ref.split('/').pop() ?? '', branch.$ref);
  }
  if (isObject(discriminator.mapping)) {
    for (const [value, target] of Object.entries(discriminator.mapping)) {
      if (typeof target !== 'string') continue;
      mapping.set(value, target.startsWith('#') ? target : `#/components/schemas/${target}`);
    }
  }

  const property = discriminator.propertyName;
  const selectors = [...mapping].map(([value, ref]) => ({
    if: { properties: { [property]: { const: value } }, required: [property] },
    then: { $ref: context.refId(ref) },
  }));
  out.anyOf = out.oneOf ?? out.anyOf;
  delete out.oneOf;
  out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), ...selectors];
}
