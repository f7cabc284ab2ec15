/**
 * Reading BambooHR's applications (Get Job Applications): one platform page
 * (BambooHR chooses its size and says whether another follows with
 * `nextPageUrl`), or every page of a query, for what must see them all
 * (applicants, derived from applications). Pages are asked by number; a
 * `nextPageUrl` that leaves the company's host is not followed.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { Query } from '../kit/index.js';
import type { BambooHRApplication } from './ats-wire-types.js';

export const APPLICATIONS_PATH = '/api/v1/applicant_tracking/applications';
/** Every application, of every job: BambooHR leaves deleted jobs' out unless asked. */
export const ALL_JOBS: Query = { jobStatusGroups: 'ALL' };
/** The most pages a whole read follows before it says the list is too long to derive applicants from. */
const MAX_PAGES = 200;

export async function applicationPage(ctx: ConnectorContext, page: number, query: Query = {}): Promise<{ items: BambooHRApplication[]; more: boolean }> {
  const { body } = await ctx.http.request({ method: 'GET', path: APPLICATIONS_PATH, query: { ...ALL_JOBS, ...query, page: String(page) } });
  const answer = (body ?? {}) as { applications?: unknown; nextPageUrl?: unknown };
  if (!Array.isArray(answer.applications)) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR answered the applications without a list' });
  return { items: answer.applications as BambooHRApplication[], more: typeof answer.nextPageUrl === 'string' && answer.nextPageUrl !== '' };
}

export async function allApplications(ctx: ConnectorContext, query: Query = {}): Promise<BambooHRApplication[]> {
  const all: BambooHRApplication[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { items, more } = await applicationPage(ctx, page, query);
    all.push(...items);
    if (!more || items.length === 0) return all;
  }
  throw new ApiError('ConnectorExecutionError', { status: 502, message: `BambooHR has more applications than ${MAX_PAGES} pages; narrow the list with its filters` });
}

export async function applicationDetails(ctx: ConnectorContext, id: string | number): Promise<BambooHRApplication> {
  const { body } = await ctx.http.request({ method: 'GET', path: `${APPLICATIONS_PATH}/${encodeURIComponent(String(id))}` });
  return body as BambooHRApplication;
}
