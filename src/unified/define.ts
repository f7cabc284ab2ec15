/**
 * A unified resource is declared once: its model, where it lives, which
 * operations exist, which filters and sort fields the unified API defines.
 * Routes, request validation, response serialisation (and later OpenAPI and
 * coverage) are all derived from this declaration.
 */
import type { Static, TObject, TSchema } from 'typebox';
import type { Operation } from '../core/envelope.js';

export type { Operation } from '../core/envelope.js';

export const ALL_OPERATIONS: readonly Operation[] = ['all', 'one', 'add', 'update', 'delete'];

/** The change an event reports (SPEC.md Events: `<api>.<resource>.<created|updated|deleted>`). */
export type EventAction = 'created' | 'updated' | 'deleted';

/** The event each writing operation causes: what a resource emits unless it declares otherwise. */
const EVENT_ACTION_OF_OPERATION: Partial<Record<Operation, EventAction>> = { add: 'created', update: 'updated', delete: 'deleted' };
const EVENT_ACTIONS_IN_ORDER: readonly EventAction[] = ['created', 'updated', 'deleted'];

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
  /** Release status; "live" unless declared "beta". */
  status?: ReleaseStatus;
  model: M;
  /**
   * Collection path with Fastify parameters for parents, e.g.
   * "/issue-tracking/collections/:collection_id/tickets".
   */
  path: string;
  /** Name of the record id path parameter: "id", or "ticket_id" where the reference API says so. */
  idParam?: string;
  /**
   * Stem of the operationIds ("collectionTicketComments" → collectionTicketCommentsAll)
   * where the reference API's differs from the resource id; the id by default.
   */
  operationIdBase?: string;
  operations: readonly Operation[];
  /** Filters the unified API defines for the list, by name (filter[name]=...). */
  filters?: Record<string, TSchema>;
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
   * Changes this resource reports as events. By default those its writing
   * operations cause (add → created, update → updated, delete → deleted);
   * declared where the platforms report changes the unified API cannot make
   * (a read-only resource whose records change downstream), or `[]` for none.
   */
  events?: readonly EventAction[];
}

export interface ResourceDeclaration<M extends TObject = TObject>
  extends Required<Omit<ResourceDeclarationInput<M>, 'createRequired' | 'updateRequired' | 'events'>> {
  /** "sms/messages": the key connectors implement. */
  key: string;
  /** Path parameters above the record id, in order: ["collection_id"]. */
  parentParams: string[];
  createRequired: readonly string[];
  updateRequired: readonly string[];
  /** Names of read-only properties: accepted in request bodies, never sent downstream. */
  readOnlyFields: ReadonlySet<string>;
  /** Event types in full, "issue-tracking.ticket.created", in created/updated/deleted order. */
  events: readonly string[];
}

export type ModelOf<R> = R extends ResourceDeclaration<infer M> ? Static<M> : never;

export function defineResource<M extends TObject>(input: ResourceDeclarationInput<M>): ResourceDeclaration<M> {
  const parentParams = [...input.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
  const readOnlyFields = new Set(
    Object.entries(input.model.properties as Record<string, { readOnly?: boolean }>)
      .filter(([, schema]) => schema.readOnly === true)
      .map(([name]) => name),
  );
  const modelRequired = ((input.model as { required?: string[] }).required ?? []).filter((name) => !readOnlyFields.has(name));
  const createRequired = input.createRequired ?? modelRequired;
  return {
    ...input,
    key: `${input.api}/${input.id}`,
    status: input.status ?? 'live',
    idParam: input.idParam ?? 'id',
    operationIdBase: input.operationIdBase ?? input.id,
    filters: input.filters ?? {},
    sortFields: input.sortFields ?? [],
    parentParams,
    createRequired,
    updateRequired: input.updateRequired ?? [],
    idempotencyKeyOperations: input.idempotencyKeyOperations ?? [],
    readOnlyFields,
    events: eventTypesFor(input),
  };
}

function eventTypesFor(input: Pick<ResourceDeclarationInput<TObject>, 'api' | 'singular' | 'operations' | 'events'>): string[] {
  const actions = new Set(input.events ?? input.operations.flatMap((operation) => EVENT_ACTION_OF_OPERATION[operation] ?? []));
  return EVENT_ACTIONS_IN_ORDER.filter((action) => actions.has(action)).map((action) => `${input.api}.${input.singular}.${action}`);
}

export interface UnifiedApiDeclaration {
  id: string;
  name: string;
  description: string;
  status: ReleaseStatus;
  /** Keywords that place the API in a catalog (the Connector API's `categories`). */
  categories: readonly string[];
  resources: ResourceDeclaration[];
}

export function defineUnifiedApi(api: UnifiedApiDeclaration): UnifiedApiDeclaration {
  for (const resource of api.resources) {
    if (resource.api !== api.id) throw new Error(`resource ${resource.key} declared under unified API ${api.id}`);
  }
  return api;
}

/** The API's event types (its API record's `events`): every resource's, in declaration order. */
export function apiEventTypes(api: UnifiedApiDeclaration): string[] {
  return api.resources.flatMap((resource) => resource.events);
}
