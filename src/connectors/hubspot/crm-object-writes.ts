/**
 * A CRM object's create or update (crm-objects.ts): the record as the
 * resource's `prepare` hook completes it, its properties (the table's, the
 * `properties` hook's, the account's own custom fields) and its
 * associations, by the kit's rule for writes in several calls
 * (linked-records.ts).
 */
import type { ConnectorContext } from '../framework/define.js';
import { compositeWrite } from '../kit/composite-write.js';
import type { ComposedWrite } from '../kit/index.js';
import type { HubspotObject, PropertyValues } from './api.js';
import type { CrmObjectOptions } from './crm-object-options.js';
import { writeCustomFields } from './custom-fields.js';
import type { PropertyDefinition } from './definitions.js';
import { createWithLinks, updateWithLinks } from './linked-records.js';

/** The collection's `compose` hook; `customOf` answers the account's own properties of the object type. */
export function composeCrmWrite<T>(options: CrmObjectOptions<T>, customOf: (ctx: ConnectorContext) => Promise<readonly PropertyDefinition[]>) {
  const { hooks = {} } = options;
  const objectType = options.downstream.id;
  const target = { objectType, what: options.what };
  return async (ctx: ConnectorContext, { operation, id, record, body, send }: ComposedWrite<T, HubspotObject>): Promise<{ id: string }> => {
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
  };
}
