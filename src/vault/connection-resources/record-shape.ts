/**
 * What a sampled platform record shows: its fields as finders (the
 * candidates for custom mappings) and an approximate JSON Schema. Bounded in
 * depth and count, since a record is the platform's to shape.
 */
import { finderOf, type FinderPath } from '../../core/json-finder.js';

const MAX_DEPTH = 8;
const MAX_FIELDS = 500;
/** Elements of an array of objects looked into: enough to show its shape, not every line of an invoice. */
const MAX_ELEMENTS = 3;

export interface SampledField {
  path: FinderPath;
  value: unknown;
}

/** Every value of the record that is not itself an object: scalars, and arrays of scalars. */
export function sampledFields(record: unknown): SampledField[] {
  const fields: SampledField[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (fields.length >= MAX_FIELDS) return;
    const isObject = value !== null && typeof value === 'object';
    const hasObjects = Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object');
    if (path.length > 0 && (!isObject || (Array.isArray(value) && !hasObjects) || path.length >= MAX_DEPTH)) {
      fields.push({ path, value });
      return;
    }
    if (Array.isArray(value)) value.slice(0, MAX_ELEMENTS).forEach((item, index) => walk(item, [...path, index]));
    else if (isObject) for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(record, []);
  return fields;
}

/** The reference's CustomFieldFinder of each field the resource's own mapping does not read. */
export function customFieldFinders(record: unknown, standardPaths: readonly string[]) {
  const standard = new Set(standardPaths);
  return sampledFields(record)
    .filter(({ path }) => !standard.has(path.join('.')))
    .map(({ path, value }) => ({ id: path.join('.'), name: String(path[path.length - 1]), description: null, value, finder: finderOf(path) }));
}

/** An approximate JSON Schema of one record: types as the sample shows them. */
export function approximateSchema(value: unknown, depth = 0): Record<string, unknown> {
  if (value === null || value === undefined || depth > MAX_DEPTH) return {};
  if (Array.isArray(value)) return { type: 'array', ...(value.length > 0 ? { items: approximateSchema(value[0], depth + 1) } : {}) };
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return { type: 'object', properties: Object.fromEntries(Object.entries(value).slice(0, MAX_FIELDS).map(([key, inner]) => [key, approximateSchema(inner, depth + 1)])) };
    default:
      return {};
  }
}
