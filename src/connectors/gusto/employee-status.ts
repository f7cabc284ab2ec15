/**
 * An employee's unified employment status and end date, read from Gusto's
 * employee: `terminated` (a termination in effect today) is "terminated";
 * an employee still onboarding (`onboarded: false`, hired but not yet
 * working) is "other"; everyone else is "active", including one whose
 * termination is scheduled for a later date (their `employment_end_date`
 * already says it). Gusto has no "inactive".
 */
import type { GustoEmployee } from './wire-types.js';

export type EmploymentStatus = 'active' | 'inactive' | 'terminated' | 'other';

export function employmentStatusOf(employee: GustoEmployee): EmploymentStatus {
  if (employee.terminated === true) return 'terminated';
  if (employee.onboarded !== true) return 'other';
  return 'active';
}

/** The effective date of the employee's active termination (past or scheduled). */
export function endDateOf(employee: GustoEmployee): string | null {
  return employee.terminations?.find((termination) => termination.active === true)?.effective_date ?? null;
}
