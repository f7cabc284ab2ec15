/**
 * Locations and merchants (api.json: ListLocations, RetrieveLocation,
 * ListMerchants, RetrieveMerchant), read-only here. `main` names the
 * seller's main location and `me` the seller, as Square takes them.
 * ListMerchants answers its list under `merchant` (singular), as Square does.
 */
import type { FastifyInstance } from 'fastify';
import type { KitContext, PlatformKit, StoredRecord } from '../framework/kit/index.js';
import type { SquareAccount } from './accounts.js';
import { squareFailure } from './dialect.js';

type Ctx = KitContext<SquareAccount>;

/** A location of the seller, by id or `main`; `field` names the request field that gave it. */
export function locationOf(ctx: Ctx, id: unknown, field?: string): StoredRecord {
  const wanted = id === 'main' ? ctx.tenant.extras.get('mainLocationId') : id;
  const location = typeof wanted === 'string' ? ctx.tenant.table('locations').get(wanted) : undefined;
  if (!location) throw squareFailure(field ? 400 : 404, field ? 'INVALID_VALUE' : 'NOT_FOUND', `Location ${String(id).slice(0, 40)} not found.`, field);
  return location;
}

export function registerLocationRoutes(app: FastifyInstance, kit: PlatformKit<SquareAccount>): void {
  app.get('/v2/locations', kit.handler((ctx) => ({ status: 200, body: { locations: ctx.tenant.table('locations').all() } })));
  app.get('/v2/locations/:location_id', kit.handler((ctx) => ({ status: 200, body: { location: locationOf(ctx, ctx.request.params.location_id) } })));
  app.get('/v2/merchants', kit.handler((ctx) => ({ status: 200, body: { merchant: ctx.tenant.table('merchants').all() } })));
  app.get('/v2/merchants/:merchant_id', kit.handler((ctx) => {
    const id = ctx.request.params.merchant_id === 'me' ? ctx.account.merchantId : ctx.request.params.merchant_id;
    const merchant = ctx.tenant.table('merchants').get(String(id));
    if (!merchant) throw squareFailure(404, 'NOT_FOUND', `Merchant ${String(id).slice(0, 40)} not found.`);
    return { status: 200, body: { merchant } };
  }));
}
