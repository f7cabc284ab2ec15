/**
 * What every Jira route needs: the site's store and the credential registry.
 * Routes receive it explicitly so one store can later be mounted twice
 * (`/rest/api/3/...` and `/ex/jira/{cloudId}/rest/api/3/...`).
 */
import type { FastifyRequest } from 'fastify';
import type { JiraCredentials } from './auth.js';
import type { JiraStore } from './store.js';

export interface JiraContext {
  store: JiraStore;
  credentials: JiraCredentials;
}

/** The authenticated caller; the auth hook runs before every Jira route. */
export function callerId(request: FastifyRequest): string {
  if (!request.jiraAccountId) throw new Error('Jira route reached without authentication');
  return request.jiraAccountId;
}
