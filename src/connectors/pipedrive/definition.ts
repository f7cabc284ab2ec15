/**
 * Pipedrive (https://developers.pipedrive.com/docs/api/v1): a sales CRM.
 * Persons, organizations, deals, activities, pipelines and stages through
 * API v2 (/api/v2, cursor paging); leads, notes, users and the field
 * definitions behind custom fields through API v1 (/v1, start/limit paging).
 *
 * Authentication: a personal API token in the `x-api-token` header (never
 * the older `api_token` query parameter, which would put it in URLs and
 * logs), or OAuth 2.0 (oauth.ts), preferred once the connection holds a
 * token. See README.md for the reference pages and what maps to what.
 */
import { apiKeyAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { declaredEvents } from '../kit/index.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { pipedriveActivities } from './activities.js';
import { pipedriveErrorMessage, V1 } from './api.js';
import { pipedriveCompanies } from './companies.js';
import { pipedriveInbound } from './inbound.js';
import { pipedriveContacts } from './contacts.js';
import { pipedriveLeads } from './leads.js';
import { pipedriveNotes } from './notes.js';
import { pipedriveOAuth } from './oauth.js';
import { pipedriveOpportunities } from './opportunities.js';
import { pipedrivePipelines } from './pipelines.js';
import { COMPANY_DOMAIN, pipedriveBaseUrl } from './settings.js';
import { pipedriveUsers } from './users.js';

const resetIn = waitFrom.resetIn('x-ratelimit-reset');

const RESOURCES = [pipedriveContacts, pipedriveCompanies, pipedriveOpportunities, pipedriveLeads, pipedrivePipelines, pipedriveNotes, pipedriveUsers, pipedriveActivities];

export const pipedrive = defineConnector({
  id: 'pipedrive',
  name: 'Pipedrive',
  description: 'Sales CRM: the persons, organizations, deals with their pipelines and stages, leads, notes, activities and users of a Pipedrive company, through the CRM API.',
  websiteUrl: 'https://www.pipedrive.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'api_token',
      label: 'API token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'Personal API token: Pipedrive → Settings → Personal preferences → API.',
      pattern: '^[A-Za-z0-9]{20,64}$',
      maxLength: 64,
    },
    {
      id: 'company_domain',
      label: 'Company domain',
      type: 'text',
      required: false,
      sensitive: false,
      description: 'The company\'s subdomain, "acme" for acme.pipedrive.com. Found after an OAuth sign-in; optional with an API token.',
      placeholder: 'acme',
      pattern: COMPANY_DOMAIN,
      maxLength: 63,
    },
  ],
  auth: oauthTokenOr(apiKeyAuth('header', { 'x-api-token': 'api_token' })),
  oauth: pipedriveOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: `${V1}/users/me` });
  },
  liveBaseUrl: pipedriveBaseUrl,
  hosts: ['api.pipedrive.com', '*.pipedrive.com'],
  paging: 'cursor',
  rateLimit: rateLimitSignals({
    documented:
      'Token-based: each company has a daily budget of tokens (by plan and seats) that every call spends by its cost, and each API ' +
      'or OAuth token a burst limit per 2-second window (API token: 20 to 120 requests by plan; OAuth token: 80 to 480). Every answer ' +
      'carries x-ratelimit-limit, x-ratelimit-remaining and x-ratelimit-reset (seconds); API-token answers also x-daily-requests-left ' +
      '(POST and PUT requests left in the UTC day). Over a limit Pipedrive answers 429.',
    limits: {
      // The lowest plan's API-token burst (20 per 2 seconds), a little under it: a connection does not say its plan.
      requestsPerSecond: 9,
      burst: 10,
      per: 'connection',
    },
    wait: [waitFrom.retryAfter, resetIn],
    exhausted: { remaining: 'x-ratelimit-remaining', reset: resetIn },
  }),
  errorMessage: pipedriveErrorMessage,
  // The webhooks report the events the resources declare.
  inbound: pipedriveInbound(declaredEvents(RESOURCES)),
  resources: RESOURCES,
});
