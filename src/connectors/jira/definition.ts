/**
 * Jira Cloud platform REST API v3
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/): projects as
 * Issue Tracking collections, issues as tickets, issue comments as comments,
 * a project's assignable users as its users and the site's labels as tags.
 * Scripts and integrations sign in with HTTP Basic `email:api_token` against
 * `https://{site}.atlassian.net`;
 * consumers of an app authorize with OAuth 2.0 (3LO, oauth.ts), which is
 * preferred once a connection holds a token.
 */
import { basicAuth, bearerAuth, firstAvailable } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { BASIC_AUTH_EMAIL_PATTERN } from '../framework/settings.js';
import { exhaustedWindow, rateLimitResetHeader, retryAfterHeader } from '../framework/rate-limit.js';
import { jiraCollections } from './collections.js';
import { jiraComments } from './comments.js';
import { jiraErrorMessage } from './errors.js';
import { jiraInbound } from './inbound.js';
import { jiraOAuth } from './oauth.js';
import { jiraBaseUrl, SITE_PATTERN } from './site.js';
import { jiraTags } from './tags.js';
import { jiraTickets } from './tickets.js';
import { jiraUsers } from './users.js';

export const jira = defineConnector({
  id: 'jira',
  name: 'Jira',
  description: 'Atlassian Jira Cloud: projects and their issues, read and written through the Issue Tracking API.',
  websiteUrl: 'https://www.atlassian.com/software/jira',
  status: 'live',
  authType: 'oauth2',
  settings: [
    {
      id: 'site',
      label: 'Site',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The subdomain of your Jira Cloud site: "acme" for https://acme.atlassian.net.',
      placeholder: 'your-company',
      // Anchored and limited to one DNS label, so a value can never change the host called.
      pattern: SITE_PATTERN,
      maxLength: 63,
    },
    {
      id: 'email',
      label: 'Email',
      type: 'email',
      // Required while API tokens are the only way in; OAuth (issue #3) makes them one of two.
      required: true,
      sensitive: false,
      description: 'Email address of the Atlassian account the API token belongs to.',
      pattern: BASIC_AUTH_EMAIL_PATTERN,
      maxLength: 254,
    },
    {
      id: 'api_token',
      label: 'API token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'Created at https://id.atlassian.com/manage-profile/security/api-tokens.',
      maxLength: 512,
    },
  ],
  auth: firstAvailable(bearerAuth('access_token'), basicAuth('email', 'api_token')),
  oauth: jiraOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/rest/api/3/myself' });
  },
  liveBaseUrl: (settings) => jiraBaseUrl(settings),
  hosts: ['*.atlassian.net', 'api.atlassian.com', 'auth.atlassian.com'],
  paging: 'token',
  rateLimit: {
    documented:
      'API token traffic is governed by burst limits per site, endpoint and method (requests per second), plus per-issue write limits; ' +
      'OAuth 2.0 (3LO) apps also have an hourly points-based quota. Over a limit Jira answers 429 with Retry-After (seconds), ' +
      'X-RateLimit-Reset (ISO 8601) and RateLimit-Reason naming the limit.',
    limits: {
      // Atlassian publishes no numbers for the per-site burst limits (a token bucket per site and API); 10 a second
      // with bursts of 20 stays within its long-standing advice of about 10 concurrent requests from a server.
      requestsPerSecond: 10,
      burst: 20,
      per: 'account',
      account: (settings) => settings.site ?? settings.cloud_id,
    },
    retryAfterSeconds: (headers) => retryAfterHeader(headers) ?? rateLimitResetHeader(headers),
    exhaustedForSeconds: (headers) => exhaustedWindow(headers, 'x-ratelimit-remaining', (bag) => rateLimitResetHeader(bag)),
  },
  errorMessage: jiraErrorMessage,
  resources: [jiraCollections, jiraTickets, jiraComments, jiraUsers, jiraTags],
  inbound: jiraInbound,
});
