/**
 * The BambooHR connector's calls through the service, and the emulator's
 * answers to them, checked against BambooHR's description (bamboohr/public.yaml):
 * the employee list with its fields, filters, sort and cursor, the tables and
 * changed employees each page reads, Create and Update Employee, a
 * termination row, company information, and time off (list, create, status).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!specs)('BambooHR connector ↔ emulator ↔ bamboohr/public.yaml', () => {
  let svc: TestService;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [bamboohrEmulator], record: true });
    const tenant = await svc.tenant();
    await tenant.connect('c1', 'hris', 'bamboohr', { company_domain: DEMO.companyDomain, api_key: DEMO.apiKey });
    const headers = tenant.headers('c1');
    const api = (path: string) => `${svc.url}/hris${path}`;
    const get = (path: string) => call(path.startsWith('http') ? path : api(path), { headers });
    const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers, json });

    const page = await get('/employees?limit=5&sort[by]=last_name&sort[direction]=desc');
    await get(page.body.links.next);
    await get('/employees?filter[first_name]=a&filter[employment_status]=active&filter[title]=Engineer&limit=3');
    await get(`/employees/${page.body.data[0].id}`);
    const created = await send('POST', '/employees', { first_name: 'Ada', last_name: 'Lovelace', title: 'Software Engineer', department_name: 'Engineering', emails: [{ email: 'ada@acme.example', type: 'work' }] });
    await send('PATCH', `/employees/${created.body.data.id}`, { title: 'Team Lead', employment_status: 'terminated' });
    await get('/companies');
    const requests = await get('/time-off-requests?filter[start_date]=2000-01-01&filter[time_off_request_status]=requested');
    const request = requests.body.data[0];
    await get(`/time-off-requests/employees/${request.employee_id}/time-off-requests/${request.id}`);
    await send('PATCH', `/time-off-requests/employees/${request.employee_id}/time-off-requests/${request.id}`, { status: 'approved', notes: { manager: 'Enjoy' } });
    await send('POST', '/time-off-requests', { employee_id: request.employee_id, start_date: day(40), end_date: day(41), request_type: 'vacation', notes: { employee: 'Beach' } });

    // The ATS API on the same connection.
    const ats = (method: string, path: string, json?: unknown) => call(`${svc.url}/ats${path}`, { method, headers, json });
    const jobs = (await ats('GET', '/jobs?limit=50')).body.data;
    await ats('GET', `/jobs/${jobs[0].id}`);
    const job = await ats('POST', '/jobs', { title: 'Data Engineer', status: 'open', hiring_managers: jobs[0].hiring_managers, employment_terms: 'full-time', description: 'Pipelines', location: 'Austin, TX' });
    const applications = (await ats('GET', '/applications?limit=30')).body;
    await ats('GET', applications.links.next);
    await ats('GET', `/applications/${applications.data[0].id}`);
    await ats('PATCH', `/applications/${applications.data[0].id}`, { stage: { id: '4' } });
    await ats('POST', '/applications', { applicant_id: applications.data[0].applicant_id, job_id: job.body.data.id });
    const applicant = (await ats('GET', '/applicants?limit=5')).body.data.find((candidate: { cv_url: string }) => candidate.cv_url !== '');
    await call(applicant.cv_url, { headers });
  });
  afterAll(() => svc.close());

  it('makes every call the connector has', () => {
    const seen = new Set(svc.emulators.bamboohr!.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(/\/(\d+|all)(?=\/|$)/g, '/{id}')} ${exchange.status}`));
    for (const expected of [
      'GET /api/v1/employees 200', 'POST /api/v1/employees 201', 'POST /api/v1/employees/{id} 200', 'GET /api/v1/employees/changed 200',
      'GET /api/v1/employees/{id}/tables/jobInfo 200', 'GET /api/v1/employees/{id}/tables/employmentStatus 200', 'POST /api/v1/employees/{id}/tables/employmentStatus 200',
      'GET /api/v1/company_information 200', 'GET /api/v1/time_off/requests 200', 'PUT /api/v1/time_off/requests/{id}/status 200',
      'GET /api/v1/meta/time_off/types 200', 'PUT /api/v1/employees/{id}/time_off/request 201',
      'GET /api/v1/applicant_tracking/jobs 200', 'GET /api/v1/applicant_tracking/locations 200', 'POST /api/v1/applicant_tracking/job_opening 200',
      'GET /api/v1/applicant_tracking/applications 200', 'GET /api/v1/applicant_tracking/applications/{id} 200', 'GET /api/v1/applicant_tracking/statuses 200',
      'POST /api/v1/applicant_tracking/applications/{id}/status 200', 'POST /api/v1/applicant_tracking/application 200',
    ]) expect(seen, expected).toContain(expected);
    expect([...seen].some((exchange) => /^GET \/files\/ats\/\{id\}\/.+ 200$/.test(exchange))).toBe(true);
  });

  it('every exchange conforms to public.yaml', async () => {
    const contract = await loadContract('bamboohr', 'public.yaml');
    expect(formatViolations(contract.checkAll(svc.emulators.bamboohr!.exchanges))).toBe('');
  }, 120_000);
});
