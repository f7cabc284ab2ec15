/**
 * A create is Create Time Off Request for the record's employee_id (a
 * request is made under its employee's path, not the collection's), its
 * time off type policy_id or the company's type named by request_type
 * (time-off-types.ts). Updates are the update hook (time-off-status.ts).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import type { TimeOffRequest } from '../../unified/hris/time-off-requests.js';
import type { ComposedWrite } from '../kit/index.js';
import { typeNamed } from './time-off-types.js';
import type { BambooHRTimeOffRequest } from './wire-types.js';

type Model = Static<typeof TimeOffRequest>;

export async function createTimeOffRequest(ctx: ConnectorContext, write: ComposedWrite<Model, BambooHRTimeOffRequest>): Promise<{ id: string }> {
  if (write.operation === 'update') throw new Error('time off updates are the update hook');
  const employeeId = write.record.employee_id;
  if (typeof employeeId !== 'string' || employeeId === '') throw new ApiError('RequestValidationError', { message: 'employee_id is required: BambooHR makes a request for an employee', detail: { field: 'employee_id' } });
  const body: Record<string, unknown> = { status: 'requested', ...(write.body as Record<string, unknown>) };
  if (body.timeOffTypeId === undefined || body.timeOffTypeId === null) {
    if (!write.record.request_type) throw new ApiError('RequestValidationError', { message: 'policy_id (the BambooHR time off type) or request_type is required', detail: { field: 'policy_id' } });
    body.timeOffTypeId = await typeNamed(ctx, write.record.request_type);
  }
  // BambooHR's 404 here is the employee's.
  const created = await orEntityNotFound(
    ctx.http.request({ method: 'PUT', path: `/api/v1/employees/${segment(employeeId, 'employee_id')}/time_off/request`, json: body }),
    () => entityNotFound('No BambooHR employee has this id', { employee_id: employeeId.slice(0, 64) }),
  );
  const id = (created.body as { id?: unknown } | null)?.id;
  if (typeof id !== 'number' && typeof id !== 'string') throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR did not answer with the new time off request\'s id' });
  return { id: String(id) };
}
