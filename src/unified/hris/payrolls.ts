import { defineResource } from '../define.js';
import { filterPatternDate } from './shared/dates.js';
import { Payroll } from './shared/payroll-model.js';

/** The reference's payroll filters (PayrollsFilter). */
export const payrollFilters = {
  start_date: filterPatternDate('Only payrolls whose pay period ends on or after this date.', '2022-04-08'),
  end_date: filterPatternDate('Only payrolls whose pay period starts on or before this date.', '2022-04-21'),
};

/** A company's payrolls, answered whole as the reference does (no cursor). */
export const payrolls = defineResource({
  api: 'hris',
  id: 'payrolls',
  name: 'Payrolls',
  singular: 'payroll',
  model: Payroll,
  path: '/hris/payrolls',
  idParam: 'payroll_id',
  operations: ['all', 'one'],
  listShape: 'whole',
  filters: payrollFilters,
  events: [],
});
