/**
 * The events Asana's webhooks deliver (https://developers.asana.com/docs/webhooks-guide,
 * https://developers.asana.com/reference/events): `{events: [{user, created_at,
 * action, resource: {gid, resource_type, resource_subtype}, parent, change?}]}`,
 * signed with `X-Hook-Signature`, the hex HMAC-SHA256 of the body keyed with the
 * secret of the webhook's handshake.
 *
 * A webhook on a project hears about the project's tasks and their stories; a
 * webhook on a task about that task and its stories; a webhook on a workspace
 * only about the resource types its (required) filters allow, never tasks or
 * stories. A task added to a project is `added` under that project; an edit
 * is `changed`, one event per field that moved; a comment is a story `added`
 * under its task. A webhook's filters, when it has some, let an event through
 * when any one matches.
 */
import { createHmac } from 'node:crypto';
import type { OutgoingWebhook, PlatformEvent, StoredRecord, Subscription, TenantState, WebhookSigning } from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';

/** The kit's event names for the changes the emulator makes (the tasks and stories resources declare them). */
export const TASK_EVENTS = { created: 'task.added', updated: 'task.changed', deleted: 'task.deleted' } as const;
export const STORY_EVENTS = { created: 'story.added', updated: 'story.changed', deleted: 'story.deleted' } as const;

export const asanaWebhookSigning: WebhookSigning = {
  sign: (body, secret) => ({ 'x-hook-signature': createHmac('sha256', secret).update(body).digest('hex') }),
};

/** Task fields whose change Asana reports, by the name its `change.field` uses. */
const TASK_FIELDS: Readonly<Record<string, string>> = {
  name: 'name', notes: 'notes', completed: 'completed', assignee: 'assignee', due_on: 'due_on', due_at: 'due_at', tags: 'tags', resource_subtype: 'resource_subtype',
};

export interface WebhookFilter {
  resource_type?: string;
  resource_subtype?: string;
  action?: string;
  fields?: string[];
}

interface AsanaEvent {
  user: { gid: string; resource_type: 'user' };
  created_at: string;
  action: 'added' | 'changed' | 'removed' | 'deleted' | 'undeleted';
  resource: { gid: string; resource_type: string; resource_subtype?: string };
  parent: { gid: string; resource_type: string } | null;
  change?: { field: string; action: 'changed' };
}

const ACTIONS: Readonly<Record<string, AsanaEvent['action']>> = {
  [TASK_EVENTS.created]: 'added', [TASK_EVENTS.updated]: 'changed', [TASK_EVENTS.deleted]: 'deleted',
  [STORY_EVENTS.created]: 'added', [STORY_EVENTS.updated]: 'changed', [STORY_EVENTS.deleted]: 'deleted',
};

function changedFields(record: StoredRecord, previous: StoredRecord | undefined): string[] {
  if (!previous) return [];
  return Object.entries(TASK_FIELDS).filter(([stored]) => JSON.stringify(record[stored]) !== JSON.stringify(previous[stored])).map(([, field]) => field);
}

/** The events one change makes as seen from a webhook on `scope` (a project, a task), before filters. */
function eventsFor(event: PlatformEvent<AsanaAccount>, scope: StoredRecord, task: StoredRecord): AsanaEvent[] {
  const action = ACTIONS[event.type];
  if (!action) return [];
  const base = { user: { gid: event.account.userGid, resource_type: 'user' as const }, created_at: new Date(event.at).toISOString(), action };
  const { record } = event;
  if (event.resource === 'stories') {
    return [{ ...base, resource: { gid: record.id, resource_type: 'story', resource_subtype: String(record.resource_subtype) }, parent: { gid: task.id, resource_type: 'task' } }];
  }
  const resource = { gid: record.id, resource_type: 'task', resource_subtype: String(record.resource_subtype) };
  if (action === 'added') return scope.id === task.id ? [] : [{ ...base, resource, parent: { gid: scope.id, resource_type: 'project' } }];
  if (action === 'deleted') return [{ ...base, resource, parent: null }];
  const fields = changedFields(record, event.previous);
  return (fields.length > 0 ? fields : ['modified_at']).map((field) => ({ ...base, resource, parent: null, change: { field, action: 'changed' as const } }));
}

function passes(event: AsanaEvent, filters: readonly WebhookFilter[] | undefined): boolean {
  if (!filters || filters.length === 0) return true;
  return filters.some((filter) =>
    (filter.resource_type === undefined || filter.resource_type === event.resource.resource_type) &&
    (filter.resource_subtype === undefined || filter.resource_subtype === event.resource.resource_subtype) &&
    (filter.action === undefined || filter.action === event.action) &&
    (filter.fields === undefined || (event.change !== undefined && filter.fields.includes(event.change.field))));
}

/** The platform's `webhooks` hook: one delivery per active webhook that hears about the change. */
export function asanaWebhooks(event: PlatformEvent<AsanaAccount>, _subscriptions: readonly Subscription[], tenant: TenantState): OutgoingWebhook[] {
  const task = event.resource === 'tasks' ? event.record : event.resource === 'stories' ? tenant.table('tasks').get(String(event.record.task)) : undefined;
  if (!task) return [];
  const projects = new Set((task.projects as string[] | undefined) ?? []);
  const outgoing: OutgoingWebhook[] = [];
  for (const webhook of tenant.table('webhooks').all()) {
    if (webhook.active !== true) continue;
    const scope = String(webhook.resource);
    if (!projects.has(scope) && scope !== task.id) continue;
    const events = eventsFor(event, { id: scope }, task).filter((candidate) => passes(candidate, webhook.filters as WebhookFilter[] | undefined));
    if (events.length > 0) outgoing.push({ url: String(webhook.target), body: { events }, secret: String(webhook.secret) });
  }
  return outgoing;
}
