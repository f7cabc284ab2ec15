/**
 * filter[status] on Asana's task list: Asana selects tasks by
 * `completed_since` (tasks still open, or completed since a time), so [open]
 * is `completed_since=(now)`, [open, closed] is no parameter, a set with no
 * open or closed matches no task, and [closed] alone is
 * UnsupportedFiltersError: Asana cannot select only completed tasks.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { Query } from '../kit/index.js';

/** The query for filter[status]; null when the statuses asked for match no Asana task. */
export function statusQuery(statuses: unknown): Query | null {
  if (!Array.isArray(statuses)) return {};
  const open = statuses.includes('open');
  const closed = statuses.includes('closed');
  if (closed && !open) {
    throw new ApiError('UnsupportedFiltersError', {
      message: 'Asana can select open tickets, or all of them, but not only closed ones',
      detail: { unsupported_filters: ['status'], supported_status_values: ['open', 'open,closed'] },
    });
  }
  if (!open) return null;
  // Asana also takes the keyword "now" here, but its description types the parameter as a date-time.
  return closed ? {} : { completed_since: new Date().toISOString() };
}
