/**
 * QuickBooks Online (Accounting API v3, https://developer.intuit.com/app/developer/qbo/docs/api/accounting/),
 * base https://quickbooks.api.intuit.com/v3/company/{realmId}: one company
 * (realm) per connection, chosen by the user at Intuit's consent page and
 * returned on the OAuth callback (oauth.ts). `x-svc-company-id` may name it
 * (and only it: a token reaches one realm).
 *
 * Lists read through the query language (dialect.ts), writes are sparse
 * updates with the SyncToken, deletes and voids are POSTs with `?operation=`
 * (entity.ts, writes.ts), and an Idempotency-Key travels as `requestid`
 * (api.ts). Limits: 500
 * requests a minute and 10 at once per realm; over either QuickBooks answers
 * 429 (fault 3001) without Retry-After.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { quickbooksErrorMessage } from './api.js';
import { thisCompany } from './companies.js';
import { companyInfo } from './company.js';
import { quickbooksInbound } from './inbound.js';
import { quickbooksOAuth, REALM_ID } from './oauth.js';
import { quickbooksResources } from './resources.js';
import { segment } from '../framework/rest/path.js';

const HOSTS = { production: 'quickbooks.api.intuit.com', sandbox: 'sandbox-quickbooks.api.intuit.com' } as const;

export const quickbooks = defineConnector({
  id: 'quickbooks',
  name: 'QuickBooks Online',
  description: 'Accounting: the invoices, bills, payments, customers, vendors, chart of accounts, items, tax rates and journal entries of one QuickBooks Online company, through the Accounting API.',
  websiteUrl: 'https://quickbooks.intuit.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'realm_id',
      label: 'Company ID (realm ID)',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The company\'s realm ID. Set by connecting with Intuit; shown in QuickBooks under Settings → Account and settings → Billing & subscription.',
      placeholder: '9130350000000000',
      // Digits only: the value goes into every request path.
      pattern: REALM_ID.source,
      maxLength: 20,
    },
    {
      id: 'environment',
      label: 'Environment',
      type: 'text',
      required: false,
      sensitive: false,
      description: '"production" (the default) or "sandbox" for an Intuit developer sandbox company.',
      placeholder: 'production',
      pattern: '^(production|sandbox)$',
      maxLength: 10,
    },
    {
      id: 'webhook_verifier_token',
      label: 'Webhook verifier token',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'The verifier token of your Intuit app\'s webhooks (developer portal → Webhooks), which signs the notifications QuickBooks sends; set the connection\'s webhook URL there too.',
      maxLength: 200,
    },
    {
      id: 'playground_access_token',
      label: 'Access token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'An access token from Intuit\'s OAuth 2.0 Playground, for trying the connection without connecting: it expires after an hour. Connect with Intuit for a connection that lasts.',
      maxLength: 4096,
    },
  ],
  auth: oauthTokenOr(bearerAuth('playground_access_token')),
  oauth: quickbooksOAuth,
  async verify(ctx) {
    await companyInfo(ctx);
  },
  liveBaseUrl: (settings) => `https://${settings.environment === 'sandbox' ? HOSTS.sandbox : HOSTS.production}/v3/company/${segment(settings.realm_id ?? '', 'realm_id')}`,
  hosts: [HOSTS.production, HOSTS.sandbox],
  paging: 'offset',
  rateLimit: rateLimitSignals({
    documented: 'Per company (realm) and app: 500 requests a minute and 10 at once; batch requests 40 a minute. Over a limit QuickBooks answers 429 with a ThrottleExceeded fault (code 3001) and no Retry-After.',
    limits: {
      // 8 a second sustained with at most 8 at once stays under 500 a minute and 10 concurrent.
      requestsPerSecond: 8,
      burst: 8,
      per: 'account',
      account: (settings) => settings.realm_id,
    },
    wait: [waitFrom.retryAfter],
  }),
  errorMessage: quickbooksErrorMessage,
  inbound: quickbooksInbound,
  companies: {
    setting: 'realm_id',
    // A token reaches one realm: the list is that realm when the token reaches the one asked for (QuickBooks answers
    // another realm with 403), so a requested company is checked by asking QuickBooks for it.
    async list(ctx) {
      try {
        return [await thisCompany(ctx)];
      } catch (error) {
        if ((error as { detail?: { downstream_status?: unknown } }).detail?.downstream_status === 403) return [];
        throw error;
      }
    },
  },
  resources: quickbooksResources,
});
