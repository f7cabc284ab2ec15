/**
 * Unified ATS applications ⇄ BambooHR applications (Get Job Applications, Get Job Application
 * Details), one table; the applicant statuses are read once per answer (ats-statuses.ts).
 *   id ← id; applicant_id ← applicant.id; job_id ← job.id; stage ← status {id, label → name};
 *   status ← the status's code: HIRED → hired, BambooHR's "no" codes → rejected, others → open;
 *   created_at ← appliedDate.
 * Written: applicant_id and job_id on a create (Create Candidate, the applicant's details copied
 * from their latest application); stage (by id or name) or status on an update (Update Applicant Status).
 * Left out: updated_at (the list answers no change time; the details' status.dateChanged only
 * covers status moves), created_by, updated_by.
 */
import type { Static } from 'typebox';
import type { Application } from '../../unified/ats/applications.js';
import { codecs, fieldTable } from '../kit/index.js';
import { statusOf, type StatusCatalogue } from './ats-statuses.js';
import type { BambooHRApplication } from './ats-wire-types.js';

type Model = Static<typeof Application>;

export const applicationFields = fieldTable<Model, BambooHRApplication, StatusCatalogue | undefined>({
  id: { at: 'id', codec: codecs.idText, write: false },
  applicant_id: { at: 'applicant.id', codec: codecs.idText, write: (id) => ({ applicantId: id }) },
  job_id: { at: 'job.id', codec: codecs.idText, write: (id) => ({ jobId: id }) },
  status: { read: (application, statuses) => statusOf(application.status?.id, statuses), reads: ['status.id'], write: (status) => ({ status }) },
  stage: {
    read: (application) => (application.status ? { id: application.status.id === null || application.status.id === undefined ? null : String(application.status.id), name: application.status.label ?? null } : undefined),
    reads: ['status.id', 'status.label'],
    write: (stage) => ({ stage }),
  },
  created_at: { at: 'appliedDate', codec: codecs.isoDateTime, write: false },
});
