/**
 * The parts of a payroll (hris.yml Payroll, EmployeePayroll): its totals and
 * each employee's compensation with taxes, deductions and benefits. Every
 * amount is an integer in minor units (SPEC.md rule 10), where the reference
 * shows numbers; the payroll's `currency` says which.
 */
import { Type } from 'typebox';
import { MinorUnits } from '../../common/minor-units.js';
import { NullableArray, NullableBoolean, NullableString, optional } from '../../common/schema.js';

export const PayrollTotals = Type.Object(
  optional({
    company_debit: MinorUnits({ description: 'What the company pays for the payroll in all.', example: 2799249 }),
    tax_debit: MinorUnits({ description: 'Taxes the payroll pays in all.', example: 865532 }),
    check_amount: MinorUnits({ description: 'Total of the payroll\'s checks.', example: 2796623 }),
    net_pay: MinorUnits({ description: 'Net pay of the payroll.', example: 1933717 }),
    gross_pay: MinorUnits({ description: 'Gross pay of the payroll.', example: 2796623 }),
    employer_taxes: MinorUnits({ description: 'Taxes the employer pays.', example: 203893 }),
    employee_taxes: MinorUnits({ description: 'Taxes withheld from employees.', example: 661639 }),
    employer_benefit_contributions: MinorUnits({ description: 'Benefits the company contributes.', example: 0 }),
    employee_benefit_deductions: MinorUnits({ description: 'Benefits deducted from employees.', example: 0 }),
  }),
  { description: 'The totals of the payroll.', additionalProperties: false },
);

export const Tax = Type.Object(
  optional({
    name: NullableString({ description: 'Name of the tax.', example: 'CA State Income Tax' }),
    employer: NullableBoolean({ description: 'Whether the employer pays it.', example: false }),
    amount: MinorUnits({ description: 'Amount of the tax.', example: 197 }),
  }),
  { additionalProperties: false },
);

export const Deduction = Type.Object(
  optional({
    name: NullableString({ description: 'Name of the deduction.', example: 'Company Car' }),
    amount: MinorUnits({ description: 'Amount deducted.', example: 1097 }),
  }),
  { additionalProperties: false },
);

export const Benefit = Type.Object(
  optional({
    name: NullableString({ description: 'Name of the benefit.', example: 'Health Insurance' }),
    employee_deduction: MinorUnits({ description: 'Amount deducted from the employee for it.', example: 14294 }),
    employer_contribution: MinorUnits({ description: 'Amount the employer contributes to it.', example: 14114 }),
  }),
  { additionalProperties: false },
);

/** One employee's pay in a payroll. */
export const Compensation = Type.Object(
  optional(
    {
      employee_id: NullableString({ title: 'ID', description: 'Id of the employee paid.', readOnly: true, example: '12345' }),
      net_pay: MinorUnits({ description: 'Net pay of the employee; known once the payroll is processed.', example: 219993 }),
      gross_pay: MinorUnits({ description: 'Gross pay of the employee; known once the payroll is processed.', example: 300000 }),
      taxes: NullableArray(Tax, { description: 'Employer and employee taxes of the pay period.', maxItems: 200 }),
      deductions: NullableArray(Deduction, { description: 'Deductions from the employee\'s pay.', maxItems: 200 }),
      benefits: NullableArray(Benefit, { description: 'Benefits of the pay period.', maxItems: 200 }),
    },
    ['employee_id'],
  ),
  { additionalProperties: false },
);
