/**
 * Folders (openapi.json): `GET|PUT|DELETE /folders/{id}`, `POST /folders`,
 * `POST /folders/{id}/copy`, `GET /folders/{id}/items`. An update renames,
 * moves (`parent.id`), describes and shares; a delete of a folder with items
 * needs `recursive=true`. Trash is not emulated: a delete removes for good.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import { boxFailure } from './dialect.js';
import { checkIfMatch, checkName, checkNameFree, childrenOf, files, folderOf, folders, full, isFile, isWithin, mini, nextId, project, ROOT_ID, touch, type StoredFolder, type StoredItem } from './items.js';
import { pageOf } from './paging.js';
import { applySharedLink } from './shared-links.js';

type Body = Record<string, unknown>;

export function bodyOf(ctx: KitContext<BoxAccount>): Body {
  const body = ctx.request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw fail.validation('The request body must be a JSON object');
  return body as Body;
}

/** `parent: {id}` of a write: the folder it names, which must exist. */
export function parentOf(ctx: KitContext<BoxAccount>, body: Body): StoredFolder | undefined {
  if (body.parent === undefined) return undefined;
  const id = (body.parent as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw fail.validation("'parent.id' is required");
  return folderOf(ctx.tenant, String(id));
}

function folderView(ctx: KitContext<BoxAccount>, folder: StoredFolder): Record<string, unknown> {
  const query = ctx.request.query;
  const itemCollection = pageOf(childrenOf(ctx.tenant, folder.id), query, mini);
  return project({ ...full(ctx, folder), item_collection: itemCollection }, query.get('fields'));
}

function copyFolder(ctx: KitContext<BoxAccount>, source: StoredFolder, parentId: string, name: string): StoredFolder {
  const copy: StoredFolder = { ...source, id: nextId(ctx.tenant), parentId, name, createdAt: ctx.now, modifiedAt: ctx.now, etag: 0, sharedLink: null };
  folders(ctx.tenant).insert(copy);
  for (const child of childrenOf(ctx.tenant, source.id)) {
    if (isFile(child)) files(ctx.tenant).insert({ ...child, id: nextId(ctx.tenant), parentId: copy.id, createdAt: ctx.now, modifiedAt: ctx.now, etag: 0, sharedLink: null, versionId: nextId(ctx.tenant), versionNumber: 1 });
    else copyFolder(ctx, child, copy.id, child.name);
  }
  return copy;
}

function removeTree(ctx: KitContext<BoxAccount>, item: StoredItem): void {
  if (isFile(item)) {
    files(ctx.tenant).remove(item.id);
    return;
  }
  for (const child of childrenOf(ctx.tenant, item.id)) removeTree(ctx, child);
  folders(ctx.tenant).remove(item.id);
}

export function registerFolderRoutes(app: FastifyInstance, kit: PlatformKit<BoxAccount>): void {
  app.get('/2.0/folders/:id', kit.handler((ctx) => ({ status: 200, body: folderView(ctx, folderOf(ctx.tenant, ctx.request.params.id as string)) })));

  app.get('/2.0/folders/:id/items', kit.handler((ctx) => {
    const folder = folderOf(ctx.tenant, ctx.request.params.id as string);
    const fields = ctx.request.query.get('fields');
    return { status: 200, body: pageOf(childrenOf(ctx.tenant, folder.id), ctx.request.query, (item) => (fields ? project(full(ctx, item), fields) : mini(item))) };
  }));

  app.post('/2.0/folders', kit.handler((ctx) => {
    const body = bodyOf(ctx);
    const parent = parentOf(ctx, body);
    if (!parent) throw fail.validation("'parent' is required");
    const name = checkName(body.name);
    checkNameFree(ctx.tenant, parent.id, name);
    const folder: StoredFolder = { id: nextId(ctx.tenant), name, parentId: parent.id, description: '', createdAt: ctx.now, modifiedAt: ctx.now, etag: 0, sharedLink: null };
    folders(ctx.tenant).insert(folder);
    return { status: 201, body: folderView(ctx, folder) };
  }));

  app.put('/2.0/folders/:id', kit.handler((ctx) => {
    const folder = folderOf(ctx.tenant, ctx.request.params.id as string);
    checkIfMatch(ctx, folder);
    const body = bodyOf(ctx);
    if (folder.id === ROOT_ID && (body.name !== undefined || body.parent !== undefined)) throw boxFailure('forbidden', 'access_denied_insufficient_permissions', 'The root folder cannot be renamed or moved');
    const parent = parentOf(ctx, body);
    if (parent && isWithin(ctx.tenant, parent.id, folder.id)) throw boxFailure('validation', 'bad_request', 'A folder cannot be moved into itself or one of its subfolders');
    const name = body.name === undefined ? folder.name : checkName(body.name);
    checkNameFree(ctx.tenant, parent?.id ?? (folder.parentId as string), name, folder.id);
    if (body.description !== undefined) {
      if (typeof body.description !== 'string' || body.description.length > 256) throw fail.validation("'description' must be text of at most 256 characters");
      folder.description = body.description;
    }
    if (body.shared_link !== undefined) applySharedLink(folder, body.shared_link, ctx.now);
    folder.name = name;
    if (parent) folder.parentId = parent.id;
    touch(folder, ctx.now);
    folders(ctx.tenant).updated(folder.id);
    return { status: 200, body: folderView(ctx, folder) };
  }));

  app.delete('/2.0/folders/:id', kit.handler((ctx) => {
    const folder = folderOf(ctx.tenant, ctx.request.params.id as string);
    if (folder.id === ROOT_ID) throw boxFailure('forbidden', 'access_denied_insufficient_permissions', 'The root folder cannot be deleted');
    checkIfMatch(ctx, folder);
    if (ctx.request.query.get('recursive') !== 'true' && childrenOf(ctx.tenant, folder.id).length > 0) throw boxFailure('validation', 'folder_not_empty', 'Cannot delete - folder not empty');
    removeTree(ctx, folder);
    return { status: 204 };
  }));

  app.post('/2.0/folders/:id/copy', kit.handler((ctx) => {
    const source = folderOf(ctx.tenant, ctx.request.params.id as string);
    if (source.id === ROOT_ID) throw boxFailure('forbidden', 'access_denied_insufficient_permissions', 'The root folder cannot be copied');
    const body = bodyOf(ctx);
    const parent = parentOf(ctx, body);
    if (!parent) throw fail.validation("'parent' is required");
    if (isWithin(ctx.tenant, parent.id, source.id)) throw boxFailure('validation', 'bad_request', 'A folder cannot be copied into itself or one of its subfolders');
    const name = body.name === undefined ? source.name : checkName(body.name);
    checkNameFree(ctx.tenant, parent.id, name);
    return { status: 201, body: folderView(ctx, copyFolder(ctx, source, parent.id, name)) };
  }));
}
