/**
 * The Gusto emulator checked against Gusto's own description
 * (gusto-embedded.v2025-06-15.openapi.yaml): every route the emulator serves,
 * its successes and its declared refusals (404, a stale version's 409, an
 * onboarded employee's 422), the token endpoint's code and refresh grants,
 * and the 401 and 429 every call may get. Left out of the check: the consent
 * page (not part of the API), the code exchange (the description's token
 * operation describes the refresh and system grants only; the code grant is
 * in Gusto's OAuth guide) and the call with a refused version header (its
 * request breaks the description on purpose; emulator tests hold its 406).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUSTO_DEMO_ACCOUNT } from '../../src/sandbox/gusto/index.js';
import { authorize, CLIENT, client, startGusto, type GustoHandle, type Json } from '../sandbox/gusto-client.js';
import { postToken } from '../sandbox/oauth-dance.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

const specs = downstreamSpecsDir();
if (!specs) console.warn(missingSpecsNote());

const COMPANY = GUSTO_DEMO_ACCOUNT.companyUuid;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

describe.skipIf(!specs)('Gusto emulator ↔ gusto-embedded.v2025-06-15.openapi.yaml', () => {
  let emulator: GustoHandle;

  beforeAll(async () => {
    emulator = await startGusto({ record: true });
    let tokens = await authorize(emulator);
    tokens = (await postToken(`${emulator.url}/oauth/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).body;
    const api = client(emulator, () => tokens.access_token as string);

    await api(`/v1/companies/${COMPANY}`);
    const locations = (await api(`/v1/companies/${COMPANY}/locations?page=1&per=1`)).body as Json[];
    await api(`/v1/locations/${locations[0]!.uuid}`);

    const departments = (await api(`/v1/companies/${COMPANY}/departments`)).body as Json[];
    await api(`/v1/departments/${departments[0]!.uuid}`);
    const department = (await api(`/v1/companies/${COMPANY}/departments`, { method: 'POST', body: { title: 'Legal' } })).body;
    await api(`/v1/departments/${department.uuid}`, { method: 'PUT', body: { version: department.version, title: 'Legal & Compliance' } });
    await api(`/v1/departments/${department.uuid}`, { method: 'DELETE' });
    await api(`/v1/departments/${departments[0]!.uuid}`, { method: 'DELETE' });

    const everyone = (await api(`/v1/companies/${COMPANY}/employees?include=current_home_address,all_home_addresses,company_name`)).body as Json[];
    await api(`/v1/companies/${COMPANY}/employees?page=2&per=10&sort_by=name&terminated=false&onboarded=true`);
    await api(`/v1/companies/${COMPANY}/employees?search_term=a&uuids=${everyone[0]!.uuid},${everyone[1]!.uuid}&location_uuid=${locations[0]!.uuid}&onboarded_active=true&terminated_today=false`);
    const someone = everyone.find((employee) => employee.onboarded && !employee.terminated && employee.manager_uuid !== null) as Json;
    await api(`/v1/employees/${someone.uuid}?include=all_compensations`);
    const created = (await api(`/v1/companies/${COMPANY}/employees`, { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', date_of_birth: '1990-12-10', ssn: '123456789', self_onboarding: false } })).body;
    await api(`/v1/employees/${created.uuid}`, { method: 'PUT', body: { version: created.version, first_name: 'Augusta', work_email: 'augusta@acme-demo.example' } });
    await api(`/v1/employees/${created.uuid}`, { method: 'PUT', body: { version: created.version, first_name: 'Ada' } });
    await api(`/v1/employees/${created.uuid}`, { method: 'DELETE' });
    await api(`/v1/employees/${someone.uuid}`, { method: 'DELETE' });
    await api(`/v1/employees/${created.uuid}`);

    const jobs = (await api(`/v1/employees/${someone.uuid}/jobs?page=1&per=5&include=all_compensations`)).body as Json[];
    const added = (await api(`/v1/employees/${someone.uuid}/jobs`, { method: 'POST', body: { title: 'Mentor', hire_date: '2031-01-05', two_percent_shareholder: false } })).body;
    await api(`/v1/jobs/${added.uuid}`, { method: 'PUT', body: { version: added.version, title: 'Lead Mentor', hire_date: '2031-01-06' } });
    await api(`/v1/employees/${someone.uuid}/jobs`, { method: 'POST', body: { title: 'Lead Mentor', hire_date: '2031-01-05' } });
    await api(`/v1/jobs/${jobs[0]!.uuid}`);
    await api(`/v1/jobs/${jobs[0]!.uuid}/compensations?include=all_compensations`);
    await api(`/v1/compensations/${jobs[0]!.current_compensation_uuid}`);
    const address = (await api(`/v1/employees/${someone.uuid}/home_addresses`, { method: 'POST', body: { street_1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', effective_date: '2020-01-01' } })).body;
    await api(`/v1/employees/${someone.uuid}/home_addresses`);
    await api(`/v1/home_addresses/${address.uuid}`);
    await api(`/v1/employees/${someone.uuid}/terminations`, { method: 'POST', body: { effective_date: new Date().toISOString().slice(0, 10), run_termination_payroll: false } });
    await api(`/v1/employees/${someone.uuid}/terminations`);
    await api(`/v1/employees/${someone.uuid}/terminations`, { method: 'POST', body: { effective_date: '2030-01-01' } });

    const payrolls = (await api(`/v1/companies/${COMPANY}/payrolls?include=totals,taxes,payroll_status_meta&processing_statuses=processed&payroll_types=regular&sort_order=desc`)).body as Json[];
    await api(`/v1/companies/${COMPANY}/payrolls?processed=true&include_off_cycle=true&start_date=2020-01-01&date_filter_by=check_date&page=1&per=1`);
    const payroll = (await api(`/v1/companies/${COMPANY}/payrolls/${payrolls[0]!.uuid}?page=1&per=5&sort_by=last_name`)).body;
    await api(`/v1/companies/${COMPANY}/payrolls/${payroll.uuid}`);
    const paid = payroll.employee_compensations[0].employee_uuid as string;
    await api(`/v1/employees/${paid}/pay_stubs?page=1&per=2`);
    await api(`/v1/payrolls/${payroll.uuid}/employees/${paid}/pay_stub`);

    await api(`/v1/companies/${COMPANY}`, { token: 'wrong' });
    await api(`/v1/companies/${COMPANY}`, { version: '2024-04-01' });
    emulator.failNext('rate_limit');
    await api(`/v1/companies/${COMPANY}/employees`);
  }, 60_000);
  afterAll(() => emulator.close());

  it('exercises every route the emulator serves, with its declared refusals', () => {
    const seen = new Set(emulator.exchanges.map((exchange) => `${exchange.method} ${exchange.path.replace(UUID, '{id}')} ${exchange.status}`));
    for (const expected of [
      'POST /oauth/token 200',
      'GET /v1/companies/{id} 200', 'GET /v1/companies/{id} 401', 'GET /v1/companies/{id} 406',
      'GET /v1/companies/{id}/locations 200', 'GET /v1/locations/{id} 200',
      'GET /v1/companies/{id}/departments 200', 'POST /v1/companies/{id}/departments 201', 'GET /v1/departments/{id} 200',
      'PUT /v1/departments/{id} 200', 'DELETE /v1/departments/{id} 204', 'DELETE /v1/departments/{id} 422',
      'GET /v1/companies/{id}/employees 200', 'GET /v1/companies/{id}/employees 429', 'POST /v1/companies/{id}/employees 201',
      'GET /v1/employees/{id} 200', 'GET /v1/employees/{id} 404', 'PUT /v1/employees/{id} 200', 'PUT /v1/employees/{id} 409',
      'DELETE /v1/employees/{id} 204', 'DELETE /v1/employees/{id} 422',
      'GET /v1/employees/{id}/jobs 200', 'POST /v1/employees/{id}/jobs 201', 'POST /v1/employees/{id}/jobs 422', 'PUT /v1/jobs/{id} 200', 'GET /v1/jobs/{id} 200', 'GET /v1/jobs/{id}/compensations 200', 'GET /v1/compensations/{id} 200',
      'GET /v1/employees/{id}/home_addresses 200', 'POST /v1/employees/{id}/home_addresses 201', 'GET /v1/home_addresses/{id} 200',
      'POST /v1/employees/{id}/terminations 201', 'POST /v1/employees/{id}/terminations 422', 'GET /v1/employees/{id}/terminations 200',
      'GET /v1/companies/{id}/payrolls 200', 'GET /v1/companies/{id}/payrolls/{id} 200',
      'GET /v1/employees/{id}/pay_stubs 200', 'GET /v1/payrolls/{id}/employees/{id}/pay_stub 200',
    ]) expect(seen, expected).toContain(expected);
  });

  it('every exchange conforms to Gusto\'s description', async () => {
    const contract = await loadContract('gusto', 'gusto-embedded.v2025-06-15.openapi.yaml');
    const api = emulator.exchanges.filter((exchange) =>
      !exchange.path.startsWith('/oauth/authorize') && !String(exchange.requestBody).includes('authorization_code') && exchange.status !== 406);
    expect(formatViolations(contract.checkAll(api))).toBe('');
  }, 60_000);

  it('catches an answer that breaks the 3.1 description (the check is live for this file)', async () => {
    const contract = await loadContract('gusto', 'gusto-embedded.v2025-06-15.openapi.yaml');
    const read = emulator.exchanges.find((exchange) => exchange.method === 'GET' && /^\/v1\/employees\/[^/]+$/.test(exchange.path) && exchange.status === 200)!;
    const employee = JSON.parse(read.responseBody) as Json;
    const broken = { ...read, responseBody: JSON.stringify({ ...employee, first_name: 7, onboarding_status: 'somewhere' }) };
    expect(formatViolations(contract.check(broken))).toMatch(/first_name must be string/);
    expect(formatViolations(contract.check({ ...read, status: 418 }))).toMatch(/status/);
  });
});
