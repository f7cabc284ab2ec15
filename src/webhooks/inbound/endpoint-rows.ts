/**
 * The endpoint rows the receiver reads for every platform webhook, kept a
 * short while: a busy connection's webhooks would otherwise read the same
 * row each time (in the default setup, where the emulators send a webhook
 * for every write, one statement in five of a webhook). What a row names
 * (tenant, connection, service) never changes; what does may be stale in a
 * kept row, so:
 *
 * - a kept row may only accept a request: whatever it would refuse (a
 *   signature its registration does not verify) is decided again on a
 *   fresh read (receiver.ts);
 * - a write of any endpoint's sources in this process retires every kept
 *   row (sources change seldom: a state moves, or a source is seen again
 *   after a minute), so a source moved back to polling here is confirmed
 *   by the next webhook, as without the cache; a move made by another
 *   instance is seen within the TTL, the source polled meanwhile;
 * - unknown lookup ids are never kept.
 */
import { TtlCache } from '../../core/ttl-cache.js';
import type { Database } from '../../store/database.js';
import type { InboundEndpointRow } from '../../store/schema.js';
import { findEndpoint } from './endpoints.js';
import { sourceWritesSoFar } from './source-store.js';

interface Kept {
  row: InboundEndpointRow;
  /** sourceWritesSoFar() when the row was read. */
  writes: number;
}

export class EndpointRows {
  readonly #db: Database;
  readonly #kept: TtlCache<string, Kept>;

  constructor(db: Database, ttlMs: number) {
    this.#db = db;
    this.#kept = new TtlCache(ttlMs, 10_000);
  }

  /** The row as kept, unless a write of sources came after its read. */
  kept(lookupId: string): InboundEndpointRow | undefined {
    const kept = this.#kept.get(lookupId);
    return kept && kept.writes === sourceWritesSoFar() ? kept.row : undefined;
  }

  /** The row as the store has it now, kept for the next request. */
  async fresh(lookupId: string): Promise<InboundEndpointRow | undefined> {
    this.#kept.delete(lookupId);
    const writes = sourceWritesSoFar();
    const row = await findEndpoint(this.#db, lookupId);
    if (row) this.#kept.set(lookupId, { row, writes });
    return row;
  }

  /** This instance wrote the row's registration: the next request reads it afresh. */
  forget(lookupId: string): void {
    this.#kept.delete(lookupId);
  }
}
