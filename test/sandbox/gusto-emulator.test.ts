/**
 * The Gusto emulator over HTTP: OAuth tokens (code, refresh, a wrong token's
 * 401), the version header, page/per paging to the end, the seeded company
 * (departments with managers, two terminated, one onboarding, two processed
 * payrolls), version-checked updates (409 when stale), deletes only while
 * onboarding, terminations, and payroll money that adds up.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUSTO_DEMO_ACCOUNT, GUSTO_OTHER_ACCOUNT } from '../../src/sandbox/gusto/index.js';
import { authorize, CLIENT, client, startGusto, type GustoHandle, type Json } from './gusto-client.js';
import { postToken } from './oauth-dance.js';

const COMPANY = GUSTO_DEMO_ACCOUNT.companyUuid;

describe('Gusto emulator', () => {
  let emulator: GustoHandle;
  let tokens: Json;
  const api = (...args: Parameters<ReturnType<typeof client>>) => client(emulator, () => tokens.access_token as string)(...args);

  beforeAll(async () => {
    emulator = await startGusto();
    tokens = await authorize(emulator);
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    emulator.setRateLimit(undefined);
  });

  it('issues two-hour tokens for the company, refreshes them, and refuses a wrong token with a 401 in Gusto\'s shape', async () => {
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 7200, company_uuid: COMPANY, refresh_token: expect.any(String) });
    const refreshed = await postToken(`${emulator.url}/oauth/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await api(`/v1/companies/${COMPANY}`, { token: refreshed.body.access_token })).status).toBe(200);
    const reused = await postToken(`${emulator.url}/oauth/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.status).toBe(400);
    for (const token of [null, 'not-a-token']) {
      const refused = await api(`/v1/companies/${COMPANY}`, { token });
      expect(refused.status).toBe(401);
      expect(refused.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_token' });
    }
    // Another company's records are not reached by this company's token.
    expect((await api(`/v1/companies/${GUSTO_OTHER_ACCOUNT.companyUuid}`)).status).toBe(404);
    expect((await api(`/v1/companies/${GUSTO_OTHER_ACCOUNT.companyUuid}/employees`)).status).toBe(404);
  });

  it('names the company a token acts for at /v1/token_info, for an issued token and the company\'s sandbox token alike', async () => {
    const info = await api('/v1/token_info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ resource: { type: 'Company', uuid: COMPANY }, resource_owner: { type: 'CompanyAdmin', uuid: GUSTO_DEMO_ACCOUNT.adminUuid } });
    const other = await api('/v1/token_info', { token: GUSTO_OTHER_ACCOUNT.sandboxAccessToken });
    expect(other.status, other.text).toBe(200);
    expect(other.body.resource.uuid).toBe(GUSTO_OTHER_ACCOUNT.companyUuid);
    expect((await api(`/v1/companies/${COMPANY}`, { token: GUSTO_OTHER_ACCOUNT.sandboxAccessToken })).status).toBe(404);
    expect((await api('/v1/token_info', { token: null })).status).toBe(401);
  });

  it('makes the next updates meet a concurrent edit while concurrent_edits is on', async () => {
    const employee = ((await api(`/v1/companies/${COMPANY}/employees?onboarded=true`)).body as Json[])[0]!;
    emulator.kit.setSwitch('concurrent_edits', 1, GUSTO_DEMO_ACCOUNT.id);
    const stale = await api(`/v1/employees/${employee.uuid}`, { method: 'PUT', body: { version: employee.version, first_name: 'Raced' } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].category).toBe('invalid_resource_version');
    const fresh = (await api(`/v1/employees/${employee.uuid}`)).body;
    expect(fresh.version).not.toBe(employee.version);
    expect((await api(`/v1/employees/${fresh.uuid}`, { method: 'PUT', body: { version: fresh.version, first_name: 'Raced' } })).status).toBe(200);
    expect(() => emulator.kit.setSwitch('concurrent_edits', 0, GUSTO_DEMO_ACCOUNT.id)).toThrow();
  });

  it('adds a job under an employee (primary when first, with a compensation to set) and updates it only with its version', async () => {
    const created = (await api(`/v1/companies/${COMPANY}/employees`, { method: 'POST', body: { first_name: 'Jo', last_name: 'March' } })).body;
    const job = await api(`/v1/employees/${created.uuid}/jobs`, { method: 'POST', body: { title: 'Writer', hire_date: '2031-01-05' } });
    expect(job.status).toBe(201);
    expect(job.body).toMatchObject({ title: 'Writer', hire_date: '2031-01-05', primary: true, rate: '0.00', payment_unit: 'Hour', compensations: [{ effective_date: '2031-01-05' }] });
    expect((await api(`/v1/employees/${created.uuid}/jobs`, { method: 'POST', body: { title: 'Writer', hire_date: '2031-01-05' } })).status).toBe(422);
    expect((await api(`/v1/employees/${created.uuid}/jobs`, { method: 'POST', body: { title: 'Editor' } })).status).toBe(422);
    const second = (await api(`/v1/employees/${created.uuid}/jobs`, { method: 'POST', body: { title: 'Editor', hire_date: '2031-01-05' } })).body;
    expect(second.primary).toBe(false);
    expect((await api(`/v1/jobs/${job.body.uuid}`, { method: 'PUT', body: { version: 'stale', title: 'Novelist' } })).status).toBe(409);
    const updated = await api(`/v1/jobs/${job.body.uuid}`, { method: 'PUT', body: { version: job.body.version, title: 'Novelist' } });
    expect(updated.status).toBe(200);
    expect(updated.body.version).not.toBe(job.body.version);
    expect((await api(`/v1/employees/${created.uuid}`)).body).toMatchObject({ title: 'Novelist', hired_at: '2031-01-05' });
  });

  it('echoes the version it speaks, takes a call without one, and refuses another with a 406', async () => {
    const pinned = await api(`/v1/companies/${COMPANY}`);
    expect(pinned.headers.get('x-gusto-api-version')).toBe('2025-06-15');
    expect((await api(`/v1/companies/${COMPANY}`, { version: null })).status).toBe(200);
    const old = await api(`/v1/companies/${COMPANY}`, { version: '2024-04-01' });
    expect(old.status).toBe(406);
    expect(old.body).toMatchObject({ name: 'Invalid X-Gusto-API-Version Header', message: expect.stringContaining('2024-04-01') });
  });

  it('answers a 429 in Gusto\'s shape with Retry-After past the rate limit', async () => {
    emulator.setRateLimit({ limit: 2, windowMs: 60_000 });
    await api(`/v1/companies/${COMPANY}`);
    await api(`/v1/companies/${COMPANY}`);
    const limited = await api(`/v1/companies/${COMPANY}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors[0].category).toBe('rate_limit_exceeded');
  });

  it('seeds a believable company: forty people in five departments under managers, two terminated, one onboarding', async () => {
    const company = await api(`/v1/companies/${COMPANY}`);
    expect(company.body).toMatchObject({ uuid: COMPANY, name: GUSTO_DEMO_ACCOUNT.companyName, company_status: 'Approved' });
    expect(company.body.locations).toHaveLength(2);
    const everyone = (await api(`/v1/companies/${COMPANY}/employees`)).body as Json[];
    expect(everyone).toHaveLength(40);
    const byId = new Map(everyone.map((employee) => [employee.uuid, employee]));
    const chiefs = everyone.filter((employee) => employee.manager_uuid === null);
    expect(chiefs).toHaveLength(1);
    for (const employee of everyone.filter((one) => one.manager_uuid !== null)) expect(byId.has(employee.manager_uuid)).toBe(true);
    const departments = (await api(`/v1/companies/${COMPANY}/departments`)).body as Json[];
    expect(departments.map((department) => department.title).sort()).toEqual(['Customer Success', 'Engineering', 'Finance', 'Operations', 'Sales']);
    expect(departments.reduce((sum, department) => sum + department.employees.length, 0)).toBe(40);
    expect(everyone.filter((employee) => employee.terminated)).toHaveLength(2);
    expect(everyone.filter((employee) => !employee.onboarded)).toHaveLength(1);
    expect((await api(`/v1/companies/${COMPANY}/employees?terminated=true`)).body).toHaveLength(2);
    expect((await api(`/v1/companies/${COMPANY}/employees?onboarded=false`)).body).toHaveLength(1);
    expect((await api(`/v1/companies/${COMPANY}/employees?onboarded_active=true`)).body).toHaveLength(37);
    for (const employee of everyone) {
      expect(employee.ssn).toBe('');
      expect(employee.jobs[0].compensations.length).toBeGreaterThan(0);
    }
  });

  it('pages with page and per to the end, and answers the whole list without them', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await api(`/v1/companies/${COMPANY}/employees?page=${page}&per=15&sort_by=name`);
      expect(answer.headers.get('x-total-count')).toBe('40');
      expect(answer.headers.get('x-total-pages')).toBe('3');
      seen.push(...answer.body.map((employee: Json) => employee.uuid));
      if (answer.body.length < 15) break;
    }
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
    const sorted = (await api(`/v1/companies/${COMPANY}/employees?sort_by=name`)).body as Json[];
    const names = sorted.map((employee) => `${employee.last_name} ${employee.first_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(sorted.map((employee) => employee.uuid)).toEqual(seen);
  });

  it('filters by name, uuids and location, and adds what include asks for', async () => {
    const everyone = (await api(`/v1/companies/${COMPANY}/employees`)).body as Json[];
    const someone = everyone[7] as Json;
    const found = (await api(`/v1/companies/${COMPANY}/employees?search_term=${encodeURIComponent(someone.last_name.toUpperCase())}`)).body as Json[];
    expect(found.map((employee) => employee.uuid)).toContain(someone.uuid);
    expect(found.every((employee) => `${employee.first_name} ${employee.last_name}`.toLowerCase().includes(someone.last_name.toLowerCase()))).toBe(true);
    const two = (await api(`/v1/companies/${COMPANY}/employees?uuids=${everyone[1]!.uuid},${everyone[2]!.uuid}`)).body as Json[];
    expect(two.map((employee) => employee.uuid)).toEqual([everyone[1]!.uuid, everyone[2]!.uuid]);
    const locations = (await api(`/v1/companies/${COMPANY}/locations`)).body as Json[];
    const atFirst = (await api(`/v1/companies/${COMPANY}/employees?location_uuid=${locations[0]!.uuid}`)).body as Json[];
    const atSecond = (await api(`/v1/companies/${COMPANY}/employees?location_uuid=${locations[1]!.uuid}`)).body as Json[];
    expect(atFirst.length + atSecond.length).toBe(40);
    const detailed = await api(`/v1/employees/${someone.uuid}?include=current_home_address,company_name`);
    expect(detailed.body.current_home_address).toMatchObject({ active: true, street_1: expect.any(String) });
    expect(detailed.body.company_name).toBe(GUSTO_DEMO_ACCOUNT.companyName);
    expect((await api(`/v1/employees/${someone.uuid}?include=nonsense`)).status).toBe(422);
  });

  it('updates an employee only with the current version: a stale one is a 409', async () => {
    const created = await api(`/v1/companies/${COMPANY}/employees`, { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', ssn: '123456789' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ first_name: 'Ada', onboarded: false, onboarding_status: 'admin_onboarding_incomplete', has_ssn: true, ssn: '' });
    const path = `/v1/employees/${created.body.uuid}`;
    const missing = await api(path, { method: 'PUT', body: { first_name: 'Augusta' } });
    expect(missing.status).toBe(422);
    const updated = await api(path, { method: 'PUT', body: { version: created.body.version, first_name: 'Augusta' } });
    expect(updated.status).toBe(200);
    expect(updated.body.first_name).toBe('Augusta');
    expect(updated.body.version).not.toBe(created.body.version);
    const stale = await api(path, { method: 'PUT', body: { version: created.body.version, first_name: 'Ada' } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ category: 'invalid_resource_version', message: expect.stringContaining('out-of-date version') });
    expect((await api(path)).body.first_name).toBe('Augusta');
    expect((await api(`/v1/companies/${COMPANY}/employees`, { method: 'POST', body: { first_name: 'No last name' } })).status).toBe(422);
  });

  it('deletes an onboarding employee, refuses an onboarded one, and terminates an active one instead', async () => {
    const everyone = (await api(`/v1/companies/${COMPANY}/employees`)).body as Json[];
    const onboarding = everyone.find((employee) => !employee.onboarded) as Json;
    expect((await api(`/v1/employees/${onboarding.uuid}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/v1/employees/${onboarding.uuid}`)).status).toBe(404);
    expect((await api(`/v1/employees/${onboarding.uuid}/jobs`)).status).toBe(404);

    const active = everyone.find((employee) => employee.onboarded && !employee.terminated && employee.manager_uuid !== null) as Json;
    const refused = await api(`/v1/employees/${active.uuid}`, { method: 'DELETE' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation', message: 'Cannot delete onboarded employee' });

    const today = new Date().toISOString().slice(0, 10);
    const termination = await api(`/v1/employees/${active.uuid}/terminations`, { method: 'POST', body: { effective_date: today, run_termination_payroll: true } });
    expect(termination.status).toBe(201);
    expect(termination.body).toMatchObject({ employee_uuid: active.uuid, active: true, effective_date: today, run_termination_payroll: true });
    const after = (await api(`/v1/employees/${active.uuid}`)).body;
    expect(after.terminated).toBe(true);
    expect(after.version).not.toBe(active.version);
    expect(after.terminations).toHaveLength(1);
    expect((await api(`/v1/employees/${active.uuid}/terminations`)).body).toHaveLength(1);
    expect((await api(`/v1/employees/${active.uuid}/terminations`, { method: 'POST', body: { effective_date: today } })).status).toBe(422);
    expect((await api(`/v1/companies/${COMPANY}/employees?terminated=true`)).body).toHaveLength(3);
    expect(emulator.kit.events.some((event) => event.type === 'employee.terminated' && event.record.employee_uuid === active.uuid)).toBe(true);
  });

  it('creates, renames with the version, and deletes departments; one with people is kept', async () => {
    const created = await api(`/v1/companies/${COMPANY}/departments`, { method: 'POST', body: { title: 'Legal' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Legal', company_uuid: COMPANY, employees: [], contractors: [] });
    const path = `/v1/departments/${created.body.uuid}`;
    const renamed = await api(path, { method: 'PUT', body: { version: created.body.version, title: 'Legal & Compliance' } });
    expect(renamed.body.title).toBe('Legal & Compliance');
    expect((await api(path, { method: 'PUT', body: { version: created.body.version, title: 'Legal' } })).status).toBe(409);
    expect((await api(path, { method: 'DELETE' })).status).toBe(204);
    expect((await api(path)).status).toBe(404);
    const [withPeople] = (await api(`/v1/companies/${COMPANY}/departments`)).body as Json[];
    expect((await api(`/v1/departments/${withPeople!.uuid}`, { method: 'DELETE' })).status).toBe(422);
  });

  it('serves jobs, compensations and home addresses under the employee and on their own paths', async () => {
    const [someone] = (await api(`/v1/companies/${COMPANY}/employees?sort_by=created_at`)).body as Json[];
    const jobs = (await api(`/v1/employees/${someone!.uuid}/jobs`)).body as Json[];
    expect(jobs).toHaveLength(1);
    const job = (await api(`/v1/jobs/${jobs[0]!.uuid}?include=all_compensations`)).body;
    expect(job.current_compensation_uuid).toBe(jobs[0]!.current_compensation_uuid);
    const all = (await api(`/v1/jobs/${job.uuid}/compensations?include=all_compensations`)).body as Json[];
    expect(all.map((compensation) => compensation.uuid)).toEqual(job.compensations.map((compensation: Json) => compensation.uuid));
    const current = (await api(`/v1/compensations/${job.current_compensation_uuid}`)).body;
    expect(current.rate).toBe(job.rate);
    expect(current.rate).toMatch(/^\d+\.\d{2}$/);
    const added = await api(`/v1/employees/${someone!.uuid}/home_addresses`, { method: 'POST', body: { street_1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' } });
    expect(added.status).toBe(201);
    const addresses = (await api(`/v1/employees/${someone!.uuid}/home_addresses`)).body as Json[];
    expect(addresses.filter((address) => address.active).map((address) => address.uuid)).toEqual([added.body.uuid]);
    expect((await api(`/v1/home_addresses/${added.body.uuid}`)).body.street_1).toBe('1 Market St');
  });

  it('lists two processed payrolls whose money adds up, with each employee\'s pay, and their pay stubs', async () => {
    const listed = (await api(`/v1/companies/${COMPANY}/payrolls?include=totals`)).body as Json[];
    expect(listed).toHaveLength(2);
    expect(listed[0]!.check_date < listed[1]!.check_date).toBe(true);
    expect(listed.every((payroll) => payroll.processed && payroll.totals && payroll.employee_compensations === undefined)).toBe(true);
    expect((await api(`/v1/companies/${COMPANY}/payrolls?sort_order=desc`)).body.map((payroll: Json) => payroll.uuid)).toEqual([listed[1]!.uuid, listed[0]!.uuid]);
    expect((await api(`/v1/companies/${COMPANY}/payrolls?processed=false`)).body).toEqual([]);
    const after = listed[1]!.pay_period.start_date;
    expect((await api(`/v1/companies/${COMPANY}/payrolls?start_date=${after}`)).body.map((payroll: Json) => payroll.uuid)).toEqual([listed[1]!.uuid]);

    const [first, second] = await Promise.all(listed.map(async (payroll) => (await api(`/v1/companies/${COMPANY}/payrolls/${payroll.uuid}`)).body));
    // The one who left between the periods is paid by the first only; the newcomer by neither.
    expect(first.employee_compensations.length - second.employee_compensations.length).toBe(1);
    expect(second.employee_compensations).toHaveLength(37);
    const cents = (value: number | string) => Math.round(Number(value) * 100);
    for (const payroll of [first, second]) {
      const gross = payroll.employee_compensations.reduce((sum: number, entry: Json) => sum + cents(entry.gross_pay), 0);
      expect(gross).toBe(cents(payroll.totals.gross_pay));
      for (const entry of payroll.employee_compensations) {
        const withheld = entry.taxes.filter((tax: Json) => !tax.employer).reduce((sum: number, tax: Json) => sum + cents(tax.amount), 0)
          + entry.benefits.reduce((sum: number, benefit: Json) => sum + cents(benefit.employee_deduction), 0)
          + entry.deductions.reduce((sum: number, deduction: Json) => sum + cents(deduction.amount), 0);
        expect(cents(entry.gross_pay) - withheld).toBe(cents(entry.net_pay));
        expect(entry.benefits.length).toBeGreaterThan(0);
      }
    }
    const paged = (await api(`/v1/companies/${COMPANY}/payrolls/${second.uuid}?page=2&per=10&sort_by=last_name`)).body;
    expect(paged.employee_compensations).toHaveLength(10);

    const paid = second.employee_compensations[0] as Json;
    const stubs = (await api(`/v1/employees/${paid.employee_uuid}/pay_stubs`)).body as Json[];
    expect(stubs.map((stub) => stub.payroll_uuid)).toEqual([second.uuid, first.uuid]);
    expect(stubs[0]).toMatchObject({ check_date: second.check_date, net_pay: Number(paid.net_pay).toFixed(2) });
    const pdf = await api(`/v1/payrolls/${second.uuid}/employees/${paid.employee_uuid}/pay_stub`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect((await api(`/v1/companies/${GUSTO_OTHER_ACCOUNT.companyUuid}/payrolls/${second.uuid}`)).status).toBe(404);
  });
});
