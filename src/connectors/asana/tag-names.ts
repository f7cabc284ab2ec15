/**
 * Tickets name their tags by Asana gid, or by name alone (as tags are on
 * platforms where a tag is its name). A name is looked up among the
 * workspace's tags and, when none has it, created there
 * (POST /workspaces/{gid}/tags), as Asana's own tag field does when a new
 * name is typed. A task update then adds and removes tags one call each
 * (POST /tasks/{gid}/addTag, removeTag).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { everyRecord, GID } from './api.js';
import type { AsanaTask, Ticket } from './ticket-fields.js';
import { segment } from '../framework/rest/path.js';
import type { WriteSteps } from '../kit/composite-write.js';

/** Tag pages read to find names: a workspace with more tags than this gets new tags for unseen names. */
const MAX_TAG_PAGES = 20;

function invalid(index: number, message: string): ApiError {
  return new ApiError('RequestValidationError', { message, detail: { [`tags[${index}]`]: message } });
}

async function workspaceTags(ctx: ConnectorContext, workspace: string): Promise<Map<string, string>> {
  const tags = await everyRecord<{ gid: string; name?: string }>(ctx, `/workspaces/${segment(workspace)}/tags`, { opt_fields: 'name' }, MAX_TAG_PAGES);
  const byName = new Map<string, string>();
  for (const tag of tags) if (tag.name !== undefined && !byName.has(tag.name)) byName.set(tag.name, tag.gid);
  return byName;
}

/**
 * The gids of the ticket's tags, creating the named ones the workspace lacks
 * (each a `create` step of the write, kit/composite-write.ts: deleted again
 * when the write fails later); undefined when the ticket sets no tags. Every
 * tag is checked before the first call.
 */
export async function tagGids(ctx: ConnectorContext, steps: WriteSteps, tags: Ticket['tags'] | undefined): Promise<string[] | undefined> {
  if (tags === undefined) return undefined;
  const workspace = ctx.settings.workspace_gid as string;
  const wanted = tags.map((tag, index) => {
    if (typeof tag.id === 'string' && tag.id !== '') {
      if (!GID.test(tag.id)) throw invalid(index, 'A tag id is an Asana gid');
      return { gid: tag.id };
    }
    const name = typeof tag.name === 'string' ? tag.name.trim() : '';
    if (name === '') throw invalid(index, 'A tag needs an id or a name');
    return { name };
  });
  let byName: Map<string, string> | undefined;
  const gids: string[] = [];
  for (const tag of wanted) {
    if (tag.gid !== undefined) {
      gids.push(tag.gid);
      continue;
    }
    const name = tag.name as string;
    byName ??= await workspaceTags(ctx, workspace);
    let gid = byName.get(name);
    if (gid === undefined) {
      gid = await steps.create('tag', async () => (await ctx.http.request<{ data: { gid: string } }>({
        method: 'POST', path: `/workspaces/${segment(workspace)}/tags`, query: { opt_fields: 'name' }, json: { data: { name } },
      })).body.data.gid, (created) => ctx.http.request({ method: 'DELETE', path: `/tags/${segment(created)}` }));
      byName.set(name, gid);
    }
    gids.push(gid);
  }
  return [...new Set(gids)];
}

/** A task update's tags: each one added or removed is a call of its own, a `change` step of the write. */
export async function syncTags(ctx: ConnectorContext, steps: WriteSteps, task: AsanaTask, wanted: string[]): Promise<void> {
  const current = (task.tags ?? []).map((tag) => tag.gid);
  const path = (action: string) => `/tasks/${segment(task.gid)}/${action}`;
  for (const tag of wanted.filter((gid) => !current.includes(gid))) await steps.change('task', task.gid, `adding tag ${tag}`, () => ctx.http.request({ method: 'POST', path: path('addTag'), json: { data: { tag } } }));
  for (const tag of current.filter((gid) => !wanted.includes(gid))) await steps.change('task', task.gid, `removing tag ${tag}`, () => ctx.http.request({ method: 'POST', path: path('removeTag'), json: { data: { tag } } }));
}
