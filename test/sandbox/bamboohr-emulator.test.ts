/**
 * The BambooHR emulator over HTTP: the API key as the Basic user and the
 * company host, the employee list (cursor paging both ways, filters, sort,
 * optional fields, BadRequest and BadPage), Get/Create/Update Employee,
 * the directory, changed employees, job info and employment status tables
 * (a Terminated row ends employment), the seeded company, errors in the
 * x-bamboohr-error-message header and the 503 rate limit, and tenancy.
 */
import { request as undiciRequest } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, BAMBOOHR_OTHER_ACCOUNT as OTHER, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';

type Json = Record<string, any>;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:x`).toString('base64')}`;

describe('BambooHR emulator: employees', () => {
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    emulator = await bamboohrEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.kit.reset();
    emulator.setRateLimit(undefined);
  });

  async function api(path: string, init: { method?: string; body?: unknown; key?: string } = {}) {
    const headers: Record<string, string> = { authorization: basic(init.key ?? DEMO.apiKey), accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as any };
  }

  it('seeds a company of 40 across departments, with managers, two leavers and one onboarding', async () => {
    const all = emulator.kit.records('employees');
    expect(all).toHaveLength(40);
    expect(new Set(all.map((employee) => employee.department)).size).toBe(8);
    expect(all.filter((employee) => employee.status === 'Inactive').map((employee) => employee.employmentHistoryStatus)).toEqual(['Terminated', 'Terminated']);
    const today = new Date().toISOString().slice(0, 10);
    expect(all.filter((employee) => String(employee.hireDate) > today)).toHaveLength(1);
    const ceo = all.find((employee) => employee.supervisorEId === null);
    // A head per department and the executive assistant report to the chief executive; everyone else to a head.
    expect(all.filter((employee) => employee.supervisorEId === ceo?.id).map((employee) => employee.department).sort()).toEqual(
      ['Customer Success', 'Engineering', 'Executive', 'Finance', 'Marketing', 'People', 'Product', 'Sales']);
    expect(all.filter((employee) => employee.supervisorEId === null)).toHaveLength(1);
    expect(new Set(emulator.kit.records('time_off_requests').map((request) => request.status))).toEqual(new Set(['approved', 'requested', 'denied', 'canceled', 'superceded']));
  });

  it('takes the API key as the Basic user, refuses a wrong key and another company\'s host', async () => {
    expect((await api('/api/v1/employees/directory')).status).toBe(200);
    const wrong = await api('/api/v1/employees', { key: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-bamboohr-error-message')).toBe('Invalid API key');
    expect(wrong.body).toBeUndefined();
    const onHost = async (host: string) => (await undiciRequest(`${emulator.url}/api/v1/company_information`, { headers: { host, authorization: basic(DEMO.apiKey) } })).statusCode;
    expect(await onHost(`${DEMO.companyDomain}.bamboohr.com`)).toBe(200);
    expect(await onHost(`${OTHER.companyDomain}.bamboohr.com`)).toBe(401);
  });

  it('pages the list forward and back with cursors naming the boundary employee', async () => {
    const first = await api('/api/v1/employees?page[limit]=15');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: 40, page: { limit: 15, nextCursor: first.body.data[14].employeeId, prevCursor: null } });
    expect(first.body._links.next.href).toContain(`page%5Bafter%5D=${first.body.data[14].employeeId}`);
    const seen: string[] = [];
    let page: Json = first.body;
    for (;;) {
      seen.push(...page.data.map((employee: Json) => employee.employeeId));
      if (!page._links.next) break;
      page = (await api(page._links.next.href.replace(emulator.url, ''))).body;
    }
    expect(seen).toEqual(emulator.kit.records('employees').map((employee) => employee.id));
    expect(page.meta.page.nextCursor).toBeNull();
    const back = await api(page._links.prev.href.replace(emulator.url, ''));
    expect(back.body.data.map((employee: Json) => employee.employeeId)).toEqual(seen.slice(15, 30));
    expect(back.body.meta.page.prevCursor).toBe(seen[15]);
  });

  it('refuses a cursor whose employee left the list, both directions, and a bad limit', async () => {
    const inactive = emulator.kit.records('employees').find((employee) => employee.status === 'Inactive') as Json;
    const gone = await api(`/api/v1/employees?filter[status]=active&page[after]=${inactive.id}`);
    expect(gone.status).toBe(400);
    expect(gone.body.error.code).toBe('BadPage');
    expect((await api('/api/v1/employees?page[after]=201&page[before]=205')).body.error.code).toBe('BadPage');
    expect((await api('/api/v1/employees?page[limit]=2501')).body.error.code).toBe('BadRequest');
  });

  it('filters, sorts with nulls first ascending, and adds the optional fields asked for', async () => {
    const inactive = await api('/api/v1/employees?filter[status]=inactive');
    expect(inactive.body.data.map((employee: Json) => employee.status)).toEqual(['Inactive', 'Inactive']);
    const someone = emulator.kit.records('employees')[5] as Json;
    const byName = await api(`/api/v1/employees?filter[lastName]=${encodeURIComponent(String(someone.lastName).slice(1, 4).toUpperCase())}`);
    expect(byName.body.data.map((employee: Json) => employee.employeeId)).toContain(someone.id);
    const ids = await api('/api/v1/employees?filter[ids][]=203&filter[ids][]=201');
    expect(ids.body.data.map((employee: Json) => employee.employeeId)).toEqual(['201', '203']);
    expect((await api('/api/v1/employees?filter[ids]=203,201')).body.meta.total).toBe(2);
    const engineers = await api('/api/v1/employees?filter[jobTitleName]=engineer&sort=-lastName&fields=departmentName,reportsToId,workEmail,notAField');
    const names = engineers.body.data.map((employee: Json) => employee.lastName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(engineers.body.data[0]).toMatchObject({ jobTitleName: expect.stringMatching(/engineer/i), departmentName: expect.any(String), workEmail: expect.any(String), _restrictedFields: [] });
    expect(engineers.body.data[0]).not.toHaveProperty('notAField');
    const preferred = (await api('/api/v1/employees?sort=preferredName')).body.data.map((employee: Json) => employee.preferredName);
    expect(preferred.slice(0, preferred.filter((name: unknown) => name === null).length).every((name: unknown) => name === null)).toBe(true);
    expect((await api('/api/v1/employees?sort=salary')).body.error.code).toBe('BadRequest');
    expect((await api('/api/v1/employees?filter[city]=Austin')).status).toBe(400);
  });

  it('creates, reads with fields and updates an employee; refuses what BambooHR refuses', async () => {
    const created = await api('/api/v1/employees', { method: 'POST', body: { firstName: 'Panda', lastName: 'Bear', jobTitle: 'Software Engineer', department: 'Engineering', hireDate: '2026-03-02', workEmail: 'panda@acme.example', supervisorEId: '201' } });
    expect(created.status).toBe(201);
    expect(created.body).toBeUndefined();
    const id = /id=(\d+)$/.exec(created.headers.get('location') ?? '')?.[1] as string;
    expect((await api(`/api/v1/employees/${id}`)).body).toEqual({ id, firstName: 'Panda', lastName: 'Bear' });
    const read = await api(`/api/v1/employees/${id}?fields=jobTitle,4047,supervisorEId,supervisor,status,terminationDate`);
    const boss = emulator.kit.records('employees').find((employee) => employee.id === '201') as Json;
    expect(read.body).toEqual({ id, jobTitle: 'Software Engineer', 4047: 'Engineering', supervisorEId: '201', supervisor: `${boss.lastName}, ${boss.firstName}`, status: 'Active', terminationDate: null });
    const updated = await api(`/api/v1/employees/${id}`, { method: 'POST', body: { jobTitle: 'Senior Software Engineer', mobilePhone: '801-555-0100' } });
    expect(updated.status).toBe(200);
    expect((await api(`/api/v1/employees/${id}?fields=jobTitle,mobilePhone,firstName`)).body).toEqual({ id, jobTitle: 'Senior Software Engineer', mobilePhone: '801-555-0100', firstName: 'Panda' });
    expect((await api('/api/v1/employees', { method: 'POST', body: { firstName: 'No last name' } })).status).toBe(400);
    const duplicate = await api('/api/v1/employees', { method: 'POST', body: { firstName: 'A', lastName: 'B', workEmail: 'PANDA@acme.example' } });
    expect(duplicate.status).toBe(409);
    expect((await api(`/api/v1/employees/${id}`, { method: 'POST', body: { hireDate: '02/03/2026' } })).status).toBe(409);
    expect((await api('/api/v1/employees/99999')).status).toBe(404);
    expect((await api('/api/v1/employees/99999', { method: 'POST', body: { firstName: 'X' } })).status).toBe(404);
  });

  it('lists the active, current directory; onlyCurrent=false adds the onboarding employee', async () => {
    const directory = await api('/api/v1/employees/directory');
    expect(directory.body.employees).toHaveLength(37);
    expect(directory.body.fields.map((field: Json) => field.id)).toContain('displayName');
    expect((await api('/api/v1/employees/directory?onlyCurrent=false')).body.employees).toHaveLength(38);
  });

  it('reports changes and deletions since a time', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await api('/api/v1/employees/202', { method: 'POST', body: { city: 'Provo' } });
    await api('/api/v1/employees', { method: 'POST', body: { firstName: 'New', lastName: 'Hire' } });
    const changed = await api(`/api/v1/employees/changed?since=${encodeURIComponent(since)}`);
    expect(Object.values(changed.body.employees).map((change: any) => [change.id, change.action])).toEqual([['202', 'Updated'], ['240', 'Inserted']]);
    const month = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const deleted = await api(`/api/v1/employees/changed?since=${encodeURIComponent(month)}&type=deleted`);
    expect(deleted.body.employees).toEqual({ 199: { id: '199', action: 'Deleted', lastChanged: expect.any(String) } });
    expect((await api('/api/v1/employees/changed')).status).toBe(400);
    expect((await api(`/api/v1/employees/changed?since=${encodeURIComponent(since)}&type=moved`)).status).toBe(400);
  });

  it('keeps job info and employment status rows; a Terminated row ends employment', async () => {
    const rows = await api('/api/v1/employees/205/tables/jobInfo');
    expect(rows.body).toEqual([expect.objectContaining({ employeeId: '205', jobTitle: expect.any(String), reportsTo: expect.stringContaining(', ') })]);
    expect((await api('/api/v1/employees/all/tables/employmentStatus')).body.length).toBe(42);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api('/api/v1/employees/205/tables/employmentStatus', { method: 'POST', body: { date: today, employmentStatus: 'Terminated', comment: 'Left' } })).status).toBe(200);
    expect((await api('/api/v1/employees/205?fields=status,terminationDate,employmentHistoryStatus')).body).toEqual({ id: '205', status: 'Inactive', terminationDate: today, employmentHistoryStatus: 'Terminated' });
    await api('/api/v1/employees/205/tables/jobInfo', { method: 'POST', body: { date: today, jobTitle: 'Team Lead', reportsTo: '201' } });
    expect((await api('/api/v1/employees/205?fields=jobTitle,supervisorEId')).body).toEqual({ id: '205', jobTitle: 'Team Lead', supervisorEId: '201' });
    expect((await api('/api/v1/employees/205/tables/payStubs')).status).toBe(404);
    expect((await api('/api/v1/employees/205/tables/jobInfo', { method: 'POST', body: { jobTitle: 'No date' } })).status).toBe(400);
  });

  it('answers company information and field and user metadata', async () => {
    expect((await api('/api/v1/company_information')).body).toMatchObject({ legalName: DEMO.legalName, displayName: DEMO.displayName, address: { city: 'Salt Lake City' } });
    expect((await api('/api/v1/meta/fields')).body).toContainEqual({ id: 4047, name: 'Department', type: 'list', alias: 'department' });
    const users = (await api('/api/v1/meta/users')).body;
    expect(Object.keys(users)).toHaveLength(9);
    expect(Object.values((await api('/api/v1/meta/users?status=disabled')).body).map((user: any) => user.status)).toEqual(['disabled']);
  });

  it('answers a 503 with Retry-After past the rate limit', async () => {
    emulator.setRateLimit({ limit: 1, windowMs: 60_000 });
    await api('/api/v1/meta/fields');
    const limited = await api('/api/v1/meta/fields');
    expect(limited.status).toBe(503);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps each company\'s people to its own key', async () => {
    await api('/api/v1/employees', { method: 'POST', body: { firstName: 'Only', lastName: 'Acme' } });
    const other = await api('/api/v1/employees?filter[lastName]=Acme', { key: OTHER.apiKey });
    expect(other.body.data).toEqual([]);
    expect((await api('/api/v1/company_information', { key: OTHER.apiKey })).body.legalName).toBe(OTHER.legalName);
  });
});
