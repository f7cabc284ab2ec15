/**
 * A HubSpot CRM object type (/crm/v3/objects/{objectType}) as a collection
 * of the connector kit, on the CRM dialect (dialect.ts): the resource's field
 * table is the read mapper, the properties a read asks for (its paths under
 * `properties.`, the account's custom properties and those a custom mapping
 * names), the write's properties and the sort keys; filters are search rules
 * (search-filters.ts). Reads name the associations the table reads: a list
 * answers them inline, a search's are read for its page in one v4 batch per
 * associated type, never a call per record. Writes are the record and its
 * associations, by the kit's rule for writes in several calls
 * (linked-records.ts). HubSpot's DELETE archives a record.
 */
import type { Static, TObject } from 'typebox';
import type { ResourceDeclaration } from '../../unified/define.js';
import type { MappedField } from '../framework/custom-mapping-types.js';
import type { ConnectorContext, ResourceBinding, WriteModel } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import { segment } from '../framework/rest/path.js';
import { compositeWrite, type WriteSteps } from '../kit/composite-write.js';
import { collection, type FieldTable } from '../kit/index.js';
import type { HubspotObject, PropertyValues } from './api.js';
import { writeCustomFields } from './custom-fields.js';
import { customDefinitions, type PropertyDefinition } from './definitions.js';
import { crmDialect } from './dialect.js';
import { createWithLinks, searchedLinks, updateWithLinks, type LinkWrite } from './linked-records.js';
import { propertiesOf, type RecordContext } from './record-fields.js';
import type { FilterSpec } from './search-filters.js';

export interface WriteStep<T> {
  mode: 'create' | 'update';
  record: WriteModel<T>;
  /** The record's id, on update. */
  id?: string;
}

/** Named quirks of a resource's writes and reads. */
export interface CrmHooks<T> {
  /** The record as it is written, completed first (another record made through `steps`, archived again when the write fails later). */
  prepare?(ctx: ConnectorContext, write: WriteStep<T>, steps: WriteSteps): Promise<WriteModel<T>>;
  /** Properties the table cannot map without calls (a deal's amount in the account's currency); `mapped` are the table's. */
  properties?(ctx: ConnectorContext, write: WriteStep<T>, mapped: PropertyValues): Promise<PropertyValues> | PropertyValues;
  /** Values the table reads for these records besides custom properties (an account currency). */
  context?(ctx: ConnectorContext, records: readonly HubspotObject[]): Promise<Partial<RecordContext>>;
}

export interface CrmObjectOptions<T> {
  /** The id is the path's object type: "contacts", "deals". */
  downstream: { id: string; name: string };
  /** For messages: "contact". */
  what: string;
  fields: FieldTable<T, HubspotObject, RecordContext>;
  /** Associated types the table reads ("companies"). */
  associations?: readonly string[];
  /** Properties a read asks for besides the table's. */
  properties?: readonly string[];
  /** Whether the account's own properties are read and written (custom_fields). */
  customFields?: boolean;
  filters?: Readonly<Record<string, FilterSpec>>;
  /** The associations a write asks for. */
  links?(record: WriteModel<T>): LinkWrite[];
  hooks?: CrmHooks<T>;
  events?: readonly NativeEvent[];
}

const NO_CUSTOM: readonly PropertyDefinition[] = Object.freeze([]);

/** HubSpot answers only the properties a read names: a custom mapping's property (`$.root.properties.x`) is named too. */
function mappedProperties(mapped: readonly MappedField[] | undefined): string[] {
  return (mapped ?? []).flatMap(({ path }) => (path.length === 2 && path[0] === 'properties' && typeof path[1] === 'string' ? [path[1]] : []));
}

/** The records of an answer: a list's or a search's results, or the one record read. */
const recordsOf = (body: unknown): readonly HubspotObject[] => {
  const results = (body as { results?: unknown }).results;
  return Array.isArray(results) ? (results as HubspotObject[]) : [body as HubspotObject];
};

export function crmObjects<M extends TObject>(declaration: ResourceDeclaration<M>, options: CrmObjectOptions<Static<M>>): ResourceBinding<M> {
  const { fields, hooks = {} } = options;
  const objectType = options.downstream.id;
  const associations = options.associations ?? [];
  const properties = [...propertiesOf(fields), ...(options.properties ?? [])];
  const customOf = (ctx: ConnectorContext) => (options.customFields ? customDefinitions(ctx, objectType) : Promise.resolve(NO_CUSTOM));
  const target = { objectType, what: options.what };
  // The `properties` parameter of a read, made once per custom list (one array while it is cached) unless a mapping adds to it.
  const namesByCustom = new WeakMap<readonly PropertyDefinition[], string>();
  const propertyNames = (custom: readonly PropertyDefinition[], mapped: readonly MappedField[] | undefined): string => {
    const named = mappedProperties(mapped);
    const known = named.length === 0 ? namesByCustom.get(custom) : undefined;
    if (known !== undefined) return known;
    const names = [...new Set([...properties, ...custom.map((definition) => definition.name), ...named])].join(',');
    if (named.length === 0) namesByCustom.set(custom, names);
    return names;
  };

  return collection(declaration, {
    dialect: crmDialect,
    downstream: options.downstream,
    what: options.what,
    fields,
    path: `/crm/v3/objects/${segment(objectType)}`,
    listAt: 'results',
    list: true,
    add: true,
    update: { method: 'PATCH' },
    delete: true,
    passThrough: false,
    ...(options.filters ? { filters: options.filters } : {}),
    readQuery: async (ctx, _parents, mapped) => ({
      properties: propertyNames(await customOf(ctx), mapped),
      ...(associations.length > 0 ? { associations: associations.join(',') } : {}),
    }),
    async context(body, { ctx, searched }): Promise<RecordContext> {
      const records = recordsOf(body);
      const links = searched ? { searched: await searchedLinks(ctx, objectType, records, associations) } : {};
      return { custom: await customOf(ctx), ...links, ...(await hooks.context?.(ctx, records)) };
    },
    hooks: {
      async compose(ctx, { operation, id, record, body, send }) {
        const definitions = await customOf(ctx);
        return compositeWrite(async (steps) => {
          const mode = operation === 'add' ? 'create' : 'update';
          const asked = { mode, record, ...(id === undefined ? {} : { id }) } as const;
          const write = { ...asked, record: hooks.prepare ? await hooks.prepare(ctx, asked, steps) : record };
          const mapped = (body as { properties?: PropertyValues }).properties ?? {};
          const own = options.customFields ? writeCustomFields((write.record as { custom_fields?: Parameters<typeof writeCustomFields>[0] }).custom_fields, definitions, objectType) : {};
          const written = { ...mapped, ...(await hooks.properties?.(ctx, write, mapped)), ...own };
          const links = options.links?.(write.record) ?? [];
          if (operation === 'add') return { id: await createWithLinks(ctx, steps, target, written, links, send) };
          await updateWithLinks(ctx, steps, target, id as string, written, links, send);
          return { id: id as string };
        });
      },
    },
    ...(options.events ? { events: options.events } : {}),
  });
}
