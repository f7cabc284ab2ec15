/**
 * The BambooHR connector's ATS side through the service over HTTP, against
 * the BambooHR emulator, on a connection made under the HRIS API (one
 * connection serves both): jobs (paging, one read with closed and deleted
 * ones, create), applications (paging to the end, one read, a stage change
 * read back, status rejected and hired, a re-application), applicants
 * derived from applications (grouping, job_id, one read, the résumé through
 * cv_url after the platform's link expired), what BambooHR cannot do, and
 * the Vault showing the connection under both APIs until it is deleted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const CONSUMER = 'bhr-ats';

describe('BambooHR ATS connector (on the HRIS connection)', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  const headers = () => tenant.headers(CONSUMER);
  const api = (path: string) => `${svc.url}/ats${path}`;
  const get = (path: string) => call(path.startsWith('http') ? path : api(path), { headers: headers() });
  const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers: headers(), json });
  const stored = (resource: string) => emulator.kit.records(resource, DEMO.id);

  const collect = (path: string, limit: number) => collectPages(get, api(path), limit, 100);

  beforeAll(async () => {
    svc = await startTestService({ emulators: [bamboohrEmulator] });
    emulator = svc.emulators.bamboohr as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'hris', 'bamboohr', { company_domain: DEMO.companyDomain, api_key: DEMO.apiKey });
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  it('lists jobs whole in pages, maps them, reads one (a deleted one too) and opens one', async () => {
    const jobs = await collect('/jobs', 2);
    const platform = stored('ats_jobs');
    expect(jobs.map((job) => job.id).sort()).toEqual(platform.map((job) => job.id).sort());
    const open = jobs.find((job) => job.title === 'Software Engineer') as Json;
    expect(open).toMatchObject({ status: 'open', department: { name: 'Engineering' }, location: 'Salt Lake City, UT', remote: false, hiring_managers: [expect.stringMatching(/^\d+$/)] });
    expect(open.links[0]).toEqual({ type: 'job_portal', url: open.job_portal_url });
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['open', 'draft', 'on-hold', 'completed', 'closed']));
    expect((await get(`/jobs/${open.id}`)).body.data).toEqual(open);

    const deleted = platform.find((job) => job.status === 'Canceled') as StoredRecord;
    deleted.status = 'Deleted';
    expect((await get(`/jobs/${deleted.id}`)).body.data.status).toBe('archived');
    expect((await collect('/jobs', 50)).some((job) => job.id === deleted.id)).toBe(false);
    expectErrorEnvelope(await get('/jobs/99999'), 404, 'EntityNotFoundError');

    const lead = open.hiring_managers[0];
    const made = await send('POST', '/jobs', { title: 'Data Engineer', status: 'open', hiring_managers: [lead], employment_terms: 'full-time', description: 'Pipelines', location: 'Austin, TX', code: 'ENG-9' });
    expect(made.status, made.text).toBe(201);
    const job = stored('ats_jobs').find((candidate) => candidate.id === made.body.data.id) as StoredRecord;
    expect(job).toMatchObject({ title: 'Data Engineer', status: 'Open', hiringLeadId: lead, employmentType: 'Full-Time', description: 'Pipelines', locationId: '18402', internalJobCode: 'ENG-9' });
    expect((await get(`/jobs/${job.id}`)).body.data).toMatchObject({ title: 'Data Engineer', status: 'open', location: 'Austin, TX' });
    const remote = await send('POST', '/jobs', { title: 'Remote Writer', hiring_managers: [lead], employment_terms: 'contractor', description: 'Words', remote: true });
    expect((await get(`/jobs/${remote.body.data.id}`)).body.data).toMatchObject({ status: 'draft', remote: true });

    expectErrorEnvelope(await send('POST', '/jobs', { title: 'No lead' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('POST', '/jobs', { title: 'Nowhere', hiring_managers: [lead], employment_terms: 'full-time', description: 'x', location: 'Atlantis' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('PATCH', `/jobs/${open.id}`, { title: 'Renamed' }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await send('DELETE', `/jobs/${open.id}`), 400, 'ConnectorOperationUnsupportedError');
  });

  it('pages applications to the end, reads one, and moves its stage and status', async () => {
    const platform = stored('ats_applications');
    for (const limit of [7, 25, 100]) {
      const all = await collect('/applications', limit);
      expect(all.map((application) => application.id).sort()).toEqual(platform.map((application) => application.id).sort());
    }
    const all = await collect('/applications', 100);
    expect(new Set(all.map((application) => application.status))).toEqual(new Set(['open', 'rejected', 'hired']));
    const target = all.find((application) => application.status === 'open' && application.stage.name === 'New') as Json;
    const one = (await get(`/applications/${target.id}`)).body.data;
    expect(one).toEqual(target);
    expect(one).toMatchObject({ applicant_id: expect.stringMatching(/^\d+$/), job_id: expect.stringMatching(/^\d+$/), stage: { id: '1', name: 'New' } });

    expect((await send('PATCH', `/applications/${target.id}`, { stage: { id: '6' } })).status).toBe(200);
    expect((await get(`/applications/${target.id}`)).body.data).toMatchObject({ status: 'open', stage: { id: '6', name: 'Interviewed' } });
    expect((await send('PATCH', `/applications/${target.id}`, { stage: { name: 'take-home exercise' } })).status).toBe(200);
    expect((await get(`/applications/${target.id}`)).body.data.stage).toEqual({ id: '101', name: 'Take-home Exercise' });
    await send('PATCH', `/applications/${target.id}`, { status: 'rejected' });
    expect((await get(`/applications/${target.id}`)).body.data).toMatchObject({ status: 'rejected', stage: { name: 'Not a Fit' } });
    await send('PATCH', `/applications/${target.id}`, { status: 'hired' });
    expect((await get(`/applications/${target.id}`)).body.data).toMatchObject({ status: 'hired', stage: { name: 'Hired' } });

    expectErrorEnvelope(await send('PATCH', `/applications/${target.id}`, { stage: { id: '102' } }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('PATCH', `/applications/${target.id}`, { job_id: '41' }), 400, 'RequestValidationError');
    expectErrorEnvelope(await send('PATCH', '/applications/99999', { status: 'hired' }), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await get('/applications/99999'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('DELETE', `/applications/${target.id}`), 400, 'ConnectorOperationUnsupportedError');
  });

  it('re-applies an existing applicant to another job, at a stage', async () => {
    const jobs = stored('ats_jobs');
    const all = stored('ats_applications');
    const application = all.find((candidate) => all.filter((other) => other.applicantId === candidate.applicantId).length === 1) as StoredRecord;
    const applied = new Set(stored('ats_applications').filter((candidate) => candidate.applicantId === application.applicantId).map((candidate) => candidate.jobId));
    const other = jobs.find((job) => !applied.has(job.id) && job.status === 'Open') as StoredRecord;
    const made = await send('POST', '/applications', { applicant_id: application.applicantId, job_id: other.id, stage: { id: '2' } });
    expect(made.status, made.text).toBe(201);
    const read = (await get(`/applications/${made.body.data.id}`)).body.data;
    expect(read).toMatchObject({ applicant_id: application.applicantId, job_id: other.id, stage: { id: '2', name: 'Reviewed' } });
    const applicant = (await get(`/applicants/${application.applicantId}`)).body.data;
    expect(applicant.application_ids[0]).toBe(made.body.data.id);
    expect(applicant.application_ids).toContain(application.id);
    expectErrorEnvelope(await send('POST', '/applications', { applicant_id: '99999', job_id: other.id }), 404, 'EntityNotFoundError');
  });

  it('derives applicants from applications, filters by job, and serves the résumé through cv_url after the link expired', async () => {
    const people = stored('ats_applicants');
    const applicants = await collect('/applicants', 10);
    expect(applicants.map((applicant) => applicant.id).sort()).toEqual(people.map((person) => person.id).sort());
    const twice = applicants.find((applicant) => applicant.application_ids.length > 1) as Json;
    expect(twice).toBeDefined();
    const person = people.find((candidate) => candidate.id === twice.id) as StoredRecord;
    expect(twice).toMatchObject({ first_name: person.firstName, last_name: person.lastName, emails: [{ email: person.email, type: 'primary' }], sources: [person.source] });
    expect(twice.stage).toEqual({ id: twice.stage_id, name: expect.any(String) });
    expect((await get(`/applicants/${twice.id}`)).body.data).toEqual(twice);

    const job = stored('ats_jobs').find((candidate) => candidate.title === 'Product Designer') as StoredRecord;
    const ofJob = await collect(`/applicants?filter[job_id]=${job.id}`, 3);
    const expected = new Set(stored('ats_applications').filter((application) => application.jobId === job.id).map((application) => application.applicantId));
    expect(new Set(ofJob.map((applicant) => applicant.id))).toEqual(expected);

    // cv_url is the service's own route; the platform's file link expires in 15 minutes.
    expect(twice.cv_url).toBe(`${svc.url}/ats/applicants/${twice.id}/download`);
    emulator.kit.advanceClock(60 * 60_000);
    const latest = stored('ats_applications').filter((application) => application.applicantId === twice.id).sort((a, b) => Number(b.appliedDate) - Number(a.appliedDate))[0] as StoredRecord;
    const file = stored('ats_files').find((candidate) => candidate.id === latest.resumeFileId) as StoredRecord;
    const download = await fetch(twice.cv_url, { headers: headers() });
    expect(download.status, await download.clone().text()).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(String(file.data), 'base64'));

    expectErrorEnvelope(await get('/applicants/99999'), 404, 'EntityNotFoundError');
    expectErrorEnvelope(await send('POST', '/applicants', { first_name: 'Ada', last_name: 'Lovelace' }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await send('PATCH', `/applicants/${twice.id}`, { first_name: 'Ada' }), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await send('DELETE', `/applicants/${twice.id}`), 400, 'ConnectorOperationUnsupportedError');
  });

  it('shows the one connection under HRIS and ATS, and deleting it ends both', async () => {
    const other = 'bhr-shared';
    await tenant.connect(other, 'hris', 'bamboohr', { company_domain: DEMO.companyDomain, api_key: DEMO.apiKey });
    const vault = (path: string, method = 'GET') => call(`${svc.url}/vault${path}`, { method, headers: tenant.headers(other) });
    const hris = (await vault('/connections/hris/bamboohr')).body.data;
    const ats = (await vault('/connections/ats/bamboohr')).body.data;
    expect(ats).toMatchObject({ id: 'ats+bamboohr', unified_api: 'ats', state: 'callable', enabled: true });
    expect(hris).toMatchObject({ id: 'hris+bamboohr', state: 'callable' });
    expect((await vault('/connections?api=ats')).body.data.find((view: Json) => view.service_id === 'bamboohr')).toMatchObject({ state: 'callable' });
    const atsCall = () => call(api('/jobs?limit=1'), { headers: tenant.headers(other) });
    expect((await atsCall()).status).toBe(200);
    expect((await call(`${svc.url}/hris/employees?limit=1`, { headers: tenant.headers(other) })).status).toBe(200);

    // A change made under one API is the other's too.
    expect((await call(`${svc.url}/vault/connections/ats/bamboohr`, { method: 'PATCH', headers: tenant.headers(other), json: { enabled: false } })).status).toBe(200);
    expect((await vault('/connections/hris/bamboohr')).body.data.enabled).toBe(false);
    expect((await call(`${svc.url}/vault/connections/ats/bamboohr`, { method: 'PATCH', headers: tenant.headers(other), json: { enabled: true } })).status).toBe(200);

    expect((await vault('/connections/hris/bamboohr', 'DELETE')).status).toBe(204);
    expectErrorEnvelope(await atsCall(), 404, 'ConnectionNotFoundError');
    expect((await vault('/connections/ats/bamboohr')).body.data.state).toBe('available');
  });
});
