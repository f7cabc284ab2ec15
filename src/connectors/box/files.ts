/**
 * Box files as unified files: a folder's items (GET /folders/{id}/items,
 * marker paging; `filter[folder_id]`, the root by default), one file, a
 * rename or move (PUT /files/{id}), a delete, a search (GET /search, offset
 * paging), a streamed download with ranges (downloads.ts) and a streamed
 * upload: direct up to Box's 50 MB, through a chunked session above it
 * (Box's sessions start at 20 MB, so a file between is sent either way).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { isDownstreamNotFound, orEntityNotFound } from '../framework/not-found.js';
import { files } from '../../unified/file-storage/files.js';
import { BOX_ID_QUERY_MAX, boxId, ITEM_FIELDS } from './api.js';
import { uploadThroughSession } from './chunked-upload.js';
import { downloadFile } from './downloads.js';
import { BOX_FILE_EVENTS } from './inbound.js';
import { BOX_DIRECT_UPLOAD_MAX_BYTES, uploadDirect } from './direct-upload.js';
import { boxFileFields, itemUpdate, type BoxItem } from './item-fields.js';

const BOX_FOLDER_ID = /^(root|\d{1,20})$/;

/** Box serves at most 1,000 items a page. */
const PAGE_MAX = 1000;

const notFound = (id: string) => () => new ApiError('EntityNotFoundError', { message: `No Box file "${id.slice(0, 64)}"`, detail: { id: id.slice(0, 64) } });

/** The file, or the folder of that id: the files list holds a folder's subfolders too (type folder). */
async function fileOf(ctx: ConnectorContext, id: string): Promise<BoxItem> {
  const fileId = boxId('file', id);
  try {
    return (await ctx.http.request<BoxItem>({ method: 'GET', path: `/files/${fileId}`, query: { fields: ITEM_FIELDS } })).body;
  } catch (error) {
    if (!isDownstreamNotFound(error)) throw error;
  }
  const { body } = await orEntityNotFound(ctx.http.request<BoxItem>({ method: 'GET', path: `/folders/${fileId}`, query: { fields: ITEM_FIELDS } }), notFound(id));
  return body;
}

export const boxFiles = implement(files, {
  downstream: { id: 'files', name: 'Files' },
  mapper: boxFileFields,
  events: BOX_FILE_EVENTS,
  list: {
    paging: true,
    filters: ['folder_id'],
    async run(ctx, params) {
      const requested = typeof params.filter.folder_id === 'string' ? params.filter.folder_id : 'root';
      // A filter naming no folder matches no file.
      if (!BOX_FOLDER_ID.test(requested)) return { items: [], next: null };
      const folderId = boxId('folder', requested);
      const query = { fields: ITEM_FIELDS, usemarker: 'true', limit: Math.min(params.limit, PAGE_MAX), ...(typeof params.state === 'string' ? { marker: params.state } : {}) };
      let body: { entries?: BoxItem[]; next_marker?: string | null };
      try {
        ({ body } = await ctx.http.request<{ entries?: BoxItem[]; next_marker?: string | null }>({ method: 'GET', path: `/folders/${folderId}/items`, query }));
      } catch (error) {
        if (isDownstreamNotFound(error)) return { items: [], next: null };
        throw error;
      }
      return { items: (body.entries ?? []).map((item) => boxFileFields(item)), next: body.next_marker ? body.next_marker : null };
    },
  },
  async one(ctx, { id }) {
    return boxFileFields(await fileOf(ctx, id));
  },
  async update(ctx, { id, record }) {
    const fileId = boxId('file', id);
    const body = itemUpdate(record, (folder) => boxId('folder', folder));
    await orEntityNotFound(ctx.http.request({ method: 'PUT', path: `/files/${fileId}`, json: body, query: { fields: 'id' } }), notFound(id));
    return { id: fileId };
  },
  async delete(ctx, { id }) {
    const fileId = boxId('file', id);
    await orEntityNotFound(ctx.http.request({ method: 'DELETE', path: `/files/${fileId}` }), notFound(id));
    return { id: fileId };
  },
  async add(ctx, { record, upload }) {
    if (!upload) throw new ApiError('RequestValidationError', { message: 'The body must be the file itself' });
    const file = { name: String(record.name), folderId: boxId('folder', String((record as { parent_folder_id?: string }).parent_folder_id ?? 'root')), description: record.description ?? undefined };
    const size = upload.contentLength;
    const item = size !== undefined && size > BOX_DIRECT_UPLOAD_MAX_BYTES ? await uploadThroughSession(ctx, file, upload, size) : await uploadDirect(ctx, file, upload);
    // Box's upload attributes take no description: set on the new file.
    if (file.description) await ctx.http.request({ method: 'PUT', path: `/files/${item.id}`, json: { description: file.description }, query: { fields: 'id' } });
    return { id: item.id };
  },
  download: (ctx, { id, range }) => downloadFile(ctx, id, range),
  actions: {
    search: {
      async run(ctx, { body, page }) {
        const limit = Math.min(page?.limit ?? 20, 200);
        const offset = typeof page?.state === 'number' ? page.state : 0;
        const query = { query: String(body?.query ?? ''), fields: ITEM_FIELDS, limit, offset };
        const { body: found } = await ctx.http.request<{ entries?: BoxItem[]; total_count?: number }>({ method: 'GET', path: '/search', query });
        const items = (found.entries ?? []).map((item) => boxFileFields(item));
        const next = offset + items.length < Math.min(found.total_count ?? 0, BOX_ID_QUERY_MAX) && items.length > 0 ? offset + items.length : null;
        return { kind: 'list', page: { items, next } };
      },
    },
  },
});
