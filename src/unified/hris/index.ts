import { defineUnifiedApi } from '../define.js';
import { companies } from './companies.js';
import { departments } from './departments.js';
import { employeePayrolls } from './employee-payrolls.js';
import { employeeSchedules } from './employee-schedules.js';
import { employees } from './employees.js';
import { payrolls } from './payrolls.js';
import { timeOffRequests } from './time-off-requests.js';

export const hris = defineUnifiedApi({
  id: 'hris',
  name: 'HRIS API',
  description:
    'Read and write the records of human resources platforms: employees with their jobs, compensations and managers, the companies and departments they belong to, processed payrolls with each employee\'s pay, work schedules, and time-off requests.',
  status: 'live',
  categories: ['hr', 'hris', 'payroll'],
  resources: [employees, companies, departments, payrolls, employeePayrolls, employeeSchedules, timeOffRequests],
});
