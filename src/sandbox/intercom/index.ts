/**
 * The Intercom emulator (REST API 2.16), declared on the kit: contacts with
 * Intercom's own search language, archive and unarchive, the admin behind a
 * token (/me), the app's OAuth authorization server, and the webhook
 * notifications contact changes send (webhooks.ts). See dialect.ts for what
 * all answers share.
 */
import { definePlatform } from '../framework/kit/index.js';
import { INTERCOM_ACCOUNTS, INTERCOM_DEMO_ACCOUNT, type IntercomAccount } from './accounts.js';
import { registerArchiveRoutes } from './archive.js';
import { contacts } from './contacts.js';
import { intercomDialect } from './dialect.js';
import { registerMe } from './me.js';
import { mountIntercomOAuth } from './oauth.js';
import { registerContactSearch } from './search.js';
import { seedIntercom } from './seed.js';
import { intercomWebhooks } from './webhooks.js';

export { INTERCOM_DEMO_ACCOUNT, INTERCOM_OTHER_ACCOUNT, type IntercomAccount } from './accounts.js';
export { INTERCOM_OAUTH_PATHS } from './oauth.js';

export const intercomEmulator = definePlatform<IntercomAccount>({
  id: 'intercom',
  dialect: intercomDialect,
  accounts: INTERCOM_ACCOUNTS,
  resources: [contacts],
  seed: seedIntercom,
  // Installing the app grants access to the demo workspace, as its admin.
  oauth: (app) => mountIntercomOAuth(app, INTERCOM_DEMO_ACCOUNT),
  routes(app, kit) {
    registerContactSearch(app, kit);
    registerArchiveRoutes(app, kit);
    registerMe(app, kit);
  },
  webhooks: intercomWebhooks,
});
