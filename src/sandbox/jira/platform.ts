/**
 * The Jira Cloud site as a kit platform: the dialect (dialect.ts), one site
 * account with its credentials, the standard REST resources (projects,
 * issues, comments, assignable users, labels), the deterministic seed, and
 * Jira's own parts as named hooks: the JQL search (routes-search.ts, jql*.ts),
 * transitions (workflow.ts), /myself, the issue edit's answer, and the
 * api.atlassian.com gateway (gateway.ts) that serves every route again under
 * /ex/jira/{cloudId}, next to Atlassian's authorization server (oauth.ts),
 * and the webhooks apps register (routes-webhooks.ts) and the site sends (webhooks.ts).
 */
import type { FastifyInstance } from 'fastify';
import { definePlatform, type KitContext, type OperationName, type PlatformKit } from '../framework/kit/index.js';
import type { OAuthServer } from '../framework/oauth-server.js';
import { JiraCredentials, type JiraSiteAccount } from './auth.js';
import { JIRA_DEMO_ACCOUNT } from './demo-account.js';
import { jiraDialect } from './dialect.js';
import { mountTwice, registerAccessibleResources } from './gateway.js';
import { mountAtlassianOAuth } from './oauth.js';
import { queryBoolean } from './query-params.js';
import { comments } from './resource-comments.js';
import { issues } from './resource-issues.js';
import { labels } from './resource-labels.js';
import { projects } from './resource-projects.js';
import { users } from './resource-users.js';
import { myself } from './routes-myself.js';
import { searchByBody, searchByQuery } from './routes-search.js';
import { doTransition, listTransitions } from './routes-transitions.js';
import { registerWebhookRoutes } from './routes-webhooks.js';
import { seedJiraStore } from './seed.js';
import { JiraStore } from './store.js';
import { jiraWebhooks } from './webhooks.js';

const RESOURCES = [projects, issues, comments, users, labels];
const API = '/rest/api/3';

/** The demo site, with credentials of its own so bearer tokens registered on one start stay there. */
export function demoSite(): JiraSiteAccount {
  const credentials = new JiraCredentials();
  credentials.addApiToken(JIRA_DEMO_ACCOUNT.email, JIRA_DEMO_ACCOUNT.apiToken, JIRA_DEMO_ACCOUNT.accountId);
  return { id: JIRA_DEMO_ACCOUNT.cloudId, cloudId: JIRA_DEMO_ACCOUNT.cloudId, credentials };
}

function routes(app: FastifyInstance, kit: PlatformKit<JiraSiteAccount>, oauth: () => OAuthServer | undefined): void {
  type Ctx = KitContext<JiraSiteAccount>;
  const own = (method: string, path: string, run: (ctx: Ctx) => ReturnType<typeof myself>) => mountTwice(app, method, `${API}${path}`, kit.handler(run));
  own('GET', '/myself', myself);
  own('GET', '/search/jql', searchByQuery);
  own('POST', '/search/jql', searchByBody);
  own('GET', '/issue/:issueIdOrKey/transitions', (ctx) => listTransitions(kit, ctx));
  own('POST', '/issue/:issueIdOrKey/transitions', (ctx) => doTransition(kit, ctx));
  // Jira answers an edit with 204, or with the issue when asked to (returnIssue=true).
  const edit = (ctx: Ctx) => {
    const answer = kit.operation('update', 'issues', ctx);
    return queryBoolean(ctx.request.query, 'returnIssue') ? answer : { status: 204 };
  };
  own('PUT', '/issue/:issueIdOrKey', edit);
  // The kit mounts the resources on the site; the gateway serves them again.
  for (const resource of RESOURCES) {
    for (const [operation, route] of Object.entries(resource.routes) as [OperationName, string | { route: string }][]) {
      const [method, path] = (typeof route === 'string' ? route : route.route).split(' ') as [string, string];
      app.route({ method: method as 'GET', url: `/ex/jira/:cloudId${path}`, handler: kit.handler((ctx) => kit.operation(operation, resource.name, ctx)) });
    }
  }
  registerAccessibleResources(app, oauth);
  registerWebhookRoutes(app, kit, oauth);
}

/** A fresh emulated site: one kit platform per start, so state and credentials are never shared. */
export function jiraPlatform(site: JiraSiteAccount) {
  let server: OAuthServer | undefined;
  return definePlatform<JiraSiteAccount>({
    id: 'jira',
    dialect: jiraDialect,
    accounts: [site],
    resources: RESOURCES,
    seed: ({ tenant, now, faker }) => seedJiraStore(new JiraStore(tenant, () => now), faker),
    oauth: (app) => (server = mountAtlassianOAuth(app)),
    routes: (app, kit) => routes(app, kit, () => server),
    webhooks: jiraWebhooks((clientId) => server?.clientSecret(clientId)),
  });
}
