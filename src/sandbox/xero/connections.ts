/**
 * Xero's identity API (xero-identity.yaml, base https://api.xero.com):
 * GET /connections lists the tenants an access token reaches, each with the
 * tenantId to send as `xero-tenant-id`. Only the token is needed here, no
 * tenant header. Xero's paths are not case-sensitive; the description writes
 * /Connections. (Disconnecting a tenant, DELETE /connections/{id}, is not
 * emulated.)
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EmulatorFailure, kitRequest } from '../framework/kit/index.js';
import { XERO_ORGANISATIONS, type XeroUser } from './accounts.js';
import { userOfToken } from './auth.js';
import { renderXeroError } from './errors.js';
import { oauthServerOf } from './oauth.js';

/** A stable GUID from a text: connection ids are the same on every start. */
function guidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function connectionsOf(user: XeroUser) {
  return XERO_ORGANISATIONS.filter((organisation) => user.organisations.includes(organisation.id)).map((organisation) => ({
    id: guidOf(`${user.id}|${organisation.id}`),
    authEventId: guidOf(`${user.id}|auth`),
    tenantId: organisation.id,
    tenantType: 'ORGANISATION',
    tenantName: organisation.name,
    createdDateUtc: organisation.createdAt.replace('Z', '.000Z'),
    updatedDateUtc: organisation.createdAt.replace('Z', '.000Z'),
  }));
}

function fail(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof EmulatorFailure)) throw error;
  const answer = renderXeroError(error);
  if (answer.headers) reply.headers(answer.headers);
  if (typeof answer.body === 'string') return reply.code(answer.status).type(answer.contentType ?? 'text/plain').send(answer.body);
  return reply.code(answer.status).send(answer.body);
}

export function registerConnections(app: FastifyInstance): void {
  const introspect = (token: string) => oauthServerOf(app)?.introspect(token);
  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const user = userOfToken(kitRequest(request), introspect);
      return reply.code(200).send(connectionsOf(user));
    } catch (error) {
      return fail(reply, error);
    }
  };
  for (const path of ['/connections', '/Connections']) {
    app.get(path, list);
  }
}
