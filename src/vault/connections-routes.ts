/**
 * Vault API: a consumer's connections (reference vault.yml, /vault/connections).
 * Settings go in through PATCH; secret ones are encrypted and come back masked.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { consumerIdHeader } from '../core/http/request-headers.js';
import { requireAuth } from '../core/http/route-config.js';
import { importConnection, refreshToken, type CheckDeps, type ImportBody as ImportData } from './connection-checks.js';
import type { Vault } from './vault.js';

const ConnectionParams = Type.Object({
  unified_api: Type.String({ minLength: 1, maxLength: 64 }),
  service_id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** Fields of the reference Connection that are read-only: accepted so a GET result can be sent back, then ignored. */
const READ_ONLY_FIELDS = [
  'id', 'service_id', 'name', 'tag_line', 'unified_api', 'state', 'integration_state', 'auth_type', 'status', 'website',
  'icon', 'logo', 'authorize_url', 'revoke_url', 'form_fields', 'configurable_resources', 'created_at', 'updated_at',
  'state_reason', 'health', 'oauth_grant_type', 'settings_required_for_authorization', 'validation_support',
  'credentials_expire_at', 'last_refresh_failed_at', 'subscriptions', 'configuration', 'custom_mappings',
];

const EmptyBody = Type.Optional(Type.Object({}, { additionalProperties: false }));

/** Reference `ConnectionImportData`. */
const ImportBody = Type.Object(
  {
    credentials: Type.Object(
      {
        access_token: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })),
        refresh_token: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 8192 }), Type.Null()])),
        issued_at: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
        expires_in: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 315_360_000 }), Type.Null()])),
      },
      { additionalProperties: false },
    ),
    settings: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 64 }), Type.Union([Type.String({ maxLength: 4096 }), Type.Null()]), { maxProperties: 50 }), Type.Null()])),
    metadata: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 50 }), Type.Null()])),
  },
  { additionalProperties: false },
);

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

export function registerConnectionRoutes(app: FastifyInstance, vault: Vault, checks: CheckDeps): void {
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

  const action = (path: string, body: typeof EmptyBody | typeof ImportBody, run: (key: Key, body: unknown) => Promise<unknown>) =>
    app.post(
      `/vault/connections/:unified_api/:service_id/${path}`,
      {
        config: { auth: 'secret' },
        schema: { params: ConnectionParams, body },
        // The reference lets these be sent without a body: an absent body is an empty object, then validated.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        const params = request.params as { unified_api: string; service_id: string };
        return ok(await run([auth, consumerIdHeader(request), params.unified_api, params.service_id], request.body));
      },
    );

  action('validate', EmptyBody, async (key) => {
    const view = await vault.validateConnection(...key);
    return { id: view.id, state: view.state };
  });
  action('token', EmptyBody, async (key) => {
    const view = await refreshToken(checks, ...key);
    return { id: view.id, state: view.state };
  });
  action('import', ImportBody, (key, body) => importConnection(checks, body as ImportData, ...key));
}

type Key = [scope: { applicationId: string; mode: 'sandbox' | 'live' }, consumerId: string, unifiedApi: string, serviceId: string];
