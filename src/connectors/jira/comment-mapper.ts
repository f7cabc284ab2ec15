/**
 * Jira issue comment (Comment) ↔ unified CollectionTicketComment.
 *
 * | Comment    | Jira comment                                              |
 * |------------|-----------------------------------------------------------|
 * | id         | id (numeric, unique on the site)                          |
 * | body       | body (ADF) rendered as HTML, see adf-to-html.ts; written  |
 * |            | back from HTML or plain text through html-to-adf.ts       |
 * | created_by | author.accountId                                          |
 * | created_at | created                                                   |
 * | updated_at | updated                                                   |
 */
import { toIsoDateTime } from '../../core/dates.js';
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import type { comments } from '../../unified/issue-tracking/comments.js';
import { mapFields } from '../framework/field-mapper.js';
import type { AdfDocument } from './adf.js';
import { adfToHtml } from './adf-to-html.js';
import { htmlToAdf } from './html-to-adf.js';
import type { JiraUserRef } from './ticket-mapper.js';

export type Comment = ModelOf<typeof comments>;

export interface JiraComment {
  id: string;
  body?: unknown;
  author?: JiraUserRef | null;
  created?: string | null;
  updated?: string | null;
}

export const fromJiraComment = mapFields<JiraComment, Comment>({
  id: (comment) => comment.id,
  body: (comment) => adfToHtml(comment.body),
  created_by: (comment) => comment.author?.accountId ?? null,
  created_at: (comment) => toIsoDateTime(comment.created),
  updated_at: (comment) => toIsoDateTime(comment.updated),
});

/**
 * The ADF body of a create or update. Jira keeps no empty comment (its
 * "Comment body can not be empty!"), so an empty or null body is refused
 * here as the caller's mistake rather than sent to be refused downstream.
 */
export function toJiraCommentBody(body: string | null | undefined): AdfDocument {
  const document = htmlToAdf(body);
  if (document === null) {
    throw new ApiError('RequestValidationError', {
      message: 'A Jira comment needs a non-empty body',
      detail: { body: 'must contain text' },
    });
  }
  return document;
}
