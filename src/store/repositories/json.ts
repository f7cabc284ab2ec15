import { sql, type RawBuilder } from 'kysely';

/** A JSON value bound as jsonb, serialised here so both drivers store the same text. */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}

/**
 * JSON text PostgreSQL's jsonb rejects spelled as escapes: NUL (`\u0000`)
 * and unpaired surrogates (`\ud800` alone). Only the escapes themselves,
 * never an escaped backslash before a `u`.
 */
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(0000|d[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})|(?<!\\ud[89ab][0-9a-f]{2})d[c-f][0-9a-f]{2})/gi;

/**
 * `jsonb` for a value that came from a platform rather than from a client
 * (the client's text is refused at the edge, storable-text.ts): a platform's
 * record may hold a NUL or half of a surrogate pair, and refusing to store it
 * would stop every change after it from being published. Each such character
 * is stored, and so delivered, as U+FFFD; documented in webhooks.md.
 */
export function jsonbFromPlatform<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value).replace(UNSTORABLE_ESCAPE, '$1\\ufffd')} as jsonb)`;
}

