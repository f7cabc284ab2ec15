/**
 * Which resources of a connector are polled (virtual webhooks), and for which
 * changes: those the unified resource declares as events that the platform
 * does not send itself (framework/events.ts). A resource whose platform sends
 * `created` and `updated` but no `deleted` is still polled, for deletions.
 * Polling needs the connector's `list`, and for a nested resource the `list`
 * of every parent (tickets are listed per collection), read from the same
 * declarations the routes come from: nothing here names a platform.
 */
import type { ConnectorDefinition, ResourceBinding } from '../../connectors/framework/define.js';
import type { EventAction } from '../../unified/define.js';

export interface PolledResource {
  binding: ResourceBinding;
  /** Bindings of the parents, outermost first (tickets: [collections]); empty for a top-level resource. */
  parents: ResourceBinding[];
  /** The changes polling reports, in created/updated/deleted order. */
  actions: EventAction[];
  /** The event types of those changes: `issue-tracking.ticket.created`, … */
  eventTypes: string[];
  /** The list filter for "updated since", when the resource declares one and the connector supports it. */
  updatedSinceFilter: string | undefined;
}

const actionOf = (eventType: string) => eventType.slice(eventType.lastIndexOf('.') + 1) as EventAction;

/**
 * Whether the platform sends a connection's own events: a connector with no
 * inbound hooks receives none; one whose webhooks are set up at the platform by
 * hand (no `register`) is taken at its word; one that registers them does once
 * a registration that delivers is stored (inbound_endpoints.delivers).
 */
export function nativeEventsArrive(connector: ConnectorDefinition, registeredAndDelivering: boolean): boolean {
  if (!connector.inbound) return false;
  if (!connector.inbound.register) return true;
  return registeredAndDelivering;
}

/**
 * The resources of `unifiedApi` that a connection of `connector` is polled
 * for; empty when the platform reports everything itself. Where native events
 * do not arrive for the connection (`nativeActive` false), every change is polled.
 */
export function polledResources(connector: ConnectorDefinition, unifiedApi: string, nativeActive = true): PolledResource[] {
  return connector.resources.flatMap((binding) => {
    if (binding.declaration.api !== unifiedApi) return [];
    const polled = polledResource(connector, binding, nativeActive);
    return polled ? [polled] : [];
  });
}

/** The polling plan of one binding; undefined when there is nothing to poll or no way to list it. */
export function polledResource(connector: ConnectorDefinition, binding: ResourceBinding, nativeActive = true): PolledResource | undefined {
  const { declaration, implementation } = binding;
  if (!implementation.list) return undefined;
  const native = new Set(nativeActive ? (implementation.events ?? []).map((event) => event.action) : []);
  const eventTypes = declaration.events.filter((type) => !native.has(actionOf(type)));
  if (eventTypes.length === 0) return undefined;
  const parents = parentChain(connector, binding);
  if (parents === undefined) return undefined;
  const filter = declaration.updatedSinceFilter;
  return {
    binding,
    parents,
    actions: eventTypes.map(actionOf),
    eventTypes,
    updatedSinceFilter: filter !== undefined && implementation.list.filters?.includes(filter) ? filter : undefined,
  };
}

/**
 * The listable parents of a nested resource, outermost first: the binding
 * whose collection path and id parameter the child's path continues
 * (`/issue-tracking/collections` + `/:collection_id/tickets`). Undefined
 * when one of them cannot be listed.
 */
function parentChain(connector: ConnectorDefinition, binding: ResourceBinding): ResourceBinding[] | undefined {
  const { path, parentParams } = binding.declaration;
  const innermost = parentParams.at(-1);
  if (innermost === undefined) return [];
  const marker = `/:${innermost}/`;
  const parentPath = path.slice(0, path.lastIndexOf(marker));
  const parent = connector.resources.find(
    (candidate) => candidate.declaration.path === parentPath && candidate.declaration.idParam === innermost && candidate.implementation.list !== undefined,
  );
  if (!parent) return undefined;
  const above = parentChain(connector, parent);
  return above === undefined ? undefined : [...above, parent];
}
