/**
 * The delivery logs' queries: one log entry per delivery (one event to one
 * subscription), newest first, read by key (`seq`), with the reference's
 * filters (webhook.yml WebhookEventLogsFilter), and the attempts of a page's
 * entries in one more query. Every query is scoped to one application and
 * key mode: another tenant's deliveries are never read.
 */
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import type { WebhookDeliveryAttemptRow } from '../../store/schema.js';
import { VAULT_API_ID } from '../event-types.js';
import type { EventDetection } from '../delivery/payload.js';

export interface LogScope {
  applicationId: string;
  mode: 'sandbox' | 'live';
}

/** The reference's filters, read from `filter[...]`. */
export interface LogFilter {
  /** Unified APIs whose events are left out; `vault` leaves out Vault's connection events. */
  excludeApis?: readonly string[] | undefined;
  serviceId?: string | undefined;
  consumerId?: string | undefined;
  entityType?: string | undefined;
  eventType?: string | undefined;
  eventId?: string | undefined;
  /** When the delivery was written (the event published to the subscription), inclusive. */
  startDate?: Date | undefined;
  endDate?: Date | undefined;
  /** Delivered (a 2xx), or not (pending or given up). */
  success?: boolean | undefined;
  /** The status of the last attempt, one of these. */
  statusCodes?: readonly number[] | undefined;
  executionAttempt?: number | undefined;
}

export interface LogEntryRow {
  deliveryId: string;
  seq: string;
  status: string;
  attempts: number;
  createdAt: Date;
  eventId: string;
  type: string;
  unifiedApi: string;
  serviceId: string;
  consumerId: string;
  entityId: string;
  entityType: string;
  entityUrl: string;
  entity: Record<string, unknown> | null;
  occurredAt: Date;
  detectedBy: EventDetection;
  applicationId: string;
  deliveryUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The status the receiver gave at the delivery's last attempt (null: no answer, or no attempt yet). */
const LAST_STATUS = sql<number | null>`(
  select a.response_status from webhook_delivery_attempts a
  where a.delivery_id = d.id order by a.started_at desc, a.attempt desc limit 1)`;

/** A page of log entries after the key `after` (newest first); `limit` rows at most. */
export async function listLogEntries(db: Database, scope: LogScope, filter: LogFilter, page: { after?: string | undefined; limit: number }): Promise<LogEntryRow[]> {
  let query = db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEvents as e', 'e.id', 'd.eventId')
    .innerJoin('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .select([
      'd.id as deliveryId',
      sql<string>`d.seq::text`.as('seq'),
      'd.status',
      'd.attempts',
      'd.createdAt',
      'e.id as eventId',
      'e.type',
      'e.unifiedApi',
      'e.serviceId',
      'e.consumerId',
      'e.entityId',
      'e.entityType',
      'e.entityUrl',
      'e.entity',
      'e.occurredAt',
      'e.detectedBy',
      'e.applicationId',
      's.deliveryUrl',
    ])
    .where('e.applicationId', '=', scope.applicationId)
    .where('e.mode', '=', scope.mode)
    .where('s.applicationId', '=', scope.applicationId)
    .where('s.mode', '=', scope.mode);

  if (page.after !== undefined) query = query.where(sql<boolean>`d.seq < ${page.after}::bigint`);
  const excluded = filter.excludeApis ?? [];
  const excludedApis = excluded.filter((api) => api !== VAULT_API_ID);
  if (excludedApis.length > 0) query = query.where('e.unifiedApi', 'not in', excludedApis);
  if (excluded.includes(VAULT_API_ID)) query = query.where('e.type', 'not like', 'vault.%');
  if (filter.serviceId !== undefined) query = query.where('e.serviceId', '=', filter.serviceId);
  if (filter.consumerId !== undefined) query = query.where('e.consumerId', '=', filter.consumerId);
  if (filter.entityType !== undefined) query = query.where('e.entityType', '=', filter.entityType);
  if (filter.eventType !== undefined) query = query.where('e.type', '=', filter.eventType);
  if (filter.eventId !== undefined) {
    // Not a UUID: no event has it (and the uuid column would refuse the comparison).
    if (!UUID.test(filter.eventId)) return [];
    query = query.where('e.id', '=', filter.eventId);
  }
  if (filter.startDate !== undefined) query = query.where('d.createdAt', '>=', filter.startDate);
  if (filter.endDate !== undefined) query = query.where('d.createdAt', '<=', filter.endDate);
  if (filter.success !== undefined) query = query.where('d.status', filter.success ? '=' : '<>', 'delivered');
  if (filter.statusCodes !== undefined && filter.statusCodes.length > 0) {
    query = query.where(sql<boolean>`${LAST_STATUS} in (${sql.join(filter.statusCodes.map((code) => sql`${code}`))})`);
  }
  if (filter.executionAttempt !== undefined) query = query.where('d.attempts', '=', filter.executionAttempt);

  const rows = await query.orderBy('d.seq', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({
    ...row,
    createdAt: asDate(row.createdAt),
    occurredAt: asDate(row.occurredAt),
    detectedBy: row.detectedBy as EventDetection,
  }));
}

/** The attempts of these deliveries, by delivery, each in the order they were made. */
export async function attemptsOf(db: Database, deliveryIds: readonly string[]): Promise<Map<string, WebhookDeliveryAttemptRow[]>> {
  const byDelivery = new Map<string, WebhookDeliveryAttemptRow[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .selectFrom('webhookDeliveryAttempts')
    .selectAll()
    .where('deliveryId', 'in', [...deliveryIds])
    .orderBy('startedAt')
    .orderBy('attempt')
    .execute();
  for (const row of rows) {
    const list = byDelivery.get(row.deliveryId) ?? [];
    list.push({ ...row, startedAt: asDate(row.startedAt) });
    byDelivery.set(row.deliveryId, list);
  }
  return byDelivery;
}

function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
