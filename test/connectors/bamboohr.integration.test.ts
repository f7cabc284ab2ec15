/**
 * The BambooHR HRIS connector through the service over HTTP, against the
 * BambooHR emulator: employees (paging to the end with several sizes, the
 * mapping with jobs from the job info table, one read, every declared
 * filter held to the exact value, sorting, create, update, termination as
 * an employment status row, no delete), the one company, time off (the
 * window a list without dates asks, every filter, one read under its
 * employee, create, status changes, no delete), the resources BambooHR
 * lacks, and errors (404, 400, 401, the 503 throttle as 429 with Retry-After).
 */
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { collectPages } from '../helpers/pages.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('BambooHR HRIS connector', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  const logLines: string[] = [];
  const headers = () => tenant.headers('bhr-consumer');
  const api = (path: string) => `${svc.url}/hris${path}`;
  const get = (path: string) => call(path.startsWith('http') ? path : api(path), { headers: headers() });
  const send = (method: string, path: string, json?: unknown) => call(api(path), { method, headers: headers(), json });
  const employees = () => emulator.kit.records('employees', DEMO.id);
  const employee = (id: string) => employees().find((candidate) => candidate.id === id) as StoredRecord;
  const requests = () => emulator.kit.records('time_off_requests', DEMO.id);

  const collect = (path: string, limit: number) => collectPages(get, api(path), limit);

  beforeAll(async () => {
    // The most talkative level: no personal field may reach a log line.
    svc = await startTestService({ emulators: [bamboohrEmulator], record: true, logger: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }) });
    emulator = svc.emulators.bamboohr as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect('bhr-consumer', 'hris', 'bamboohr', { company_domain: DEMO.companyDomain, api_key: DEMO.apiKey });
  });
  afterAll(() => svc.close());
  beforeEach(() => {
    emulator.kit.reset();
    emulator.setRateLimit(undefined);
  });

  describe('employees', () => {
    it('pages every employee to the end with several page sizes, in BambooHR\'s order', async () => {
      const expected = employees().map((record) => record.id).sort((a, b) => Number(a) - Number(b));
      expect(expected.length).toBe(40);
      for (const limit of [1, 7, 200]) expect((await collect('/employees', limit)).map((item) => item.id), `limit=${limit}`).toEqual(expected);
    });

    it('maps an employee with department, manager, jobs from the job info table, contacts and updated_at', async () => {
      const wire = employees().find((record) => record.supervisorEId && record.status === 'Active' && record.jobTitle) as StoredRecord;
      const boss = employee(String(wire.supervisorEId));
      const answer = await get(`/employees/${wire.id}`);
      expect(answer.status, answer.text).toBe(200);
      const record = answer.body.data as Json;
      expect(record).toMatchObject({
        id: wire.id, first_name: wire.firstName, last_name: wire.lastName, title: wire.jobTitle, company_id: DEMO.companyDomain,
        department: { name: wire.department }, department_name: wire.department, employment_status: 'active', employment_start_date: wire.hireDate,
        manager: { id: boss.id, name: `${boss.preferredName ?? boss.firstName} ${boss.lastName}` },
      });
      expect(record.department.id).toMatch(/^\d+$/);
      expect(record.emails).toEqual([{ email: wire.workEmail, type: 'work' }, { email: wire.homeEmail, type: 'personal' }]);
      expect(record.phone_numbers[0]).toMatchObject({ number: wire.workPhone, type: 'work' });
      expect(record.jobs.at(-1)).toMatchObject({ title: wire.jobTitle, start_date: wire.hireDate, is_primary: true, status: 'active', employee_id: wire.id });
      expect(record.updated_at).toMatch(ISO);
      // From Get Employee: number, gender, marital status, home address (the country by name → ISO code).
      expect(record).toMatchObject({
        employee_number: wire.employeeNumber, marital_status: wire.maritalStatus,
        gender: ({ Male: 'male', Female: 'female', Nonbinary: 'other' } as Json)[String(wire.gender)],
        addresses: [{ type: 'home', line1: wire.address1, line2: null, city: wire.city, state: wire.state, postal_code: wire.zipcode, country: 'US' }],
      });
      // Hire date is not a creation time: BambooHR keeps none.
      expect(record.created_at).toBeNull();
      // The compensation table: the rate in minor units of its currency.
      const pay = emulator.kit.records('table_rows', DEMO.id).find((row) => row.table === 'compensation' && row.employeeId === wire.id) as StoredRecord;
      const cents = Math.round(Number(pay.rate) * 100);
      expect(Number.isInteger(record.compensations[0].rate)).toBe(true);
      expect(record.compensations).toEqual([{
        id: pay.id, rate: cents, currency: pay.currency, effective_date: wire.hireDate,
        payment_unit: pay.paidPer === 'Hour' ? 'hour' : 'year', flsa_status: pay.exempt === 'Exempt' ? 'exempt' : 'nonexempt',
        payment_frequency: ({ 'Every other week': 'biweekly', Monthly: 'monthly', 'Twice a month': 'other' } as Json)[String(pay.paySchedule)],
      }]);
      expect(Date.parse(record.updated_at)).toBe(Number(wire.lastChanged) - (Number(wire.lastChanged) % 1000));
      // One read and the list say the same.
      const listed = (await collect('/employees', 200)).find((item) => item.id === wire.id);
      expect(listed).toEqual(record);
    });

    it('maps the two leavers as terminated with their termination date', async () => {
      const leavers = employees().filter((record) => record.employmentHistoryStatus === 'Terminated');
      expect(leavers).toHaveLength(2);
      const listed = await get('/employees?filter[employment_status]=terminated&limit=50');
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.data.map((item: Json) => item.id).sort()).toEqual(leavers.map((record) => record.id).sort());
      for (const item of listed.body.data) expect(item.employment_end_date).toBe(employee(item.id).terminationDate);
    });

    it('answers 404 for unknown and impossible ids', async () => {
      expectErrorEnvelope(await get('/employees/99999'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get('/employees/abc'), 404, 'EntityNotFoundError');
    });

    it('holds each declared filter to the exact value, and refuses the rest', async () => {
      const all = await collect('/employees', 200);
      const target = all[5] as Json;
      const cases: [string, string, (item: Json) => boolean][] = [
        ['first_name', target.first_name.toUpperCase(), (item) => item.first_name.toLowerCase() === target.first_name.toLowerCase()],
        ['last_name', target.last_name, (item) => item.last_name.toLowerCase() === target.last_name.toLowerCase()],
        ['title', 'Software Engineer', (item) => item.title === 'Software Engineer'],
        ['employment_status', 'active', (item) => item.employment_status === 'active'],
        ['employment_status', 'inactive', (item) => item.employment_status === 'inactive'],
        ['company_id', DEMO.companyDomain, () => true],
        ['company_id', 'globex', () => false],
      ];
      for (const [name, value, keep] of cases) {
        const expected = all.filter(keep).map((item) => item.id);
        const got = (await collect(`/employees?filter[${name}]=${encodeURIComponent(value)}`, 3)).map((item) => item.id);
        expect(got, `${name}=${value}`).toEqual(expected);
      }
      // BambooHR matches job titles as substrings: "Senior Software Engineer" is not a "Software Engineer".
      expect(all.some((item) => item.title === 'Senior Software Engineer')).toBe(true);
      // List Employees cannot filter by these: every record is held to them, pages filled from further platform pages.
      const boss = all.find((item) => all.filter((other) => other.manager?.id === item.id).length > 1) as Json;
      const held: [string, string, (item: Json) => boolean][] = [
        ['employee_number', target.employee_number, (item) => item.employee_number === target.employee_number],
        ['email', target.emails[0].email.toUpperCase(), (item) => item.emails.some((email: Json) => email.email === target.emails[0].email)],
        ['manager_id', boss.id, (item) => item.manager?.id === boss.id],
        ['department_id', target.department_id, (item) => item.department_id === target.department_id],
        ['city', target.addresses[0].city, (item) => item.addresses.some((address: Json) => address.city === target.addresses[0].city)],
        ['country', 'US', (item) => item.addresses.some((address: Json) => address.country === 'US')],
        ['country', 'GB', () => false],
      ];
      for (const [name, value, keep] of held) {
        const expected = all.filter(keep).map((item) => item.id);
        if (value !== 'GB') expect(expected.length, name).toBeGreaterThan(0);
        const got = (await collect(`/employees?filter[${name}]=${encodeURIComponent(value)}`, 10)).map((item) => item.id);
        expect(got, `${name}=${value}`).toEqual(expected);
      }
      expect((await collect(`/employees?filter[employee_number]=${target.employee_number}`, 10)).map((item) => item.id)).toEqual([target.id]);
    });

    it('sorts by first and last name both ways; other sort fields are refused', async () => {
      for (const [by, key] of [['first_name', 'firstName'], ['last_name', 'lastName']] as const) {
        for (const direction of ['asc', 'desc'] as const) {
          const got = (await collect(`/employees?sort[by]=${by}&sort[direction]=${direction}`, 15)).map((item) => item.id);
          const sorted = [...employees()].sort((a, b) => String(a[key]).localeCompare(String(b[key])) || Number(a.id) - Number(b.id));
          const expected = (direction === 'asc' ? sorted : [...sorted].sort((a, b) => String(b[key]).localeCompare(String(a[key])) || Number(b.id) - Number(a.id))).map((record) => record.id);
          expect(got, `${by} ${direction}`).toEqual(expected);
        }
      }
      expectErrorEnvelope(await get('/employees?sort[by]=created_at'), 400, 'UnsupportedSortFieldError');
    });

    it('creates an employee (the id from the Location header) and reads it back', async () => {
      const manager = employees()[0] as StoredRecord;
      const created = await send('POST', '/employees', {
        first_name: 'Ada', last_name: 'Lovelace', title: 'Software Engineer', department_name: 'Engineering', employment_start_date: day(-1),
        emails: [{ email: 'ada@acme.example', type: 'work' }], phone_numbers: [{ number: '555-0100', type: 'mobile' }],
        manager: { id: manager.id }, employment_role: { type: 'employee', sub_type: 'part_time' }, birthday: '1990-12-10',
        employee_number: 'E-1815', gender: 'female', marital_status: 'Married',
        addresses: [{ type: 'home', line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' }],
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      expect(employee(id)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Software Engineer', department: 'Engineering', workEmail: 'ada@acme.example', mobilePhone: '555-0100', supervisorEId: manager.id, employmentHistoryStatus: 'Part-Time', dateOfBirth: '1990-12-10' });
      expect(employee(id)).toMatchObject({ employeeNumber: 'E-1815', gender: 'Female', maritalStatus: 'Married', address1: '12 St James Square', city: 'London', zipcode: 'SW1Y 4JH', country: 'United Kingdom' });
      const read = await get(`/employees/${id}`);
      expect(read.body.data).toMatchObject({
        id, first_name: 'Ada', employment_role: { type: 'employee', sub_type: 'part_time' }, manager: { id: manager.id }, employee_number: 'E-1815', gender: 'female',
        addresses: [{ type: 'home', line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' }], compensations: [],
      });
      // BambooHR needs both names; a duplicate work email is its 409.
      const missing = await send('POST', '/employees', { first_name: 'Solo' });
      expect(missing.status).toBe(400);
      const duplicate = await send('POST', '/employees', { first_name: 'Ada', last_name: 'Again', emails: [{ email: 'ada@acme.example', type: 'work' }] });
      expectErrorEnvelope(duplicate, 409, 'ConnectorExecutionError');
      expect(duplicate.body.message).toContain('Duplicate work email');
      expectErrorEnvelope(await send('POST', '/employees', { first_name: 'A', last_name: 'B', employment_status: 'terminated' }), 400, 'RequestValidationError');
    });

    it('updates fields, terminates through the employment status table, and cannot delete', async () => {
      const target = employees().find((record) => record.status === 'Active' && record.supervisorEId) as StoredRecord;
      const updated = await send('PATCH', `/employees/${target.id}`, { title: 'Team Lead', last_name: 'Changed' });
      expect(updated.status, updated.text).toBe(200);
      expect(employee(target.id)).toMatchObject({ jobTitle: 'Team Lead', lastName: 'Changed' });

      const terminated = await send('PATCH', `/employees/${target.id}`, { employment_status: 'terminated', employment_end_date: day(0) });
      expect(terminated.status, terminated.text).toBe(200);
      expect(employee(target.id)).toMatchObject({ status: 'Inactive', employmentHistoryStatus: 'Terminated', terminationDate: day(0) });
      const row = emulator.kit.records('table_rows', DEMO.id).find((candidate) => candidate.employeeId === target.id && candidate.employmentStatus === 'Terminated');
      expect(row).toMatchObject({ date: day(0), table: 'employmentStatus' });
      expect((await get(`/employees/${target.id}`)).body.data).toMatchObject({ employment_status: 'terminated', employment_end_date: day(0) });

      const rehired = await send('PATCH', `/employees/${target.id}`, { employment_status: 'active' });
      expect(rehired.status, rehired.text).toBe(200);
      expect(employee(target.id)).toMatchObject({ status: 'Active', employmentHistoryStatus: 'Full-Time' });

      expectErrorEnvelope(await send('PATCH', `/employees/${target.id}`, { employment_status: 'inactive' }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('PATCH', '/employees/99999', { title: 'Nobody' }), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('DELETE', `/employees/${target.id}`), 400, 'ConnectorOperationUnsupportedError');
    });
  });

  describe('companies', () => {
    it('lists the one company and reads it by its company domain; writes are not offered', async () => {
      const list = await get('/companies');
      expect(list.status, list.text).toBe(200);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({ id: DEMO.companyDomain, legal_name: DEMO.legalName, display_name: DEMO.displayName, subdomain: DEMO.companyDomain, status: 'active' });
      expect(list.body.data[0].addresses[0]).toMatchObject({ city: 'Salt Lake City', state: 'UT', postal_code: '84101' });
      const one = await get(`/companies/${DEMO.companyDomain}`);
      expect(one.body.data).toEqual(list.body.data[0]);
      expectErrorEnvelope(await get('/companies/globex'), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', '/companies', { legal_name: 'New' }), 400, 'ConnectorOperationUnsupportedError');
      expectErrorEnvelope(await send('DELETE', `/companies/${DEMO.companyDomain}`), 400, 'ConnectorOperationUnsupportedError');
    });
  });

  describe('time-off requests', () => {
    it('lists every request without dates (the widest window), paging to the end', async () => {
      const expected = requests().map((request) => request.id).sort((a, b) => Number(a) - Number(b));
      for (const limit of [1, 4, 200]) {
        const got = (await collect('/time-off-requests', limit)).map((item) => item.id).sort((a, b) => Number(a) - Number(b));
        expect(got, `limit=${limit}`).toEqual(expected);
      }
      const query = new Map(emulator.exchanges.filter((exchange) => exchange.path === '/api/v1/time_off/requests').at(-1)?.query ?? []);
      expect(query.get('start')).toBe('1900-01-01');
      expect(query.get('end')).toBe('2099-12-31');
    });

    it('maps a request and holds every filter', async () => {
      const all = await collect('/time-off-requests', 200);
      const denied = all.find((item) => item.status === 'declined') as Json;
      expect(denied).toMatchObject({ policy_type: 'Vacation', request_type: 'vacation', units: 'days', notes: { manager: 'Quarter-end close' } });
      expect(denied.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(all.some((item) => item.status === 'other')).toBe(true);
      expect(all.some((item) => item.status === 'cancelled')).toBe(true);
      const cases: [string, (item: Json) => boolean][] = [
        [`filter[start_date]=${day(0)}`, (item) => item.end_date >= day(0)],
        [`filter[end_date]=${day(0)}`, (item) => item.start_date <= day(0)],
        [`filter[start_date]=${day(0)}&filter[end_date]=${day(7)}`, (item) => item.end_date >= day(0) && item.start_date <= day(7)],
        [`filter[employee_id]=${denied.employee_id}`, (item) => item.employee_id === denied.employee_id],
        ['filter[time_off_request_status]=declined', (item) => item.status === 'declined'],
        ['filter[time_off_request_status]=requested', (item) => item.status === 'requested'],
        ['filter[time_off_request_status]=deleted', () => false],
        [`filter[updated_since]=${day(0)}T00:00:00.000Z`, (item) => item.updated_at >= `${day(0)}T00:00:00.000Z`],
        ['filter[employee_id]=nobody', () => false],
      ];
      for (const [query, keep] of cases) {
        const got = (await collect(`/time-off-requests?${query}`, 200)).map((item) => item.id).sort();
        expect(got, query).toEqual(all.filter(keep).map((item) => item.id).sort());
      }
      // A request names no company: the filter is refused rather than answered from the employee.
      expectErrorEnvelope(await get(`/time-off-requests?filter[company_id]=${DEMO.companyDomain}`), 400, 'UnsupportedFiltersError');
    });

    it('reads one request under its employee, and not under another', async () => {
      const request = requests()[0] as StoredRecord;
      const one = await get(`/time-off-requests/employees/${request.employeeId}/time-off-requests/${request.id}`);
      expect(one.status, one.text).toBe(200);
      expect(one.body.data).toMatchObject({ id: request.id, employee_id: request.employeeId, start_date: request.start, end_date: request.end });
      const other = employees().find((record) => record.id !== request.employeeId) as StoredRecord;
      expectErrorEnvelope(await get(`/time-off-requests/employees/${other.id}/time-off-requests/${request.id}`), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await get(`/time-off-requests/employees/${request.employeeId}/time-off-requests/99999`), 404, 'EntityNotFoundError');
    });

    it('requests time off, changes its status, and cannot change anything else nor delete', async () => {
      const who = employees().find((record) => record.status === 'Active') as StoredRecord;
      const created = await send('POST', '/time-off-requests', { employee_id: who.id, start_date: day(50), end_date: day(52), request_type: 'sick', amount: 3, notes: { employee: 'Flu shot recovery' } });
      expect(created.status, created.text).toBe(201);
      const id = created.body.data.id as string;
      expect(requests().find((request) => request.id === id)).toMatchObject({ employeeId: who.id, start: day(50), end: day(52), status: 'requested', typeId: 79, amount: 3 });
      const path = `/time-off-requests/employees/${who.id}/time-off-requests/${id}`;
      const approved = await send('PATCH', path, { status: 'approved', notes: { manager: 'Get well' } });
      expect(approved.status, approved.text).toBe(200);
      expect((await get(path)).body.data).toMatchObject({ status: 'approved', notes: { employee: 'Flu shot recovery', manager: 'Get well' }, approval_date: day(0) });
      const cancelled = await send('PATCH', path, { status: 'cancelled' });
      expect(cancelled.status, cancelled.text).toBe(200);
      expect((await get(path)).body.data.status).toBe('cancelled');
      // BambooHR refuses moves its workflow does not allow (a cancelled request cannot be approved): its 403.
      const refused = await send('PATCH', path, { status: 'approved' });
      expectErrorEnvelope(refused, 403, 'ConnectorExecutionError');
      expect(refused.body.message).toContain('cannot be approved');
      expectErrorEnvelope(await send('PATCH', path, { start_date: day(60) }), 400, 'RequestValidationError');
      expectErrorEnvelope(await send('DELETE', path), 400, 'ConnectorOperationUnsupportedError');
      expectErrorEnvelope(await send('POST', '/time-off-requests', { employee_id: '99999', start_date: day(50), end_date: day(50), policy_id: '78' }), 404, 'EntityNotFoundError');
      expectErrorEnvelope(await send('POST', '/time-off-requests', { employee_id: who.id, start_date: day(50), end_date: day(50) }), 400, 'RequestValidationError');
    });
  });

  it('keeps personal fields out of the logs, through lists, reads and failed writes', async () => {
    const people = employees();
    await collect('/employees', 50);
    const target = people[3] as StoredRecord;
    await get(`/employees/${target.id}`);
    // A refused write carrying personal values: its error names the field, never the value.
    const refused = await send('PATCH', `/employees/${target.id}`, { gender: 'unisex', birthday: '1971-03-04', addresses: [{ line1: '1 Secret Lane' }] });
    expectErrorEnvelope(refused, 400, 'RequestValidationError');
    expect(refused.text).not.toContain('unisex');
    expect(refused.text).not.toContain('1971-03-04');
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const person of people) {
      for (const value of [person.dateOfBirth, person.homeEmail, person.address1, person.mobilePhone]) {
        if (typeof value === 'string') expect(log, 'a personal value in the logs').not.toContain(value);
      }
    }
    expect(log).not.toContain('1 Secret Lane');
  });

  it('answers what BambooHR lacks as unsupported', async () => {
    expectErrorEnvelope(await get('/departments'), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await get('/payrolls'), 400, 'ConnectorOperationUnsupportedError');
    expectErrorEnvelope(await get('/schedules/employees/201'), 400, 'ConnectorOperationUnsupportedError');
  });

  it('reads BambooHR\'s 503 with Retry-After as a rate limit, and its error header as the message', async () => {
    await tenant.connect('bhr-wrong', 'hris', 'bamboohr', { company_domain: DEMO.companyDomain, api_key: 'wrongwrongwrongwrong' });
    const refused = await call(api('/companies'), { headers: tenant.headers('bhr-wrong') });
    expect(refused.status).toBe(401);
    expect(refused.body.type_name).toBe('ConnectorCredentialsError');
    expect(refused.body.message).toBe('Invalid API key');

    emulator.setRateLimit({ limit: 1, windowMs: 60_000 });
    await get('/companies');
    const limited = await call(api('/companies'), { headers: { ...headers(), 'x-svc-timeout': '200' } });
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
