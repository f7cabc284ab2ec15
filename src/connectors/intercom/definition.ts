/**
 * Intercom REST API, version 2.16 (../shared/downstream-specs/intercom/).
 * Every call names the version in the `Intercom-Version` header, so the
 * answers keep this shape whatever version the app is set to in the
 * Developer Hub. JSON bodies, UNIX-second times, cursor paging.
 *
 * Authentication: an access token from the Developer Hub (the app's
 * "Authentication" page) as a bearer token, or OAuth 2.0 (oauth.ts); an OAuth
 * token takes precedence once the connection holds one.
 *
 * Changes arrive as Intercom's webhook notifications (inbound.ts), signed
 * with the app's client secret.
 */
import type { AuthStrategy } from '../framework/auth.js';
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { intercomCustomers } from './customers.js';
import { intercomErrorMessage } from './error-message.js';
import { intercomInbound } from './inbound.js';
import { intercomOAuth } from './oauth.js';
import { intercomBaseUrl, REGION_PATTERN } from './region.js';

export const INTERCOM_API_VERSION = '2.16';

/** The version header travels with the credentials, so no call can leave without it. */
function withApiVersion(auth: AuthStrategy): AuthStrategy {
  return { ...auth, headers: (values) => ({ ...auth.headers(values), 'intercom-version': INTERCOM_API_VERSION }) };
}

const resetAt = waitFrom.resetAt('x-ratelimit-reset');

export const intercom = defineConnector({
  id: 'intercom',
  name: 'Intercom',
  description: 'Customer messaging platform: read and write the users (contacts with the user role) of an Intercom workspace as customers.',
  websiteUrl: 'https://www.intercom.com',
  status: 'live',
  authType: 'oauth2',
  settings: [
    {
      id: 'api_token',
      label: 'Access token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'From the Developer Hub: your app > Configure > Authentication > Access token.',
      pattern: '^[A-Za-z0-9+/=_-]{20,200}$',
    },
    {
      id: 'region',
      label: 'Region',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'Where the workspace is hosted: us (default), eu or au.',
      placeholder: 'us',
      pattern: REGION_PATTERN,
      maxLength: 2,
    },
  ],
  auth: withApiVersion(oauthTokenOr(bearerAuth('api_token'))),
  oauth: intercomOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/me' });
  },
  liveBaseUrl: intercomBaseUrl,
  hosts: ['api.intercom.io', 'api.eu.intercom.io', 'api.au.intercom.io'],
  paging: 'cursor',
  rateLimit: rateLimitSignals({
    documented:
      'Per app 10,000 calls a minute and per workspace 25,000 a minute, counted in 10-second windows (about 1,666 ' +
      'per window for an app). Every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset ' +
      '(epoch seconds); over the limit Intercom answers 429 with error code rate_limit_exceeded.',
    limits: {
      // 10,000 a minute in 10-second windows: at most ~1,666 in any window. Pace well under it.
      requestsPerSecond: 100,
      burst: 200,
      per: 'connection',
    },
    wait: [waitFrom.retryAfter, resetAt],
    exhausted: { remaining: 'x-ratelimit-remaining', reset: resetAt },
  }),
  errorMessage: intercomErrorMessage,
  resources: [intercomCustomers],
  inbound: intercomInbound,
});
