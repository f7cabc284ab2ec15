/**
 * The Gusto emulator (Embedded Payroll API, https://api.gusto.com), declared
 * on the kit: the company and its locations, departments, employees with
 * their jobs, compensations, home addresses and terminations, processed
 * payrolls and pay stubs; OAuth 2 with refresh (oauth.ts), the
 * `X-Gusto-API-Version` header (version.ts), `page`/`per` paging and
 * Gusto's `{errors: [...]}` failures (dialect.ts). Written from Gusto's
 * description (../shared/downstream-specs/gusto/gusto-embedded.v2025-06-15.openapi.yaml);
 * GET /v1/token_info names the company a token acts for (token-info.ts);
 * webhook subscriptions and the signed events they hear (webhooks.ts).
 */
import { definePlatform } from '../framework/kit/index.js';
import { GUSTO_ACCOUNTS, GUSTO_DEMO_ACCOUNT, type GustoAccount } from './accounts.js';
import { companies, locations } from './companies.js';
import { departments } from './departments.js';
import { gustoDialect } from './dialect.js';
import { employees } from './employees.js';
import { homeAddresses } from './home-addresses.js';
import { compensations, jobs } from './jobs.js';
import { mountGustoOAuth } from './oauth.js';
import { registerPayStubs } from './pay-stubs.js';
import { payrolls } from './payrolls.js';
import { CONCURRENT_EDITS } from './records.js';
import { seedGusto } from './seed.js';
import { terminations } from './terminations.js';
import { registerTokenInfo } from './token-info.js';
import { gustoWebhooks, registerWebhookSubscriptionRoutes, webhookSubscriptions } from './webhooks.js';

export { GUSTO_DEMO_ACCOUNT, GUSTO_OTHER_ACCOUNT, GUSTO_SYSTEM_ACCESS_TOKEN, type GustoAccount } from './accounts.js';
export { GUSTO_OAUTH_PATHS } from './oauth.js';
export { GUSTO_API_VERSION } from './version.js';

export const gustoEmulator = definePlatform<GustoAccount>({
  id: 'gusto',
  dialect: gustoDialect,
  accounts: GUSTO_ACCOUNTS,
  resources: [companies, locations, departments, employees, jobs, compensations, homeAddresses, terminations, payrolls, webhookSubscriptions],
  seed: seedGusto,
  switches: { concurrent_edits: CONCURRENT_EDITS },
  oauth: (app) => mountGustoOAuth(app, GUSTO_DEMO_ACCOUNT),
  routes: (app, kit) => {
    registerPayStubs(app, kit);
    registerTokenInfo(app, kit);
    registerWebhookSubscriptionRoutes(app, kit);
  },
  webhooks: gustoWebhooks,
});
