/**
 * Example values from a document's JSON Schemas (the subset the OpenAPI
 * documents use: type, const, enum, properties, items, allOf, anyOf, oneOf,
 * formats, lengths, ranges, a few patterns), deterministic: the same seed
 * always gives the same value, so a record read twice (or once in a list and
 * once by id) is the same record. A schema's own `example`/`examples` wins
 * over anything made up.
 */
import { createHash } from 'node:crypto';
import type { JsonDocument } from './document-schemas.js';
import { resolveRef } from './document-schemas.js';
import { onlyRequires } from '../gateway/unified-schemas.js';

type Json = Record<string, any>;

/** A small deterministic generator (mulberry32) seeded from a string. */
export class SeededRandom {
  #state: number;

  constructor(seed: string) {
    this.#state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  }

  /** In [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.next() * values.length)] as T;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
}

/** A short stable identifier derived from text ("mock_3f9a…"), for records and created ids. */
export function mockId(text: string): string {
  return `mock_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

const WORDS = ['alpha', 'bravo', 'delta', 'harbor', 'juniper', 'maple', 'nova', 'orbit', 'pixel', 'quartz', 'sierra', 'tango', 'umber', 'willow'];
const MAX_DEPTH = 8;

/** Strings for the patterns the documents use; others fall back to candidates tested against the pattern. */
const PATTERN_VALUES: Readonly<Record<string, (random: SeededRandom) => string>> = {
  '^\\d+\\.\\d+\\.\\d+$': (random) => `${random.integer(1, 9)}.${random.integer(0, 20)}.${random.integer(0, 20)}`,
  '^https?://': (random) => `https://example.com/${random.pick(WORDS)}`,
  '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$': (random) => `#${random.hex(6)}`,
};

export class ExampleGenerator {
  readonly #document: JsonDocument;

  constructor(document: JsonDocument) {
    this.#document = document;
  }

  /** A value valid against `schema`; `name` (the property it fills) makes strings readable. */
  value(schema: unknown, random: SeededRandom, name = 'value', depth = 0): unknown {
    const resolved = this.#resolve(schema);
    if (resolved === undefined) return {};
    if ('const' in resolved) return resolved.const;
    if (resolved.example !== undefined) return resolved.example;
    if (Array.isArray(resolved.examples) && resolved.examples.length > 0) return resolved.examples[0];
    if (Array.isArray(resolved.enum)) {
      const values = resolved.enum.filter((value: unknown) => value !== null);
      return values.length > 0 ? random.pick(values) : null;
    }
    if (Array.isArray(resolved.allOf)) return this.value(this.merged(resolved), random, name, depth);
    const alternatives = requiredAlternatives(resolved);
    if (alternatives) {
      // "one of these members is required" (a custom field's id or name): fill the first alternative's.
      const { anyOf: _alternatives, ...rest } = resolved;
      return this.value({ ...rest, required: [...new Set([...(rest.required ?? []), ...alternatives[0]!])] }, random, name, depth);
    }
    const options = (resolved.oneOf ?? resolved.anyOf) as unknown[] | undefined;
    if (Array.isArray(options)) {
      const nonNull = options.filter((option) => this.#resolve(option)?.type !== 'null');
      return this.value(nonNull[0] ?? options[0], random, name, depth);
    }
    const types = Array.isArray(resolved.type) ? (resolved.type as string[]) : resolved.type ? [resolved.type as string] : [];
    const type = types.find((candidate) => candidate !== 'null') ?? types[0] ?? (resolved.properties ? 'object' : resolved.items ? 'array' : undefined);
    switch (type) {
      case 'object':
        return this.#object(resolved, random, depth);
      case 'array':
        return this.#array(resolved, random, name, depth);
      case 'string':
        return this.#string(resolved, random, name);
      case 'integer':
        // Timestamps as numbers (`…_at`) are milliseconds since the epoch: a date in 2024.
        if (/_at$/.test(name) && resolved.maximum === undefined) return Date.UTC(2024, 0, 1) + random.integer(0, 365 * 24 * 60) * 60_000;
        return random.integer(Math.ceil(resolved.minimum ?? 0), Math.floor(resolved.maximum ?? Math.max(1000, resolved.minimum ?? 0)));
      case 'number':
        return Math.round((resolved.minimum ?? 0) * 100 + random.next() * 100_000) / 100;
      case 'boolean':
        return random.next() < 0.5;
      case 'null':
        return null;
      default:
        // No type: anything goes (a `detail`, free metadata); an empty object is the least surprising.
        return {};
    }
  }

  /** allOf parts (references resolved) merged into one object schema. */
  merged(schema: Json): Json {
    const out: Json = { ...schema, allOf: undefined };
    delete out.allOf;
    for (const part of schema.allOf as unknown[]) {
      const resolved = this.#resolve(part) ?? {};
      const flat = Array.isArray(resolved.allOf) ? this.merged(resolved) : resolved;
      out.type ??= flat.type;
      out.properties = { ...(flat.properties ?? {}), ...(out.properties ?? {}) };
      out.required = [...new Set([...(flat.required ?? []), ...(out.required ?? [])])];
      if (flat.additionalProperties !== undefined && out.additionalProperties === undefined) out.additionalProperties = flat.additionalProperties;
    }
    return out;
  }

  /** The schema with references followed (top level only). */
  resolved(schema: unknown): Json {
    return this.#resolve(schema) ?? {};
  }

  /** The schema with every reference inlined and allOf merged, down to `depth` levels (for reading field names). */
  inlined(schema: unknown, depth = 6): Json {
    let resolved = this.resolved(schema);
    if (Array.isArray(resolved.allOf)) resolved = this.merged(resolved);
    if (depth === 0) return resolved;
    const out: Json = { ...resolved };
    if (resolved.properties) {
      out.properties = Object.fromEntries(Object.entries(resolved.properties as Record<string, unknown>).map(([key, sub]) => [key, this.inlined(sub, depth - 1)]));
    }
    if (resolved.items) out.items = this.inlined(resolved.items, depth - 1);
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      if (Array.isArray(resolved[keyword])) out[keyword] = (resolved[keyword] as unknown[]).map((option) => this.inlined(option, depth - 1));
    }
    return out;
  }

  #resolve(schema: unknown): Json | undefined {
    let current = schema as Json | undefined;
    for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops += 1) current = resolveRef(this.#document, current.$ref);
    return current && typeof current === 'object' ? current : undefined;
  }

  #object(schema: Json, random: SeededRandom, depth: number): Json {
    const out: Json = {};
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const required = new Set<string>(schema.required ?? []);
    for (const [key, sub] of Object.entries(properties)) {
      const resolved = this.#resolve(sub);
      // Write-only members are for requests: left out unless the schema requires them (a request body's, such as a shared link's target).
      if (resolved?.writeOnly === true && !required.has(key)) continue;
      // Deep optional members stop the recursion of self-referencing models.
      if (depth >= MAX_DEPTH && !required.has(key)) continue;
      out[key] = this.value(sub, random, key, depth + 1);
    }
    const extra = schema.additionalProperties;
    const patterned = schema.patternProperties ? Object.values(schema.patternProperties as Record<string, unknown>)[0] : undefined;
    if (Object.keys(properties).length === 0 && (patterned !== undefined || (extra !== undefined && extra !== false))) {
      const count = Math.min(schema.maxProperties ?? 2, 2);
      const valueSchema = patterned ?? (extra === true ? { type: 'string' } : extra);
      for (let index = 1; index <= count; index += 1) out[`${random.pick(WORDS)}_${index}`] = this.value(valueSchema, random, 'value', depth + 1);
    }
    return out;
  }

  #array(schema: Json, random: SeededRandom, name: string, depth: number): unknown[] {
    if (schema.items === undefined) return [];
    const max = Math.min(schema.maxItems ?? 2, 2);
    const min = Math.min(schema.minItems ?? (depth >= MAX_DEPTH ? 0 : 1), max);
    const count = random.integer(min, max);
    return Array.from({ length: count }, () => this.value(schema.items, random, name, depth + 1));
  }

  #string(schema: Json, random: SeededRandom, name: string): string {
    let text: string;
    switch (schema.format) {
      case 'date-time':
        text = new Date(Date.UTC(2024, 0, 1) + random.integer(0, 365 * 24 * 60) * 60_000).toISOString();
        break;
      case 'date':
        text = new Date(Date.UTC(2024, 0, 1) + random.integer(0, 365) * 86_400_000).toISOString().slice(0, 10);
        break;
      case 'email':
        text = `${random.pick(WORDS)}.${random.hex(4)}@example.com`;
        break;
      case 'uri':
      case 'url':
        text = `https://example.com/${name.replace(/[^a-z0-9_-]/gi, '')}/${random.hex(8)}`;
        break;
      case 'uuid':
        text = `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-a${random.hex(3)}-${random.hex(12)}`;
        break;
      default:
        text = typeof schema.pattern === 'string' ? patterned(schema.pattern, random, name) : `${name} ${random.pick(WORDS)} ${random.hex(4)}`;
    }
    const max = schema.maxLength as number | undefined;
    const min = (schema.minLength as number | undefined) ?? 0;
    if (max !== undefined && text.length > max) text = text.slice(0, max);
    while (text.length < min) text += random.hex(1);
    return text;
  }
}

/** The member lists of `anyOf: [{required: [...]}, …]` alternatives that only require members; undefined for any other anyOf. */
function requiredAlternatives(schema: Json): string[][] | undefined {
  const options = schema.anyOf as unknown[] | undefined;
  if (!Array.isArray(options) || options.length === 0) return undefined;
  if (!onlyRequires(options)) return undefined;
  return options.map((option) => (option as Json).required as string[]);
}

function patterned(pattern: string, random: SeededRandom, name: string): string {
  const known = PATTERN_VALUES[pattern];
  if (known) return known(random);
  const regex = new RegExp(pattern, 'u');
  const candidates = [`${name}-${random.hex(4)}`, `${random.pick(WORDS)}${random.hex(4)}`, random.hex(8), String(random.integer(1, 9999)), 'a'];
  const match = candidates.find((candidate) => regex.test(candidate));
  if (match === undefined) throw new Error(`the mock cannot make up a string matching ${pattern}: give the schema an example`);
  return match;
}
