/**
 * A confirmed source that drops changes (a URL removed at the platform, a
 * subscription the platform suspended, at-most-once delivery) is found by
 * the daily reconciliation (pass-plan.ts): a change it publishes past the
 * record ledger is one the platform did not report. When such changes are
 * recent enough to have been due from the platform (made after the previous
 * reconciliation and more than `graceMs` before this pass began, the
 * platform's own delivery time), the sources that should have carried them
 * fall back to polling (`missed_changes`) until a verified request confirms
 * them again. The first reconciliation after the platform's coverage changed
 * judges nothing: it reports what was made before a source was confirmed.
 */
import type { ConnectorDefinition, ResourceBinding } from '../../connectors/framework/define.js';
import type { Database } from '../../store/database.js';
import type { EventAction } from '../../unified/define.js';
import type { RecordChange } from '../delivery/record-ledger.js';
import { findEndpointOf } from '../inbound/endpoints.js';
import { recordSourceHappening } from '../inbound/source-store.js';
import { sourcesCarrying } from '../inbound/sources.js';
import type { LeasedPoller } from './poller-store.js';

const actionOf = (type: string) => type.slice(type.lastIndexOf('.') + 1) as EventAction;

/** The published changes the platform should have reported already. */
export function missedChanges(
  published: readonly RecordChange[],
  context: { reconciling: boolean; previousReconciliation: Date | null; nativeActions: ReadonlySet<EventAction>; started: Date; graceMs: number },
): RecordChange[] {
  const { previousReconciliation, started } = context;
  if (!context.reconciling || previousReconciliation === null) return [];
  const dueBy = started.getTime() - context.graceMs;
  return published.filter(({ event, version }) => {
    if (!context.nativeActions.has(actionOf(event.type)) || version === undefined) return false;
    return version.getTime() >= previousReconciliation.getTime() && version.getTime() <= dueBy;
  });
}

/** Moves the sources that should have carried `missed` to polling; answers their ids. */
export async function reportMissedChanges(
  db: Database,
  connector: ConnectorDefinition,
  binding: ResourceBinding,
  poller: Pick<LeasedPoller, 'applicationId' | 'mode' | 'consumerId' | 'unifiedApi' | 'serviceId'>,
  missed: readonly RecordChange[],
  now: Date,
): Promise<string[]> {
  const actions = new Set(missed.map(({ event }) => actionOf(event.type)));
  const downstream = (binding.implementation.events ?? []).filter((event) => actions.has(event.action)).map((event) => event.downstream);
  const sourceIds = sourcesCarrying(connector, downstream);
  const endpoint = await findEndpointOf(db, poller);
  if (!endpoint || sourceIds.length === 0) return [];
  await recordSourceHappening(db, connector, endpoint, { kind: 'missed', sourceIds }, now);
  return sourceIds;
}
