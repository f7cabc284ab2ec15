/**
 * The applicant tracking seed: seven job openings (three open, a draft, one
 * on hold, one filled, one canceled) led by department heads, and 44
 * applications over them at every enabled status: a rejection (Not a Fit)
 * and a hire (Hired, on the filled job) among them, one person who applied
 * to two jobs, and a résumé per application (a short text file).
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { APPLICANT_STATUSES } from './ats-statuses.js';

type Ctx = SeedContext<BambooHRAccount>;
const DAY = 86_400_000;

const JOBS = [
  { title: 'Software Engineer', department: 'Engineering', status: 'Open', locationId: '18401', employmentType: 'Full-Time', applications: 14 },
  { title: 'Product Designer', department: 'Product', status: 'Open', locationId: null, employmentType: 'Full-Time', applications: 8 },
  { title: 'Account Executive', department: 'Sales', status: 'Open', locationId: '18402', employmentType: 'Full-Time', applications: 9 },
  { title: 'Content Marketer', department: 'Marketing', status: 'Draft', locationId: null, employmentType: 'Part-Time', applications: 0 },
  { title: 'Support Engineer', department: 'Customer Success', status: 'On Hold', locationId: '18403', employmentType: 'Full-Time', applications: 4 },
  { title: 'Accountant', department: 'Finance', status: 'Filled', locationId: '18401', employmentType: 'Full-Time', applications: 6 },
  { title: 'Recruiter', department: 'People', status: 'Canceled', locationId: null, employmentType: 'Contractor', applications: 3 },
] as const;

const SOURCES = ['LinkedIn', 'Indeed', 'Referral', 'Company Website', 'Glassdoor'];

export function seedApplicantTracking(ctx: Ctx, leads: readonly StoredRecord[]): void {
  const { faker, now } = ctx;
  const statuses = APPLICANT_STATUSES.filter((status) => status.enabled);
  let applicationIndex = 0;
  let returning: StoredRecord | undefined;
  JOBS.forEach((spec, index) => {
    const lead = leads.find((head) => head.department === spec.department) ?? leads[0];
    const created = now - (90 - index * 9) * DAY;
    const job = ctx.put('ats_jobs', {
      id: String(ctx.tenant.next('ats_jobs', 40)), title: spec.title, status: spec.status, hiringLeadId: lead?.id ?? null, employmentType: spec.employmentType,
      description: `<p>Join ${ctx.account.displayName} as a ${spec.title}.</p>`, department: spec.department, minimumExperience: 'Mid-level', compensation: null,
      internalJobCode: `${spec.department.slice(0, 3).toUpperCase()}-${100 + index}`, locationId: spec.locationId, locationType: spec.locationId ? 0 : 1,
      created, postedDate: spec.status === 'Draft' ? null : created + DAY, changedAt: created + DAY,
    });
    for (let n = 0; n < spec.applications; n++) {
      // Every enabled status in turn, so each one has applications; the filled job has its hire.
      let status = statuses[applicationIndex % statuses.length]!;
      if (spec.status === 'Filled' && n === 0) status = statuses.find((candidate) => candidate.code === 'HIRED')!;
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const applied = created + (2 + n) * DAY;
      const person = n === 1 && returning && spec.status === 'Open' ? returning : ctx.put('ats_applicants', {
        id: String(ctx.tenant.next('ats_applicants', 700)), firstName, lastName,
        email: `${firstName}.${lastName}@mail.example`.toLowerCase().replace(/[^a-z.@]/g, ''), phoneNumber: faker.phone.number({ style: 'national' }),
        source: faker.helpers.arrayElement(SOURCES), twitterUsername: null,
        address: { addressLine1: faker.location.streetAddress(), addressLine2: null, city: faker.location.city(), state: faker.location.state({ abbreviated: true }), zipcode: faker.location.zipCode('#####'), country: 'United States' },
        linkedinUrl: `https://www.linkedin.com/in/${firstName}-${lastName}`.toLowerCase().replace(/[^a-z:/.-]/g, ''), websiteUrl: n % 3 === 0 ? `https://${lastName.toLowerCase().replace(/[^a-z]/g, '')}.example` : null,
        availableStartDate: null, education: null, avatar: n % 4 === 1 ? `https://images.${ctx.account.companyDomain}.example/applicants/${n}-${index}.jpg` : null,
      });
      if (n === 0 && spec.status === 'Open' && !returning) returning = person;
      const application = ctx.put('ats_applications', {
        id: String(ctx.tenant.next('ats_applications', 900)), jobId: job.id, applicantId: person.id, statusId: status.id,
        statusChanged: Math.min(now - DAY, applied + DAY * (status.group === 'NEW' ? 0 : 3)), statusChangedBy: status.group === 'NEW' ? null : (lead?.id ?? null), appliedDate: applied,
        rating: status.group === 'NEW' ? null : 1 + (applicationIndex % 5), desiredSalary: null, referredBy: person.source === 'Referral' ? 'A colleague' : null, references: null,
        changedAt: Math.min(now - DAY, applied + DAY * 3),
      });
      const resume = ctx.put('ats_files', {
        id: String(ctx.tenant.next('ats_files', 5600)), applicationId: application.id, name: `${String(person.firstName)}-${String(person.lastName)}-resume.txt`.toLowerCase(), contentType: 'text/plain',
        data: Buffer.from(`${String(person.firstName)} ${String(person.lastName)}\nRésumé for ${spec.title} (application ${application.id})\n`, 'utf8').toString('base64'),
      });
      application.resumeFileId = resume.id;
      application.coverLetterFileId = null;
      applicationIndex++;
    }
  });
}
