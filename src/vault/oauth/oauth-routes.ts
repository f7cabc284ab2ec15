/**
 * Browser-facing OAuth endpoints of the Vault API (reference vault.yml:
 * /vault/authorize, /vault/callback, /vault/revoke). They carry no API key:
 * the signed ticket or state is the credential. Redirects are 302 and never
 * cached (the reference says 301, but a permanent redirect of a one-time URL
 * may be replayed from a browser cache).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { OAuthFlow } from './oauth-flow.js';

const LinkParams = Type.Object({
  service_id: Type.String({ minLength: 1, maxLength: 64 }),
  application_id: Type.String({ minLength: 1, maxLength: 100 }),
});

const LinkQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 2048 })),
  redirect_uri: Type.Optional(Type.String({ maxLength: 2048 })),
  scope: Type.Optional(Type.String({ maxLength: 1024 })),
  nonce: Type.Optional(Type.String({ maxLength: 256 })),
});

function redirect(reply: FastifyReply, url: URL) {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url.href, 302);
}

export function registerOAuthRoutes(app: FastifyInstance, flow: OAuthFlow): void {
  const config = { auth: 'none' as const };

  app.get('/vault/authorize/:service_id/:application_id', { config, schema: { params: LinkParams, querystring: LinkQuery } }, async (request, reply) => {
    const params = request.params as { service_id: string; application_id: string };
    return redirect(reply, await flow.authorize(params.service_id, params.application_id, request.query as Record<string, string>));
  });

  app.get('/vault/revoke/:service_id/:application_id', { config, schema: { params: LinkParams, querystring: LinkQuery } }, async (request, reply) => {
    const params = request.params as { service_id: string; application_id: string };
    return redirect(reply, await flow.revoke(params.service_id, params.application_id, request.query as Record<string, string>));
  });

  app.get('/vault/callback', { config }, async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const parameters = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
    return redirect(reply, await flow.callback(parameters));
  });
}
