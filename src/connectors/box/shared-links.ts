/**
 * Shared links as Box keeps them: one a file or folder, a field of the item
 * (openapi.json's `shared_link`), set by `PUT /files/{id}` or
 * `/folders/{id}` with `shared_link` (an object makes or changes it, null
 * removes it) and read with `fields=shared_link`.
 *
 * The unified link id is the item's kind and Box id, `file-123` or
 * `folder-456`: Box's file and folder ids are separate sequences, so the id
 * alone does not say which item it is. `target_id` is the item's own id (a
 * file's first, then a folder's). Scope `public` is Box's `open` access,
 * `company` its `company`; a link Box made for collaborators only reads with
 * scope null. A password goes on public links only (Box's rule), and a link
 * made company drops its password. `expires_at` is Box's `unshared_at`
 * (read-only, as the unified model has it). Box cannot list the items that
 * have links (only a search with a shared-link filter of its enterprise
 * admin tools), so there is no list.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { entityNotFound, isDownstreamNotFound, orEntityNotFound } from '../framework/not-found.js';
import { sharedLinks } from '../../unified/file-storage/shared-links.js';
import { boxId } from './api.js';
import type { BoxItem, BoxSharedLink } from './item-fields.js';
import { boxLinkFor, LINK_MAPPED_FIELDS, unifiedLink, type Kind } from './shared-link-fields.js';

interface Linked {
  kind: Kind;
  item: BoxItem;
}

const LINK_ID = /^(file|folder)-(\d{1,20})$/;
const LINK_FIELDS = 'type,id,name,shared_link';

const noLink = (id: string) => entityNotFound(`No Box shared link "${id.slice(0, 64)}"`, { id: id.slice(0, 64) });
const pathOf = (kind: Kind, id: string) => `/${kind}s/${id}`;

/** The item a unified link id names, with its link (null where it has none). */
async function linkedOf(ctx: ConnectorContext, id: string): Promise<Linked> {
  const match = LINK_ID.exec(id);
  if (!match) throw noLink(id);
  const kind = match[1] as Kind;
  const { body } = await orEntityNotFound(ctx.http.request<BoxItem>({ method: 'GET', path: pathOf(kind, match[2]!), query: { fields: LINK_FIELDS } }), () => noLink(id));
  return { kind, item: body };
}

async function withLink(ctx: ConnectorContext, id: string): Promise<Linked & { link: BoxSharedLink }> {
  const linked = await linkedOf(ctx, id);
  if (!linked.item.shared_link) throw noLink(id);
  return { ...linked, link: linked.item.shared_link };
}

/** The file of that id, else the folder (a target is either). */
async function targetOf(ctx: ConnectorContext, targetId: string): Promise<Linked> {
  const id = boxId('file or folder', targetId);
  try {
    return { kind: 'file', item: (await ctx.http.request<BoxItem>({ method: 'GET', path: pathOf('file', id), query: { fields: LINK_FIELDS } })).body };
  } catch (error) {
    if (!isDownstreamNotFound(error)) throw error;
  }
  const missing = () => entityNotFound(`No Box file or folder "${targetId.slice(0, 64)}"`, { target_id: targetId.slice(0, 64) });
  const { body } = await orEntityNotFound(ctx.http.request<BoxItem>({ method: 'GET', path: pathOf('folder', id), query: { fields: LINK_FIELDS } }), missing);
  return { kind: 'folder', item: body };
}

async function putLink(ctx: ConnectorContext, { kind, item }: Linked, sharedLink: Record<string, unknown> | null): Promise<void> {
  const fail = () => noLink(`${kind}-${item.id}`);
  await orEntityNotFound(ctx.http.request({ method: 'PUT', path: pathOf(kind, item.id), json: { shared_link: sharedLink }, query: { fields: 'shared_link' } }), fail);
}

export const boxSharedLinks = implement(sharedLinks, {
  downstream: { id: 'shared_link', name: 'Shared links (a field of files and folders)' },
  mapper: { fields: LINK_MAPPED_FIELDS },
  async one(ctx, { id }) {
    const { kind, item, link } = await withLink(ctx, id);
    return unifiedLink(kind, item, link);
  },
  async add(ctx, { record }) {
    const target = await targetOf(ctx, String(record.target_id ?? ''));
    await putLink(ctx, target, boxLinkFor(record, target.item.shared_link));
    return { id: `${target.kind}-${target.item.id}` };
  },
  async update(ctx, { id, record }) {
    const linked = await withLink(ctx, id);
    if (typeof record.target_id === 'string' && record.target_id !== linked.item.id) {
      const reason = 'A Box shared link stays on its item: make a link on the other item instead';
      throw new ApiError('RequestValidationError', { message: reason, detail: { field: 'target_id', reason } });
    }
    await putLink(ctx, linked, boxLinkFor(record, linked.link));
    return { id };
  },
  async delete(ctx, { id }) {
    const linked = await withLink(ctx, id);
    await putLink(ctx, linked, null);
    return { id };
  },
});
