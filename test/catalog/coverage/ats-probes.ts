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
    // What the strictest platform asks of a new job (BambooHR: a description, terms and a hiring manager).
    create: (unique, listed) => ({
      title: `Coverage Engineer ${unique.slice(0, 8)}`,
      // Open, so that applications can be made to it with no applicant taken yet.
      status: 'open',
      requisition_id: `COV-${unique}`,
      description: 'A job made by the coverage test.',
      employment_terms: 'full-time',
      hiring_managers: (listed.find((job) => (job.hiring_managers ?? []).length > 0)?.hiring_managers ?? []).slice(0, 1),
    }),
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
    create: (unique, listed, related) => {
      // A job the coverage test opened has no applicants yet; each create takes another applicant (a list page may not show every application).
      const open = (related['/ats/jobs'] ?? []).filter((job) => job.status === 'open');
      const jobs = [...open.filter((job) => String(job.title ?? '').startsWith('Coverage Engineer')), ...open];
      const people = related['/ats/applicants'] ?? [];
      const taken = new Set(listed.map((application) => `${application.applicant_id}|${application.job_id}`));
      const start = [...unique].reduce((sum, char) => sum + char.charCodeAt(0), 0);
      for (const job of jobs) {
        for (let n = 0; n < people.length; n++) {
          const applicant = people[(start + n) % people.length] as Json;
          if (!taken.has(`${applicant.id}|${job.id}`)) return { applicant_id: applicant.id, job_id: job.id };
        }
      }
      return { applicant_id: people[0]?.id, job_id: jobs[0]?.id };
    },
    update: (target) => ({ status: target.status === 'rejected' ? 'open' : 'rejected' }),
    filters: {},
  },
};
