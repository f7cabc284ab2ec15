/**
 * The JSON Schema of a unified model, as the Connector API and OpenAPI
 * documents publish it. TypeBox schemas are JSON Schema already; what they
 * carry besides (non-enumerable `~kind`, `~optional` markers) is dropped by
 * copying only enumerable string keys, so the published schema is plain data.
 */
import type { TSchema } from 'typebox';

export type JsonSchema = { [key: string]: unknown };

/** A copy holding only plain JSON data: TypeBox's `~` markers dropped. */
export function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const key of Object.keys(value)) {
    if (key.startsWith('~')) continue;
    out[key] = plainCopy((value as JsonSchema)[key]);
  }
  return out;
}

/**
 * The model as plain JSON Schema, with the names of its personal-data
 * properties listed at the top in `x-pii`, as the reference API does.
 */
export function modelJsonSchema(model: TSchema): JsonSchema {
  const schema = plainCopy(model) as JsonSchema;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const pii = Object.entries(properties)
    .filter(([, property]) => property['x-pii'] === true)
    .map(([name]) => name);
  return pii.length > 0 ? { ...schema, 'x-pii': pii } : schema;
}
