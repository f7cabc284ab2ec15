/**
 * Box folders as unified folders: read, create (POST /folders), rename or
 * move (PUT /folders/{id}), delete (an empty folder: Box refuses a folder
 * with content unless asked to delete it recursively, which this connector
 * never asks), and copy (POST /folders/{id}/copy, content included).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { folders } from '../../unified/file-storage/folders.js';
import { boxId, ITEM_FIELDS } from './api.js';
import { boxFolderFields, itemUpdate, type BoxItem } from './item-fields.js';

const notFound = (id: string) => () => new ApiError('EntityNotFoundError', { message: `No Box folder "${id.slice(0, 64)}"`, detail: { id: id.slice(0, 64) } });
const folderId = (id: string) => boxId('folder', id);

async function write(ctx: ConnectorContext, method: 'POST' | 'PUT', path: string, json: unknown, id: string): Promise<{ id: string }> {
  const { body } = await orEntityNotFound(ctx.http.request<BoxItem>({ method, path, json, query: { fields: 'id' } }), notFound(id));
  return { id: body.id };
}

export const boxFolders = implement(folders, {
  downstream: { id: 'folders', name: 'Folders' },
  mapper: boxFolderFields,
  async one(ctx, { id }) {
    const { body } = await orEntityNotFound(ctx.http.request<BoxItem>({ method: 'GET', path: `/folders/${folderId(id)}`, query: { fields: ITEM_FIELDS } }), notFound(id));
    return boxFolderFields(body);
  },
  async add(ctx, { record }) {
    const fields = record as { name?: string; parent_folder_id?: string; description?: string };
    const parent = folderId(fields.parent_folder_id ?? 'root');
    const created = await write(ctx, 'POST', '/folders', { name: fields.name, parent: { id: parent } }, parent);
    // Box's create takes no description: set it on the new folder.
    if (fields.description) await write(ctx, 'PUT', `/folders/${created.id}`, { description: fields.description }, created.id);
    return created;
  },
  async update(ctx, { id, record }) {
    return write(ctx, 'PUT', `/folders/${folderId(id)}`, itemUpdate(record as Parameters<typeof itemUpdate>[0], folderId), id);
  },
  async delete(ctx, { id }) {
    const box = folderId(id);
    await orEntityNotFound(ctx.http.request({ method: 'DELETE', path: `/folders/${box}` }), notFound(id));
    return { id: box };
  },
  actions: {
    copy: {
      async run(ctx, { id, body }) {
        const fields = body as { name?: string; parent_folder_id: string };
        const copy = await write(ctx, 'POST', `/folders/${folderId(id)}/copy`, { parent: { id: folderId(fields.parent_folder_id) }, ...(fields.name ? { name: fields.name } : {}) }, id);
        return { kind: 'id', id: copy.id };
      },
    },
  },
});
