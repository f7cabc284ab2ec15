/**
 * What a connector is: a definition (identity, auth, settings, base URLs,
 * paging style, rate-limit signals) and, per unified resource it serves, an
 * implementation with request builders and response mappers. The gateway
 * reads coverage (operations, filters, sort fields) from these declarations.
 */
import type { PassThroughEntry, PassThroughOperations, PassThroughQuery } from './pass-through-types.js';
import type { CustomMappingSupport, MappedField, MappedValue } from './custom-mapping-types.js';
import type { Readable } from 'node:stream';
import type { Static, TObject } from 'typebox';
import type { Operation } from '../../core/envelope.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import type { AuthStrategy } from './auth.js';
import type { InboundWebhooks } from './inbound.js';
import { supportedEventsOf, type NativeEvent, type SupportedEvent } from './events.js';
import type { ChangesFeed } from './changes-feed.js';
import type { ConnectorContext } from './context.js';
import { ownClientOf, type OAuthDeclaration } from './oauth.js';
import type { RateLimitSignals } from './rate-limit.js';
import { missingRequiredSettings, type SettingField, type SettingValues } from './settings.js';

export type { ConnectorContext };

/** Paging state is whatever the connector needs to fetch the next page; it travels inside our cursor. */
export type PagingState = string | number | Record<string, unknown>;

export interface ListParams {
  limit: number;
  /** Undefined for the first page. */
  state: PagingState | undefined;
  /** Unified filters, already checked against `list.filters`. */
  filter: Readonly<Record<string, unknown>>;
  sort: { by: string; direction: 'asc' | 'desc' } | undefined;
  /** The list's plain query parameters the resource declares (`listParameters`: POS orders' `location_id`), those sent. */
  parameters?: Readonly<Record<string, unknown>> | undefined;
  /** Parent path parameters, e.g. { collection_id: 'PROJ' }. */
  parents: Readonly<Record<string, string>>;
  /** Custom mappings of the call: each record carries their values under `custom_mappings`. */
  mapped?: readonly MappedField[] | undefined;
  /** The list's `pass_through[...]` parameters, for resources that take them (`passThrough.list`). */
  passThroughQuery?: PassThroughQuery | undefined;
}

export interface ListPage<T> {
  items: T[];
  next: PagingState | null;
  /** Omit when the platform cannot page backwards; null on the first page when it can. */
  previous?: PagingState | null;
  /**
   * What the caller should know about this list beyond its records, answered
   * in `meta.notices`: a history the platform cuts short for this
   * connection's grant (Shopify's 60 days of orders without `read_all_orders`).
   */
  notices?: readonly ListNotice[];
}

/** A notice on a list's answer: a stable code and a sentence. */
export interface ListNotice {
  code: string;
  message: string;
}

export interface RecordParams {
  /** The record's id; empty for a singleton resource (the company info). */
  id: string;
  parents: Readonly<Record<string, string>>;
  /** Filters of a get or a delete where the resource declares some (`oneFilters`, `deleteFilters`), already checked against the implementation's. */
  filter?: Readonly<Record<string, unknown>>;
  /** Custom mappings of the call (a get's record carries their values). */
  mapped?: readonly MappedField[] | undefined;
  /** The get's `pass_through[...]` parameters, for resources that take them (`passThrough.one`). */
  passThroughQuery?: PassThroughQuery | undefined;
}

/** A file sent to a create that takes one (`addBody: 'file'`: an attachment upload). */
export interface UploadedFile {
  bytes: Buffer;
  /** The request's Content-Type. */
  contentType: string;
}

/** A record's content, as a download answers it. */
export interface DownloadedFile {
  bytes: Buffer | Uint8Array;
  contentType: string;
  /** File name for Content-Disposition, where the platform gives one. */
  fileName?: string | undefined;
}

/**
 * A file's content answered as it arrives from the platform, never held
 * whole (the File Storage API's downloads): the gateway pipes `stream` to
 * the client with these headers.
 */
export interface StreamedFile {
  stream: Readable;
  contentType: string;
  fileName?: string | undefined;
  /** Bytes of this answer, where the platform said. */
  contentLength?: number | undefined;
  /** 206 where the platform answered a `Range` with part of the file (with its Content-Range), else 200. */
  status: 200 | 206;
  contentRange?: string | undefined;
}

/** A request body handed on as it arrives (`addBody: 'stream'`, a streamed action): read it once, to the end or not at all. */
export interface UploadStream {
  stream: Readable;
  contentType: string;
  /** The request's Content-Length, where the client sent one (a chunked body has none). */
  contentLength?: number | undefined;
}

/** What a named action (unified/actions.ts) is given. */
export interface ActionParams {
  /** The record's id for an action on one, empty for one on the collection. */
  id: string;
  parents: Readonly<Record<string, string>>;
  /** The JSON body, validated against the action's request model, without `pass_through`. */
  body?: Readonly<Record<string, unknown>> | undefined;
  /** The streamed body of an action that takes bytes. */
  upload?: UploadStream | undefined;
  /** The action's declared query parameters, validated. */
  query: Readonly<Record<string, unknown>>;
  /** The declared headers the request sent, by lowercase name. */
  headers: Readonly<Record<string, string>>;
  /** For a `list` action: the page asked for, and the resource's list filters, checked against `filters` of the action. */
  page?: { limit: number; state: PagingState | undefined; filter: Readonly<Record<string, unknown>> } | undefined;
}

/** An action's answer, of the kind it declares: a record, a page, the id written, bytes, or nothing. */
export type ActionResult =
  | { kind: 'record'; record: unknown }
  | { kind: 'list'; page: ListPage<unknown> }
  | { kind: 'id'; id: string }
  | { kind: 'file'; file: DownloadedFile | StreamedFile }
  | { kind: 'empty' };

/** A connector's action: a named function of the resource's implementation. */
export interface ActionImplementation {
  run(ctx: ConnectorContext, params: ActionParams): Promise<ActionResult>;
  /** List filters a `list` action honours, of the resource's declared filters. */
  filters?: readonly string[];
}

/** The request body of a create or update, without read-only fields. */
export type WriteModel<T> = Partial<T>;

export interface ResourceImplementation<T> {
  /** The platform's name for the records. */
  downstream: { id: string; name: string };
  /**
   * The mapper (field-mapper.ts) that builds this resource's records: its
   * table is the resource's `supported_fields` in the Connector API. Without
   * one no field is reported as supported; the coverage test then fails for
   * every field the records carry.
   */
  mapper?: { readonly fields: readonly (keyof T & string)[] };
  list?: {
    /**
     * Whether `cursor` and `limit` work. When false the list is answered whole:
     * a cursor, or a limit the whole list does not fit in, is refused with
     * PaginationNotSupportedError (unified-operation.ts).
     */
    paging: boolean;
    filters?: readonly string[];
    sortBy?: readonly string[];
    run(ctx: ConnectorContext, params: ListParams): Promise<ListPage<T>>;
  };
  one?(ctx: ConnectorContext, params: RecordParams): Promise<T>;
  /** Filters that find one record which `one` and `delete` honour, of those the resource declares in `oneFilters` and `deleteFilters`. */
  oneFilters?: readonly string[];
  add?(
    ctx: ConnectorContext,
    params: {
      record: WriteModel<T>;
      parents: Readonly<Record<string, string>>;
      file?: UploadedFile | undefined;
      passThrough?: readonly PassThroughEntry[];
      customValues?: readonly MappedValue[];
      /** The file of a streamed create (`addBody: 'stream'`), as it arrives. */
      upload?: UploadStream | undefined;
    },
  ): Promise<{ id: string }>;
  update?(ctx: ConnectorContext, params: RecordParams & { record: WriteModel<T>; passThrough?: readonly PassThroughEntry[]; customValues?: readonly MappedValue[] }): Promise<{ id: string }>;
  /** Custom mappings on this resource's records (the connector kit's collections); none when absent. */
  customMappings?: CustomMappingSupport;
  /**
   * The platform calls a create and an update make that `pass_through` may
   * name (kit/pass-through.ts), the main one first; a write of a resource
   * without them refuses any `pass_through`.
   */
  passThrough?: PassThroughOperations;
  delete?(ctx: ConnectorContext, params: RecordParams): Promise<{ id: string }>;
  /**
   * The record's content, for resources that declare `download` (an
   * attachment's file): whole, or streamed; `range` is the client's `Range`
   * header, for platforms that answer part of a file (206).
   */
  download?(ctx: ConnectorContext, params: RecordParams & { range?: string | undefined }): Promise<DownloadedFile | StreamedFile>;
  /** Changes to these records the platform reports by webhook (framework/events.ts); none when absent. */
  events?: readonly NativeEvent[];
  /** The platform's feed of changes since a position (framework/changes-feed.ts): the poller reads it between complete listings. */
  changes?: ChangesFeed;
  /** The resource's named actions the connector has (unified/actions.ts), by name; a missing one is unsupported. */
  actions?: Readonly<Record<string, ActionImplementation>>;
  /**
   * Writes (`add`, or an action's name) that find an earlier attempt of the
   * same unified request at the platform instead of repeating it: the
   * platform dedupes a key derived from the client's (Square), or the
   * connector looks its own reference up before sending (Clover). When the
   * first attempt's outcome is unknown (a timeout, or an instance that died
   * mid-call), a retry under the same key runs these again rather than
   * answering 409 until the key expires (idempotency-guard.ts).
   */
  resolvesRetries?: readonly string[];
}

export interface ResourceBinding<M extends TObject = TObject> {
  declaration: ResourceDeclaration<M>;
  implementation: ResourceImplementation<Static<M>>;
}

/** Ties an implementation to the unified declaration it serves, with the model's types. */
export function implement<M extends TObject>(
  declaration: ResourceDeclaration<M>,
  implementation: ResourceImplementation<Static<M>>,
): ResourceBinding<M> {
  return { declaration, implementation };
}

export type PagingStyle = 'cursor' | 'page' | 'offset' | 'link' | 'token';

export interface ConnectorDefinition {
  id: string;
  name: string;
  description: string;
  websiteUrl: string;
  status: 'live' | 'beta';
  authType: 'oauth2' | 'apiKey' | 'basic' | 'custom' | 'none';
  settings: readonly SettingField[];
  auth: AuthStrategy;
  /** OAuth 2.0 authorization, for connectors whose consumers sign in at the platform. */
  oauth?: OAuthDeclaration;
  /**
   * A cheap call that succeeds only with working credentials (the platform's
   * "who am I"); the vault's validate uses it so a wrong key is reported when
   * it is entered, not on the first real call.
   */
  verify?(ctx: ConnectorContext): Promise<void>;
  /** Base URL of the real platform for a connection's settings (live keys). */
  liveBaseUrl(settings: SettingValues): string;
  /** Hosts the connector may call on the real platform. */
  hosts: readonly string[];
  /** The platform's paging style; absent for a platform that lists nothing (Vonage's SMS API only sends). */
  paging?: PagingStyle;
  rateLimit: RateLimitSignals;
  /**
   * Pulls the human-readable message out of a platform's error answer: its
   * body, or its headers where the platform says it there (BambooHR's
   * `x-bamboohr-error-message` beside an empty body).
   */
  errorMessage?(body: unknown, headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined;
  /** Downstream timeout when the platform needs another than the service default. */
  timeoutMs?: number;
  /**
   * How long an idempotency key is remembered for calls through this
   * connector, when the platform's own window is shorter than the service's
   * 24 hours (SPEC.md: "or the connector's own shorter window"). A longer
   * value is ignored.
   */
  idempotencyWindowMs?: number;
  resources: readonly ResourceBinding[];
  /** The platform's own webhooks, received and verified at `/webhook/w/…` (inbound.ts); none when absent. */
  inbound?: InboundWebhooks;
  /**
   * Platforms where one connection reaches several companies (Xero's
   * organisations) or one of several (a QuickBooks realm): the request header
   * `x-svc-company-id` picks one (src/gateway/company-selection.ts). Without
   * this declaration the header is refused.
   */
  companies?: CompanyDirectory;
}

/** The companies a connection reaches, and which setting holds the one in use. */
export interface CompanyDirectory {
  /**
   * The connection setting holding the company calls go to (`tenant_id`,
   * `realm_id`): the connection's default, replaced for one request by
   * `x-svc-company-id`. Connectors read it as any other setting.
   */
  setting: string;
  /** Every company the connection reaches, for checking a requested one (and for a `companies` resource). */
  list(ctx: ConnectorContext): Promise<ReadonlyArray<{ id: string; name: string }>>;
}

export function defineConnector(definition: ConnectorDefinition): ConnectorDefinition {
  const keys = new Set<string>();
  for (const binding of definition.resources) {
    if (keys.has(binding.declaration.key)) throw new Error(`${definition.id} implements ${binding.declaration.key} twice`);
    keys.add(binding.declaration.key);
    // A native event must report one of the resource's declared event types.
    supportedEventsOf(binding.declaration, binding.implementation.events);
    for (const name of Object.keys(binding.implementation.actions ?? {})) {
      if (!binding.declaration.actions.some((action) => action.name === name)) throw new Error(`${definition.id} implements action ${name}, which ${binding.declaration.key} does not declare`);
    }
  }
  return definition;
}

/** Operations a binding offers, read from its implementation: coverage is never typed twice. */
export function supportedOperations(binding: ResourceBinding): Operation[] {
  const impl = binding.implementation;
  const offered: Record<Operation, boolean> = {
    all: impl.list !== undefined,
    one: impl.one !== undefined,
    add: impl.add !== undefined,
    update: impl.update !== undefined,
    delete: impl.delete !== undefined,
  };
  return binding.declaration.operations.filter((operation) => offered[operation]);
}

/** Actions a binding offers: those of the declaration its implementation has a function for. */
export function supportedActions(binding: ResourceBinding): string[] {
  return binding.declaration.actions.map((action) => action.name).filter((name) => binding.implementation.actions?.[name] !== undefined);
}

/** The connector's `supported_events`, of one unified API or of all, read from its bindings. */
export function supportedEvents(definition: ConnectorDefinition, apiId?: string): SupportedEvent[] {
  return definition.resources
    .filter((binding) => apiId === undefined || binding.declaration.api === apiId)
    .flatMap((binding) => supportedEventsOf(binding.declaration, binding.implementation.events));
}

/** Resources a consumer may set create defaults for (resource config): those created through a field table. */
export function configurableResources(definition: ConnectorDefinition, apiId?: string): string[] {
  return definition.resources
    .filter((binding) => apiId === undefined || binding.declaration.api === apiId)
    .filter((binding) => binding.implementation.add !== undefined && (binding.implementation.customMappings?.writable.length ?? 0) > 0)
    .map((binding) => binding.declaration.id);
}

export function unifiedApisOf(definition: ConnectorDefinition): string[] {
  return [...new Set(definition.resources.map((binding) => binding.declaration.api))];
}

/**
 * Whether the connection authenticates with an OAuth token rather than the
 * connector's own credential fields: it holds one, or it brings its own client
 * to get one with (the client credentials grant).
 */
export function usesOAuthToken(definition: ConnectorDefinition, values: SettingValues): boolean {
  return definition.oauth !== undefined && (Boolean(values.access_token) || ownClientOf(definition.oauth, values) !== undefined);
}

/**
 * Settings a connection still lacks. With an OAuth token, only those the
 * platform's endpoints depend on (and those discovered while authorizing);
 * otherwise every required credential field.
 */
export function missingSettings(definition: ConnectorDefinition, values: SettingValues): string[] {
  const oauth = definition.oauth;
  // Half of a client id and secret pair is a setting missing, not a connection that works some other way.
  const pair = oauth?.clientCredentials;
  if (pair && Boolean(values[pair.clientIdSetting]) !== Boolean(values[pair.clientSecretSetting])) {
    return [values[pair.clientIdSetting] ? pair.clientSecretSetting : pair.clientIdSetting];
  }
  if (oauth && usesOAuthToken(definition, values)) {
    return [...oauth.settingsRequiredForAuthorization, ...(oauth.discoveredSettings ?? [])].filter((id) => !values[id]);
  }
  return missingRequiredSettings(definition.settings, values);
}
