/**
 * A unified resource on one HubSpot object type, written once: list (the
 * plain list, or the search when filters or a sort are asked for), one,
 * add, update, delete, with the mapper's properties, the account's custom
 * properties and the associations the mapper reads. A resource declares its
 * object type, mapper, filter and sort tables, and how a write becomes
 * properties and associations; only the rest is its own code.
 */
import type { Static, TObject } from 'typebox';
import type { ResourceDeclaration } from '../../unified/define.js';
import { implement, type ConnectorContext, type ListParams, type ResourceBinding, type WriteModel } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { FieldMapper } from '../framework/field-mapper.js';
import type { PropertyValues } from './api.js';
import { customDefinitions, type PropertyDefinition } from './definitions.js';
import {
  archiveRecord, createRecord, getRecord, link, listPage, searchPage, unlink, updateRecord,
  type AssociationInput, type CrmRecord, type ObjectQuery, type RecordPage,
} from './objects.js';
import { needsSearch, searchQuery, type FilterRule } from './search-filters.js';
import { compositeWrite, type WriteSteps } from '../kit/composite-write.js';
import { archiveAgain, checkLinkedRecords } from './linked-records.js';

/** What a mapper reads besides the record. */
export interface RecordContext {
  /** The account's own properties of the type (custom_fields). */
  custom: readonly PropertyDefinition[];
  /** The account's company currency, for amounts without a currency of their own. */
  currency?: string | undefined;
}

/** Associations a write asks for: these records of `to` (null: none), optionally with a HubSpot type id (a primary label). */
export interface LinkWrite {
  to: string;
  ids: readonly string[] | null;
  /** The unified field the ids come from ("contact_id"), named when one of them names no record. */
  field?: string;
  typeId?: number;
  /** Whether associations to other records of `to` are removed (a list field), or kept (a primary field). */
  replace?: boolean;
}

export interface WriteResult {
  properties: PropertyValues;
  links: LinkWrite[];
}

export interface ObjectResourceOptions<M extends TObject> {
  declaration: ResourceDeclaration<M>;
  downstream: { id: string; name: string };
  /** For messages: "contact". */
  what: string;
  objectType: string;
  properties: readonly string[];
  associations: readonly string[];
  customFields: boolean;
  mapper: FieldMapper<CrmRecord, Static<M>, RecordContext>;
  filters: Readonly<Record<string, FilterRule>>;
  sorts: Readonly<Record<string, string>>;
  /** Values the mapper needs for these records beyond custom properties (an account currency). */
  context?(ctx: ConnectorContext, records: readonly CrmRecord[]): Promise<Partial<RecordContext>>;
  /**
   * The properties and associations of a write. A write that makes another
   * record first (a lead's contact) makes it through `steps`, so it is
   * archived again when the write fails later; it checks what it can before.
   */
  write(record: WriteModel<Static<M>>, mode: 'create' | 'update', ctx: ConnectorContext, custom: readonly PropertyDefinition[], steps: WriteSteps, id?: string): Promise<WriteResult>;
  /** Filters turned into a search the resource must adapt (opportunities' amounts in the account currency). */
  adaptFilters?(ctx: ConnectorContext, filter: Readonly<Record<string, unknown>>): Promise<Readonly<Record<string, unknown>>>;
  events?: readonly NativeEvent[];
}

const NO_CUSTOM: readonly PropertyDefinition[] = Object.freeze([]);

async function customOf(ctx: ConnectorContext, options: { customFields: boolean; objectType: string }): Promise<readonly PropertyDefinition[]> {
  return options.customFields ? customDefinitions(ctx, options.objectType) : NO_CUSTOM;
}

/**
 * Queries as built before, by resource and by the custom definitions they
 * name (one array while the definitions are cached): a read reuses its query,
 * and with it the query string already encoded (objects.ts).
 */
const builtQueries = new WeakMap<object, WeakMap<readonly PropertyDefinition[], ObjectQuery>>();

/** The reads of a resource: its properties and the account's custom ones. */
export async function queryFor(ctx: ConnectorContext, options: Pick<ObjectResourceOptions<TObject>, 'objectType' | 'properties' | 'associations' | 'customFields'>) {
  const custom = await customOf(ctx, options);
  let byCustom = builtQueries.get(options);
  if (!byCustom) builtQueries.set(options, (byCustom = new WeakMap()));
  let query = byCustom.get(custom);
  if (!query) {
    query = { objectType: options.objectType, properties: [...new Set([...options.properties, ...custom.map((definition) => definition.name)])], associations: options.associations };
    byCustom.set(custom, query);
  }
  return { query, custom };
}

/** Makes a write's associations true, each call a named step: adds the missing ones, removes others where asked. */
export async function applyLinks(ctx: ConnectorContext, steps: WriteSteps, objectType: string, id: string, links: readonly LinkWrite[], current?: CrmRecord['links']): Promise<void> {
  for (const wanted of links) {
    const have = current?.[wanted.to]?.ids ?? [];
    const ids = wanted.ids ?? [];
    for (const toId of ids) {
      if (!have.includes(toId) || wanted.typeId !== undefined) await steps.step(`associating it with ${wanted.to} ${toId}`, () => link(ctx, objectType, id, wanted.to, toId, wanted.typeId));
    }
    if (wanted.ids === null || wanted.replace) {
      for (const toId of have.filter((existing) => !ids.includes(existing))) await steps.step(`removing its association with ${wanted.to} ${toId}`, () => unlink(ctx, objectType, id, wanted.to, toId));
    }
  }
}

/**
 * A create with its associations, by the kit's rule for writes in steps:
 * the associated records are read first, typed associations go with the
 * create, default ones follow it, and the record is archived again when one
 * of them fails.
 */
export async function createWithLinks(ctx: ConnectorContext, steps: WriteSteps, target: { objectType: string; what: string }, properties: PropertyValues, links: readonly LinkWrite[]): Promise<string> {
  await checkLinkedRecords(ctx, links);
  // Typed associations go with the create; default ones follow it (HubSpot's default needs no type id).
  const typed: AssociationInput[] = links.flatMap((wanted) => (wanted.typeId === undefined ? [] : (wanted.ids ?? []).map((toId) => ({ toId, typeId: wanted.typeId as number }))));
  const id = await steps.create(target.what, () => createRecord(ctx, target.objectType, properties, typed), archiveAgain(ctx, target.objectType, target.what));
  await applyLinks(ctx, steps, target.objectType, id, links.filter((wanted) => wanted.typeId === undefined));
  return id;
}

/**
 * An update with its associations: the associated records are read first,
 * then the properties are written, then the associations; a failure after
 * the properties were written says so (a change is not undone).
 */
export async function updateWithLinks(ctx: ConnectorContext, steps: WriteSteps, target: { objectType: string; what: string }, id: string, properties: PropertyValues, links: readonly LinkWrite[]): Promise<void> {
  await checkLinkedRecords(ctx, links);
  const current = links.length > 0 ? await getRecord(ctx, { objectType: target.objectType, properties: ['hs_object_id'], associations: links.map((wanted) => wanted.to) }, id, target.what) : undefined;
  if (Object.keys(properties).length > 0 || !current) await steps.change(target.what, id, `updating the ${target.what}`, () => updateRecord(ctx, target.objectType, id, properties, target.what));
  await applyLinks(ctx, steps, target.objectType, id, links, current?.links);
}

export function objectResource<M extends TObject>(options: ObjectResourceOptions<M>): ResourceBinding<M> {
  const { mapper } = options;
  const mapAll = async (ctx: ConnectorContext, records: readonly CrmRecord[], custom: readonly PropertyDefinition[]) => {
    const context: RecordContext = { custom, ...(await options.context?.(ctx, records)) };
    return records.map((record) => mapper(record, context));
  };

  async function list(ctx: ConnectorContext, params: ListParams) {
    const { query, custom } = await queryFor(ctx, options);
    let page: RecordPage;
    if (needsSearch(params)) {
      const filter = options.adaptFilters ? await options.adaptFilters(ctx, params.filter) : params.filter;
      page = await searchPage(ctx, query, searchQuery(options.filters, options.sorts, { filter, sort: params.sort }), params);
    } else {
      page = await listPage(ctx, query, params);
    }
    return { items: await mapAll(ctx, page.records, custom), next: page.next };
  }

  return implement(options.declaration, {
    downstream: options.downstream,
    mapper,
    list: { paging: true, filters: Object.keys(options.filters), sortBy: Object.keys(options.sorts), run: list },
    async one(ctx, { id }) {
      const { query, custom } = await queryFor(ctx, options);
      const [item] = await mapAll(ctx, [await getRecord(ctx, query, id, options.what)], custom);
      return item as Static<M>;
    },
    async add(ctx, { record }) {
      const custom = await customOf(ctx, options);
      return compositeWrite(async (steps) => {
        const { properties, links } = await options.write(record, 'create', ctx, custom, steps);
        return { id: await createWithLinks(ctx, steps, options, properties, links) };
      });
    },
    async update(ctx, { id, record }) {
      const custom = await customOf(ctx, options);
      return compositeWrite(async (steps) => {
        const { properties, links } = await options.write(record, 'update', ctx, custom, steps, id);
        await updateWithLinks(ctx, steps, options, id, properties, links);
        return { id };
      });
    },
    async delete(ctx, { id }) {
      await archiveRecord(ctx, options.objectType, id, options.what);
      return { id };
    },
    ...(options.events ? { events: options.events } : {}),
  });
}
