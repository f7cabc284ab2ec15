/**
 * POST /contacts/search: Intercom's query language for contacts, the one
 * true quirk of its contacts API. A query is a filter `{field, operator,
 * value}` or a group `{operator: AND|OR, value: [queries]}` (at most two
 * levels of nesting, at most 15 filters a group). Paging is in the body:
 * `pagination: {per_page, starting_after}`; `sort: {field, order}`.
 *
 * Served here: the string fields id, role, name, email, email_domain, phone,
 * external_id with =, !=, IN, NIN, ~, !~, ^, $; the date fields created_at,
 * updated_at, signed_up_at, last_seen_at with =, > and < by calendar day
 * (UTC), as documented. Anything else is refused with a 400, never ignored.
 */
import type { FastifyInstance } from 'fastify';
import { decodePosition, encodePosition, fail, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { IntercomAccount } from './accounts.js';
import { cursorPages } from './dialect.js';

type Json = Record<string, unknown>;

const STRING_FIELDS = ['id', 'role', 'name', 'email', 'email_domain', 'phone', 'external_id'];
const DATE_FIELDS = ['created_at', 'updated_at', 'signed_up_at', 'last_seen_at'];
const STRING_OPERATORS = ['=', '!=', 'IN', 'NIN', '~', '!~', '^', '$'];
const DATE_OPERATORS = ['=', '>', '<'];
const DAY_MS = 86_400_000;
const MAX_PER_PAGE = 150;

function invalid(message: string, field: string): never {
  throw fail.validation(message, { field });
}

function text(record: StoredRecord, field: string): string {
  if (field === 'email_domain') return String(record.email ?? '').split('@')[1] ?? '';
  const value = record[field];
  return typeof value === 'string' ? value : '';
}

function stringMatch(record: StoredRecord, field: string, operator: string, value: unknown): boolean {
  const actual = text(record, field).toLowerCase();
  if (operator === 'IN' || operator === 'NIN') {
    if (!Array.isArray(value)) invalid(`The value of operator ${operator} must be an array`, 'query.value');
    const found = value.some((item) => String(item).toLowerCase() === actual);
    return operator === 'IN' ? found : !found;
  }
  if (typeof value !== 'string') invalid(`The value for field ${field} must be a string`, 'query.value');
  const wanted = value.toLowerCase();
  switch (operator) {
    case '=': return actual === wanted;
    case '!=': return actual !== wanted;
    case '~': return actual.includes(wanted);
    case '!~': return !actual.includes(wanted);
    case '^': return actual.startsWith(wanted);
    default: return actual.endsWith(wanted);
  }
}

function dateMatch(record: StoredRecord, field: string, operator: string, value: unknown): boolean {
  if (typeof value !== 'number' && !(typeof value === 'string' && /^\d{1,12}$/.test(value))) invalid(`The value for field ${field} must be a UNIX timestamp`, 'query.value');
  const day = Math.floor((Number(value) * 1000) / DAY_MS);
  const stored = record[field];
  if (typeof stored !== 'number') return false;
  const storedDay = Math.floor(stored / DAY_MS);
  return operator === '=' ? storedDay === day : operator === '>' ? storedDay > day : storedDay < day;
}

/** A predicate for one query node; refuses what Intercom refuses. */
export function compileQuery(query: unknown, depth = 0): (record: StoredRecord) => boolean {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) invalid('query must be an object', 'query');
  const { field, operator, value } = query as Json;
  if (operator === 'AND' || operator === 'OR') {
    if (depth >= 2) invalid('Queries can be nested at most two levels deep', 'query');
    if (!Array.isArray(value) || value.length === 0) invalid(`The value of operator ${operator} must be a non-empty array`, 'query.value');
    if (value.length > 15) invalid('A group can hold at most 15 filters', 'query.value');
    const parts = value.map((part) => compileQuery(part, depth + 1));
    return operator === 'AND' ? (record) => parts.every((part) => part(record)) : (record) => parts.some((part) => part(record));
  }
  if (typeof field !== 'string') invalid('field is required', 'query.field');
  if (typeof operator !== 'string') invalid('operator is required', 'query.operator');
  if (STRING_FIELDS.includes(field)) {
    if (!STRING_OPERATORS.includes(operator)) invalid(`Operator ${operator} is not supported for field ${field}`, 'query.operator');
    if (field === 'role' && operator === '=' && value !== 'user' && value !== 'lead') invalid('role accepts user or lead', 'query.value');
    return (record) => stringMatch(record, field, operator, value);
  }
  if (DATE_FIELDS.includes(field)) {
    if (!DATE_OPERATORS.includes(operator)) invalid(`Operator ${operator} is not supported for date field ${field}`, 'query.operator');
    return (record) => dateMatch(record, field, operator, value);
  }
  return invalid(`${field} is not a searchable field in this emulator`, 'query.field');
}

function pageOf(pagination: unknown): { start: number; size: number } {
  if (pagination === undefined || pagination === null) return { start: 0, size: 50 };
  if (typeof pagination !== 'object' || Array.isArray(pagination)) invalid('pagination must be an object', 'pagination');
  const { per_page: perPage, starting_after: after } = pagination as Json;
  const size = perPage === undefined ? 50 : perPage;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) invalid(`per_page must be a whole number from 1 to ${MAX_PER_PAGE}`, 'pagination.per_page');
  if (after === undefined || after === null) return { start: 0, size };
  const start = typeof after === 'string' ? decodePosition(after) : undefined;
  if (start === undefined) invalid('starting_after is invalid', 'pagination.starting_after');
  return { start, size };
}

function ordered(records: StoredRecord[], sort: unknown): StoredRecord[] {
  if (sort === undefined || sort === null) return records;
  const { field, order = 'descending' } = sort as Json;
  if (order !== 'ascending' && order !== 'descending') throw fail.validation('order must be ascending or descending', { code: 'invalid_sort_order', field: 'sort.order' });
  if (typeof field !== 'string' || ![...STRING_FIELDS, ...DATE_FIELDS].includes(field)) invalid(`Cannot sort by ${String(field)}`, 'sort.field');
  const sign = order === 'ascending' ? 1 : -1;
  const key = (record: StoredRecord) => (DATE_FIELDS.includes(field) ? Number(record[field] ?? 0) : text(record, field));
  return [...records].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
}

function search(kit: PlatformKit<IntercomAccount>, ctx: KitContext<IntercomAccount>) {
  const body = ctx.request.body as Json | undefined;
  if (!body || typeof body !== 'object' || body.query === undefined) throw fail.validation('query is required', { code: 'parameter_not_found', field: 'query' });
  const matches = compileQuery(body.query);
  const page = pageOf(body.pagination);
  const found = ordered(ctx.tenant.table('contacts').all().filter((record) => record.archived !== true && matches(record)), body.sort);
  const items = found.slice(page.start, page.start + page.size).map((record) => kit.present('contacts', record, ctx));
  const next = page.start + page.size < found.length ? { token: encodePosition(page.start + page.size), url: '' } : null;
  const pages = cursorPages({ ...page, total: found.length, count: items.length, next, previous: null });
  return { status: 200, body: { type: 'list', data: items, total_count: found.length, pages } };
}

export function registerContactSearch(app: FastifyInstance, kit: PlatformKit<IntercomAccount>): void {
  app.post('/contacts/search', kit.handler((ctx) => search(kit, ctx)));
}
