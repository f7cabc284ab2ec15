/**
 * What one pass does and when the next is due, from the poller's row and
 * what the platform reports itself for the connection (`native_actions`, set
 * by the target sync from the confirmed sources):
 *
 * - Nothing native: every pass reports every change, at the application's
 *   interval (a baseline first).
 * - Some changes native: the passes, at the interval, report the others;
 *   the platform's are held (pass.ts).
 * - A reconciling pass reports every change, held ones included, through
 *   the record ledger, which drops what the platform reported already: what
 *   is left is what the platform missed, delivered late rather than never.
 *   The first pass after the platform's coverage changed reconciles (the
 *   changes made before a source was confirmed), then one every
 *   `reconcileEveryMs` (a day by default).
 * - Everything native: the poller only reconciles, once per `reconcileEveryMs`.
 */
import type { EventAction } from '../../unified/define.js';
import type { PassKind } from './pass.js';
import type { PolledResource } from './polled-resources.js';
import type { LeasedPoller } from './poller-store.js';

export interface PassPlan {
  kind: PassKind;
  /** The changes this pass reports. */
  reports: ReadonlySet<EventAction>;
  /** Whether it reports every change while the platform reports some itself (the ledger then decides). */
  reconciling: boolean;
  /** When the next pass is due. */
  nextRunAt: Date;
  /** What to store as reconciled_at: the pass's start when it reported every change. */
  reconciledAt: Date | undefined;
}

export interface PlanSettings {
  completeEvery: number;
  intervalMs: number;
  reconcileEveryMs: number;
}

type PlannedPoller = Pick<LeasedPoller, 'known' | 'passes' | 'watermark' | 'nativeActions' | 'reconciledAt'> & Partial<Pick<LeasedPoller, 'cursor'>>;

/** The actions the platform reports itself, as the poller's row says, among those the resource has. */
export function nativeActionsOf(poller: Pick<LeasedPoller, 'nativeActions'>, resource: PolledResource): Set<EventAction> {
  const listed = new Set(poller.nativeActions.split(',').filter((action) => action !== ''));
  return new Set(resource.actions.filter((action) => listed.has(action)));
}

export function passPlanOf(poller: PlannedPoller, resource: PolledResource, settings: PlanSettings, started: Date): PassPlan {
  const native = nativeActionsOf(poller, resource);
  const reconcileDue = poller.reconciledAt === null || started.getTime() - poller.reconciledAt.getTime() >= settings.reconcileEveryMs;
  const reportsAll = native.size === 0 || poller.known === null || reconcileDue;
  const reports = new Set(reportsAll ? resource.actions : resource.actions.filter((action) => !native.has(action)));
  const reconciling = reportsAll && native.size > 0;
  const kind: PassKind = reconciling && poller.known !== null ? 'complete' : passKindOf(poller, { ...resource, actions: [...reports] }, settings.completeEvery);
  const onlyNative = resource.actions.every((action) => native.has(action));
  const lastReconciled = reportsAll ? started : (poller.reconciledAt ?? started);
  return {
    kind,
    reports,
    reconciling,
    nextRunAt: new Date(onlyNative ? lastReconciled.getTime() + settings.reconcileEveryMs : started.getTime() + settings.intervalMs),
    reconciledAt: reportsAll ? started : undefined,
  };
}

/**
 * Which kind of pass this one is: a baseline first, a complete listing every
 * `completeEvery`, changes in between where possible. A resource with a
 * changes feed reads it on every pass after a listing gave it a position:
 * the feed reports deletions too, so no complete listing is needed.
 */
export function passKindOf(
  poller: Pick<LeasedPoller, 'known' | 'passes' | 'watermark'> & Partial<Pick<LeasedPoller, 'cursor'>>,
  resource: Pick<PolledResource, 'actions' | 'updatedSinceFilter'> & Partial<Pick<PolledResource, 'feed'>>,
  completeEvery: number,
): PassKind {
  if (poller.known === null) return 'baseline';
  if (resource.feed !== undefined && typeof poller.cursor === 'string') return 'changes';
  const reportsChanges = resource.actions.some((action) => action !== 'deleted');
  if (!reportsChanges || resource.updatedSinceFilter === undefined || poller.watermark === null) return 'complete';
  return poller.passes % completeEvery === 0 ? 'complete' : 'changes';
}
