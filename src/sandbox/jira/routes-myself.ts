/**
 * GET /rest/api/3/myself: the calling user. Integrations use it as their
 * connection test, so it answers 401 exactly like every other route when the
 * credentials are wrong.
 */
import { fail, type Answer, type KitContext } from '../framework/kit/index.js';
import { callerId, type JiraSiteAccount } from './auth.js';
import { MESSAGES } from './errors.js';
import { Links } from './links.js';
import { userJson } from './serialize-common.js';
import { JiraStore } from './store.js';

export function myself(ctx: KitContext<JiraSiteAccount>): Answer {
  const user = JiraStore.of(ctx).userById(callerId(ctx.request));
  if (!user) throw fail.unauthenticated(MESSAGES.notAuthenticated);
  return {
    status: 200,
    body: {
      ...userJson(Links.for(ctx.request), user),
      locale: 'en_US',
      // Group and role lists are only filled in when expanded; Jira sends their sizes regardless.
      groups: { size: 2, items: [] },
      applicationRoles: { size: 1, items: [] },
      expand: 'groups,applicationRoles',
    },
  };
}
