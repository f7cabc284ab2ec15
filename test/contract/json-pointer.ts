/**
 * Local JSON references ("#/components/schemas/User") inside one description.
 * Descriptions are used by path, never bundled, so only same-document
 * references are supported; anything else is reported as unsupported.
 */
import { isObject } from './oas-types.js';

export function isLocalRef(ref: unknown): ref is string {
  return typeof ref === 'string' && ref.startsWith('#');
}

/** Reads the value a local reference points at, or throws with the reference in the message. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!isLocalRef(ref)) throw new Error(`only same-document references are supported, got "${ref}"`);
  const pointer = safeDecode(ref.slice(1));
  if (pointer === '') return document;
  let current: unknown = document;
  for (const rawPart of pointer.slice(1).split('/')) {
    const part = rawPart.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isObject(current)) current = current[part];
    else current = undefined;
    if (current === undefined) throw new Error(`reference "${ref}" points at nothing`);
  }
  return current;
}

/**
 * Follows `$ref` chains on an OpenAPI object that may be a Reference Object
 * (parameters, request bodies, responses, headers). Schemas are not followed
 * here: their references are left to the validator.
 */
export function dereference<T>(document: unknown, value: unknown): T {
  let current = value;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`reference cycle through "${current.$ref}"`);
    seen.add(current.$ref);
    current = resolvePointer(document, current.$ref);
  }
  return current as T;
}

/** Escapes one key for use inside a JSON pointer. */
export function pointerPart(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Fragments are URI-encoded in principle; vendors do not always encode them. */
function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
