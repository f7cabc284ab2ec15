/**
 * Reading Jira's query parameters: list parameters may be repeated
 * (`fields=a&fields=b`) and/or comma-separated; integers must be integers.
 */

export type Query = Record<string, string | string[] | undefined>;

export function queryList(query: Query, name: string): string[] | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  return Array.isArray(raw) ? raw : [raw];
}

export function queryString(query: Query, name: string): string | undefined {
  const raw = query[name];
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
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
