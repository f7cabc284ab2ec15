/**
 * The currency of a deal created without one: Pipedrive gives such a deal
 * the authorized user's default currency (`default_currency` of
 * GET /v1/users/me), so an amount sent without a currency, which the
 * reference allows, is taken to be in it.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { V1 } from './api.js';

export async function userDefaultCurrency(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ data?: { default_currency?: string } }>({ method: 'GET', path: `${V1}/users/me` });
  const currency = body.data?.default_currency;
  if (typeof currency !== 'string' || currency === '') {
    throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Pipedrive did not say the user\'s default currency, which a deal amount without a currency is in' });
  }
  return currency.toUpperCase();
}
