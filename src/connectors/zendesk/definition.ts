/**
 * Zendesk Support API (https://developer.zendesk.com/api-reference/ticketing/introduction/).
 * One account per subdomain at https://{subdomain}.zendesk.com; JSON bodies
 * wrapped in the record's name ({"user": {...}}); cursor pagination.
 *
 * Authentication: OAuth 2.0 (oauth.ts) or an API token, sent as HTTP Basic
 * with "{email}/token" as the user name. An OAuth access token takes
 * precedence once the connection holds one.
 *
 * Changes arrive as Zendesk's own webhooks (inbound.ts): the service creates
 * one at the account when a connection becomes callable.
 */
import { basicAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { BASIC_AUTH_EMAIL_PATTERN } from '../framework/settings.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { zendeskCustomers } from './customers.js';
import { zendeskErrorMessage } from './error-message.js';
import { zendeskInbound } from './inbound.js';
import { zendeskOAuth } from './oauth.js';
import { checkedSubdomain, SUBDOMAIN_PATTERN } from './subdomain.js';

/** `ratelimit-reset`: seconds left in the window, the wait when a 429 lacks Retry-After. */
const secondsToReset = waitFrom.resetIn('ratelimit-reset');

export const zendesk = defineConnector({
  id: 'zendesk',
  name: 'Zendesk',
  description: 'Customer service help desk: read and write the end users of a Zendesk Support account as customers.',
  websiteUrl: 'https://www.zendesk.com',
  status: 'live',
  authType: 'oauth2',
  settings: [
    {
      id: 'subdomain',
      label: 'Subdomain',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The name before .zendesk.com in your Zendesk address, e.g. "acme" for acme.zendesk.com.',
      placeholder: 'acme',
      // Anchored, host-label characters only: the value becomes part of the host name.
      pattern: SUBDOMAIN_PATTERN,
      maxLength: 63,
    },
    {
      id: 'email',
      label: 'Agent email',
      type: 'email',
      required: true,
      sensitive: false,
      description: 'Email address of the Zendesk agent or admin the API token acts as.',
      placeholder: 'agent@example.com',
      // No colon or slash: the email becomes the "{email}/token" user name of HTTP Basic.
      pattern: BASIC_AUTH_EMAIL_PATTERN,
      maxLength: 254,
    },
    {
      id: 'api_token',
      label: 'API token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'Created in Admin Center > Apps and integrations > APIs > Zendesk API.',
      pattern: '^[A-Za-z0-9]{16,128}$',
    },
  ],
  auth: oauthTokenOr(basicAuth((values) => (values.email ? `${values.email}/token` : undefined), 'api_token', ['email'])),
  oauth: zendeskOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/api/v2/users/me.json' });
  },
  liveBaseUrl: (settings) => `https://${checkedSubdomain(settings.subdomain)}.zendesk.com`,
  hosts: ['*.zendesk.com'],
  paging: 'cursor',
  rateLimit: rateLimitSignals({
    documented:
      'Account-wide requests per minute by plan: 200 (Team), 400 (Growth, Professional), 700 (Enterprise), 2500 ' +
      '(Enterprise Plus or the High Volume API add-on); some endpoints have lower limits of their own. Over a limit ' +
      'Zendesk answers 429 (plain-text body) with Retry-After in seconds; X-Rate-Limit-Remaining shows what is left ' +
      'in the current minute.',
    limits: {
      // A connection does not say its account's plan: pace for the smallest, Team's 200 a minute. 40 at once plus
      // 160 a minute never puts more than 200 into one minute's window.
      requestsPerSecond: 160 / 60,
      burst: 40,
      per: 'account',
      account: (settings) => settings.subdomain,
    },
    wait: [waitFrom.retryAfter, secondsToReset],
    // Every answer says what is left of the minute: at 0 all instances wait for the reset instead of collecting 429s.
    exhausted: { remaining: 'x-rate-limit-remaining', reset: secondsToReset },
  }),
  errorMessage: zendeskErrorMessage,
  resources: [zendeskCustomers],
  inbound: zendeskInbound,
});
