/**
 * Jira issue comment (Comment) ↔ unified CollectionTicketComment: the table
 * is the read mapper, the write body and the coverage.
 *
 * | Comment    | Jira comment                                              |
 * |------------|-----------------------------------------------------------|
 * | id         | id (numeric, unique on the site)                          |
 * | body       | body (ADF) rendered as HTML, see adf-to-html.ts; written  |
 * |            | back from HTML or plain text through html-to-adf.ts       |
 * | created_by | author.accountId                                          |
 * | created_at | created (sortable: Jira orders comments by created only)   |
 * | updated_at | updated                                                   |
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ModelOf } from '../../unified/define.js';
import type { comments } from '../../unified/issue-tracking/comments.js';
import { codecs, fieldTable } from '../kit/index.js';
import type { AdfDocument } from './adf.js';
import { adfToHtml } from './adf-to-html.js';
import { htmlToAdf } from './html-to-adf.js';
import type { JiraUserRef } from './ticket-fields.js';

export type Comment = ModelOf<typeof comments>;

export interface JiraComment {
  id: string;
  body?: unknown;
  author?: JiraUserRef | null;
  created?: string | null;
  updated?: string | null;
}

export const commentFields = fieldTable<Comment, JiraComment>({
  id: { at: 'id', write: false },
  body: { read: (comment) => adfToHtml(comment.body), write: (body) => ({ body: toJiraCommentBody(body) }) },
  created_by: { read: (comment) => comment.author?.accountId ?? null, write: false },
  created_at: { at: 'created', codec: codecs.isoDateTime, sort: true, write: false },
  updated_at: { at: 'updated', codec: codecs.isoDateTime, write: false },
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
