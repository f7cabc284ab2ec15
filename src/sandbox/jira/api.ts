/**
 * Mounts the Jira REST API v3 routes on a Fastify instance under a prefix.
 * The emulator mounts them at the root (`/rest/api/3/...`, as on
 * `https://{site}.atlassian.net`) and again, for OAuth 2.0 (3LO) clients,
 * under `/ex/jira/:cloudId` (`https://api.atlassian.com/ex/jira/{cloudId}/...`)
 * with the API gateway's own authentication (see gateway.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireJiraAuth } from './auth.js';
import type { JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { registerCommentRoutes } from './routes-comments.js';
import { registerIssueRoutes } from './routes-issues.js';
import { registerLabelRoutes } from './routes-labels.js';
import { registerMyselfRoutes } from './routes-myself.js';
import { registerProjectRoutes } from './routes-projects.js';
import { registerSearchRoutes } from './routes-search.js';
import { registerTransitionRoutes } from './routes-transitions.js';
import { registerUserRoutes } from './routes-users.js';

export interface JiraMountOptions {
  /** Path prefix in front of `/rest/api/3`, e.g. `/ex/jira/:cloudId`; none by default. */
  prefix?: string;
  /**
   * Who may call this mount (an onRequest hook that sets `request.jiraAccountId`
   * or answers 401). Default: the site's own credentials, as {site}.atlassian.net checks them.
   */
  authenticate?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

export async function registerJiraApi(app: FastifyInstance, context: JiraContext, options: JiraMountOptions = {}): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', options.authenticate ?? requireJiraAuth(context.credentials));
      // Errors raised by Fastify itself (a malformed JSON body, a body too large) still leave as an ErrorCollection.
      scope.setErrorHandler((error: FastifyError, _request, reply) => {
        const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
        return sendErrors(reply, status, [status === 400 ? MESSAGES.invalidPayload : status >= 500 ? MESSAGES.internal : error.message]);
      });
      registerMyselfRoutes(scope, context);
      registerProjectRoutes(scope, context);
      registerIssueRoutes(scope, context);
      registerTransitionRoutes(scope, context);
      registerSearchRoutes(scope, context);
      registerCommentRoutes(scope, context);
      registerUserRoutes(scope, context);
      registerLabelRoutes(scope, context);
    },
    { prefix: options.prefix ?? '' },
  );
}

/** Unknown REST paths: Jira's REST layer answers 404 with "null for uri: …". */
export function setJiraNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const uri = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
    return sendErrors(reply, 404, [`null for uri: ${uri}`]);
  });
}
