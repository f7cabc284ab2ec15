/**
 * Jira Cloud platform REST API v3 emulator (projects, issues, transitions and
 * the enhanced JQL search) for tests and the sandbox. Each `start()` gets its
 * own freshly seeded `acme-demo` site; sign in with JIRA_DEMO_ACCOUNT over
 * HTTP Basic (email + API token).
 */
import { startEmulator, type EmulatorDefinition, type EmulatorHandle, type EmulatorStartOptions } from '../framework/emulator.js';
import { registerJiraApi, setJiraNotFoundHandler } from './api.js';
import { JiraCredentials } from './auth.js';
import type { JiraContext } from './context.js';
import { JIRA_DEMO_ACCOUNT } from './demo-account.js';
import { jiraFailures } from './errors.js';
import { seedJiraStore } from './seed.js';
import { JiraStore } from './store.js';

export { JIRA_DEMO_ACCOUNT } from './demo-account.js';
export { SEED_ANCHOR } from './seed.js';
export { JiraCredentials } from './auth.js';
export { JiraStore } from './store.js';
export { registerJiraApi, type JiraMountOptions } from './api.js';
export type { JiraContext } from './context.js';

/** A seeded site and its credentials, not yet served: the seam a later OAuth mount builds on. */
export function createJiraSite(): JiraContext {
  const store = new JiraStore();
  seedJiraStore(store);
  const credentials = new JiraCredentials();
  credentials.addApiToken(JIRA_DEMO_ACCOUNT.email, JIRA_DEMO_ACCOUNT.apiToken, JIRA_DEMO_ACCOUNT.accountId);
  return { store, credentials };
}

/** Starts an emulator and also hands back its site, so callers can register bearer tokens. */
export async function startJiraEmulator(options?: EmulatorStartOptions): Promise<{ handle: EmulatorHandle; site: JiraContext }> {
  const site = createJiraSite();
  const handle = await startEmulator(
    'jira',
    jiraFailures,
    async (app) => {
      setJiraNotFoundHandler(app);
      await registerJiraApi(app, site);
    },
    options,
  );
  return { handle, site };
}

export const jiraEmulator: EmulatorDefinition = {
  id: 'jira',
  start: async (options) => (await startJiraEmulator(options)).handle,
};
