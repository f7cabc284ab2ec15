/**
 * The account's details (GET /account-info/v3/details): its company
 * currency is the currency of deals that name none of their own. Kept for
 * five minutes per connection; read only when a page has such a deal or an
 * amount filter needs converting.
 */
import { TtlCache } from '../../core/ttl-cache.js';
import type { ConnectorContext } from '../framework/define.js';
import { connectionKey } from './definitions.js';

const currencies = new TtlCache<string, string>(5 * 60_000, 5_000);

export async function accountCurrency(ctx: ConnectorContext): Promise<string> {
  return currencies.getOrLoad(connectionKey(ctx), async () => {
    const { body } = await ctx.http.request<{ companyCurrency?: string }>({ method: 'GET', path: '/account-info/v3/details' });
    return body.companyCurrency ?? 'USD';
  });
}
