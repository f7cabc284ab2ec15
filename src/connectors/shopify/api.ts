/**
 * What every call to Shopify's Admin GraphQL API shares
 * (https://shopify.dev/docs/api/admin-graphql): the shop's own host,
 * `https://{shop}.myshopify.com`, one endpoint per API version
 * (`/admin/api/2025-01/graphql.json`, pinned to the version of the schema the
 * connector is written and validated against), the access token in
 * `X-Shopify-Access-Token`, and failures as `{"errors": "…"}` outside GraphQL.
 */
import type { AuthStrategy } from '../framework/auth.js';
import { OAUTH_ACCESS_TOKEN } from '../framework/auth.js';
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from '../framework/settings.js';

export const SHOPIFY_API_VERSION = '2025-01';
export const GRAPHQL_PATH = `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
export const MANUAL_TOKEN = 'admin_api_access_token';

/** A shop's handle, or its myshopify.com domain, with an optional scheme: the shop setting's shape. */
export const SHOP_PATTERN = '^(https://)?[a-zA-Z0-9][a-zA-Z0-9-]{0,59}(\\.myshopify\\.com)?/?$';

/** `harbor-goods`, `harbor-goods.myshopify.com` or `https://harbor-goods.myshopify.com/` → `harbor-goods.myshopify.com`. */
export function shopDomain(settings: SettingValues): string {
  const value = (settings.shop ?? '').trim().toLowerCase().replace(/^https:\/\//, '').replace(/\/$/, '');
  if (!/^[a-z0-9][a-z0-9-]{0,59}(\.myshopify\.com)?$/.test(value)) {
    throw new ApiError('ConnectionSettingsError', { message: 'The shop setting must be the shop\'s myshopify.com name', detail: { setting: 'shop' } });
  }
  return value.endsWith('.myshopify.com') ? value : `${value}.myshopify.com`;
}

export const shopifyBaseUrl = (settings: SettingValues): string => `https://${shopDomain(settings)}`;
export const SHOPIFY_HOSTS = ['*.myshopify.com'];

/** The OAuth token when the consumer signed in, else a custom app's Admin API token; sent as Shopify reads it. */
export const shopifyAuth: AuthStrategy = {
  needs: [],
  headers(values) {
    const token = values[OAUTH_ACCESS_TOKEN] || values[MANUAL_TOKEN];
    if (!token) throw new ApiError('ConnectorCredentialsError', { message: 'The connection has no credentials for this connector', detail: { missing: `${OAUTH_ACCESS_TOKEN} or ${MANUAL_TOKEN}` } });
    return { 'x-shopify-access-token': token };
  },
};

/** Shopify's message of a failed answer: `{"errors": "…"}`, `{"errors": {"query": "…"}}` or a GraphQL errors list. */
export function shopifyErrorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map((error) => (error as { message?: unknown })?.message).filter((message): message is string => typeof message === 'string').join('; ') || undefined;
  if (errors && typeof errors === 'object') return Object.entries(errors).map(([key, value]) => `${key}: ${String(value)}`).join('; ');
  return undefined;
}
