/**
 * Jira Cloud platform REST API v3 emulator (projects, issues, transitions,
 * comments, assignable users, labels and the enhanced JQL search) for tests
 * and the sandbox, declared on the emulator kit (platform.ts). Each `start()`
 * gets its own freshly seeded `acme-demo` site; sign in with
 * JIRA_DEMO_ACCOUNT over HTTP Basic (email + API token), or through
 * Atlassian's OAuth 2.0 (3LO) flow: auth.atlassian.com (oauth.ts) and
 * api.atlassian.com (gateway.ts) are served by the same emulator, since the
 * sandbox keeps paths and swaps origins.
 */
import type { EmulatorDefinition, EmulatorStartOptions, OAuthEmulatorControls } from '../framework/emulator.js';
import type { KitEmulatorHandle } from '../framework/kit/index.js';
import type { JiraCredentials, JiraSiteAccount } from './auth.js';
import { demoSite, jiraPlatform } from './platform.js';

export { JIRA_DEMO_ACCOUNT } from './demo-account.js';
export { SEED_ANCHOR } from './seed.js';
export { JiraCredentials } from './auth.js';
export { JiraStore } from './store.js';
export { ATLASSIAN_OAUTH_PATHS } from './oauth.js';

/** A running site's handles: its credentials (tests register bearer tokens there) and its kit account. */
export interface JiraContext {
  credentials: JiraCredentials;
  account: JiraSiteAccount;
}

export type JiraEmulatorHandle = KitEmulatorHandle & { readonly oauth: OAuthEmulatorControls };

/** Starts an emulator and also hands back its site, so callers can register bearer tokens. */
export async function startJiraEmulator(options?: EmulatorStartOptions): Promise<{ handle: JiraEmulatorHandle; site: JiraContext }> {
  const account = demoSite();
  const handle = (await jiraPlatform(account).start(options)) as JiraEmulatorHandle;
  return { handle, site: { credentials: account.credentials, account } };
}

export const jiraEmulator: EmulatorDefinition = {
  id: 'jira',
  start: async (options) => (await startJiraEmulator(options)).handle,
};
