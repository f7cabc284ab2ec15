/**
 * Unified ATS jobs ⇄ BambooHR job openings (Get Job Summaries; Create Job Opening), one table.
 *   id ← id; title ← title.label (postingTitle); status ← status.label: Draft → draft, Open → open,
 *   On Hold → on-hold, Filled → completed, Canceled → closed, Deleted → archived (written back the
 *   same way, placed → Filled); department ← department {id, label → name} (written as its name);
 *   location ← location.label (written as the id of the company location of that name, jobLocation);
 *   remote ← no location (written as locationType 1); hiring_managers ← [hiringLead.employeeId]
 *   (the first is written as hiringLead); published_at ← postedDate; links, job_portal_url ← postingUrl.
 * Written only (the summaries do not answer them): description (jobDescription), employment_terms
 * (employmentType: Full-Time, Part-Time, Contractor, Intern, Temporary, Volunteer, Seasonal),
 * experience (minimumExperience), code (internalJobCode).
 * Left out: everything else of the reference's Job (BambooHR keeps no slug, salary range in minor
 * units, visibility…); created_at and updated_at (a summary has neither).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { Job } from '../../unified/ats/jobs.js';
import { codecs, fieldTable } from '../kit/index.js';
import type { BambooHRJobSummary } from './ats-wire-types.js';

type Model = Static<typeof Job>;
type Status = NonNullable<Model['status']>;

const STATUS_OF: Readonly<Record<string, Status>> = { Draft: 'draft', Open: 'open', 'On Hold': 'on-hold', Filled: 'completed', Canceled: 'closed', Deleted: 'archived' };
const PLATFORM_STATUS: Readonly<Partial<Record<Status, string>>> = { draft: 'Draft', open: 'Open', 'on-hold': 'On Hold', completed: 'Filled', placed: 'Filled', closed: 'Canceled' };
const EMPLOYMENT: Readonly<Record<string, string>> = {
  'full-time': 'Full-Time', 'part-time': 'Part-Time', contractor: 'Contractor', freelance: 'Contractor', internship: 'Intern', temp: 'Temporary', seasonal: 'Seasonal', volunteer: 'Volunteer', employee: 'Full-Time',
};

function writeStatus(status: Status | null | undefined): Record<string, unknown> {
  const platform = status ? PLATFORM_STATUS[status] : undefined;
  if (!platform) throw new ApiError('RequestValidationError', { message: 'A BambooHR job opening is draft, open, on-hold, completed (filled) or closed (canceled)', detail: { field: 'status' } });
  return { jobStatus: platform };
}

export const jobFields = fieldTable<Model, BambooHRJobSummary>({
  id: { at: 'id', codec: codecs.idText, write: false },
  title: { at: 'title.label', write: (title) => ({ postingTitle: title }) },
  status: { read: (job) => STATUS_OF[job.status?.label ?? ''] ?? undefined, reads: ['status.label'], write: writeStatus },
  department: {
    read: (job) => (job.department ? { id: String(job.department.id), name: job.department.label ?? null } : undefined),
    reads: ['department'],
    write: (department) => ({ department: department?.name ?? undefined }),
  },
  // The name of a company location; the create resolves it to its id (ats-jobs.ts).
  location: { at: 'location.label', write: (location) => ({ jobLocationName: location }) },
  remote: { read: (job) => job.location === null || job.location === undefined, reads: ['location'], write: (remote) => (remote ? { locationType: 1 } : {}) },
  hiring_managers: {
    read: (job) => (typeof job.hiringLead?.employeeId === 'number' ? [String(job.hiringLead.employeeId)] : []),
    reads: ['hiringLead.employeeId'],
    write: (ids) => ({ hiringLead: ids?.[0] }),
  },
  published_at: { at: 'postedDate', codec: codecs.isoDateTime, write: false },
  job_portal_url: { at: 'postingUrl', write: false },
  links: { read: (job) => (job.postingUrl ? [{ type: 'job_portal' as const, url: job.postingUrl }] : []), reads: ['postingUrl'], write: false },
  description: { write: (description) => ({ jobDescription: description }) },
  employment_terms: {
    write: (terms) => {
      const type = terms ? EMPLOYMENT[terms] : undefined;
      if (!type) throw new ApiError('RequestValidationError', { message: 'BambooHR takes employment_terms full-time, part-time, contractor, freelance, internship, temp, seasonal, volunteer or employee', detail: { field: 'employment_terms' } });
      return { employmentType: type };
    },
  },
  experience: { write: (experience) => ({ minimumExperience: experience }) },
  code: { write: (code) => ({ internalJobCode: code }) },
});
