/**
 * Probes of the ATS resources for the coverage test (see resource-probes.ts),
 * written from the unified model only. Written on the BambooHR branch; the
 * Greenhouse branch has its own file of this name, to be merged into one.
 */
import type { ResourceProbe } from './resource-probes.js';

type Json = Record<string, any>;

/** The job ids each applicant applied to, from the applications list (an applicant names only its application ids). */
function jobsOf(related: Readonly<Record<string, Json[]>>): Map<string, Set<string>> {
  const jobs = new Map<string, Set<string>>();
  for (const application of related['/ats/applications'] ?? []) {
    const key = String(application.applicant_id);
    jobs.set(key, new Set([...(jobs.get(key) ?? []), String(application.job_id)]));
  }
  return jobs;
}

export const ATS_PROBES: Readonly<Record<string, ResourceProbe>> = {
  'ats/jobs': {
    create: (unique, listed) => ({
      title: `Coverage Engineer ${unique.slice(0, 8)}`,
      status: 'open',
      description: 'A job made by the coverage test.',
      employment_terms: 'full-time',
      hiring_managers: (listed.find((job) => (job.hiring_managers ?? []).length > 0)?.hiring_managers ?? []).slice(0, 1),
    }),
    filters: {},
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
  'ats/applicants': {
    related: ['/ats/applications'],
    filters: {
      job_id: {
        pick: (records, related) => {
          const jobs = jobsOf(related);
          const counts = new Map<string, number>();
          for (const record of records) for (const job of jobs.get(String(record.id)) ?? []) counts.set(job, (counts.get(job) ?? 0) + 1);
          return [...counts.entries()].filter(([, count]) => count < records.length).sort((a, b) => b[1] - a[1])[0]?.[0];
        },
        matches: (record, value, related) => jobsOf(related).get(String(record.id))?.has(value) === true,
      },
    },
  },
};
