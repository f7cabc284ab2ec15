/**
 * Unified ATS applicants on Greenhouse candidates
 * (https://harvestdocs.greenhouse.io/reference/get_v3-candidates): listed
 * with GET /v3/candidates, one read as that list asked for its id (`ids`),
 * created (POST), changed (PATCH) and deleted (DELETE /v3/candidates/{id});
 * the mapping is applicant-fields.ts.
 *
 * - Each page also reads its candidates' applications, the stages of their
 *   latest applications' jobs and their résumé attachments (side-loads.ts:
 *   three more calls per 50 candidates), for `application_ids`, `stage`
 *   and whether there is a résumé (`cv_url`).
 * - `filter[job_id]`: Greenhouse's candidate list cannot filter by job. The
 *   job's applications are read (GET /v3/applications?job_ids=…), and their
 *   candidates are listed 50 at most to a page by `ids`, paged here in the
 *   order of their ids.
 * - The résumé (`download`, resume.ts): the candidate's newest résumé,
 *   streamed through the service.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { applicants } from '../../unified/ats/applicants.js';
import type { ListPage, ListParams, ResourceBinding } from '../framework/define.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger } from '../framework/paging/strategy.js';
import type { ConnectorContext } from '../framework/context.js';
import { collection, type Query } from '../kit/index.js';
import { applicantFields, latestApplication, type ApplicantContext, type ApplicantModel } from './applicant-fields.js';
import { greenhouseDialect, type GreenhouseFilter } from './dialect.js';
import { GREENHOUSE_APPLICANT_EVENTS } from './inbound.js';
import { downloadResume } from './resume.js';
import { ATTACHMENTS, IDS_PER_REQUEST, readByIds, readEvery } from './side-loads.js';
import type { GreenhouseApplication, GreenhouseAttachment, GreenhouseCandidate, GreenhouseStage } from './wire-types.js';

const ID = /^[1-9][0-9]{0,14}$/;

function groupBy<T>(items: readonly T[], key: (item: T) => unknown): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value === null || value === undefined) continue;
    const group = groups.get(String(value)) ?? [];
    group.push(item);
    groups.set(String(value), group);
  }
  return groups;
}

/** The applications, stages and résumés of the candidates of one answer. */
export async function applicantContext(ctx: ConnectorContext, body: unknown): Promise<ApplicantContext> {
  const candidates = (Array.isArray(body) ? body : []) as GreenhouseCandidate[];
  const ids = candidates.map((candidate) => candidate.id).filter((id) => typeof id === 'number');
  if (ids.length === 0) return { applications: new Map(), stages: new Map(), resumes: new Map() };
  const [applications, resumes] = await Promise.all([
    readByIds<GreenhouseApplication>(ctx, '/v3/applications', 'candidate_ids', ids),
    readByIds<GreenhouseAttachment>(ctx, ATTACHMENTS, 'candidate_ids', ids, { type: 'resume' }),
  ]);
  const byCandidate = groupBy(applications, (application) => application.candidate_id);
  const jobIds = [...byCandidate.values()].map((own) => latestApplication(own)?.job_id).filter((id): id is number => typeof id === 'number');
  const stages = jobIds.length === 0 ? [] : await readByIds<GreenhouseStage>(ctx, '/v3/job_interview_stages', 'job_ids', jobIds);
  const newest = new Map<string, string>();
  for (const [candidate, own] of groupBy(resumes.filter((attachment) => attachment.type === 'resume'), (attachment) => attachment.candidate_id)) {
    const latest = [...own].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)[0];
    if (latest) newest.set(candidate, String(latest.id));
  }
  return { applications: byCandidate, stages: new Map(stages.map((stage) => [String(stage.id), stage])), resumes: newest };
}

/** `filter[job_id]`: the job's candidates, by their applications, a page of them listed by `ids`. */
async function candidatesOfJob(ctx: ConnectorContext, params: ListParams, read: (params: ListParams, query?: Query) => Promise<ListPage<ApplicantModel>>): Promise<ListPage<ApplicantModel>> {
  const state = params.state;
  if (state !== undefined && !(hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset))) throw foreignCursor('job candidates offset');
  const offset = state === undefined ? 0 : (state as { offset: number }).offset;
  const jobId = String(params.filter.job_id);
  if (!ID.test(jobId)) return { items: [], next: null };
  const applications = await readEvery<GreenhouseApplication>(ctx, '/v3/applications', { job_ids: jobId });
  const candidateIds = [...new Set(applications.map((application) => application.candidate_id).filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  const page = candidateIds.slice(offset, offset + Math.min(Math.max(1, Math.trunc(params.limit)), IDS_PER_REQUEST));
  if (page.length === 0) return { items: [], next: null };
  const found = await read({ ...params, filter: {}, state: undefined, limit: page.length }, { ids: page.join(',') });
  const order = new Map(page.map((id, index) => [String(id), index]));
  const items = [...found.items].sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
  const end = offset + page.length;
  return { items, next: end < candidateIds.length ? { offset: end } : null };
}

const binding = collection(applicants, {
  dialect: greenhouseDialect,
  downstream: { id: 'candidates', name: 'Candidates' },
  what: 'candidate',
  fields: applicantFields,
  path: '/v3/candidates',
  findOne: (id) => ({ ids: id }),
  context: (body, { ctx }) => applicantContext(ctx, body),
  // Read by the list hook: the candidate list itself cannot filter by job.
  filters: { job_id: { query: () => ({}) } } satisfies Record<string, GreenhouseFilter>,
  list: true,
  add: true,
  update: { method: 'PATCH' },
  delete: true,
  events: GREENHOUSE_APPLICANT_EVENTS,
  hooks: {
    list: (ctx, params, read) => (params.filter.job_id === undefined ? read(params) : candidatesOfJob(ctx, params, read)),
    beforeWrite(_ctx, { operation, body }) {
      const fields = body as Record<string, unknown>;
      if (operation === 'add' && (typeof fields.first_name !== 'string' || typeof fields.last_name !== 'string')) {
        throw new ApiError('RequestValidationError', { message: 'Greenhouse needs a candidate\'s first_name and last_name (or a name to split)', detail: { field: fields.first_name === undefined ? 'first_name' : 'last_name' } });
      }
      return body;
    },
  },
});

export const greenhouseApplicants: ResourceBinding<typeof applicants.model> = {
  ...binding,
  implementation: { ...binding.implementation, download: (ctx, { id }) => downloadResume(ctx, id) },
};
