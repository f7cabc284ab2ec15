/**
 * Time off requests and the company's time off types. A request covers
 * `start` to `end` (dates, inclusive) in days or hours of one type, with a
 * status (requested, approved, denied, canceled, or superceded when a later
 * request replaced it), the employee's and the manager's notes, and its
 * amount per day. Creation (PUT /api/v1/employees/{id}/time_off/request) may
 * record a request as approved or denied directly; status changes go
 * requested → approved | denied | canceled and approved → canceled | denied.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { addDays, readYmd, ymd } from './dates.js';

export const TIME_OFF_TYPES = [
  { id: 78, name: 'Vacation', units: 'days', color: '56afdd', icon: 'palm-trees' },
  { id: 79, name: 'Sick', units: 'days', color: 'e46c5c', icon: 'medical-bag' },
  { id: 80, name: 'Bereavement', units: 'days', color: '8e6fbf', icon: 'heart' },
  { id: 83, name: 'Comp/In Lieu Time', units: 'hours', color: '7ab55c', icon: 'clock' },
] as const;

const MOVES: Readonly<Record<string, readonly string[]>> = { requested: ['approved', 'denied', 'canceled'], approved: ['canceled', 'denied'] };
const STATUS_NAMES: Readonly<Record<string, string>> = { approved: 'approved', denied: 'denied', declined: 'denied', canceled: 'canceled', cancelled: 'canceled', requested: 'requested' };

export const timeOffRequests = defineResource<BambooHRAccount>({
  name: 'time_off_requests',
  routes: {},
  newId: (ctx) => String(ctx.tenant.next('time_off_request', 1300)),
  fields: { employeeId: { kind: 'string' }, start: { kind: 'string' }, end: { kind: 'string' }, status: { kind: 'string' } },
});

/** Every date from start to end, each with its share of the amount (weekends take none unless the request is all weekend). */
export function spreadAmount(start: string, end: string, amount: number): Record<string, number> {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  const working = days.filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
  const counted = working.length > 0 ? working : days;
  const each = Math.round((amount / counted.length) * 100) / 100;
  const shares = Object.fromEntries(days.map((day) => [day, counted.includes(day) ? each : 0]));
  // The last counted day takes what rounding left, so the days add up to the amount.
  const last = counted[counted.length - 1] as string;
  shares[last] = Math.round((amount - each * (counted.length - 1)) * 100) / 100;
  return shares;
}

export function writeRequest(request: StoredRecord, ctx: KitContext<BambooHRAccount>, withNotes: boolean): Record<string, unknown> {
  const employee = ctx.tenant.table('employees').get(String(request.employeeId));
  const type = TIME_OFF_TYPES.find((candidate) => candidate.id === request.typeId) ?? TIME_OFF_TYPES[0];
  const mine = request.status === 'requested';
  return {
    id: Number(request.id),
    employeeId: Number(request.employeeId),
    name: employee ? `${employee.preferredName ?? employee.firstName} ${employee.lastName}` : '',
    start: request.start,
    end: request.end,
    created: request.created,
    status: { lastChanged: request.statusChanged, lastChangedByUserId: Number(request.statusChangedBy), status: request.status },
    type: { id: type.id, name: type.name, icon: type.icon },
    amount: { unit: type.units, amount: request.amount },
    actions: { view: true, edit: mine, cancel: mine || request.status === 'approved', approve: mine, deny: mine, bypass: true },
    dates: request.dates,
    ...(withNotes ? { notes: request.notes } : {}),
  };
}

function noteOf(notes: unknown, from: 'employee' | 'manager'): string | undefined {
  if (!Array.isArray(notes)) return undefined;
  const found = notes.find((note) => note && typeof note === 'object' && (note as Record<string, unknown>).from === from) as Record<string, unknown> | undefined;
  return typeof found?.note === 'string' ? found.note : undefined;
}

export function createRequest(employeeId: string, body: unknown, ctx: KitContext<BambooHRAccount>): StoredRecord {
  if (!ctx.tenant.table('employees').has(employeeId)) throw fail.notFound(`No employee with id ${employeeId}`);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw fail.validation('The body must be a JSON time off request');
  const values = body as Record<string, unknown>;
  const status = STATUS_NAMES[String(values.status)];
  if (!status || status === 'canceled') throw fail.validation('status must be approved, denied, declined or requested', { field: 'status' });
  const start = readYmd(values.start, 'start');
  const end = readYmd(values.end, 'end');
  if (end < start) throw fail.validation('end must be on or after start', { field: 'end' });
  const type = TIME_OFF_TYPES.find((candidate) => candidate.id === Number(values.timeOffTypeId));
  if (!type) throw fail.validation('Invalid time off type', { field: 'timeOffTypeId' });
  const table = ctx.tenant.table(timeOffRequests.name);
  const previous = values.previousRequest === undefined ? undefined : table.get(String(values.previousRequest));
  if (values.previousRequest !== undefined && (!previous || previous.employeeId !== employeeId)) throw fail.validation('Invalid previous request', { field: 'previousRequest' });
  let dates: Record<string, number>;
  if (Array.isArray(values.dates) && values.dates.length > 0) {
    dates = Object.fromEntries(values.dates.map((day: Record<string, unknown>) => [readYmd(day?.ymd, 'dates.ymd'), Number(day?.amount) || 0]));
  } else {
    const asked = values.amount === undefined ? undefined : Number(values.amount);
    if (asked !== undefined && !(asked >= 0)) throw fail.validation('amount must be a number', { field: 'amount' });
    const workdays = Object.values(spreadAmount(start, end, 1)).filter((share) => share > 0).length;
    dates = spreadAmount(start, end, asked ?? workdays * (type.units === 'hours' ? 8 : 1));
  }
  const amount = Math.round(Object.values(dates).reduce((sum, share) => sum + share, 0) * 100) / 100;
  const today = ymd(ctx.now);
  const notes = { ...(noteOf(values.notes, 'employee') ? { employee: noteOf(values.notes, 'employee') } : {}), ...(noteOf(values.notes, 'manager') ? { manager: noteOf(values.notes, 'manager') } : {}) };
  const record: StoredRecord = {
    id: timeOffRequests.newId(ctx, table), employeeId, start, end, created: today, status, statusChanged: today, statusChangedBy: '1',
    typeId: type.id, amount, dates, notes, changedAt: ctx.now,
  };
  table.insert(record);
  if (previous) {
    Object.assign(previous, { status: 'superceded', statusChanged: today, changedAt: ctx.now });
    table.updated(previous.id);
  }
  return record;
}

export function changeStatus(id: string, body: unknown, ctx: KitContext<BambooHRAccount>): StoredRecord {
  const table = ctx.tenant.table(timeOffRequests.name);
  const request = /^\d{1,9}$/.test(id) ? table.get(id) : undefined;
  if (!request) throw fail.notFound(`No time off request with id ${id}`);
  const values = (body ?? {}) as Record<string, unknown>;
  const status = STATUS_NAMES[String(values.status)];
  if (!status || status === 'requested') throw fail.validation('status must be approved, denied, declined or canceled', { field: 'status' });
  if (!(MOVES[String(request.status)] ?? []).includes(status)) throw fail.forbidden(`A ${String(request.status)} request cannot be ${status}`);
  Object.assign(request, { status, statusChanged: ymd(ctx.now), changedAt: ctx.now });
  if (typeof values.note === 'string' && values.note !== '') request.notes = { ...(request.notes as object), manager: values.note };
  table.updated(request.id);
  return request;
}
