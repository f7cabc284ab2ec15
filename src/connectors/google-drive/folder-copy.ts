/**
 * Folder copy. Drive copies files (files.copy) but refuses a folder
 * ("This file cannot be copied by the user."), so the connector copies the
 * tree itself: it reads the whole tree first (at most COPY_MAX_ITEMS items,
 * else 422 before anything is written), then makes the new folder and, level
 * by level, a folder per folder and a files.copy per file. A failure part way
 * deletes the new folder again, which takes everything copied into it along
 * (the composite-write rule). Trashed items are left behind; a folder copied
 * into itself copies the tree as it stood before the copy began.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { compositeWrite } from '../kit/composite-write.js';
import { DRIVE, driveId, FOLDER_TYPE, quoted } from './api.js';
import { onItem, readItem } from './items.js';

/** The largest tree copied: a copy is one call per item, inside one request's time. */
export const COPY_MAX_ITEMS = 500;

interface TreeItem {
  id: string;
  name: string;
  mimeType: string;
  children: TreeItem[];
}

async function childrenOf(ctx: ConnectorContext, folderId: string, counted: { n: number }): Promise<TreeItem[]> {
  const found: TreeItem[] = [];
  let pageToken: string | undefined;
  do {
    const query = { q: `${quoted(folderId)} in parents and trashed = false`, fields: 'nextPageToken,files(id,name,mimeType)', pageSize: 1000, supportsAllDrives: 'true', includeItemsFromAllDrives: 'true', ...(pageToken ? { pageToken } : {}) };
    const { body } = await ctx.http.request<{ files?: { id: string; name?: string; mimeType?: string }[]; nextPageToken?: string }>({ method: 'GET', path: `${DRIVE}/files`, query });
    for (const file of body.files ?? []) {
      counted.n += 1;
      if (counted.n > COPY_MAX_ITEMS) {
        throw new ApiError('InvalidRecordError', { message: `The folder holds more than ${COPY_MAX_ITEMS} items, more than the connector copies in one request (Drive cannot copy a folder itself)`, detail: { limit: COPY_MAX_ITEMS } });
      }
      found.push({ id: file.id, name: file.name ?? 'Untitled', mimeType: file.mimeType ?? 'application/octet-stream', children: [] });
    }
    pageToken = body.nextPageToken || undefined;
  } while (pageToken);
  for (const child of found) if (child.mimeType === FOLDER_TYPE) child.children = await childrenOf(ctx, child.id, counted);
  return found;
}

async function makeFolder(ctx: ConnectorContext, name: string, parentId: string): Promise<string> {
  const made = await onItem<{ id: string }>(ctx, 'folder', parentId, { method: 'POST', path: `${DRIVE}/files`, json: { name, mimeType: FOLDER_TYPE, parents: [parentId] }, query: { fields: 'id' } });
  return made.id;
}

async function copyInto(ctx: ConnectorContext, items: readonly TreeItem[], parentId: string): Promise<void> {
  for (const item of items) {
    if (item.mimeType === FOLDER_TYPE) {
      await copyInto(ctx, item.children, await makeFolder(ctx, item.name, parentId));
    } else {
      await onItem(ctx, 'file', item.id, { method: 'POST', path: `${DRIVE}/files/${driveId('file', item.id)}/copy`, json: { name: item.name, parents: [parentId] }, query: { fields: 'id' } });
    }
  }
}

export async function copyFolder(ctx: ConnectorContext, sourceId: string, parentId: string, name: string | undefined): Promise<string> {
  const source = await readItem(ctx, 'folder', sourceId);
  const parent = await readItem(ctx, 'folder', parentId);
  const tree = await childrenOf(ctx, source.id, { n: 0 });
  return compositeWrite(async (steps) => {
    const copyId = await steps.create('folder', () => makeFolder(ctx, name ?? source.name ?? 'Untitled', parent.id), (id) => ctx.http.request({ method: 'DELETE', path: `${DRIVE}/files/${driveId('folder', id)}`, query: { supportsAllDrives: 'true' } }));
    await steps.step('copying the folder\'s items', () => copyInto(ctx, tree, copyId));
    return copyId;
  });
}
