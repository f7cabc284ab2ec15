/**
 * A request's time off type is BambooHR's own id (policy_id); a write that
 * gives only request_type ("sick") is given the company's type of that
 * name, read from its time off types.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';

/** The company's time off type named by a request_type ("sick" → Sick). */
export async function typeNamed(ctx: ConnectorContext, requestType: string): Promise<number> {
  const { body } = await ctx.http.request({ method: 'GET', path: '/api/v1/meta/time_off/types' });
  const types = ((body as { timeOffTypes?: { id?: unknown; name?: unknown }[] } | null)?.timeOffTypes ?? []);
  const wanted = requestType.replace(/_/g, ' ');
  const found = types.find((type) => typeof type.name === 'string' && type.name.toLowerCase() === wanted);
  if (found === undefined) throw new ApiError('RequestValidationError', { message: `The BambooHR company has no time off type for request_type "${requestType}": give policy_id`, detail: { field: 'request_type' } });
  return Number(found.id);
}
