/** What "a connector produces a field" means to the coverage test, and how sorted values compare. */
type Json = Record<string, any>;

/**
 * Whether a value carries data: null, undefined, "" and empty lists do not,
 * nor an object whose members all do not (a price with no amounts).
 */
export function carriesValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some(carriesValue);
  if (typeof value === 'object') return Object.values(value).some(carriesValue);
  return true;
}

/** Top-level fields of a record that carry data. */
export function fieldsCarried(record: Json): string[] {
  return Object.keys(record).filter((name) => carriesValue(record[name]));
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Order of two sort values as platforms sort them: times by instant, text without case, numbers (and numeric ids) by size. */
export function compareSortValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    if (ISO_DATE_TIME.test(a) && ISO_DATE_TIME.test(b)) return Date.parse(a) - Date.parse(b);
    // Numeric ids (QuickBooks' "9", "10") sort by number.
    if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Number(a) - Number(b);
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return 0;
}

/** Positions where a sequence breaks the direction asked for (empty when it is sorted). */
export function orderBreaks(values: readonly unknown[], direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const breaks: number[] = [];
  for (let i = 1; i < values.length; i += 1) if (sign * compareSortValues(values[i - 1], values[i]) > 0) breaks.push(i);
  return breaks;
}
