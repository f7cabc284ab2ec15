/**
 * HubSpot CRM (https://api.hubapi.com), written from HubSpot's public API
 * reference (README.md names the pages; HubSpot's description files are not
 * licensed for our use): CRM v3 objects for contacts, companies, deals
 * (opportunities), leads, notes and engagements (activities), owners (users),
 * deal pipelines, lists, custom object schemas and their records.
 *
 * Authentication: a private app's access token ("pat-…") as a bearer token,
 * or OAuth 2.0 (oauth.ts) with 30-minute access tokens the vault refreshes;
 * an OAuth token takes precedence once the connection holds one. Changes
 * arrive as HubSpot's webhooks (webhook-events.ts), signed with the app's
 * client secret.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { hubspotActivities } from './activities.js';
import { hubspotErrorMessage } from './api.js';
import { hubspotCompanies } from './companies.js';
import { hubspotContacts } from './contacts.js';
import { hubspotCustomObjectSchemas } from './custom-object-schemas.js';
import { hubspotCustomObjects } from './custom-objects.js';
import { hubspotLeads } from './leads.js';
import { hubspotListMembers, hubspotLists } from './lists.js';
import { hubspotNotes } from './notes.js';
import { hubspotOAuth } from './oauth.js';
import { hubspotOpportunities } from './opportunities.js';
import { hubspotPipelines } from './pipelines.js';
import { hubspotRateLimit } from './rate-limit.js';
import { hubspotUsers } from './users.js';
import { hubspotChanges, hubspotDeliveryId, verifyHubspotSignature } from './webhook-events.js';

export const hubspot = defineConnector({
  id: 'hubspot',
  name: 'HubSpot',
  description: 'CRM platform: contacts, companies, deals, leads, notes, calls, emails, meetings and tasks, owners, pipelines, lists and custom objects of a HubSpot account, through the CRM API.',
  websiteUrl: 'https://www.hubspot.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'private_app_token',
      label: 'Private app access token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'In HubSpot: Settings > Integrations > Private Apps > your app > Auth > Access token ("pat-…"), with the CRM scopes the app needs.',
      pattern: '^pat-[a-z0-9]{2,8}-[A-Za-z0-9-]{20,80}$',
      maxLength: 100,
    },
  ],
  auth: oauthTokenOr(bearerAuth('private_app_token')),
  oauth: hubspotOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/account-info/v3/details' });
  },
  liveBaseUrl: () => 'https://api.hubapi.com',
  hosts: ['api.hubapi.com'],
  paging: 'cursor',
  rateLimit: hubspotRateLimit,
  errorMessage: hubspotErrorMessage,
  resources: [
    hubspotContacts, hubspotCompanies, hubspotOpportunities, hubspotLeads, hubspotPipelines, hubspotNotes, hubspotUsers,
    hubspotActivities, hubspotLists, hubspotListMembers, hubspotCustomObjectSchemas, hubspotCustomObjects,
  ],
  inbound: {
    verify: (request, context) => verifyHubspotSignature(request, context.clientSecret),
    changes: (request) => hubspotChanges(request),
    deliveryId: (request) => hubspotDeliveryId(request),
    sources: [
      {
        id: 'webhooks',
        setup: {
          kind: 'paste',
          where: 'HubSpot developer account → your app → Webhooks',
          instructions:
            'Set the URL as the app\'s target URL and subscribe to the events listed in downstream_event_types. HubSpot signs requests with the app\'s client secret, so the application\'s HubSpot integration needs it. The first signed request confirms it.',
        },
      },
    ],
  },
});
