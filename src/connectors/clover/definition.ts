/**
 * Clover (https://docs.clover.com/reference): point of sale, through
 * Clover's REST API v3 at https://api.clover.com (or the sandbox,
 * apisandbox.dev.clover.com). Clover publishes no machine-readable
 * description: the connector is written from its reference pages
 * (README.md names them and what maps to what).
 *
 * Authentication: OAuth 2 v2 (oauth.ts; the redirect names the merchant,
 * kept as `merchant_id`), or a merchant API token with the merchant id given
 * by hand. Every path names the merchant (`/v3/merchants/{mId}/…`).
 *
 * Locations: a Clover merchant is one place of business (Clover has no
 * location objects), so the merchant is read as its one location
 * (locations.ts); merchants and locations are read-only. Webhooks
 * (inbound.ts) are set in the app's dashboard and checked by the app's
 * Clover Auth Code.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { CLOVER_HOSTS, cloverBaseUrl, cloverErrorMessage, ENVIRONMENT_PATTERN } from './api.js';
import { cloverInbound } from './inbound.js';
import { cloverItems } from './items.js';
import { cloverLocations } from './locations.js';
import { cloverMerchants, readMerchant } from './merchants.js';
import { cloverModifierGroups } from './modifier-groups.js';
import { cloverModifiers } from './modifiers.js';
import { cloverOAuth, MERCHANT_ID } from './oauth.js';
import { cloverOrderTypes } from './order-types.js';
import { cloverOrders } from './orders.js';
import { cloverPayments } from './payments.js';
import { cloverRateLimit } from './rate-limit.js';
import { cloverTenders } from './tenders.js';

export const clover = defineConnector({
  id: 'clover',
  name: 'Clover',
  description: 'Point of sale: orders with their line items and modifications, payments recorded exactly once, the merchant, the inventory\'s items, modifier groups and modifiers, order types and tenders, through Clover\'s REST API v3.',
  websiteUrl: 'https://www.clover.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'merchant_id',
      label: 'Merchant ID (mId)',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The merchant\'s 13-character id, in every request path. Set by connecting with Clover; shown in the Clover dashboard under Account & Setup → Merchants.',
      placeholder: 'QK7TW2M9XB4R1',
      // The value goes into every request path.
      pattern: MERCHANT_ID.source,
      maxLength: 13,
    },
    {
      id: 'api_token',
      label: 'Merchant API token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'A merchant API token (Clover dashboard → Account & Setup → API Tokens), for a connection without installing an app. Connect with Clover for a connection that renews itself.',
      pattern: '^[A-Za-z0-9_.-]{16,256}$',
      maxLength: 256,
    },
    {
      id: 'environment',
      label: 'Environment',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'production (api.clover.com, the default) or sandbox (apisandbox.dev.clover.com, Clover\'s developer sandbox).',
      placeholder: 'production',
      pattern: ENVIRONMENT_PATTERN,
      maxLength: 10,
    },
    {
      id: 'webhook_auth_code',
      label: 'Webhook auth code',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'Your Clover app\'s Clover Auth Code (developer dashboard → your app → Webhooks), which Clover sends in X-Clover-Auth on every webhook; set the connection\'s webhook URL there too.',
      maxLength: 256,
    },
  ],
  auth: oauthTokenOr(bearerAuth('api_token')),
  oauth: cloverOAuth,
  async verify(ctx) {
    await readMerchant(ctx);
  },
  liveBaseUrl: cloverBaseUrl,
  hosts: CLOVER_HOSTS,
  paging: 'offset',
  rateLimit: cloverRateLimit,
  errorMessage: cloverErrorMessage,
  inbound: cloverInbound,
  resources: [cloverOrders, cloverPayments, cloverMerchants, cloverLocations, cloverItems, cloverModifierGroups, cloverModifiers, cloverOrderTypes, cloverTenders],
});
