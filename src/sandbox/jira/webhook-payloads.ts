/**
 * The bodies Jira's webhooks carry (https://developer.atlassian.com/cloud/jira/platform/webhooks/#example-callback-for-an-issue-related-event):
 * `timestamp` (epoch ms), `webhookEvent`, and the issue as an IssueBean with
 * every field; issue events add `issue_event_type_name` and, on updates, a
 * `changelog` of what moved; comment events add the `comment` and carry the
 * issue with a few fields only. Webhooks registered by an app also list the
 * ids of its webhooks that matched (`matchedWebhookIds`).
 */
import type { PlatformEvent } from '../framework/kit/index.js';
import { priorityById, statusById } from './catalog.js';
import { formatJiraDateTime } from './dates.js';
import { JIRA_DEMO_ACCOUNT } from './demo-account.js';
import { Links } from './links.js';
import type { CommentRecord, IssueRecord } from './model.js';
import { userJson } from './serialize-common.js';
import { ISSUE_FIELD_NAMES, issueJson } from './serialize-issue.js';
import type { JiraStore } from './store.js';

/** Links in webhooks point at the site itself, whichever way the change was made. */
const SITE_LINKS = new Links(`https://${JIRA_DEMO_ACCOUNT.siteName}.atlassian.net`);
const COMMENT_ISSUE_FIELDS = new Set(['summary', 'issuetype', 'project', 'priority', 'status', 'assignee']);

const EVENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  'jira:issue_created': 'issue_created',
  'jira:issue_updated': 'issue_generic',
  'jira:issue_deleted': 'issue_deleted',
};

type ChangelogItem = { field: string; fieldtype: 'jira'; from: string | null; fromString: string | null; to: string | null; toString: string | null };

function item(field: string, from: string | null, fromString: string | null, to: string | null, toString: string | null): ChangelogItem {
  return { field, fieldtype: 'jira', from, fromString, to, toString };
}

/** The fields a change touched, as Jira's changelog lists them (the ones the emulator can tell apart). */
function changelog(before: IssueRecord, after: IssueRecord, store: JiraStore): ChangelogItem[] {
  const items: ChangelogItem[] = [];
  if (before.summary !== after.summary) items.push(item('summary', null, before.summary, null, after.summary));
  if (before.statusId !== after.statusId) {
    items.push(item('status', before.statusId, statusById(before.statusId)?.name ?? null, after.statusId, statusById(after.statusId)?.name ?? null));
  }
  if (before.priorityId !== after.priorityId) {
    items.push(item('priority', before.priorityId, priorityById(before.priorityId)?.name ?? null, after.priorityId, priorityById(after.priorityId)?.name ?? null));
  }
  if (before.assigneeId !== after.assigneeId) {
    const name = (id: string | null) => (id === null ? null : (store.userById(id)?.displayName ?? null));
    items.push(item('assignee', before.assigneeId, name(before.assigneeId), after.assigneeId, name(after.assigneeId)));
  }
  if (before.labels.join(' ') !== after.labels.join(' ')) items.push(item('labels', null, before.labels.join(' '), null, after.labels.join(' ')));
  if (before.duedate !== after.duedate) items.push(item('duedate', before.duedate, before.duedate, after.duedate, after.duedate));
  if (JSON.stringify(before.description) !== JSON.stringify(after.description)) items.push(item('description', null, null, null, null));
  return items;
}

function commentJson(comment: CommentRecord, store: JiraStore): Record<string, unknown> {
  const [author, updateAuthor] = [store.userById(comment.authorId), store.userById(comment.updateAuthorId)];
  return {
    self: SITE_LINKS.api(`/issue/${comment.issueId}/comment/${comment.id}`),
    id: comment.id,
    ...(author ? { author: userJson(SITE_LINKS, author) } : {}),
    body: comment.body,
    ...(updateAuthor ? { updateAuthor: userJson(SITE_LINKS, updateAuthor) } : {}),
    created: formatJiraDateTime(comment.created),
    updated: formatJiraDateTime(comment.updated),
    jsdPublic: true,
  };
}

/** The body of one webhook for an issue or comment event; `matchedWebhookIds` only for app-registered webhooks. */
export function webhookBody(event: PlatformEvent, issue: IssueRecord, store: JiraStore, matchedWebhookIds?: number[]): Record<string, unknown> {
  const matched = matchedWebhookIds ? { matchedWebhookIds } : {};
  if (event.resource === 'comments') {
    return {
      timestamp: event.at,
      webhookEvent: event.type,
      comment: commentJson(event.record as unknown as CommentRecord, store),
      issue: issueJson(issue, store, SITE_LINKS, { fields: COMMENT_ISSUE_FIELDS }),
      ...matched,
    };
  }
  const previous = event.previous as unknown as IssueRecord | undefined;
  const items = previous ? changelog(previous, issue, store) : [];
  return {
    timestamp: event.at,
    webhookEvent: event.type,
    issue_event_type_name: EVENT_TYPE_NAMES[event.type] ?? 'issue_generic',
    issue: issueJson(issue, store, SITE_LINKS, { fields: new Set(ISSUE_FIELD_NAMES) }),
    ...(items.length > 0 ? { changelog: { id: String(event.at), items } } : {}),
    ...matched,
  };
}
