/**
 * Unified ATS jobs on Greenhouse jobs (https://harvestdocs.greenhouse.io/reference/get_v3-jobs):
 * listed with GET /v3/jobs, one read as that list asked for its id (`ids`;
 * Harvest v3 has no read of one record), created with POST /v3/jobs and
 * changed with PATCH /v3/jobs/{id}.
 *
 * | unified | Greenhouse |
 * |---|---|
 * | id | id |
 * | title | name |
 * | status | status: open, closed, draft (both ways; other unified statuses are refused on writes) |
 * | requisition_id | requisition_id |
 * | confidential | confidential |
 * | created_at, updated_at | created_at, updated_at |
 *
 * Left out: `notes` (the hiring team's internal notes, not a description),
 * department and office (ids only; Harvest's departments and offices are
 * not read). Greenhouse never deletes a job through Harvest: a job is
 * closed (`status: "closed"`), so delete is not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { jobs, type Job } from '../../unified/ats/jobs.js';
import { codecs, collection, fieldTable } from '../kit/index.js';
import { greenhouseDialect } from './dialect.js';
import { GREENHOUSE_JOB_EVENTS } from './inbound.js';
import type { GreenhouseJob } from './wire-types.js';

type Model = Static<typeof Job>;

const { boolean, idText, isoDateTime, text } = codecs;

const STATUSES = ['open', 'closed', 'draft'] as const;
type GreenhouseJobStatus = (typeof STATUSES)[number];

const isGreenhouseStatus = (value: unknown): value is GreenhouseJobStatus => (STATUSES as readonly unknown[]).includes(value);

export const jobFields = fieldTable<Model, GreenhouseJob>({
  id: { at: 'id', codec: idText, write: false },
  title: { at: 'name', codec: text },
  status: {
    read: (job) => (isGreenhouseStatus(job.status) ? job.status : undefined),
    reads: ['status'],
    write: (status) => {
      if (!isGreenhouseStatus(status)) {
        throw new ApiError('RequestValidationError', { message: `Greenhouse jobs are open, closed or draft, not ${String(status)}`, detail: { field: 'status', value: String(status).slice(0, 40) } });
      }
      return { status };
    },
  },
  requisition_id: { at: 'requisition_id', codec: text },
  confidential: { at: 'confidential', codec: boolean },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
  updated_at: { at: 'updated_at', codec: isoDateTime, write: false },
});

export const greenhouseJobs = collection(jobs, {
  dialect: greenhouseDialect,
  downstream: { id: 'jobs', name: 'Jobs' },
  what: 'job',
  fields: jobFields,
  path: '/v3/jobs',
  findOne: (id) => ({ ids: id }),
  list: true,
  add: true,
  update: { method: 'PATCH' },
  events: GREENHOUSE_JOB_EVENTS,
});
