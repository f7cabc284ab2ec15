/**
 * Unified POS locations on Square locations (ListLocations, RetrieveLocation):
 * read-only here. Square answers every location at once (no paging), so the
 * list is paged in memory. Creating and changing locations (CreateLocation,
 * UpdateLocation) are left out: a point of sale's locations are set up in
 * Square's dashboard, and deleting one is not in Square's API at all.
 */
import type { Static } from 'typebox';
import { locations, type Location as LocationModel } from '../../unified/pos/locations.js';
import { enumOf, isoDateTime } from '../kit/codecs.js';
import { collection, fieldTable } from '../kit/index.js';
import { unifiedAddress } from './address.js';
import { squareDialect } from './dialect.js';
import { unpaged } from './unpaged.js';
import type { SquareLocation } from './wire-types.js';

type Location = Static<typeof LocationModel>;

export const locationFields = fieldTable<Location, SquareLocation>({
  id: { at: 'id', write: false },
  name: { at: 'name', write: false },
  business_name: { at: 'business_name', write: false },
  address: { read: (location) => unifiedAddress(location.address) as Location['address'], write: false },
  status: { at: 'status', codec: enumOf<'active' | 'inactive' | 'other'>({ active: 'ACTIVE', inactive: 'INACTIVE', other: 'OTHER' }, 'other'), write: false },
  merchant_id: { at: 'merchant_id', write: false },
  currency: { at: 'currency', write: false },
  created_at: { at: 'created_at', codec: isoDateTime, write: false },
});

export const squareLocations = collection(locations, {
  dialect: squareDialect,
  downstream: { id: 'locations', name: 'Locations' },
  what: 'location',
  fields: locationFields,
  path: '/v2/locations',
  listAt: 'locations',
  recordAt: 'location',
  list: { whole: true, paging: unpaged },
  one: true,
});
