/**
 * What one request did at the platforms, read from each emulator's change
 * journal (`GET /__emulator/journal`, or the handle's `kit.journal`). Each
 * demo consumer's connections are the only users of their emulator accounts
 * and its writes run one at a time (locks.ts), so the journal entries between
 * a write's start and its answer are that write's doing.
 */
import type { JournalEntry } from '../../src/sandbox/framework/kit/state.js';
import { parseJson } from './answer-checks.js';
import { findingOf, type Finding } from './findings.js';
import type { PlannedRequest } from './plan.js';

export interface JournalSource {
  journal(after?: number): { seq: number; entries: JournalEntry[] };
}

/** A journal read over HTTP, for an emulator in another process. */
export function journalOverHttp(url: string): JournalSource & { refresh(): Promise<void> } {
  let last: { seq: number; entries: JournalEntry[] } = { seq: 0, entries: [] };
  return {
    async refresh() {
      last = (await (await fetch(`${url}/__emulator/journal?after=0`)).json()) as typeof last;
    },
    journal: (after = 0) => ({ seq: last.seq, entries: last.entries.filter((entry) => entry.seq > after) }),
  };
}

interface NetChange {
  platform: string;
  account: string;
  table: string;
  id: string;
  change: 'inserted' | 'removed' | 'updated';
}

/** Changes that remain once what was undone is taken out (a create then its delete leaves nothing). */
function netChanges(platform: string, entries: readonly JournalEntry[]): NetChange[] {
  const byRecord = new Map<string, NetChange>();
  for (const entry of entries) {
    const key = `${entry.account}|${entry.table}|${entry.id}`;
    const before = byRecord.get(key);
    if (!before) byRecord.set(key, { platform, account: entry.account, table: entry.table, id: entry.id, change: entry.change });
    else if (before.change === 'inserted' && entry.change === 'removed') byRecord.delete(key);
    else if (before.change === 'removed' && entry.change === 'inserted') before.change = 'updated';
    else if (entry.change === 'removed') before.change = 'removed';
  }
  return [...byRecord.values()];
}

function describe(changes: readonly NetChange[]): string {
  return changes.map((change) => `${change.change} ${change.platform}/${change.table}/${change.id}`).slice(0, 8).join(', ');
}

export class PlatformWatch {
  readonly #platforms: Record<string, JournalSource>;
  /** Per demo consumer, the platforms it is connected to. */
  readonly #servicesOf: Record<string, readonly string[]>;
  /** Per platform, the journal position the checks have accounted for. */
  readonly #seen = new Map<string, number>();

  constructor(platforms: Record<string, JournalSource>, servicesOf: Record<string, readonly string[]>) {
    this.#platforms = platforms;
    this.#servicesOf = servicesOf;
    for (const [id, source] of Object.entries(platforms)) this.#seen.set(id, source.journal().seq);
  }

  #changesSinceSeen(consumer: string): NetChange[] {
    const changes: NetChange[] = [];
    for (const service of this.#servicesOf[consumer] ?? []) {
      const source = this.#platforms[service];
      if (!source) continue;
      const { seq, entries } = source.journal(this.#seen.get(service) ?? 0);
      this.#seen.set(service, seq);
      changes.push(...netChanges(service, entries));
    }
    return changes;
  }

  /** Before a write: anything changed since the last write was done by reads. */
  beforeWrite(consumer: string, lastReads: string): Finding[] {
    const changes = this.#changesSinceSeen(consumer);
    return changes.length === 0 ? [] : [findingOf(undefined, 'read-wrote', `while only reads of ${consumer} ran (${lastReads}): ${describe(changes)}`)];
  }

  /** After a write: what it left, judged by its answer. */
  afterWrite(plan: PlannedRequest, status: number, answerText: string): Finding[] {
    if (!plan.consumer) return [];
    const changes = this.#changesSinceSeen(plan.consumer);
    if (changes.length === 0) return [];
    if (status >= 400) {
      // An error that names every record it left says exactly what it left: that is allowed.
      const unnamed = changes.filter((change) => !answerText.includes(change.id));
      if (unnamed.length === 0) return [];
      const answer = parseJson(answerText);
      return [findingOf(plan, 'left-behind', `${describe(unnamed)}, answered ${answer?.type_name ?? status}: ${String(answer?.message ?? answerText).slice(0, 160)}`, status)];
    }
    const effective = /[?&]_method=(\w+)/.exec(plan.url)?.[1]?.toUpperCase() ?? plan.method;
    const removed = changes.filter((change) => change.change === 'removed');
    if (effective !== 'DELETE' && removed.length > 0) return [findingOf(plan, 'lost', `a ${effective} answered ${status} and removed: ${describe(removed)}`, status)];
    return [];
  }
}
