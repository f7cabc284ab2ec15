import { defineResource } from '../define.js';
import { payrollFilters } from './payrolls.js';
import { EmployeePayroll } from './shared/payroll-model.js';

/** One employee's payrolls: listed at /hris/payrolls/employees/{employee_id}, read at …/payrolls/{payroll_id}. */
export const employeePayrolls = defineResource({
  api: 'hris',
  id: 'employee-payrolls',
  name: 'Employee Payrolls',
  singular: 'employee payroll',
  model: EmployeePayroll,
  path: '/hris/payrolls/employees/:employee_id',
  itemPath: '/hris/payrolls/employees/:employee_id/payrolls',
  idParam: 'payroll_id',
  operationIdBase: 'employeePayrolls',
  pathParamResources: { employee_id: 'employees' },
  operations: ['all', 'one'],
  listShape: 'whole',
  filters: payrollFilters,
  events: [],
});
