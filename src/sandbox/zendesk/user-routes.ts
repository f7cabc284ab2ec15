/**
 * The Users endpoints a customer-support connector needs:
 *   GET    /api/v2/users/me          Show Self (the connection test)
 *   GET    /api/v2/users             List Users (role filters, cursor or offset paging)
 *   POST   /api/v2/users             Create User
 *   GET    /api/v2/users/{user_id}   Show User
 *   PUT    /api/v2/users/{user_id}   Update User
 *   DELETE /api/v2/users/{user_id}   Delete User (soft: active becomes false)
 * Each also answers with a `.json` suffix, as Zendesk does. The reads take
 * `include=organizations` (see user-sideloads.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, sendForbidden, sendNotFound, sendRecordInvalid } from './errors.js';
import { listResponse } from './list-response.js';
import { baseUrlOf, parseIdSegment, rawSearchOf, withJsonSuffix } from './request-helpers.js';
import type { ZendeskStore } from './store.js';
import type { ZendeskUserRecord } from './types.js';
import { userFilterFrom } from './user-filters.js';
import { parseUserBody, type UserChanges } from './user-input.js';
import { userJson, userJsonText } from './user-json.js';
import { userSideloads } from './user-sideloads.js';

type IdParams = { user_id: string };

const JSON_TYPE = 'application/json; charset=utf-8';

/** Zendesk pairs Show Self with a CSRF token; a stable one per user is enough here. */
function authenticityToken(user: ZendeskUserRecord): string {
  return createHash('sha256').update(`zendesk-emulator-csrf:${user.id}`).digest('base64');
}

function sendMalformedBody(reply: FastifyReply): FastifyReply {
  return sendError(reply, 400, 'InvalidValue', 'The request body must be JSON of the form {"user": {...}}');
}

/** Parses the body, answering 400/422 itself when it cannot be used. */
function readChanges(request: FastifyRequest, reply: FastifyReply): UserChanges | undefined {
  const parsed = parseUserBody(request.body);
  if (parsed.kind === 'malformed') sendMalformedBody(reply);
  else if (parsed.kind === 'invalid') sendRecordInvalid(reply, parsed.errors);
  else return parsed.changes;
  return undefined;
}

export function registerUserRoutes(
  app: FastifyInstance,
  store: ZendeskStore,
  currentUser: (request: FastifyRequest) => ZendeskUserRecord,
): void {
  const showSelf = async (request: FastifyRequest, reply: FastifyReply) => {
    const me = currentUser(request);
    const baseUrl = baseUrlOf(request);
    const sideloads = userSideloads(request.query as Record<string, unknown>, [me], store, baseUrl);
    return reply.send({ user: { ...userJson(me, baseUrl), authenticity_token: authenticityToken(me) }, ...sideloads });
  };

  for (const path of withJsonSuffix('/api/v2/users/me')) app.get(path, showSelf);

  for (const path of withJsonSuffix('/api/v2/users')) {
    app.get(path, async (request, reply) => {
      const baseUrl = baseUrlOf(request);
      const result = listResponse({
        key: 'users',
        path: '/api/v2/users.json',
        baseUrl,
        query: request.query as Record<string, unknown>,
        rawSearch: rawSearchOf(request),
        items: store.users.listed,
        matches: userFilterFrom(request.query as Record<string, unknown>),
        toJsonText: (user) => userJsonText(user, baseUrl),
        sideloads: (users) => userSideloads(request.query as Record<string, unknown>, users, store, baseUrl),
      });
      if (!result.ok) return sendError(reply, 400, 'InvalidPaginationParameter', result.description);
      return reply.type(JSON_TYPE).send(result.body);
    });

    app.post(path, async (request, reply) => {
      const changes = readChanges(request, reply);
      if (!changes) return reply;
      const result = store.users.create(changes);
      if (!result.ok) return sendRecordInvalid(reply, result.errors);
      return reply.code(201).send({ user: userJson(result.user, baseUrlOf(request)) });
    });
  }

  app.get<{ Params: IdParams }>('/api/v2/users/:user_id', async (request, reply) => {
    const id = parseIdSegment(request.params.user_id);
    const user = id === undefined ? undefined : store.users.get(id);
    // A soft-deleted user can still be shown: it reads back with active: false.
    if (!user) return sendNotFound(reply);
    const baseUrl = baseUrlOf(request);
    const sideloads = userSideloads(request.query as Record<string, unknown>, [user], store, baseUrl);
    // The user stays cached JSON text; side-loaded arrays follow it as further keys.
    const extra = Object.keys(sideloads).length === 0 ? '' : `,${JSON.stringify(sideloads).slice(1, -1)}`;
    return reply.type(JSON_TYPE).send(`{"user":${userJsonText(user, baseUrl)}${extra}}`);
  });

  app.put<{ Params: IdParams }>('/api/v2/users/:user_id', async (request, reply) => {
    const id = parseIdSegment(request.params.user_id);
    if (id === undefined || !store.users.get(id)?.active) return sendNotFound(reply);
    const changes = readChanges(request, reply);
    if (!changes) return reply;
    const result = store.users.update(id, changes);
    if (!result) return sendNotFound(reply);
    if (!result.ok) return sendRecordInvalid(reply, result.errors);
    return reply.send({ user: userJson(result.user, baseUrlOf(request)) });
  });

  app.delete<{ Params: IdParams }>('/api/v2/users/:user_id', async (request, reply) => {
    const id = parseIdSegment(request.params.user_id);
    if (id === undefined || !store.users.get(id)?.active) return sendNotFound(reply);
    // Zendesk never lets anyone delete the account owner.
    if (id === store.demoAgent.id) return sendForbidden(reply);
    const user = store.users.softDelete(id);
    if (!user) return sendNotFound(reply);
    return reply.type(JSON_TYPE).send(`{"user":${userJsonText(user, baseUrlOf(request))}}`);
  });
}
