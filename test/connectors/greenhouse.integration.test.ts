/**
 * The Greenhouse connector through the service over HTTP, against the
 * Greenhouse emulator: jobs, applicants (candidates) and applications, every
 * operation Greenhouse has and a refusal of the one it lacks; paging to the
 * end through Link headers; `filter[job_id]`; a stage change and the status
 * moves read back; résumés downloaded through `cv_url` after the platform's
 * links expired, the platform's link in no answer; On-Behalf-Of on every
 * write; errors, 422s and 429s.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { EXPIRE_LINKS_SWITCH, GREENHOUSE_DEMO_ACCOUNT as DEMO, greenhouseEmulator } from '../../src/sandbox/greenhouse/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const USER = String(DEMO.users[0]!.id);
const SETTINGS = { manual_access_token: DEMO.sandboxAccessToken, user_id: USER };
const CONSUMER = 'greenhouse-consumer';

describe('Greenhouse ATS connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/ats${path}`);
  const get = (path: string, consumer = CONSUMER) => call<Json>(url(path), { headers: tenant.headers(consumer) });
  const send = (method: string, path: string, json?: unknown) => call<Json>(url(path), { method, headers: tenant.headers(CONSUMER), json });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const byId = (a: StoredRecord, b: StoredRecord) => Number(a.id) - Number(b.id);
  const collect = (path: string, limit: number) => collectPages((next) => get(next), url(path), limit);
  const stagesOf = (jobId: unknown) => records('job_interview_stages').filter((stage) => Number(stage.job_id) === Number(jobId)).sort((a, b) => Number(a.priority) - Number(b.priority));
  const application = (id: string) => records('applications').find((entry) => entry.id === id)!;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [greenhouseEmulator], record: true });
    emulator = svc.emulators.greenhouse as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'ats', 'greenhouse', SETTINGS);
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  describe('jobs', () => {
    it('pages to the end with several page sizes, every job once, following Greenhouse\'s Link header exactly', async () => {
      const ids = records('jobs').sort(byId).map((job) => job.id);
      expect(ids.length).toBeGreaterThan(2);
      for (const limit of [1, 2, 100]) expect((await collect('/jobs', limit)).map((job) => job.id), `limit=${limit}`).toEqual(ids);
      // A later page is the cursor alone, as Harvest v3 requires.
      const later = emulator.exchanges.filter((exchange) => exchange.method === 'GET' && exchange.path === '/v3/jobs' && exchange.query.has('cursor'));
      expect(later.length).toBeGreaterThan(0);
      expect(later.every((exchange) => [...exchange.query.keys()].join() === 'cursor')).toBe(true);
    });

    it('maps a job, creates, changes and reads it back, and refuses what Greenhouse lacks', async () => {
      const source = records('jobs').find((job) => job.status === 'closed')!;
      expect(ok(await get(`/jobs/${source.id}`)).body.data).toMatchObject({ id: source.id, title: source.name, status: 'closed', requisition_id: source.requisition_id, confidential: false });
      const created = ok(await send('POST', '/jobs', { title: 'Staff Engineer', status: 'draft', requisition_id: 'REQ-900' }), 201).body.data.id as string;
      ok(await send('PATCH', `/jobs/${created}`, { title: 'Principal Engineer', status: 'open' }));
      expect(ok(await get(`/jobs/${created}`)).body.data).toMatchObject({ id: created, title: 'Principal Engineer', status: 'open', requisition_id: 'REQ-900' });
      // A new job gets Greenhouse's default hiring plan.
      expect(stagesOf(created).length).toBeGreaterThan(1);
      const before = emulator.exchanges.length;
      expectErrorEnvelope(await send('PATCH', `/jobs/${created}`, { status: 'archived' }), 400, 'RequestValidationError');
      expect(emulator.exchanges.length).toBe(before);
      expectErrorEnvelope(await send('DELETE', `/jobs/${created}`), 400, 'ConnectorOperationUnsupportedError');
      expectErrorEnvelope(await get('/jobs/999999999'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/jobs/not-a-number'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('PATCH', '/jobs/999999999', { title: 'x' }), 404, 'EntityNotFoundError');
    });
  });

  describe('applicants', () => {
    it('pages to the end, every candidate once', async () => {
      const ids = records('candidates').sort(byId).map((candidate) => candidate.id);
      for (const limit of [7, 100]) expect((await collect('/applicants', limit)).map((applicant) => applicant.id), `limit=${limit}`).toEqual(ids);
    });

    it('maps a candidate with its applications, the latest one\'s stage and a résumé link to the service', async () => {
      const ada = records('candidates').find((candidate) => candidate.first_name === 'Ada')!;
      const own = records('applications').filter((entry) => Number(entry.candidate_id) === Number(ada.id));
      const stage = records('job_interview_stages').find((entry) => Number(entry.id) === Number(own[0]!.stage_id))!;
      const applicant = ok(await get(`/applicants/${ada.id}`)).body.data;
      expect(applicant).toMatchObject({
        id: ada.id, name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace', title: ada.title, confidential: false,
        emails: [{ email: (ada.email_addresses as Json[])[0]!.value, type: 'personal' }],
        phone_numbers: [{ number: (ada.phone_numbers as Json[])[0]!.value, type: 'mobile' }],
        websites: [{ url: 'https://ada-lovelace.example.com', type: 'personal' }],
        social_links: [{ url: 'https://www.linkedin.com/in/ada-lovelace', type: 'linkedin' }],
        application_ids: own.map((entry) => entry.id),
        stage_id: stage.id, stage: { id: stage.id, name: stage.name },
        record_url: `https://app.greenhouse.io/people/${ada.id}`,
        cv_url: `${svc.url}/ats/applicants/${ada.id}/download`,
      });
    });

    it('creates, changes and deletes a candidate; one without a résumé has no cv_url', async () => {
      const created = ok(await send('POST', '/applicants', { name: 'Grace Brewster Hopper', emails: [{ email: 'grace@example.com', type: 'work' }], tags: ['navy'] }), 201).body.data.id as string;
      expect(ok(await get(`/applicants/${created}`)).body.data).toMatchObject({ first_name: 'Grace Brewster', last_name: 'Hopper', emails: [{ email: 'grace@example.com', type: 'work' }], tags: ['navy'], application_ids: [] });
      ok(await send('PATCH', `/applicants/${created}`, { title: 'Rear Admiral', confidential: true }));
      const read = ok(await get(`/applicants/${created}`)).body.data;
      expect(read).toMatchObject({ title: 'Rear Admiral', confidential: true, first_name: 'Grace Brewster' });
      expect(read).not.toHaveProperty('cv_url');
      expectErrorEnvelope(await get(`/applicants/${created}/download`), 404, 'EntityNotFoundError');
      ok(await send('DELETE', `/applicants/${created}`));
      expect(records('candidates').some((candidate) => candidate.id === created)).toBe(false);
      expectErrorEnvelope(await get(`/applicants/${created}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', '/applicants', { title: 'Nameless' }), 400, 'RequestValidationError');
    });

    it('filter[job_id]: the job\'s candidates only, paged to the end', async () => {
      const job = records('jobs').find((entry) => entry.status === 'open')!;
      const expected = [...new Set(records('applications').filter((entry) => Number(entry.job_id) === Number(job.id)).map((entry) => String(entry.candidate_id)))].sort((a, b) => Number(a) - Number(b));
      expect(expected.length).toBeGreaterThan(2);
      expect(expected.length).toBeLessThan(records('candidates').length);
      for (const limit of [2, 100]) expect((await collect(`/applicants?filter[job_id]=${job.id}`, limit)).map((applicant) => applicant.id), `limit=${limit}`).toEqual(expected);
      expect(ok(await get('/applicants?filter[job_id]=999999999')).body.data).toEqual([]);
      expect(ok(await get('/applicants?filter[job_id]=abc')).body.data).toEqual([]);
    });
  });

  describe('résumés', () => {
    it('downloads through cv_url after the platform\'s links expired; the platform\'s link is in no answer', async () => {
      const listed = ok(await get('/applicants?limit=3')).body;
      const raw = ok(await get('/applicants?limit=3&raw=true')).body;
      const one = ok(await get(`/applicants/${listed.data[0].id}?raw=true`)).body;
      for (const answer of [listed, raw, one]) {
        expect(JSON.stringify(answer)).not.toContain('/files/attachments');
        expect(JSON.stringify(answer)).not.toContain('Signature=');
      }
      const cvUrl = listed.data[0].cv_url as string;
      expect(cvUrl).toBe(`${svc.url}/ats/applicants/${listed.data[0].id}/download`);
      // Every link the emulator handed out so far is dead.
      emulator.kit.setSwitch(EXPIRE_LINKS_SWITCH, Date.now() + 1, DEMO.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const file = await fetch(cvUrl, { headers: tenant.headers(CONSUMER) });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('application/pdf');
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Without the API key the route answers nothing of the file.
      expect((await fetch(cvUrl)).status).toBe(401);
    });
  });

  describe('applications', () => {
    it('pages to the end, with each stage\'s name', async () => {
      const ids = records('applications').sort(byId).map((entry) => entry.id);
      const listed = await collect('/applications', 4);
      expect(listed.map((entry) => entry.id)).toEqual(ids);
      const first = records('applications').sort(byId)[0]!;
      const stage = records('job_interview_stages').find((entry) => Number(entry.id) === Number(first.stage_id))!;
      expect(listed[0]).toMatchObject({ id: first.id, applicant_id: String(first.candidate_id), job_id: String(first.job_id), status: 'open', stage: { id: stage.id, name: stage.name } });
      expect(listed.filter((entry) => entry.status === 'rejected').length).toBeGreaterThan(0);
      expect(listed.filter((entry) => entry.status === 'hired').length).toBeGreaterThan(0);
    });

    it('creates at a named stage, moves it with PATCH stage, and the applicant\'s stage follows', async () => {
      const job = records('jobs').find((entry) => entry.status === 'open')!;
      const candidate = ok(await send('POST', '/applicants', { first_name: 'Alan', last_name: 'Turing' }), 201).body.data.id as string;
      const [, second, third] = stagesOf(job.id);
      const created = ok(await send('POST', '/applications', { applicant_id: candidate, job_id: job.id, stage: { name: String(second!.name).toUpperCase() } }), 201).body.data.id as string;
      expect(ok(await get(`/applications/${created}`)).body.data).toMatchObject({ applicant_id: candidate, job_id: job.id, status: 'open', stage: { id: second!.id, name: second!.name } });

      ok(await send('PATCH', `/applications/${created}`, { stage: { id: third!.id } }));
      expect(application(created).stage_id).toBe(Number(third!.id));
      expect(ok(await get(`/applications/${created}`)).body.data.stage).toEqual({ id: third!.id, name: third!.name });
      expect(ok(await get(`/applicants/${candidate}`)).body.data).toMatchObject({ stage_id: third!.id, stage: { id: third!.id, name: third!.name }, application_ids: [created] });
      const move = emulator.exchanges.find((exchange) => exchange.method === 'POST' && exchange.path === `/v3/applications/${created}/move`)!;
      expect(JSON.parse(move.requestBody)).toEqual({ to_stage_id: Number(third!.id) });

      // Greenhouse's own refusal (a second application of the candidate to the job) comes back with its message.
      const twice = await send('POST', '/applications', { applicant_id: candidate, job_id: job.id });
      expectErrorEnvelope(twice, 422, 'ConnectorExecutionError');
      expect(twice.body.message).toContain('already has an application');
    });

    it('maps status both ways: reject, reopen, hire; refuses what Greenhouse cannot do before any call', async () => {
      const open = records('applications').find((entry) => entry.status === 'active')!;
      const id = open.id;
      ok(await send('PATCH', `/applications/${id}`, { status: 'rejected' }));
      expect(application(id)).toMatchObject({ status: 'rejected' });
      expect(ok(await get(`/applications/${id}`)).body.data.status).toBe('rejected');
      const before = emulator.exchanges.filter((exchange) => exchange.method !== 'GET').length;
      const elsewhere = stagesOf(open.job_id).find((stage) => Number(stage.id) !== Number(open.stage_id))!;
      expectErrorEnvelope(await send('PATCH', `/applications/${id}`, { stage: { id: elsewhere.id } }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('PATCH', `/applications/${id}`, { status: 'hired' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('PATCH', `/applications/${id}`, { status: 'converted' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('PATCH', `/applications/${id}`, { applicant_id: '31050002' }), 400, 'RequestValidationError');
      expect(emulator.exchanges.filter((exchange) => exchange.method !== 'GET').length).toBe(before);

      ok(await send('PATCH', `/applications/${id}`, { status: 'open' }));
      expect(application(id).status).toBe('active');
      ok(await send('PATCH', `/applications/${id}`, { status: 'hired' }));
      expect(ok(await get(`/applications/${id}`)).body.data.status).toBe('hired');
      expectErrorEnvelope(await send('PATCH', `/applications/${id}`, { status: 'open' }), 400, 'RequestValidationError');
    });

    it('moves to another job\'s first stage with job_id, and deletes', async () => {
      const [from, to] = records('jobs').filter((entry) => entry.status === 'open');
      const candidate = ok(await send('POST', '/applicants', { first_name: 'Katherine', last_name: 'Johnson' }), 201).body.data.id as string;
      const created = ok(await send('POST', '/applications', { applicant_id: candidate, job_id: from!.id }), 201).body.data.id as string;
      ok(await send('PATCH', `/applications/${created}`, { job_id: to!.id }));
      expect(ok(await get(`/applications/${created}`)).body.data).toMatchObject({ job_id: to!.id, stage: { id: stagesOf(to!.id)[0]!.id } });
      ok(await send('DELETE', `/applications/${created}`));
      expectErrorEnvelope(await get(`/applications/${created}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('DELETE', `/applications/${created}`), 404, 'EntityNotFoundError');
    });
  });

  it('names the acting user in On-Behalf-Of on every write', async () => {
    const earlier = emulator.exchanges.length;
    const candidate = ok(await send('POST', '/applicants', { first_name: 'Mary', last_name: 'Jackson' }), 201).body.data.id as string;
    ok(await send('PATCH', `/applicants/${candidate}`, { title: 'Engineer' }));
    ok(await send('DELETE', `/applicants/${candidate}`));
    const writes = emulator.exchanges.slice(earlier).filter((exchange) => exchange.method !== 'GET');
    expect(writes.length).toBe(3);
    for (const write of writes) expect(write.requestHeaders['on-behalf-of'], `${write.method} ${write.path}`).toBe(USER);
  });

  it('answers a wrong token as a credentials error and Greenhouse\'s 429 with Retry-After', async () => {
    await tenant.connect('greenhouse-wrong', 'ats', 'greenhouse', { manual_access_token: 'gh_wrong_token_0000000000000000' });
    const refused = await get('/jobs', 'greenhouse-wrong');
    expectErrorEnvelope(refused, 401, 'ConnectorCredentialsError');
    emulator.failNext('rate_limit', 10);
    const limited = await call<Json>(url('/jobs'), { headers: { ...tenant.headers(CONSUMER), 'x-svc-timeout': '200' } });
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
