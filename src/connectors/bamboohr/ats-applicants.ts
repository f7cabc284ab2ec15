/**
 * Unified ATS applicants on BambooHR, which has no candidate entity: an
 * applicant is the `applicant` record its applications carry, known by
 * BambooHR's applicant id (the same person, by email, across jobs). The
 * mapping is ats-applicant-fields.ts.
 * - The list reads every application (all pages, every job), groups them by
 *   applicant (the newest application first; applicants in order of their
 *   first application) and reads the latest application's details for each
 *   applicant on the page asked: a page of n applicants costs the whole
 *   application list plus n calls. `job_id` keeps applicants with an
 *   application to that job (their other applications still listed).
 * - One applicant is the same, for one id (404 when no application has it).
 * - The résumé (`download`, what `cv_url` points at): the latest
 *   application's résumé attachment, through the `fileUrl` its details give
 *   now (BambooHR's links expire), fetched only from the company's own host.
 * - Create, update and delete: ConnectorOperationUnsupportedError. BambooHR
 *   makes an applicant only with an application to a job (an application
 *   create names an existing applicant), and changes or removes none through
 *   its API.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { applicants, type Applicant } from '../../unified/ats/applicants.js';
import { pageInMemory } from '../kit/index.js';
import { allApplications, applicationDetails } from './ats-application-reads.js';
import { applicantFields, type BambooHRApplicantView } from './ats-applicant-fields.js';
import type { BambooHRApplication } from './ats-wire-types.js';

type Model = Static<typeof Applicant>;
const ID = /^[1-9][0-9]{0,9}$/;
const notFound = (id: string) => entityNotFound('No BambooHR applicant has this id', { id: id.slice(0, 64) });

/** Applications by applicant id, newest first, applicants in the order they first applied. */
function byApplicant(all: readonly BambooHRApplication[]): Map<string, BambooHRApplication[]> {
  const oldestFirst = [...all].sort((a, b) => String(a.appliedDate ?? '').localeCompare(String(b.appliedDate ?? '')) || a.id - b.id);
  const groups = new Map<string, BambooHRApplication[]>();
  for (const application of oldestFirst) {
    const id = application.applicant?.id;
    if (id === null || id === undefined) continue;
    groups.set(String(id), [application, ...(groups.get(String(id)) ?? [])]);
  }
  return groups;
}

async function viewOf(ctx: ConnectorContext, applications: BambooHRApplication[]): Promise<Model> {
  const latest = await applicationDetails(ctx, (applications[0] as BambooHRApplication).id);
  return applicantFields({ latest, applications } satisfies BambooHRApplicantView);
}

export const bamboohrApplicants = implement(applicants, {
  downstream: { id: 'applications.applicant', name: 'Applicants (of job applications)' },
  mapper: applicantFields,
  list: {
    paging: true,
    filters: ['job_id'],
    async run(ctx, params) {
      const jobId = params.filter.job_id === undefined ? undefined : String(params.filter.job_id);
      const page = await pageInMemory(params, async () => {
        const groups = [...byApplicant(await allApplications(ctx)).values()];
        return { items: jobId === undefined ? groups : groups.filter((theirs) => theirs.some((application) => String(application.job?.id) === jobId)), next: null };
      });
      return { ...page, items: await Promise.all(page.items.map((theirs) => viewOf(ctx, theirs))) };
    },
  },
  async one(ctx, { id }) {
    if (!ID.test(id)) throw notFound(id);
    const theirs = byApplicant(await allApplications(ctx)).get(id);
    if (!theirs) throw notFound(id);
    return viewOf(ctx, theirs);
  },
  async download(ctx, { id }) {
    if (!ID.test(id)) throw notFound(id);
    const theirs = byApplicant(await allApplications(ctx)).get(id);
    if (!theirs) throw notFound(id);
    const latest = await applicationDetails(ctx, (theirs[0] as BambooHRApplication).id);
    const file = (latest.attachments ?? []).find((attachment) => attachment.id === latest.resumeFileId);
    if (latest.resumeFileId === null || latest.resumeFileId === undefined || !file?.fileUrl) throw entityNotFound('The BambooHR applicant\'s latest application has no résumé', { id });
    const url = URL.canParse(file.fileUrl) ? new URL(file.fileUrl) : undefined;
    // The connection's credentials go only to the company's own host.
    if (!url || url.origin !== ctx.http.urlOf('/').origin) {
      throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR pointed the résumé outside the company\'s host', detail: { host: url?.hostname ?? null } });
    }
    const answer = await ctx.http.request<Buffer>({ method: 'GET', path: url.href, responseType: 'bytes' });
    const type = answer.headers?.['content-type'];
    return { bytes: answer.body, contentType: typeof type === 'string' && type !== '' ? type : 'application/octet-stream', ...(file.name ? { fileName: file.name } : {}) };
  },
});
