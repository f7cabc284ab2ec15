/**
 * The organization each account starts with, from the kit's seeded Faker
 * (the same on every start): open, closed and draft jobs, each with the
 * default hiring plan's six stages; on every open job a candidate at every
 * stage; on the closed job a hired and a rejected application; a résumé
 * attachment for every application. The demo's first candidate is Ada
 * Lovelace, so demos and tests can find her.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';
import { DEFAULT_STAGES } from './jobs.js';

type Seed = SeedContext<GreenhouseAccount>;
const DAY = 86_400_000;

const DEMO_JOBS = [
  { name: 'Senior Backend Engineer', status: 'open' },
  { name: 'Product Designer', status: 'open' },
  { name: 'Account Executive', status: 'open' },
  { name: 'Data Analyst', status: 'closed' },
  { name: 'Head of People', status: 'draft' },
] as const;
const OTHER_JOBS = [{ name: 'Warehouse Lead', status: 'open' }, { name: 'Forklift Operator', status: 'closed' }] as const;

export function seedGreenhouse(ctx: Seed): void {
  const { faker, now, tenant, account } = ctx;
  const demo = account.id === 'greenhouse-demo';
  const next = (sequence: string, base: number) => String(tenant.next(sequence, base));
  let first = demo;

  const candidate = (daysAgo: number): StoredRecord => {
    const firstName = first ? 'Ada' : faker.person.firstName();
    const lastName = first ? 'Lovelace' : faker.person.lastName();
    // Ada keeps a personal site, so a website is among the seed's contact details.
    const websites = first ? [{ value: 'https://ada-lovelace.example.com', type: 'personal' }] : [];
    first = false;
    const created = now - daysAgo * DAY;
    return ctx.put('candidates', {
      id: next('candidates', 31_050_001), first_name: firstName, last_name: lastName,
      company: faker.company.name(), title: faker.person.jobTitle(), is_private: false,
      email_addresses: [{ value: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(), type: 'personal' }],
      phone_numbers: [{ value: `+1415555${faker.string.numeric(4)}`, type: 'mobile' }],
      website_addresses: websites, social_media_addresses: [{ value: `https://www.linkedin.com/in/${firstName}-${lastName}`.toLowerCase() }],
      tags: faker.helpers.arrayElements(['referral', 'remote', 'senior', 'rehire'], { min: 0, max: 2 }),
      last_activity_at: created + DAY, created_at: created, updated_at: created + DAY,
    });
  };

  const apply = (person: StoredRecord, job: StoredRecord, stage: StoredRecord, status: 'active' | 'rejected' | 'hired'): void => {
    const applied = Number(person.created_at);
    const application = ctx.put('applications', {
      id: next('applications', 52_600_001), candidate_id: Number(person.id), job_id: Number(job.id), stage_id: Number(stage.id), status, prospect: false,
      source_id: null, referrer_id: null, applied_at: applied, rejected_at: status === 'rejected' ? applied + 5 * DAY : null,
      rejection_reason_id: status === 'rejected' ? 14 : null, hired_at: status === 'hired' ? applied + 20 * DAY : null,
      last_activity_at: applied + DAY, created_at: applied, updated_at: applied + DAY,
    });
    ctx.put('attachments', {
      id: next('attachments', 880_000_001), application_id: Number(application.id), candidate_id: Number(person.id),
      filename: `${String(person.first_name)} ${String(person.last_name)} resume.pdf`, type: 'resume', visibility: 'public', created_at: applied, updated_at: applied,
    });
  };

  (demo ? DEMO_JOBS : OTHER_JOBS).forEach((spec, index) => {
    const created = now - (120 - index * 10) * DAY;
    const job = ctx.put('jobs', {
      id: next('jobs', 4_410_001), name: spec.name, requisition_id: `REQ-${100 + index}`, notes: null, status: spec.status, confidential: false,
      department_id: null, office_id: null, opened_at: spec.status === 'draft' ? null : created + DAY, closed_at: spec.status === 'closed' ? now - 20 * DAY : null,
      created_at: created, updated_at: created + DAY,
    });
    const stages = DEFAULT_STAGES.map((name, priority) => ctx.put('job_interview_stages', {
      id: next('stages', 7_200_001), job_id: Number(job.id), name, priority, active: true, created_at: created, updated_at: created,
    }));
    if (spec.status === 'open') stages.forEach((stage, at) => apply(candidate(60 - at * 5 - index), job, stage, 'active'));
    if (spec.status === 'closed') {
      apply(candidate(70), job, stages[stages.length - 1] as StoredRecord, 'hired');
      apply(candidate(68), job, stages[1] as StoredRecord, 'rejected');
    }
  });
}
