/**
 * GET /rest/api/3/myself: the calling user. Integrations use it as their
 * connection test, so it answers 401 exactly like every other route when the
 * credentials are wrong.
 */
import type { FastifyInstance } from 'fastify';
import { callerId, type JiraContext } from './context.js';
import { MESSAGES, sendErrors } from './errors.js';
import { Links } from './links.js';
import { userJson } from './serialize-common.js';

export function registerMyselfRoutes(app: FastifyInstance, context: JiraContext): void {
  app.get('/rest/api/3/myself', async (request, reply) => {
    const user = context.store.userById(callerId(request));
    if (!user) return sendErrors(reply, 401, [MESSAGES.notAuthenticated]);
    return {
      ...userJson(Links.for(request), user),
      locale: 'en_US',
      // Group and role lists are only filled in when expanded; Jira sends their sizes regardless.
      groups: { size: 2, items: [] },
      applicationRoles: { size: 1, items: [] },
      expand: 'groups,applicationRoles',
    };
  });
}
