/**
 * Runs a named action (unified/actions.ts) for an authenticated request: the
 * connection and connector as for any operation, the connector's function
 * of that name (ConnectorOperationUnsupportedError without one), and the
 * answer of the declared kind: an envelope around a record, a page or an id,
 * or bytes streamed on. The envelope's `operation` is the record operation the
 * answer is shaped like (a search answers as a list: `all`).
 */
import type { FastifyRequest } from 'fastify';
import type { Operation } from '../core/envelope.js';
import { statusText, type UnifiedEnvelope } from '../core/envelope.js';
import { ApiError } from '../core/errors/api-error.js';
import { parseFields, project } from '../core/fields.js';
import { consumerIdHeader, headerValue } from '../core/http/request-headers.js';
import type { ActionResult, ListPage, PagingState, ResourceImplementation } from '../connectors/framework/define.js';
import type { RawCall } from '../connectors/framework/http.js';
import type { ActionDeclaration, ResourceDeclaration } from '../unified/define.js';
import { PASS_THROUGH_FIELD } from '../unified/write-body.js';
import type { AuthContext } from './authenticate.js';
import type { IdempotencyGuard, StoredAnswer } from './idempotency/index.js';
import { resolveConnection } from './connection-resolver.js';
import { withConnectorContext } from './connector-call.js';
import { readStreamedBody, withinLimit, type LimitedBody } from './streamed-body.js';
import { LIMIT_DEFAULT, readModelOf } from './unified-schemas.js';
import { callBudgets, pageLinks, selectedFilters, wantsRaw, type FileAnswer, type UnifiedDeps } from './unified-operation.js';
import { readForm } from '../unified/write-body.js';

type Query = Record<string, unknown>;

/** The record operation an action's answer is shaped like, for the envelope's `operation`. */
export function envelopeOperation(action: ActionDeclaration): Operation {
  if (action.response === 'list') return 'all';
  if (action.response === 'record' || action.response === 'file') return action.status === 201 ? 'add' : 'one';
  return action.method === 'DELETE' ? 'delete' : action.status === 201 ? 'add' : 'update';
}

function unsupported(connectorName: string, resource: ResourceDeclaration, action: ActionDeclaration): ApiError {
  return new ApiError('ConnectorOperationUnsupportedError', {
    message: `${connectorName} does not support the "${action.name}" action on ${resource.api} ${resource.id}`,
    detail: { operation: action.name, resource: resource.id },
  });
}

function wrongAnswer(connectorName: string, action: ActionDeclaration, result: ActionResult): ApiError {
  return new ApiError('ConnectorExecutionError', { status: 502, message: `${connectorName} answered the ${action.name} action with ${result.kind}, not ${action.response}` });
}

/** The declared query parameters of the action only (not raw, cursor or filters). */
function declaredQuery(action: ActionDeclaration, query: Query): Query {
  const names = Object.keys(action.query?.properties ?? {});
  return Object.fromEntries(names.filter((name) => query[name] !== undefined).map((name) => [name, query[name]]));
}

function declaredHeaders(action: ActionDeclaration, request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(action.headers ?? {})) {
    const value = headerValue(request, name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export async function runUnifiedAction(
  deps: UnifiedDeps,
  auth: AuthContext,
  resource: ResourceDeclaration,
  action: ActionDeclaration,
  request: FastifyRequest,
  /** Present when the action honours idempotency keys and the request sent one. */
  guard?: IdempotencyGuard,
): Promise<{ status: number; envelope: UnifiedEnvelope<unknown> } | StoredAnswer | FileAnswer> {
  const query = (request.query ?? {}) as Query;
  const params = (request.params ?? {}) as Record<string, string>;
  const consumerId = consumerIdHeader(request);
  const raw = wantsRaw(request, query);
  const { budgetMs, rateLimitWaitMs } = callBudgets(deps, request);
  const model = (action.model ? readForm(action.model as never) : readModelOf(resource)) as object;
  const fields = action.response === 'list' || action.response === 'record' ? parseFields(query.fields as string | undefined, model) : undefined;
  // A streamed body is refused (too large, empty) before any connection is looked up.
  let streamed: { upload: ReturnType<typeof readStreamedBody>['upload']; limit: LimitedBody } | undefined;
  if (action.request?.kind === 'stream') streamed = readStreamedBody(request, action.request.maxBytes);

  const { connection, connector, binding } = await resolveConnection(deps.vault, deps.connectors, auth, consumerId, resource, headerValue(request, 'x-svc-service-id'));
  request.servedBy = connector.id;
  const impl = binding.implementation as ResourceImplementation<unknown>;
  const run = impl.actions?.[action.name];
  if (!run) throw unsupported(connector.name, resource, action);
  const stored = await guard?.claim(consumerId, connector, impl.resolvesRetries?.includes(action.name));
  if (stored) return stored;
  const parentNames = action.on === 'item' ? resource.itemParentParams : resource.parentParams;
  const parents = Object.fromEntries(parentNames.map((name) => [name, params[name] as string]));
  const id = action.on === 'item' ? (params[resource.idParam] as string) : '';
  const rawCalls: RawCall[] | undefined = raw ? [] : undefined;
  const cursorBinding = { connector: connector.id, resource: `${resource.key}#${action.name}`, connectionId: connection.id };
  const cursor = typeof query.cursor === 'string' && query.cursor !== '' ? query.cursor : undefined;
  const page =
    action.listParameters === true
      ? {
          limit: typeof query.limit === 'number' ? query.limit : LIMIT_DEFAULT,
          state: cursor === undefined ? undefined : (deps.cursors.decode(cursorBinding, cursor) as PagingState),
          filter: selectedFilters(resource, resource.filters, query, run.filters ?? [], connector.name),
        }
      : undefined;
  const body = action.request?.kind === 'json' && request.body !== undefined && request.body !== null ? { ...(request.body as Record<string, unknown>) } : undefined;
  if (body) delete body[PASS_THROUGH_FIELD];

  const call = { scope: auth, consumerId, connector, connection, budgetMs, rateLimitWaitMs, rawCalls, guard };
  const result = await withinLimit(streamed?.limit, () =>
    withConnectorContext(deps, call, (ctx) =>
      run.run(ctx, {
        id,
        parents,
        query: declaredQuery(action, query),
        headers: declaredHeaders(action, request),
        ...(body ? { body } : {}),
        ...(streamed ? { upload: streamed.upload } : {}),
        ...(page ? { page } : {}),
      }),
    ),
  );
  if (result.kind !== action.response) throw wrongAnswer(connector.name, action, result);
  if (result.kind === 'file') return { status: 'stream' in result.file ? result.file.status : 200, file: result.file };

  const status = action.status ?? 200;
  const finish = (data: unknown, extra: Partial<UnifiedEnvelope<unknown>> = {}) => {
    const envelope: UnifiedEnvelope<unknown> = { status_code: status, status: statusText(status), service: connector.id, resource: resource.id, operation: envelopeOperation(action), data, ...extra };
    if (rawCalls) envelope._raw = { calls: rawCalls };
    return { status, envelope };
  };
  switch (result.kind) {
    case 'record':
      return finish(fields ? project(result.record, fields) : result.record);
    case 'id':
      return finish({ id: result.id });
    case 'empty':
      return finish(null);
    case 'list':
      return finishList(deps, request, cursorBinding, cursor, result.page, fields, finish);
  }
}

function finishList(
  deps: UnifiedDeps,
  request: FastifyRequest,
  cursorBinding: { connector: string; resource: string; connectionId: string },
  cursor: string | undefined,
  page: ListPage<unknown>,
  fields: ReturnType<typeof parseFields> | undefined,
  finish: (data: unknown, extra?: Partial<UnifiedEnvelope<unknown>>) => { status: number; envelope: UnifiedEnvelope<unknown> },
) {
  const next = page.next === null ? null : deps.cursors.encode(cursorBinding, page.next);
  const links = pageLinks(deps.publicUrl, request.url);
  const items = fields ? page.items.map((item) => project(item, fields)) : page.items;
  return finish(items, { meta: { items_on_page: items.length, cursors: { current: cursor ?? null, next } }, links: { current: links.current, next: next === null ? null : links.at(next) } });
}
