/**
 * The people and projects of the seeded `acme-demo` site, and the credentials
 * of the account the sandbox signs in with (HTTP Basic: email + API token, as
 * Jira Cloud expects for scripts and integrations; or OAuth 2.0 3LO, where
 * this account is the one who consents, see oauth.ts).
 */
import { BUSINESS_ISSUE_TYPES, SOFTWARE_ISSUE_TYPES } from './catalog.js';
import type { JiraProject, JiraUser } from './model.js';

export const JIRA_DEMO_ACCOUNT = {
  email: 'alex.morgan@acme-demo.example',
  apiToken: 'ATATT3xFfGF0-acme-demo-sandbox-api-token',
  accountId: '5f3c1a7e2b9d4c0068a1e001',
  siteName: 'acme-demo',
  /** The site's cloud id: OAuth 2.0 (3LO) apps reach it at https://api.atlassian.com/ex/jira/{cloudId}. */
  cloudId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
} as const;

export const SEED_USERS: readonly JiraUser[] = [
  // The demo user's time zone is UTC so JQL dates mean the same thing here and in tests.
  { accountId: JIRA_DEMO_ACCOUNT.accountId, displayName: 'Alex Morgan', emailAddress: JIRA_DEMO_ACCOUNT.email, active: true, timeZone: 'Etc/UTC' },
  { accountId: '5f3c1a7e2b9d4c0068a1e002', displayName: 'Priya Natarajan', emailAddress: 'priya.natarajan@acme-demo.example', active: true, timeZone: 'America/New_York' },
  { accountId: '5f3c1a7e2b9d4c0068a1e003', displayName: 'Marcus Chen', emailAddress: 'marcus.chen@acme-demo.example', active: true, timeZone: 'America/Los_Angeles' },
  { accountId: '5f3c1a7e2b9d4c0068a1e004', displayName: 'Sofia Alvarez', emailAddress: 'sofia.alvarez@acme-demo.example', active: true, timeZone: 'Europe/Madrid' },
  { accountId: '5f3c1a7e2b9d4c0068a1e005', displayName: 'Jonas Weber', emailAddress: 'jonas.weber@acme-demo.example', active: true, timeZone: 'Europe/Berlin' },
  { accountId: '5f3c1a7e2b9d4c0068a1e006', displayName: 'Amara Okafor', emailAddress: 'amara.okafor@acme-demo.example', active: true, timeZone: 'Africa/Lagos' },
];

const [ALEX, PRIYA, MARCUS, SOFIA, JONAS, AMARA] = SEED_USERS.map((user) => user.accountId) as [string, string, string, string, string, string];

export interface SeedProject {
  project: Omit<JiraProject, 'lastIssueNumber'>;
  /** Who works in the project: assignees and reporters are drawn from here. */
  members: string[];
  /** What its issues are about: the first three are its epics; each area's issues mostly carry its label. */
  areas: SeedArea[];
}

export type SeedArea = readonly [name: string, label: string];

export const SEED_PROJECTS: readonly SeedProject[] = [
  {
    project: {
      id: '10000',
      key: 'WEB',
      name: 'Storefront Web',
      description: 'Customer-facing web storefront: catalog, search, cart, checkout and account pages.',
      projectTypeKey: 'software',
      categoryId: '10000',
      leadAccountId: PRIYA,
      issueTypeIds: [...SOFTWARE_ISSUE_TYPES],
      url: 'https://shop.acme-demo.example',
    },
    members: [ALEX, PRIYA, MARCUS, JONAS],
    areas: [['checkout', 'checkout'], ['search', 'search'], ['accessibility', 'a11y'], ['payments', 'payments'], ['page speed', 'performance']],
  },
  {
    project: {
      id: '10001',
      key: 'MOB',
      name: 'Mobile App',
      description: 'The iOS and Android shopping app, its push notifications and its release pipeline.',
      projectTypeKey: 'software',
      categoryId: '10000',
      leadAccountId: MARCUS,
      issueTypeIds: [...SOFTWARE_ISSUE_TYPES],
      url: 'https://apps.acme-demo.example',
    },
    members: [MARCUS, JONAS, ALEX, PRIYA],
    areas: [['iOS app', 'ios'], ['Android app', 'android'], ['push notifications', 'notifications'], ['release pipeline', 'release'], ['crash reporting', 'crash']],
  },
  {
    project: {
      id: '10002',
      key: 'MKT',
      name: 'Marketing Campaigns',
      description: 'Seasonal campaigns, email programs, the content calendar and launch coordination.',
      projectTypeKey: 'business',
      categoryId: '10001',
      leadAccountId: SOFIA,
      issueTypeIds: [...BUSINESS_ISSUE_TYPES],
      url: '',
    },
    members: [SOFIA, AMARA, ALEX],
    areas: [['Black Friday campaign', 'launch'], ['newsletter', 'email'], ['social media', 'social'], ['SEO', 'seo'], ['trade show', 'events']],
  },
  {
    project: {
      id: '10003',
      key: 'HR',
      name: 'People Operations',
      description: 'Hiring, onboarding, benefits, policies and team events.',
      projectTypeKey: 'business',
      categoryId: '10001',
      leadAccountId: AMARA,
      issueTypeIds: [...BUSINESS_ISSUE_TYPES],
      url: '',
    },
    members: [AMARA, SOFIA, ALEX, PRIYA],
    areas: [['hiring', 'hiring'], ['onboarding', 'onboarding'], ['benefits', 'benefits'], ['payroll', 'payroll'], ['team offsite', 'events']],
  },
];
