/**
 * The Gusto connector through the service over HTTP, against the Gusto
 * emulator: employees (paging to the end, every declared filter and both
 * sorts, writes with the record's version, the 409 re-read and retry, a
 * termination, the 422 for deleting an onboarded employee), the company,
 * departments, payrolls and employee payrolls in cents, unsupported
 * operations refused, and the version header on every call.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { GUSTO_API_VERSION, GUSTO_DEMO_ACCOUNT as DEMO, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const SETTINGS = { manual_access_token: DEMO.sandboxAccessToken, company_id: DEMO.companyUuid };
const today = () => new Date().toISOString().slice(0, 10);

describe('Gusto HRIS connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  const url = (path: string) => (path.startsWith('http') ? path : `${svc.url}/hris${path}`);
  const get = (path: string) => call(url(path), { headers: tenant.headers('gusto-consumer') });
  const send = (method: string, path: string, json?: unknown) => call(url(path), { method, headers: tenant.headers('gusto-consumer'), json });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const employeesAt = () => records('employees');
  const collect = (path: string, limit: number) => collectPages(get, url(path), limit, 100);
  const onboarded = () => employeesAt().filter((employee) => employee.onboarded === true);
  const activeTermination = (id: string) => records('terminations').find((termination) => termination.employee_uuid === id && termination.active === true);
  const working = () => onboarded().filter((employee) => !activeTermination(employee.id));

  beforeAll(async () => {
    svc = await startTestService({ emulators: [gustoEmulator], record: true });
    emulator = svc.emulators.gusto as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('gusto-consumer', 'hris', 'gusto', SETTINGS);
  });
  afterAll(() => svc.close());
  beforeEach(() => emulator.kit.reset());

  describe('employees', () => {
    it('pages to the end with several page sizes, every employee once, in Gusto\'s order', async () => {
      const ids = employeesAt().map((employee) => employee.id);
      expect(ids.length).toBe(DEMO.headcount);
      for (const limit of [1, 7, 40, 100]) expect((await collect('/employees', limit)).map((employee) => employee.id), `limit=${limit}`).toEqual(ids);
      const asked = emulator.exchanges.filter((exchange) => exchange.method === 'GET' && exchange.path.endsWith('/employees'));
      // Gusto's X-Total-Pages ends the list: no empty page is asked for after the last.
      expect(asked.every((exchange) => exchange.status === 200 && exchange.responseBody !== '[]')).toBe(true);
    });

    it('maps an employee: status, department, manager, jobs and compensations in cents, emails, home address', async () => {
      const source = working().find((employee) => employee.manager_uuid !== null)!;
      const employee = ok(await get(`/employees/${source.id}`)).body.data;
      const department = records('departments').find((entry) => entry.id === source.department_uuid)!;
      const job = records('jobs').find((entry) => entry.employee_uuid === source.id)!;
      const compensations = records('compensations').filter((entry) => entry.job_uuid === job.id);
      const address = records('home_addresses').find((entry) => entry.employee_uuid === source.id && entry.active === true)!;
      expect(employee).toMatchObject({
        id: source.id, first_name: source.first_name, last_name: source.last_name, employment_status: 'active', employment_end_date: null,
        department: { id: department.id, name: department.title }, department_id: department.id, department_name: department.title,
        company_id: DEMO.companyUuid, company_name: DEMO.companyName, manager: { id: source.manager_uuid }, employee_number: source.employee_code,
        title: job.title, employment_start_date: job.hire_date, birthday: source.date_of_birth, row_version: source.version, leaving_reason: null,
        emails: [{ email: source.email, type: 'personal' }, { email: source.work_email, type: 'work' }],
        addresses: [{ type: 'home', line1: address.street_1, city: address.city, state: address.state, postal_code: address.zip, country: 'US' }],
        employment_role: { type: 'employee' },
      });
      expect(employee.social_security_number).toBeUndefined();
      expect(employee.compensations.map((entry: Json) => entry.rate).sort()).toEqual(compensations.map((entry) => Math.round(Number(entry.rate) * 100)).sort());
      expect(employee.compensations.every((entry: Json) => Number.isInteger(entry.rate) && entry.currency === 'USD')).toBe(true);
      expect(employee.jobs[0]).toMatchObject({ id: job.id, is_primary: true, currency: 'USD', start_date: job.hire_date });
      expect(Number.isInteger(employee.jobs[0].compensation_rate)).toBe(true);
    });

    it('reads terminated and onboarding employees with their status and end date', async () => {
      const all = await collect('/employees', 100);
      const terminated = all.filter((employee) => employee.employment_status === 'terminated');
      expect(terminated.map((employee) => employee.id).sort()).toEqual(onboarded().filter((employee) => activeTermination(employee.id)).map((employee) => employee.id).sort());
      expect(terminated).toHaveLength(2);
      for (const employee of terminated) expect(employee.employment_end_date).toBe(activeTermination(employee.id)!.effective_date);
      expect(all.filter((employee) => employee.employment_status === 'other').map((employee) => employee.id)).toEqual(employeesAt().filter((employee) => employee.onboarded !== true).map((employee) => employee.id));
    });

    it('honours every declared filter exactly', async () => {
      const all = await collect('/employees', 100);
      const sample = all.find((employee) => employee.employment_status === 'active' && employee.manager && employee.addresses.length > 0)!;
      const cases: Array<[string, string, (employee: Json) => boolean]> = [
        ['company_id', DEMO.companyUuid, () => true],
        ['email', sample.emails[0].email.toUpperCase(), (employee) => employee.emails.some((entry: Json) => entry.email === sample.emails[0].email)],
        ['first_name', sample.first_name, (employee) => employee.first_name.toLowerCase() === sample.first_name.toLowerCase()],
        ['last_name', sample.last_name, (employee) => employee.last_name.toLowerCase() === sample.last_name.toLowerCase()],
        ['title', sample.title, (employee) => employee.title === sample.title],
        ['manager_id', sample.manager.id, (employee) => employee.manager?.id === sample.manager.id],
        ['employment_status', 'active', (employee) => employee.employment_status === 'active'],
        ['employment_status', 'terminated', (employee) => employee.employment_status === 'terminated'],
        ['employment_status', 'other', (employee) => employee.employment_status === 'other'],
        ['employee_number', sample.employee_number, (employee) => employee.employee_number === sample.employee_number],
        ['department_id', sample.department_id, (employee) => employee.department_id === sample.department_id],
        ['city', sample.addresses[0].city, (employee) => employee.addresses.some((address: Json) => address.city === sample.addresses[0].city)],
        ['country', 'US', (employee) => employee.addresses.some((address: Json) => address.country === 'US')],
      ];
      for (const [name, value, matches] of cases) {
        const expected = all.filter(matches).map((employee) => employee.id);
        expect(expected.length, `${name}=${value} matches someone`).toBeGreaterThan(0);
        const found = await collect(`/employees?filter[${name}]=${encodeURIComponent(value)}`, 3);
        expect(found.map((employee) => employee.id).sort(), `${name}=${value}`).toEqual([...expected].sort());
      }
      expect(ok(await get('/employees?filter[company_id]=7b1f3c52-0e8a-4d6f-b9a2-3c5d7e9f1a24')).body.data).toEqual([]);
      expectErrorEnvelope(await get('/employees?filter[nickname]=x'), 400, 'RequestValidationError');
    });

    it('sorts by first and last name both ways, across pages', async () => {
      for (const by of ['first_name', 'last_name']) {
        for (const direction of ['asc', 'desc']) {
          const names = (await collect(`/employees?sort[by]=${by}&sort[direction]=${direction}`, 9)).map((employee) => String(employee[by]));
          const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
          expect(names, `${by} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
          expect(names).toHaveLength(DEMO.headcount);
        }
      }
      expectErrorEnvelope(await get('/employees?sort[by]=updated_at'), 400, 'UnsupportedSortFieldError');
    });

    it('creates an employee (SSN sent, never answered), updates it with its version, deletes it while onboarding', async () => {
      const created = ok(await send('POST', '/employees', {
        first_name: 'Ada', last_name: 'Lovelace', preferred_name: 'Countess', birthday: '1990-12-10', social_security_number: '123-45-6789',
        emails: [{ email: 'ada@example.com', type: 'personal' }, { email: 'ada@acme-demo.example', type: 'work' }],
      }), 201).body.data;
      const stored = employeesAt().find((employee) => employee.id === created.id)!;
      expect(stored).toMatchObject({ first_name: 'Ada', preferred_first_name: 'Countess', date_of_birth: '1990-12-10', ssn: '123456789', email: 'ada@example.com', work_email: 'ada@acme-demo.example' });
      const read = ok(await get(`/employees/${created.id}`)).body.data;
      expect(read).toMatchObject({ employment_status: 'other', display_name: 'Countess Lovelace' });
      expect(JSON.stringify(read)).not.toContain('123456789');

      const before = stored.version;
      ok(await send('PATCH', `/employees/${created.id}`, { last_name: 'King' }));
      const put = emulator.exchanges.filter((exchange) => exchange.method === 'PUT').at(-1)!;
      expect(JSON.parse(String(put.requestBody))).toMatchObject({ last_name: 'King', version: before });
      expect(employeesAt().find((employee) => employee.id === created.id)!.last_name).toBe('King');

      ok(await send('DELETE', `/employees/${created.id}`));
      expect(employeesAt().some((employee) => employee.id === created.id)).toBe(false);
      expectErrorEnvelope(await get(`/employees/${created.id}`), 404, 'EntityNotFoundError');
    });

    it('writes title and start date to the primary job: added after a new employee, changed with the job\'s version', async () => {
      const created = ok(await send('POST', '/employees', { first_name: 'Grace', last_name: 'Hopper', title: 'Rear Admiral', employment_start_date: '2031-02-03' }), 201).body.data;
      const job = () => records('jobs').find((entry) => entry.employee_uuid === created.id)!;
      expect(job()).toMatchObject({ title: 'Rear Admiral', hire_date: '2031-02-03', primary: true });
      expect(ok(await get(`/employees/${created.id}`)).body.data).toMatchObject({ title: 'Rear Admiral', employment_start_date: '2031-02-03' });

      const source = working()[8]!;
      const primary = records('jobs').find((entry) => entry.employee_uuid === source.id && entry.primary === true)!;
      const before = { employee: source.version, job: primary.version };
      emulator.kit.setSwitch('concurrent_edits', 1, DEMO.id);
      ok(await send('PATCH', `/employees/${source.id}`, { title: 'Staff Engineer' }));
      expect(records('jobs').find((entry) => entry.id === primary.id)!.title).toBe('Staff Engineer');
      // Only the job was written (its stale version read again), the employee left alone.
      expect(employeesAt().find((employee) => employee.id === source.id)!.version).toBe(before.employee);
      const jobPuts = emulator.exchanges.filter((exchange) => exchange.method === 'PUT' && exchange.path === `/v1/jobs/${primary.id}`);
      expect(jobPuts.map((exchange) => exchange.status)).toEqual([409, 200]);
      expect(JSON.parse(jobPuts[0]!.requestBody)).toMatchObject({ version: before.job, title: 'Staff Engineer' });
      expect(ok(await get(`/employees/${source.id}`)).body.data.title).toBe('Staff Engineer');

      // A job that cannot be added leaves no employee behind: the new one is deleted again.
      const count = employeesAt().length;
      emulator.failOn({ method: 'POST', path: /\/jobs$/ }, 'refused');
      const refused = await send('POST', '/employees', { first_name: 'Half', last_name: 'Done', title: 'Ghost' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.body.detail.partial_write.records[0]).toMatchObject({ type: 'employee', change: 'created', undone: true });
      expect(employeesAt()).toHaveLength(count);
      expectErrorEnvelope(await send('PATCH', `/employees/${source.id}`, { employment_start_date: null }), 400, 'RequestValidationError');
    });

    it('re-reads and retries once when the version went stale, then answers Gusto\'s 409', async () => {
      const source = working()[3]!;
      emulator.kit.setSwitch('concurrent_edits', 1, DEMO.id);
      ok(await send('PATCH', `/employees/${source.id}`, { first_name: 'Retried' }));
      expect(employeesAt().find((employee) => employee.id === source.id)!.first_name).toBe('Retried');
      const puts = emulator.exchanges.filter((exchange) => exchange.method === 'PUT' && exchange.path === `/v1/employees/${source.id}`);
      expect(puts.map((exchange) => exchange.status)).toEqual([409, 200]);

      emulator.kit.setSwitch('concurrent_edits', 2, DEMO.id);
      const refused = await send('PATCH', `/employees/${source.id}`, { first_name: 'Twice' });
      expectErrorEnvelope(refused, 409, 'ConnectorExecutionError');
      expect(refused.body.detail.downstream_body.errors[0]).toMatchObject({ category: 'invalid_resource_version' });
      expect(employeesAt().find((employee) => employee.id === source.id)!.first_name).toBe('Retried');

      // A version the caller names is theirs: a stale one is answered, not retried.
      const count = emulator.exchanges.length;
      expectErrorEnvelope(await send('PATCH', `/employees/${source.id}`, { first_name: 'Mine', row_version: 'f'.repeat(32) }), 409, 'ConnectorExecutionError');
      expect(emulator.exchanges.slice(count).filter((exchange) => exchange.method === 'PUT')).toHaveLength(1);
    });

    it('terminates by an update of employment_status, on the date given or today', async () => {
      const [first, second] = working().slice(5, 7) as [StoredRecord, StoredRecord];
      ok(await send('PATCH', `/employees/${first.id}`, { employment_status: 'terminated' }));
      expect(activeTermination(first.id)).toMatchObject({ effective_date: today(), run_termination_payroll: false });
      expect(ok(await get(`/employees/${first.id}`)).body.data).toMatchObject({ employment_status: 'terminated', employment_end_date: today() });
      // Again: nothing more to do.
      ok(await send('PATCH', `/employees/${first.id}`, { employment_status: 'terminated' }));
      expect(records('terminations').filter((termination) => termination.employee_uuid === first.id)).toHaveLength(1);

      ok(await send('PATCH', `/employees/${second.id}`, { employment_status: 'terminated', employment_end_date: '2099-01-31', title: undefined, first_name: 'Leaving' }));
      expect(activeTermination(second.id)).toMatchObject({ effective_date: '2099-01-31' });
      expect(ok(await get(`/employees/${second.id}`)).body.data).toMatchObject({ first_name: 'Leaving', employment_status: 'active', employment_end_date: '2099-01-31' });

      expectErrorEnvelope(await send('PATCH', `/employees/${first.id}`, { employment_status: 'active' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('POST', '/employees', { first_name: 'A', last_name: 'B', employment_status: 'terminated' }), 400, 'RequestValidationError');
    });

    it('answers Gusto\'s refusal to delete an onboarded employee as a clear 422', async () => {
      const source = working()[2]!;
      const refused = await send('DELETE', `/employees/${source.id}`);
      expectErrorEnvelope(refused, 422, 'ConnectorExecutionError');
      expect(refused.body.message).toMatch(/onboarding.*terminat/i);
      expect(refused.body.detail.downstream_body.errors[0]).toMatchObject({ category: 'invalid_operation' });
      expect(employeesAt().some((employee) => employee.id === source.id)).toBe(true);
    });

    it('answers 404 for unknown and malformed ids, and for another company\'s filter on a get', async () => {
      expectErrorEnvelope(await get('/employees/00000000-0000-4000-8000-000000000000'), 404, 'EntityNotFoundError');
      const count = emulator.exchanges.length;
      expectErrorEnvelope(await get('/employees/not-a-uuid'), 404, 'EntityNotFoundError');
      expect(emulator.exchanges.length).toBe(count);
      const id = working()[0]!.id;
      expectErrorEnvelope(await get(`/employees/${id}?filter[company_id]=7b1f3c52-0e8a-4d6f-b9a2-3c5d7e9f1a24`), 404, 'EntityNotFoundError');
      ok(await get(`/employees/${id}?filter[company_id]=${DEMO.companyUuid}`));
    });
  });

  describe('company and departments', () => {
    it('lists the connection\'s company alone, reads it, refuses writes', async () => {
      const list = ok(await get('/companies')).body.data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: DEMO.companyUuid, legal_name: DEMO.companyName, status: 'active', currency: 'USD' });
      expect(list[0].addresses.map((address: Json) => address.city).sort()).toEqual(['Denver', 'San Francisco']);
      expect(ok(await get(`/companies/${DEMO.companyUuid}`)).body.data).toEqual(list[0]);
      expectErrorEnvelope(await get('/companies/7b1f3c52-0e8a-4d6f-b9a2-3c5d7e9f1a24'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', '/companies', { legal_name: 'New Co' }), 400, 'ConnectorOperationUnsupportedError');
    });

    it('lists, creates, renames (with its version, retried once when stale) and deletes departments; Gusto keeps one with people', async () => {
      const titles = records('departments').map((department) => department.title);
      expect((await collect('/departments', 2)).map((department) => department.name)).toEqual(titles);
      const created = ok(await send('POST', '/departments', { name: 'Legal' }), 201).body.data;
      expect(ok(await get(`/departments/${created.id}`)).body.data).toMatchObject({ id: created.id, name: 'Legal' });
      emulator.kit.setSwitch('concurrent_edits', 1, DEMO.id);
      ok(await send('PATCH', `/departments/${created.id}`, { name: 'Legal & Compliance' }));
      expect(records('departments').find((department) => department.id === created.id)!.title).toBe('Legal & Compliance');
      ok(await send('DELETE', `/departments/${created.id}`));
      expectErrorEnvelope(await get(`/departments/${created.id}`), 404, 'EntityNotFoundError');
      const staffed = records('departments')[0]!;
      const refused = await send('DELETE', `/departments/${staffed.id}`);
      expectErrorEnvelope(refused, 422, 'ConnectorExecutionError');
      expect(refused.body.message).toMatch(/employees/);
    });
  });

  describe('payrolls', () => {
    const seeded = () => records('payrolls').filter((payroll) => payroll.processed === true);

    it('lists the processed payrolls with totals and every employee\'s pay in cents', async () => {
      const payrolls = ok(await get('/payrolls')).body.data;
      expect(payrolls.map((payroll: Json) => payroll.id)).toEqual(seeded().map((payroll) => payroll.id));
      for (const payroll of payrolls) {
        const source = seeded().find((entry) => entry.id === payroll.id)!;
        const pays = source.employee_compensations as Json[];
        expect(payroll).toMatchObject({ company_id: DEMO.companyUuid, processed: true, currency: 'USD', check_date: source.check_date, start_date: (source.pay_period as Json).start_date });
        expect(payroll.compensations).toHaveLength(pays.length);
        const gross = pays.reduce((total, pay) => total + [...pay.fixed, ...pay.hourly].reduce((sum: number, line: Json) => sum + line.amountCents, 0), 0);
        expect(payroll.totals.gross_pay).toBe(gross);
        expect(payroll.compensations.reduce((total: number, pay: Json) => total + pay.gross_pay, 0)).toBe(gross);
        const first = payroll.compensations[0];
        expect(first.taxes.length).toBeGreaterThan(0);
        expect(first.benefits[0]).toMatchObject({ name: 'Medical Insurance', employee_deduction: 8500, employer_contribution: 31000 });
        for (const amount of [first.net_pay, ...first.taxes.map((tax: Json) => tax.amount), ...Object.values(payroll.totals)]) expect(Number.isInteger(amount)).toBe(true);
      }
      expect(ok(await get(`/payrolls/${payrolls[0].id}`)).body.data).toEqual(payrolls[0]);
      expectErrorEnvelope(await get('/payrolls/00000000-0000-4000-8000-000000000000'), 404, 'EntityNotFoundError');
    });

    it('keeps payrolls whose pay period overlaps start_date and end_date', async () => {
      const [older, newer] = seeded().sort((a, b) => String(a.check_date).localeCompare(String(b.check_date))) as [StoredRecord, StoredRecord];
      const periodOf = (payroll: StoredRecord) => payroll.pay_period as { start_date: string; end_date: string };
      const ids = async (query: string) => ok(await get(`/payrolls?${query}`)).body.data.map((payroll: Json) => payroll.id);
      expect(await ids(`filter[start_date]=${periodOf(newer).start_date}`)).toEqual([newer.id]);
      expect(await ids(`filter[end_date]=${periodOf(older).end_date}`)).toEqual([older.id]);
      expect(await ids(`filter[start_date]=${periodOf(older).end_date}&filter[end_date]=${periodOf(newer).start_date}`)).toEqual([older.id, newer.id]);
      expect(await ids('filter[start_date]=2020-01-01&filter[end_date]=2020-12-31')).toEqual([]);
      expect(await ids('filter[start_date]=2022-01-01')).toEqual([older.id, newer.id]);
    });

    it('answers one employee\'s payrolls from their pay stubs, and 404 where the payroll did not pay them', async () => {
      const [older, newer] = seeded().sort((a, b) => String(a.check_date).localeCompare(String(b.check_date))) as [StoredRecord, StoredRecord];
      const leaver = (older.employee_compensations as Json[]).find((pay) => !(newer.employee_compensations as Json[]).some((other) => other.employee_uuid === pay.employee_uuid))!;
      const stayer = (newer.employee_compensations as Json[])[0]!;
      const list = ok(await get(`/payrolls/employees/${stayer.employee_uuid}`)).body.data;
      expect(list.map((payroll: Json) => payroll.id)).toEqual([older.id, newer.id]);
      expect(list[1]).toMatchObject({ employee_id: stayer.employee_uuid, currency: 'USD', compensations: [{ employee_id: stayer.employee_uuid }] });
      expect(list[1].totals.gross_pay).toBe(list[1].compensations[0].gross_pay);
      expect(list[1].totals.employee_taxes + list[1].totals.employer_taxes).toBe(list[1].compensations[0].taxes.reduce((total: number, tax: Json) => total + tax.amount, 0));
      expect(ok(await get(`/payrolls/employees/${stayer.employee_uuid}?filter[start_date]=${(newer.pay_period as Json).start_date}`)).body.data.map((payroll: Json) => payroll.id)).toEqual([newer.id]);
      expect(ok(await get(`/payrolls/employees/${leaver.employee_uuid}`)).body.data.map((payroll: Json) => payroll.id)).toEqual([older.id]);
      expect(ok(await get(`/payrolls/employees/${stayer.employee_uuid}/payrolls/${newer.id}`)).body.data).toEqual(list[1]);
      expectErrorEnvelope(await get(`/payrolls/employees/${leaver.employee_uuid}/payrolls/${newer.id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/payrolls/employees/00000000-0000-4000-8000-000000000000'), 404, 'EntityNotFoundError');
    });
  });

  it('refuses what Gusto lacks: time off requests and schedules', async () => {
    const id = working()[0]!.id;
    expectErrorEnvelope(await get('/time-off-requests'), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await get(`/schedules/employees/${id}`), 400, 'ConnectorOperationUnsupportedError');
  });

  it('pins X-Gusto-API-Version on every call, and answers Gusto\'s 429 with Retry-After', async () => {
    await get('/employees?limit=2');
    await get('/payrolls');
    expect(emulator.exchanges.length).toBeGreaterThan(0);
    for (const exchange of emulator.exchanges) expect(exchange.requestHeaders['x-gusto-api-version'], `${exchange.method} ${exchange.path}`).toBe(GUSTO_API_VERSION);
    emulator.failNext('rate_limit', 10);
    const limited = await get('/departments');
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
