/**
 * Unified HRIS time-off requests on BambooHR's time off (public.yaml: List
 * Time Off Requests, Create Time Off Request, Update Time Off Request
 * Status); the mapping is time-off-fields.ts.
 *
 * - BambooHR lists requests in a date window it requires (`start`, `end`:
 *   requests overlapping it) and answers the whole window at once. The
 *   unified start_date and end_date are that window; a list without them
 *   asks the window they leave open: from DEFAULT_WINDOW.start, up to
 *   DEFAULT_WINDOW.end. Pages are cut from the whole answer.
 * - employee_id and time_off_request_status are BambooHR's `employeeId` and
 *   `status`; updated_since is held to the records (BambooHR keeps no change
 *   time but the date of the last status change). company_id is not taken:
 *   a request names no company, and a connection reaches one.
 * - One request is the list asked for its `id` in the whole window, and must
 *   be the employee's of the path.
 * - A create is made for the record's employee_id; the time off type is
 *   policy_id, or the company's type named by request_type.
 * - An update changes the status (approve, decline, cancel), with the
 *   manager's note: BambooHR changes nothing else of a request.
 * - BambooHR cannot delete a request (cancel it): delete is not offered.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListPage, WriteModel } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import { timeOffRequests, type TimeOffRequest } from '../../unified/hris/time-off-requests.js';
import { collection, pageInMemory } from '../kit/index.js';
import { bamboohrDialect, type BambooHRFilter } from './dialect.js';
import { PLATFORM_STATUS, timeOffFields } from './time-off-fields.js';
import type { BambooHRTimeOffRequest } from './wire-types.js';

type Model = Static<typeof TimeOffRequest>;

/** The window a list without dates asks for: BambooHR needs one, and these dates hold every request a company keeps. */
export const DEFAULT_WINDOW = { start: '1900-01-01', end: '2099-12-31' } as const;

const FILTERS: Readonly<Record<string, BambooHRFilter>> = {
  start_date: { query: (start) => ({ start }) },
  end_date: { query: (end) => ({ end }) },
  employee_id: { query: (employeeId) => ({ employeeId }) },
  time_off_request_status: { query: (status): Record<string, string> => ({ status: PLATFORM_STATUS[status as keyof typeof PLATFORM_STATUS] ?? '' }) },
  updated_since: {},
};

/** Filters no record can match: BambooHR would refuse them (a 400) or has no such requests. */
function matchesNothing(filter: Readonly<Record<string, unknown>>): boolean {
  if (filter.employee_id !== undefined && !/^[1-9][0-9]{0,9}$/.test(String(filter.employee_id))) return true;
  if (filter.time_off_request_status === 'deleted') return true;
  return false;
}

function kept(filter: Readonly<Record<string, unknown>>): (request: Model) => boolean {
  const since = filter.updated_since === undefined ? undefined : Date.parse(String(filter.updated_since));
  return (request) => since === undefined || (request.updated_at !== null && request.updated_at !== undefined && Date.parse(request.updated_at) >= since);
}

const STATUS_NOTE = (record: WriteModel<Model>) => record.notes?.manager ?? undefined;

/** The company's time off type named by a request_type ("sick" → Sick). */
async function typeNamed(ctx: ConnectorContext, requestType: string): Promise<number> {
  const { body } = await ctx.http.request({ method: 'GET', path: '/api/v1/meta/time_off/types' });
  const types = ((body as { timeOffTypes?: { id?: unknown; name?: unknown }[] } | null)?.timeOffTypes ?? []);
  const wanted = requestType.replace(/_/g, ' ');
  const found = types.find((type) => typeof type.name === 'string' && type.name.toLowerCase() === wanted);
  if (found === undefined) throw new ApiError('RequestValidationError', { message: `The BambooHR company has no time off type for request_type "${requestType}": give policy_id`, detail: { field: 'request_type' } });
  return Number(found.id);
}

export const bamboohrTimeOffRequests = collection(timeOffRequests, {
  dialect: bamboohrDialect,
  downstream: { id: 'time_off_requests', name: 'Time off requests' },
  what: 'time off request',
  fields: timeOffFields,
  path: '/api/v1/time_off/requests',
  listQuery: { ...DEFAULT_WINDOW },
  findOne: (id) => ({ id, ...DEFAULT_WINDOW }),
  // A request of another employee than the path's is not this one.
  only: (request: BambooHRTimeOffRequest, { parents }) => parents.employee_id === undefined || String(request.employeeId) === parents.employee_id,
  filters: FILTERS,
  list: true,
  add: true,
  update: { method: 'PUT' },
  hooks: {
    async list(ctx, params, read): Promise<ListPage<Model>> {
      if (matchesNothing(params.filter)) return { items: [], next: null, previous: null };
      const keep = kept(params.filter);
      return pageInMemory(params, async (whole) => {
        const all = await read(whole);
        return { items: all.items.filter(keep), next: null };
      });
    },
    async compose(ctx, write) {
      if (write.operation === 'update') throw new Error('time off updates are the update hook');
      const employeeId = write.record.employee_id;
      if (typeof employeeId !== 'string' || employeeId === '') throw new ApiError('RequestValidationError', { message: 'employee_id is required: BambooHR makes a request for an employee', detail: { field: 'employee_id' } });
      const body: Record<string, unknown> = { status: 'requested', ...(write.body as Record<string, unknown>) };
      if (body.timeOffTypeId === undefined || body.timeOffTypeId === null) {
        if (!write.record.request_type) throw new ApiError('RequestValidationError', { message: 'policy_id (the BambooHR time off type) or request_type is required', detail: { field: 'policy_id' } });
        body.timeOffTypeId = await typeNamed(ctx, write.record.request_type);
      }
      // BambooHR's 404 here is the employee's.
      const created = await orEntityNotFound(
        ctx.http.request({ method: 'PUT', path: `/api/v1/employees/${segment(employeeId, 'employee_id')}/time_off/request`, json: body }),
        () => entityNotFound('No BambooHR employee has this id', { employee_id: employeeId.slice(0, 64) }),
      );
      const id = (created.body as { id?: unknown } | null)?.id;
      if (typeof id !== 'number' && typeof id !== 'string') throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR did not answer with the new time off request\'s id' });
      return { id: String(id) };
    },
    async update(ctx, { id, record, current }) {
      const others = Object.keys(record).filter((field) => field !== 'status' && field !== 'notes' && (record as Record<string, unknown>)[field] !== undefined);
      if (others.length > 0 || (record.notes?.employee ?? undefined) !== undefined) {
        throw new ApiError('RequestValidationError', {
          message: 'BambooHR changes only the status of a time off request (with the manager\'s note in notes.manager)',
          detail: { fields: others.length > 0 ? others : ['notes.employee'] },
        });
      }
      await current();
      if (record.status === undefined) return;
      const status = timeOffFields.write({ status: record.status } as WriteModel<Model>).status;
      const note = STATUS_NOTE(record);
      await ctx.http.request({ method: 'PUT', path: `/api/v1/time_off/requests/${segment(id)}/status`, json: { status, ...(note ? { note } : {}) } }).catch((error: unknown) => {
        // Here BambooHR's 403 refuses the move (a cancelled request approved), not the credentials.
        if (error instanceof ApiError && (error.detail as { downstream_status?: unknown } | undefined)?.downstream_status === 403) {
          throw new ApiError('ConnectorExecutionError', { status: 403, message: error.message, detail: { downstream_status: 403 } });
        }
        throw error;
      });
    },
  },
});
