/**
 * Unified POS locations at Clover: a Clover merchant is one place of
 * business (Clover has no location objects; a business with several shops
 * has a merchant per shop), so the merchant is its one location, read from
 * `GET /v3/merchants/{mId}` like the merchant itself. Read-only; its id is
 * the merchant's id, which an order's `location_id` names too.
 */
import type { Static } from 'typebox';
import { locations, type Location as LocationModel } from '../../unified/pos/locations.js';
import { isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { textOrAbsent } from './codecs.js';
import { addressOf, theMerchantAs } from './merchants.js';
import type { CloverMerchant } from './wire-types.js';

type Location = Static<typeof LocationModel>;

export const locationFields = fieldTable<Location, CloverMerchant>({
  id: { at: 'id', write: false },
  name: { at: 'name', codec: textOrAbsent, write: false },
  business_name: { at: 'name', codec: textOrAbsent, write: false },
  address: { read: addressOf as (merchant: CloverMerchant) => Location['address'], write: false },
  merchant_id: { at: 'id', write: false },
  currency: { read: (merchant) => (merchant.properties?.defaultCurrency ?? undefined) as Location['currency'], write: false },
  created_at: { at: 'createdTime', codec: isoDateTime, write: false },
});

export const cloverLocations = collection(locations, {
  ...theMerchantAs('location'),
  downstream: { id: 'merchant-as-location', name: 'Merchant (as its one location)' },
  fields: locationFields,
});
