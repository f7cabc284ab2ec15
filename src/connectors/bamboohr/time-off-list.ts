/**
 * The time off list. BambooHR lists requests in a date window it requires
 * (`start`, `end`: requests overlapping it) and answers the whole window at
 * once. The unified start_date and end_date are that window; a list without
 * them asks the window they leave open: from DEFAULT_WINDOW.start, up to
 * DEFAULT_WINDOW.end. Pages are cut from the whole answer.
 *
 * employee_id and time_off_request_status are BambooHR's `employeeId` and
 * `status`; updated_since is held to the records (BambooHR keeps no change
 * time but the date of the last status change). company_id is not taken: a
 * request names no company, and a connection reaches one.
 */
import type { Static } from 'typebox';
import type { ListPage, ListParams } from '../framework/define.js';
import type { TimeOffRequest } from '../../unified/hris/time-off-requests.js';
import { pageInMemory } from '../kit/index.js';
import type { BambooHRFilter } from './dialect.js';
import { PLATFORM_STATUS } from './time-off-fields.js';

type Model = Static<typeof TimeOffRequest>;

/** The window a list without dates asks for: BambooHR needs one, and these dates hold every request a company keeps. */
export const DEFAULT_WINDOW = { start: '1900-01-01', end: '2099-12-31' } as const;

export const TIME_OFF_FILTERS: Readonly<Record<string, BambooHRFilter>> = {
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

export async function timeOffList(params: ListParams, read: (params: ListParams) => Promise<ListPage<Model>>): Promise<ListPage<Model>> {
  if (matchesNothing(params.filter)) return { items: [], next: null, previous: null };
  const keep = kept(params.filter);
  return pageInMemory(params, async (whole) => {
    const all = await read(whole);
    return { items: all.items.filter(keep), next: null };
  });
}
