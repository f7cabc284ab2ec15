/**
 * Time off endpoints: the list of requests in a required date window
 * (overlapping it, inclusive) with its filters, creation for an employee,
 * status changes, Who's Out (approved time off and company holidays, today
 * and the next 14 days unless asked otherwise) and the time off types.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { addDays, isYmd, readYmd, ymd } from './dates.js';
import { changeStatus, createRequest, TIME_OFF_TYPES, timeOffRequests, writeRequest } from './time-off.js';

const V1 = '/api/v1';
const STATUSES = ['approved', 'denied', 'superceded', 'requested', 'canceled'];

function listOf(param: string, ctx: KitContext<BambooHRAccount>): string[] | undefined {
  const text = ctx.request.query.get(param);
  return text === null || text === '' ? undefined : text.split(',').map((part) => part.trim());
}

function whole(param: string, ctx: KitContext<BambooHRAccount>): string | undefined {
  const text = ctx.request.query.get(param);
  if (text === null) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw fail.validation(`${param} must be a whole number`, { field: param });
  return String(Number(text));
}

function requests(ctx: KitContext<BambooHRAccount>) {
  const start = readYmd(ctx.request.query.get('start') ?? undefined, 'start');
  const end = readYmd(ctx.request.query.get('end') ?? undefined, 'end');
  const id = whole('id', ctx);
  const employeeId = whole('employeeId', ctx);
  const types = listOf('type', ctx);
  const statuses = listOf('status', ctx);
  if (statuses?.some((status) => !STATUSES.includes(status))) throw fail.validation(`status must be among ${STATUSES.join(', ')}`, { field: 'status' });
  const action = ctx.request.query.get('action') ?? 'view';
  if (!['view', 'approve', 'myRequests'].includes(action)) throw fail.validation('action must be view, approve or myRequests', { field: 'action' });
  const withNotes = ctx.request.query.get('excludeNote') === null;
  return ctx.tenant.table(timeOffRequests.name).all()
    .filter((request) => String(request.end) >= start && String(request.start) <= end)
    .filter((request) => (id === undefined || request.id === id) && (employeeId === undefined || request.employeeId === employeeId))
    .filter((request) => (!types || types.includes(String(request.typeId))) && (!statuses || statuses.includes(String(request.status))))
    // The API key acts as an administrator: it may approve every pending request and has none of its own.
    .filter((request) => action === 'view' || (action === 'approve' && request.status === 'requested'))
    .map((request) => writeRequest(request, ctx, withNotes));
}

function whosOut(ctx: KitContext<BambooHRAccount>) {
  const startText = ctx.request.query.get('start');
  const endText = ctx.request.query.get('end');
  const start = startText === null ? ymd(ctx.now) : readYmd(startText, 'start');
  const end = endText === null ? addDays(start, 14) : readYmd(endText, 'end');
  const timeOff = ctx.tenant.table(timeOffRequests.name).all()
    .filter((request) => request.status === 'approved' && String(request.end) >= start && String(request.start) <= end)
    .map((request) => {
      const written = writeRequest(request, ctx, false);
      return { id: written.id, type: 'timeOff', employeeId: written.employeeId, name: written.name, start: written.start, end: written.end };
    });
  const holidays = ((ctx.tenant.extras.get('holidays') ?? []) as { id: number; name: string; date: string }[])
    .filter((holiday) => isYmd(holiday.date) && holiday.date >= start && holiday.date <= end)
    .map((holiday) => ({ id: holiday.id, type: 'holiday', name: holiday.name, start: holiday.date, end: holiday.date }));
  return [...timeOff, ...holidays].sort((a, b) => String(a.start).localeCompare(String(b.start)) || Number(a.id) - Number(b.id));
}

export function registerTimeOff(app: FastifyInstance, kit: PlatformKit<BambooHRAccount>): void {
  app.get(`${V1}/time_off/requests`, kit.handler((ctx) => ({ status: 200, body: requests(ctx) })));
  app.put(`${V1}/employees/:employeeId/time_off/request`, kit.handler((ctx) => {
    const employeeId = ctx.request.params.employeeId ?? '';
    if (!/^\d{1,9}$/.test(employeeId)) throw fail.notFound(`No employee with id ${employeeId}`);
    const created = createRequest(String(Number(employeeId)), ctx.request.body, ctx);
    return { status: 201, headers: { location: `${ctx.request.origin}${V1}/time_off/requests?id=${created.id}` }, body: writeRequest(created, ctx, true) };
  }));
  app.put(`${V1}/time_off/requests/:requestId/status`, kit.handler((ctx) => {
    changeStatus(ctx.request.params.requestId ?? '', ctx.request.body, ctx);
    return { status: 200 };
  }));
  app.get(`${V1}/time_off/whos_out`, kit.handler((ctx) => ({ status: 200, body: whosOut(ctx) })));
  app.get(`${V1}/meta/time_off/types`, kit.handler(() => ({
    status: 200,
    body: {
      timeOffTypes: TIME_OFF_TYPES.map((type) => ({ ...type, source: 'internal' })),
      defaultHours: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((name) => ({ name, amount: name.startsWith('S') ? '0' : '8' })),
    },
  })));
}
