import { sql, type RawBuilder } from 'kysely';

/** A JSON value bound as jsonb, serialised here so both drivers store the same text. */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
