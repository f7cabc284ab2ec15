/**
 * Clover's `filter` query parameter (https://docs.clover.com/docs/applying-filters):
 * `filter=<field><op><value>`, repeated, every one applying
 * (`filter=modifiedTime>=1700000000000&filter=state=open`). The connector's
 * own lookups (a payment by its `externalPaymentId`) and the unified filters
 * a resource declares are built here, so no caller writes the syntax by hand.
 * A value holding a character Clover's parser splits on is refused: it
 * could not be said in one filter.
 */
import { invalid } from './api.js';

export type FilterOp = '=' | '!=' | '>' | '>=' | '<' | '<=';

/** One unified filter as a Clover filter: the field and operator it becomes. */
export interface CloverFilterSpec {
  field: string;
  op: FilterOp;
  /** The unified value as Clover's (an ISO time as epoch milliseconds). */
  value?: (unified: unknown) => string | number;
}

const UNSAYABLE = /[&'"()\u0000-\u001f]/;

/** `field<op>value` as one `filter=` value. */
export function cloverFilter(field: string, op: FilterOp, value: string | number): string {
  const text = String(value);
  if (UNSAYABLE.test(text)) throw invalid(`The value of ${field} cannot be said in a Clover filter`, { field, value: text.slice(0, 64) });
  return `${field}${op}${text}`;
}

/** The `filter` parameter of several filters: `{ filter: [...] }`, or nothing when there are none. */
export function filterQuery(filters: readonly string[]): { filter?: string[] } {
  return filters.length === 0 ? {} : { filter: [...filters] };
}

/** An ISO date-time (a unified `updated_since`) as Clover's epoch milliseconds. */
export function epochMillis(unified: unknown): number {
  const time = typeof unified === 'string' ? Date.parse(unified) : Number.NaN;
  if (!Number.isFinite(time)) throw invalid('Expected a date-time', { value: String(unified).slice(0, 64) });
  return time;
}
