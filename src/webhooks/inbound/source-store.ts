/**
 * Writing what happened to a connection's native sources (sources.ts) into
 * its endpoint's row: read under a row lock, changed, written in one
 * transaction, so two instances recording at once (a registration and a
 * verified request) never lose each other's change.
 */
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { Database } from '../../store/database.js';
import { jsonb } from '../../store/repositories/json.js';
import { afterHappening, type StoredSource } from './sources.js';

export type SourceHappening = Parameters<typeof afterHappening>[3];

/** The new states, from the row as it stands (locked); undefined: nothing to write. */
export type SourcesChange = (stored: unknown, createdAt: Date) => Record<string, StoredSource> | undefined;

export function sourcesChange(connector: ConnectorDefinition, happening: SourceHappening, now: Date): SourcesChange {
  return (stored, createdAt) => afterHappening(connector, stored, createdAt, happening, now);
}

/** Sources' writes in this process so far: an endpoint row read before one is not relied on after it (endpoint-rows.ts). */
let sourceWrites = 0;
export const sourceWritesSoFar = (): number => sourceWrites;

/** Locks the endpoint's row in `tx` and writes the change of its sources, if any. */
export async function writeSourcesChange(tx: Database, lookupId: string, change: SourcesChange, now: Date): Promise<void> {
  const row = await tx.selectFrom('inboundEndpoints').select(['sources', 'createdAt']).where('lookupId', '=', lookupId).forUpdate().executeTakeFirst();
  if (!row) return;
  const next = change(row.sources, row.createdAt);
  if (!next) return;
  sourceWrites++;
  await tx.updateTable('inboundEndpoints').set({ sources: jsonb(next), updatedAt: now }).where('lookupId', '=', lookupId).execute();
}

/**
 * Records a happening of the endpoint's sources. `seen` is the row as already
 * read, when the caller has it: if the happening changes nothing there, no
 * transaction is opened (a busy platform's requests cost no write).
 */
export async function recordSourceHappening(
  db: Database,
  connector: ConnectorDefinition,
  endpoint: { lookupId: string; sources?: unknown; createdAt?: Date },
  happening: SourceHappening,
  now: Date,
): Promise<void> {
  const change = sourcesChange(connector, happening, now);
  if (endpoint.createdAt && endpoint.sources !== undefined && !change(endpoint.sources, endpoint.createdAt)) return;
  await db.transaction().execute((tx) => writeSourcesChange(tx, endpoint.lookupId, change, now));
}
