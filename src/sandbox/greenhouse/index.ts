/**
 * The Greenhouse emulator (Harvest API v3, https://harvest.greenhouse.io/v3,
 * and its authorization server, https://auth.greenhouse.io), declared on the
 * kit from Greenhouse's Harvest v3 reference pages (harvestdocs.greenhouse.io;
 * Greenhouse publishes no machine-readable description): jobs and their
 * interview stages, candidates, applications with their moves (move, reject,
 * unreject, hire), attachments behind signed links that expire; the client
 * credentials and partner authorization code grants (oauth.ts), `On-Behalf-Of`
 * on writes (auth.ts), cursor paging in `Link` headers (paging.ts), rate-limit
 * headers and 429s (dialect.ts), Greenhouse's signed web hooks for jobs,
 * candidates and applications, to the control plane's subscriptions (webhooks.ts).
 */
import { definePlatform } from '../framework/kit/index.js';
import { GREENHOUSE_ACCOUNTS, GREENHOUSE_DEMO_ACCOUNT, type GreenhouseAccount } from './accounts.js';
import { applications, registerApplicationMoves } from './applications.js';
import { attachments, attachmentSwitches, registerAttachmentFiles } from './attachments.js';
import { candidates } from './candidates.js';
import { greenhouseDialect } from './dialect.js';
import { jobInterviewStages, jobs } from './jobs.js';
import { mountGreenhouseOAuth } from './oauth.js';
import { seedGreenhouse } from './seed.js';
import { greenhouseWebhooks } from './webhooks.js';

export { GREENHOUSE_DEMO_ACCOUNT, GREENHOUSE_OTHER_ACCOUNT, type GreenhouseAccount } from './accounts.js';
export { GREENHOUSE_OAUTH_PATHS } from './oauth.js';
export { EXPIRE_LINKS_SWITCH } from './attachments.js';

export const greenhouseEmulator = definePlatform<GreenhouseAccount>({
  id: 'greenhouse',
  dialect: greenhouseDialect,
  accounts: GREENHOUSE_ACCOUNTS,
  resources: [jobs, jobInterviewStages, candidates, applications, attachments],
  seed: seedGreenhouse,
  oauth: (app) => mountGreenhouseOAuth(app, GREENHOUSE_DEMO_ACCOUNT),
  routes(app, kit) {
    registerApplicationMoves(app, kit);
    registerAttachmentFiles(app, kit, GREENHOUSE_ACCOUNTS);
  },
  switches: attachmentSwitches,
  webhooks: greenhouseWebhooks,
});
