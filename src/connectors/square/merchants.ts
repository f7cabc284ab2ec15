/**
 * Unified POS merchants on Square merchants (ListMerchants, RetrieveMerchant):
 * read-only, as on every POS platform (a seller's business is Square's
 * account, not a record an application makes). A token reaches its own
 * seller, so the list has one merchant. Square keeps no address or owner on
 * the merchant (they are the locations'): those fields stay out.
 */
import type { Static } from 'typebox';
import { merchants, type Merchant as MerchantModel } from '../../unified/pos/merchants.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { squareDialect } from './dialect.js';
import type { SquareMerchant } from './wire-types.js';

type Merchant = Static<typeof MerchantModel>;

export const merchantFields = fieldTable<Merchant, SquareMerchant>({
  id: { at: 'id', write: false },
  name: { at: 'business_name', write: false },
  main_location_id: { at: 'main_location_id', write: false },
  status: { at: 'status', codec: enumOf<'active' | 'inactive' | 'other'>({ active: 'ACTIVE', inactive: 'INACTIVE', other: 'OTHER' }, 'other'), write: false },
  // Square's language_code is a locale (en-US); the unified language is its ISO 639-1 part.
  language: { read: (merchant) => (merchant.language_code ? (merchant.language_code.split('-')[0] as string).toUpperCase() : undefined), write: false },
  currency: { at: 'currency', write: false },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
});

export const squareMerchants = collection(merchants, {
  dialect: squareDialect,
  downstream: { id: 'merchants', name: 'Merchants' },
  what: 'merchant',
  fields: merchantFields,
  path: '/v2/merchants',
  listAt: 'merchant',
  recordAt: 'merchant',
  // ListMerchants answers the token's one seller; no page size is taken.
  list: { whole: 'unpaged' },
  one: true,
});
