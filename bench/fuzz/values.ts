/**
 * Values for a fuzz request: plausible ones read from a JSON Schema (the
 * right type, an enum member, a date, within bounds), and hostile ones: text
 * PostgreSQL cannot hold (NUL, unpaired surrogates), any code point, huge
 * strings, injection-looking text, wrong types, deep nesting, prototype keys.
 */
import fc from 'fast-check';
import type { Draw } from './random.js';
import type { JsonSchema } from './openapi.js';

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'r-\udfff',
  'x\ud83d',
  '\ufffd',
  '\ufeff',
  '',
  ' ',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%ED%A0%80',
  "' OR '1'='1",
  '"; DROP TABLE consumers; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '\r\nX-Injected: 1',
  'https://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'é'.normalize('NFD'),
  '😀'.repeat(3),
  '\u202e\u0041',
];

/**
 * A string meant to break something. In a URL or a header (`short`) long
 * strings stay under the 16 KB Node reads, or nearly every such request would
 * only test the 431; in bodies they go up to 70,000 characters.
 */
export function hostileString(draw: Draw, short = false): string {
  const long = short ? [256, 1_601, 4_000] : [256, 1_601, 10_000, 70_000];
  switch (draw.below(8)) {
    case 6:
    case 7: {
      // What the store cannot hold, inside ordinary text: the rule every route must keep (storable-text.ts).
      const words = draw.value(fc.string({ minLength: 1, maxLength: 12 }));
      const bad = draw.pick(['\u0000', '\ud800', '\udfff', '\udbff', '\u0000\ud83d']);
      const at = draw.below(words.length + 1);
      return `${words.slice(0, at)}${bad}${words.slice(at)}`;
    }
    case 0:
      return draw.pick(HOSTILE_TEXT);
    case 1:
      // Any UTF-16 code unit, lone surrogates included.
      return draw.value(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }));
    case 2:
      return draw.value(fc.string({ unit: 'binary', maxLength: 60 }));
    case 3:
      return draw.pick(['x', 'é', '\u0000', '😀']).repeat(draw.pick(long));
    case 4:
      return `${draw.value(fc.string({ maxLength: 10 }))}${draw.pick(HOSTILE_TEXT)}${draw.value(fc.string({ maxLength: 10 }))}`;
    default:
      return draw.value(fc.string({ unit: 'grapheme', maxLength: 30 }));
  }
}

/** A value of the wrong kind for almost any field. */
export function hostileValue(draw: Draw): unknown {
  switch (draw.below(7)) {
    case 0:
    case 1:
      return hostileString(draw);
    case 2:
      return draw.value(fc.anything({ maxDepth: 2 }));
    case 3:
      return draw.pick([0, -1, -0, 1.5, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 4294967296]);
    case 4:
      return draw.pick([true, false, null, [], {}, [null], { __proto__: { polluted: true } }]);
    case 5:
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');
    default: {
      // Deep nesting: a recursion or a jsonb depth limit.
      let nested: unknown = 'deep';
      for (let depth = draw.pick([20, 200, 2_000]); depth > 0; depth--) nested = { a: nested };
      return nested;
    }
  }
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function plausibleString(schema: JsonSchema, draw: Draw): string {
  if (schema.example !== undefined && typeof schema.example === 'string' && draw.chance(0.3)) return schema.example;
  switch (schema.format) {
    case 'date-time':
      return draw.value(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })).toISOString();
    case 'date':
      return draw.value(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })).toISOString().slice(0, 10);
    case 'email':
      return draw.value(fc.emailAddress());
    case 'uri':
    case 'url':
      return draw.pick(['https://example.com/hook', 'https://hooks.example.org/a?b=c', draw.value(fc.webUrl())]);
    case 'uuid':
      return draw.value(fc.uuid());
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.max(min, typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 40) : 24);
  return draw.value(fc.string({ minLength: min, maxLength: max }));
}

/** A value the schema allows, or nearly: the fuzz mostly wants requests that get past validation. */
export function plausibleValue(schema: JsonSchema, draw: Draw, resolve: (schema: JsonSchema | undefined) => JsonSchema, depth = 0): unknown {
  const resolved = resolve(schema);
  const choices = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined;
  if (choices?.length) return plausibleValue(draw.pick(choices), draw, resolve, depth);
  if (Array.isArray(resolved.allOf) && resolved.allOf.length > 0) {
    // The parts and the schema around them together: `{allOf: [Input], required: [name]}` requires name.
    const { allOf, ...outer } = resolved;
    const parts = [...(allOf as JsonSchema[]).map((part) => resolve(part)), outer];
    const merged = Object.assign({}, ...parts);
    merged.properties = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
    merged.required = parts.flatMap((part) => (part.required ?? []) as string[]);
    return plausibleValue(merged, draw, resolve, depth);
  }
  if (resolved.const !== undefined) return resolved.const;
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return draw.pick(resolved.enum as unknown[]);
  const types = typesOf(resolved).filter((type) => type !== 'null');
  if (types.length === 0) return draw.chance(0.5) ? plausibleString({}, draw) : draw.value(fc.integer({ min: 0, max: 1000 }));
  switch (draw.pick(types)) {
    case 'string':
      return plausibleString(resolved, draw);
    case 'integer':
      return draw.value(fc.integer({ min: typeof resolved.minimum === 'number' ? resolved.minimum : -1000, max: typeof resolved.maximum === 'number' ? resolved.maximum : 100_000 }));
    case 'number':
      return draw.value(fc.double({ min: typeof resolved.minimum === 'number' ? resolved.minimum : -1e6, max: typeof resolved.maximum === 'number' ? resolved.maximum : 1e6, noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return draw.chance(0.5);
    case 'array': {
      if (depth > 4) return [];
      const count = draw.below(3);
      return Array.from({ length: count }, () => plausibleValue(resolved.items ?? {}, draw, resolve, depth + 1));
    }
    case 'object': {
      if (depth > 4) return {};
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((resolved.required ?? []) as string[]);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        const readOnly = resolve(property).readOnly === true;
        if (required.has(name) || (!readOnly && draw.chance(0.35))) value[name] = plausibleValue(property, draw, resolve, depth + 1);
      }
      if (Object.keys(properties).length === 0 && resolved.additionalProperties !== false && draw.chance(0.5)) {
        value[draw.pick(['note', 'source', 'tier'])] = plausibleString({}, draw);
      }
      return value;
    }
    default:
      return null;
  }
}

/** Every path to a value inside a JSON value (for mutating one field deep inside a body). */
function paths(value: unknown, at: Array<string | number> = [], found: Array<Array<string | number>> = []): Array<Array<string | number>> {
  if (found.length > 200) return found;
  if (Array.isArray(value)) value.forEach((item, index) => (found.push([...at, index]), paths(item, [...at, index], found)));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push([...at, key]);
      paths(item, [...at, key], found);
    }
  }
  return found;
}

/** A plausible body, then (most of the time) one hostile change: a field's value, an unknown field, a dropped one, the whole body. */
export function mutatedBody(schema: JsonSchema, draw: Draw, resolve: (schema: JsonSchema | undefined) => JsonSchema): { body: unknown; mutation: string } {
  const body = plausibleValue(schema, draw, resolve);
  const roll = draw.unit();
  if (roll < 0.4) return { body, mutation: 'none' };
  if (roll < 0.8 && body !== null && typeof body === 'object') {
    const places = paths(body);
    if (places.length > 0) {
      const place = draw.pick(places);
      let parent: any = body;
      for (const part of place.slice(0, -1)) parent = parent[part];
      const key = place[place.length - 1] as string | number;
      if (draw.chance(0.15) && !Array.isArray(parent)) {
        delete parent[key];
        return { body, mutation: `dropped ${place.join('.')}` };
      }
      parent[key] = draw.chance(0.7) ? hostileString(draw) : hostileValue(draw);
      return { body, mutation: `hostile ${place.join('.')}` };
    }
  }
  if (roll < 0.9 && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    (body as Record<string, unknown>)[draw.chance(0.5) ? hostileString(draw).slice(0, 50) || 'unknown' : 'unknown_field'] = hostileValue(draw);
    return { body, mutation: 'unknown field' };
  }
  return { body: hostileValue(draw), mutation: 'whole body' };
}
