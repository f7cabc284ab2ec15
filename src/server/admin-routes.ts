/**
 * The /admin API: applications, API keys and integrations, for the command line when the
 * embedded store is held by a running service, and for automation. Guarded by
 * the admin token (SVC_ADMIN_TOKEN or the token file in the data directory).
 */
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { AdminService } from '../vault/admin.js';
import { SCOPES, type Scope } from '../unified/scopes.js';
import type { IntegrationPatch, IntegrationService } from '../vault/integrations.js';

const KeyKindSchema = Type.Union([Type.Literal('secret'), Type.Literal('public')]);
const KeyModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')]);
const Id = Type.String({ minLength: 1, maxLength: 100 });
const AppParams = Type.Object({ application_id: Id });
const IntegrationParams = Type.Object({ application_id: Id, service_id: Id });
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
/** Types only: the integrations service checks the values (the command line writes through it too). */
const IntegrationPatchBody = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    oauth_client_id: Nullable(Type.String()),
    oauth_client_secret: Nullable(Type.String()),
    redirect_uris: Nullable(Type.Array(Type.String())),
    oauth_scopes: Nullable(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);

type IntegrationRoute = { application_id: string; service_id: string };

const ok = <T>(data: T, status = 200) => ({ status_code: status, status: status === 201 ? 'Created' : 'OK', data });

export function registerAdminRoutes(
  app: FastifyInstance,
  admin: AdminService,
  integrations: IntegrationService,
  onKeyRevoked: () => void,
): void {
  const config = { auth: 'admin' as const };

  app.post(
    '/admin/applications',
    { config, schema: { body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }) } },
    async (request, reply) => reply.code(201).send(ok(await admin.createApplication((request.body as { name: string }).name), 201)),
  );

  app.get('/admin/applications', { config }, async () => ok(await admin.listApplications()));

  app.post(
    '/admin/applications/:application_id/keys',
    {
      config,
      schema: {
        params: AppParams,
        body: Type.Object(
          { kind: Type.Optional(KeyKindSchema), mode: KeyModeSchema, scopes: Type.Optional(Type.Array(Type.Union(SCOPES.map((scope) => Type.Literal(scope))), { uniqueItems: true })) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { application_id: applicationId } = request.params as { application_id: string };
      const body = request.body as { kind?: 'secret' | 'public'; mode: 'sandbox' | 'live'; scopes?: Scope[] };
      return reply.code(201).send(ok(await admin.createKey(applicationId, body.kind ?? 'secret', body.mode, body.scopes), 201));
    },
  );

  app.get('/admin/applications/:application_id/keys', { config, schema: { params: AppParams } }, async (request) =>
    ok(await admin.listKeys((request.params as { application_id: string }).application_id)),
  );

  app.post(
    '/admin/keys/:key_id/revoke',
    { config, schema: { params: Type.Object({ key_id: Type.String({ minLength: 1, maxLength: 100 }) }) } },
    async (request) => {
      const revoked = await admin.revokeKey((request.params as { key_id: string }).key_id);
      onKeyRevoked();
      return ok(revoked);
    },
  );

  app.get('/admin/applications/:application_id/integrations', { config, schema: { params: AppParams } }, async (request) =>
    ok(await integrations.list((request.params as { application_id: string }).application_id)),
  );

  app.get('/admin/applications/:application_id/integrations/:service_id', { config, schema: { params: IntegrationParams } }, async (request) => {
    const params = request.params as IntegrationRoute;
    return ok(await integrations.get(params.application_id, params.service_id));
  });

  app.patch(
    '/admin/applications/:application_id/integrations/:service_id',
    { config, schema: { params: IntegrationParams, body: IntegrationPatchBody } },
    async (request) => {
      const params = request.params as IntegrationRoute;
      return ok(await integrations.configure(params.application_id, params.service_id, request.body as IntegrationPatch));
    },
  );

  app.delete(
    '/admin/applications/:application_id/integrations/:service_id',
    { config, schema: { params: IntegrationParams } },
    async (request, reply) => {
      const params = request.params as IntegrationRoute;
      await integrations.remove(params.application_id, params.service_id);
      return reply.code(204).send();
    },
  );
}
