/**
 * The Gusto connector and the Gusto emulator, checked against Gusto's own
 * description (gusto-embedded.v2025-06-15.openapi.yaml): every request the
 * connector sends through the service for each HRIS operation (the OAuth
 * sign-in's token_info included), and every answer the emulator gives,
 * errors included (a stale version's 409, an onboarded employee's 422, a
 * department with people, a rate limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GUSTO_DEMO_ACCOUNT as DEMO, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

type Json = Record<string, any>;

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe.skipIf(!specs)('Gusto connector ↔ emulator ↔ gusto-embedded.v2025-06-15.openapi.yaml', () => {
  let svc: TestService;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [gustoEmulator], record: true });
    emulator = svc.emulators.gusto as KitEmulatorHandle;
    const tenant = await svc.tenant();
    await tenant.connect('c1', 'hris', 'gusto', { manual_access_token: DEMO.sandboxAccessToken, company_id: DEMO.companyUuid });
    const headers = tenant.headers('c1');
    const api = (path: string) => (path.startsWith('http') ? path : `${svc.url}/hris${path}`);
    const get = (path: string) => call(api(path), { headers });
    const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers, json });
    const kit = emulator.kit;
    const onboarded = kit.records('employees', DEMO.id).filter((employee) => employee.onboarded === true);

    for (const path of [
      '/employees?limit=7', '/employees?filter[employment_status]=terminated&sort[by]=last_name', '/employees?filter[last_name]=a', `/employees/${onboarded[0]!.id}`,
      '/companies', `/companies/${DEMO.companyUuid}`, '/departments', '/payrolls', '/payrolls?filter[start_date]=2022-01-01',
      `/payrolls/employees/${onboarded[1]!.id}?filter[end_date]=2099-01-01`,
    ]) {
      const page = await get(path);
      expect(page.status, `${path}: ${page.text}`).toBe(200);
      if (page.body.links?.next) expect((await get(page.body.links.next)).status).toBe(200);
    }
    const payroll = (await get('/payrolls')).body.data[0] as Json;
    await get(`/payrolls/${payroll.id}`);
    await get(`/payrolls/employees/${payroll.compensations[0].employee_id}/payrolls/${payroll.id}`);

    const created = (await send('POST', '/employees', { first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-12-10', social_security_number: '123456789', emails: [{ email: 'ada@example.com', type: 'personal' }] })).body.data;
    kit.setSwitch('concurrent_edits', 1, DEMO.id);
    await send('PATCH', `/employees/${created.id}`, { last_name: 'King' });
    const hired = (await send('POST', '/employees', { first_name: 'Grace', last_name: 'Hopper', title: 'Analyst', employment_start_date: '2031-02-03' })).body.data;
    await send('PATCH', `/employees/${hired.id}`, { title: 'Senior Analyst' });
    await send('DELETE', `/employees/${created.id}`);
    await send('PATCH', `/employees/${onboarded[2]!.id}`, { employment_status: 'terminated' });
    await send('DELETE', `/employees/${onboarded[3]!.id}`);
    const department = (await send('POST', '/departments', { name: 'Legal' })).body.data;
    await send('PATCH', `/departments/${department.id}`, { name: 'Legal & Compliance' });
    await send('DELETE', `/departments/${department.id}`);
    await send('DELETE', `/departments/${kit.records('departments', DEMO.id)[0]!.id}`);
    await get('/employees/00000000-0000-4000-8000-000000000000');
    emulator.failNext('rate_limit');
    await get('/departments');

    // The OAuth sign-in's company lookup.
    const view = await call(`${svc.url}/vault/connections/hris/gusto`, { headers: tenant.headers('c2') });
    await oauthDance(view.body.data.authorize_url, `${svc.url}/connect`);
  }, 120_000);
  afterAll(() => svc.close());

  it('exchanged every Gusto operation the connector uses, with its refusals', () => {
    const seen = new Set(emulator.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(UUID, '{id}')} ${exchange.status}`));
    for (const expected of [
      'GET /v1/companies/{id}/employees 200', 'GET /v1/employees/{id} 200', 'GET /v1/employees/{id} 404', 'POST /v1/companies/{id}/employees 201',
      'PUT /v1/employees/{id} 409', 'PUT /v1/employees/{id} 200', 'DELETE /v1/employees/{id} 204', 'DELETE /v1/employees/{id} 422',
      'POST /v1/employees/{id}/terminations 201', 'POST /v1/employees/{id}/jobs 201', 'PUT /v1/jobs/{id} 200', 'GET /v1/companies/{id} 200', 'GET /v1/companies/{id}/departments 200', 'GET /v1/companies/{id}/departments 429',
      'POST /v1/companies/{id}/departments 201', 'GET /v1/departments/{id} 200', 'PUT /v1/departments/{id} 200', 'DELETE /v1/departments/{id} 204',
      'DELETE /v1/departments/{id} 422', 'GET /v1/companies/{id}/payrolls 200', 'GET /v1/companies/{id}/payrolls/{id} 200', 'GET /v1/employees/{id}/pay_stubs 200',
      'GET /v1/token_info 200', 'POST /oauth/token 200',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to Gusto\'s description', async () => {
    const contract = await loadContract('gusto', 'gusto-embedded.v2025-06-15.openapi.yaml');
    // The consent page is not part of the API; the code exchange is in Gusto's OAuth guide, not the description (gusto-emulator.contract.test.ts).
    const api = emulator.exchanges.filter((exchange) => !exchange.path.startsWith('/oauth/authorize') && !exchange.requestBody.includes('authorization_code'));
    expect(formatViolations(contract.checkAll(api))).toBe('');
  });
});
