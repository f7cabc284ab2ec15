/**
 * A HubSpot CRM object type (/crm/v3/objects/{objectType}) as a collection
 * of the connector kit, on the CRM dialect (dialect.ts): the resource's field
 * table is the read mapper, the properties a read asks for (its paths under
 * `properties.`, the account's custom properties and those a custom mapping
 * names: crm-read-properties.ts), the write's properties and the sort keys;
 * filters are search rules (search-filters.ts). Reads name the associations
 * the table reads: a list answers them inline, a search's are read for its
 * page in one v4 batch per associated type, never a call per record. Writes
 * are the record and its associations (crm-object-writes.ts). HubSpot's
 * DELETE archives a record. What a resource declares: crm-object-options.ts.
 */
import type { Static, TObject } from 'typebox';
import type { ResourceDeclaration } from '../../unified/define.js';
import type { ConnectorContext, ResourceBinding } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';
import { collection } from '../kit/index.js';
import type { HubspotObject } from './api.js';
import type { CrmObjectOptions } from './crm-object-options.js';
import { composeCrmWrite } from './crm-object-writes.js';
import { propertyNamesFor } from './crm-read-properties.js';
import { customDefinitions, type PropertyDefinition } from './definitions.js';
import { crmDialect } from './dialect.js';
import { searchedLinks } from './linked-records.js';
import { propertiesOf, type RecordContext } from './record-fields.js';

const NO_CUSTOM: readonly PropertyDefinition[] = Object.freeze([]);

/** The records of an answer: a list's or a search's results, or the one record read. */
const recordsOf = (body: unknown): readonly HubspotObject[] => {
  const results = (body as { results?: unknown }).results;
  return Array.isArray(results) ? (results as HubspotObject[]) : [body as HubspotObject];
};

export function crmObjects<M extends TObject>(declaration: ResourceDeclaration<M>, options: CrmObjectOptions<Static<M>>): ResourceBinding<M> {
  const { fields, hooks = {} } = options;
  const objectType = options.downstream.id;
  const associations = options.associations ?? [];
  const customOf = (ctx: ConnectorContext) => (options.customFields ? customDefinitions(ctx, objectType) : Promise.resolve(NO_CUSTOM));
  const propertyNames = propertyNamesFor([...propertiesOf(fields), ...(options.properties ?? [])]);

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
    hooks: { compose: composeCrmWrite(options, customOf) },
    ...(options.events ? { events: options.events } : {}),
  });
}
