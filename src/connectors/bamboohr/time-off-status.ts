/**
 * An update changes a request's status (approve, decline, cancel) with the
 * manager's note: BambooHR changes nothing else of a request (new dates or
 * a new type would be a new request with a new id), so any other field is
 * refused before any call.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import type { TimeOffRequest } from '../../unified/hris/time-off-requests.js';
import { timeOffFields } from './time-off-fields.js';

type Model = Static<typeof TimeOffRequest>;

const STATUS_NOTE = (record: WriteModel<Model>) => record.notes?.manager ?? undefined;

export async function updateTimeOffStatus(ctx: ConnectorContext, { id, record, current }: { id: string; record: WriteModel<Model>; current: () => Promise<unknown> }): Promise<void> {
  const others = Object.keys(record).filter((field) => field !== 'status' && field !== 'notes' && (record as Record<string, unknown>)[field] !== undefined);
  if (others.length > 0 || (record.notes?.employee ?? undefined) !== undefined) {
    throw new ApiError('RequestValidationError', {
      message: 'BambooHR changes only the status of a time off request (with the manager\'s note in notes.manager)',
      detail: { fields: others.length > 0 ? others : ['notes.employee'] },
    });
  }
  await current();
  if (record.status === undefined) return;
  const status = timeOffFields.write({ status: record.status } as WriteModel<Model>).status;
  const note = STATUS_NOTE(record);
  await ctx.http.request({ method: 'PUT', path: `/api/v1/time_off/requests/${segment(id)}/status`, json: { status, ...(note ? { note } : {}) } }).catch((error: unknown) => {
    // Here BambooHR's 403 refuses the move (a cancelled request approved), not the credentials.
    if (error instanceof ApiError && (error.detail as { downstream_status?: unknown } | undefined)?.downstream_status === 403) {
      throw new ApiError('ConnectorExecutionError', { status: 403, message: error.message, detail: { downstream_status: 403 } });
    }
    throw error;
  });
}
