/**
 * TypeBox spells a few common shapes in ways that are valid JSON Schema but
 * that OpenAPI tools read badly (Scalar, the API reference's renderer,
 * rejects them as invalid schema objects). Each is rewritten to the spelling
 * those tools expect, with exactly the same meaning:
 * - a union of literals of one type (`anyOf: [{type, const}, …]`) → `enum`;
 * - a union of one simple schema and null → a type list with "null";
 * - a record (`patternProperties: {"^.*$": S}`, no other properties) →
 *   `additionalProperties: S` (`true` when S allows anything).
 * Applied to each schema node after its children (so unions nested in a
 * nullable one are already enums).
 */
import type { JsonSchema } from '../json-schema.js';

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const ANY_PATTERN = '^.*$';

function isPlainObject(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `{type: T, const: v}` and nothing else. */
function literal(option: unknown): { type: string; value: unknown } | undefined {
  if (!isPlainObject(option) || !('const' in option) || typeof option.type !== 'string') return undefined;
  if (Object.keys(option).some((key) => key !== 'type' && key !== 'const')) return undefined;
  return { type: option.type, value: option.const };
}

function literalsToEnum(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || 'type' in schema || 'enum' in schema) return schema;
  const literals = options.map(literal);
  const type = literals[0]?.type;
  if (type === undefined || !SIMPLE_TYPES.has(type) || literals.some((entry) => entry?.type !== type)) return schema;
  const { anyOf: _union, ...rest } = schema;
  return { ...rest, type, enum: literals.map((entry) => entry?.value) };
}

function nullableUnion(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || 'type' in schema) return schema;
  const isNull = (option: unknown) => isPlainObject(option) && option.type === 'null' && Object.keys(option).length === 1;
  const other = options.find((option) => !isNull(option));
  if (!options.some(isNull) || !isPlainObject(other) || typeof other.type !== 'string' || 'const' in other) return schema;
  if (['$ref', 'anyOf', 'oneOf', 'allOf'].some((keyword) => keyword in other)) return schema;
  const { anyOf: _union, ...rest } = schema;
  const merged: JsonSchema = { ...other, ...rest, type: [other.type, 'null'] };
  if (Array.isArray(other.enum) && !other.enum.includes(null)) merged.enum = [...other.enum, null];
  return merged;
}

function recordToAdditional(schema: JsonSchema): JsonSchema {
  const patterns = schema.patternProperties;
  if (!isPlainObject(patterns) || Object.keys(patterns).length !== 1 || !(ANY_PATTERN in patterns)) return schema;
  if ('properties' in schema || 'additionalProperties' in schema) return schema;
  const { patternProperties: _patterns, ...rest } = schema;
  const values = patterns[ANY_PATTERN];
  return { ...rest, additionalProperties: isPlainObject(values) && Object.keys(values).length === 0 ? true : values };
}

export function idiomatic(schema: JsonSchema): JsonSchema {
  return recordToAdditional(nullableUnion(literalsToEnum(schema)));
}
