/**
 * Greenhouse Recruiting (Harvest API v3, https://harvestdocs.greenhouse.io):
 * jobs and their interview stages, candidates (the ATS API's applicants),
 * applications, and résumés, through the ATS API. See README.md for what
 * maps to what and the pages each rule comes from. Harvest v1 and v2 retire
 * on 31 August 2026: only v3 is spoken.
 *
 * Authentication is a Bearer access token: the partner authorization code
 * grant through the Vault (oauth.ts), the organization's own Harvest v3
 * client id and secret (`client_id`, `client_secret`: the Vault runs the
 * client credentials grant, with `user_id` as `sub`, and renews the token),
 * or an access token pasted as `manual_access_token` (lasts an hour).
 * Writes name the acting user in `On-Behalf-Of` when `user_id` is set.
 *
 * Events: Greenhouse's own web hooks, created by hand in Greenhouse with the
 * connection's inbound URL and its `webhook_secret_key` (inbound.ts).
 *
 * Rate limits: a rolling 10-second window per credential, told in
 * X-RateLimit-Limit / X-RateLimit-Remaining; past it a 429 with Retry-After
 * and X-RateLimit-Reset (https://harvestdocs.greenhouse.io/docs/api-rate-limiting).
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { greenhouseErrorMessage } from './error-message.js';
import { greenhouseInbound, WEBHOOK_SECRET_SETTING } from './inbound.js';
import { greenhouseOAuth } from './oauth.js';
import { greenhouseResources } from './resources.js';

export const greenhouse = defineConnector({
  id: 'greenhouse',
  name: 'Greenhouse',
  description: 'Applicant tracking: the jobs of a Greenhouse organization with their interview stages, candidates, applications and their résumés, through the ATS API (Harvest v3).',
  websiteUrl: 'https://www.greenhouse.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'client_id',
      label: 'Client id',
      type: 'text',
      required: false,
      sensitive: true,
      description: 'For a custom integration: the client id of your Harvest v3 (OAuth) credential. With the client secret, the service gets and renews access tokens itself (client credentials grant).',
      pattern: '^[A-Za-z0-9._~-]{1,256}$',
      maxLength: 256,
    },
    {
      id: 'client_secret',
      label: 'Client secret',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'For a custom integration: the client secret of the same Harvest v3 credential.',
      pattern: '^[\\x21-\\x7e]{8,512}$',
      maxLength: 512,
    },
    {
      id: 'manual_access_token',
      label: 'Access token',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'Instead of a client id and secret: an access token from POST https://auth.greenhouse.io/token with your Harvest v3 (OAuth) client id and secret (grant_type=client_credentials); it lasts an hour and is not renewed. Partners authorize through OAuth instead.',
      pattern: '^[A-Za-z0-9._~+/=-]{16,4096}$',
      maxLength: 4096,
    },
    {
      id: 'user_id',
      label: 'Acting user id',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'The numeric id of the Greenhouse user writes are made on behalf of (On-Behalf-Of, and `sub` of the client credentials grant); the number in app.greenhouse.io/account/users/<id>.',
      pattern: '^[1-9][0-9]{0,14}$',
      maxLength: 15,
    },
    {
      id: WEBHOOK_SECRET_SETTING,
      label: 'Web hook secret key',
      type: 'password',
      required: false,
      sensitive: true,
      description:
        "The secret key you give each Greenhouse web hook (Configure → Dev Center → Web Hooks) whose Endpoint URL is this connection's inbound URL; " +
        'Greenhouse signs every delivery with it. Without it, deliveries are refused and changes are polled.',
      pattern: '^[\\x21-\\x7E]{16,256}$',
      maxLength: 256,
    },
  ],
  auth: oauthTokenOr(bearerAuth('manual_access_token')),
  oauth: greenhouseOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/v3/jobs', query: { per_page: 1 } });
  },
  liveBaseUrl: () => 'https://harvest.greenhouse.io',
  hosts: ['harvest.greenhouse.io', 'auth.greenhouse.io'],
  paging: 'cursor',
  rateLimit: rateLimitSignals({
    documented:
      'Harvest v3 counts requests per credential in a rolling 10-second window whose size X-RateLimit-Limit tells on every answer; ' +
      'past it a 429 with Retry-After (seconds) and X-RateLimit-Reset (epoch seconds).',
    limits: { requestsPerSecond: 5, burst: 10, per: 'connection' },
    wait: [waitFrom.retryAfter, waitFrom.resetAt('x-ratelimit-reset')],
    exhausted: { remaining: 'x-ratelimit-remaining', reset: waitFrom.resetAt('x-ratelimit-reset') },
  }),
  errorMessage: greenhouseErrorMessage,
  // Greenhouse's own web hooks, pasted by an admin (inbound.ts); what they do not carry is polled.
  inbound: greenhouseInbound,
  resources: greenhouseResources,
});
