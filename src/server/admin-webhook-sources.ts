/**
 * GET /admin/applications/{application_id}/webhook-sources: whether each of
 * an application's connections gets its platform's own webhooks (confirmed,
 * pending, polling) and what the poller covers meanwhile; what
 * `svc webhooks sources` prints when a running service holds the store.
 * Guarded by the admin token like the rest of /admin.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { Database } from '../store/database.js';
import { sourceReport } from '../webhooks/inbound/source-report.js';

const Params = Type.Object({ application_id: Type.String({ minLength: 1, maxLength: 100 }) });
const Query = Type.Object(
  { mode: Type.Optional(Type.Union([Type.Literal('sandbox'), Type.Literal('live')])), consumer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) },
  { additionalProperties: false },
);

export function registerWebhookSourceAdminRoutes(app: FastifyInstance, db: Database, connectors: ConnectorRegistry, publicUrl: string): void {
  app.get('/admin/applications/:application_id/webhook-sources', { config: { auth: 'admin' }, schema: { params: Params, querystring: Query } }, async (request) => {
    const { application_id: applicationId } = request.params as { application_id: string };
    const query = request.query as { mode?: 'sandbox' | 'live'; consumer_id?: string };
    const data = await sourceReport(db, connectors, publicUrl, applicationId, { mode: query.mode, consumerId: query.consumer_id }, new Date());
    return { status_code: 200, status: 'OK', data };
  });
}
