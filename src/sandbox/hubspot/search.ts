/**
 * POST /crm/v3/objects/{objectType}/search ("CRM API | Search"): filter
 * groups (OR) of filters (AND) on property values, one sort, a text
 * `query`, the properties to return, and its own paging:
 *
 * - `limit` at most 200 (10 by default); `after` is the offset of the next
 *   page as a string, given in `paging.next.after`;
 * - at most 10,000 results a query: a page starting past them is a 400;
 * - at most 5 filter groups, 6 filters a group and 18 filters in all;
 * - operators EQ, NEQ, LT, LTE, GT, GTE, BETWEEN (value, highValue), IN and
 *   NOT_IN (values), HAS_PROPERTY, NOT_HAS_PROPERTY, CONTAINS_TOKEN and
 *   NOT_CONTAINS_TOKEN (`*` wildcards); string equality ignores case; date
 *   values are epoch milliseconds or ISO 8601;
 * - `associations.{type}` as a property: records associated with that id;
 * - archived records are never found, results come oldest first unless sorted;
 * - a few requests a second per token (rate-limit.ts), then a 429.
 *
 * Anything else (an unknown operator, property or sort direction) is a 400,
 * never ignored.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { associationsOf } from './association-store.js';
import { objectTypeOf } from './crm-objects.js';
import { definitionsOf } from './properties.js';
import { takeSearchSlot } from './rate-limit.js';
import { fullProperties, pick, type PropertyValues } from './record-view.js';
import { standardType } from './object-types.js';
import { resolveType, type ResolvedType } from './types.js';

type Json = Record<string, unknown>;

export const SEARCH_MAX_LIMIT = 200;
export const SEARCH_MAX_RESULTS = 10_000;
const MAX_GROUPS = 5;
const MAX_FILTERS_PER_GROUP = 6;
const MAX_FILTERS = 18;

const OPERATORS = ['EQ', 'NEQ', 'LT', 'LTE', 'GT', 'GTE', 'BETWEEN', 'IN', 'NOT_IN', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY', 'CONTAINS_TOKEN', 'NOT_CONTAINS_TOKEN'];

function invalid(message: string): never {
  throw fail.validation(message, { code: 'INVALID_SEARCH' });
}

type Matcher = (values: PropertyValues, record: StoredRecord) => boolean;

interface Typed {
  kind: 'number' | 'time' | 'text';
}

function comparable(kind: Typed['kind'], value: unknown): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value);
  if (kind === 'number') return text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
  if (kind === 'time') {
    const ms = /^-?\d{1,15}$/.test(text) ? Number(text) : Date.parse(text);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return text.toLowerCase();
}

function tokenPattern(value: string): RegExp {
  const escaped = value.toLowerCase().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`);
}

function compile(type: ResolvedType, filter: Json, ctx: KitContext<HubspotAccount>): Matcher {
  const { propertyName, operator, value, values, highValue } = filter;
  if (typeof propertyName !== 'string' || propertyName === '') invalid('Each filter needs a propertyName');
  if (typeof operator !== 'string' || !OPERATORS.includes(operator)) invalid(`Unknown operator ${String(operator)}; expected one of ${OPERATORS.join(', ')}`);
  if (propertyName.startsWith('associations.')) return associationFilter(type, propertyName.slice('associations.'.length), operator, value, ctx);
  const definition = definitionsOf(ctx.tenant, type.objectTypeId).get(propertyName);
  if (!definition) invalid(`Property ${propertyName} does not exist on ${type.name}`);
  const kind: Typed['kind'] = definition.type === 'number' ? 'number' : definition.type === 'date' || definition.type === 'datetime' ? 'time' : 'text';
  const read = (props: PropertyValues) => comparable(kind, props[propertyName]);
  const wanted = (raw: unknown, name = 'value') => {
    if (raw === undefined || raw === null) invalid(`Operator ${operator} needs a ${name}`);
    const parsed = comparable(kind, raw);
    if (parsed === undefined) invalid(`${String(raw)} is not a valid ${name} for ${propertyName}`);
    return parsed;
  };
  switch (operator) {
    case 'HAS_PROPERTY': return (props) => read(props) !== undefined;
    case 'NOT_HAS_PROPERTY': return (props) => read(props) === undefined;
    case 'IN':
    case 'NOT_IN': {
      if (!Array.isArray(values) || values.length === 0) invalid(`Operator ${operator} needs a non-empty values array`);
      const set = values.map((item) => wanted(item, 'values'));
      return operator === 'IN' ? (props) => set.includes(read(props) as never) : (props) => !set.includes(read(props) as never);
    }
    case 'BETWEEN': {
      const [low, high] = [wanted(value), wanted(highValue, 'highValue')];
      return (props) => { const actual = read(props); return actual !== undefined && actual >= low && actual <= high; };
    }
    case 'CONTAINS_TOKEN':
    case 'NOT_CONTAINS_TOKEN': {
      if (typeof value !== 'string' || value === '') invalid(`Operator ${operator} needs a value`);
      const pattern = tokenPattern(value);
      const has = (props: PropertyValues) => pattern.test(String(props[propertyName] ?? '').toLowerCase());
      return operator === 'CONTAINS_TOKEN' ? has : (props) => !has(props);
    }
    default: {
      const expected = wanted(value);
      const test: Record<string, (actual: number | string) => boolean> = {
        EQ: (actual) => actual === expected, NEQ: (actual) => actual !== expected,
        LT: (actual) => actual < expected, LTE: (actual) => actual <= expected,
        GT: (actual) => actual > expected, GTE: (actual) => actual >= expected,
      };
      const check = test[operator] as (actual: number | string) => boolean;
      // A record without the property is only ever "not equal".
      return (props) => { const actual = read(props); return actual === undefined ? operator === 'NEQ' : check(actual); };
    }
  }
}

function associationFilter(type: ResolvedType, named: string, operator: string, value: unknown, ctx: KitContext<HubspotAccount>): Matcher {
  const to = standardType(named) ?? resolveType(ctx.tenant, named);
  if (!to) invalid(`Unknown association type ${named}`);
  if (operator !== 'EQ' && operator !== 'IN') invalid(`Association filters take EQ or IN, not ${operator}`);
  const store = associationsOf(ctx.tenant);
  const wanted = new Set((Array.isArray(value) ? value : [value]).map(String));
  return (_props, record) => store.of(type.objectTypeId, record.id, to.objectTypeId).some((link) => wanted.has(link.toObjectId));
}

function groupsOf(body: Json, type: ResolvedType, ctx: KitContext<HubspotAccount>): Matcher {
  const groups = body.filterGroups ?? [];
  if (!Array.isArray(groups)) invalid('filterGroups must be an array');
  if (groups.length > MAX_GROUPS) invalid(`At most ${MAX_GROUPS} filterGroups are allowed`);
  let total = 0;
  const compiled = groups.map((group: Json) => {
    const filters = (group?.filters ?? []) as Json[];
    if (!Array.isArray(filters) || filters.length === 0) invalid('Each filter group needs filters');
    if (filters.length > MAX_FILTERS_PER_GROUP) invalid(`At most ${MAX_FILTERS_PER_GROUP} filters are allowed in a filter group`);
    total += filters.length;
    const matchers = filters.map((filter) => compile(type, filter, ctx));
    return (props: PropertyValues, record: StoredRecord) => matchers.every((matcher) => matcher(props, record));
  });
  if (total > MAX_FILTERS) invalid(`At most ${MAX_FILTERS} filters are allowed in a search`);
  return compiled.length === 0 ? () => true : (props, record) => compiled.some((group) => group(props, record));
}

function queryMatcher(query: unknown): Matcher {
  if (query === undefined || query === null || query === '') return () => true;
  if (typeof query !== 'string') invalid('query must be a string');
  const wanted = query.toLowerCase();
  return (props) => Object.values(props).some((value) => typeof value === 'string' && value.toLowerCase().includes(wanted));
}

function sorter(body: Json, type: ResolvedType, ctx: KitContext<HubspotAccount>): ((a: PropertyValues, b: PropertyValues) => number) | undefined {
  const sorts = body.sorts;
  if (sorts === undefined || (Array.isArray(sorts) && sorts.length === 0)) return undefined;
  if (!Array.isArray(sorts)) invalid('sorts must be an array');
  if (sorts.length > 1) invalid('Only one sort is allowed');
  const rule = typeof sorts[0] === 'string' ? { propertyName: (sorts[0] as string).replace(/^-/, ''), direction: (sorts[0] as string).startsWith('-') ? 'DESCENDING' : 'ASCENDING' } : (sorts[0] as Json);
  const { propertyName, direction = 'ASCENDING' } = rule;
  if (direction !== 'ASCENDING' && direction !== 'DESCENDING') invalid(`direction must be ASCENDING or DESCENDING, not ${String(direction)}`);
  const definition = typeof propertyName === 'string' ? definitionsOf(ctx.tenant, type.objectTypeId).get(propertyName) : undefined;
  if (!definition) invalid(`Cannot sort by ${String(propertyName)}`);
  const kind = definition.type === 'number' ? 'number' : definition.type === 'date' || definition.type === 'datetime' ? 'time' : 'text';
  const sign = direction === 'DESCENDING' ? -1 : 1;
  return (a, b) => {
    const [x, y] = [comparable(kind, a[propertyName as string]), comparable(kind, b[propertyName as string])];
    if (x === y) return 0;
    // Records without a value come last either way.
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return x < y ? -sign : sign;
  };
}

function pageOf(body: Json): { start: number; size: number } {
  const size = body.limit === undefined ? 10 : body.limit;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > SEARCH_MAX_LIMIT) invalid(`limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`);
  const after = body.after;
  if (after === undefined || after === null || after === '') return { start: 0, size };
  const start = Number(after);
  if (!Number.isInteger(start) || start < 0) invalid(`after must be the offset from paging.next.after, not ${String(after)}`);
  if (start >= SEARCH_MAX_RESULTS) invalid(`The search API returns at most ${SEARCH_MAX_RESULTS} results a query; narrow it with filters`);
  return { start, size };
}

function search(ctx: KitContext<HubspotAccount>) {
  takeSearchSlot(ctx.request);
  const body = (ctx.request.body ?? {}) as Json;
  if (typeof body !== 'object' || Array.isArray(body)) invalid('The request body must be an object');
  const type = objectTypeOf(standardType(ctx.request.params.objectType ?? '') ?? undefined, ctx);
  const matches = groupsOf(body, type, ctx);
  const matchesQuery = queryMatcher(body.query);
  const order = sorter(body, type, ctx);
  const page = pageOf(body);
  const records = ctx.tenant.table(type.table).all().filter((record) => !type.custom || record.objectTypeId === type.objectTypeId);
  let found = records.map((record) => ({ record, props: fullProperties(type, record, ctx.tenant) }))
    .filter(({ record, props }) => matches(props, record) && matchesQuery(props, record));
  if (order) found = found.map((item, index) => ({ item, index })).sort((a, b) => order(a.item.props, b.item.props) || a.index - b.index).map(({ item }) => item);
  const definitions = definitionsOf(ctx.tenant, type.objectTypeId);
  const asked = Array.isArray(body.properties) && body.properties.length > 0 ? (body.properties as unknown[]).map(String) : type.defaultProperties;
  const results = found.slice(page.start, Math.min(page.start + page.size, SEARCH_MAX_RESULTS)).map(({ record, props }) => ({
    id: record.id,
    properties: pick(props, asked, (name) => definitions.has(name)),
    createdAt: new Date(Number(record.createdAt)).toISOString(),
    updatedAt: new Date(Number(record.updatedAt)).toISOString(),
    archived: false,
  }));
  // Past 10,000 HubSpot still names the next page, and refuses it when asked.
  const next = page.start + page.size;
  const more = next < found.length;
  return { status: 200, body: { total: found.length, results, ...(more ? { paging: { next: { after: String(next) } } } : {}) } };
}

export function registerSearch(app: FastifyInstance, kit: PlatformKit<HubspotAccount>): void {
  app.post('/crm/v3/objects/:objectType/search', kit.handler((ctx) => search(ctx)));
}
