/**
 * The item calls files and folders share (drive-v3.json files.get,
 * files.update, files.delete): every one says it supports shared drives, asks
 * for the fields the tables read, and answers Drive's 404 as the unified
 * EntityNotFoundError. A move is Drive's `addParents`/`removeParents` on the
 * update (the `parents` field is not writable), so the current parent is
 * read first.
 */
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import type { ConnectorContext } from '../framework/define.js';
import type { DownstreamRequest } from '../framework/http.js';
import { ALL_DRIVES, DRIVE, driveId, FOLDER_TYPE, itemFields } from './api.js';
import type { DriveItem } from './item-fields.js';

export type ItemKind = 'file' | 'folder';

export const missing = (what: string, id: string) => () => entityNotFound(`No Google Drive ${what} "${id.slice(0, 64)}"`, { id: id.slice(0, 64) });

/** One call on an item (or a shared drive), its 404 the item's; calls on files say they support shared drives. */
export async function onItem<T>(ctx: ConnectorContext, what: string, id: string, request: DownstreamRequest): Promise<T> {
  const query = request.path.startsWith(`${DRIVE}/files`) ? { ...ALL_DRIVES, ...request.query } : request.query;
  const { body } = await orEntityNotFound(ctx.http.request<T>({ ...request, ...(query ? { query } : {}) }), missing(what, id));
  return body;
}

const itemPath = (what: string, id: string) => `${DRIVE}/files/${driveId(what, id)}`;

/** The item; a folder asked for as a folder must be one (a file is no folder: 404). */
export async function readItem(ctx: ConnectorContext, kind: ItemKind | 'item', id: string): Promise<DriveItem> {
  const item = await onItem<DriveItem>(ctx, kind, id, { method: 'GET', path: itemPath(kind, id), query: { fields: itemFields } });
  if (kind === 'folder' && item.mimeType !== FOLDER_TYPE) throw missing(kind, id)();
  if (item.trashed === true) throw missing(kind, id)();
  return item;
}

/** Renames, redescribes and moves an item in one files.update. */
export async function updateItem(ctx: ConnectorContext, kind: ItemKind, id: string, body: Record<string, unknown>, parentId: string | undefined): Promise<DriveItem> {
  const current = await readItem(ctx, kind, id);
  const move = parentId === undefined ? {} : { addParents: driveId('folder', parentId), removeParents: (current.parents ?? []).join(',') };
  return onItem<DriveItem>(ctx, kind, id, { method: 'PATCH', path: itemPath(kind, current.id), json: body, query: { fields: itemFields, ...move } });
}

/** Deletes for good (files.delete skips the trash); a folder's items go with it, as Drive does. */
export async function deleteItem(ctx: ConnectorContext, kind: ItemKind, id: string): Promise<{ id: string }> {
  const current = await readItem(ctx, kind, id);
  await onItem(ctx, kind, id, { method: 'DELETE', path: itemPath(kind, current.id) });
  return { id: current.id };
}
