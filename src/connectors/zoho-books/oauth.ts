/**
 * Zoho's OAuth 2.0 authorization code flow (Zoho Books API reference,
 * "OAuth"; Zoho Accounts' OAuth 2.0 guide): consent at
 * https://accounts.zoho.{dc}/oauth/v2/auth, token exchange and refresh at
 * https://accounts.zoho.{dc}/oauth/v2/token with the client's id and secret
 * as form parameters; no PKCE. `access_type=offline` asks for a refresh
 * token and `prompt=consent` for a new one at every consent. Access tokens
 * live an hour; the refresh token is kept (not rotated) until revoked.
 * Scopes are Zoho's `ZohoBooks.<module>.<operation>`.
 *
 * The organization a connection reads by default is one of its settings,
 * given before consent: a Zoho user often belongs to several.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import { accountsHost } from './region.js';

export const zohoOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `https://${accountsHost(settings)}/oauth/v2/auth`,
  tokenUrl: (settings) => `https://${accountsHost(settings)}/oauth/v2/token`,
  settingsRequiredForAuthorization: ['organization_id'],
  scopes: [
    { id: 'ZohoBooks.fullaccess.all', label: 'Everything in Zoho Books' },
    { id: 'ZohoBooks.contacts.ALL', label: 'Customers and vendors' },
    { id: 'ZohoBooks.invoices.ALL', label: 'Invoices' },
    { id: 'ZohoBooks.salesorders.ALL', label: 'Sales orders' },
    { id: 'ZohoBooks.accountants.ALL', label: 'Chart of accounts' },
    { id: 'ZohoBooks.settings.READ', label: 'Organizations, currencies, taxes and items' },
  ],
  defaultScopes: ['ZohoBooks.contacts.ALL', 'ZohoBooks.invoices.ALL', 'ZohoBooks.salesorders.ALL', 'ZohoBooks.accountants.ALL', 'ZohoBooks.settings.READ'],
  pkce: false,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'form',
  authorizationParams: { access_type: 'offline', prompt: 'consent' },
};
