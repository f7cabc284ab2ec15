/**
 * The Pipedrive emulator, declared on the kit: API v2 persons,
 * organizations, deals, activities, pipelines and stages (cursor paging,
 * searches), API v1 leads, notes, users and the person, organization and
 * deal field definitions (start/limit paging), webhooks registered through
 * the API (webhooks.ts), API tokens and the OAuth
 * authorization server, Pipedrive's per-token rate-limit headers and its
 * `{success: false, error, error_info}` failures. Written from Pipedrive's
 * API reference (v1 described in ../shared/downstream-specs/pipedrive/).
 */
import { definePlatform } from '../framework/kit/index.js';
import { PIPEDRIVE_ACCOUNTS, PIPEDRIVE_DEMO_ACCOUNT, type PipedriveAccount } from './accounts.js';
import { activities } from './activities.js';
import { dealFields, organizationFields, personFields } from './custom-fields.js';
import { deals } from './deals.js';
import { pipedriveDialect } from './dialect.js';
import { leads } from './leads.js';
import { notes } from './notes.js';
import { mountPipedriveOAuth } from './oauth.js';
import { organizations } from './organizations.js';
import { persons } from './persons.js';
import { pipelines, stages } from './pipelines.js';
import { pipedriveRoutes } from './routes.js';
import { seedPipedrive } from './seed.js';
import { users } from './users.js';
import { pipedriveWebhooks, webhooks } from './webhooks.js';

export { PIPEDRIVE_DEMO_ACCOUNT, PIPEDRIVE_OTHER_ACCOUNT, type PipedriveAccount } from './accounts.js';
export { PIPEDRIVE_OAUTH_PATHS } from './oauth.js';

export const pipedriveEmulator = definePlatform<PipedriveAccount>({
  id: 'pipedrive',
  dialect: pipedriveDialect,
  accounts: PIPEDRIVE_ACCOUNTS,
  resources: [users, personFields, organizationFields, dealFields, pipelines, stages, organizations, persons, deals, leads, notes, activities, webhooks],
  seed: seedPipedrive,
  oauth: (app) => mountPipedriveOAuth(app, PIPEDRIVE_DEMO_ACCOUNT),
  routes: pipedriveRoutes,
  webhooks: pipedriveWebhooks,
});
