/**
 * Gusto payrolls as unified payrolls, and one employee's share of one as an
 * employee payroll. Gusto writes payroll totals as dollar strings and an
 * employee's pay, taxes, benefits and deductions as dollar numbers; both
 * become integer cents of USD (money.ts), with `currency` saying so.
 *
 * | unified | Gusto |
 * |---|---|
 * | id | payroll_uuid |
 * | company_id | company_uuid |
 * | processed, processed_date, check_date | the same |
 * | start_date, end_date | pay_period.start_date, end_date |
 * | totals | totals: company_debit, tax_debit, check_amount, net_pay, gross_pay, employer_taxes, employee_taxes; benefits (employer_benefit_contributions), employee_benefits_deductions (employee_benefit_deductions) |
 * | compensations | employee_compensations (employees excluded from the payroll left out): gross_pay, net_pay, taxes, deductions, benefits (company_contribution as employer_contribution) |
 *
 * An employee payroll's totals are that employee's: gross and net pay, check
 * amount, taxes by side and benefits; the company debit is the payroll's only.
 */
import type { Static } from 'typebox';
import type { Payroll as PayrollModel, EmployeePayroll as EmployeePayrollModel } from '../../unified/hris/shared/payroll-model.js';
import { cents, GUSTO_CURRENCY } from './money.js';
import type { GustoEmployeeCompensation, GustoPayroll } from './wire-types.js';

export type Payroll = Static<typeof PayrollModel>;
export type EmployeePayroll = Static<typeof EmployeePayrollModel>;
type Compensation = NonNullable<Payroll['compensations']>[number];
type Totals = NonNullable<Payroll['totals']>;

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

export function compensationOf(pay: GustoEmployeeCompensation): Compensation {
  return {
    employee_id: pay.employee_uuid,
    gross_pay: cents(pay.gross_pay),
    net_pay: cents(pay.net_pay),
    taxes: (pay.taxes ?? []).map((tax) => ({ name: tax.name ?? null, employer: tax.employer ?? null, amount: cents(tax.amount) })),
    deductions: (pay.deductions ?? []).map((deduction) => ({ name: deduction.name ?? null, amount: cents(deduction.amount) })),
    benefits: (pay.benefits ?? []).map((benefit) => ({ name: benefit.name ?? null, employee_deduction: cents(benefit.employee_deduction), employer_contribution: cents(benefit.company_contribution) })),
  };
}

function payrollTotals(totals: GustoPayroll['totals']): Totals | null {
  if (!totals) return null;
  return {
    company_debit: cents(totals.company_debit), tax_debit: cents(totals.tax_debit), check_amount: cents(totals.check_amount),
    net_pay: cents(totals.net_pay), gross_pay: cents(totals.gross_pay), employer_taxes: cents(totals.employer_taxes), employee_taxes: cents(totals.employee_taxes),
    employer_benefit_contributions: cents(totals.benefits), employee_benefit_deductions: cents(totals.employee_benefits_deductions),
  };
}

/** One employee's totals in a payroll, summed from their pay in cents (never from dollar floats). */
function employeeTotals(pay: GustoEmployeeCompensation): Totals {
  const taxes = (pay.taxes ?? []).map((tax) => ({ employer: tax.employer === true, amount: cents(tax.amount) }));
  const employerTaxes = sum(taxes.filter((tax) => tax.employer).map((tax) => tax.amount));
  const employeeTaxes = sum(taxes.filter((tax) => !tax.employer).map((tax) => tax.amount));
  return {
    gross_pay: cents(pay.gross_pay), net_pay: cents(pay.net_pay), check_amount: cents(pay.check_amount),
    tax_debit: employerTaxes + employeeTaxes, employer_taxes: employerTaxes, employee_taxes: employeeTaxes,
    employer_benefit_contributions: sum((pay.benefits ?? []).map((benefit) => cents(benefit.company_contribution))),
    employee_benefit_deductions: sum((pay.benefits ?? []).map((benefit) => cents(benefit.employee_deduction))),
  };
}

const periodOf = (payroll: GustoPayroll) => ({
  company_id: payroll.company_uuid ?? null,
  processed: payroll.processed ?? null,
  processed_date: payroll.processed_date ?? null,
  check_date: payroll.check_date ?? null,
  start_date: payroll.pay_period?.start_date ?? null,
  end_date: payroll.pay_period?.end_date ?? null,
  currency: GUSTO_CURRENCY,
});

export const idOf = (payroll: GustoPayroll): string => String(payroll.payroll_uuid ?? payroll.uuid);

export function payrollOf(payroll: GustoPayroll): Payroll {
  return {
    id: idOf(payroll),
    ...periodOf(payroll),
    totals: payrollTotals(payroll.totals),
    compensations: (payroll.employee_compensations ?? []).filter((pay) => pay.excluded !== true).map(compensationOf),
  } as Payroll;
}

/** The employee's share of a payroll; undefined when the payroll did not pay them. */
export function employeePayrollOf(payroll: GustoPayroll, employeeId: string): EmployeePayroll | undefined {
  const pay = payroll.employee_compensations?.find((entry) => entry.employee_uuid === employeeId && entry.excluded !== true);
  if (!pay) return undefined;
  return { id: idOf(payroll), employee_id: employeeId, ...periodOf(payroll), totals: employeeTotals(pay), compensations: [compensationOf(pay)] } as EmployeePayroll;
}

/** The fields a payroll carries (`supported_fields`). */
export const PAYROLL_FIELDS = ['id', 'company_id', 'processed', 'processed_date', 'check_date', 'start_date', 'end_date', 'currency', 'totals', 'compensations'] as const;
export const EMPLOYEE_PAYROLL_FIELDS = ['id', 'employee_id', 'company_id', 'processed', 'processed_date', 'check_date', 'start_date', 'end_date', 'currency', 'totals', 'compensations'] as const;
