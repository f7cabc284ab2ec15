/**
 * Payrolls (https://docs.gusto.com/embedded-payroll/reference/get-v1-companies-company_id-payrolls):
 * GET /v1/companies/{company_id}/payrolls and …/payrolls/{payroll_id}.
 *
 * The list answers, by default, processed regular payrolls whose pay period
 * lies in the last six months up to today; `processing_statuses` (or
 * `processed`), `payroll_types` (and `include_off_cycle`), `start_date` and
 * `end_date` (on the pay period, or on the check date with
 * `date_filter_by=check_date`) and `sort_order` (by check date) change that;
 * `include` adds totals, taxes and the status meta. One payroll is written
 * with its totals, taxes and every employee's compensation (payroll-money.ts),
 * which `page`/`per` page and `sort_by` orders by first or last name.
 * The emulator's payrolls are the seed's: none are run through the API.
 */
import { defineResource, fail, type StoredRecord } from '../framework/kit/index.js';
import type { GustoAccount } from './accounts.js';
import { companyTaxes, payrollTaxes, totals, writeEmployeePay, type EmployeePay } from './payroll-money.js';
import { booleanParam, dateValue, isoDate, scopedTo, uuidIds, type Ctx } from './records.js';

const underCompany = scopedTo('company_id', 'company_uuid', 'companies');

function listOf(ctx: Ctx, name: string, allowed: readonly string[], fallback: string[]): string[] {
  const text = ctx.request.query.get(name);
  if (text === null || text === '') return fallback;
  const values = text.split(',').map((value) => value.trim());
  const wrong = values.find((value) => !allowed.includes(value));
  if (wrong !== undefined) throw fail.validation(`${name} ${wrong} is not supported`, { field: name, category: 'invalid_parameter' });
  return values;
}

function dateParam(ctx: Ctx, name: string): string | undefined {
  const text = ctx.request.query.get(name);
  return text === null || text === '' ? undefined : String(dateValue(name)(text));
}

const typeOf = (payroll: StoredRecord): string => (payroll.external === true ? 'external' : payroll.off_cycle === true ? 'off_cycle' : 'regular');

function selectPayrolls(records: StoredRecord[], ctx: Ctx): StoredRecord[] {
  const scoped = underCompany.select(records, ctx);
  const processedParam = ctx.request.query.get('processed');
  const statuses = processedParam !== null
    ? [booleanParam('processed', processedParam) ? 'processed' : 'unprocessed']
    : listOf(ctx, 'processing_statuses', ['processed', 'unprocessed'], ['processed']);
  const types = listOf(ctx, 'payroll_types', ['regular', 'off_cycle', 'external'], ['regular']);
  if (ctx.request.query.get('include_off_cycle') !== null && booleanParam('include_off_cycle', ctx.request.query.get('include_off_cycle') as string)) types.push('off_cycle');
  const byCheckDate = ctx.request.query.get('date_filter_by') === 'check_date';
  const end = dateParam(ctx, 'end_date') ?? isoDate(ctx.now);
  const start = dateParam(ctx, 'start_date') ?? isoDate(ctx.now - 183 * 86_400_000);
  if (start > end) throw fail.validation('start_date must be before end_date', { field: 'start_date', category: 'invalid_parameter' });
  const chosen = scoped.filter((payroll) => {
    const period = payroll.pay_period as { start_date: string; end_date: string };
    const [from, to] = byCheckDate ? [String(payroll.check_date), String(payroll.check_date)] : [period.start_date, period.end_date];
    return statuses.includes(payroll.processed === true ? 'processed' : 'unprocessed') && types.includes(typeOf(payroll)) && from >= start && to <= end;
  });
  const order = ctx.request.query.get('sort_order') === 'desc' ? -1 : 1;
  return chosen.sort((a, b) => order * String(a.check_date).localeCompare(String(b.check_date)));
}

function includes(ctx: Ctx): Set<string> {
  return new Set(listOf(ctx, 'include', ['taxes', 'payroll_status_meta', 'totals', 'risk_blockers', 'reversals'], []));
}

function statusMeta(payroll: StoredRecord): Record<string, unknown> {
  return {
    cancellable: false, expected_check_date: payroll.check_date, initial_check_date: payroll.check_date,
    expected_debit_time: `${String(payroll.check_date)}T00:00:00Z`, payroll_late: false, initial_debit_cutoff_time: `${String(payroll.check_date)}T00:00:00Z`,
  };
}

/** The employees' compensations of one payroll, ordered and paged as its GET asks. */
function compensationsPage(pays: EmployeePay[], ctx: Ctx): Record<string, unknown>[] {
  const sortBy = ctx.request.query.get('sort_by');
  if (sortBy !== null && sortBy !== 'first_name' && sortBy !== 'last_name') throw fail.validation('sort_by must be first_name or last_name', { field: 'sort_by', category: 'invalid_parameter' });
  const ordered = sortBy ? [...pays].sort((a, b) => a[sortBy].localeCompare(b[sortBy])) : pays;
  const page = ctx.request.query.get('page');
  const per = Math.min(100, Number(ctx.request.query.get('per') ?? 25));
  const start = page === null ? 0 : (Math.max(1, Number(page)) - 1) * per;
  return (page === null ? ordered : ordered.slice(start, start + per)).map(writeEmployeePay);
}

export const payrolls = defineResource<GustoAccount>({
  name: 'payrolls',
  routes: { list: 'GET /v1/companies/:company_id/payrolls', get: 'GET /v1/companies/:company_id/payrolls/:payroll_id' },
  idParam: 'payroll_id',
  newId: uuidIds,
  lookup(named, ctx) {
    // One payroll is asked for under its company: another company's UUID finds nothing.
    if (ctx.request.params.company_id !== ctx.account.companyUuid) throw fail.notFound('No such company', { resource: 'companies' });
    return named;
  },
  fields: {
    payroll_deadline: { kind: 'time', readOnly: true },
    check_date: { kind: 'string', readOnly: true },
    processed: { kind: 'boolean', readOnly: true },
    processed_date: { kind: 'string', readOnly: true, nullable: true },
    calculated_at: { kind: 'time', readOnly: true, nullable: true },
    id: { wire: 'uuid', kind: 'string', readOnly: true },
    company_uuid: { kind: 'string', readOnly: true },
    off_cycle: { kind: 'boolean', readOnly: true },
    auto_pilot: { kind: 'boolean', readOnly: true },
    external: { kind: 'boolean', readOnly: true },
    final_termination_payroll: { kind: 'boolean', readOnly: true },
    withholding_pay_period: { kind: 'string', readOnly: true },
    skip_regular_deductions: { kind: 'boolean', readOnly: true },
    fixed_withholding_rate: { kind: 'boolean', readOnly: true },
    pay_period: { kind: 'object', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  hooks: {
    select: selectPayrolls,
    present(wire, record, ctx) {
      const pays = record.employee_compensations as EmployeePay[];
      const base = { ...wire, payroll_uuid: record.id };
      if (ctx.request.params.payroll_id !== undefined) {
        return {
          ...base, payroll_status_meta: statusMeta(record), totals: totals(pays), company_taxes: companyTaxes(pays),
          payroll_taxes: payrollTaxes(pays), employee_compensations: compensationsPage(pays, ctx),
        };
      }
      const asked = includes(ctx);
      return {
        ...base,
        ...(asked.has('totals') ? { totals: totals(pays) } : {}),
        ...(asked.has('taxes') ? { payroll_taxes: payrollTaxes(pays) } : {}),
        ...(asked.has('payroll_status_meta') ? { payroll_status_meta: statusMeta(record) } : {}),
      };
    },
  },
});
