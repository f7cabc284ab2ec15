/**
 * Square (https://developer.squareup.com/reference/square): point of sale
 * and payments, through Square's REST API at https://connect.squareup.com
 * (or Square's sandbox, connect.squareupsandbox.com), described by Square's
 * own OpenAPI file (downstream-specs/square/api.json; README.md names what
 * maps to what).
 *
 * Authentication: OAuth 2.0 (oauth.ts) with 30-day access tokens the vault
 * refreshes, or a seller's personal access token given as a setting. A
 * token acts for one seller. Every call carries `Square-Version`, pinned to
 * the version of the description. Square's webhooks (inbound.ts) are
 * subscribed through its API when a connection becomes callable.
 *
 * Order types and tenders: Square has no such objects (an order's tenders
 * are how it was paid, read on the order), so the POS API's order types
 * and tenders are not offered (ConnectorOperationUnsupportedError). The
 * merchant and locations are read-only.
 */
import type { AuthStrategy } from '../framework/auth.js';
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { ENVIRONMENT_PATTERN, SQUARE_API_VERSION, SQUARE_HOSTS, squareBaseUrl, squareErrorMessage, VERSION_HEADER } from './api.js';
import { squareInbound } from './inbound.js';
import { squareItems } from './items.js';
import { squareLocations } from './locations.js';
import { squareMerchants } from './merchants.js';
import { squareModifierGroups } from './modifier-groups.js';
import { squareModifiers } from './modifiers.js';
import { squareOAuth } from './oauth.js';
import { squareOrders } from './orders.js';
import { squarePayments } from './payments.js';
import { squareRateLimit } from './rate-limit.js';

/** The version header travels with the credentials, so no call can leave without it. */
function withApiVersion(auth: AuthStrategy): AuthStrategy {
  return { ...auth, headers: (values) => ({ ...auth.headers(values), [VERSION_HEADER]: SQUARE_API_VERSION }) };
}

export const square = defineConnector({
  id: 'square',
  name: 'Square',
  description: 'Point of sale and payments: orders with their lines and tenders, payments made exactly once, the item catalog with modifier lists, the seller and its locations, through Square\'s REST API.',
  websiteUrl: 'https://squareup.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'personal_access_token',
      label: 'Personal access token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'A seller\'s personal access token (Square Developer Dashboard → Credentials), for a connection without signing in. Connect with Square for a connection that renews itself.',
      pattern: '^[A-Za-z0-9_-]{20,256}$',
      maxLength: 256,
    },
    {
      id: 'environment',
      label: 'Environment',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'production (connect.squareup.com, the default) or sandbox (connect.squareupsandbox.com, Square\'s environment for building an integration).',
      placeholder: 'production',
      pattern: ENVIRONMENT_PATTERN,
      maxLength: 10,
    },
  ],
  auth: withApiVersion(oauthTokenOr(bearerAuth('personal_access_token'))),
  oauth: squareOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/v2/merchants/me' });
  },
  liveBaseUrl: squareBaseUrl,
  hosts: SQUARE_HOSTS,
  paging: 'cursor',
  rateLimit: squareRateLimit,
  errorMessage: squareErrorMessage,
  inbound: squareInbound,
  resources: [squareOrders, squarePayments, squareMerchants, squareLocations, squareItems, squareModifierGroups, squareModifiers],
});
