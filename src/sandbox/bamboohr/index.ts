/**
 * Emulator of BambooHR's API (its HRIS side: employees with their job info
 * and employment status tables, changed employees, the directory, time off,
 * company information and field and user metadata, webhooks (signed,
 * webhooks.ts), applicant tracking (ats-routes.ts), and each company's OAuth
 * authorization server), declared on the emulator kit and written from
 * BambooHR's official description (../shared/downstream-specs/bamboohr/public.yaml).
 * Read dialect.ts, then employees.ts.
 */
import { defineResource, definePlatform } from '../framework/kit/index.js';
import { BAMBOOHR_ACCOUNTS, BAMBOOHR_DEMO_ACCOUNT, type BambooHRAccount } from './account.js';
import { atsApplicants, atsApplications, atsComments, atsFiles, atsJobs } from './ats-records.js';
import { bamboohrDialect } from './dialect.js';
import { employeeDeletions } from './employee-changes.js';
import { tableRows } from './employee-tables.js';
import { employees } from './employees.js';
import { mountBambooHROAuth } from './oauth.js';
import { bamboohrRoutes } from './routes.js';
import { seedBambooHR } from './seed.js';
import { timeOffRequests } from './time-off.js';
import { bamboohrWebhooks, webhooks } from './webhooks.js';

export { BAMBOOHR_DEMO_ACCOUNT, BAMBOOHR_OTHER_ACCOUNT, type BambooHRAccount } from './account.js';
export { BAMBOOHR_OAUTH_PATHS } from './oauth.js';

/** The company's users (who may sign in), as GET /api/v1/meta/users lists them. */
const users = defineResource<BambooHRAccount>({
  name: 'users',
  routes: {},
  newId: (ctx) => String(ctx.tenant.next('user', 2500)),
  fields: { employeeId: { kind: 'string' }, email: { kind: 'string' }, status: { kind: 'string' } },
});

export const bamboohrEmulator = definePlatform<BambooHRAccount>({
  id: 'bamboohr',
  dialect: bamboohrDialect,
  accounts: BAMBOOHR_ACCOUNTS,
  resources: [employees, tableRows, employeeDeletions, timeOffRequests, users, webhooks, atsJobs, atsApplicants, atsApplications, atsFiles, atsComments],
  seed: seedBambooHR,
  oauth: (app) => mountBambooHROAuth(app, BAMBOOHR_DEMO_ACCOUNT),
  routes: bamboohrRoutes,
  webhooks: bamboohrWebhooks,
});
