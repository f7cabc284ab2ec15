/**
 * Create Employee answers 201 with no body: the new employee's id is only
 * in its Location header (…/employees/employee.php?id=123).
 */
import { ApiError } from '../../core/errors/api-error.js';

export function idFromLocation(location: unknown): string {
  const text = Array.isArray(location) ? location[0] : location;
  const id = typeof text === 'string' ? /[?&]id=(\d+)/.exec(text)?.[1] : undefined;
  if (id === undefined) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'BambooHR did not answer with the new employee\'s id' });
  return id;
}
