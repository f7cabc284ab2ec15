/**
 * Reading Jira's query parameters: list parameters may be repeated
 * (`fields=a&fields=b`) and/or comma-separated; integers must be integers.
 */

export type Query = URLSearchParams;

export function queryList(query: Query, name: string): string[] | undefined {
  const values = query.getAll(name);
  return values.length === 0 ? undefined : values;
}

/** The last value of a repeated parameter, as Jira reads single-valued ones. */
export function queryString(query: Query, name: string): string | undefined {
  return query.getAll(name).at(-1);
}

/** The integer value, the fallback when absent, or NaN when present but not an integer. */
export function queryInteger(query: Query, name: string, fallback: number): number {
  const raw = queryString(query, name);
  if (raw === undefined || raw === '') return fallback;
  return /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
}

export function queryBoolean(query: Query, name: string): boolean {
  return queryString(query, name)?.toLowerCase() === 'true';
}
