/**
 * Reads of related records a page of candidates or applications needs (their
 * applications, the jobs' stages, résumé attachments): every page of a Harvest
 * v3 list, its `Link: rel="next"` URL followed exactly as the first page's
 * cursor (https://harvestdocs.greenhouse.io/docs/pagination), with parent ids
 * sent at most 50 to a request (https://harvestdocs.greenhouse.io/docs/list-endpoints).
 */
import type { ConnectorContext } from '../framework/context.js';
import { everyRecord, type Dialect, type Query } from '../kit/index.js';
import { greenhouseDialect } from './dialect.js';

export const ATTACHMENTS = '/v3/attachments';

/** Ids Greenhouse takes in one list parameter (`ids`, `candidate_ids`, `job_ids`). */
export const IDS_PER_REQUEST = 50;
/** Pages read at most for one side-load: 100,000 records, far past any one page's relatives. */
const MAX_PAGES = 200;

/**
 * An attachments answer as `raw=true` shows it: the signed links stay in the
 * service (they open the file without credentials until they expire).
 */
export function withoutSignedLinks(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  return body.map((item: unknown) => (item !== null && typeof item === 'object' && 'url' in item ? { ...item, url: '(signed link, kept in the service)' } : item));
}

/** Attachments are read as the dialect reads any list, their answers shown by `raw=true` without the signed links. */
const attachmentReads: Pick<Dialect, 'platform' | 'paging' | 'call'> = {
  platform: greenhouseDialect.platform,
  paging: greenhouseDialect.paging,
  call: (ctx, request) => greenhouseDialect.call!(ctx, { ...request, rawAnswer: withoutSignedLinks }),
};

/**
 * Every record of a list, on the dialect's paging (the Link header's next
 * URL, kept on the list's own path). The side-loads say what a page's
 * records are (their applications, their stage), so part of them would be a
 * wrong answer: a longer list fails.
 */
export const readEvery = <T>(ctx: ConnectorContext, path: string, query: Query): Promise<T[]> =>
  everyRecord<T>(ctx, {
    path,
    query,
    dialect: path === ATTACHMENTS ? attachmentReads : greenhouseDialect,
    at: (body) => body as readonly T[],
    maxPages: MAX_PAGES,
    whole: `${path} records`,
  });

/** Every record related to these parents, `parameter` naming at most 50 of them per request. */
export async function readByIds<T>(ctx: ConnectorContext, path: string, parameter: string, ids: Iterable<number | string>, query: Query = {}): Promise<T[]> {
  const unique = [...new Set([...ids].map(String))];
  const found: T[] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_REQUEST) {
    found.push(...(await readEvery<T>(ctx, path, { ...query, [parameter]: unique.slice(start, start + IDS_PER_REQUEST).join(',') })));
  }
  return found;
}
