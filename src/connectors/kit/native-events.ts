/**
 * What a platform's webhook reports, read from the events a resource
 * declares (its `events`, the Connector API's `supported_events`): one list
 * says both what is offered and what an inbound request is taken as.
 */
import type { EventAction } from '../../unified/define.js';
import type { ResourceBinding } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';

/** The unified action of the platform's event named `downstream`; undefined for one the list does not declare. */
export function actionOf(events: readonly NativeEvent[], downstream: string): EventAction | undefined {
  return events.find((event) => event.downstream === downstream)?.action;
}

/** Every platform event a connector's resources declare, by the platform's name of it: the resource (its key) and the unified action. */
export function declaredEvents(resources: readonly ResourceBinding[]): ReadonlyMap<string, { resource: string; action: EventAction }> {
  return new Map(resources.flatMap(({ declaration, implementation }) => (implementation.events ?? []).map((event) => [event.downstream, { resource: declaration.key, action: event.action }] as const)));
}
