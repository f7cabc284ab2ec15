/**
 * What writes left at an emulated platform, read from its change journal:
 * records inserted and not removed again, removed, or updated since a mark.
 * Tests of writes in several calls (kit/composite-write.ts) assert that an
 * answer reporting an error left nothing, or only what it names.
 */
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';

export interface LeftChange {
  table: string;
  id: string;
  change: 'inserted' | 'removed' | 'updated';
}

export interface JournalMark {
  /** Net changes since the mark (a create then its delete leaves nothing). */
  left(): LeftChange[];
}

export function markJournal(emulator: KitEmulatorHandle): JournalMark {
  const from = emulator.kit.journal().seq;
  return {
    left() {
      const byRecord = new Map<string, LeftChange>();
      for (const entry of emulator.kit.journal(from).entries) {
        const key = `${entry.account}|${entry.table}|${entry.id}`;
        const before = byRecord.get(key);
        if (!before) byRecord.set(key, { table: entry.table, id: entry.id, change: entry.change });
        else if (before.change === 'inserted' && entry.change === 'removed') byRecord.delete(key);
        else if (before.change === 'removed' && entry.change === 'inserted') before.change = 'updated';
        else if (entry.change === 'removed') before.change = 'removed';
      }
      return [...byRecord.values()];
    },
  };
}
