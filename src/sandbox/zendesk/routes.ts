/**
 * The Support API's own quirks, beside what the kit serves from the resources:
 *  - every path also answers with a `.json` suffix (`/users/42.json`);
 *  - GET /api/v2/users/me, Show Self (the connection test), with a CSRF token;
 *  - DELETE /api/v2/users/{id} is a soft delete: 200 with the user, now
 *    `active: false`, still shown by id, gone from the list, and the account
 *    owner can never be deleted (403);
 *  - the Webhooks API (webhooks-api.ts);
 *  - DELETE /api/v2/oauth/tokens/current revokes the Bearer token the request
 *    is made with (and the refresh token of its grant): 204, and a request
 *    authenticated otherwise has no current token: 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  fail, findRecord, headerOf, parseBearer,
  type KitContext, type OperationName, type PlatformKit,
} from '../framework/kit/index.js';
import { oauthTokens, type ZendeskAccount } from './auth.js';
import { ZENDESK_DEMO_AGENT_ID } from './demo-account.js';
import { authorizationServerOf } from './oauth.js';
import { organizations } from './organizations.js';
import { sideloadsOf } from './sideloads.js';
import { users } from './users.js';
import { registerWebhooksApi } from './webhooks-api.js';

type Ctx = KitContext<ZendeskAccount>;

const both = (path: string) => [path, `${path}.json`];

/** Zendesk pairs Show Self with a CSRF token; a stable one per user is enough here. */
function authenticityToken(userId: string): string {
  return createHash('sha256').update(`zendesk-emulator-csrf:${userId}`).digest('base64');
}

export function zendeskRoutes(app: FastifyInstance, kit: PlatformKit<ZendeskAccount>): void {
  for (const resource of [users, organizations]) {
    for (const [operation, route] of Object.entries(resource.routes)) {
      const [method, url] = (typeof route === 'string' ? route : route.route).split(' ') as [string, string];
      app.route({ method: method as 'GET', url: `${url}.json`, handler: kit.handler((ctx) => kit.operation(operation as OperationName, resource.name, ctx)) });
    }
  }

  for (const path of both('/api/v2/users/me')) {
    app.get(path, kit.handler((ctx: Ctx) => {
      const me = ctx.tenant.table(users.name).get(ctx.account.userId ?? '');
      if (!me) throw fail.unauthenticated();
      const written = kit.present(users.name, me, ctx);
      return { status: 200, body: { user: { ...written, authenticity_token: authenticityToken(me.id) }, ...sideloadsOf([written]) } };
    }));
  }

  for (const path of both('/api/v2/users/:id')) {
    app.delete(path, kit.handler((ctx: Ctx) => {
      const user = findRecord(users, ctx);
      if (!user.active) throw fail.notFound('Not found');
      if (user.id === ZENDESK_DEMO_AGENT_ID) throw fail.forbidden('The account owner cannot be deleted');
      Object.assign(user, { active: false, updatedAt: Math.max(ctx.now, Number(user.updatedAt)) });
      ctx.emit('user.deleted', users.name, user);
      return { status: 200, body: kit.dialect.envelopes.one(kit.present(users.name, user, ctx), { name: users.name, labels: users.labels ?? {} }) };
    }));
  }

  registerWebhooksApi(app, kit);

  for (const path of both('/api/v2/oauth/tokens/current')) {
    app.delete(path, kit.handler((ctx: Ctx) => {
      const token = parseBearer(headerOf(ctx.request, 'authorization'));
      const revoked = token !== undefined && (ctx.tenant.table(oauthTokens.name).remove(token) !== undefined || (authorizationServerOf(app)?.revokeGrantOf(token) ?? false));
      if (!revoked) throw fail.notFound('Not found');
      return { status: 204 };
    }));
  }
}
