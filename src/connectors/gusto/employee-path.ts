/**
 * Where Gusto keeps one employee, and what hangs under it (its jobs, its
 * terminations); the list and a create are the company's instead
 * (/v1/companies/{company_id}/employees, employees.ts).
 */
export const EMPLOYEES_PATH = '/v1/employees';
