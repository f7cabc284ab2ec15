/**
 * The webhook events Asana sends for the records the connector serves
 * (https://developers.asana.com/reference/events): an event is an action on
 * a resource, named here `<resource_type>.<action>`. Tasks are tickets: a
 * task added to the project (or restored) is a created ticket, removed from
 * it (or deleted) a deleted one, changed an updated one. Comments are the
 * stories of subtype `comment_added`. Declared on the resource
 * implementations (the Connector API's `supported_events` read them).
 */
import type { NativeEvent } from '../framework/events.js';

export const ASANA_TICKET_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'task.added' },
  { action: 'created', downstream: 'task.undeleted' },
  { action: 'updated', downstream: 'task.changed' },
  { action: 'deleted', downstream: 'task.removed' },
  { action: 'deleted', downstream: 'task.deleted' },
];

export const ASANA_COMMENT_EVENTS: readonly NativeEvent[] = [
  { action: 'created', downstream: 'story.added' },
  { action: 'updated', downstream: 'story.changed' },
  { action: 'deleted', downstream: 'story.removed' },
  { action: 'deleted', downstream: 'story.deleted' },
];

/** What a project's webhook asks for: its tasks, and the comments among their stories. */
export const ASANA_WEBHOOK_FILTERS = [{ resource_type: 'task' }, { resource_type: 'story', resource_subtype: 'comment_added' }] as const;
