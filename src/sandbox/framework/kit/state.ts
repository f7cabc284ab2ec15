/**
 * Emulator state, scoped per platform account as on the platform: one table
 * of records per resource, kept in creation order, and a place for the few
 * counters a platform's hooks keep (Jira's issue numbers). A tenant is seeded
 * the first time it is used, so a reset is simply forgetting it.
 *
 * Every record added or removed after the seed (and every update made by the
 * kit's update operation) is written to the platform's change journal, which
 * the control plane serves: a test can tell exactly what one request left at
 * the platform (the fuzz test checks an answer reporting an error left nothing).
 */
import type { StoredRecord } from './wire.js';

export type RecordChange = 'inserted' | 'removed' | 'updated';

export interface JournalEntry {
  seq: number;
  account: string;
  table: string;
  id: string;
  change: RecordChange;
}

/** The changes of one platform, newest last; bounded, so a long run keeps the latest ones. */
export class ChangeJournal {
  static readonly KEPT = 100_000;
  readonly #entries: JournalEntry[] = [];
  #seq = 0;
  #muted = 0;

  /** The sequence number of the latest change (0 before any). */
  get seq(): number {
    return this.#seq;
  }

  record(account: string, table: string, id: string, change: RecordChange): void {
    if (this.#muted > 0) return;
    this.#entries.push({ seq: ++this.#seq, account, table, id, change });
    if (this.#entries.length > ChangeJournal.KEPT) this.#entries.splice(0, this.#entries.length - ChangeJournal.KEPT);
  }

  /** Changes after `seq`, oldest first. */
  since(seq: number): JournalEntry[] {
    const start = this.#entries.findIndex((entry) => entry.seq > seq);
    return start < 0 ? [] : this.#entries.slice(start);
  }

  /** Runs `action` without journaling (seeding is the platform's starting point, not a change). */
  muted<T>(action: () => T): T {
    this.#muted++;
    try {
      return action();
    } finally {
      this.#muted--;
    }
  }
}

type ChangeListener = (id: string, change: RecordChange) => void;

export class RecordTable<R extends StoredRecord = StoredRecord> {
  readonly #byId = new Map<string, R>();
  /** Insertion position of every id ever stored, removed ones included (record-named page tokens). */
  readonly #positions = new Map<string, number>();
  readonly #onChange: ChangeListener | undefined;

  constructor(onChange?: ChangeListener) {
    this.#onChange = onChange;
  }

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
    this.#onChange?.(record.id, 'inserted');
    return record;
  }

  /** Says a stored record was changed in place (the journal cannot see assignments to its fields). */
  updated(id: string): void {
    if (this.#byId.has(id)) this.#onChange?.(id, 'updated');
  }

  /** Where a record was inserted (0 for the first), even after it was removed; undefined for ids never stored. */
  positionOf(id: string): number | undefined {
    return this.#positions.get(id);
  }

  remove(id: string): R | undefined {
    const record = this.#byId.get(id);
    if (this.#byId.delete(id)) this.#onChange?.(id, 'removed');
    return record;
  }
}

export class TenantState {
  readonly #tables = new Map<string, RecordTable>();
  readonly #onChange: ((table: string, id: string, change: RecordChange) => void) | undefined;
  /** Named values a platform's hooks keep per account (sequences, settings). */
  readonly extras = new Map<string, unknown>();

  constructor(onChange?: (table: string, id: string, change: RecordChange) => void) {
    this.#onChange = onChange;
  }

  table<R extends StoredRecord = StoredRecord>(resource: string): RecordTable<R> {
    let table = this.#tables.get(resource);
    if (!table) {
      const onChange = this.#onChange;
      table = new RecordTable(onChange && ((id, change) => onChange(resource, id, change)));
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
  readonly journal = new ChangeJournal();

  constructor(private readonly seed: (accountId: string, tenant: TenantState) => void) {}

  of(accountId: string): TenantState {
    let tenant = this.#tenants.get(accountId);
    if (!tenant) {
      const created = new TenantState((table, id, change) => this.journal.record(accountId, table, id, change));
      tenant = created;
      this.#tenants.set(accountId, created);
      this.journal.muted(() => this.seed(accountId, created));
    }
    return tenant;
  }

  /** Forgets one account's state (or every account's): the next use starts from the seed again. */
  reset(accountId?: string): void {
    if (accountId === undefined) this.#tenants.clear();
    else this.#tenants.delete(accountId);
  }
}
