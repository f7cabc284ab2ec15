/**
 * The collection of one HubSpot object type, declared as the kit's
 * collections are (`objectCollection(declaration, {...})`): the resource's
 * field table is the read mapper, the properties a read asks for (its paths
 * under `properties.`, with the account's custom properties), the write's
 * properties and the sort keys; filters are search rules. Lists use the
 * plain list, or the search when filters or a sort are asked for; reads
 * name the associations the table reads; writes go by the kit's rule for
 * writes in several calls, with the associations a resource's `links` asks for.
 */
import type { Static, TObject } from 'typebox';
import type { ResourceDeclaration } from '../../unified/define.js';
import { implement, type ConnectorContext, type ListParams, type ResourceBinding, type WriteModel } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { FieldTable } from '../kit/index.js';
import type { PropertyValues } from './api.js';
import { writeCustomFields } from './custom-fields.js';
import { customDefinitions, type PropertyDefinition } from './definitions.js';
import { createWithLinks, updateWithLinks, type LinkWrite } from './linked-records.js';
import { archiveRecord, getRecord, listPage, searchPage, type CrmRecord, type ObjectQuery, type RecordPage } from './objects.js';
import { propertiesOf, propertyOf, type RecordContext } from './record-fields.js';
import { needsSearch, searchQuery, searchRules, type FilterSpec } from './search-filters.js';
import { compositeWrite, type WriteSteps } from '../kit/composite-write.js';
import { withMappedValues, writeMappedValues } from '../kit/custom-mappings.js';
import type { MappedField, MappedValue } from '../framework/custom-mapping-types.js';
import { ApiError } from '../../core/errors/api-error.js';

export type { RecordContext } from './record-fields.js';
export type { LinkWrite } from './linked-records.js';

export interface WriteStep<T> {
  mode: 'create' | 'update';
  record: WriteModel<T>;
  /** The record's id, on update. */
  id?: string;
}

/** Named quirks of a resource's writes. */
export interface ObjectHooks<T> {
  /**
   * The record as it is written, completed before it is mapped (defaults;
   * another record made first through `steps`, archived again when the write
   * fails later, and checked what it can be first).
   */
  prepare?(ctx: ConnectorContext, write: WriteStep<T>, steps: WriteSteps): Promise<WriteModel<T>>;
  /** Properties the table cannot map without calls (a deal's amount in the account's currency). */
  properties?(ctx: ConnectorContext, write: WriteStep<T>): Promise<PropertyValues> | PropertyValues;
  /** Values the table reads for these records besides custom properties (an account currency). */
  context?(ctx: ConnectorContext, records: readonly CrmRecord[]): Promise<Partial<RecordContext>>;
  /** Filters turned into a search, adapted first (opportunities' amounts in the account currency). */
  adaptFilters?(ctx: ConnectorContext, filter: Readonly<Record<string, unknown>>): Promise<Readonly<Record<string, unknown>>>;
}

export interface ObjectCollectionOptions<T> {
  /** The id is the path's object type: "contacts", "deals". */
  downstream: { id: string; name: string };
  /** For messages: "contact". */
  what: string;
  fields: FieldTable<T, CrmRecord, RecordContext>;
  /** Associated types the table reads ("companies"). */
  associations?: readonly string[];
  /** Whether the account's own properties are read and written (custom_fields). */
  customFields?: boolean;
  filters?: Readonly<Record<string, FilterSpec>>;
  /** Sort keys that are no field of the model (contacts sort by `email`). */
  sorts?: Readonly<Record<string, string>>;
  /** The associations a write asks for. */
  links?(record: WriteModel<T>): LinkWrite[];
  hooks?: ObjectHooks<T>;
  events?: readonly NativeEvent[];
}

const NO_CUSTOM: readonly PropertyDefinition[] = Object.freeze([]);

interface ReadShape {
  objectType: string;
  properties: readonly string[];
  associations: readonly string[];
  customFields: boolean;
}

async function customOf(ctx: ConnectorContext, shape: { customFields: boolean; objectType: string }): Promise<readonly PropertyDefinition[]> {
  return shape.customFields ? customDefinitions(ctx, shape.objectType) : NO_CUSTOM;
}

/**
 * Queries as built before, by resource and by the custom definitions they
 * name (one array while the definitions are cached): a read reuses its query,
 * and with it the query string already encoded (objects.ts).
 */
const builtQueries = new WeakMap<object, WeakMap<readonly PropertyDefinition[], ObjectQuery>>();

/** HubSpot answers only the properties a read names: a custom mapping's property (`$.root.properties.x`) is named too. */
function mappedProperties(mapped: readonly MappedField[] | undefined): string[] {
  return (mapped ?? []).flatMap(({ path }) => (path.length === 2 && path[0] === 'properties' && typeof path[1] === 'string' ? [path[1]] : []));
}

/** HubSpot writes a record's properties only: a mapped value elsewhere in the record is refused before any call. */
function mappedWrite(values: readonly MappedValue[] | undefined): PropertyValues {
  const outside = (values ?? []).filter(({ path }) => path[0] !== 'properties' || path.length !== 2);
  if (outside.length > 0) {
    throw new ApiError('RequestValidationError', {
      message: `HubSpot writes only a record's properties; custom_mappings ${outside.map(({ key }) => key).join(', ')} map elsewhere`,
      detail: Object.fromEntries(outside.map(({ key }) => [`custom_mappings.${key}`, 'not a HubSpot property'])),
    });
  }
  return ((writeMappedValues({}, values).properties ?? {}) as PropertyValues);
}

/** The reads of a resource: its table's properties, the account's custom ones and those custom mappings name. */
async function queryFor(ctx: ConnectorContext, shape: ReadShape, mapped?: readonly MappedField[]): Promise<{ query: ObjectQuery; custom: readonly PropertyDefinition[] }> {
  const extra = mappedProperties(mapped);
  if (extra.length > 0) {
    const { query, custom } = await queryFor(ctx, shape);
    return { query: { ...query, properties: [...new Set([...query.properties, ...extra])] }, custom };
  }
  const custom = await customOf(ctx, shape);
  let byCustom = builtQueries.get(shape);
  if (!byCustom) builtQueries.set(shape, (byCustom = new WeakMap()));
  let query = byCustom.get(custom);
  if (!query) {
    query = { objectType: shape.objectType, properties: [...new Set([...shape.properties, ...custom.map((definition) => definition.name)])], associations: shape.associations };
    byCustom.set(custom, query);
  }
  return { query, custom };
}

export function objectCollection<M extends TObject>(declaration: ResourceDeclaration<M>, options: ObjectCollectionOptions<Static<M>>): ResourceBinding<M> {
  type T = Static<M>;
  const { fields, hooks = {} } = options;
  const objectType = options.downstream.id;
  const shape: ReadShape = { objectType, properties: propertiesOf(fields), associations: options.associations ?? [], customFields: options.customFields ?? false };
  const filters = searchRules(fields, options.filters ?? {});
  const sorts = { ...fields.sortKeys, ...options.sorts };
  const searchSorts = Object.fromEntries(Object.entries(sorts).map(([name, key]) => [name, propertyOf(key) ?? key]));
  const target = { objectType, what: options.what };

  const mapAll = async (ctx: ConnectorContext, records: readonly CrmRecord[], custom: readonly PropertyDefinition[], mapped?: readonly MappedField[]) => {
    const context: RecordContext = { custom, ...(await hooks.context?.(ctx, records)) };
    return records.map((record) => withMappedValues(fields(record, context), record, mapped));
  };

  async function list(ctx: ConnectorContext, params: ListParams) {
    const { query, custom } = await queryFor(ctx, shape, params.mapped);
    let page: RecordPage;
    if (needsSearch(params)) {
      const filter = hooks.adaptFilters ? await hooks.adaptFilters(ctx, params.filter) : params.filter;
      page = await searchPage(ctx, query, searchQuery(filters, searchSorts, { filter, sort: params.sort }), params);
    } else {
      page = await listPage(ctx, query, params);
    }
    return { items: await mapAll(ctx, page.records, custom, params.mapped), next: page.next };
  }

  /** The properties and associations of a write, all mapped (and checked) before its first call. */
  async function writeOf(ctx: ConnectorContext, step: WriteStep<T>, steps: WriteSteps, customValues?: readonly MappedValue[]) {
    const custom = await customOf(ctx, shape);
    const mappedValues = mappedWrite(customValues);
    const record = hooks.prepare ? await hooks.prepare(ctx, step, steps) : step.record;
    const mapped = (fields.write(record).properties ?? {}) as PropertyValues;
    const extra = hooks.properties ? await hooks.properties(ctx, { ...step, record }) : {};
    const own = shape.customFields ? writeCustomFields((record as { custom_fields?: Parameters<typeof writeCustomFields>[0] }).custom_fields, custom, objectType) : {};
    return { properties: { ...mapped, ...extra, ...own, ...mappedValues }, links: options.links?.(record) ?? [] };
  }

  return implement(declaration, {
    downstream: options.downstream,
    mapper: fields,
    list: { paging: true, filters: Object.keys(filters), sortBy: Object.keys(sorts), run: list },
    async one(ctx, { id, mapped }) {
      const { query, custom } = await queryFor(ctx, shape, mapped);
      const [item] = await mapAll(ctx, [await getRecord(ctx, query, id, options.what)], custom, mapped);
      return item as T;
    },
    customMappings: {
      async sample(ctx, { id }) {
        const { query } = await queryFor(ctx, shape);
        return id === undefined ? (await listPage(ctx, query, { limit: 1, state: undefined })).records[0] : getRecord(ctx, query, id, options.what);
      },
      standardPaths: fields.paths,
      writable: fields.writable,
    },
    async add(ctx, { record, customValues }) {
      return compositeWrite(async (steps) => {
        const { properties, links } = await writeOf(ctx, { mode: 'create', record }, steps, customValues);
        return { id: await createWithLinks(ctx, steps, target, properties, links) };
      });
    },
    async update(ctx, { id, record, customValues }) {
      return compositeWrite(async (steps) => {
        const { properties, links } = await writeOf(ctx, { mode: 'update', record, id }, steps, customValues);
        await updateWithLinks(ctx, steps, target, id, properties, links);
        return { id };
      });
    },
    async delete(ctx, { id }) {
      await archiveRecord(ctx, objectType, id, options.what);
      return { id };
    },
    ...(options.events ? { events: options.events } : {}),
  });
}
