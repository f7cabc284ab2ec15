/**
 * What a schema of the description says about the shape of a value, looked up
 * without compiling it: needed to turn text (query strings, form bodies) into
 * values before validation, e.g. to know that `MediaUrl` is an array.
 */
import { resolvePointer } from './json-pointer.js';
import { isObject } from './oas-types.js';

const MAX_DEPTH = 16;

/** The JSON types a schema allows, through `$ref` and compositions; empty when it does not say. */
export function declaredTypes(document: unknown, schema: unknown, depth = 0): Set<string> {
  const types = new Set<string>();
  const resolved = follow(document, schema, depth);
  if (!resolved || depth > MAX_DEPTH) return types;
  if (typeof resolved.type === 'string') types.add(resolved.type);
  if (Array.isArray(resolved.type)) for (const type of resolved.type) if (typeof type === 'string') types.add(type);
  if (types.size === 0) {
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const members = resolved[keyword];
      if (!Array.isArray(members)) continue;
      for (const member of members) for (const type of declaredTypes(document, member, depth + 1)) types.add(type);
    }
  }
  if (types.size === 0 && isObject(resolved.properties)) types.add('object');
  return types;
}

/** The schemas of an object schema's named properties, own and from `allOf`. */
export function propertySchemas(document: unknown, schema: unknown, depth = 0): Map<string, unknown> {
  const properties = new Map<string, unknown>();
  const resolved = follow(document, schema, depth);
  if (!resolved || depth > MAX_DEPTH) return properties;
  if (isObject(resolved.properties)) for (const [name, property] of Object.entries(resolved.properties)) properties.set(name, property);
  if (Array.isArray(resolved.allOf)) {
    for (const member of resolved.allOf) {
      for (const [name, property] of propertySchemas(document, member, depth + 1)) if (!properties.has(name)) properties.set(name, property);
    }
  }
  return properties;
}

function follow(document: unknown, schema: unknown, depth: number): Record<string, unknown> | undefined {
  let current = schema;
  for (let hops = depth; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > MAX_DEPTH) return undefined;
    try {
      current = resolvePointer(document, current.$ref);
    } catch {
      return undefined;
    }
  }
  return isObject(current) ? current : undefined;
}
