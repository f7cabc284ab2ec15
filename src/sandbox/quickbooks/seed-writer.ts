/**
 * Seeds go through the same rules as the API: each record is read by its
 * entity's field table and normalised (totals, taxes, references, balances),
 * and payments settle their invoices, so a seeded company's books add up
 * exactly as one built through the API would. Only the clock differs: each
 * record is written at a moment in the past.
 */
import { fromWire, type SeedContext, type StoredRecord } from '../framework/kit/index.js';
import { quickbooksDialect } from './dialect.js';
import { entityNamed } from './entities.js';
import { touch, type Ctx } from './entity.js';
import type { QuickBooksRealm } from './realms.js';
import { companyDate } from './time.js';

export interface SeedWriter {
  /** Creates a record as a POST would, `daysAgo` days before now. */
  create(entity: string, fields: Record<string, unknown>, daysAgo: number): StoredRecord;
  /** Voids (or deactivates) a record as the API would, `daysAgo` days before now. */
  void(entity: string, record: StoredRecord, daysAgo: number): void;
  /** Makes a name inactive (QuickBooks' only "delete" of one), `daysAgo` days before now. */
  deactivate(entity: string, record: StoredRecord, daysAgo?: number): void;
  /**
   * Sets plain fields of a stored record as a sparse update of them would,
   * `daysAgo` days before now: for changes no rule derives anything from (a
   * release date, a link QuickBooks records between two documents).
   */
  change(entity: string, record: StoredRecord, fields: Record<string, unknown>, daysAgo: number): void;
  /** The company's date `days` days before now ("2025-03-04"). */
  date(daysAgo: number): string;
  ctx: Ctx;
}

export function seedWriter(seed: SeedContext<QuickBooksRealm>): SeedWriter {
  const ctx: Ctx = {
    account: seed.account,
    tenant: seed.tenant,
    now: seed.now,
    faker: seed.faker,
    emit: () => undefined,
    request: { method: 'POST', path: '/seed', query: new URLSearchParams(), headers: {}, params: {}, body: {}, rawBody: '', origin: 'http://127.0.0.1' },
  };
  const at = (daysAgo: number) => seed.now - Math.round(daysAgo * 86_400_000);
  const change: SeedWriter['change'] = (_name, record, fields, daysAgo) => {
    ctx.now = at(daysAgo);
    Object.assign(record, fields);
    touch(record, ctx);
    ctx.now = seed.now;
  };
  return {
    ctx,
    date: (daysAgo) => companyDate(at(daysAgo), seed.account.timeZone),
    create(name, fields, daysAgo) {
      const entity = entityNamed(name);
      const resource = entity.resource;
      ctx.now = at(daysAgo);
      const values = fromWire(fields, resource.fields, { mode: 'create', dialect: quickbooksDialect, alsoAccepted: resource.alsoAccepted ?? [] });
      const table = seed.tenant.table(resource.name);
      const record: StoredRecord = { ...values, id: resource.newId(ctx, table), createdAt: ctx.now, updatedAt: ctx.now };
      resource.hooks?.beforeCreate?.(record, ctx);
      table.insert(record);
      entity.afterWrite?.(record, ctx);
      ctx.now = seed.now;
      return record;
    },
    void(name, record, daysAgo) {
      const entity = entityNamed(name);
      ctx.now = at(daysAgo);
      const previous = { ...record };
      entity.void?.(record, ctx);
      touch(record, ctx);
      entity.afterWrite?.(record, ctx, previous);
      ctx.now = seed.now;
    },
    deactivate: (name, record, daysAgo = 0) => change(name, record, { Active: false }, daysAgo),
    change,
  };
}
