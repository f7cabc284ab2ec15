/**
 * Unified POS merchants on Clover's merchant (GET /v3/merchants/{mId},
 * https://docs.clover.com/reference/merchantgetmerchant): read-only, and a
 * token reaches its one merchant, so the list has one record and any other
 * id is not found without a call (Clover would answer another merchant's id
 * with 401, which is not "no such record"). `expand=address,owner,properties`
 * brings the address, the owner and the currency.
 */
import type { Static } from 'typebox';
import { merchants, type Merchant as MerchantModel } from '../../unified/pos/merchants.js';
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { resolvePath } from '../framework/rest/path.js';
import { isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { textOrAbsent } from './codecs.js';
import { MERCHANT } from './api.js';
import { cloverDialect } from './dialect.js';
import type { CloverMerchant } from './wire-types.js';

type Merchant = Static<typeof MerchantModel>;

/** The `parents` hook of a record that is the connection's merchant: any other id is not found without a call. */
const onlyTheMerchant = (what: string) => (ctx: ConnectorContext, parents: Readonly<Record<string, string>>, operation: { id?: string }) => {
  if (operation.id !== undefined && operation.id !== ctx.settings.merchant_id) throw entityNotFound(`No Clover ${what} has this id`, { id: operation.id.slice(0, 64) });
  return parents;
};

export const EXPAND = { expand: 'address,owner,properties' };

/**
 * The options of a read-only collection whose one record is the connection's
 * merchant (the merchant itself, and the merchant as its one location).
 */
export const theMerchantAs = (what: string) => ({
  dialect: cloverDialect,
  what,
  path: MERCHANT,
  recordPath: MERCHANT,
  listAt: (body: unknown) => [body as CloverMerchant],
  readQuery: EXPAND,
  // The merchant is answered whole: one record, read without the dialect's paging parameters.
  list: { whole: 'unpaged' },
  one: true,
  hooks: { parents: onlyTheMerchant(what) },
}) as const;

/** The connection's merchant, with its address, owner and properties. */
export async function readMerchant(ctx: ConnectorContext): Promise<CloverMerchant> {
  const path = resolvePath(MERCHANT, { parents: {}, settings: ctx.settings });
  return (await ctx.http.request<CloverMerchant>({ method: 'GET', path, query: EXPAND })).body;
}

export function addressOf(merchant: CloverMerchant): Merchant['address'] {
  const address = merchant.address;
  if (!address) return undefined;
  return { line1: address.address1 ?? null, line2: address.address2 ?? null, line3: address.address3 ?? null, city: address.city ?? null, state: address.state ?? null, postal_code: address.zip ?? null, country: address.country ?? null } as Merchant['address'];
}

export const merchantFields = fieldTable<Merchant, CloverMerchant>({
  id: { at: 'id', write: false },
  name: { at: 'name', write: false },
  address: { read: addressOf, write: false },
  owner_id: { at: 'owner.id', codec: textOrAbsent, write: false },
  currency: { read: (merchant) => (merchant.properties?.defaultCurrency ?? undefined) as Merchant['currency'], write: false },
  created_at: { at: 'createdTime', codec: isoDateTime, write: false },
});

export const cloverMerchants = collection(merchants, {
  ...theMerchantAs('merchant'),
  downstream: { id: 'merchants', name: 'Merchant' },
  fields: merchantFields,
});
