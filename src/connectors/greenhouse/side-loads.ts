/**
 * Reads of related records a page of candidates or applications needs (their
 * applications, the jobs' stages, résumé attachments): every page of a Harvest
 * v3 list, its `Link: rel="next"` URL followed exactly as the first page's
 * cursor (https://harvestdocs.greenhouse.io/docs/pagination), with parent ids
 * sent at most 50 to a request (https://harvestdocs.greenhouse.io/docs/list-endpoints).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/context.js';
import { linkOf } from '../framework/paging/index.js';
import type { Query } from '../kit/index.js';
import { GREENHOUSE_MAX_PAGE_SIZE } from './dialect.js';

export const ATTACHMENTS = '/v3/attachments';

/** Ids Greenhouse takes in one list parameter (`ids`, `candidate_ids`, `job_ids`). */
export const IDS_PER_REQUEST = 50;
/** Pages read at most for one side-load: 100,000 records, far past any one page's relatives. */
const MAX_PAGES = 200;

const outsideList = (found: string) =>
  new ApiError('ConnectorExecutionError', { status: 502, message: 'Greenhouse pointed to a page outside this list', detail: { page_url: found.slice(0, 200) } });

/**
 * An attachments answer as `raw=true` shows it: the signed links stay in the
 * service (they open the file without credentials until they expire).
 */
export function withoutSignedLinks(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  return body.map((item: unknown) => (item !== null && typeof item === 'object' && 'url' in item ? { ...item, url: '(signed link, kept in the service)' } : item));
}

/** Every record of a list, page by page. */
export async function readEvery<T>(ctx: ConnectorContext, path: string, query: Query): Promise<T[]> {
  const list = ctx.http.urlOf(path);
  const items: T[] = [];
  let request: { path: string; query?: Query } = { path, query: { ...query, per_page: GREENHOUSE_MAX_PAGE_SIZE } };
  for (let page = 0; page < MAX_PAGES; page++) {
    const { body, headers } = await ctx.http.request<T[]>({ method: 'GET', ...request, ...(path === ATTACHMENTS ? { rawAnswer: withoutSignedLinks } : {}) });
    if (!Array.isArray(body)) throw new ApiError('ConnectorExecutionError', { status: 502, message: `Greenhouse answered ${path} without a list` });
    items.push(...body);
    const next = linkOf(headers, 'next');
    if (next === undefined) return items;
    const url = new URL(next, list);
    if (url.origin !== list.origin || url.pathname !== list.pathname) throw outsideList(next);
    request = { path: `${url.pathname}${url.search}` };
  }
  throw new ApiError('ConnectorExecutionError', { status: 502, message: `Greenhouse's ${path} did not end within ${MAX_PAGES} pages` });
}

/** Every record related to these parents, `parameter` naming at most 50 of them per request. */
export async function readByIds<T>(ctx: ConnectorContext, path: string, parameter: string, ids: Iterable<number | string>, query: Query = {}): Promise<T[]> {
  const unique = [...new Set([...ids].map(String))];
  const found: T[] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_REQUEST) {
    found.push(...(await readEvery<T>(ctx, path, { ...query, [parameter]: unique.slice(start, start + IDS_PER_REQUEST).join(',') })));
  }
  return found;
}
