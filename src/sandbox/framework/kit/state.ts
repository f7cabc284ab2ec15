/**
 * Emulator state, scoped per platform account as on the platform: one table
 * of records per resource, kept in creation order, and a place for the few
 * counters a platform's hooks keep (Jira's issue numbers). A tenant is seeded
 * the first time it is used, so a reset is simply forgetting it.
 */
import type { StoredRecord } from './wire.js';

export class RecordTable<R extends StoredRecord = StoredRecord> {
  readonly #byId = new Map<string, R>();
  /** Insertion position of every id ever stored, removed ones included (record-named page tokens). */
  readonly #positions = new Map<string, number>();

  get size(): number {
    return this.#byId.size;
  }

  get(id: string): R | undefined {
    return this.#byId.get(id);
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** Oldest first. */
  all(): R[] {
    return [...this.#byId.values()];
  }

  insert(record: R): R {
    if (this.#byId.has(record.id)) throw new Error(`record ${record.id} exists already`);
    this.#byId.set(record.id, record);
    if (!this.#positions.has(record.id)) this.#positions.set(record.id, this.#positions.size);
    return record;
  }

  /** Where a record was inserted (0 for the first), even after it was removed; undefined for ids never stored. */
  positionOf(id: string): number | undefined {
    return this.#positions.get(id);
  }

  remove(id: string): R | undefined {
    const record = this.#byId.get(id);
    this.#byId.delete(id);
    return record;
  }
}

export class TenantState {
  readonly #tables = new Map<string, RecordTable>();
  /** Named values a platform's hooks keep per account (sequences, settings). */
  readonly extras = new Map<string, unknown>();

  table<R extends StoredRecord = StoredRecord>(resource: string): RecordTable<R> {
    let table = this.#tables.get(resource);
    if (!table) {
      table = new RecordTable();
      this.#tables.set(resource, table);
    }
    return table as unknown as RecordTable<R>;
  }

  /** The next number of a per-account sequence, starting at `first`. */
  next(sequence: string, first = 1): number {
    const value = (this.extras.get(`seq:${sequence}`) as number | undefined) ?? first;
    this.extras.set(`seq:${sequence}`, value + 1);
    return value;
  }
}

/** Every account's state; `seed` fills a tenant the first time it is asked for. */
export class PlatformState {
  readonly #tenants = new Map<string, TenantState>();

  constructor(private readonly seed: (accountId: string, tenant: TenantState) => void) {}

  of(accountId: string): TenantState {
    let tenant = this.#tenants.get(accountId);
    if (!tenant) {
      tenant = new TenantState();
      this.#tenants.set(accountId, tenant);
      this.seed(accountId, tenant);
    }
    return tenant;
  }

  /** Forgets one account's state (or every account's): the next use starts from the seed again. */
  reset(accountId?: string): void {
    if (accountId === undefined) this.#tenants.clear();
    else this.#tenants.delete(accountId);
  }
}
