/**
 * Unified ATS applications on BambooHR's applications (public.yaml: Get Job
 * Applications, Get Job Application Details, Create Candidate, Update
 * Applicant Status); the mapping is ats-application-fields.ts.
 * - The list is every application, of every job (`jobStatusGroups=ALL`), in
 *   BambooHR's pages (of a size it chooses) handed out in slices of `limit`.
 * - A create re-applies an existing applicant (applicant_id) to a job
 *   (job_id): BambooHR makes applications only through Create Candidate,
 *   so the applicant's details are copied from their latest application and
 *   BambooHR files it under the same applicant (same email). The new
 *   application is the applicant's on that job. A stage or status given is
 *   then set (a second call, on the composite-write rule).
 * - An update moves the application: `stage` (its id, or its name) or
 *   `status` (open → New, rejected → Not a Fit, hired → Hired); BambooHR
 *   changes nothing else of an application.
 * - BambooHR deletes no application: delete is not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListPage, WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { applications, type Application } from '../../unified/ats/applications.js';
import { collection, pageInSlices } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { allApplications, APPLICATION_PAGE_BOUND, applicationDetails, applicationPage, APPLICATIONS_PATH } from './ats-application-reads.js';
import { applicationFields } from './ats-application-fields.js';
import { formBody } from './ats-form-body.js';
import { loadStatuses, targetStatus, type StatusCatalogue } from './ats-statuses.js';
import type { BambooHRApplication } from './ats-wire-types.js';
import { bamboohrDialect } from './dialect.js';

type Model = Static<typeof Application>;

const ID = /^[1-9][0-9]{0,9}$/;

function move(record: WriteModel<Model>, catalogue: StatusCatalogue): number | undefined {
  return targetStatus(catalogue, { stageId: record.stage?.id, stageName: record.stage?.name, status: record.status });
}

async function setStatus(ctx: ConnectorContext, id: string, status: number): Promise<void> {
  await ctx.http.request({ method: 'POST', path: `${APPLICATIONS_PATH}/${segment(id)}/status`, json: { status } });
}

/** The applicant's details as Create Candidate takes them, from their latest application. */
async function applicantForm(ctx: ConnectorContext, applicantId: string): Promise<Record<string, unknown>> {
  const theirs = (await allApplications(ctx)).filter((application) => String(application.applicant?.id) === applicantId);
  const latest = theirs.sort((a, b) => String(b.appliedDate ?? '').localeCompare(String(a.appliedDate ?? '')))[0];
  if (!latest) throw new ApiError('EntityNotFoundError', { message: 'No BambooHR applicant has this id', detail: { applicant_id: applicantId.slice(0, 64) } });
  const person = (await applicationDetails(ctx, latest.id)).applicant ?? {};
  return {
    firstName: person.firstName, lastName: person.lastName, email: person.email || undefined, phoneNumber: person.phoneNumber, source: person.source,
    address: person.address?.addressLine1, city: person.address?.city, state: person.address?.state, zip: person.address?.zipcode, country: person.address?.country,
    linkedinUrl: person.linkedinUrl, websiteUrl: person.websiteUrl,
  };
}

export const bamboohrApplications = collection(applications, {
  dialect: bamboohrDialect,
  downstream: { id: 'applications', name: 'Job applications' },
  what: 'application',
  fields: applicationFields,
  path: APPLICATIONS_PATH,
  recordPath: `${APPLICATIONS_PATH}/{id}`,
  listAt: 'applications',
  context: (_body, { ctx }) => loadStatuses(ctx),
  list: true,
  add: true,
  update: { method: 'POST' },
  hooks: {
    async list(ctx, params): Promise<ListPage<Model>> {
      const statuses = await loadStatuses(ctx);
      const page = await pageInSlices(params, { size: APPLICATION_PAGE_BOUND, first: 1 }, (number) => applicationPage(ctx, number));
      // BambooHR's pages are its own size: a previous slice could not be placed, so the list pages forward only.
      return { items: page.items.map((wire) => applicationFields(wire as BambooHRApplication, statuses)), next: page.next };
    },
    async compose(ctx, write) {
      if (write.operation === 'update') throw new Error('application updates are the update hook');
      const { applicant_id: applicantId, job_id: jobId } = write.record;
      if (typeof applicantId !== 'string' || !ID.test(applicantId)) throw new ApiError('RequestValidationError', { message: 'applicant_id is required: an existing BambooHR applicant', detail: { field: 'applicant_id' } });
      if (typeof jobId !== 'string' || !ID.test(jobId)) throw new ApiError('RequestValidationError', { message: 'job_id is required: a BambooHR job opening', detail: { field: 'job_id' } });
      const statuses = await loadStatuses(ctx);
      const status = move(write.record, statuses);
      const form = await applicantForm(ctx, applicantId);
      return compositeWrite(async (steps) => {
        const id = await steps.create('application', async () => {
          const { body } = await ctx.http.request({ method: 'POST', path: '/api/v1/applicant_tracking/application', bytes: formBody({ ...form, jobId }) });
          const candidate = String((body as { candidateId?: unknown } | null)?.candidateId ?? '');
          const made = (await allApplications(ctx, { jobId })).filter((application) => String(application.applicant?.id) === candidate);
          const newest = made.sort((a, b) => b.id - a.id)[0];
          if (!newest) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR did not file the new application under the applicant' });
          return String(newest.id);
        });
        if (status !== undefined) await steps.step('status', () => setStatus(ctx, id, status));
        return { id };
      });
    },
    async update(ctx, { id, record, current }) {
      const others = Object.keys(record).filter((field) => field !== 'stage' && field !== 'status' && (record as Record<string, unknown>)[field] !== undefined);
      if (others.length > 0) throw new ApiError('RequestValidationError', { message: 'BambooHR changes only the stage (status) of an application', detail: { fields: others } });
      await current();
      const status = move(record, await loadStatuses(ctx));
      if (status !== undefined) await setStatus(ctx, id, status);
    },
  },
});
