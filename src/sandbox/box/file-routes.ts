/**
 * Files (openapi.json): `GET|PUT|DELETE /files/{id}` (an update renames,
 * moves with `parent.id`, describes and shares), `POST /files/{id}/copy`, and
 * `GET /files/{id}/content`. Box answers a download with a 302 to its
 * download host; the emulator serves the bytes itself (the 200 the
 * description also declares), streamed from its content store, honouring a
 * single `Range` (206 with Content-Range; 416 when unsatisfiable).
 */
import type { FastifyInstance } from 'fastify';
import { fail, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import type { ContentStore } from './content-store.js';
import { contentTypeOf, dispositionOf } from './content-types.js';
import { boxFailure } from './dialect.js';
import { bodyOf, parentOf } from './folder-routes.js';
import { checkIfMatch, checkName, checkNameFree, fileOf, files, full, nextId, project, touch, type StoredFile } from './items.js';
import { applySharedLink } from './shared-links.js';

const fileView = (ctx: KitContext<BoxAccount>, file: StoredFile) => project(full(ctx, file), ctx.request.query.get('fields'));

/** One `bytes=` range over a file of `size` bytes: inclusive bounds, or undefined to serve it whole. */
export function rangeOf(header: string | undefined, size: number): { start: number; end: number } | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: served whole, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const unsatisfiable = () => boxFailure('validation', 'requested_range_not_satisfiable', 'Requested Range Not Satisfiable', undefined, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) throw unsatisfiable();
  return { start, end };
}

export function registerFileRoutes(app: FastifyInstance, kit: PlatformKit<BoxAccount>, store: ContentStore): void {
  app.get('/2.0/files/:id', kit.handler((ctx) => ({ status: 200, body: fileView(ctx, fileOf(ctx.tenant, ctx.request.params.id as string)) })));

  app.put('/2.0/files/:id', kit.handler((ctx) => {
    const file = fileOf(ctx.tenant, ctx.request.params.id as string);
    checkIfMatch(ctx, file);
    const body = bodyOf(ctx);
    const parent = parentOf(ctx, body);
    const name = body.name === undefined ? file.name : checkName(body.name);
    checkNameFree(ctx.tenant, parent?.id ?? file.parentId, name, file.id);
    if (body.description !== undefined) {
      if (typeof body.description !== 'string' || body.description.length > 256) throw fail.validation("'description' must be text of at most 256 characters");
      file.description = body.description;
    }
    if (body.shared_link !== undefined) applySharedLink(file, body.shared_link, ctx.now);
    const renamed = name !== file.name;
    const moved = parent !== undefined && parent !== null && parent.id !== file.parentId;
    file.name = name;
    if (parent) file.parentId = parent.id;
    touch(file, ctx.now);
    files(ctx.tenant).updated(file.id);
    if (renamed) ctx.emit('FILE.RENAMED', 'files', file);
    if (moved) ctx.emit('FILE.MOVED', 'files', file);
    return { status: 200, body: fileView(ctx, file) };
  }));

  app.delete('/2.0/files/:id', kit.handler((ctx) => {
    const file = fileOf(ctx.tenant, ctx.request.params.id as string);
    checkIfMatch(ctx, file);
    files(ctx.tenant).remove(file.id);
    // Box moves a deleted file to the trash: FILE.TRASHED (FILE.DELETED comes when the trash is purged, not emulated).
    ctx.emit('FILE.TRASHED', 'files', file);
    return { status: 204 };
  }));

  app.post('/2.0/files/:id/copy', kit.handler((ctx) => {
    const source = fileOf(ctx.tenant, ctx.request.params.id as string);
    const body = bodyOf(ctx);
    const parent = parentOf(ctx, body);
    if (!parent) throw fail.validation("'parent' is required");
    const name = body.name === undefined ? source.name : checkName(body.name);
    checkNameFree(ctx.tenant, parent.id, name);
    const copy: StoredFile = { ...source, id: nextId(ctx.tenant), parentId: parent.id, name, createdAt: ctx.now, modifiedAt: ctx.now, etag: 0, sharedLink: null, versionId: nextId(ctx.tenant), versionNumber: 1 };
    files(ctx.tenant).insert(copy);
    ctx.emit('FILE.COPIED', 'files', copy);
    return { status: 201, body: fileView(ctx, copy) };
  }));

  app.get('/2.0/files/:id/content', kit.handler((ctx) => {
    const file = fileOf(ctx.tenant, ctx.request.params.id as string);
    const header = ctx.request.headers.range;
    const range = rangeOf(typeof header === 'string' ? header : undefined, file.size);
    const headers: Record<string, string> = {
      'content-disposition': dispositionOf(file.name),
      'accept-ranges': 'bytes',
      etag: `"${file.etag}"`,
    };
    if (!range) return { status: 200, body: store.read(file.sha1), contentType: contentTypeOf(file.name), headers: { ...headers, 'content-length': String(file.size) } };
    return {
      status: 206,
      body: store.read(file.sha1, range.start, range.end),
      contentType: contentTypeOf(file.name),
      headers: { ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${file.size}` },
    };
  }));
}
