/**
 * Making one leased pass: find the connection and the resource, choose the
 * kind of pass, list through the connector (withConnectorContext: the
 * connection's credentials with OAuth refresh, and the connection's pacing
 * bucket, shared with its unified calls), then store the outcome and
 * publish the changes together (poller-store.ts). A failure (the platform
 * down, credentials refused, a rate limit) keeps what the poller remembers
 * and backs it off (timing.ts); the next pass finds the same changes.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../../connectors/framework/define.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import { withConnectorContext, type ConnectorCallDeps } from '../../gateway/connector-call.js';
import type { Database } from '../../store/database.js';
import { eventOf } from './events.js';
import { decodeKnown, encodeKnown } from './known-records.js';
import type { RecordChange } from '../delivery/record-ledger.js';
import { missedChanges, reportMissedChanges } from './missed-changes.js';
import { nativeActionsOf, passPlanOf } from './pass-plan.js';
import { runPass, type PageLister } from './pass.js';
import { polledResource } from './polled-resources.js';
import { completePass, failPass, releasePoller, renewLease, type LeasedPoller } from './poller-store.js';
import { backoffMs, pollIntervalMs, type PollIntervals } from './timing.js';

export interface PassSettings {
  db: Database;
  connectors: ConnectorRegistry;
  calls: ConnectorCallDeps;
  publicUrl: string;
  intervals: PollIntervals;
  leaseMs: number;
  /** Every this many passes, a complete listing (deletions); passes in between list only changes where the resource can. */
  completeEvery: number;
  /** How far before the last pass's start a changes listing reaches back (platform clock skew, minute-precision filters). */
  overlapMs: number;
  /** Records asked for a page (platforms give fewer where their pages are smaller). */
  pageLimit: number;
  /** The time budget of one page's call (requests, retries and pacing waits). */
  callBudgetMs: number;
  /** How often a poller whose platform reports changes itself reports every change (pass-plan.ts). */
  reconcileEveryMs: number;
  /** How long a platform may take to deliver a change before a reconciliation counts it as missed (missed-changes.ts). */
  nativeGraceMs: number;
  now: () => Date;
  log: { warn(details: object, message: string): void };
  /** True once the instance is stopping: the pass gives its lease back between pages. */
  stopping: () => boolean;
}

export type PassResult = 'complete' | 'failed' | 'lease lost' | 'released' | 'skipped';

class Abandoned extends Error {
  constructor(readonly reason: 'lease lost' | 'released') {
    super(reason);
  }
}

export async function makePass(settings: PassSettings, poller: LeasedPoller): Promise<PassResult> {
  const { db, now } = settings;
  const started = now();
  const intervalMs = pollIntervalMs(poller.intervalSeconds, poller.mode, settings.intervals);
  await settings.connectors.ready();
  const connector = settings.connectors.find(poller.serviceId);
  const binding = connector?.resources.find((candidate) => candidate.declaration.key === poller.resourceKey);
  const resource = connector && binding ? polledResource(connector, binding) : undefined;
  const scope = { applicationId: poller.applicationId, mode: poller.mode };
  const connection = (await settings.calls.vault.resolvedConnections(scope, poller.consumerId)).find((candidate) => candidate.id === poller.connectionId);
  if (!connector || !resource || !connection || !connection.enabled || connection.state !== 'callable') {
    // Not pollable any more (connector gone, connection disabled): the target sync removes the row; until then, wait.
    await releasePoller(db, poller, new Date(started.getTime() + intervalMs), started);
    return 'skipped';
  }

  const plan = passPlanOf(poller, resource, { completeEvery: settings.completeEvery, intervalMs, reconcileEveryMs: settings.reconcileEveryMs }, started);
  const list: PageLister = async (listed, parents, filter, state) => {
    if (settings.stopping()) throw new Abandoned('released');
    const page = await withConnectorContext(settings.calls, { scope, consumerId: poller.consumerId, connector, connection, budgetMs: settings.callBudgetMs }, (ctx) =>
      listed.implementation.list!.run(ctx, { limit: settings.pageLimit, state, filter, sort: undefined, parents }),
    );
    if (!(await renewLease(db, poller, now(), settings.leaseMs))) throw new Abandoned('lease lost');
    return page;
  };

  const feed = resource.feed;
  // The feed's calls are paced and leased as the listing's pages are.
  const onFeed = <T>(run: (ctx: ConnectorContext) => Promise<T>) => async (): Promise<T> => {
    if (settings.stopping()) throw new Abandoned('released');
    const answer = await withConnectorContext(settings.calls, { scope, consumerId: poller.consumerId, connector, connection, budgetMs: settings.callBudgetMs }, run);
    if (!(await renewLease(db, poller, now(), settings.leaseMs))) throw new Abandoned('lease lost');
    return answer;
  };

  try {
    const outcome = await runPass({
      resource,
      kind: plan.kind,
      known: poller.known === null ? new Map() : decodeKnown(poller.known),
      since: poller.watermark === null ? undefined : new Date(poller.watermark.getTime() - settings.overlapMs),
      list,
      reports: plan.reports,
      feed: feed && {
        start: onFeed((ctx) => feed.start(ctx)),
        read: (position) => onFeed((ctx) => feed.read(ctx, position, settings.pageLimit))(),
      },
      cursor: poller.cursor,
    });
    const detectedAt = now();
    const polled = { applicationId: poller.applicationId, mode: poller.mode, consumerId: poller.consumerId, serviceId: connector.id };
    const events = outcome.changes.map((change) => ({ event: eventOf(polled, resource, change, settings.publicUrl, detectedAt), version: change.version }));
    const published: RecordChange[] = [];
    const stored = await completePass(
      db,
      poller,
      { known: encodeKnown(outcome.known), knownCount: outcome.known.size, watermark: started, nextRunAt: plan.nextRunAt, reconciledAt: plan.reconciledAt, cursor: outcome.cursor, startedAt: started },
      // Where the platform reports changes too, each goes through the record ledger: one it reported already is not published twice.
      connector.inbound ? { changes: events, published } : { events: events.map(({ event }) => event) },
      detectedAt,
    );
    if (!stored) return 'lease lost';
    const missed = missedChanges(published, { reconciling: plan.reconciling, previousReconciliation: poller.reconciledAt, nativeActions: nativeActionsOf(poller, resource), started, graceMs: settings.nativeGraceMs });
    if (missed.length > 0) {
      const sources = await reportMissedChanges(db, connector, resource.binding, poller, missed, now());
      settings.log.warn(
        { poller_id: poller.id, service_id: connector.id, resource: poller.resourceKey, missed: missed.length, sources },
        'the platform\'s webhooks missed changes a reconciliation found; polling until it delivers again',
      );
    }
    return 'complete';
  } catch (error) {
    if (error instanceof Abandoned) {
      if (error.reason === 'released') await releasePoller(db, poller, now(), now());
      return error.reason;
    }
    const failedAt = now();
    const failures = poller.failures + 1;
    const waitMs = backoffMs(intervalMs, failures, retryAfterOf(error));
    settings.log.warn(
      { poller_id: poller.id, service_id: connector.id, resource: poller.resourceKey, failures, retry_in_ms: waitMs, error: describe(error) },
      'webhook polling pass failed; backing off',
    );
    await failPass(db, poller, describe(error), new Date(failedAt.getTime() + waitMs), failedAt);
    return 'failed';
  }
}

/** A rate-limited pass waits at least what the platform (or the shared bucket) asked. */
function retryAfterOf(error: unknown): number {
  const detail = error instanceof ApiError ? (error.detail as { retry_after_ms?: unknown } | undefined) : undefined;
  return typeof detail?.retry_after_ms === 'number' ? detail.retry_after_ms : 0;
}

/** The error type and message, as an API answer would show them: no credentials, no stack. */
function describe(error: unknown): string {
  if (error instanceof ApiError) return `${error.typeName}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
