/**
 * Vault API: a consumer's connections (reference vault.yml, /vault/connections).
 * Settings go in through PATCH; secret ones are encrypted and come back masked.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { consumerIdHeader } from '../core/http/request-headers.js';
import { requireAuth } from '../core/http/route-config.js';
import type { Vault } from './vault.js';

const ConnectionParams = Type.Object({
  unified_api: Type.String({ minLength: 1, maxLength: 64 }),
  service_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** Fields of the reference Connection that are read-only: accepted so a GET result can be sent back, then ignored. */
const READ_ONLY_FIELDS = [
  'id', 'service_id', 'name', 'tag_line', 'unified_api', 'state', 'integration_state', 'auth_type', 'status', 'website',
  'icon', 'logo', 'authorize_url', 'revoke_url', 'form_fields', 'configurable_resources', 'created_at', 'updated_at',
];

const ConnectionPatchBody = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    settings: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 4096 }), Type.Null()]), { maxProperties: 50 }),
    ),
    metadata: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 50 }), Type.Null()])),
    ...Object.fromEntries(READ_ONLY_FIELDS.map((name) => [name, Type.Optional(Type.Unknown())])),
  },
  { additionalProperties: false },
);

const ListQuery = Type.Object(
  {
    api: Type.Optional(Type.String({ maxLength: 64 })),
    configured: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const ok = <T>(data: T) => ({ status_code: 200, status: 'OK', data });

export function registerConnectionRoutes(app: FastifyInstance, vault: Vault): void {
  app.get('/vault/connections', { config: { auth: 'secret' }, schema: { querystring: ListQuery } }, async (request) => {
    const auth = requireAuth(request.auth);
    const query = request.query as { api?: string; configured?: boolean };
    return ok(await vault.listConnections(auth, consumerIdHeader(request), query));
  });

  app.get('/vault/connections/:unified_api/:service_id', { config: { auth: 'secret' }, schema: { params: ConnectionParams } }, async (request) => {
    const auth = requireAuth(request.auth);
    const params = request.params as { unified_api: string; service_id: string };
    return ok(await vault.getConnection(auth, consumerIdHeader(request), params.unified_api, params.service_id));
  });

  app.patch(
    '/vault/connections/:unified_api/:service_id',
    { config: { auth: 'secret' }, schema: { params: ConnectionParams, body: ConnectionPatchBody } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const params = request.params as { unified_api: string; service_id: string };
      const body = request.body as { enabled?: boolean; settings?: Record<string, unknown>; metadata?: Record<string, unknown> | null };
      const view = await vault.updateConnection(auth, consumerIdHeader(request), params.unified_api, params.service_id, {
        enabled: body.enabled,
        settings: body.settings,
        metadata: body.metadata,
      });
      return ok(view);
    },
  );

  app.delete(
    '/vault/connections/:unified_api/:service_id',
    { config: { auth: 'secret' }, schema: { params: ConnectionParams } },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const params = request.params as { unified_api: string; service_id: string };
      await vault.deleteConnection(auth, consumerIdHeader(request), params.unified_api, params.service_id);
      return reply.code(204).send();
    },
  );
}
