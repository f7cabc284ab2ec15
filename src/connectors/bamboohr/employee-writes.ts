/**
 * A create or update of an employee as BambooHR's calls. A create is Create
 * Employee alone (its id from the Location header, created-employee-id.ts).
 * Terminating (and re-hiring) is a row of the employment status table
 * (employee-status.ts), written after the employee's own fields on the
 * composite-write rule; a status BambooHR cannot be given is refused before
 * any call.
 */
import type { Static } from 'typebox';
import type { ConnectorContext } from '../framework/define.js';
import type { Employee } from '../../unified/hris/employees.js';
import type { ComposedWrite } from '../kit/index.js';
import { compositeWrite } from '../kit/composite-write.js';
import { idFromLocation } from './created-employee-id.js';
import { roleNameOf } from './employee-fields.js';
import { addStatusRow, checkStatusWrite, statusRowFor } from './employee-status.js';
import type { BambooHREmployee } from './wire-types.js';

type Model = Static<typeof Employee>;

export async function composeEmployeeWrite(ctx: ConnectorContext, write: ComposedWrite<Model, BambooHREmployee>): Promise<{ id: string }> {
  checkStatusWrite(write.operation, write.record);
  if (write.operation === 'add') {
    const created = await ctx.http.request({ method: 'POST', path: '/api/v1/employees', json: write.body });
    return { id: idFromLocation(created.headers.location) };
  }
  const id = write.id as string;
  const current = await write.current();
  const row = statusRowFor(write.record, current as BambooHREmployee, write.record.employment_role ? roleNameOf(write.record.employment_role) : undefined);
  return compositeWrite(async (steps) => {
    if (!write.empty) await steps.change('employee', id, 'updating the employee', () => write.send(write.body));
    if (row) await steps.step(`adding the employment status row "${row.employmentStatus}"`, () => addStatusRow(ctx, id, row));
    return { id };
  });
}
