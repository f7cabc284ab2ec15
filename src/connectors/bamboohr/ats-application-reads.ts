/**
 * Reading BambooHR's applications (Get Job Applications): one platform page
 * (BambooHR chooses its size and says whether another follows with
 * `nextPageUrl`), or every page of a query, for what must see them all
 * (applicants, derived from applications). Pages are asked by number; the
 * `nextPageUrl` itself is never followed, only read as "more follow".
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { pageNumberPaging } from '../framework/paging/index.js';
import { everyRecord, type Query } from '../kit/index.js';
import type { BambooHRApplication } from './ats-wire-types.js';
import { bamboohrDialect } from './dialect.js';

export const APPLICATIONS_PATH = '/api/v1/applicant_tracking/applications';
/** Every application, of every job: BambooHR leaves deleted jobs' out unless asked. */
export const ALL_JOBS: Query = { jobStatusGroups: 'ALL' };
/** Larger than any page BambooHR answers (it is never asked a size): a bound, not a page size. */
export const APPLICATION_PAGE_BOUND = 1000;
/** The most pages a whole read follows before it says the list is too long to derive applicants from. */
const MAX_PAGES = 200;

/** Another page follows while BambooHR hands out a `nextPageUrl`. */
const morePages = (body: unknown): boolean => {
  const next = (body as { nextPageUrl?: unknown } | null)?.nextPageUrl;
  return typeof next === 'string' && next !== '';
};

/** BambooHR's application pages: numbered from 1, of the size it chooses, ended by the absence of `nextPageUrl`. */
const applicationPaging = pageNumberPaging({ page: 'page', max: APPLICATION_PAGE_BOUND, first: 1, hasMore: morePages });

export async function applicationPage(ctx: ConnectorContext, page: number, query: Query = {}): Promise<{ items: BambooHRApplication[]; more: boolean }> {
  const { body } = await ctx.http.request({ method: 'GET', path: APPLICATIONS_PATH, query: { ...ALL_JOBS, ...query, page: String(page) } });
  const answer = (body ?? {}) as { applications?: unknown };
  if (!Array.isArray(answer.applications)) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR answered the applications without a list' });
  return { items: answer.applications as BambooHRApplication[], more: morePages(body) };
}

/** Every application of a query: applicants derived from part of them would be wrong, so a longer list fails. */
export const allApplications = (ctx: ConnectorContext, query: Query = {}): Promise<BambooHRApplication[]> =>
  everyRecord<BambooHRApplication>(ctx, {
    path: APPLICATIONS_PATH,
    query: { ...ALL_JOBS, ...query },
    dialect: bamboohrDialect,
    paging: applicationPaging,
    at: 'applications',
    maxPages: MAX_PAGES,
    whole: 'applications',
  });

export async function applicationDetails(ctx: ConnectorContext, id: string | number): Promise<BambooHRApplication> {
  const { body } = await ctx.http.request({ method: 'GET', path: `${APPLICATIONS_PATH}/${encodeURIComponent(String(id))}` });
  return body as BambooHRApplication;
}
