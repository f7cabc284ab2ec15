/**
 * Which resources of a connector are polled (virtual webhooks), and which of
 * their changes the platform reports itself for a connection: the events of
 * its confirmed sources (framework/events.ts, inbound/sources.ts). A resource
 * whose platform sends `created` and `updated` but no `deleted` is polled for
 * deletions; one whose platform sends nothing confirmed yet, for everything.
 * Polling needs the connector's `list`, and for a nested resource the `list`
 * of every parent (tickets are listed per collection), read from the same
 * declarations the routes come from: nothing here names a platform.
 */
import type { ChangesFeed } from '../../connectors/framework/changes-feed.js';
import type { ConnectorDefinition, ResourceBinding } from '../../connectors/framework/define.js';
import type { EventAction } from '../../unified/define.js';

export interface PolledResource {
  binding: ResourceBinding;
  /** Bindings of the parents, outermost first (tickets: [collections]); empty for a top-level resource. */
  parents: ResourceBinding[];
  /** Every change the resource's events report, in created/updated/deleted order: what a reconciling pass reports. */
  actions: EventAction[];
  /** The event types of those changes: `issue-tracking.ticket.created`, … */
  eventTypes: string[];
  /**
   * Those the platform reports itself for the connection right now (events
   * of its confirmed sources): the passes leave them to the platform, except
   * a reconciling pass, which reports every change the platform missed.
   */
  nativeActions: EventAction[];
  /** The list filter for "updated since", when the resource declares one and the connector supports it. */
  updatedSinceFilter: string | undefined;
  /** The platform's changes feed, where the connector reads one (framework/changes-feed.ts): passes between listings read it. */
  feed: ChangesFeed | undefined;
}

const actionOf = (eventType: string) => eventType.slice(eventType.lastIndexOf('.') + 1) as EventAction;

/**
 * The resources of `unifiedApi` that a connection of `connector` is polled
 * for: every resource with events that can be listed, also those whose
 * platform sends its own webhooks (a baseline, then a pass now and then that
 * reconciles). `live` holds the platform event names the connection's
 * confirmed sources carry (inbound/sources.ts); none: polling reports every
 * change.
 */
export function polledResources(connector: ConnectorDefinition, unifiedApi: string, live: ReadonlySet<string> = new Set()): PolledResource[] {
  return connector.resources.flatMap((binding) => {
    if (binding.declaration.api !== unifiedApi) return [];
    const polled = polledResource(connector, binding, live);
    return polled ? [polled] : [];
  });
}

/** The polling plan of one binding; undefined when it has no events or no way to list it. */
export function polledResource(connector: ConnectorDefinition, binding: ResourceBinding, live: ReadonlySet<string> = new Set()): PolledResource | undefined {
  const { declaration, implementation } = binding;
  if (!implementation.list) return undefined;
  const eventTypes = [...declaration.events];
  if (eventTypes.length === 0) return undefined;
  const parents = parentChain(connector, binding);
  if (parents === undefined) return undefined;
  const actions = eventTypes.map(actionOf);
  const native = new Set((implementation.events ?? []).filter((event) => live.has(event.downstream)).map((event) => event.action));
  const filter = declaration.updatedSinceFilter;
  return {
    binding,
    parents,
    actions,
    eventTypes,
    nativeActions: actions.filter((action) => native.has(action)),
    updatedSinceFilter: filter !== undefined && implementation.list.filters?.includes(filter) ? filter : undefined,
    feed: declaration.parentParams.length === 0 ? implementation.changes : undefined,
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
