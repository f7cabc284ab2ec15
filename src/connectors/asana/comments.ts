/**
 * Unified ticket comments on a task's stories of type "comment"
 * (GET/POST /tasks/{gid}/stories, GET/PUT/DELETE /stories/{gid}). Asana
 * lists comments among the task's other stories (system stories: "assigned
 * to", "completed") and has no filter for them, so a unified page is filled
 * from as many Asana pages as it takes (`fill`). Stories come oldest first
 * and take no order: no sort field is offered. Asana keeps no edit time
 * (only is_edited), so updated_at is left out. The task is read first, so a
 * ticket of another collection is 404; a story that is not a comment, or of
 * another task, is not a comment of this ticket (404).
 *
 * | Comment    | Asana story                                     |
 * |------------|-------------------------------------------------|
 * | id         | gid                                             |
 * | body       | html_text without its <body> wrapper, else text; |
 * |            | written as text, or html_text when it has markup |
 * | created_by | created_by.gid                                  |
 * | created_at | created_at                                      |
 */
import type { ModelOf } from '../../unified/define.js';
import { comments } from '../../unified/issue-tracking/comments.js';
import { collection, fieldTable } from '../kit/index.js';
import { fromRichText, optFields, toRichOrPlain } from './api.js';
import { asanaDialect, IN_DATA } from './dialect.js';
import { taskInProject } from './tickets.js';
import { ASANA_COMMENT_EVENTS } from './webhook-events.js';

interface AsanaStory {
  gid: string;
  type?: string;
  text?: string;
  html_text?: string;
  created_at?: string;
  created_by?: { gid?: string } | null;
  target?: { gid?: string } | null;
}

const STORY_FIELDS = optFields('type', 'text', 'html_text', 'created_at', 'created_by', 'target');

export const storyFields = fieldTable<ModelOf<typeof comments>, AsanaStory>({
  id: { at: 'gid', write: false },
  body: { read: (story) => fromRichText(story.html_text, story.text), write: (body) => toRichOrPlain(body, 'text', 'html_text') },
  created_by: { at: 'created_by.gid', write: false },
  created_at: { read: (story) => story.created_at, write: false },
});

export const asanaComments = collection(comments, {
  dialect: asanaDialect,
  downstream: { id: 'story', name: 'Task stories (comments)' },
  what: 'comment',
  fields: storyFields,
  path: '/tasks/{ticket_id}/stories',
  recordPath: '/stories/{id}',
  ...IN_DATA,
  readQuery: { opt_fields: STORY_FIELDS },
  // A write needs only the gid, which always comes: the smallest field Asana's opt_fields allow keeps the answer short.
  writeQuery: { opt_fields: 'created_at' },
  only: (story, { parents }) => story.type === 'comment' && story.target?.gid === parents.ticket_id,
  list: { fill: 10 },
  add: true,
  update: { method: 'PUT', skipEmpty: true },
  delete: true,
  events: ASANA_COMMENT_EVENTS,
  hooks: {
    async parents(ctx, parents) {
      const task = await taskInProject(ctx, parents.ticket_id as string, parents.collection_id as string, optFields('projects'));
      return { ...parents, ticket_id: task.gid };
    },
  },
});
