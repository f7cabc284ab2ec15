/**
 * Gusto (https://docs.gusto.com/embedded-payroll/docs/): US payroll and HR,
 * through the Embedded Payroll API at https://api.gusto.com (or the demo
 * environment, https://api.gusto-demo.com), described by Gusto's own
 * OpenAPI file (gusto-embedded.v2025-06-15.openapi.yaml; README.md names
 * what maps to what).
 *
 * Authentication: OAuth 2.0 (oauth.ts) with two-hour access tokens the vault
 * refreshes, or a company access token given as a setting (one Gusto answers
 * with a partner-managed company). A token acts for one company, the
 * connection's `company_id`. Every call carries `X-Gusto-API-Version`
 * pinned to the version of the description. Gusto's webhooks (inbound.ts)
 * are subscribed with the application's system access token, a setting.
 */
import type { AuthStrategy } from '../framework/auth.js';
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { ENVIRONMENT_PATTERN, GUSTO_API_VERSION, GUSTO_HOSTS, gustoBaseUrl, gustoErrorMessage, VERSION_HEADER } from './api.js';
import { gustoCompanies } from './companies.js';
import { gustoDepartments } from './departments.js';
import { gustoEmployeePayrolls } from './employee-payrolls.js';
import { gustoEmployees } from './employees.js';
import { gustoInbound, SYSTEM_ACCESS_TOKEN } from './inbound.js';
import { gustoOAuth } from './oauth.js';
import { gustoPayrolls } from './payrolls.js';
import { gustoRateLimit } from './rate-limit.js';

/** The version header travels with the credentials, so no call can leave without it. */
function withApiVersion(auth: AuthStrategy): AuthStrategy {
  return { ...auth, headers: (values) => ({ ...auth.headers(values), [VERSION_HEADER]: GUSTO_API_VERSION }) };
}

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const gusto = defineConnector({
  id: 'gusto',
  name: 'Gusto',
  description: 'US payroll and HR: the employees (with their jobs, pay rates and terminations), departments, company and processed payrolls with every employee\'s pay, taxes, deductions and benefits, through Gusto\'s Embedded Payroll API.',
  websiteUrl: 'https://gusto.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'manual_access_token',
      label: 'Company access token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'A company access token obtained elsewhere (the one Gusto answers when a partner-managed company is created), for a connection without signing in: Gusto\'s expire after two hours. Connect with Gusto for a connection that lasts.',
      pattern: '^[A-Za-z0-9._~+/=-]{20,2048}$',
      maxLength: 2048,
    },
    {
      id: 'company_id',
      label: 'Company UUID',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The Gusto company the token acts for (its company_uuid). Set by the OAuth sign-in.',
      pattern: UUID_PATTERN,
      maxLength: 36,
    },
    {
      id: SYSTEM_ACCESS_TOKEN,
      label: 'System access token (for webhooks)',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'Your application\'s system access token (POST /oauth/token with grant_type=system_access), which Gusto requires for webhook subscriptions. With it the service subscribes to Gusto\'s employee and company events for this connection; without it changes are found by polling. Gusto\'s expire after two hours: the subscription is made and verified within minutes of connecting, and removing it later needs a fresh one.',
      pattern: '^[A-Za-z0-9._~+/=-]{20,2048}$',
      maxLength: 2048,
    },
    {
      id: 'environment',
      label: 'Environment',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'production (api.gusto.com, the default) or demo (api.gusto-demo.com, Gusto\'s environment for building an integration).',
      placeholder: 'production',
      pattern: ENVIRONMENT_PATTERN,
      maxLength: 10,
    },
  ],
  auth: withApiVersion(oauthTokenOr(bearerAuth('manual_access_token'))),
  oauth: gustoOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: `/v1/companies/${segment(ctx.settings.company_id ?? '')}` });
  },
  liveBaseUrl: gustoBaseUrl,
  hosts: GUSTO_HOSTS,
  paging: 'page',
  rateLimit: gustoRateLimit,
  errorMessage: gustoErrorMessage,
  // Gusto's own webhooks for employees and the company (inbound.ts); departments and payrolls are polled.
  inbound: gustoInbound,
  resources: [gustoEmployees, gustoCompanies, gustoDepartments, gustoPayrolls, gustoEmployeePayrolls],
});
