/**
 * Events a platform sends by itself (its webhooks), declared per resource a
 * connector serves. The Connector API's `supported_events` is read from these
 * declarations; inbound webhooks will map the platform's events through them.
 * A connector declares only what its platform really sends.
 */
import type { EventAction, ResourceDeclaration } from '../../unified/define.js';

export interface NativeEvent {
  /** The unified change the platform's event reports: one the resource declares. */
  action: EventAction;
  /** The platform's own name for its event: Twilio's "StatusCallback", Vonage's "delivery-receipt". */
  downstream: string;
}

/** One row of the Connector API's `supported_events`. */
export interface SupportedEvent {
  event_type: string;
  downstream_event_type: string;
  resource_id: string;
}

/** `<api>.<singular>.<action>`, which must be one of the resource's declared event types. */
export function eventTypeOf(declaration: ResourceDeclaration, event: NativeEvent): string {
  // Read from the declared types: a resource may name its events apart from its singular (`ledger_account`).
  const type = declaration.events.find((declared) => declared.endsWith(`.${event.action}`)) ?? `${declaration.api}.${declaration.singular}.${event.action}`;
  if (!declaration.events.includes(type)) {
    throw new Error(`native event ${event.downstream} reports ${type}, which ${declaration.key} does not declare`);
  }
  return type;
}

export function supportedEventsOf(declaration: ResourceDeclaration, events: readonly NativeEvent[] | undefined): SupportedEvent[] {
  return (events ?? []).map((event) => ({
    event_type: eventTypeOf(declaration, event),
    downstream_event_type: event.downstream,
    resource_id: declaration.id,
  }));
}
