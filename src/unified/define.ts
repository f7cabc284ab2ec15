/**
 * A unified resource is declared once: its model, where it lives, which
 * operations exist, which filters and sort fields the unified API defines.
 * Routes, request validation, response serialisation (and later OpenAPI and
 * coverage) are all derived from this declaration.
 */
import type { Static, TObject, TSchema } from 'typebox';
import type { Operation } from '../core/envelope.js';
import { checkActions, type ActionDeclaration } from './actions.js';

export type { Operation } from '../core/envelope.js';
export { actionRoute, type ActionDeclaration, type ActionHints, type ActionRequest, type ActionResponse } from './actions.js';

export const ALL_OPERATIONS: readonly Operation[] = ['all', 'one', 'add', 'update', 'delete'];

/**
 * The change an event reports (SPEC.md Events: `<api>.<resource>.<created|updated|deleted>`);
 * `terminated` is the HRIS reference's employee leaving, which is not a deletion.
 */
export type EventAction = 'created' | 'updated' | 'terminated' | 'deleted';

/** The event each writing operation causes: what a resource emits unless it declares otherwise. */
const EVENT_ACTION_OF_OPERATION: Partial<Record<Operation, EventAction>> = { add: 'created', update: 'updated', delete: 'deleted' };
const EVENT_ACTIONS_IN_ORDER: readonly EventAction[] = ['created', 'updated', 'terminated', 'deleted'];

/**
 * How a list answers: a page of records with `cursor` and `limit` (the
 * default); the whole list with neither, as the reference's payroll lists
 * (the gateway reads every page of the connector's list); or one record, as
 * the reference's employee schedules (the connector's `one`, with no id).
 */
export type ListShape = 'page' | 'whole' | 'record';

/** Release status of a unified API or resource (the Connector API's): both are callable. */
export type ReleaseStatus = 'live' | 'beta';

export interface ResourceDeclarationInput<M extends TObject> {
  /** Unified API id, also its path prefix: "sms", "customer-support". */
  api: string;
  /** Resource id: lowercased plural, as in the Connector API. */
  id: string;
  /** Display name: "Messages". */
  name: string;
  /** Singular, the resource part of event names: "message" → "sms.message.created". */
  singular: string;
  /**
   * The resource part of event type names where it is not `singular`
   * ("bill_payment" for "bill payment", SPEC.md's "salesreceipt").
   */
  eventResource?: string;
  /** Release status; "live" unless declared "beta". */
  status?: ReleaseStatus;
  model: M;
  /**
   * Collection path with Fastify parameters for parents, e.g.
   * "/issue-tracking/collections/:collection_id/tickets".
   */
  path: string;
  /**
   * Path of the operations that take an id, before `/:<idParam>`, where it is
   * not `path`: the reference reads a time-off request at
   * "/hris/time-off-requests/employees/:employee_id/time-off-requests/:id"
   * but lists them at "/hris/time-off-requests". Its parameters reach the
   * connector's get, update and delete as `parents`.
   */
  itemPath?: string;
  /** How `all` answers; a page of records unless declared otherwise. */
  listShape?: ListShape;
  /** Name of the record id path parameter: "id", or "ticket_id" where the reference API says so. */
  idParam?: string;
  /**
   * Stem of the operationIds ("collectionTicketComments" → collectionTicketCommentsAll)
   * where the reference API's differs from the resource id; the id by default.
   */
  operationIdBase?: string;
  operations: readonly Operation[];
  /**
   * One record per connection (the company info): `one` is served at `path`
   * itself, with no id, and connectors' `one` receives an empty id.
   */
  singleton?: boolean;
  /**
   * What the create takes: the model as JSON (the default), or a file's bytes
   * of any content type with the record's fields as JSON in the
   * `x-svc-metadata` header (operationId <base>Upload, as the reference's
   * attachment upload): read whole (`file`, small attachments), or handed to
   * the connector as the request's stream, never buffered (`stream`, the
   * File Storage API's uploads up to `streamMaxBytes`).
   */
  addBody?: 'json' | 'file' | 'stream';
  /**
   * Records have content of their own, served as bytes at
   * `<path>/:<idParam>/download` (operationId <base>Download).
   */
  download?: boolean;
  /**
   * A field of the record that holds where its content is read (an
   * applicant's `cv_url`): the gateway points it at this service's download
   * route, so a client never receives a platform's expiring or credentialed
   * link. The connector sets it to any non-empty text where the record has
   * content, and leaves it out where it has none.
   */
  downloadUrlField?: string;
  /**
   * Resource ids of the records that path parameters name, where the path does
   * not nest under that resource (`/crm/custom-objects/:object_id` holds a
   * custom object schema's id); nested paths need no entry.
   */
  pathParamResources?: Readonly<Record<string, string>>;
  /** Schemas of path parameters that take other values than any id (the kind of document of an attachment). */
  pathParamSchemas?: Readonly<Record<string, TSchema>>;
  /** Filters the unified API defines for the list, by name (filter[name]=...). */
  filters?: Record<string, TSchema>;
  /** Filters the get takes (filter[name]=...), where the reference gives it some (an invoice item by type). */
  oneFilters?: Record<string, TSchema>;
  /** Filters the delete takes (filter[name]=...), where the reference gives it some (a modifier by its group). */
  deleteFilters?: Record<string, TSchema>;
  /**
   * List parameters the reference also declares on this resource's get
   * (`cursor` and `limit` on a ticket's comment, the list's `filter` on a
   * contact): accepted, so a generated client that sends them can read one
   * record, and ignored, since a get answers the record its id names.
   */
  oneAcceptsListParameters?: readonly ('cursor' | 'limit' | 'filter')[];
  /**
   * Whether the create accepts `fields`, as the reference declares it on a
   * folder's create: accepted, so a generated client that sends it can
   * create, and ignored, since a create answers the new record's id only.
   */
  addAcceptsFields?: boolean;
  /**
   * Plain query parameters of the list beside its filters, where the
   * reference declares some (`location_id` on POS orders): validated with
   * these schemas and handed to the connector's list as `params.parameters`.
   */
  listParameters?: Record<string, TSchema>;
  /** Fields the unified API lets lists sort on (sort[by]=...). */
  sortFields?: readonly string[];
  /** Fields required on create, when they differ from the model's own `required`. */
  createRequired?: readonly string[];
  /** Fields required on update; the reference API repeats the create list for some resources. */
  updateRequired?: readonly string[];
  /**
   * Operations that honour the `Idempotency-Key` header (SPEC.md: accounting
   * creates of journal entries, invoices and bills, and invoice updates); a
   * key sent to any other operation is refused. `X-Unique-Transaction-ID`
   * needs no declaration: every create honours it.
   */
  idempotencyKeyOperations?: readonly ('add' | 'update')[];
  /**
   * A text field of the request body that carries the idempotency key, where
   * the reference's model has one (POS `idempotency_key`): on the operations
   * of `idempotencyKeyOperations` it counts as the Idempotency-Key header
   * when the header is absent, and must equal it when both are sent.
   */
  idempotencyKeyField?: string;
  /**
   * Changes this resource reports as events. By default those its writing
   * operations cause (add → created, update → updated, delete → deleted);
   * declared where the platforms report changes the unified API cannot make
   * (a read-only resource whose records change downstream), or `[]` for none.
   */
  events?: readonly EventAction[];
  /**
   * Updates reported as another of `events`: a record that comes to satisfy
   * `when` (it did not before) is reported as `action` instead of `updated`
   * (an employee who leaves: `terminated`). Checked in order, the first that
   * applies wins. Virtual webhooks remember beside each record's fingerprint
   * which of these it satisfied (src/webhooks/polling/known-records.ts), so
   * a later edit of a terminated employee is an update again.
   */
  updateEvents?: readonly UpdateEvent[];
  /**
   * The list filter (one of `filters`) that keeps only records updated at or
   * after a date-time. Virtual webhooks list changes with it where the
   * connector supports it, instead of reading every record.
   */
  updatedSinceFilter?: string;
  /**
   * A rule of the model that a schema cannot say (a journal entry's debits
   * equal its credits), checked by the gateway on creates and updates before
   * anything goes downstream: a broken rule is 422 InvalidRecordError with
   * what the check returns. Connectors never re-check it.
   */
  checkWrite?: (record: Readonly<Record<string, unknown>>, operation: 'add' | 'update') => WriteRuleViolation | undefined;
  /**
   * A rule a platform's answer must keep for the record to mean anything (a
   * trial balance's debits equal its credits), checked by the gateway on
   * every `one` before it answers: a broken rule is 502
   * ConnectorExecutionError with what the check returns, never a wrong answer.
   */
  checkRead?: (record: Readonly<Record<string, unknown>>) => ReadRuleViolation | undefined;
  /**
   * A field of the create body that names a URL to receive the record's
   * `updated` events (the SMS Message's `webhook_url`): the service subscribes
   * that URL to them for this record only (src/webhooks/subscriptions/notification-urls.ts).
   */
  notificationUrlField?: string;
  /**
   * Request models of writes where the reference names its own instead of
   * the record's (a folder is created from CreateFolderRequest, with
   * `parent_folder_id`, which the Folder itself does not carry): the body
   * is held to these, and what the connector's add or update receives is of
   * their shape. The model's read-only fields are never in them.
   */
  writeModels?: { add?: TObject; update?: TObject };
  /** Operations beyond the five (actions.ts): a search, a copy, a part upload. */
  actions?: readonly ActionDeclaration[];
  /** Largest body of a streamed create (`addBody: 'stream'`), enforced while it streams (413). */
  streamMaxBytes?: number;
  /**
   * Operations that move money (record, change or reverse a payment or a
   * refund): an API key or MCP session needs the `money` scope for them, which
   * `write` does not imply (src/unified/scopes.ts). None unless declared.
   */
  moneyOperations?: readonly Operation[];
}

/** An update reported as its own action: see `updateEvents`. */
export interface UpdateEvent {
  action: EventAction;
  when: (record: Readonly<Record<string, unknown>>) => boolean;
}

/** What a broken rule of a model says: the message of the 422, and its detail. */
export interface WriteRuleViolation {
  message: string;
  detail: Record<string, unknown>;
}

/** What a platform's answer that breaks a rule of the model says: the message of the 502, and its detail. */
export type ReadRuleViolation = WriteRuleViolation;

export interface ResourceDeclaration<M extends TObject = TObject>
  extends Required<Omit<ResourceDeclarationInput<M>, 'createRequired' | 'updateRequired' | 'events' | 'updatedSinceFilter' | 'notificationUrlField' | 'eventResource' | 'checkWrite' | 'checkRead' | 'downloadUrlField' | 'updateEvents' | 'idempotencyKeyField' | 'writeModels' | 'actions' | 'streamMaxBytes'>> {
  downloadUrlField?: string | undefined;
  idempotencyKeyField?: string | undefined;
  updateEvents: readonly UpdateEvent[];
  /** The resource part of its event types: `eventResource`, else `singular`. */
  eventResource: string;
  updatedSinceFilter?: string | undefined;
  checkWrite?: ResourceDeclarationInput<M>['checkWrite'];
  checkRead?: ResourceDeclarationInput<M>['checkRead'];
  notificationUrlField?: string | undefined;
  /** "sms/messages": the key connectors implement. */
  key: string;
  /** Path parameters of `path`, in order: ["collection_id"]. */
  parentParams: string[];
  /** Path parameters of `itemPath` (of `path` where it has none): the parents of a get, update or delete. */
  itemParentParams: string[];
  createRequired: readonly string[];
  updateRequired: readonly string[];
  /** Names of read-only properties: accepted in request bodies, never sent downstream. */
  readOnlyFields: ReadonlySet<string>;
  /** Event types in full, "issue-tracking.ticket.created", in created/updated/deleted order. */
  events: readonly string[];
  writeModels: { add?: TObject; update?: TObject };
  actions: readonly ActionDeclaration[];
  streamMaxBytes?: number | undefined;
}

export type ModelOf<R> = R extends ResourceDeclaration<infer M> ? Static<M> : never;

export function defineResource<M extends TObject>(input: ResourceDeclarationInput<M>): ResourceDeclaration<M> {
  const paramsOf = (path: string) => [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
  const parentParams = paramsOf(input.path);
  const readOnlyFields = new Set(
    Object.entries(input.model.properties as Record<string, { readOnly?: boolean }>)
      .filter(([, schema]) => schema.readOnly === true)
      .map(([name]) => name),
  );
  const modelRequired = ((input.model as { required?: string[] }).required ?? []).filter((name) => !readOnlyFields.has(name));
  const createRequired = input.createRequired ?? ((input.writeModels?.add as { required?: string[] } | undefined)?.required ?? modelRequired);
  if (input.downloadUrlField !== undefined && (!input.download || !Object.hasOwn(input.model.properties, input.downloadUrlField))) {
    throw new Error(`${input.api}/${input.id}: downloadUrlField ${input.downloadUrlField} needs download and a field of that name`);
  }
  for (const { action } of input.updateEvents ?? []) {
    if (!(input.events ?? []).includes(action)) throw new Error(`${input.api}/${input.id}: updateEvents reports ${action}, which its events do not declare`);
  }
  if (input.idempotencyKeyField !== undefined && (!Object.hasOwn(input.model.properties, input.idempotencyKeyField) || (input.idempotencyKeyOperations ?? []).length === 0)) {
    throw new Error(`${input.api}/${input.id}: idempotencyKeyField ${input.idempotencyKeyField} needs a field of that name and idempotencyKeyOperations`);
  }
  if (input.updatedSinceFilter !== undefined && !Object.hasOwn(input.filters ?? {}, input.updatedSinceFilter)) {
    throw new Error(`${input.api}/${input.id}: updatedSinceFilter ${input.updatedSinceFilter} is not one of its filters`);
  }
  checkActions(`${input.api}/${input.id}`, input.actions ?? [], { path: input.path, itemPath: input.itemPath ?? input.path, idParam: input.idParam ?? 'id' });
  if ((input.addBody === 'stream') !== (input.streamMaxBytes !== undefined)) throw new Error(`${input.api}/${input.id}: a streamed create and its streamMaxBytes go together`);
  return {
    ...input,
    key: `${input.api}/${input.id}`,
    status: input.status ?? 'live',
    idParam: input.idParam ?? 'id',
    eventResource: input.eventResource ?? input.singular,
    operationIdBase: input.operationIdBase ?? input.id,
    filters: input.filters ?? {},
    sortFields: input.sortFields ?? [],
    listParameters: input.listParameters ?? {},
    parentParams,
    itemPath: input.itemPath ?? input.path,
    itemParentParams: paramsOf(input.itemPath ?? input.path),
    listShape: input.listShape ?? 'page',
    createRequired,
    updateRequired: input.updateRequired ?? ((input.writeModels?.update as { required?: string[] } | undefined)?.required ?? []),
    idempotencyKeyOperations: input.idempotencyKeyOperations ?? [],
    singleton: input.singleton ?? false,
    addBody: input.addBody ?? 'json',
    download: input.download ?? false,
    oneFilters: input.oneFilters ?? {},
    deleteFilters: input.deleteFilters ?? {},
    oneAcceptsListParameters: input.oneAcceptsListParameters ?? [],
    addAcceptsFields: input.addAcceptsFields ?? false,
    pathParamResources: input.pathParamResources ?? {},
    pathParamSchemas: input.pathParamSchemas ?? {},
    readOnlyFields,
    updateEvents: input.updateEvents ?? [],
    events: eventTypesFor(input),
    writeModels: input.writeModels ?? {},
    actions: input.actions ?? [],
    moneyOperations: input.moneyOperations ?? [],
  };
}

function eventTypesFor(input: Pick<ResourceDeclarationInput<TObject>, 'api' | 'singular' | 'eventResource' | 'operations' | 'events'>): string[] {
  const actions = new Set(input.events ?? input.operations.flatMap((operation) => EVENT_ACTION_OF_OPERATION[operation] ?? []));
  const resource = input.eventResource ?? input.singular;
  return EVENT_ACTIONS_IN_ORDER.filter((action) => actions.has(action)).map((action) => `${input.api}.${resource}.${action}`);
}

/** Whether an operation addresses one record by its id in the path (a singleton's get does not). */
export function operationTakesId(resource: Pick<ResourceDeclaration, 'singleton'>, operation: Operation): boolean {
  if (resource.singleton) return false;
  return operation === 'one' || operation === 'update' || operation === 'delete';
}

/** The route of an operation, in Fastify's syntax: "/sms/messages/:id". */
export function operationRoute(resource: Pick<ResourceDeclaration, 'singleton' | 'path' | 'itemPath' | 'idParam'>, operation: Operation): string {
  return operationTakesId(resource, operation) ? `${resource.itemPath}/:${resource.idParam}` : resource.path;
}

/** The path parameters above the record id of an operation: the item path's where it takes an id. */
export function operationParents(resource: Pick<ResourceDeclaration, 'singleton' | 'parentParams' | 'itemParentParams'>, operation: Operation): string[] {
  return operationTakesId(resource, operation) ? resource.itemParentParams : resource.parentParams;
}

/** The route of a record's content, for resources that declare `download`. */
export function downloadRoute(resource: Pick<ResourceDeclaration, 'itemPath' | 'idParam'>): string {
  return `${resource.itemPath}/:${resource.idParam}/download`;
}

export interface UnifiedApiDeclaration {
  id: string;
  name: string;
  description: string;
  status: ReleaseStatus;
  /** Keywords that place the API in a catalog (the Connector API's `categories`). */
  categories: readonly string[];
  /**
   * Whether its operations document the `x-svc-company-id` header, as the
   * reference's Accounting API does; the gateway honours the header for any
   * connector that declares companies.
   */
  companySelection?: boolean;
  resources: ResourceDeclaration[];
}

export function defineUnifiedApi(api: UnifiedApiDeclaration): UnifiedApiDeclaration {
  for (const resource of api.resources) {
    if (resource.api !== api.id) throw new Error(`resource ${resource.key} declared under unified API ${api.id}`);
  }
  return api;
}

/**
 * The resource whose record a path parameter of `resource` names: the one the
 * declaration names for it, else the one whose item path (`<path>/:<idParam>`)
 * begins this resource's path. Read from the paths rather than the
 * parameter's name, which several resources share (the reference's
 * `/crm/lists/{id}/members`).
 */
export function parentResource(api: UnifiedApiDeclaration, resource: ResourceDeclaration, param: string): ResourceDeclaration | undefined {
  const named = resource.pathParamResources[param];
  if (named !== undefined) return api.resources.find((candidate) => candidate.id === named);
  return api.resources.find(
    (candidate) =>
      candidate !== resource &&
      candidate.idParam === param &&
      [resource.path, resource.itemPath].some((path) => path.startsWith(`${candidate.itemPath}/:${param}/`)),
  );
}

/** The API's event types (its API record's `events`): every resource's, in declaration order. */
export function apiEventTypes(api: UnifiedApiDeclaration): string[] {
  return api.resources.flatMap((resource) => resource.events);
}

/** The filters a get or a delete takes (the reference's `filter` on one record); none for other operations. */
export function recordFiltersOf(resource: Pick<ResourceDeclaration, 'oneFilters' | 'deleteFilters'>, operation: Operation): Record<string, TSchema> {
  return operation === 'one' ? resource.oneFilters : operation === 'delete' ? resource.deleteFilters : {};
}
