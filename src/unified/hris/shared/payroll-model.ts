/**
 * A payroll (hris.yml Payroll) and one employee's view of it
 * (EmployeePayroll): the pay period, whether it is processed, its totals and
 * compensations. `currency` is ours: amounts are minor units (SPEC.md rule
 * 10), which mean nothing without it.
 */
import { Type } from 'typebox';
import { Currency } from '../../common/models.js';
import { Annotated, NullableBoolean, NullableString, optional } from '../../common/schema.js';
import { Compensation, PayrollTotals } from './payroll-parts.js';
import { PatternDate } from './dates.js';

const payrollFields = {
  id: NullableString({ title: 'ID', description: 'Unique identifier of the payroll.', readOnly: true, example: '12345' }),
  company_id: NullableString({ title: 'Company ID', description: 'Company the payroll belongs to.', example: '23456' }),
  processed: NullableBoolean({ description: 'Whether the payroll has been processed; a processed payroll cannot change.', example: false }),
  processed_date: PatternDate({ description: 'Date the payroll was processed.', example: '2022-04-08' }),
  check_date: PatternDate({ description: 'Date the employees are paid.', example: '2022-04-08' }),
  start_date: PatternDate({ description: 'First day of the pay period.', example: '2022-04-08' }),
  end_date: PatternDate({ description: 'Last day of the pay period.', example: '2022-04-21' }),
  currency: Annotated(Currency, { description: 'Currency of every amount of the payroll (ISO 4217); not in the reference, whose amounts are decimals.', readOnly: true }),
  totals: Annotated(PayrollTotals, { description: 'Totals of the payroll.' }),
  compensations: Type.Array(Compensation, { description: 'Pay of each employee in the payroll.', maxItems: 10000 }),
};

const REQUIRED = ['id', 'processed', 'check_date', 'start_date', 'end_date'] as const;

export const Payroll = Type.Object(optional(payrollFields, REQUIRED), { additionalProperties: false, title: 'Payroll' });

const { id, ...periodFields } = payrollFields;

export const EmployeePayroll = Type.Object(
  optional({ id, employee_id: NullableString({ title: 'Employee ID', description: 'Employee the payroll pays.', example: '12345' }), ...periodFields }, REQUIRED),
  { additionalProperties: false, title: 'Employee Payroll' },
);
