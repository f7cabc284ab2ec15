/**
 * Drive items as unified files (drive-v3.json files.*): the list by folder,
 * shared drive or "shared with me" (file-query.ts), `pageToken` paging, sort
 * as `orderBy`; one item; a rename or move; a delete; a search by name
 * (`name contains`), paged like the list; downloads, exports and uploads
 * (transfers.ts).
 */
import { implement, type ConnectorContext, type ListPage, type PagingState } from '../framework/define.js';
import { files } from '../../unified/file-storage/files.js';
import { DRIVE, listFields } from './api.js';
import { driveListQuery, scopeOf, type ListScope } from './file-query.js';
import { driveFileFields, type DriveItem } from './item-fields.js';
import { driveFileChanges } from './changes.js';
import { deleteItem, readItem, updateItem } from './items.js';
import type { ListParams } from '../framework/define.js';
import { ApiError } from '../../core/errors/api-error.js';
import { downloadFile, exportFile, parentOf, uploadMultipart } from './transfers.js';

/** files.list serves at most 1,000 items a page (drive-v3.json `pageSize`). */
const PAGE_MAX = 1000;

type File = ReturnType<typeof driveFileFields>;

export async function listItems(ctx: ConnectorContext, scope: ListScope, page: { limit: number; state: PagingState | undefined }, sort?: ListParams['sort']): Promise<ListPage<File>> {
  const query = {
    ...driveListQuery(scope, sort),
    fields: listFields,
    pageSize: Math.min(page.limit, PAGE_MAX),
    ...(typeof page.state === 'string' ? { pageToken: page.state } : {}),
  };
  const { body } = await ctx.http.request<{ files?: DriveItem[]; nextPageToken?: string }>({ method: 'GET', path: `${DRIVE}/files`, query });
  return { items: (body.files ?? []).map((item) => driveFileFields(item)), next: body.nextPageToken ? body.nextPageToken : null };
}

export const googleDriveFiles = implement(files, {
  downstream: { id: 'files', name: 'Files' },
  mapper: driveFileFields,
  changes: driveFileChanges,
  list: {
    paging: true,
    filters: ['folder_id', 'drive_id', 'shared'],
    sortBy: driveFileFields.sortBy,
    run: (ctx, params) => listItems(ctx, scopeOf(params.filter), params, params.sort),
  },
  async one(ctx, { id }) {
    return driveFileFields(await readItem(ctx, 'item', id));
  },
  async update(ctx, { id, record }) {
    const parent = (record as { parent_folder_id?: string }).parent_folder_id;
    const updated = await updateItem(ctx, 'file', id, driveFileFields.write(record), parent);
    return { id: updated.id };
  },
  delete: (ctx, { id }) => deleteItem(ctx, 'file', id),
  async add(ctx, { record, upload }) {
    if (!upload) throw new ApiError('RequestValidationError', { message: 'The body must be the file itself' });
    const fields = record as { name?: string; parent_folder_id?: string; drive_id?: string; description?: string | null };
    return uploadMultipart(ctx, { name: String(fields.name ?? 'Untitled'), parentId: parentOf(fields), description: fields.description ?? undefined }, upload);
  },
  download: (ctx, { id, range }) => downloadFile(ctx, id, range),
  actions: {
    export: {
      async run(ctx, { id, query }) {
        return { kind: 'file', file: await exportFile(ctx, id, String(query.format ?? '')) };
      },
    },
    search: {
      filters: ['drive_id'],
      async run(ctx, { body, page }) {
        const drive = typeof body?.drive_id === 'string' ? body.drive_id : page?.filter.drive_id;
        const scope = { nameContains: String(body?.query ?? ''), driveId: typeof drive === 'string' && drive !== '' ? drive : undefined };
        return { kind: 'list', page: await listItems(ctx, scope, { limit: page?.limit ?? 20, state: page?.state }) };
      },
    },
  },
});
