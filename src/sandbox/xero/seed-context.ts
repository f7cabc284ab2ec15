/**
 * Seeding through the same rules as the API: a seed record is created or
 * changed by its resource's own hooks (totals computed, numbers given,
 * payments applied, the ledger posted) at a moment of the seed's past, so
 * the seeded books are as consistent as the ones clients write.
 */
import type { EmulatedResource, KitContext, SeedContext, StoredRecord } from '../framework/kit/index.js';
import { kitRequestOf } from './seed-request.js';
import type { XeroOrganisation } from './accounts.js';

export interface Seeder {
  seed: SeedContext<XeroOrganisation>;
  /** The hooks' context at `at` (epoch ms). */
  at(at: number): KitContext<XeroOrganisation>;
  /** Creates a record as the API would, at `at`. */
  make(resource: EmulatedResource<XeroOrganisation>, values: Record<string, unknown>, at: number): StoredRecord;
  /** Changes a record as the API would, at `at`. */
  change(resource: EmulatedResource<XeroOrganisation>, record: StoredRecord, changes: Record<string, unknown>, at: number): void;
}

export function seeder(seed: SeedContext<XeroOrganisation>): Seeder {
  const request = kitRequestOf();
  const at = (now: number): KitContext<XeroOrganisation> => ({ account: seed.account, tenant: seed.tenant, request, now, faker: seed.faker, emit: () => undefined });
  const withDefaults = (resource: EmulatedResource<XeroOrganisation>, values: Record<string, unknown>) => {
    const record: Record<string, unknown> = {};
    for (const [name, rule] of Object.entries(resource.fields)) if (rule.default !== undefined) record[name] = structuredClone(rule.default);
    return { ...record, ...values };
  };
  return {
    seed,
    at,
    make(resource, values, when) {
      const ctx = at(when);
      const table = seed.tenant.table(resource.name);
      const record = { ...withDefaults(resource, values), id: resource.newId(ctx, table) } as StoredRecord;
      if (resource.timestamps?.updated) record[resource.timestamps.updated] = when;
      resource.hooks?.beforeCreate?.(record, ctx);
      return table.insert(record);
    },
    change(resource, record, changes, when) {
      const ctx = at(when);
      const previous = { ...record };
      Object.assign(record, resource.hooks?.beforeUpdate?.(record, changes, ctx) ?? changes);
      if (resource.timestamps?.updated) record[resource.timestamps.updated] = when;
      resource.hooks?.afterUpdate?.(record, previous, ctx);
    },
  };
}
