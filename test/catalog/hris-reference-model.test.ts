/** The HRIS API is declared once (src/unified/hris/) from the reference's hris.yml: reference-model-checks.ts holds it to the file. */
import { hris } from '../../src/unified/hris/index.js';
import { checkAgainstReference } from './reference-model-checks.js';

const MINOR_UNITS = 'integer in minor units instead of number (SPEC.md rule 10)';

/** What we declare differently on an employee, which the schedules' record carries too. */
const EMPLOYEE: Readonly<Record<string, string>> = {
  'jobs[].compensation_rate': MINOR_UNITS,
  'compensations[].rate': MINOR_UNITS,
  // SPEC.md's compact Employee: `department` is an object, where the reference keeps a deprecated text.
  department: 'object (SPEC.md)',
  // An email entry without its address says nothing: never null here, where the reference allows it (in every model).
  'emails[].email': 'string, not nullable',
};

checkAgainstReference({
  api: hris,
  file: 'hris.yml',
  eventTypeSchema: 'HrisEventType',
  models: { payrolls: 'Payroll', 'employee-payrolls': 'EmployeePayroll', 'employee-schedules': 'EmployeeSchedules', 'time-off-requests': 'TimeOffRequest' },
  deliberate: {
    ...Object.fromEntries(
      [
        ...['company_debit', 'tax_debit', 'check_amount', 'net_pay', 'gross_pay', 'employer_taxes', 'employee_taxes', 'employer_benefit_contributions', 'employee_benefit_deductions'].map((name) => `totals.${name}`),
        'compensations[].net_pay', 'compensations[].gross_pay', 'compensations[].taxes[].amount', 'compensations[].deductions[].amount',
        'compensations[].benefits[].employee_deduction', 'compensations[].benefits[].employer_contribution',
      ].flatMap((field) => [`payrolls ${field}`, `employee-payrolls ${field}`].map((where) => [where, MINOR_UNITS])),
    ),
    ...Object.fromEntries(Object.entries(EMPLOYEE).flatMap(([field, why]) => [[`employees ${field}`, why], [`employee-schedules employee.${field}`, why]])),
    'companies emails[].email': EMPLOYEE['emails[].email'] as string,
  },
  // Amounts in minor units mean nothing without their currency, which the reference's payrolls do not say.
  extraFields: { 'payrolls currency': MINOR_UNITS, 'employee-payrolls currency': MINOR_UNITS },
});
