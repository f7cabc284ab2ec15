/**
 * The Comment wire shape of REST API v3: body in ADF, author and updateAuthor
 * in the UserDetails form, Jira's date-time format, and `jsdPublic` (true for
 * every comment made outside Jira Service Management).
 */
import { formatJiraDateTime } from './dates.js';
import type { Links } from './links.js';
import type { CommentRecord } from './model.js';
import { userJson } from './serialize-common.js';
import type { JiraStore } from './store.js';

export function commentJson(store: JiraStore, links: Links, comment: CommentRecord): Record<string, unknown> {
  const author = store.userById(comment.authorId);
  const updateAuthor = store.userById(comment.updateAuthorId);
  return {
    self: links.api(`/issue/${comment.issueId}/comment/${comment.id}`),
    id: comment.id,
    ...(author ? { author: userJson(links, author) } : {}),
    body: comment.body,
    ...(updateAuthor ? { updateAuthor: userJson(links, updateAuthor) } : {}),
    created: formatJiraDateTime(comment.created),
    updated: formatJiraDateTime(comment.updated),
    jsdPublic: true,
  };
}
