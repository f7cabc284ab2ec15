/**
 * The reference's log filters (vault.yml LogsFilter, `filter[...]`): their
 * query schema and what they mean for the query (log-query.ts).
 */
import { Type } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';

const Text = (description: string, maxLength = 255) => Type.Optional(Type.String({ minLength: 1, maxLength, description }));
const DateTime = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));
const LIST = (pattern: string, description: string) => Type.Optional(Type.Array(Type.String({ pattern, maxLength: 250 }), { maxItems: 50, description }));

export const PATH_MATCH_MODES = ['CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'EXACT'] as const;
export type PathMatchMode = (typeof PATH_MATCH_MODES)[number];

/** The filters as the queries take them (log-query.ts). */
export interface RequestLogFilter {
  /** The connector (service id); the reference's `unified_api+service` form is accepted too. */
  connectorId?: string | undefined;
  path?: string | undefined;
  pathMatchMode?: PathMatchMode | undefined;
  methods?: readonly string[] | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
  statusCodes?: readonly number[] | undefined;
  /** Unified APIs (or `proxy`) left out. */
  excludeUnifiedApis?: readonly string[] | undefined;
}

export const LOG_FILTER_QUERY = {
  'filter[connector_id]': Text('Only calls served by this connector (`pipedrive`, or `crm+pipedrive`).'),
  'filter[path]': Text('Only calls to paths matching this (see path_match_mode).', 2048),
  'filter[path_match_mode]': Type.Optional(Type.Union(PATH_MATCH_MODES.map((mode) => Type.Literal(mode)), { description: 'How `path` matches: CONTAINS (default), STARTS_WITH, ENDS_WITH or EXACT.' })),
  'filter[http_method]': Text('Only calls with this method.', 10),
  'filter[http_methods]': LIST('^[A-Za-z]+(,[A-Za-z]+)*$', 'Only calls with one of these methods: repeat the parameter or separate with commas.'),
  'filter[start_date]': DateTime('Only calls made at or after this date-time.'),
  'filter[end_date]': DateTime('Only calls made at or before this date-time; on or after start_date.'),
  'filter[status_code]': Type.Optional(Type.Integer({ minimum: 100, maximum: 599, description: 'Only calls answered with this status.' })),
  'filter[status_codes]': LIST('^[1-5]\\d\\d(,[1-5]\\d\\d)*$', 'Only calls answered with one of these statuses: repeat the parameter or separate with commas (at most 50).'),
  'filter[exclude_unified_apis]': Text('Unified APIs (or `proxy`) left out, comma-separated: `crm,proxy`.', 1024),
};

type Query = Partial<Record<keyof typeof LOG_FILTER_QUERY, unknown>>;

const list = (values: unknown) => ((values as string[] | undefined) ?? []).flatMap((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

export function logFilterOf(query: Query): RequestLogFilter {
  const text = (name: keyof Query) => query[name] as string | undefined;
  const date = (name: keyof Query) => (text(name) === undefined ? undefined : new Date(text(name) as string));
  const statusCodes = [...(query['filter[status_code]'] !== undefined ? [query['filter[status_code]'] as number] : []), ...list(query['filter[status_codes]']).map(Number)];
  if (statusCodes.length > 50) throw new ApiError('RequestValidationError', { message: 'At most 50 status codes', detail: { 'filter[status_codes]': statusCodes.length } });
  const methods = [...(text('filter[http_method]') !== undefined ? [text('filter[http_method]') as string] : []), ...list(query['filter[http_methods]'])].map((method) => method.toUpperCase());
  const filter: RequestLogFilter = {
    connectorId: text('filter[connector_id]'),
    path: text('filter[path]'),
    pathMatchMode: (text('filter[path_match_mode]') as PathMatchMode | undefined) ?? 'CONTAINS',
    methods: methods.length > 0 ? methods : undefined,
    startDate: date('filter[start_date]'),
    endDate: date('filter[end_date]'),
    statusCodes: statusCodes.length > 0 ? statusCodes : undefined,
    excludeUnifiedApis: list(text('filter[exclude_unified_apis]') === undefined ? undefined : [text('filter[exclude_unified_apis]')]),
  };
  if (filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
    throw new ApiError('RequestValidationError', { message: 'filter[end_date] must be on or after filter[start_date]', detail: { 'filter[end_date]': text('filter[end_date]') } });
  }
  return filter;
}

/** The LIKE pattern of a path filter, its wildcards escaped. */
export function pathPattern(path: string, mode: PathMatchMode): string {
  const escaped = path.replace(/[\\%_]/g, (character) => `\\${character}`);
  if (mode === 'EXACT') return escaped;
  if (mode === 'STARTS_WITH') return `${escaped}%`;
  if (mode === 'ENDS_WITH') return `%${escaped}`;
  return `%${escaped}%`;
}
