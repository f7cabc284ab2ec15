/**
 * `fields` projection: `fields=id,emails,addresses.city` keeps only those
 * properties; dot notation reaches into objects and into every item of arrays.
 * Field names are checked against the model's JSON Schema so a typo is a clear
 * 400 instead of a silently empty response.
 */
import { ApiError } from './errors/api-error.js';

export type FieldTree = Map<string, FieldTree | true>;

interface SchemaLike {
  type?: unknown;
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
  anyOf?: SchemaLike[];
}

const MAX_FIELDS_LENGTH = 2048;

/** Parses and checks a `fields` value; returns undefined when every field is wanted. */
export function parseFields(raw: string | undefined | null, modelSchema: object): FieldTree | undefined {
  const schema = modelSchema as SchemaLike;
  if (raw === undefined || raw === null || raw.trim() === '') return undefined;
  if (raw.length > MAX_FIELDS_LENGTH) {
    throw new ApiError('RequestValidationError', { detail: { fields: `longer than ${MAX_FIELDS_LENGTH} characters` } });
  }
  const tree: FieldTree = new Map();
  for (const entry of raw.split(',')) {
    const path = entry.trim();
    if (path === '') continue;
    const parts = path.split('.');
    let node = tree;
    let nodeSchema: SchemaLike | undefined = schema;
    parts.forEach((part, index) => {
      const propertySchema = objectProperties(nodeSchema)?.[part];
      if (propertySchema === undefined) {
        throw new ApiError('RequestValidationError', {
          message: `Unknown field "${path}" in fields`,
          detail: { fields: `"${path}" is not a field of this resource` },
        });
      }
      const last = index === parts.length - 1;
      const existing = node.get(part);
      if (last) {
        node.set(part, true);
        return;
      }
      if (existing === true) return; // a shorter path already keeps the whole value
      const child: FieldTree = existing ?? new Map();
      node.set(part, child);
      node = child;
      nodeSchema = propertySchema;
    });
  }
  return tree.size === 0 ? undefined : tree;
}

function objectProperties(schema: SchemaLike | undefined): Record<string, SchemaLike> | undefined {
  if (schema === undefined) return undefined;
  if (schema.properties) return schema.properties;
  if (schema.items) return objectProperties(schema.items);
  for (const option of schema.anyOf ?? []) {
    const found = objectProperties(option);
    if (found) return found;
  }
  return undefined;
}

export function project(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    if (!(key in source)) continue;
    result[key] = sub === true ? source[key] : project(source[key], sub);
  }
  return result;
}
