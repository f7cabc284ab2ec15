/**
 * The request logs' queries, every one scoped to one application, key mode
 * and consumer: another tenant's records are never read. Newest first, by
 * key (`seq`), with the reference's filters (vault.yml LogsFilter).
 */
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import type { RequestLogRow } from '../../store/schema.js';
import { PROXY_API } from './capture.js';
import { pathPattern, type RequestLogFilter } from './log-filter.js';

export interface LogScope {
  applicationId: string;
  mode: 'sandbox' | 'live';
}

export type RequestLogRecord = Omit<RequestLogRow, 'seq'> & { seq: string };

export async function listRequestLogs(
  db: Database,
  scope: LogScope,
  consumerId: string,
  filter: RequestLogFilter,
  page: { after?: string | undefined; limit: number },
): Promise<RequestLogRecord[]> {
  let query = db
    .selectFrom('requestLogs')
    .select(['requestId', 'applicationId', 'mode', 'consumerId', 'unifiedApi', 'serviceId', 'operationId', 'method', 'path', 'statusCode', 'latencyMs', 'source', 'createdAt'])
    .select(sql<string>`seq::text`.as('seq'))
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('consumerId', '=', consumerId);
  if (filter.connectorId !== undefined) query = query.where('serviceId', '=', filter.connectorId.split('+').at(-1) as string);
  if (filter.path !== undefined) query = query.where(sql<boolean>`path like ${pathPattern(filter.path, filter.pathMatchMode ?? 'CONTAINS')}`);
  if (filter.methods?.length) query = query.where('method', 'in', [...filter.methods]);
  if (filter.startDate) query = query.where('createdAt', '>=', filter.startDate);
  if (filter.endDate) query = query.where('createdAt', '<=', filter.endDate);
  if (filter.statusCodes?.length) query = query.where('statusCode', 'in', [...filter.statusCodes]);
  if (filter.excludeUnifiedApis?.length) query = query.where('unifiedApi', 'not in', [...filter.excludeUnifiedApis]);
  if (page.after !== undefined) query = query.where(sql<boolean>`seq < ${page.after}::bigint`);
  return query.orderBy(sql`request_logs.seq`, 'desc').limit(page.limit).execute();
}

export interface RequestCounts {
  /** Unified calls (MCP's included). */
  unify: number;
  proxy: number;
  total: number;
  /** When the latest counted call was made. */
  latest: Date | null;
}

const NO_REQUESTS: RequestCounts = { unify: 0, proxy: 0, total: 0, latest: null };

/** Calls of each consumer (by consumer id) within the retention, or between two date-times. */
export async function requestCountsOf(
  db: Database,
  scope: LogScope,
  consumerIds: readonly string[],
  range: { start?: Date | undefined; end?: Date | undefined } = {},
): Promise<Map<string, RequestCounts>> {
  const counts = new Map<string, RequestCounts>(consumerIds.map((id) => [id, { ...NO_REQUESTS }]));
  if (consumerIds.length === 0) return counts;
  let query = db
    .selectFrom('requestLogs')
    .select([
      'consumerId',
      sql<string>`count(*) filter (where unified_api = ${PROXY_API})`.as('proxy'),
      sql<string>`count(*)`.as('total'),
      sql<Date>`max(created_at)`.as('latest'),
    ])
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('consumerId', 'in', [...consumerIds]);
  if (range.start) query = query.where('createdAt', '>=', range.start);
  if (range.end) query = query.where('createdAt', '<=', range.end);
  for (const row of await query.groupBy('consumerId').execute()) {
    const total = Number(row.total);
    const proxy = Number(row.proxy);
    counts.set(row.consumerId, { unify: total - proxy, proxy, total, latest: row.latest === null ? null : new Date(row.latest) });
  }
  return counts;
}
