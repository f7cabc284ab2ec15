/**
 * Store information on the v2 API (https://developer.bigcommerce.com/docs/rest-management/store-information):
 * GET /v2/store, one record describing the store (its name, domain, default
 * currency and how it writes amounts), and GET /v2/time, the server's clock
 * in Unix seconds. Both come from the account; nothing here changes.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';

function storeOf(account: BigCommerceAccount) {
  return {
    id: account.storeHash,
    account_uuid: '3f1c6d2a-8b4e-4f7a-9c5d-1e2f3a4b5c6d',
    domain: account.domain,
    secure_url: `https://${account.domain}`,
    control_panel_base_url: `https://store-${account.storeHash}.mybigcommerce.com`,
    status: 'live',
    name: account.storeName,
    first_name: 'Morgan',
    last_name: 'Ellis',
    address: `${account.storeName}\n214 Harbor Way\nPortland, OR 97209\nUnited States`,
    country: 'United States',
    country_code: 'US',
    infrastructure_region: 'us-central1',
    phone: '503-555-0148',
    admin_email: account.adminEmail,
    order_email: account.adminEmail,
    favicon_url: `https://cdn11.bigcommerce.com/s-${account.storeHash}/product_images/favicon.ico`,
    timezone: { name: 'America/Los_Angeles', raw_offset: -28800, dst_offset: -25200, dst_correction: true, date_format: { display: 'jS M Y', export: 'M jS Y', extended_display: 'M jS Y @ g:i A' } },
    language: 'en',
    currency: account.currency,
    currency_symbol: '$',
    decimal_separator: '.',
    thousands_separator: ',',
    decimal_places: 2,
    currency_symbol_location: 'left',
    weight_units: 'LBS',
    dimension_units: 'Inches',
    dimension_decimal_places: 2,
    dimension_decimal_token: '.',
    dimension_thousands_token: ',',
    plan_name: 'Standard',
    plan_level: 'Standard',
    plan_is_trial: false,
    industry: 'Sporting Goods',
    logo: [],
    is_price_entered_with_tax: false,
    store_id: 1001234,
    default_channel_id: 1,
    default_site_id: 1000,
    active_comparison_modules: [],
    features: {
      stencil_enabled: true,
      sitewidehttps_enabled: true,
      facebook_catalog_id: '',
      checkout_type: 'optimized',
      wishlists_enabled: true,
      graphql_storefront_api_enabled: true,
      shopper_consent_tracking_enabled: false,
      multi_storefront_enabled: false,
      storefront_limits: { active: 1, total_including_inactive: 1 },
    },
  };
}

export function registerStore(app: FastifyInstance, kit: PlatformKit<BigCommerceAccount>): void {
  app.get('/stores/:store_hash/v2/store', kit.handler((ctx) => ({ status: 200, body: storeOf(ctx.account) })));
  app.get('/stores/:store_hash/v2/time', kit.handler((ctx) => ({ status: 200, body: { time: Math.floor(ctx.now / 1000) } })));
}
