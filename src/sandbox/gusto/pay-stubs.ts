/**
 * Pay stubs (https://docs.gusto.com/embedded-payroll/reference/get-v1-employees-employee_uuid-pay_stubs):
 * GET /v1/employees/{employee_id}/pay_stubs lists an employee's pay stubs
 * (one per processed payroll that paid them: check date, gross and net pay,
 * check amount as dollar strings), paged by `page`/`per`; GET
 * /v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub is the stub
 * itself, a PDF.
 */
import { onePagePdf } from '../framework/seed-files.js';
import type { FastifyInstance } from 'fastify';
import { fail, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { gustoPaging } from './paging.js';
import { grossCents, netCents, type EmployeePay } from './payroll-money.js';
import { dollars, type Ctx } from './records.js';

function requireEmployee(ctx: Ctx): StoredRecord {
  const id = ctx.request.params.employee_id ?? '';
  const employee = ctx.tenant.table('employees').get(id);
  if (!employee) throw fail.notFound(`No employee ${id}`, { resource: 'employees' });
  return employee;
}

function payOf(payroll: StoredRecord, employeeId: string): EmployeePay | undefined {
  return (payroll.employee_compensations as EmployeePay[]).find((pay) => pay.employee_uuid === employeeId);
}

/** A one-page PDF naming the stub: enough for a client that stores or forwards it. */
function stubPdf(payroll: StoredRecord, pay: EmployeePay): Buffer {
  return onePagePdf(`Pay stub ${String(payroll.check_date)} ${pay.first_name} ${pay.last_name} net ${dollars(netCents(pay))}`, 12);
}

export function registerPayStubs(app: FastifyInstance, kit: PlatformKit<GustoAccount>): void {
  app.get('/v1/employees/:employee_id/pay_stubs', kit.handler((ctx) => {
    const employee = requireEmployee(ctx);
    const stubs = ctx.tenant.table('payrolls').all()
      .filter((payroll) => payroll.processed === true && payOf(payroll, employee.id) !== undefined)
      .sort((a, b) => String(b.check_date).localeCompare(String(a.check_date)))
      .map((payroll) => {
        const pay = payOf(payroll, employee.id) as EmployeePay;
        const net = netCents(pay);
        return {
          uuid: `${payroll.id.slice(0, 24)}${employee.id.slice(24)}`, check_date: payroll.check_date, gross_pay: dollars(grossCents(pay)), net_pay: dollars(net),
          payroll_uuid: payroll.id, check_amount: dollars(pay.payment_method === 'Check' ? net : 0), payment_method: pay.payment_method,
        };
      });
    const asked = gustoPaging.read(ctx.request);
    const described = gustoPaging.describe(ctx.request, asked, stubs.length);
    return { status: 200, body: stubs.slice(asked.start, asked.start + asked.size), ...(described.headers ? { headers: described.headers } : {}) };
  }));

  app.get('/v1/payrolls/:payroll_id/employees/:employee_id/pay_stub', kit.handler((ctx) => {
    const employee = requireEmployee(ctx);
    const payroll = ctx.tenant.table('payrolls').get(ctx.request.params.payroll_id ?? '');
    const pay = payroll && payroll.processed === true ? payOf(payroll, employee.id) : undefined;
    if (!payroll || !pay) throw fail.notFound('No pay stub for this employee and payroll', { resource: 'payrolls' });
    return { status: 200, body: stubPdf(payroll, pay), contentType: 'application/pdf' };
  }));
}
