/**
 * Unified ATS jobs on BambooHR's job openings (public.yaml: Get Job
 * Summaries, Create Job Opening, Get Company Locations); the mapping is
 * ats-job-fields.ts.
 * - BambooHR answers every job at once (no paging): pages are cut from it.
 *   The list shows what BambooHR shows by default, every job but deleted ones.
 * - One job is the list asked for every status group (`statusGroups=ALL`),
 *   deleted jobs included, searched for the id: BambooHR reads no single job.
 * - A create is Create Job Opening, a multipart form. BambooHR requires a
 *   title, a hiring lead (hiring_managers[0], an employee from Get Hiring
 *   Leads), employment_terms and a description; a status left out is Draft.
 *   A location is the name of one of the company's locations.
 * - BambooHR's API changes and deletes no job opening: update and delete are
 *   not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { jobs, type Job } from '../../unified/ats/jobs.js';
import { collection } from '../kit/index.js';
import { formBody } from './ats-form-body.js';
import { jobFields } from './ats-job-fields.js';
import type { BambooHRJobSummary } from './ats-wire-types.js';
import { bamboohrDialect } from './dialect.js';

type Model = Static<typeof Job>;

const REQUIRED: readonly [string, keyof Model][] = [['postingTitle', 'title'], ['hiringLead', 'hiring_managers'], ['employmentType', 'employment_terms'], ['jobDescription', 'description']];

async function locationId(ctx: ConnectorContext, name: string): Promise<number> {
  const { body } = await ctx.http.request({ method: 'GET', path: '/api/v1/applicant_tracking/locations' });
  const found = (Array.isArray(body) ? (body as { id?: unknown; name?: unknown }[]) : []).find((location) => typeof location.name === 'string' && location.name.toLowerCase() === name.toLowerCase());
  if (found === undefined) throw new ApiError('RequestValidationError', { message: `The BambooHR company has no location named "${name.slice(0, 100)}"`, detail: { field: 'location' } });
  return Number(found.id);
}

export const bamboohrJobs = collection(jobs, {
  dialect: bamboohrDialect,
  downstream: { id: 'job_openings', name: 'Job openings' },
  what: 'job',
  fields: jobFields,
  path: '/api/v1/applicant_tracking/jobs',
  listAt: (body) => (Array.isArray(body) ? (body as BambooHRJobSummary[]) : []),
  findOne: () => ({ statusGroups: 'ALL' }),
  list: { whole: true },
  add: true,
  hooks: {
    async compose(ctx, write) {
      const fields: Record<string, unknown> = { jobStatus: 'Draft', ...(write.body as Record<string, unknown>) };
      const missing = REQUIRED.filter(([platform]) => fields[platform] === undefined || fields[platform] === '').map(([, unified]) => unified);
      if (missing.length > 0) throw new ApiError('RequestValidationError', { message: `BambooHR needs ${missing.join(', ')} to open a job`, detail: { fields: missing } });
      if (typeof fields.jobLocationName === 'string' && fields.jobLocationName !== '') fields.jobLocation = await locationId(ctx, fields.jobLocationName);
      delete fields.jobLocationName;
      if (fields.locationType === undefined && fields.jobLocation !== undefined) fields.locationType = 0;
      const { body } = await ctx.http.request({ method: 'POST', path: '/api/v1/applicant_tracking/job_opening', bytes: formBody(fields) });
      const id = (body as { jobOpeningId?: unknown } | null)?.jobOpeningId;
      if (typeof id !== 'string' && typeof id !== 'number') throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR did not answer with the new job opening\'s id' });
      return { id: String(id) };
    },
  },
});
