/**
 * A processed payroll's money, kept in cents per employee and written as
 * Gusto writes it: an employee's gross, net and check amount, taxes,
 * benefits and deductions as numbers of dollars (1234.5); hourly and fixed
 * compensation amounts and every payroll total as dollar strings ("1234.50").
 * Totals and the company's taxes are sums over the employees.
 */
import { dollarNumber, dollars } from './records.js';

export interface PayLine { name: string; amountCents: number; jobUuid: string; hours?: string; multiplier?: number; flsa?: string }
export interface TaxLine { name: string; employer: boolean; amountCents: number }
export interface BenefitLine { name: string; employeeCents: number; companyCents: number; imputed: boolean }
export interface DeductionLine { uuid: string; name: string; amountCents: number }

export interface EmployeePay {
  employee_uuid: string;
  first_name: string;
  preferred_first_name: string | null;
  last_name: string;
  payment_method: 'Direct Deposit' | 'Check';
  fixed: PayLine[];
  hourly: PayLine[];
  taxes: TaxLine[];
  benefits: BenefitLine[];
  deductions: DeductionLine[];
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

export function grossCents(pay: EmployeePay): number {
  return sum([...pay.fixed, ...pay.hourly].map((line) => line.amountCents));
}

export function netCents(pay: EmployeePay): number {
  const employeeTaxes = sum(pay.taxes.filter((tax) => !tax.employer).map((tax) => tax.amountCents));
  return grossCents(pay) - employeeTaxes - sum(pay.benefits.map((benefit) => benefit.employeeCents)) - sum(pay.deductions.map((line) => line.amountCents));
}

/** One entry of `employee_compensations`. */
export function writeEmployeePay(pay: EmployeePay): Record<string, unknown> {
  const net = netCents(pay);
  return {
    employee_uuid: pay.employee_uuid,
    excluded: false,
    first_name: pay.first_name,
    preferred_first_name: pay.preferred_first_name,
    last_name: pay.last_name,
    gross_pay: dollarNumber(grossCents(pay)),
    net_pay: dollarNumber(net),
    check_amount: dollarNumber(pay.payment_method === 'Check' ? net : 0),
    payment_method: pay.payment_method,
    memo: null,
    fixed_compensations: pay.fixed.map((line) => ({ name: line.name, amount: dollars(line.amountCents), job_uuid: line.jobUuid })),
    hourly_compensations: pay.hourly.map((line) => ({
      name: line.name, hours: line.hours ?? '0.000', amount: dollars(line.amountCents), job_uuid: line.jobUuid,
      compensation_multiplier: line.multiplier ?? 1, flsa_status: line.flsa ?? 'Nonexempt',
    })),
    paid_time_off: [],
    reimbursements: [],
    taxes: pay.taxes.map((tax) => ({ name: tax.name, employer: tax.employer, amount: dollarNumber(tax.amountCents) })),
    benefits: pay.benefits.map((benefit) => ({
      name: benefit.name, employee_deduction: dollarNumber(benefit.employeeCents), company_contribution: dollarNumber(benefit.companyCents), imputed: benefit.imputed,
    })),
    deductions: pay.deductions.map((line) => ({ name: line.name, amount: dollarNumber(line.amountCents), amount_type: 'fixed', uuid: line.uuid })),
  };
}

/** The taxes of every employee, summed by name and side. */
function taxTotals(pays: readonly EmployeePay[]): TaxLine[] {
  const byKey = new Map<string, TaxLine>();
  for (const tax of pays.flatMap((pay) => pay.taxes)) {
    const key = `${tax.name}\u0000${tax.employer}`;
    const seen = byKey.get(key);
    if (seen) seen.amountCents += tax.amountCents;
    else byKey.set(key, { ...tax });
  }
  return [...byKey.values()];
}

export function companyTaxes(pays: readonly EmployeePay[]): Record<string, unknown>[] {
  return taxTotals(pays).map((tax) => ({ name: tax.name, employer: tax.employer, amount: dollars(tax.amountCents) }));
}

export function payrollTaxes(pays: readonly EmployeePay[]): Record<string, unknown>[] {
  return taxTotals(pays).map((tax) => ({ name: tax.name, employer: tax.employer, amount: dollarNumber(tax.amountCents) }));
}

export function totals(pays: readonly EmployeePay[]): Record<string, string> {
  const gross = sum(pays.map(grossCents));
  const net = sum(pays.map(netCents));
  const checks = sum(pays.filter((pay) => pay.payment_method === 'Check').map(netCents));
  const employerTaxes = sum(pays.flatMap((pay) => pay.taxes).filter((tax) => tax.employer).map((tax) => tax.amountCents));
  const employeeTaxes = sum(pays.flatMap((pay) => pay.taxes).filter((tax) => !tax.employer).map((tax) => tax.amountCents));
  const benefits = sum(pays.flatMap((pay) => pay.benefits).map((benefit) => benefit.companyCents));
  const benefitDeductions = sum(pays.flatMap((pay) => pay.benefits).map((benefit) => benefit.employeeCents));
  const otherDeductions = sum(pays.flatMap((pay) => pay.deductions).map((line) => line.amountCents));
  return {
    company_debit: dollars(net - checks + employerTaxes + employeeTaxes + benefits + benefitDeductions),
    net_pay_debit: dollars(net - checks),
    tax_debit: dollars(employerTaxes + employeeTaxes),
    reimbursement_debit: '0.00',
    child_support_debit: '0.00',
    reimbursements: '0.00',
    net_pay: dollars(net),
    gross_pay: dollars(gross),
    employee_bonuses: '0.00',
    employee_commissions: '0.00',
    employee_cash_tips: '0.00',
    employee_paycheck_tips: '0.00',
    additional_earnings: '0.00',
    owners_draw: '0.00',
    check_amount: dollars(checks),
    employer_taxes: dollars(employerTaxes),
    employee_taxes: dollars(employeeTaxes),
    benefits: dollars(benefits),
    employee_benefits_deductions: dollars(benefitDeductions),
    imputed_pay: '0.00',
    deferred_payroll_taxes: '0.00',
    other_deductions: dollars(otherDeductions),
  };
}
