import { Type } from 'typebox';
import { Annotated, NullableArray, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { DATE_PATTERN } from './shared/dates.js';
import { Employee } from './employees.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Hours worked on each day of a week of the pattern. */
const WeekHours = Type.Object(
  optional(Object.fromEntries(DAYS.map((day) => [`hours_${day}`, Type.Number({ format: 'double', minimum: 0, maximum: 24, description: `Hours on ${day}.`, example: 8 })]))),
  { additionalProperties: false },
);

/** A work pattern (hris.yml Schedule): the hours of odd and even weeks between two dates, not hours actually worked. */
export const Schedule = Type.Object(
  {
    id: Type.String({ title: 'ID', description: 'Unique identifier of the schedule.', readOnly: true, example: '12345' }),
    start_date: Type.String({ pattern: DATE_PATTERN, description: 'First day of the schedule.', example: '2022-04-08' }),
    end_date: Type.String({ pattern: DATE_PATTERN, description: 'Last day of the schedule.', example: '2022-04-21' }),
    work_pattern: Type.Object(optional({ odd_weeks: WeekHours, even_weeks: WeekHours }), { additionalProperties: false, description: 'Hours of odd and even weeks.' }),
  },
  { additionalProperties: false, title: 'Schedule' },
);

/** hris.yml EmployeeSchedules: the employee with their schedules, one record. */
export const EmployeeSchedules = Type.Object(
  optional({
    employee: Annotated(Employee, { description: 'The employee the schedules are of.' }),
    schedules: NullableArray(Schedule, { description: 'The employee\'s work patterns.', maxItems: 1000 }),
  }),
  { additionalProperties: false, title: 'Employee Schedules' },
);

/** An employee's work schedules, one record per employee (the reference's employeeSchedulesAll). */
export const employeeSchedules = defineResource({
  api: 'hris',
  id: 'employee-schedules',
  name: 'Employee Schedules',
  singular: 'employee schedule',
  model: EmployeeSchedules,
  path: '/hris/schedules/employees/:employee_id',
  operationIdBase: 'employeeSchedules',
  pathParamResources: { employee_id: 'employees' },
  operations: ['all'],
  listShape: 'record',
  events: [],
});
