/**
 * Gusto deletes only an employee still onboarding; its refusal for anyone
 * else (a 422, "Cannot delete onboarded employee") is answered as a 422 that
 * says to terminate instead, with Gusto's error list kept in `detail`.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { segment } from '../framework/rest/path.js';
import { downstreamStatus } from './api.js';
import { EMPLOYEES_PATH } from './employee-path.js';

export async function deleteEmployee({ id, call }: { id: string; call: (request: { method: 'DELETE'; path: string }) => Promise<unknown> }): Promise<void> {
  try {
    await call({ method: 'DELETE', path: `${EMPLOYEES_PATH}/${segment(id)}` });
  } catch (error) {
    if (downstreamStatus(error) !== 422 || !(error instanceof ApiError)) throw error;
    throw new ApiError('ConnectorExecutionError', {
      status: 422,
      message: `Gusto deletes only an employee who is still onboarding (${error.message}). An onboarded employee leaves by a termination: update employment_status to "terminated".`,
      detail: error.detail,
    });
  }
}
