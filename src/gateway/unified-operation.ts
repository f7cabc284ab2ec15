/**
 * Runs one unified operation for an authenticated request: resolve the
 * connection, check what the connector supports, call it through the
 * downstream client, and build the envelope (cursors, links, fields, raw).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import type { CursorCodec } from '../core/cursor.js';
import { statusText, type UnifiedEnvelope } from '../core/envelope.js';
import { parseFields, project } from '../core/fields.js';
import { type ConnectorContext, type ConnectorDefinition, type DownloadedFile, type PagingState, type ResourceImplementation, type StreamedFile } from '../connectors/framework/define.js';
import type { RawCall } from '../connectors/framework/http.js';
import type { PacingProvider } from '../connectors/framework/pacing.js';
import { callerRateLimitWaitMs, DEFAULT_DOWNSTREAM_WAIT_MS } from '../connectors/framework/time-budget.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { operationParents, type Operation, type ResourceDeclaration } from '../unified/define.js';
import type { ResolvedConnection, Vault } from '../vault/vault.js';
import type { AuthContext } from './authenticate.js';
import { resolveConnection } from './connection-resolver.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import { consumerIdHeader, downstreamTimeoutHeader, headerValue } from '../core/http/request-headers.js';
import { LIMIT_DEFAULT, readModelOf } from './unified-schemas.js';
import { wholeList } from './whole-list.js';
import { withContentUrl } from './content-url.js';
import type { IdempotencyGuard, StoredAnswer } from './idempotency/index.js';
import { withConnectorContext } from './connector-call.js';
import { prepareWriteWebhooks, type UnifiedWebhookHooks } from './unified-webhooks.js';
import { annotateUnifiedCall } from '../core/telemetry/span-attributes.js';
import { CompanyCheck, requestedCompany, settingsForCompany } from './company-selection.js';
import { uploadOf } from './unified-files.js';
import { withinLimit } from './streamed-body.js';
import { segmentProblem } from '../connectors/framework/rest/path.js';
import { shownWellFormed } from '../core/well-formed-text.js';
import { checkPassThrough, type PassThroughEntry } from '../connectors/kit/pass-through.js';
import { CUSTOM_MAPPINGS_FIELD, PASS_THROUGH_FIELD } from '../unified/write-body.js';
import { customValuesOf, mappedFieldsOf, withConfiguredDefaults } from './custom-mapped-fields.js';

export interface UnifiedDeps {
  vault: Vault;
  connectors: ConnectorRegistry;
  cursors: CursorCodec;
  targets: DownstreamTargets;
  publicUrl: string;
  downstreamTimeoutMs: number;
  /** Largest `x-svc-timeout` a request may ask for. */
  downstreamTimeoutMaxMs: number;
  /** Longest a rate limit holds a request without `x-svc-timeout` (SVC_DOWNSTREAM_WAIT_MS); 2000 ms when unset. */
  downstreamWaitMs?: number | undefined;
  /** The shared token buckets; without them downstream calls go unpaced. */
  pacing?: PacingProvider | undefined;
  /** Inbound URLs and notification URLs of writes (unified-webhooks.ts); none without the webhooks part. */
  webhooks?: UnifiedWebhookHooks | undefined;
  /** Checks `x-svc-company-id` against the companies of the connection; one per process by default. */
  companyCheck?: CompanyCheck | undefined;
  /** Where connectors keep transfers' bytes between requests: a folder of the data directory (ConnectorContext.spoolDir). */
  spoolDir?: string | undefined;
}

const defaultCompanyCheck = new CompanyCheck();

/** A download's answer: the record's content as bytes or a stream, not an envelope. */
export interface FileAnswer {
  status: 200 | 206;
  file: DownloadedFile | StreamedFile;
}

/** Which part of a record a `one` reads: the record, or its content (a declared `download`). */
export type ReadTarget = 'record' | 'content';

type Query = Record<string, unknown>;
type Params = Record<string, string>;

export function wantsRaw(request: FastifyRequest, query: Query): boolean {
  const value = headerValue(request, 'x-svc-raw');
  if (value !== undefined && value !== 'true' && value !== 'false') {
    throw new ApiError('RequestHeadersValidationError', { message: 'x-svc-raw must be true or false', detail: { 'x-svc-raw': value.slice(0, 20) } });
  }
  return query.raw === true || value === 'true';
}

function parentsOf(resource: ResourceDeclaration, operation: Operation, params: Params): Record<string, string> {
  return Object.fromEntries(operationParents(resource, operation).map((name) => [name, params[name] as string]));
}

/**
 * The request's own path ids go into the platform's path: one that cannot be
 * a path segment (framework/rest/path.ts) names no record, answered before
 * any call to the platform.
 */
function checkPathIds(resource: ResourceDeclaration, params: Params): void {
  for (const name of new Set([...resource.parentParams, ...resource.itemParentParams, resource.idParam])) {
    const value = params[name];
    if (typeof value !== 'string' || value === '') continue;
    const problem = segmentProblem(value);
    if (problem) throw new ApiError('EntityNotFoundError', { message: `No record can have this ${name}: it ${problem}`, detail: { [name]: shownWellFormed(value).slice(0, 64) } });
  }
}

function unsupported(connectorName: string, resource: ResourceDeclaration, operation: Operation | 'download'): ApiError {
  return new ApiError('ConnectorOperationUnsupportedError', {
    message: `${connectorName} does not support the "${operation}" operation on ${resource.api} ${resource.id}`,
    detail: { operation, resource: resource.id },
  });
}

/** Read-only fields of what a write takes: its request model's where it has one (a file's `parent_folder_id` is read-only on the File, written by the update). */
function readOnlyOf(resource: ResourceDeclaration, operation: Operation): Iterable<string> {
  const model = resource.writeModels[operation as 'add' | 'update'];
  if (!model) return resource.readOnlyFields;
  return Object.entries(model.properties as Record<string, { readOnly?: boolean }>).filter(([, schema]) => schema.readOnly === true).map(([name]) => name);
}

function withoutReadOnly(resource: ResourceDeclaration, body: unknown, operation: Operation): Record<string, unknown> {
  const record = { ...(body as Record<string, unknown>) };
  for (const name of readOnlyOf(resource, operation)) delete record[name];
  // Not fields of the record: the platform data a write adds after mapping (passThroughOf), the mapped values (customValuesOf).
  delete record[PASS_THROUGH_FIELD];
  delete record[CUSTOM_MAPPINGS_FIELD];
  return record;
}

/** A write's `pass_through`, checked against the connection's service and what the resource's writes take, before any call. */
function passThroughOf(plan: OperationPlan, operation: 'add' | 'update', body: unknown): PassThroughEntry[] {
  const entries = ((body as Record<string, unknown> | null)?.[PASS_THROUGH_FIELD] ?? []) as PassThroughEntry[];
  return checkPassThrough(entries, {
    serviceId: plan.connector.id,
    connectorName: plan.connector.name,
    resource: plan.resource.id,
    operation,
    operations: plan.impl.passThrough,
  });
}

/** A read's `pass_through[name]` parameters as the platform's (`search`), where the resource's list or get takes them. */
function readPassThroughOf(plan: OperationPlan, query: Query, read: 'list' | 'one'): Record<string, string> | undefined {
  const entries = Object.entries(query).filter(([name]) => name.startsWith(`${PASS_THROUGH_FIELD}[`));
  if (entries.length === 0) return undefined;
  if (!plan.impl.passThrough?.[read]) {
    throw new ApiError('ConnectorOperationUnsupportedError', {
      message: `${plan.connector.name} does not take pass_through parameters on ${plan.resource.id} ${read === 'list' ? 'lists' : 'reads'} yet`,
      detail: { pass_through: 'not supported by this connector and resource', resource: plan.resource.id },
    });
  }
  return Object.fromEntries(entries.map(([name, value]) => [name.slice(PASS_THROUGH_FIELD.length + 1, -1), String(value)]));
}

/** The record a create or update sends: the JSON body, or the metadata of an uploaded file. */
function writtenRecord(resource: ResourceDeclaration, operation: Operation, body: unknown): Record<string, unknown> {
  return withoutReadOnly(resource, operation === 'add' && resource.addBody !== 'json' ? uploadOf(body).record : body, operation);
}

/** The model's own rules (a journal entry balances), before anything goes downstream. */
function checkWriteRules(resource: ResourceDeclaration, operation: Operation, body: unknown): void {
  if (!resource.checkWrite || (operation !== 'add' && operation !== 'update')) return;
  const violation = resource.checkWrite(writtenRecord(resource, operation, body), operation);
  if (violation) throw new ApiError('InvalidRecordError', { message: violation.message, detail: violation.detail });
}

/** The model's rules on what the platform answered (a trial balance balances): an answer that breaks one is the platform's fault. */
function checkReadRules(resource: ResourceDeclaration, connectorName: string, record: unknown): void {
  const violation = resource.checkRead?.(record as Record<string, unknown>);
  if (violation) throw new ApiError('ConnectorExecutionError', { status: 502, message: `${connectorName}: ${violation.message}`, detail: violation.detail });
}

/**
 * The downstream time budget of a whole unified call (its calls, retries and
 * pacing waits: x-svc-timeout within the service's bounds), and how long it
 * may wait out a platform's rate limit.
 */
export function callBudgets(deps: UnifiedDeps, request: FastifyRequest): { budgetMs: number; rateLimitWaitMs: number } {
  const budgetMs = downstreamTimeoutHeader(request, deps.downstreamTimeoutMs, deps.downstreamTimeoutMaxMs);
  return { budgetMs, rateLimitWaitMs: callerRateLimitWaitMs(budgetMs, headerValue(request, 'x-svc-timeout') !== undefined, deps.downstreamWaitMs ?? DEFAULT_DOWNSTREAM_WAIT_MS) };
}

export async function runUnifiedOperation(
  deps: UnifiedDeps,
  auth: AuthContext,
  resource: ResourceDeclaration,
  operation: Operation,
  request: FastifyRequest,
  /** Present when the request sent an idempotency key: it claims the key before anything goes downstream. */
  guard?: IdempotencyGuard,
  target: ReadTarget = 'record',
): Promise<{ status: number; envelope: UnifiedEnvelope<unknown> } | StoredAnswer | FileAnswer> {
  const query = (request.query ?? {}) as Query;
  const params = (request.params ?? {}) as Params;
  const consumerId = consumerIdHeader(request);
  const raw = wantsRaw(request, query);
  const { budgetMs, rateLimitWaitMs } = callBudgets(deps, request);
  const fields = operation === 'all' || (operation === 'one' && target === 'record') ? parseFields(query.fields as string | undefined, readModelOf(resource)) : undefined;
  checkWriteRules(resource, operation, request.body);
  checkPathIds(resource, params);

  const { connection, connector, binding } = await resolveConnection(
    deps.vault,
    deps.connectors,
    auth,
    consumerId,
    resource,
    headerValue(request, 'x-svc-service-id'),
  );
  request.servedBy = connector.id;
  annotateUnifiedCall({ connectorId: connector.id, unifiedApi: resource.api, resource: resource.id, operation });
  const company = requestedCompany(request, connector);
  // The key is claimed once the connector is known (it is part of "the same request") and before any downstream call.
  const impl = binding.implementation as ResourceImplementation<unknown>;
  const stored = await guard?.claim(consumerId, connector, impl.resolvesRetries?.includes(operation));
  if (stored) return stored;
  const rawCalls: RawCall[] | undefined = raw ? [] : undefined;
  const parents = parentsOf(resource, operation, params);
  const id = params[resource.idParam] as string;
  const base = { service: connector.id, resource: resource.id, operation };

  const finish = (status: number, data: unknown, extra: Partial<UnifiedEnvelope<unknown>> = {}) => {
    const envelope: UnifiedEnvelope<unknown> = { status_code: status, status: statusText(status), ...base, data, ...extra };
    if (rawCalls) envelope._raw = { calls: rawCalls };
    return { status, envelope };
  };

  const plan: OperationPlan = { resource, operation, target, impl, connector, connection, parents, id, query, fields, finish };
  const webhooks = await prepareWriteWebhooks(deps.webhooks, { scope: auth, consumerId, resource, operation, connector, connection, body: request.body, log: request.log });
  const settingOverrides = settingsForCompany(connector, company);
  const call = { scope: auth, consumerId, connector, connection, budgetMs, rateLimitWaitMs, guard, rawCalls, inboundUrl: webhooks.inboundUrl, settingOverrides };
  const result = await withConnectorContext(deps, call, async (ctx) => {
    if (company !== undefined) await (deps.companyCheck ?? defaultCompanyCheck).require(ctx, connector, connection, company);
    return runOperation(deps, request, plan, ctx);
  });
  if (operation === 'add' && 'envelope' in result) await webhooks.written((result.envelope.data as { id: string }).id);
  return result;
}

interface OperationPlan {
  resource: ResourceDeclaration;
  operation: Operation;
  target: ReadTarget;
  impl: ResourceImplementation<unknown>;
  connector: ConnectorDefinition;
  connection: ResolvedConnection;
  parents: Record<string, string>;
  id: string;
  query: Query;
  fields: ReturnType<typeof parseFields> | undefined;
  finish(status: number, data: unknown, extra?: Partial<UnifiedEnvelope<unknown>>): { status: number; envelope: UnifiedEnvelope<unknown> };
}

async function runOperation(deps: UnifiedDeps, request: FastifyRequest, plan: OperationPlan, ctx: ConnectorContext): Promise<{ status: number; envelope: UnifiedEnvelope<unknown> } | FileAnswer> {
  const { resource, operation, target, impl, connector, connection, parents, id, query, fields, finish } = plan;
  const mappedFields = mappedFieldsOf(resource, impl, connection);
  const mapped = mappedFields.length > 0 ? { mapped: mappedFields } : {};
  switch (operation) {
    case 'all': {
      if (resource.listShape === 'record') {
        if (!impl.one) throw unsupported(connector.name, resource, operation);
        const record = await impl.one(ctx, { id: '', parents, ...mapped });
        return finish(200, fields ? project(record, fields) : record);
      }
      if (resource.listShape === 'whole') {
        if (!impl.list) throw unsupported(connector.name, resource, operation);
        const filter = selectedFilters(resource, resource.filters, query, impl.list.filters ?? [], connector.name);
        const sort = selectedSort(query, impl.list.sortBy ?? [], connector.name);
        const items = await wholeList(ctx, impl.list, { filter, sort, parents, ...mapped }, connector.name, resource);
        return finish(200, fields ? items.map((item) => project(item, fields)) : items);
      }
      const list = impl.list;
      if (!list) throw unsupported(connector.name, resource, operation);
      const cursor = typeof query.cursor === 'string' && query.cursor !== '' ? query.cursor : undefined;
      if (!list.paging && cursor !== undefined) {
        throw new ApiError('PaginationNotSupportedError', { detail: { service_id: connector.id, resource: resource.id } });
      }
      const filter = selectedFilters(resource, resource.filters, query, list.filters ?? [], connector.name);
      const sort = selectedSort(query, list.sortBy ?? [], connector.name);
      const cursorBinding = { connector: connector.id, resource: resource.key, connectionId: connection.id };
      const state = cursor === undefined ? undefined : (deps.cursors.decode(cursorBinding, cursor) as PagingState);
      const passThroughQuery = readPassThroughOf(plan, query, 'list');
      const parameters = Object.fromEntries(Object.keys(resource.listParameters).filter((name) => query[name] !== undefined).map((name) => [name, query[name]]));
      const page = await list.run(ctx, {
        limit: typeof query.limit === 'number' ? query.limit : LIMIT_DEFAULT,
        state,
        filter,
        sort,
        ...(Object.keys(parameters).length > 0 ? { parameters } : {}),
        parents,
        ...mapped,
        ...(passThroughQuery ? { passThroughQuery } : {}),
      });
      const next = page.next === null ? null : deps.cursors.encode(cursorBinding, page.next);
      const cursors: { previous?: string | null; current: string | null; next: string | null } = { current: cursor ?? null, next };
      const links = pageLinks(deps.publicUrl, request.url);
      const linkSet: { previous?: string | null; current: string; next: string | null } = { current: links.current, next: next === null ? null : links.at(next) };
      if (page.previous !== undefined) {
        const previous = page.previous === null ? null : deps.cursors.encode(cursorBinding, page.previous);
        cursors.previous = previous;
        linkSet.previous = previous === null ? null : links.at(previous);
      }
      // A list that cannot page answers whole: a `limit` it fits in is met, one it does not fit in is refused.
      if (!list.paging && typeof query.limit === 'number' && (page.items.length > query.limit || page.next !== null)) {
        throw new ApiError('PaginationNotSupportedError', {
          message: `${connector.name} cannot page ${resource.id}: the whole list has more than ${query.limit} records; leave limit out to read it whole`,
          detail: { service_id: connector.id, resource: resource.id, limit: query.limit, items: page.items.length },
        });
      }
      const linked = page.items.map((item) => withContentUrl(resource, deps.publicUrl, parents, item));
      const items = fields ? linked.map((item) => project(item, fields)) : linked;
      return finish(200, items, { meta: { items_on_page: items.length, cursors, ...(page.notices?.length ? { notices: page.notices } : {}) }, links: linkSet });
    }
    case 'one': {
      if (target === 'content') {
        if (!impl.download) throw unsupported(connector.name, resource, 'download');
        const file = await impl.download(ctx, { id, parents, range: headerValue(request, 'range') });
        return { status: 'stream' in file ? file.status : 200, file };
      }
      if (!impl.one) throw unsupported(connector.name, resource, operation);
      const filter = selectedFilters(resource, resource.oneFilters, query, impl.oneFilters ?? [], connector.name);
      const passThroughQuery = readPassThroughOf(plan, query, 'one');
      const record = await impl.one(ctx, { id, parents, ...(Object.keys(filter).length > 0 ? { filter } : {}), ...mapped, ...(passThroughQuery ? { passThroughQuery } : {}) });
      checkReadRules(resource, connector.name, record);
      const linked = withContentUrl(resource, deps.publicUrl, parents, record);
      return finish(200, fields ? project(linked, fields) : linked);
    }
    case 'add': {
      if (!impl.add) throw unsupported(connector.name, resource, operation);
      const { file, upload, limit } = resource.addBody === 'json' ? { file: undefined, upload: undefined, limit: undefined } : uploadOf(request.body);
      const passThrough = passThroughOf(plan, operation, request.body);
      const customValues = customValuesOf(resource, mappedFields, request.body);
      const record = withConfiguredDefaults(resource, connection, writtenRecord(resource, operation, request.body));
      const created = await withinLimit(limit, () =>
        impl.add!(ctx, { record, parents, ...(file ? { file } : {}), ...(upload ? { upload } : {}), ...(passThrough.length > 0 ? { passThrough } : {}), ...(customValues.length > 0 ? { customValues } : {}) }),
      );
      return finish(201, { id: created.id });
    }
    case 'update': {
      if (!impl.update) throw unsupported(connector.name, resource, operation);
      const passThrough = passThroughOf(plan, operation, request.body);
      const customValues = customValuesOf(resource, mappedFields, request.body);
      const updated = await impl.update(ctx, { id, parents, record: writtenRecord(resource, operation, request.body), ...(passThrough.length > 0 ? { passThrough } : {}), ...(customValues.length > 0 ? { customValues } : {}) });
      return finish(200, { id: updated.id });
    }
    case 'delete': {
      if (!impl.delete) throw unsupported(connector.name, resource, operation);
      const filter = selectedFilters(resource, resource.deleteFilters, query, impl.oneFilters ?? [], connector.name);
      const deleted = await impl.delete(ctx, { id, parents, ...(Object.keys(filter).length > 0 ? { filter } : {}) });
      return finish(200, { id: deleted.id });
    }
  }
}

export function selectedFilters(resource: ResourceDeclaration, declared: Record<string, unknown>, query: Query, supported: readonly string[], connectorName: string) {
  const filter: Record<string, unknown> = {};
  const unsupportedNames: string[] = [];
  for (const name of Object.keys(declared)) {
    const value = query[`filter[${name}]`];
    if (value === undefined) continue;
    if (!supported.includes(name)) unsupportedNames.push(name);
    filter[name] = value;
  }
  if (unsupportedNames.length > 0) {
    throw new ApiError('UnsupportedFiltersError', {
      message: `${connectorName} cannot filter ${resource.id} by ${unsupportedNames.join(', ')}`,
      detail: { unsupported_filters: unsupportedNames, supported_filters: supported },
    });
  }
  return filter;
}

function selectedSort(query: Query, supported: readonly string[], connectorName: string) {
  const by = query['sort[by]'];
  if (typeof by !== 'string') return undefined;
  if (!supported.includes(by)) {
    throw new ApiError('UnsupportedSortFieldError', {
      message: `${connectorName} cannot sort by ${by}`,
      detail: { 'sort[by]': by, supported_sort_by: supported },
    });
  }
  return { by, direction: query['sort[direction]'] === 'desc' ? ('desc' as const) : ('asc' as const) };
}

/** Absolute links for the current page and any other cursor of the same list. */
export function pageLinks(publicUrl: string, url: string) {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const search = queryStart < 0 ? '' : url.slice(queryStart + 1);
  return {
    current: `${publicUrl}${url}`,
    at(cursor: string) {
      const params = new URLSearchParams(search);
      params.set('cursor', cursor);
      return `${publicUrl}${path}?${params.toString()}`;
    },
  };
}
