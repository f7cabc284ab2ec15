/**
 * Unified HRIS time-off requests on BambooHR's time off (public.yaml: List
 * Time Off Requests, Create Time Off Request, Update Time Off Request
 * Status); the mapping is time-off-fields.ts.
 *
 * - A list is BambooHR's whole date window, filtered and paged in memory
 *   (time-off-list.ts).
 * - One request is the list asked for its `id` in the whole window, and must
 *   be the employee's of the path.
 * - A create is made for the record's employee_id (time-off-create.ts).
 * - An update changes only the status, with the manager's note
 *   (time-off-status.ts).
 * - BambooHR cannot delete a request (cancel it): delete is not offered.
 */
import { timeOffRequests } from '../../unified/hris/time-off-requests.js';
import { collection } from '../kit/index.js';
import { bamboohrDialect } from './dialect.js';
import { createTimeOffRequest } from './time-off-create.js';
import { timeOffFields } from './time-off-fields.js';
import { DEFAULT_WINDOW, TIME_OFF_FILTERS, timeOffList } from './time-off-list.js';
import { updateTimeOffStatus } from './time-off-status.js';
import type { BambooHRTimeOffRequest } from './wire-types.js';

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
  filters: TIME_OFF_FILTERS,
  list: true,
  add: true,
  update: { method: 'PUT' },
  hooks: {
    list: (_ctx, params, read) => timeOffList(params, read),
    compose: createTimeOffRequest,
    update: updateTimeOffStatus,
  },
});
