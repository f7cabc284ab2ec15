/**
 * Unified HRIS employee payrolls: one employee's share of Gusto's processed
 * payrolls. The list reads the employee's pay stubs
 * (GET /v1/employees/{id}/pay_stubs, `page`/`per`), one per processed
 * payroll that paid them, then each payroll for the employee's taxes,
 * deductions and benefits; `start_date` and `end_date` keep those whose pay
 * period overlaps them (without them every pay stub's payroll). A payroll
 * read on its own must have paid the employee, else it is not found.
 */
import { employeePayrolls } from '../../unified/hris/employee-payrolls.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import { everyRecord } from '../kit/index.js';
import { hasCategory, UUID } from './api.js';
import { gustoDialect } from './dialect.js';
import { EMPLOYEE_PAYROLL_FIELDS, employeePayrollOf, type EmployeePayroll } from './payroll-fields.js';
import { overlaps, windowOf } from './payroll-reads.js';
import { processedPayroll } from './payrolls.js';

/** Pages of pay stubs read at most: 5,000 stubs, a century of weekly pay; the list fails rather than leave payrolls out. */
export const MAX_STUB_PAGES = 50;
const noEmployee = (id: string) => entityNotFound('No Gusto employee has this id', { employee_id: id.slice(0, 64) });

/** The payroll ids of the employee's pay stubs, every page, each once, in Gusto's order. */
export async function stubPayrolls(ctx: ConnectorContext, employeeId: string): Promise<string[]> {
  if (!UUID.test(employeeId)) throw noEmployee(employeeId);
  const stubs = await everyRecord<{ payroll_uuid?: unknown }>(ctx, {
    path: `/v1/employees/${segment(employeeId)}/pay_stubs`,
    dialect: {
      ...gustoDialect,
      // Gusto's `not_found` on any page means the employee is missing, never a failure of the list.
      call: (context, request) => orEntityNotFound(context.http.request(request), () => noEmployee(employeeId), (answer) => hasCategory(answer, 'not_found')),
    },
    at: (body) => body as readonly { payroll_uuid?: unknown }[],
    maxPages: MAX_STUB_PAGES,
    whole: 'pay stubs of the employee',
  });
  return [...new Set(stubs.map((stub) => stub.payroll_uuid).filter((id): id is string => typeof id === 'string'))];
}

export const gustoEmployeePayrolls = implement(employeePayrolls, {
  downstream: { id: 'pay_stubs', name: 'Pay stubs and payrolls' },
  mapper: { fields: EMPLOYEE_PAYROLL_FIELDS },
  list: {
    paging: false,
    filters: ['start_date', 'end_date'],
    async run(ctx, params) {
      const employeeId = params.parents.employee_id ?? '';
      const dated = params.filter.start_date !== undefined || params.filter.end_date !== undefined;
      const window = dated ? windowOf(params.filter) : undefined;
      const items: EmployeePayroll[] = [];
      for (const id of await stubPayrolls(ctx, employeeId)) {
        const payroll = employeePayrollOf(await processedPayroll(ctx, id), employeeId);
        if (payroll && (!window || overlaps(window, payroll.start_date, payroll.end_date))) items.push(payroll);
      }
      items.sort((a, b) => String(a.check_date).localeCompare(String(b.check_date)));
      return { items, next: null };
    },
  },
  async one(ctx, { id, parents }) {
    const employeeId = parents.employee_id ?? '';
    if (!UUID.test(employeeId)) throw noEmployee(employeeId);
    const payroll = employeePayrollOf(await processedPayroll(ctx, id), employeeId);
    if (!payroll) throw entityNotFound('This Gusto payroll did not pay this employee', { payroll_id: id.slice(0, 64), employee_id: employeeId.slice(0, 64) });
    return payroll;
  },
});
