/**
 * BambooHR's applicant tracking endpoints (public.yaml, /api/v1/applicant_tracking/*):
 * job summaries and Create Job Opening, the locations and hiring leads a job
 * takes, the applicant statuses, Get Job Applications (filters, sort, pages
 * of APPLICATIONS_PER_PAGE with `nextPageUrl`), Get Job Application Details,
 * Create Candidate, status changes and comments; and the files' links
 * (`attachments[].fileUrl`), which stop working FILE_LINK_LIFETIME_MS after
 * the answer that gave them.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { createCandidate, createJobOpening } from './ats-creates.js';
import { acceptMultipart, readForm } from './ats-forms.js';
import { applicationDetails, applicationSummary, atsApplications, atsComments, atsFiles, atsJobs, hiringLeads, jobSummary, linkSignature } from './ats-records.js';
import { APPLICANT_STATUSES, groupsOf, JOB_STATUS_GROUPS, JOB_STATUSES, NOT_DELETED, STATUS_GROUPS, statusById } from './ats-statuses.js';
import { LOCATIONS } from './org.js';

const ATS = '/api/v1/applicant_tracking';
export const APPLICATIONS_PER_PAGE = 25;
type Ctx = KitContext<BambooHRAccount>;

function query(ctx: Ctx, name: string): string | null {
  return ctx.request.query.get(name);
}

function wholeNumber(text: string | null, name: string): number | undefined {
  if (text === null || text === '') return undefined;
  if (!/^\d{1,9}$/.test(text)) throw fail.validation(`${name} must be a whole number`, { field: name });
  return Number(text);
}

function numbers(text: string | null, name: string): number[] | undefined {
  if (text === null || text === '') return undefined;
  return text.split(',').map((part) => wholeNumber(part.trim(), name) as number);
}

function sorted<T>(items: T[], ctx: Ctx, keys: Readonly<Record<string, (item: T) => string | number>>): T[] {
  const by = query(ctx, 'sortBy');
  const order = query(ctx, 'sortOrder');
  if (order !== null && order !== 'ASC' && order !== 'DESC') throw fail.validation('sortOrder must be ASC or DESC', { field: 'sortOrder' });
  if (by === null) return items;
  const key = keys[by];
  if (!key) throw fail.validation(`sortBy must be one of ${Object.keys(keys).join(', ')}`, { field: 'sortBy' });
  const sign = order === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  });
}

function jobs(ctx: Ctx): StoredRecord[] {
  const groups = groupsOf(query(ctx, 'statusGroups'), JOB_STATUS_GROUPS);
  if (typeof groups === 'string') throw fail.validation(groups, { field: 'statusGroups' });
  const ids = numbers(query(ctx, 'status_ids'), 'status_ids');
  const wanted = new Set<string>([
    ...(groups ?? (ids ? [] : NOT_DELETED)),
    ...(ids ?? []).flatMap((id) => JOB_STATUSES.filter((status) => status.id === id).map((status) => status.label)),
  ]);
  const listed = ctx.tenant.table(atsJobs.name).all().filter((job) => wanted.has(String(job.status)));
  const applicants = (job: StoredRecord) => ctx.tenant.table(atsApplications.name).all().filter((application) => application.jobId === job.id).length;
  return sorted(listed, ctx, {
    count: applicants, title: (job) => String(job.title), lead: (job) => String(job.hiringLeadId ?? ''), created: (job) => Number(job.created), status: (job) => String(job.status),
  });
}

/** `newSince`: `Y-m-d H:i:s` in UTC. */
function newSince(ctx: Ctx): number | undefined {
  const text = query(ctx, 'newSince');
  if (text === null) return undefined;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text.replace(' ', 'T')}Z`))) {
    throw fail.validation('newSince must be a UTC time as Y-m-d H:i:s', { field: 'newSince' });
  }
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

function applications(ctx: Ctx): StoredRecord[] {
  const jobId = wholeNumber(query(ctx, 'jobId'), 'jobId');
  const statusIds = numbers(query(ctx, 'applicationStatusId'), 'applicationStatusId');
  const groups = groupsOf(query(ctx, 'applicationStatus'), STATUS_GROUPS);
  if (typeof groups === 'string') throw fail.validation(groups, { field: 'applicationStatus' });
  const jobGroups = groupsOf(query(ctx, 'jobStatusGroups'), JOB_STATUS_GROUPS);
  if (typeof jobGroups === 'string') throw fail.validation(jobGroups, { field: 'jobStatusGroups' });
  const jobStatuses = new Set<string>(jobGroups ?? NOT_DELETED);
  const search = (query(ctx, 'searchString') ?? '').trim().toLowerCase();
  const since = newSince(ctx);
  const jobsById = new Map(ctx.tenant.table(atsJobs.name).all().map((job) => [job.id, job]));
  const applicants = ctx.tenant.table('ats_applicants');
  const listed = ctx.tenant.table(atsApplications.name).all().filter((application) => {
    const job = jobsById.get(String(application.jobId));
    const applicant = applicants.get(String(application.applicantId));
    const group = statusById(application.statusId)?.group;
    if (!job || !jobStatuses.has(String(job.status))) return false;
    if (jobId !== undefined && Number(application.jobId) !== jobId) return false;
    if (statusIds && !statusIds.includes(Number(application.statusId))) return false;
    if (groups && (!group || !groups.includes(group))) return false;
    if (since !== undefined && Number(application.appliedDate) <= since) return false;
    const text = `${String(applicant?.firstName ?? '')} ${String(applicant?.lastName ?? '')} ${String(applicant?.email ?? '')} ${String(job.title)}`.toLowerCase();
    return search === '' || text.includes(search);
  });
  const person = (application: StoredRecord) => applicants.get(String(application.applicantId));
  return sorted(listed, ctx, {
    first_name: (application) => String(person(application)?.firstName ?? ''), job_title: (application) => String(jobsById.get(String(application.jobId))?.title ?? ''),
    rating: (application) => Number(application.rating ?? 0), phone: (application) => String(person(application)?.phoneNumber ?? ''),
    status: (application) => Number(application.statusId), last_updated: (application) => Number(application.changedAt), created_date: (application) => Number(application.appliedDate),
  });
}

function applicationNamed(ctx: Ctx): StoredRecord {
  const id = ctx.request.params.applicationId ?? '';
  const application = /^\d{1,9}$/.test(id) ? ctx.tenant.table(atsApplications.name).get(String(Number(id))) : undefined;
  if (!application) throw fail.notFound(`No application with id ${id.slice(0, 32)}`);
  return application;
}

function pageOf(ctx: Ctx, all: StoredRecord[]) {
  const page = wholeNumber(query(ctx, 'page'), 'page') ?? 1;
  if (page < 1) throw fail.validation('page starts at 1', { field: 'page' });
  const items = all.slice((page - 1) * APPLICATIONS_PER_PAGE, page * APPLICATIONS_PER_PAGE);
  const complete = page * APPLICATIONS_PER_PAGE >= all.length;
  const next = new URL(`${ctx.request.origin}${ctx.request.path}`);
  for (const [name, value] of ctx.request.query) if (name !== 'page') next.searchParams.append(name, value);
  next.searchParams.set('page', String(page + 1));
  return { paginationComplete: complete, nextPageUrl: complete ? null : next.href, applications: items.map((application) => applicationSummary(application, ctx)) };
}

export function registerApplicantTracking(app: FastifyInstance, kit: PlatformKit<BambooHRAccount>): void {
  acceptMultipart(app);
  app.get(`${ATS}/jobs`, kit.handler((ctx) => ({ status: 200, body: jobs(ctx).map((job) => jobSummary(job, ctx)) })));
  app.post(`${ATS}/job_opening`, kit.handler(async (ctx) => {
    const job = createJobOpening(await readForm(ctx.request.body, String(ctx.request.headers['content-type'] ?? '')), ctx);
    return { status: 200, body: { result: 'success', jobOpeningId: job.id } };
  }));
  app.get(`${ATS}/locations`, kit.handler(() => ({
    status: 200,
    body: LOCATIONS.filter((location) => location.name !== 'Remote').map((location) => {
      const [city, region] = location.name.split(', ');
      return { id: Number(location.id), name: location.name, city: city ?? '', ...(region && region.length === 2 && region !== 'UK' ? { state: { name: region, abbrev: region } } : {}), country: { name: region === 'UK' ? 'United Kingdom' : 'United States', iso_code: region === 'UK' ? 'GB' : 'US' } };
    }),
  })));
  app.get(`${ATS}/hiring_leads`, kit.handler((ctx) => ({ status: 200, body: hiringLeads(ctx) })));
  app.get(`${ATS}/statuses`, kit.handler(() => ({
    status: 200,
    body: APPLICANT_STATUSES.map((status) => ({ id: String(status.id), code: status.code, name: status.name, translatedName: status.name, description: null, enabled: status.enabled, manageable: status.code === null })),
  })));
  app.get(`${ATS}/applications`, kit.handler((ctx) => ({ status: 200, body: pageOf(ctx, applications(ctx)) })));
  app.get(`${ATS}/applications/:applicationId`, kit.handler((ctx) => ({ status: 200, body: applicationDetails(applicationNamed(ctx), ctx) })));
  app.post(`${ATS}/application`, kit.handler(async (ctx) => {
    const created = createCandidate(await readForm(ctx.request.body, String(ctx.request.headers['content-type'] ?? '')), ctx);
    return { status: 200, body: { result: 'success', candidateId: Number(created.applicantId) } };
  }));
  app.post(`${ATS}/applications/:applicationId/status`, kit.handler((ctx) => {
    const application = applicationNamed(ctx);
    const wanted = (ctx.request.body ?? {}) as Record<string, unknown>;
    const status = typeof wanted.status === 'number' || (typeof wanted.status === 'string' && /^\d+$/.test(wanted.status)) ? statusById(wanted.status) : undefined;
    if (!status || !status.enabled) throw fail.validation('Invalid status', { field: 'status' });
    Object.assign(application, { statusId: status.id, statusChanged: ctx.now, statusChangedBy: ctx.tenant.table('users').all()[0]?.employeeId ?? null, changedAt: ctx.now });
    ctx.tenant.table(atsApplications.name).updated(application.id);
    return { status: 200, body: { type: 'positionApplicantStatus', id: Number(ctx.tenant.next('status_change', 8800)) } };
  }));
  app.post(`${ATS}/applications/:applicationId/comments`, kit.handler((ctx) => {
    const application = applicationNamed(ctx);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (typeof body.comment !== 'string' || body.comment.trim() === '') throw fail.validation('comment is required', { field: 'comment' });
    const type = body.type === undefined ? 'comment' : body.type;
    if (type !== 'comment') throw fail.validation('type must be comment', { field: 'type' });
    const comment = ctx.tenant.table(atsComments.name).insert({ id: atsComments.newId(ctx, ctx.tenant.table(atsComments.name)), applicationId: application.id, type, comment: body.comment, created: ctx.now });
    return { status: 200, body: { type, id: Number(comment.id) } };
  }));

  // An attachment's link: the same credentials, and a signature that stops working after FILE_LINK_LIFETIME_MS.
  app.get('/files/ats/:fileId/:name', kit.handler((ctx) => {
    const id = ctx.request.params.fileId ?? '';
    const expires = Number(query(ctx, 'expires'));
    if (!Number.isSafeInteger(expires) || query(ctx, 'signature') !== linkSignature(id, expires)) throw fail.forbidden('The link is not valid');
    if (expires < ctx.now) throw fail.forbidden('The link has expired');
    const file = ctx.tenant.table(atsFiles.name).get(id);
    if (!file) throw fail.notFound('No such file');
    return { status: 200, body: Buffer.from(String(file.data), 'base64'), contentType: String(file.contentType), headers: { 'content-disposition': `attachment; filename="${String(file.name).replace(/"/g, '')}"` } };
  }));
}
