/**
 * Delivery logs, replay and recovery, assembled (routes.ts): what the Webhook
 * API shows of the outbox that the delivery workers work through.
 */
import type { FastifyInstance } from 'fastify';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { CursorCodec } from '../../core/cursor.js';
import type { Database } from '../../store/database.js';
import { registerWebhookLogRoutes } from './routes.js';

export { countPendingDeliveries } from './pending.js';

export interface WebhookLogsOptions {
  db: Database;
  connectors: ConnectorRegistry;
  cursors: CursorCodec;
  publicUrl: string;
  now: () => Date;
}

export function registerWebhookLogs(app: FastifyInstance, options: WebhookLogsOptions): void {
  const { connectors, ...rest } = options;
  // Events of a connector no longer served still show, under their service id.
  registerWebhookLogRoutes(app, { ...rest, serviceName: (serviceId) => connectors.find(serviceId)?.name ?? serviceId });
}
