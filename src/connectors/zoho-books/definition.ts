/**
 * Zoho Books (https://www.zoho.com/books/api/v3/): an accounting platform
 * with sales orders. Sales orders, invoices, customers (contacts of type
 * customer), ledger accounts (the chart of accounts) and the organizations
 * a connection reaches, through API v3 (https://www.zohoapis.{dc}/books/v3).
 *
 * Authentication: OAuth 2.0 (oauth.ts) with one-hour access tokens the vault
 * refreshes, or an access token given as a setting (`self_client_token`,
 * named apart from the OAuth token so the vault never tries to refresh a
 * token it holds no refresh token for); either goes in
 * `Authorization: Zoho-oauthtoken <token>`, the OAuth one first. Every call names the
 * organization in the `organization_id` query parameter: the connection's
 * setting, or the one `x-svc-company-id` picks among those GET
 * /organizations lists (organizations.ts). See README.md for the reference
 * pages and what maps to what.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { firstAvailable, OAUTH_ACCESS_TOKEN, type AuthStrategy } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { zohoErrorMessage } from './api.js';
import { zohoCustomers } from './customers.js';
import { zohoInvoices } from './invoices.js';
import { zohoLedgerAccounts } from './ledger-accounts.js';
import { zohoOAuth } from './oauth.js';
import { zohoCompanies, zohoOrganizations } from './organizations.js';
import { apiHost, DATA_CENTER_PATTERN, DATA_CENTERS } from './region.js';
import { zohoSalesOrders } from './sales-orders.js';
import { segment } from '../framework/rest/path.js';

/** The setting holding an access token obtained elsewhere (a Zoho Self Client). */
const SELF_CLIENT_TOKEN = 'self_client_token';

/**
 * Zoho's own scheme name in the Authorization header, and the organization
 * in the query of every call. The organization id is not a secret; it rides
 * with the credentials so no call can leave without it.
 */
function zohoTokenAuth(setting: string): AuthStrategy {
  return {
    needs: [setting],
    headers(values) {
      const token = values[setting];
      if (!token) throw new ApiError('ConnectorCredentialsError', { message: 'The Zoho Books connection is not authorized yet', detail: { missing: setting } });
      return { authorization: `Zoho-oauthtoken ${token}` };
    },
    query: (values): Record<string, string> => (values.organization_id ? { organization_id: values.organization_id } : {}),
  };
}

/** The OAuth token when the consumer connected with Zoho, else the token given as a setting. */
const zohoAuth = firstAvailable(zohoTokenAuth(OAUTH_ACCESS_TOKEN), zohoTokenAuth(SELF_CLIENT_TOKEN));

export const zohoBooks = defineConnector({
  id: 'zoho-books',
  name: 'Zoho Books',
  description: 'Accounting: the sales orders, invoices, customers and chart of accounts of Zoho Books organizations, through the Books API v3.',
  websiteUrl: 'https://www.zoho.com/books/',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: SELF_CLIENT_TOKEN,
      label: 'Access token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'An access token for the organizations (from an OAuth sign-in made elsewhere, such as a Zoho Self Client). Leave it empty and connect with OAuth instead to have it refreshed.',
      pattern: '^[A-Za-z0-9._-]{20,4096}$',
      maxLength: 4096,
    },
    {
      id: 'organization_id',
      label: 'Organization ID',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The Zoho Books organization calls go to unless x-svc-company-id names another: Zoho Books → Manage Organizations.',
      placeholder: '10234695',
      pattern: '^\\d{1,30}$',
      maxLength: 30,
    },
    {
      id: 'data_center',
      label: 'Data center',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'The domain of the Zoho data centre the organization lives in: com (United States, the default), eu, in, com.au, jp, ca, com.cn or sa.',
      placeholder: 'com',
      pattern: DATA_CENTER_PATTERN,
      maxLength: 6,
    },
  ],
  auth: zohoAuth,
  oauth: zohoOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: `/organizations/${segment(ctx.settings.organization_id ?? '', 'organization_id')}` });
  },
  liveBaseUrl: (settings) => `https://${apiHost(settings)}/books/v3`,
  hosts: DATA_CENTERS.map((domain) => apiHost({ data_center: domain })),
  paging: 'page',
  rateLimit: rateLimitSignals({
    documented:
      'Per organization: 100 calls a minute, a daily number by plan (Free 1,000, Standard 2,000, Professional 5,000, Premium and above 10,000) ' +
      'and at most 5 (Free) or 10 calls at once. Over a limit Zoho answers 429 with code 44 (the minute, or too many at once) or 45 (the day), ' +
      'and no rate-limit headers.',
    // A little under 100 a minute, shared by every connection to the organization.
    limits: { requestsPerSecond: 1.5, burst: 10, per: 'account', account: (settings) => settings.organization_id },
    wait: [waitFrom.retryAfter],
  }),
  errorMessage: zohoErrorMessage,
  companies: zohoOrganizations,
  resources: [zohoSalesOrders, zohoInvoices, zohoCustomers, zohoLedgerAccounts, zohoCompanies],
});
