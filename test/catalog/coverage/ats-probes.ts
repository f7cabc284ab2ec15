/**
 * Probes of the ATS resources for the coverage test (see resource-probes.ts):
 * what to create and change, and how each unified filter is picked from real
 * records and checked on them. Written from the unified model only, so every
 * ATS connector is checked by the same probes.
 */
import type { ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;
type Related = Readonly<Record<string, Json[]>> | undefined;

const APPLICATIONS = '/ats/applications';

/** The jobs an applicant applied to, from the applications listed beside the applicants. */
const jobsOf = (applicant: Json, related: Related): string[] =>
  (related?.[APPLICATIONS] ?? []).filter((application) => application.applicant_id === applicant.id && typeof application.job_id === 'string').map((application) => application.job_id as string);

export const ATS_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'ats/jobs': {
    create: (unique) => ({ title: `Coverage Engineer ${unique}`, status: 'draft', requisition_id: `COV-${unique}` }),
    update: (_target, unique) => ({ title: `Coverage Engineer renamed ${unique}`, status: 'open' }),
    filters: {},
  },
  'ats/applicants': {
    related: [APPLICATIONS],
    create: (unique) => ({
      first_name: 'Ada',
      last_name: `Lovelace ${unique}`,
      title: 'Analyst',
      emails: [{ email: `ada.${unique}@example.com`, type: 'personal' }],
      phone_numbers: [{ number: '+15550100123', type: 'mobile' }],
      tags: ['coverage'],
    }),
    update: (_target, unique) => ({ title: `Senior Analyst ${unique.slice(0, 8)}`, tags: ['coverage', 'updated'] }),
    filters: {
      // A job some listed applicants applied to and others did not.
      job_id: {
        pick: (records, related) => {
          const counts = new Map<string, number>();
          for (const record of records) for (const job of new Set(jobsOf(record, related))) counts.set(job, (counts.get(job) ?? 0) + 1);
          return [...counts.entries()].filter(([, count]) => count < records.length).sort((a, b) => b[1] - a[1])[0]?.[0];
        },
        matches: (record, value, related) => jobsOf(record, related).includes(value),
      },
    },
  },
  'ats/applications': {
    related: ['/ats/applicants', '/ats/jobs'],
    // An applicant on an open job they have not applied to yet.
    create: (_unique, listed, related) => {
      const applied = new Set(listed.map((application) => `${application.applicant_id}:${application.job_id}`));
      const jobs = (related['/ats/jobs'] ?? []).filter((job) => job.status === 'open');
      for (const applicant of related['/ats/applicants'] ?? []) {
        const job = jobs.find((candidate) => !applied.has(`${applicant.id}:${candidate.id}`));
        if (job) return { applicant_id: applicant.id, job_id: job.id };
      }
      return {};
    },
    update: () => ({ status: 'rejected' }),
    filters: {},
  },
};
