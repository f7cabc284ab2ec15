/**
 * Webhook API: the delivery logs (reference webhook.yml, `GET /webhook/logs`,
 * eventLogsAll) and, ours, replay and recovery of events. Secret keys only;
 * every query is scoped to the caller's application and key mode.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CursorCodec } from '../../core/cursor.js';
import { ApiError } from '../../core/errors/api-error.js';
import { statusText } from '../../core/envelope.js';
import { keysetPage, keysetStart } from '../../core/http/keyset-page.js';
import { requireAuth, type AuthContext } from '../../core/http/route-config.js';
import type { Database } from '../../store/database.js';
import { UNIFIED_APIS } from '../../unified/index.js';
import { VAULT_API_ID } from '../event-types.js';
import { attemptsOf, listLogEntries, type LogFilter, type LogScope } from './log-query.js';
import { eventLogView } from './log-view.js';
import { recoverFailed, replayEvent } from './redelivery.js';

const UnifiedApi = Type.Union([...UNIFIED_APIS.map((api) => api.id), VAULT_API_ID].map((id) => Type.Literal(id)));
const Text = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 255, description }));
const DateTime = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));
const StatusCodes = /^[1-5]\d\d(,[1-5]\d\d)*$/;

const LogsQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 4096 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    'filter[exclude_apis]': Type.Optional(
      Type.String({ maxLength: 1024, description: 'Unified APIs whose events are left out, comma-separated (`vault` leaves out Vault\'s connection events). Example: `vault,crm`.' }),
    ),
    'filter[service][id]': Text('Only events of this connector (service id).'),
    'filter[consumer_id]': Text('Only events of this consumer.'),
    'filter[entity_type]': Text('Only events about this kind of record (`ticket`, `Connection`…).'),
    'filter[event_type]': Text('Only events of this type.'),
    'filter[event_id]': Text('Only the deliveries of this event.'),
    'filter[start_date]': DateTime('Only deliveries written (their event published) at or after this date-time.'),
    'filter[end_date]': DateTime('Only deliveries written at or before this date-time; on or after start_date.'),
    'filter[success]': Type.Optional(Type.Boolean({ description: '`true`: delivered (a 2xx); `false`: not (still retried, or given up).' })),
    'filter[status_code]': Type.Optional(Type.Integer({ minimum: 100, maximum: 599, description: 'Only deliveries whose last attempt got this status.' })),
    'filter[status_codes]': Type.Optional(
      Type.Array(Type.String({ pattern: StatusCodes.source, maxLength: 250 }), {
        maxItems: 50,
        description: 'Only deliveries whose last attempt got one of these statuses: repeat the parameter or separate with commas (at most 50).',
      }),
    ),
    'filter[execution_attempt]': Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'Only deliveries with this many attempts made.' })),
  },
  { additionalProperties: false },
);

const EventParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 255 }) });
const ReplayBody = Type.Optional(
  Type.Object(
    { webhook_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Replay to this subscription only (it must subscribe to the event\'s type).' })) },
    { additionalProperties: false },
  ),
);
const RecoverBody = Type.Object(
  {
    since: Type.String({ format: 'date-time', description: 'Recover deliveries written (their event published) at or after this date-time.' }),
    until: Type.Optional(Type.String({ format: 'date-time', description: 'And at or before this date-time; now when left out.' })),
    unified_api: Type.Optional(UnifiedApi),
    webhook_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Only the deliveries to this subscription.' })),
  },
  { additionalProperties: false },
);

type LogsQueryValues = { cursor?: string; limit?: number } & Partial<Record<`filter[${string}]`, unknown>>;

export interface LogRoutesOptions {
  db: Database;
  cursors: CursorCodec;
  publicUrl: string;
  now: () => Date;
  /** A connector's display name by service id (the log's `service.name`). */
  serviceName: (serviceId: string) => string;
}

export function registerWebhookLogRoutes(app: FastifyInstance, options: LogRoutesOptions): void {
  const { db, cursors, publicUrl, now, serviceName } = options;
  const scopeOf = (auth: AuthContext | undefined): LogScope => {
    const { applicationId, mode } = requireAuth(auth);
    return { applicationId, mode };
  };
  const envelope = <T>(data: T, status = 200) => ({ status_code: status, status: statusText(status), data });

  app.get('/webhook/logs', { config: { auth: 'secret' }, schema: { querystring: LogsQuery } }, async (request) => {
    const scope = scopeOf(request.auth);
    const query = request.query as LogsQueryValues;
    const binding = { connector: 'webhook', resource: 'logs', connectionId: `${scope.applicationId}:${scope.mode}` };
    const paging = { cursors, binding, query, url: request.url, publicUrl };
    const start = keysetStart(paging);
    if (start.after !== undefined && !/^\d{1,19}$/.test(start.after)) throw new ApiError('InvalidCursorError', { detail: { cursor: 'malformed cursor' } });
    const rows = await listLogEntries(db, scope, filterOf(query), start);
    const { page, meta, links } = keysetPage(paging, rows, (row) => row.seq);
    const attempts = await attemptsOf(db, page.map((row) => row.deliveryId));
    return { ...envelope(page.map((row) => eventLogView(row, attempts.get(row.deliveryId) ?? [], serviceName))), meta, links };
  });

  app.post(
    '/webhook/events/:id/replay',
    {
      config: { auth: 'secret' },
      schema: { params: EventParams, body: ReplayBody },
      // The body may be left out: an absent body is an empty object, then validated.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = request.body as { webhook_id?: string };
      const replay = await replayEvent(db, scopeOf(request.auth), id, body.webhook_id, now());
      reply.code(202);
      return envelope({ event_id: replay.eventId, webhook_ids: replay.webhookIds }, 202);
    },
  );

  app.post('/webhook/recover', { config: { auth: 'secret' }, schema: { body: RecoverBody } }, async (request, reply) => {
    const body = request.body as { since: string; until?: string; unified_api?: string; webhook_id?: string };
    const since = new Date(body.since);
    const until = body.until !== undefined ? new Date(body.until) : undefined;
    if (until !== undefined && until < since) {
      throw new ApiError('RequestValidationError', { message: 'until must be on or after since', detail: { since: body.since, until: body.until } });
    }
    const scheduled = await recoverFailed(db, scopeOf(request.auth), { since, until, unifiedApi: body.unified_api, webhookId: body.webhook_id }, now());
    reply.code(202);
    return envelope({ deliveries_scheduled: scheduled }, 202);
  });
}

function filterOf(query: LogsQueryValues): LogFilter {
  const text = (name: string) => query[`filter[${name}]`] as string | undefined;
  const date = (name: string) => (text(name) !== undefined ? new Date(text(name) as string) : undefined);
  const filter: LogFilter = {
    excludeApis: text('exclude_apis')
      ?.split(',')
      .map((api) => api.trim())
      .filter(Boolean),
    serviceId: query['filter[service][id]'] as string | undefined,
    consumerId: text('consumer_id'),
    entityType: text('entity_type'),
    eventType: text('event_type'),
    eventId: text('event_id'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    success: query['filter[success]'] as boolean | undefined,
    executionAttempt: query['filter[execution_attempt]'] as number | undefined,
  };
  const codes = [
    ...(query['filter[status_code]'] !== undefined ? [query['filter[status_code]'] as number] : []),
    ...((query['filter[status_codes]'] as string[] | undefined) ?? []).flatMap((value) => value.split(',').map(Number)),
  ];
  if (codes.length > 50) throw new ApiError('RequestValidationError', { message: 'At most 50 status codes', detail: { 'filter[status_codes]': codes.length } });
  if (codes.length > 0) filter.statusCodes = codes;
  if (filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
    throw new ApiError('RequestValidationError', { message: 'filter[end_date] must be on or after filter[start_date]', detail: { 'filter[end_date]': text('end_date') } });
  }
  return filter;
}
