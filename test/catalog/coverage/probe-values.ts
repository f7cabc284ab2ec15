/** What the probes of every API pick filter values with: a value that splits the records, and text compared as platforms search it. */
type Json = Record<string, any>;

/** A value of `valuesOf` that some records have and others lack, preferring the most common one. */
export function splitting(records: readonly Json[], valuesOf: (record: Json) => string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const record of records) for (const value of new Set(valuesOf(record))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].filter(([, count]) => count < records.length).sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A non-empty text as a list of one, else none. */
export const text = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? [value] : []);

/** Text equal without case, as CRMs and HR systems search. */
export const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
