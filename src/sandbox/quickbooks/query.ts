/**
 * The query endpoint, QuickBooks' only way to list records:
 *
 *   GET  /v3/company/{realmId}/query?query=SELECT * FROM Invoice WHERE … STARTPOSITION 1 MAXRESULTS 100
 *   POST /v3/company/{realmId}/query   (Content-Type: application/text, the query as the body)
 *
 * answered as {"QueryResponse": {"Invoice": [...], "startPosition": 1, "maxResults": <records on the
 * page>}, "time"}, an empty QueryResponse when nothing matches, and
 * {"QueryResponse": {"totalCount": n}} for COUNT(*). Conditions are read
 * against records as QuickBooks writes them: a reference compares by its
 * value, MetaData times as instants, amounts as numbers. Properties a record
 * does not have, and lists (Line), are not queryable. STARTPOSITION counts
 * from 1; MAXRESULTS defaults to 100 and is served at most 1000. Name lists
 * answer active records only unless the query names `Active`.
 */
import type { FastifyInstance } from 'fastify';
import type { Answer, FieldTable, PlatformKit, StoredRecord } from '../framework/kit/index.js';
import { API_PREFIX, serverTime } from './dialect.js';
import type { Ctx, QboEntity } from './entity.js';
import { queryParserError, queryValidationError } from './faults.js';
import { parseQuery, type Condition, type Literal, type ParsedQuery } from './query-parser.js';
import type { QuickBooksRealm } from './realms.js';

const DEFAULT_MAX_RESULTS = 100;
const MOST_RESULTS = 1000;
const ALWAYS_QUERYABLE = new Set(['Id', 'SyncToken', 'MetaData.CreateTime', 'MetaData.LastUpdatedTime']);

type Json = Record<string, unknown>;

function valueAt(record: Json, path: string): unknown {
  let value: unknown = record;
  for (const [index, part] of path.split('.').entries()) {
    // Into a list of objects (AttachableRef.EntityRef.value): the values of its elements, any of which may match.
    if (Array.isArray(value)) return value.map((element) => valueAt(element as Json, path.split('.').slice(index).join('.')));
    if (value === null || typeof value !== 'object') return undefined;
    // Properties in any case: QuickBooks' own examples name EntityRef's `type` attribute "Type".
    const object = value as Json;
    value = part in object ? object[part] : object[Object.keys(object).find((key) => key.toLowerCase() === part.toLowerCase()) ?? part];
  }
  // A reference is compared by its value (CustomerRef = '58'), an email, phone or web site by its text.
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Json;
    for (const key of ['value', 'Address', 'FreeFormNumber', 'URI']) if (key in object) return object[key];
  }
  return value;
}

/** The property as the entity names it (any case), refused when the entity has no such scalar or reference. */
function queryable(fields: FieldTable, property: string): string {
  const always = [...ALWAYS_QUERYABLE].find((name) => name.toLowerCase() === property.toLowerCase());
  if (always) return always;
  const [head, ...rest] = property.split('.');
  const entry = Object.entries(fields).find(([name, rule]) => (rule.wire ?? name).toLowerCase() === String(head).toLowerCase());
  // Lists of objects are queryable through their properties (AttachableRef.EntityRef.Type), lines never.
  const nested = entry?.[1].kind === 'object' || (entry?.[1].kind === 'array' && entry[0] !== 'Line');
  if (!entry || entry[1].writeOnly || (entry[1].kind === 'array' && rest.length === 0) || (rest.length > 0 && !nested)) {
    throw queryValidationError(`property '${property.slice(0, 60)}' is not queryable`);
  }
  return [entry[1].wire ?? entry[0], ...rest].join('.');
}

const isTime = (property: string) => property.startsWith('MetaData.');

function comparable(value: unknown, literal: Literal, property: string): [number | string | boolean, number | string | boolean] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return [value, typeof literal === 'boolean' ? literal : String(literal).toLowerCase() === 'true'];
  if (typeof value === 'number') return Number.isFinite(Number(literal)) ? [value, Number(literal)] : undefined;
  if (isTime(property)) {
    const at = Date.parse(String(literal));
    if (Number.isNaN(at)) throw queryValidationError(`'${String(literal).slice(0, 40)}' is not a date-time for ${property}`);
    return [Date.parse(String(value)), at];
  }
  return [String(value), String(literal)];
}

function likeToRegExp(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('%').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'is');
}

function matches(record: Json, condition: Condition): boolean {
  const value = valueAt(record, condition.property);
  if (Array.isArray(value)) return value.some((element) => matches({ value: element }, { ...condition, property: 'value' }));
  if (condition.operator === 'LIKE') return value !== undefined && value !== null && likeToRegExp(String(condition.values[0])).test(String(value));
  if (condition.operator === 'IN') return condition.values.some((literal) => { const pair = comparable(value, literal, condition.property); return pair !== undefined && pair[0] === pair[1]; });
  const pair = comparable(value, condition.values[0] as Literal, condition.property);
  if (!pair) return false;
  const [left, right] = pair;
  switch (condition.operator) {
    case '=': return left === right;
    case '<': return left < right;
    case '>': return left > right;
    case '<=': return left <= right;
    case '>=': return left >= right;
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Ids and other numeric text sort as numbers ("9" before "10"), as QuickBooks sorts them.
  if (typeof a === 'string' && typeof b === 'string' && /^\d{1,15}$/.test(a) && /^\d{1,15}$/.test(b)) return Number(a) - Number(b);
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  return a < b ? -1 : 1;
}

function run(kit: PlatformKit<QuickBooksRealm>, entities: readonly QboEntity[], ctx: Ctx, text: string): Answer {
  const query: ParsedQuery = parseQuery(text);
  const entity = entities.find((candidate) => candidate.name.toLowerCase() === query.entity.toLowerCase());
  if (!entity) throw queryValidationError(`Invalid context declaration : ${query.entity.slice(0, 60)}`);
  const fields = entity.resource.fields;
  const where = query.where.map((condition) => ({ ...condition, property: queryable(fields, condition.property) }));
  const orderBy = query.orderBy.map((order) => ({ ...order, property: queryable(fields, order.property) }));
  const select = Array.isArray(query.select) ? query.select.map((property) => queryable(fields, property)) : query.select;
  if (entity.nameList && !where.some((condition) => condition.property === 'Active')) where.push({ property: 'Active', operator: '=', values: [true] });

  let records: Json[] = ctx.tenant.table(entity.name).all().map((record: StoredRecord) => kit.present(entity.name, record, ctx));
  records = records.filter((record) => where.every((condition) => matches(record, condition)));
  if (select === 'count') return { status: 200, body: { QueryResponse: { totalCount: records.length }, time: serverTime() } };
  if (orderBy.length > 0) {
    records = records.map((record, index) => ({ record, index }))
      .sort((x, y) => {
        for (const order of orderBy) {
          const sign = order.direction === 'DESC' ? -1 : 1;
          const difference = compare(valueAt(x.record, order.property), valueAt(y.record, order.property));
          if (difference !== 0) return sign * difference;
        }
        return x.index - y.index;
      })
      .map(({ record }) => record);
  }
  const start = query.startPosition ?? 1;
  if (start < 1) throw queryParserError('STARTPOSITION must be at least 1');
  const size = Math.min(query.maxResults ?? DEFAULT_MAX_RESULTS, MOST_RESULTS);
  const page = records.slice(start - 1, start - 1 + size).map((record) =>
    select === '*' ? record : { ...Object.fromEntries(select.map((property) => [property.split('.')[0], record[String(property.split('.')[0])]])), Id: record.Id, domain: 'QBO', sparse: true });
  const body = page.length === 0 ? {} : { [entity.name]: page, startPosition: start, maxResults: page.length };
  return { status: 200, body: { QueryResponse: body, time: serverTime() } };
}

export function registerQuery(app: FastifyInstance, kit: PlatformKit<QuickBooksRealm>, entities: readonly QboEntity[]): void {
  app.get(`${API_PREFIX}/:realmId/query`, kit.handler((ctx) => {
    const text = ctx.request.query.get('query');
    if (text === null || text.trim() === '') throw queryParserError('Encountered "<EOF>". Was expecting "SELECT"');
    return run(kit, entities, ctx, text);
  }));
  app.post(`${API_PREFIX}/:realmId/query`, kit.handler((ctx) => {
    const text = typeof ctx.request.body === 'string' ? ctx.request.body : ctx.request.rawBody;
    if (text.trim() === '') throw queryParserError('Encountered "<EOF>". Was expecting "SELECT"');
    return run(kit, entities, ctx, text);
  }));
}
