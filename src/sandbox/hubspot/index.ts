/**
 * The HubSpot emulator (https://api.hubapi.com), declared on the kit and
 * written from HubSpot's public API reference (its description files are
 * not licensed for our use; src/connectors/hubspot/README.md names the
 * pages): CRM v3 objects (contacts, companies, deals, leads, notes, calls,
 * emails, meetings, tasks and custom objects) with their search, property
 * definitions, owners, pipelines, v4 associations, lists, custom object
 * schemas, private app tokens and OAuth with 30-minute access tokens, and
 * signed webhooks. See dialect.ts for what all answers share.
 */
import { definePlatform } from '../framework/kit/index.js';
import { HUBSPOT_ACCOUNTS, HUBSPOT_DEMO_ACCOUNT, type HubspotAccount } from './accounts.js';
import { customObjects, standardObjects } from './crm-objects.js';
import { hubspotDialect } from './dialect.js';
import { lists } from './lists.js';
import { STANDARD_TYPES } from './object-types.js';
import { mountHubspotOAuth } from './oauth.js';
import { owners } from './owners.js';
import { pipelines } from './pipelines.js';
import { properties } from './properties.js';
import { hubspotRoutes } from './routes.js';
import { schemas } from './schemas.js';
import { seedHubspot } from './seed.js';
import { hubspotSigning, hubspotWebhooks } from './webhooks.js';

export { HUBSPOT_DEMO_ACCOUNT, HUBSPOT_OTHER_ACCOUNT, type HubspotAccount } from './accounts.js';
export { HUBSPOT_OAUTH_PATHS, HUBSPOT_ACCESS_TOKEN_SECONDS } from './oauth.js';
export { HUBSPOT_APP_ID } from './webhooks.js';

export const hubspotEmulator = definePlatform<HubspotAccount>({
  id: 'hubspot',
  dialect: { ...hubspotDialect, webhooks: hubspotSigning },
  accounts: HUBSPOT_ACCOUNTS,
  resources: [...STANDARD_TYPES.map(standardObjects), customObjects, properties, owners, pipelines, lists, schemas],
  seed: seedHubspot,
  // Installing the app grants access to the demo account, as its user.
  oauth: (app) => mountHubspotOAuth(app, HUBSPOT_DEMO_ACCOUNT),
  routes: hubspotRoutes,
  webhooks: hubspotWebhooks,
});
