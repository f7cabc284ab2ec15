/**
 * The Asana emulator (https://app.asana.com/api/1.0), declared on the kit:
 * workspaces, users, projects with their sections and memberships, tags,
 * tasks and their stories (comments), personal access tokens and OAuth,
 * and webhooks with their handshake (webhook-resource.ts, webhook-events.ts).
 * Written from Asana's description (../shared/downstream-specs/asana/asana_oas.yaml)
 * and developer documentation.
 */
import { definePlatform } from '../framework/kit/index.js';
import { ASANA_ACCOUNTS } from './accounts.js';
import { asanaDialect } from './dialect.js';
import { mountAsanaOAuth } from './oauth.js';
import { projectMemberships, projects, sections } from './projects.js';
import { asanaRoutes } from './routes.js';
import { seedAsana } from './seed.js';
import { stories } from './stories.js';
import { tags } from './tags.js';
import { tasks } from './tasks.js';
import { asanaWebhooks } from './webhook-events.js';
import { webhooks } from './webhook-resource.js';
import { users, workspaces } from './workspaces.js';

export { ASANA_DEMO_ACCOUNT, ASANA_OTHER_ACCOUNT } from './accounts.js';

export const asanaEmulator = definePlatform({
  id: 'asana',
  dialect: asanaDialect,
  accounts: ASANA_ACCOUNTS,
  resources: [workspaces, users, projects, sections, projectMemberships, tags, tasks, stories, webhooks],
  seed: seedAsana,
  oauth: mountAsanaOAuth,
  routes: asanaRoutes,
  webhooks: asanaWebhooks,
});
