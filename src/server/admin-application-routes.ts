/**
 * /admin/applications/{application_id}: one application with its monthly
 * request quota and this month's usage, and the settings an operator may
 * change: the quota, and the interval of its virtual webhooks (how often
 * platforms without webhooks of their own are polled for its subscribers).
 * Guarded by the admin token like the rest of /admin.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../core/errors/api-error.js';
import type { QuotaAdmin } from '../gateway/quotas/index.js';
import type { Database } from '../store/database.js';
import { setWebhookPollInterval } from '../store/repositories/applications.js';
import { checkPollInterval } from '../webhooks/polling/timing.js';

const AppParams = Type.Object({ application_id: Type.String({ minLength: 1, maxLength: 100 }) });
/** The quota admin and checkPollInterval check the values (the command line writes through them too), with one message for every wrong one. */
const ApplicationPatchBody = Type.Object(
  { monthly_request_quota: Type.Optional(Type.Unknown()), webhook_poll_interval_seconds: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
type ApplicationPatch = { monthly_request_quota?: unknown; webhook_poll_interval_seconds?: unknown };

export function registerApplicationAdminRoutes(app: FastifyInstance, quotas: QuotaAdmin, db: Database): void {
  const config = { auth: 'admin' as const };
  const ok = <T>(data: T) => ({ status_code: 200, status: 'OK', data });

  app.get('/admin/applications/:application_id', { config, schema: { params: AppParams } }, async (request) =>
    ok(await quotas.show((request.params as { application_id: string }).application_id)),
  );

  app.patch('/admin/applications/:application_id', { config, schema: { params: AppParams, body: ApplicationPatchBody } }, async (request) => {
    const { application_id: applicationId } = request.params as { application_id: string };
    const body = request.body as ApplicationPatch;
    const setsQuota = Object.hasOwn(body, 'monthly_request_quota');
    const setsInterval = Object.hasOwn(body, 'webhook_poll_interval_seconds');
    if (!setsQuota && !setsInterval) {
      throw new ApiError('RequestValidationError', {
        message: 'Invalid body: give monthly_request_quota, webhook_poll_interval_seconds or both',
        detail: { body: [{ field: 'monthly_request_quota', message: 'is required unless webhook_poll_interval_seconds is given' }] },
      });
    }
    // Both values are checked before either is written.
    const interval = setsInterval ? checkPollInterval(body.webhook_poll_interval_seconds) : undefined;
    const afterQuota = setsQuota ? await quotas.setQuota(applicationId, body.monthly_request_quota) : undefined;
    if (interval === undefined) return ok(afterQuota);
    if (!(await setWebhookPollInterval(db, applicationId, interval))) {
      throw new ApiError('EntityNotFoundError', { message: 'Application not found', detail: { application_id: applicationId } });
    }
    return ok(await quotas.show(applicationId));
  });
}
