/**
 * A response mapper written as a table: one rule per unified field. The table
 * is both the mapper and the statement of what it fills, so the Connector
 * API's `supported_fields` is read from the very code that builds records and
 * cannot drift from it. A field the platform has no data for is either left
 * out of the table or, where the unified model shows it as null, named in
 * `absent`: set to null on every record and never reported as supported.
 */

/** One rule per unified field; a rule returning undefined leaves the field out of that record. */
export type FieldRules<S, T, C> = { [K in keyof T]?: (source: S, context: C) => T[K] | undefined };

export interface FieldMapper<S, T, C = undefined> {
  /** Maps one platform record; `context` is whatever the rules need besides it (side-loaded data). */
  (source: S, ...context: C extends undefined ? [] : [context: C]): T;
  /** Unified fields the mapper fills with platform data, in table order. */
  readonly fields: readonly (keyof T & string)[];
  /** Unified fields set to null on every record: the platform has no such data. */
  readonly absent: readonly (keyof T & string)[];
}

export function mapFields<S, T, C = undefined>(
  rules: FieldRules<S, T, C>,
  options: { absent?: readonly (keyof T & string)[] } = {},
): FieldMapper<S, T, C> {
  const entries = Object.entries(rules).filter(([, rule]) => typeof rule === 'function') as [string, (source: S, context: C) => unknown][];
  const absent = [...(options.absent ?? [])];
  for (const name of absent) {
    if (Object.hasOwn(rules, name)) throw new Error(`field "${name}" is both mapped and declared absent`);
  }
  const mapper = (source: S, context?: C): T => {
    const record: Record<string, unknown> = {};
    for (const [name, rule] of entries) {
      const value = rule(source, context as C);
      if (value !== undefined) record[name] = value;
    }
    for (const name of absent) record[name] = null;
    return record as T;
  };
  return Object.assign(mapper, {
    fields: Object.freeze(entries.map(([name]) => name as keyof T & string)),
    absent: Object.freeze(absent),
  }) as unknown as FieldMapper<S, T, C>;
}
