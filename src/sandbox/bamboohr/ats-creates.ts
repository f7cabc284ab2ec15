/**
 * Create Job Opening and Create Candidate, from their multipart forms, with
 * the checks the description states (required fields, enums, the hiring
 * lead and location from their own lists, email and URL shapes, the files'
 * media types), each refused with 422. A candidate is a person: one who
 * applies again with the same email is the same applicant with a new
 * application, and the answer's `candidateId` is the applicant's id.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { invalid, type FormFile, type ReadForm } from './ats-forms.js';
import { atsApplicants, atsApplications, atsFiles, atsJobs, hiringLeads } from './ats-records.js';
import { LOCATIONS } from './org.js';

type Ctx = KitContext<BambooHRAccount>;

const JOB_STATUSES = ['Draft', 'Open', 'On Hold', 'Filled', 'Canceled'];
const EXPERIENCE = ['Entry-level', 'Mid-level', 'Experienced', 'Manager/Supervisor', "Senior Manager/Supervisor'", 'Executive', 'Senior Executive'];
const QUESTION = ['true', 'false', 'Required'];
const EDUCATION = [
  'GED or Equivalent', 'High School', 'Some College', 'College - Associates', 'College - Bachelor of Arts', 'College - Bachelor of Fine Arts', 'College - Bachelor of Science',
  'College - Master of Arts', 'College - Master of Fine Arts', 'College - Master of Science', 'College - Master of Business Administration', 'College - Doctorate', 'Medical Doctor', 'Other',
];
const FILE_TYPES = [
  'application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain', 'application/rtf',
  'image/jpeg', 'image/gif', 'image/png', 'image/tiff', 'image/bmp',
];

function required(form: ReadForm, field: string): string {
  const value = form.text[field]?.trim();
  if (!value) throw invalid(field, `${field} is required`);
  return value;
}

function oneOf(form: ReadForm, field: string, allowed: readonly string[]): string | undefined {
  const value = form.text[field];
  if (value === undefined) return undefined;
  if (!allowed.includes(value)) throw invalid(field, `${field} must be one of ${allowed.join(', ')}`);
  return value;
}

export function createJobOpening(form: ReadForm, ctx: Ctx): StoredRecord {
  const title = required(form, 'postingTitle');
  const status = required(form, 'jobStatus');
  if (!JOB_STATUSES.includes(status)) throw invalid('jobStatus', `jobStatus must be one of ${JOB_STATUSES.join(', ')}`);
  const lead = required(form, 'hiringLead');
  if (!hiringLeads(ctx).some((candidate) => String(candidate.employeeId) === lead)) throw invalid('hiringLead', 'hiringLead must be an employee id from the hiring leads list');
  const employmentType = required(form, 'employmentType');
  const description = required(form, 'jobDescription');
  const experience = oneOf(form, 'minimumExperience', EXPERIENCE);
  for (const name of Object.keys(form.text).filter((key) => key.startsWith('applicationQuestion'))) oneOf(form, name, QUESTION);
  const locationText = form.text.jobLocation;
  const location = locationText === undefined ? undefined : LOCATIONS.find((candidate) => candidate.id === locationText && candidate.name !== 'Remote');
  if (locationText !== undefined && !location) throw invalid('jobLocation', 'jobLocation must be a location id from the locations list');
  const typeText = form.text.locationType;
  if (typeText !== undefined && !['0', '1', '2'].includes(typeText)) throw invalid('locationType', 'locationType must be 0, 1 or 2');
  const locationType = typeText === undefined ? (location ? 0 : 1) : Number(typeText);
  if (locationType !== 1 && !location) throw invalid('jobLocation', 'An on-site or hybrid job needs jobLocation');
  const table = ctx.tenant.table(atsJobs.name);
  const job: StoredRecord = {
    id: atsJobs.newId(ctx, table), title, status, hiringLeadId: lead, employmentType, description, department: form.text.department ?? null,
    minimumExperience: experience ?? null, compensation: form.text.compensation ?? null, internalJobCode: form.text.internalJobCode ?? null,
    locationId: locationType === 1 ? null : (location?.id ?? null), locationType, created: ctx.now, postedDate: status === 'Open' ? ctx.now : null, changedAt: ctx.now,
  };
  return table.insert(job);
}

function checkFile(field: string, file: FormFile | undefined): FormFile | undefined {
  if (!file) return undefined;
  const type = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FILE_TYPES.includes(type)) throw invalid(field, `${field} must be one of ${FILE_TYPES.join(', ')}`);
  if (file.bytes.length === 0) throw invalid(field, `${field} is empty`);
  return { ...file, contentType: type };
}

function keepFile(file: FormFile | undefined, applicationId: string, ctx: Ctx): string | null {
  if (!file) return null;
  const table = ctx.tenant.table(atsFiles.name);
  return table.insert({ id: atsFiles.newId(ctx, table), applicationId, name: file.name || 'file', contentType: file.contentType, data: file.bytes.toString('base64') }).id;
}

export function createCandidate(form: ReadForm, ctx: Ctx): StoredRecord {
  const firstName = required(form, 'firstName');
  const lastName = required(form, 'lastName');
  const jobText = required(form, 'jobId');
  const job = /^\d{1,9}$/.test(jobText) ? ctx.tenant.table(atsJobs.name).get(String(Number(jobText))) : undefined;
  if (!job || job.status === 'Deleted') throw invalid('jobId', 'jobId must be a job opening of the company');
  const email = form.text.email?.trim();
  if (email !== undefined && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid('email', 'email must be a valid email address');
  const linkedin = form.text.linkedinUrl;
  if (linkedin !== undefined && !/^https?:\/\/(.*\.)?linkedin\.com\//.test(linkedin)) throw invalid('linkedinUrl', 'linkedinUrl must be a LinkedIn profile URL');
  const website = form.text.websiteUrl;
  if (website !== undefined && !URL.canParse(website)) throw invalid('websiteUrl', 'websiteUrl must be a valid URL');
  const available = form.text.dateAvailable;
  if (available !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(available)) throw invalid('dateAvailable', 'dateAvailable must be Y-m-d');
  const education = oneOf(form, 'highestEducation', EDUCATION);
  const resume = checkFile('resume', form.files.resume);
  const coverLetter = checkFile('coverLetter', form.files.coverLetter);

  const people = ctx.tenant.table(atsApplicants.name);
  const known = email ? people.all().find((person) => String(person.email ?? '').toLowerCase() === email.toLowerCase()) : undefined;
  const address = ['address', 'city', 'state', 'zip', 'country'].some((field) => form.text[field] !== undefined)
    ? { addressLine1: form.text.address ?? null, addressLine2: null, city: form.text.city ?? null, state: form.text.state ?? null, zipcode: form.text.zip ?? null, country: form.text.country ?? null }
    : null;
  const details = {
    firstName, lastName, email: email ?? '', phoneNumber: form.text.phoneNumber ?? null, source: form.text.source ?? null, linkedinUrl: linkedin ?? null, websiteUrl: website ?? null,
    availableStartDate: available ?? null, ...(address ? { address } : {}),
    ...(education || form.text.collegeName ? { education: { institution: form.text.collegeName ?? null, level: education ? { id: EDUCATION.indexOf(education) + 1, label: education } : null } } : {}),
  };
  const applicant = known ? Object.assign(known, details) : people.insert({ id: atsApplicants.newId(ctx, people), twitterUsername: null, address: null, education: null, ...details });
  if (known) people.updated(known.id);
  const applications = ctx.tenant.table(atsApplications.name);
  if (applications.all().some((application) => application.applicantId === applicant.id && application.jobId === job.id)) throw fail.validation('The candidate has already applied to this job', { field: 'jobId', status: 422 });
  const application: StoredRecord = {
    id: atsApplications.newId(ctx, applications), jobId: job.id, applicantId: applicant.id, statusId: 1, statusChanged: ctx.now, statusChangedBy: null, appliedDate: ctx.now,
    rating: null, desiredSalary: form.text.desiredSalary ?? null, referredBy: form.text.referredBy ?? null, references: form.text.references ?? null, changedAt: ctx.now,
  };
  applications.insert(application);
  application.resumeFileId = keepFile(resume, application.id, ctx);
  application.coverLetterFileId = keepFile(coverLetter, application.id, ctx);
  return application;
}
