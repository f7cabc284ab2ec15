/**
 * /admin/applications/{application_id}: one application with its monthly
 * request quota and this month's usage, and the quota's setting. Guarded by
 * the admin token like the rest of /admin.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { QuotaAdmin } from '../gateway/quotas/index.js';

const AppParams = Type.Object({ application_id: Type.String({ minLength: 1, maxLength: 100 }) });
/** The quota admin checks the value (the command line writes through it too), with one message for every wrong one. */
const ApplicationPatchBody = Type.Object({ monthly_request_quota: Type.Unknown() }, { additionalProperties: false });

export function registerApplicationAdminRoutes(app: FastifyInstance, quotas: QuotaAdmin): void {
  const config = { auth: 'admin' as const };
  const ok = <T>(data: T) => ({ status_code: 200, status: 'OK', data });

  app.get('/admin/applications/:application_id', { config, schema: { params: AppParams } }, async (request) =>
    ok(await quotas.show((request.params as { application_id: string }).application_id)),
  );

  app.patch('/admin/applications/:application_id', { config, schema: { params: AppParams, body: ApplicationPatchBody } }, async (request) => {
    const { application_id: applicationId } = request.params as { application_id: string };
    return ok(await quotas.setQuota(applicationId, (request.body as { monthly_request_quota: unknown }).monthly_request_quota));
  });
}
