/**
 * The /admin API: applications and API keys, for the command line when the
 * embedded store is held by a running service, and for automation. Guarded by
 * the admin token (SVC_ADMIN_TOKEN or the token file in the data directory).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AdminService } from '../vault/admin.js';

const KeyKindSchema = Type.Union([Type.Literal('secret'), Type.Literal('public')]);
const KeyModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')]);
const AppParams = Type.Object({ application_id: Type.String({ minLength: 1, maxLength: 100 }) });

const ok = <T>(data: T, status = 200) => ({ status_code: status, status: status === 201 ? 'Created' : 'OK', data });

export function registerAdminRoutes(app: FastifyInstance, admin: AdminService, onKeyRevoked: () => void): void {
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
        body: Type.Object({ kind: Type.Optional(KeyKindSchema), mode: KeyModeSchema }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const { application_id: applicationId } = request.params as { application_id: string };
      const body = request.body as { kind?: 'secret' | 'public'; mode: 'sandbox' | 'live' };
      return reply.code(201).send(ok(await admin.createKey(applicationId, body.kind ?? 'secret', body.mode), 201));
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
}
