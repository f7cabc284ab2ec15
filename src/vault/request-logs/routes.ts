/**
 * Vault API: the consumer's request logs (reference vault.yml, `GET
 * /vault/logs`, logsAll) and request counts (`GET
 * /vault/consumers/{consumer_id}/stats`, consumerRequestCountsAll), read
 * from the records capture.ts keeps. Secret keys; every query is scoped to
 * the caller's application, key mode and consumer.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CursorCodec } from '../../core/cursor.js';
import { ApiError } from '../../core/errors/api-error.js';
import { keysetPage, keysetStart } from '../../core/http/keyset-page.js';
import { consumerIdHeader } from '../../core/http/request-headers.js';
import { requireAuth, type AuthContext } from '../../core/http/route-config.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import type { Database } from '../../store/database.js';
import type { Vault } from '../vault.js';
import { LOG_FILTER_QUERY, logFilterOf } from './log-filter.js';
import { listRequestLogs, requestCountsOf, type LogScope } from './log-query.js';
import { requestLogView } from './log-view.js';
import type { RequestLogRecorder } from './recorder.js';

const LogsQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 4096 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    ...LOG_FILTER_QUERY,
  },
  { additionalProperties: false },
);

const StatsQuery = Type.Object(
  {
    start_datetime: Type.String({ format: 'date-time', description: 'Count calls made at or after this date-time.' }),
    end_datetime: Type.String({ format: 'date-time', description: 'And at or before this one.' }),
  },
  { additionalProperties: false },
);

export interface RequestLogRoutesOptions {
  db: Database;
  vault: Vault;
  cursors: CursorCodec;
  connectors: ConnectorRegistry;
  recorder: RequestLogRecorder;
  publicUrl: string;
}

export function registerRequestLogRoutes(app: FastifyInstance, options: RequestLogRoutesOptions): void {
  const { db, cursors, publicUrl, recorder } = options;
  const baseUrl = new URL(publicUrl).host;
  const serviceName = (serviceId: string) => options.connectors.find(serviceId)?.name ?? serviceId;
  const scopeOf = (request: { auth?: AuthContext | undefined }): LogScope => {
    const { applicationId, mode } = requireAuth(request.auth);
    return { applicationId, mode };
  };

  app.get('/vault/logs', { config: { auth: 'secret' }, schema: { querystring: LogsQuery } }, async (request) => {
    const scope = scopeOf(request);
    const consumerId = consumerIdHeader(request);
    const query = request.query as { cursor?: string; limit?: number } & Record<`filter[${string}]`, unknown>;
    const binding = { connector: 'vault', resource: 'logs', connectionId: `${scope.applicationId}:${scope.mode}:${consumerId}` };
    const paging = { cursors, binding, query, url: request.url, publicUrl };
    const start = keysetStart(paging);
    if (start.after !== undefined && !/^\d{1,19}$/.test(start.after)) throw new ApiError('InvalidCursorError', { detail: { cursor: 'malformed cursor' } });
    // This instance's records still queued are written first: a call is in the logs once answered.
    await recorder.flush();
    const rows = await listRequestLogs(db, scope, consumerId, logFilterOf(query as Parameters<typeof logFilterOf>[0]), start);
    const { page, meta, links } = keysetPage(paging, rows, (row) => row.seq);
    return { status_code: 200, status: 'OK', data: page.map((row) => requestLogView(row, baseUrl, serviceName)), meta, links };
  });

  app.get('/vault/consumers/:consumer_id/stats', {
    config: { auth: 'secret' },
    schema: { params: Type.Object({ consumer_id: Type.String({ minLength: 1, maxLength: 255 }) }), querystring: StatsQuery },
  }, async (request) => {
    const scope = scopeOf(request);
    const { consumer_id: consumerId } = request.params as { consumer_id: string };
    const { start_datetime: startText, end_datetime: endText } = request.query as { start_datetime: string; end_datetime: string };
    const [start, end] = [new Date(startText), new Date(endText)];
    if (end < start) throw new ApiError('RequestValidationError', { message: 'end_datetime must be on or after start_datetime', detail: { start_datetime: startText, end_datetime: endText } });
    await options.vault.requireConsumer(scope, consumerId);
    await recorder.flush();
    const counts = (await requestCountsOf(db, scope, [consumerId], { start, end })).get(consumerId);
    return {
      status_code: 200,
      status: 'OK',
      data: {
        application_id: scope.applicationId,
        consumer_id: consumerId,
        start_datetime: start.toISOString(),
        end_datetime: end.toISOString(),
        aggregated_request_count: counts?.total ?? 0,
        request_counts: { unify: counts?.unify ?? 0, proxy: counts?.proxy ?? 0 },
      },
    };
  });
}
