/**
 * Currencies of an organization (GET /settings/currencies,
 * "Currency" in the API reference): the base currency and the foreign ones
 * enabled, each with Zoho's `currency_id`, which contacts and documents name
 * their currency by, and the exchange rate to the base currency. Read only here.
 */
import { defineResource, fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { decimalsOf } from './common.js';
import { API_BASE } from './dialect.js';

export const currencies = defineResource<ZohoOrganization>({
  name: 'currencies',
  labels: { one: 'currency', list: 'currencies', report: 'Currencies', deleted: 'The currency has been deleted.' },
  routes: { list: `GET ${API_BASE}/settings/currencies`, get: `GET ${API_BASE}/settings/currencies/:currency_id` },
  idParam: 'currency_id',
  newId: () => {
    throw fail.unsupported('Currencies are not created through the emulator');
  },
  fields: {
    id: { wire: 'currency_id', kind: 'string', readOnly: true },
    code: { wire: 'currency_code', kind: 'string' },
    name: { wire: 'currency_name', kind: 'string' },
    symbol: { wire: 'currency_symbol', kind: 'string' },
    precision: { wire: 'price_precision', kind: 'integer' },
    isBase: { wire: 'is_base_currency', kind: 'boolean' },
    exchangeRate: { wire: 'exchange_rate', kind: 'number' },
  },
});

/** The organization's currency with this id; a validation failure for any other. */
export function currencyById(ctx: KitContext<ZohoOrganization>, id: unknown, field = 'currency_id'): StoredRecord {
  const currency = typeof id === 'string' ? ctx.tenant.table('currencies').get(id) : undefined;
  if (!currency) throw fail.validation(`Invalid value passed for ${field}`, { code: 4, field });
  return currency;
}

export function baseCurrency(ctx: Pick<KitContext<ZohoOrganization>, 'tenant'>): StoredRecord {
  const base = ctx.tenant.table('currencies').all().find((currency) => currency.isBase === true);
  if (!base) throw new Error('an organization without a base currency');
  return base;
}

/** Seeds the base currency and the foreign ones an organization enabled. */
export function seedCurrencies(put: (resource: string, record: StoredRecord) => StoredRecord, organization: ZohoOrganization, foreign: ReadonlyArray<{ code: string; name: string; symbol: string; rate: number; id: string }>): void {
  put('currencies', {
    id: organization.currencyId, code: organization.currencyCode, name: organization.currencyCode, symbol: organization.currencySymbol,
    precision: organization.pricePrecision, isBase: true, exchangeRate: 1,
  });
  for (const entry of foreign) {
    put('currencies', { id: entry.id, code: entry.code, name: entry.name, symbol: entry.symbol, precision: decimalsOf(entry.code, organization), isBase: false, exchangeRate: entry.rate });
  }
}
