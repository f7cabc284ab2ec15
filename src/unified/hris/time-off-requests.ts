import { Type } from 'typebox';
import { filterEnum, filterText, updatedSince } from '../common/filters.js';
import { auditFields, NullableEnum, NullableNumber, NullableString, optional } from '../common/schema.js';
import { ALL_OPERATIONS, defineResource } from '../define.js';
import { filterPatternDate, PatternDate } from './shared/dates.js';

export const TIME_OFF_STATUSES = ['requested', 'approved', 'declined', 'cancelled', 'deleted', 'other'] as const;
export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal', 'jury_duty', 'volunteer', 'bereavement', 'other'] as const;
export const TIME_OFF_UNITS = ['days', 'hours', 'other'] as const;

/** The reference API's TimeOffRequest (hris.yml), without its custom_mappings and pass_through. */
export const TimeOffRequest = Type.Object(
  optional({
    id: Type.String({ title: 'ID', description: 'Unique identifier of the request.', readOnly: true, example: '12345' }),
    employee_id: NullableString({ title: 'Employee ID', description: 'Employee who asks for the time off.', example: '12345' }),
    policy_id: NullableString({ title: 'Policy ID', description: 'Time-off policy the request draws on.', example: '12345' }),
    status: NullableEnum(TIME_OFF_STATUSES, { title: 'Status', description: 'Status of the request.', example: 'approved' }),
    description: NullableString({ title: 'Description', description: 'What the time off is for.', example: 'Enjoying some sun.' }),
    start_date: PatternDate({ description: 'First day of the time off.', example: '2022-04-01' }),
    end_date: PatternDate({ description: 'Last day of the time off.', example: '2022-04-01' }),
    request_date: PatternDate({ description: 'Date the request was made.', example: '2022-03-21' }),
    request_type: NullableEnum(TIME_OFF_TYPES, { description: 'Kind of time off.', example: 'vacation' }),
    approval_date: PatternDate({ description: 'Date the request was approved.', example: '2022-03-21' }),
    units: NullableEnum(TIME_OFF_UNITS, { description: 'Unit of `amount`: hours, days or other.', example: 'hours' }),
    amount: NullableNumber({ description: 'Time off asked for, in `units`.', example: 3.5 }),
    day_part: NullableString({ description: 'Part of the day taken off.', example: 'morning' }),
    notes: Type.Object(
      optional({
        employee: NullableString({ title: 'Employee note', description: 'Note of the employee.', example: 'Relaxing on the beach for a few hours.' }),
        manager: NullableString({ title: 'Manager note', description: 'Note of the manager.', example: 'Enjoy!' }),
      }),
      { additionalProperties: false },
    ),
    ...auditFields,
    policy_type: Type.String({ description: 'Policy type of the request.', example: 'sick' }),
  }),
  { additionalProperties: false, title: 'Time Off Request' },
);

/**
 * Time-off requests: listed and created at /hris/time-off-requests, read,
 * changed and deleted under their employee, as the reference's paths are.
 */
export const timeOffRequests = defineResource({
  api: 'hris',
  id: 'time-off-requests',
  name: 'Time Off Requests',
  singular: 'time-off request',
  eventResource: 'time-off-request',
  model: TimeOffRequest,
  path: '/hris/time-off-requests',
  itemPath: '/hris/time-off-requests/employees/:employee_id/time-off-requests',
  pathParamResources: { employee_id: 'employees' },
  operations: ALL_OPERATIONS,
  updatedSinceFilter: 'updated_since',
  filters: {
    start_date: filterPatternDate('Only requests that end on or after this date; with end_date, the requests within the window.', '2022-04-08'),
    end_date: filterPatternDate('Only requests that start on or before this date; with start_date, the requests within the window.', '2022-04-21'),
    updated_since: updatedSince('time-off requests'),
    employee_id: filterText('Only requests of this employee.', '1234'),
    time_off_request_status: filterEnum(TIME_OFF_STATUSES, 'Only requests with this status.'),
    company_id: filterText('Only requests of employees of this company.', '1234'),
  },
});
