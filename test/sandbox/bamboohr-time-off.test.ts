/**
 * The BambooHR emulator's time off over HTTP: the list's required date window
 * (overlap, inclusive) and its filters, creation for an employee (recorded as
 * requested, approved or denied; superseding an earlier request), status
 * changes and the moves refused, Who's Out, and the time off types.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAMBOOHR_DEMO_ACCOUNT as DEMO, bamboohrEmulator } from '../../src/sandbox/bamboohr/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';

type Json = Record<string, any>;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('BambooHR emulator: time off', () => {
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    emulator = await bamboohrEmulator.start();
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.kit.reset());

  async function api(path: string, init: { method?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${DEMO.apiKey}:x`).toString('base64')}`, accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as any };
  }
  const window = (from: number, to: number, more = '') => api(`/api/v1/time_off/requests?start=${day(from)}&end=${day(to)}${more}`);

  it('needs a date window and returns the requests overlapping it', async () => {
    expect((await api('/api/v1/time_off/requests')).status).toBe(400);
    expect((await api(`/api/v1/time_off/requests?start=${day(0)}&end=tomorrow`)).status).toBe(400);
    const all = await window(-365, 365);
    expect(all.body).toHaveLength(emulator.kit.records('time_off_requests').length);
    const coming = await window(1, 3);
    for (const request of coming.body) expect(request.end >= day(1) && request.start <= day(3)).toBe(true);
    expect(coming.body.length).toBeGreaterThan(0);
    expect(coming.body.length).toBeLessThan(all.body.length);
    expect(all.body[0]).toMatchObject({ id: expect.any(Number), employeeId: expect.any(Number), name: expect.any(String), status: { status: expect.any(String) }, type: { id: expect.any(Number) }, amount: { unit: expect.any(String) }, dates: expect.any(Object) });
  });

  it('filters by status, employee, type and request id, and leaves notes out when asked', async () => {
    const requested = await window(-365, 365, '&status=requested');
    expect(requested.body.map((request: Json) => request.status.status)).toEqual(requested.body.map(() => 'requested'));
    const both = await window(-365, 365, '&status=denied,canceled');
    expect(new Set(both.body.map((request: Json) => request.status.status))).toEqual(new Set(['denied', 'canceled']));
    const one = requested.body[0] as Json;
    expect((await window(-365, 365, `&employeeId=${one.employeeId}`)).body.every((request: Json) => request.employeeId === one.employeeId)).toBe(true);
    expect((await window(-365, 365, `&id=${one.id}`)).body.map((request: Json) => request.id)).toEqual([one.id]);
    expect((await window(-365, 365, '&type=83')).body.every((request: Json) => request.type.id === 83)).toBe(true);
    expect((await window(-365, 365, '&action=approve')).body.map((request: Json) => request.status.status)).toEqual(requested.body.map(() => 'requested'));
    expect((await window(-365, 365, '&excludeNote=1')).body.some((request: Json) => 'notes' in request)).toBe(false);
    expect((await window(-365, 365, '&status=lost')).status).toBe(400);
  });

  it('creates a request for an employee, as requested or recorded directly, and supersedes an earlier one', async () => {
    const created = await api('/api/v1/employees/205/time_off/request', { method: 'PUT', body: { status: 'requested', start: day(40), end: day(44), timeOffTypeId: 78, amount: 5, notes: [{ from: 'employee', note: 'Beach' }] } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toContain(`id=${created.body.id}`);
    expect(created.body).toMatchObject({ employeeId: 205, start: day(40), end: day(44), status: { status: 'requested' }, amount: { unit: 'days', amount: 5 }, notes: { employee: 'Beach' } });
    const replacement = await api('/api/v1/employees/205/time_off/request', { method: 'PUT', body: { status: 'approved', start: day(41), end: day(41), timeOffTypeId: 83, previousRequest: created.body.id } });
    expect(replacement.body).toMatchObject({ status: { status: 'approved' }, amount: { unit: 'hours', amount: 8 } });
    expect((await window(30, 50, `&id=${created.body.id}`)).body[0].status.status).toBe('superceded');
    const bad = (body: Json, path = '/api/v1/employees/205/time_off/request') => api(path, { method: 'PUT', body });
    expect((await bad({ status: 'requested', start: day(5), end: day(4), timeOffTypeId: 78 })).status).toBe(400);
    expect((await bad({ status: 'requested', start: day(5), end: day(5), timeOffTypeId: 1 })).status).toBe(400);
    expect((await bad({ status: 'maybe', start: day(5), end: day(5), timeOffTypeId: 78 })).status).toBe(400);
    expect((await bad({ status: 'requested', start: day(5), end: day(5), timeOffTypeId: 78 }, '/api/v1/employees/99999/time_off/request')).status).toBe(404);
  });

  it('changes a status along the moves BambooHR allows', async () => {
    const pending = (await window(-365, 365, '&status=requested')).body[0] as Json;
    const move = (id: number, body: Json) => api(`/api/v1/time_off/requests/${id}/status`, { method: 'PUT', body });
    expect((await move(pending.id, { status: 'approved', note: 'Enjoy' })).status).toBe(200);
    const approved = (await window(-365, 365, `&id=${pending.id}`)).body[0];
    expect(approved.status.status).toBe('approved');
    expect(approved.notes.manager).toBe('Enjoy');
    expect((await move(pending.id, { status: 'cancelled' })).status).toBe(200);
    expect((await move(pending.id, { status: 'approved' })).status).toBe(403);
    expect((await move(pending.id, { status: 'later' })).status).toBe(400);
    expect((await move(99999, { status: 'approved' })).status).toBe(404);
  });

  it("lists who's out (approved time off and holidays) in date order, for 14 days by default", async () => {
    const out = await api('/api/v1/time_off/whos_out');
    expect(out.status).toBe(200);
    expect(out.body.some((entry: Json) => entry.type === 'holiday' && entry.name === 'Company Wellness Day')).toBe(true);
    const starts = out.body.map((entry: Json) => entry.start);
    expect(starts).toEqual([...starts].sort());
    for (const entry of out.body) expect(entry.end >= day(0) && entry.start <= day(14)).toBe(true);
    const approved = (await window(0, 14, '&status=approved')).body.map((request: Json) => request.id).sort();
    expect(out.body.filter((entry: Json) => entry.type === 'timeOff').map((entry: Json) => entry.id).sort()).toEqual(approved);
  });

  it('lists the time off types with the default hours', async () => {
    const types = await api('/api/v1/meta/time_off/types');
    expect(types.body.timeOffTypes.map((type: Json) => type.name)).toContain('Vacation');
    expect(types.body.defaultHours).toHaveLength(7);
  });
});
