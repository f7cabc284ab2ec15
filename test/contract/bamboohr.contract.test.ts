/**
 * The BambooHR emulator against BambooHR's own description (bamboohr/public.yaml,
 * OpenAPI 3.1): every route it serves, with successes, refusals and the 503
 * past the rate limit, each exchange checked. The list of exchanges names
 * every operation, so a route added without a check here fails the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

type Json = Record<string, any>;
const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

/** Marks a request the test sends invalid on purpose, to see the emulator refuse it. */
const INVALID = 'x-test-invalid-request';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!specs)('BambooHR emulator ↔ bamboohr/public.yaml', () => {
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    emulator = await bamboohrEmulator.start({ record: true });
    const api = async (path: string, method = 'GET', body?: unknown, key = DEMO.apiKey, invalid = false) => {
      const form = body instanceof FormData;
      const response = await fetch(`${emulator.url}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${key}:x`).toString('base64')}`, accept: 'application/json',
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }), ...(invalid ? { [INVALID]: 'on purpose' } : {}),
        },
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as any };
    };

    const first = await api('/api/v1/employees?page[limit]=10&fields=workEmail,departmentName,reportsToId,hireDate,employmentStatusName&sort=-lastName');
    await api(first.body._links.next.href.replace(emulator.url, ''));
    await api(`/api/v1/employees?page[limit]=10&page[before]=${first.body.data[5].employeeId}&sort=-lastName`);
    await api('/api/v1/employees?filter[status]=inactive&filter[firstName]=a&filter[ids][]=201&filter[ids][]=212');
    await api('/api/v1/employees?page[after]=1');
    await api('/api/v1/employees?sort=salary');
    await api('/api/v1/employees', 'GET', undefined, 'wrong-key');
    const created = await api('/api/v1/employees', 'POST', { firstName: 'Panda', lastName: 'Bear', jobTitle: 'Software Engineer', department: 'Engineering', hireDate: day(3), workEmail: 'panda@acme.example' });
    const id = /id=(\d+)$/.exec(created.headers.get('location') ?? '')?.[1] as string;
    await api('/api/v1/employees', 'POST', { firstName: 'Panda' }, DEMO.apiKey, true);
    await api('/api/v1/employees', 'POST', { firstName: 'Panda', lastName: 'Two', workEmail: 'panda@acme.example' });
    await api(`/api/v1/employees/${id}`);
    await api(`/api/v1/employees/${id}?fields=jobTitle,department,supervisorEId,supervisor,status,hireDate,terminationDate,lastChanged`);
    await api('/api/v1/employees/99999');
    await api(`/api/v1/employees/${id}`, 'POST', { jobTitle: 'Senior Software Engineer', city: 'Provo', state: 'UT' });
    await api(`/api/v1/employees/${id}`, 'POST', { hireDate: 'soon' }, DEMO.apiKey, true);
    await api('/api/v1/employees/99999', 'POST', { city: 'Provo' });
    await api('/api/v1/employees/directory');
    await api('/api/v1/employees/directory?onlyCurrent=false');
    await api(`/api/v1/employees/changed?since=${encodeURIComponent(new Date(Date.now() - 40 * 86_400_000).toISOString())}`);
    await api(`/api/v1/employees/changed?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&type=inserted`);
    await api('/api/v1/employees/changed?since=yesterday', 'GET', undefined, DEMO.apiKey, true);
    await api('/api/v1/employees/205/tables/jobInfo');
    await api('/api/v1/employees/all/tables/employmentStatus');
    await api('/api/v1/employees/205/tables/payStubs');
    await api('/api/v1/employees/205/tables/employmentStatus', 'POST', { date: day(0), employmentStatus: 'Terminated', comment: 'Left' });
    await api('/api/v1/employees/206/tables/jobInfo', 'POST', { date: day(0), jobTitle: 'Team Lead', department: 'Engineering', reportsTo: '201' });
    await api('/api/v1/employees/206/tables/jobInfo', 'POST', { jobTitle: 'No date' });
    await api('/api/v1/employees/206/tables/jobInfo', 'POST', { date: day(0), reportsTo: '99999' });

    const requests = await api(`/api/v1/time_off/requests?start=${day(-365)}&end=${day(365)}`);
    await api(`/api/v1/time_off/requests?start=${day(0)}&end=${day(30)}&status=requested,approved&employeeId=${requests.body[0].employeeId}&type=78&action=approve&excludeNote=1`);
    await api(`/api/v1/time_off/requests?start=${day(0)}&end=${day(30)}&id=${requests.body[0].id}`);
    await api(`/api/v1/time_off/requests?start=${day(0)}`, 'GET', undefined, DEMO.apiKey, true);
    const request = await api('/api/v1/employees/205/time_off/request', 'PUT', { status: 'requested', start: day(40), end: day(44), timeOffTypeId: 78, amount: 5, notes: [{ from: 'employee', note: 'Beach' }] });
    await api('/api/v1/employees/205/time_off/request', 'PUT', { status: 'approved', start: day(41), end: day(41), timeOffTypeId: 83, previousRequest: request.body.id, dates: [{ ymd: day(41), amount: 4 }] });
    await api('/api/v1/employees/205/time_off/request', 'PUT', { status: 'requested', start: day(5), end: day(4), timeOffTypeId: 78 });
    await api('/api/v1/employees/99999/time_off/request', 'PUT', { status: 'requested', start: day(5), end: day(5), timeOffTypeId: 78 });
    const pending = (await api(`/api/v1/time_off/requests?start=${day(-365)}&end=${day(365)}&status=requested`)).body[0] as Json;
    await api(`/api/v1/time_off/requests/${pending.id}/status`, 'PUT', { status: 'approved', note: 'Enjoy' });
    await api(`/api/v1/time_off/requests/${pending.id}/status`, 'PUT', { status: 'later' }, DEMO.apiKey, true);
    await api(`/api/v1/time_off/requests/${pending.id}/status`, 'PUT', { status: 'approved' });
    await api('/api/v1/time_off/requests/99999/status', 'PUT', { status: 'denied' });
    await api('/api/v1/time_off/whos_out');
    await api(`/api/v1/time_off/whos_out?start=${day(-30)}&end=${day(30)}`);
    await api('/api/v1/meta/time_off/types');
    await api('/api/v1/company_information');
    await api('/api/v1/meta/fields');
    await api('/api/v1/meta/users');
    await api('/api/v1/meta/users?status=enabled');

    // Applicant tracking.
    const ats = '/api/v1/applicant_tracking';
    const jobs = await api(`${ats}/jobs`);
    await api(`${ats}/jobs?statusGroups=ALL&sortBy=created&sortOrder=DESC`);
    await api(`${ats}/jobs?statusGroups=DRAFT_AND_OPEN,Filled&status_ids=5`);
    await api(`${ats}/jobs?statusGroups=Closed`);
    const locations = await api(`${ats}/locations`);
    const leads = await api(`${ats}/hiring_leads`);
    const form = (fields: Record<string, string | Blob>, file?: { name: string; blob: Blob }) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      if (file) data.append(file.name, file.blob, `${file.name}.txt`);
      return data;
    };
    const job = await api(`${ats}/job_opening`, 'POST', form({
      postingTitle: 'Data Engineer', jobStatus: 'Open', hiringLead: String(leads.body[0].employeeId), employmentType: 'Full-Time', jobDescription: 'Pipelines',
      department: 'Engineering', minimumExperience: 'Experienced', jobLocation: String(locations.body[0].id), locationType: '2', applicationQuestionResume: 'Required',
    }));
    await api(`${ats}/job_opening`, 'POST', form({ postingTitle: 'No lead', jobStatus: 'Open', employmentType: 'Full-Time', jobDescription: 'x' }));
    await api(`${ats}/statuses`);
    const page = await api(`${ats}/applications`);
    await api(page.body.nextPageUrl.replace(emulator.url, ''));
    await api(`${ats}/applications?jobId=${jobs.body[0].id}&applicationStatus=ALL_ACTIVE,HIRED&jobStatusGroups=ALL&sortBy=first_name&sortOrder=ASC&page=1`);
    await api(`${ats}/applications?applicationStatusId=10,15&searchString=a&newSince=${encodeURIComponent('2020-01-01 00:00:00')}&sortBy=last_updated`);
    await api(`${ats}/applications?newSince=yesterday`);
    const application = page.body.applications[0];
    await api(`${ats}/applications/${application.id}`);
    await api(`${ats}/applications/99999`);
    await api(`${ats}/application`, 'POST', form({
      firstName: 'Grace', lastName: 'Hopper', jobId: String(job.body.jobOpeningId), email: 'grace@mail.example', phoneNumber: '555-0100', source: 'Referral',
      city: 'Arlington', country: 'US', linkedinUrl: 'https://www.linkedin.com/in/grace', dateAvailable: day(30), highestEducation: 'College - Doctorate',
    }, { name: 'resume', blob: new Blob(['Grace Hopper, résumé'], { type: 'text/plain' }) }));
    await api(`${ats}/application`, 'POST', form({ firstName: 'No', lastName: 'Job', jobId: '99999' }));
    await api(`${ats}/applications/${application.id}/status`, 'POST', { status: 6 });
    await api(`${ats}/applications/${application.id}/status`, 'POST', { status: 102 });
    await api(`${ats}/applications/${application.id}/comments`, 'POST', { type: 'comment', comment: 'Strong portfolio' });
    await api(`${ats}/applications/${application.id}/comments`, 'POST', { comment: '' });
    emulator.setRateLimit({ limit: 1, windowMs: 60_000 });
    await api('/api/v1/meta/fields');
    await api('/api/v1/meta/fields');
    emulator.setRateLimit(undefined);
  });
  afterAll(() => emulator.close());

  it('exercises every route the emulator serves', () => {
    const seen = new Set(emulator.exchanges.map((exchange) =>
      `${exchange.method} ${exchange.path.replace(/\/\d+(?=\/|$)/g, '/{id}').replace('/all/', '/{id}/').replace(/tables\/\w+/, 'tables/{table}')}`));
    expect([...seen].sort()).toEqual([
      'GET /api/v1/company_information', 'GET /api/v1/employees', 'GET /api/v1/employees/changed', 'GET /api/v1/employees/directory',
      'GET /api/v1/employees/{id}', 'GET /api/v1/employees/{id}/tables/{table}', 'GET /api/v1/meta/fields', 'GET /api/v1/meta/time_off/types',
      'GET /api/v1/meta/users', 'GET /api/v1/time_off/requests', 'GET /api/v1/time_off/whos_out', 'POST /api/v1/employees', 'POST /api/v1/employees/{id}',
      'POST /api/v1/employees/{id}/tables/{table}', 'PUT /api/v1/employees/{id}/time_off/request', 'PUT /api/v1/time_off/requests/{id}/status',
      'GET /api/v1/applicant_tracking/applications', 'GET /api/v1/applicant_tracking/applications/{id}', 'GET /api/v1/applicant_tracking/hiring_leads',
      'GET /api/v1/applicant_tracking/jobs', 'GET /api/v1/applicant_tracking/locations', 'GET /api/v1/applicant_tracking/statuses',
      'POST /api/v1/applicant_tracking/application', 'POST /api/v1/applicant_tracking/applications/{id}/comments', 'POST /api/v1/applicant_tracking/applications/{id}/status',
      'POST /api/v1/applicant_tracking/job_opening',
    ].sort());
    expect(new Set(emulator.exchanges.map((exchange) => exchange.status))).toEqual(new Set([200, 201, 400, 401, 403, 404, 406, 409, 422, 503]));
  });

  it('every exchange conforms to public.yaml', async () => {
    const contract = await loadContract('bamboohr', 'public.yaml');
    const valid = emulator.exchanges.filter((exchange) => !exchange.requestHeaders[INVALID]);
    expect(formatViolations(contract.checkAll(valid))).toBe('');
  });

  it('requests sent invalid on purpose break only the request side, and their refusals conform', async () => {
    const contract = await loadContract('bamboohr', 'public.yaml');
    const invalid = emulator.exchanges.filter((exchange) => exchange.requestHeaders[INVALID]);
    expect(invalid).toHaveLength(5);
    for (const exchange of invalid) {
      const violations = contract.check(exchange);
      expect(violations.length, `${exchange.method} ${exchange.path}`).toBeGreaterThan(0);
      expect(formatViolations(violations.filter((violation) => violation.where !== 'query' && violation.where !== 'request-body'))).toBe('');
    }
  });
});
