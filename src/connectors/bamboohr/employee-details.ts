/**
 * The employee fields List Employees does not offer (public.yaml: its
 * `fields` take only EmployeeOptionalField): the employee number, gender,
 * marital status and home address, read with Get Employee
 * (`/api/v1/employees/{id}?fields=…`), one call per employee of a page, made
 * together (the connection's pacing spaces them). A list page of n
 * employees costs n calls more; a read, one.
 */
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';

/** Get Employee's aliases the table reads (employee-fields.ts). */
export const DETAIL_FIELDS = ['employeeNumber', 'gender', 'maritalStatus', 'address1', 'address2', 'city', 'state', 'zipcode', 'country'] as const;

export type EmployeeDetails = Partial<Record<(typeof DETAIL_FIELDS)[number], string | null>>;

/** The employees' ids on a List Employees answer. */
export function employeeIdsOf(body: unknown): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.flatMap((employee) => (employee && typeof employee === 'object' && 'employeeId' in employee ? [String(employee.employeeId)] : [])) : [];
}

export async function loadEmployeeDetails(ctx: ConnectorContext, ids: readonly string[]): Promise<ReadonlyMap<string, EmployeeDetails>> {
  const answers = await Promise.all(
    ids.map(async (id) => {
      const answer = await ctx.http.request({ method: 'GET', path: `/api/v1/employees/${segment(id)}`, query: { fields: DETAIL_FIELDS.join(',') } });
      return [id, (answer.body ?? {}) as EmployeeDetails] as const;
    }),
  );
  return new Map(answers);
}
