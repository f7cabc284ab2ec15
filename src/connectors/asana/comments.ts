/**
 * Unified ticket comments on a task's stories of type "comment"
 * (GET/POST /tasks/{gid}/stories, GET/PUT/DELETE /stories/{gid}). Asana
 * lists comments among the task's other stories (system stories: "assigned
 * to", "completed") and has no filter for them, so a unified page is filled
 * from as many Asana pages as it takes (api.ts keptPage). Stories
 * come oldest first and take no order: no sort field is offered. Asana keeps
 * no edit time (only is_edited), so updated_at is left out. The task is read
 * first, so a ticket of another collection is 404; a story that is not a
 * comment, or of another task, is not a comment of this ticket (404).
 */
import type { ModelOf } from '../../unified/define.js';
import { comments } from '../../unified/issue-tracking/comments.js';
import { implement, type ConnectorContext, type RecordParams } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { fromRichText, getRecord, keptPage, notFound, optFields, toRichOrPlain } from './api.js';
import { taskInProject } from './tickets.js';
import { ASANA_COMMENT_EVENTS } from './webhook-events.js';
import { segment } from '../framework/rest/path.js';

interface AsanaStory {
  gid: string;
  type?: string;
  text?: string;
  html_text?: string;
  created_at?: string;
  created_by?: { gid?: string } | null;
  target?: { gid?: string } | null;
}

/** A write needs only the gid, which always comes: the smallest field Asana's opt_fields allow keeps the answer short. */
const WRITE_ANSWER = 'created_at';

const STORY_FIELDS = optFields('type', 'text', 'html_text', 'created_at', 'created_by', 'target');

export const fromAsanaStory = mapFields<AsanaStory, ModelOf<typeof comments>>({
  id: (story) => story.gid,
  body: (story) => fromRichText(story.html_text, story.text),
  created_by: (story) => story.created_by?.gid ?? null,
  created_at: (story) => story.created_at,
});

async function ticketOf(ctx: ConnectorContext, parents: Readonly<Record<string, string>>): Promise<string> {
  const task = await taskInProject(ctx, parents.ticket_id as string, parents.collection_id as string, optFields('projects'));
  return task.gid;
}

async function commentOf(ctx: ConnectorContext, { id, parents }: RecordParams): Promise<AsanaStory> {
  const task = await ticketOf(ctx, parents);
  const story = await getRecord<AsanaStory>(ctx, 'comment', id, `/stories/${segment(id)}`, STORY_FIELDS);
  if (story.type !== 'comment' || story.target?.gid !== task) throw notFound('comment', id);
  return story;
}

export const asanaComments = implement(comments, {
  downstream: { id: 'story', name: 'Task stories (comments)' },
  mapper: fromAsanaStory,
  events: ASANA_COMMENT_EVENTS,
  list: {
    paging: true,
    async run(ctx, { limit, state, parents }) {
      const task = await ticketOf(ctx, parents);
      const path = `/tasks/${segment(task)}/stories`;
      return keptPage<AsanaStory, ModelOf<typeof comments>>(ctx, {
        path, limit, state,
        fetch: (query) => ctx.http.request<{ data: AsanaStory[] }>({ method: 'GET', path, query: { opt_fields: STORY_FIELDS, ...query } }),
        keep: (story) => story.type === 'comment',
        map: fromAsanaStory,
      });
    },
  },
  one: async (ctx, params) => fromAsanaStory(await commentOf(ctx, params)),
  async add(ctx, { record, parents }) {
    const task = await ticketOf(ctx, parents);
    const { body } = await ctx.http.request<{ data: { gid: string } }>({
      method: 'POST', path: `/tasks/${segment(task)}/stories`, query: { opt_fields: WRITE_ANSWER }, json: { data: toRichOrPlain(record.body, 'text', 'html_text') },
    });
    return { id: body.data.gid };
  },
  async update(ctx, params) {
    await commentOf(ctx, params);
    if (params.record.body !== undefined) {
      await ctx.http.request({ method: 'PUT', path: `/stories/${segment(params.id)}`, query: { opt_fields: WRITE_ANSWER }, json: { data: toRichOrPlain(params.record.body, 'text', 'html_text') } });
    }
    return { id: params.id };
  },
  async delete(ctx, params) {
    await commentOf(ctx, params);
    await ctx.http.request({ method: 'DELETE', path: `/stories/${segment(params.id)}` });
    return { id: params.id };
  },
});
