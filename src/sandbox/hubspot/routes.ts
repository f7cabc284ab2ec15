/**
 * HubSpot endpoints that are not one of a resource's operations: the
 * account's details (GET /account-info/v3/details: Hub ID, time zone and
 * company currency, which deals without a currency of their own are in),
 * the search, associations, lists and pipelines routes.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformKit } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';
import { registerAssociationRoutes } from './associations.js';
import { registerListRoutes } from './lists.js';
import { registerPipelineRoutes } from './pipelines.js';
import { registerSearch } from './search.js';

export function hubspotRoutes(app: FastifyInstance, kit: PlatformKit<HubspotAccount>): void {
  app.get('/account-info/v3/details', kit.handler(({ account }) => ({
    status: 200,
    body: {
      portalId: account.portalId,
      accountType: 'STANDARD',
      timeZone: account.timeZone,
      companyCurrency: account.currency,
      additionalCurrencies: [],
      uiDomain: 'app.hubspot.com',
      dataHostingLocation: account.privateAppToken.split('-')[1] ?? 'na1',
    },
  })));
  registerSearch(app, kit);
  registerAssociationRoutes(app, kit);
  registerListRoutes(app, kit);
  registerPipelineRoutes(app, kit);
}
