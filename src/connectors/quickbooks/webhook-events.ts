/**
 * The events QuickBooks Online sends by webhook, as CloudEvents types
 * (qbo.<entity>.<created|updated|deleted|voided|merged|emailed>.v1), for the
 * resources whose entities its webhooks cover
 * (https://developer.intuit.com/app/developer/qbo/docs/develop/webhooks/entities-and-operations-supported).
 * A void, an email or a merge changes the record: they report `updated`.
 */
import type { EventAction } from '../../unified/define.js';
import type { NativeEvent } from '../framework/events.js';

const ACTIONS: Readonly<Record<string, EventAction>> = { created: 'created', updated: 'updated', deleted: 'deleted', voided: 'updated', emailed: 'updated', merged: 'updated' };

/** The native events of one QuickBooks entity, for the operations its webhooks report. */
export function qboEvents(entity: string, operations: readonly (keyof typeof ACTIONS)[]): NativeEvent[] {
  return operations.map((operation) => ({ action: ACTIONS[operation] as EventAction, downstream: `qbo.${entity.toLowerCase()}.${operation}.v1` }));
}

export const INVOICE_EVENTS = qboEvents('Invoice', ['created', 'updated', 'deleted', 'voided', 'emailed']);
