/**
 * BambooHR's applicant tracking records, kept as stored records: job
 * openings, applicants (a person, found again by email when they apply to
 * another job), applications (an applicant for a job, at a status), the
 * files of an application (résumé, cover letter) and its comments. Each is
 * written out in the shapes of the description's Get Job Summaries, Get Job
 * Applications and Get Job Application Details.
 */
import { createHmac } from 'node:crypto';
import { defineResource, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { APPLICANT_STATUSES, JOB_STATUSES, statusById } from './ats-statuses.js';
import { displayNameOf } from './field-catalogue.js';
import { DEPARTMENTS, JOB_TITLES, LOCATIONS, optionId } from './org.js';

type Ctx = KitContext<BambooHRAccount>;

const storage = (name: string, first: number) =>
  defineResource<BambooHRAccount>({ name, routes: {}, newId: (ctx) => String(ctx.tenant.next(name, first)), fields: {} });

export const atsJobs = storage('ats_jobs', 40);
export const atsApplicants = storage('ats_applicants', 700);
export const atsApplications = storage('ats_applications', 900);
export const atsFiles = storage('ats_files', 5600);
export const atsComments = storage('ats_comments', 300);

/** How long an attachment's `fileUrl` works: BambooHR's links are for downloading now, not for keeping. */
export const FILE_LINK_LIFETIME_MS = 15 * 60_000;
const LINK_SECRET = 'bamboohr-emulator-file-links';

export function linkSignature(fileId: string, expires: number): string {
  return createHmac('sha256', LINK_SECRET).update(`${fileId}:${expires}`).digest('hex').slice(0, 32);
}

function fileUrl(file: StoredRecord, ctx: Ctx): string {
  const expires = ctx.now + FILE_LINK_LIFETIME_MS;
  return `${ctx.request.origin}/files/ats/${file.id}/${encodeURIComponent(String(file.name))}?expires=${expires}&signature=${linkSignature(file.id, expires)}`;
}

const time = (ms: unknown) => new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const titleOf = (label: unknown) => ({ id: optionId(JOB_TITLES, label) === null ? null : Number(optionId(JOB_TITLES, label)), label: String(label ?? '') });

function employee(id: unknown, ctx: Ctx): StoredRecord | undefined {
  return id === null || id === undefined ? undefined : ctx.tenant.table('employees').get(String(id));
}

function personOf(person: StoredRecord | undefined, idField: 'id' | 'employeeId') {
  if (!person) return null;
  return {
    [idField]: Number(person.id), firstName: String(person.preferredName ?? person.firstName), lastName: String(person.lastName),
    avatar: (person.photoUrl as string | null) ?? null, jobTitle: { id: optionId(JOB_TITLES, person.jobTitle) === null ? null : Number(optionId(JOB_TITLES, person.jobTitle)), label: (person.jobTitle as string | null) ?? null },
  };
}

export function locationOf(id: unknown) {
  const location = LOCATIONS.find((candidate) => candidate.id === String(id));
  if (!location) return null;
  const [city, region] = location.name.split(', ');
  return { id: Number(location.id), label: location.name, address: { city: city ?? null, state: region ?? null } };
}

export function jobSummary(job: StoredRecord, ctx: Ctx): Record<string, unknown> {
  const applications = ctx.tenant.table(atsApplications.name).all().filter((application) => application.jobId === job.id);
  const group = (application: StoredRecord) => statusById(application.statusId)?.group;
  const department = job.department ? { id: Number(optionId(DEPARTMENTS, job.department) ?? 0), label: String(job.department) } : null;
  return {
    id: Number(job.id),
    title: titleOf(job.title),
    postedDate: time(job.postedDate ?? job.created),
    location: locationOf(job.locationId),
    department,
    status: { id: jobStatusId(job.status), label: job.status },
    hiringLead: personOf(employee(job.hiringLeadId, ctx), 'employeeId'),
    newApplicantsCount: applications.filter((application) => group(application) === 'NEW').length,
    activeApplicantsCount: applications.filter((application) => group(application) === 'NEW' || group(application) === 'ACTIVE').length,
    totalApplicantsCount: applications.length,
    postingUrl: job.status === 'Open' ? `https://${ctx.account.companyDomain}.bamboohr.com/careers/${job.id}` : null,
  };
}

const jobStatusId = (label: unknown) => JOB_STATUSES.find((status) => status.label === label)?.id ?? 0;

function statusLabel(id: unknown): string {
  return statusById(id)?.name ?? APPLICANT_STATUSES[0]!.name;
}

function jobOf(application: StoredRecord, ctx: Ctx): StoredRecord | undefined {
  return ctx.tenant.table(atsJobs.name).get(String(application.jobId));
}

function applicantOf(application: StoredRecord, ctx: Ctx): StoredRecord {
  return ctx.tenant.table(atsApplicants.name).get(String(application.applicantId)) ?? { id: String(application.applicantId) };
}

/** An application as Get Job Applications lists it. */
export function applicationSummary(application: StoredRecord, ctx: Ctx): Record<string, unknown> {
  const applicant = applicantOf(application, ctx);
  const job = jobOf(application, ctx);
  return {
    id: Number(application.id),
    appliedDate: time(application.appliedDate),
    status: { id: Number(application.statusId), label: statusLabel(application.statusId) },
    rating: (application.rating as number | null) ?? null,
    applicant: {
      id: Number(applicant.id), firstName: String(applicant.firstName ?? ''), lastName: String(applicant.lastName ?? ''),
      avatar: (applicant.avatar as string | null) ?? null, email: String(applicant.email ?? ''), source: String(applicant.source ?? ''),
    },
    job: { id: Number(application.jobId), title: titleOf(job?.title) },
  };
}

/** An application as Get Job Application Details answers it: the applicant in full, its files as links that expire. */
export function applicationDetails(application: StoredRecord, ctx: Ctx): Record<string, unknown> {
  const summary = applicationSummary(application, ctx);
  const applicant = applicantOf(application, ctx);
  const job = jobOf(application, ctx);
  const files = ctx.tenant.table(atsFiles.name).all().filter((file) => file.applicationId === application.id);
  const comments = ctx.tenant.table(atsComments.name).all().filter((comment) => comment.applicationId === application.id);
  const others = ctx.tenant.table(atsApplications.name).all().filter((other) => other.applicantId === application.applicantId && other.id !== application.id);
  const changer = application.statusChangedBy ? ctx.tenant.table('employees').get(String(application.statusChangedBy)) : undefined;
  return {
    ...summary,
    status: {
      ...(summary.status as object),
      dateChanged: time(application.statusChanged ?? application.appliedDate),
      changedByUser: changer ? { ...personOf(changer, 'id'), jobTitle: { id: null, label: (changer.jobTitle as string | null) ?? null } } : null,
    },
    resumeFileId: application.resumeFileId === undefined || application.resumeFileId === null ? null : Number(application.resumeFileId),
    coverLetterFileId: application.coverLetterFileId === undefined || application.coverLetterFileId === null ? null : Number(application.coverLetterFileId),
    attachmentCount: files.length === 0 ? null : files.length,
    attachments: files.length === 0 ? null : files.map((file) => ({ id: Number(file.id), name: String(file.name), fileUrl: fileUrl(file, ctx) })),
    movedTo: null,
    movedFrom: null,
    alsoConsideredForCount: others.length,
    duplicateApplicationCount: 0,
    referredBy: (application.referredBy as string | null) ?? null,
    desiredSalary: (application.desiredSalary as string | null) ?? null,
    commentCount: comments.length,
    emailCount: 0,
    eventCount: 0,
    questionsAndAnswers: [],
    applicationReferences: (application.references as string | null) ?? null,
    applicant: {
      ...(summary.applicant as object),
      phoneNumber: (applicant.phoneNumber as string | null) ?? null,
      source: (applicant.source as string | null) ?? null,
      twitterUsername: (applicant.twitterUsername as string | null) ?? null,
      address: (applicant.address as object | null) ?? null,
      linkedinUrl: (applicant.linkedinUrl as string | null) ?? null,
      websiteUrl: (applicant.websiteUrl as string | null) ?? null,
      availableStartDate: (applicant.availableStartDate as string | null) ?? null,
      education: (applicant.education as object | null) ?? null,
    },
    job: { ...(summary.job as object), hiringLead: personOf(employee(job?.hiringLeadId, ctx), 'employeeId') },
  };
}

/** Who may lead hiring: the company's users with an employee record, by their preferred full name. */
export function hiringLeads(ctx: Ctx): { employeeId: number; preferredFullName: string }[] {
  return ctx.tenant.table('users').all()
    .filter((user) => user.status === 'enabled')
    .flatMap((user) => {
      const person = employee(user.employeeId, ctx);
      return person ? [{ employeeId: Number(person.id), preferredFullName: displayNameOf(person) }] : [];
    });
}
