/**
 * JQL for the unified ticket list. Every value from a caller enters the query
 * as one quoted JQL string (or as a bare number after checking it is one), so
 * no value can change the query's structure. The query is always restricted
 * to one project: Jira's enhanced search refuses unbounded JQL.
 *
 *   project = 10000 [AND <status>] [AND updated >= "yyyy/MM/dd HH:mm"] [AND assignee = "<accountId>"]
 *   ORDER BY created|updated ASC|DESC        (default: ORDER BY created DESC)
 *
 * <status> is `statusCategory = "To Do"` (open), `"In Progress"` (in_progress)
 * or `"Done"` (closed), `status = "<name>"` for any other value, `in (...)`
 * for several and an OR of both kinds when mixed; `all` means no restriction.
 */
import { ApiError } from '../../core/errors/api-error.js';

/** Jira's status categories, by the name JQL documents for them. */
export const STATUS_CATEGORY_NAMES: Readonly<Record<string, string>> = { open: 'To Do', in_progress: 'In Progress', closed: 'Done' };

/** One quoted JQL string: backslashes and double quotes escaped, control characters refused. */
export function jqlString(value: string): string {
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    throw new ApiError('RequestValidationError', {
      message: 'Filter values for Jira cannot contain control characters',
      detail: { value: value.slice(0, 100) },
    });
  }
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A project id is sent as a bare number, anything else (a project key) as a quoted string. */
export function projectClause(collectionId: string): string {
  return /^[1-9]\d{0,17}$/.test(collectionId) ? `project = ${collectionId}` : `project = ${jqlString(collectionId)}`;
}

function equalsOrIn(field: string, values: readonly string[]): string {
  return values.length === 1 ? `${field} = ${jqlString(values[0] as string)}` : `${field} in (${values.map(jqlString).join(', ')})`;
}

export function statusClause(statuses: readonly string[]): string | undefined {
  if (statuses.length === 0 || statuses.includes('all')) return undefined;
  const categories = [...new Set(statuses.flatMap((status) => STATUS_CATEGORY_NAMES[status] ?? []))];
  const names = [...new Set(statuses.filter((status) => STATUS_CATEGORY_NAMES[status] === undefined))];
  const parts: string[] = [];
  if (categories.length > 0) parts.push(equalsOrIn('statusCategory', categories));
  if (names.length > 0) parts.push(equalsOrIn('status', names));
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

/**
 * `yyyy/MM/dd HH:mm` of an instant in the searching user's time zone: JQL
 * reads dates in the user's zone and has minute precision, so the instant is
 * rounded down to its minute (callers drop the extra matches themselves).
 */
export function jqlDateTime(epochMs: number, timeZone: string | undefined): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    // An unknown zone name: UTC is what Jira falls back to as well.
    return jqlDateTime(epochMs, 'UTC');
  }
  const part = Object.fromEntries(format.formatToParts(new Date(epochMs)).map(({ type, value }) => [type, value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`;
}

/** The instant of a `filter[since]`, checked: RequestValidationError when it is not a date-time. */
export function sinceOf(filter: Readonly<Record<string, unknown>>): number | undefined {
  if (typeof filter.since !== 'string') return undefined;
  const epochMs = Date.parse(filter.since);
  if (Number.isNaN(epochMs)) throw new ApiError('RequestValidationError', { message: 'filter[since] must be a date-time', detail: { 'filter[since]': filter.since.slice(0, 40) } });
  return epochMs;
}

export interface TicketSearch {
  collectionId: string;
  statuses?: readonly string[] | undefined;
  /** Updated at or after this instant, read in this time zone. */
  since?: { epochMs: number; timeZone: string | undefined } | undefined;
  assigneeId?: string | undefined;
  sort?: { by: string; direction: 'asc' | 'desc' } | undefined;
}

export function ticketJql(search: TicketSearch): string {
  const clauses = [projectClause(search.collectionId)];
  const status = statusClause(search.statuses ?? []);
  if (status !== undefined) clauses.push(status);
  if (search.since !== undefined) clauses.push(`updated >= ${jqlString(jqlDateTime(search.since.epochMs, search.since.timeZone))}`);
  if (search.assigneeId !== undefined) clauses.push(`assignee = ${jqlString(search.assigneeId)}`);
  const field = search.sort?.by === 'updated_at' ? 'updated' : 'created';
  const direction = search.sort === undefined ? 'DESC' : search.sort.direction.toUpperCase();
  return `${clauses.join(' AND ')} ORDER BY ${field} ${direction}`;
}
