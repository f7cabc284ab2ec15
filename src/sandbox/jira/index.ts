/**
 * Jira Cloud platform REST API v3 emulator (projects, issues, transitions,
 * comments, assignable users, labels and the enhanced JQL search) for tests
 * and the sandbox. Each `start()` gets its own freshly seeded `acme-demo`
 * site; sign in with JIRA_DEMO_ACCOUNT over
 * HTTP Basic (email + API token), or through Atlassian's OAuth 2.0 (3LO)
 * flow: auth.atlassian.com (oauth.ts) and api.atlassian.com (gateway.ts) are
 * served by the same emulator, since the sandbox keeps paths and swaps origins.
 */
import { startEmulator, type EmulatorDefinition, type EmulatorHandle, type EmulatorStartOptions, type OAuthEmulatorControls } from '../framework/emulator.js';
import type { OAuthServer } from '../framework/oauth-server.js';
import { registerJiraApi, setJiraNotFoundHandler } from './api.js';
import { JiraCredentials } from './auth.js';
import type { JiraContext } from './context.js';
import { JIRA_DEMO_ACCOUNT } from './demo-account.js';
import { jiraFailures } from './errors.js';
import { registerAtlassianGateway } from './gateway.js';
import { mountAtlassianOAuth } from './oauth.js';
import { seedJiraStore } from './seed.js';
import { JiraStore } from './store.js';

export { JIRA_DEMO_ACCOUNT } from './demo-account.js';
export { SEED_ANCHOR } from './seed.js';
export { JiraCredentials } from './auth.js';
export { JiraStore } from './store.js';
export { registerJiraApi, type JiraMountOptions } from './api.js';
export type { JiraContext } from './context.js';
export { ATLASSIAN_OAUTH_PATHS } from './oauth.js';

/** A seeded site and its credentials, not yet served: the seam a later OAuth mount builds on. */
export function createJiraSite(): JiraContext {
  const store = new JiraStore();
  seedJiraStore(store);
  const credentials = new JiraCredentials();
  credentials.addApiToken(JIRA_DEMO_ACCOUNT.email, JIRA_DEMO_ACCOUNT.apiToken, JIRA_DEMO_ACCOUNT.accountId);
  return { store, credentials };
}

/** Starts an emulator and also hands back its site, so callers can register bearer tokens. */
export async function startJiraEmulator(
  options?: EmulatorStartOptions,
): Promise<{ handle: EmulatorHandle & { readonly oauth: OAuthEmulatorControls }; site: JiraContext }> {
  const site = createJiraSite();
  let oauth!: OAuthServer;
  const handle = await startEmulator(
    'jira',
    jiraFailures,
    async (app) => {
      setJiraNotFoundHandler(app);
      await registerJiraApi(app, site);
      oauth = mountAtlassianOAuth(app);
      await registerAtlassianGateway(app, site, oauth);
    },
    options,
  );
  return { handle: { ...handle, oauth }, site };
}

export const jiraEmulator: EmulatorDefinition = {
  id: 'jira',
  start: async (options) => (await startJiraEmulator(options)).handle,
};
