/** What tests and the control plane (control-plane.ts) may do to a running emulator, apart from the platform's assembly (platform.ts). */
import type { Account } from './account.js';
import type { JournalEntry } from './state.js';
import type { Delivery, Subscription } from './webhooks.js';
import type { StoredRecord } from './wire.js';

/** A change an emulator's platform reports (its webhooks), as tests read it. */
export interface PlatformEvent<A extends Account = Account> {
  type: string;
  resource: string;
  record: StoredRecord;
  /** The record as the platform writes it. */
  wire: Record<string, unknown>;
  account: A;
  at: number;
  /** The record before the change, on updates (platforms whose webhooks say what changed: Zendesk). */
  previous?: StoredRecord;
}

export interface KitControls {
  reset(accountId?: string): void;
  seed(resource: string, record: Record<string, unknown>, accountId?: string): StoredRecord;
  records(resource: string, accountId?: string): StoredRecord[];
  /** Removes a record as someone using the platform itself would (a change no API call made): the removed record, if it existed. */
  remove(resource: string, id: string, accountId?: string): StoredRecord | undefined;
  transition(resource: string, id: string, to: string, accountId?: string): void;
  subscribe(subscription: Subscription, accountId?: string): void;
  trigger(type: string, resource: string, id: string, accountId?: string): void;
  readonly deliveries: readonly Delivery[];
  readonly events: readonly PlatformEvent[];
  advanceClock(ms: number): void;
  addAccount(account: Account): void;
  /** Turns a declared switch on (any accepted value) or off (null) for an account. */
  setSwitch(name: string, value: unknown, accountId?: string): void;
  /** Waits for webhook deliveries under way. */
  settled(): Promise<void>;
  /** Records added, removed or updated after the seed, after sequence number `after` (0: all kept), with the latest number. */
  journal(after?: number): { seq: number; entries: JournalEntry[] };
}
