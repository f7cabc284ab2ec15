/**
 * Direct uploads on the upload host (openapi.json, server
 * https://upload.box.com/api/2.0): `POST /files/content` (a new file) and
 * `POST /files/{id}/content` (a new version), multipart/form-data with the
 * `attributes` JSON part before the `file` part. The file's bytes stream to
 * the content store as they arrive; the name and folder are checked before
 * any byte is kept. An optional `Content-MD5` header carries the file's
 * SHA-1 (Box's naming), checked once the bytes are in. The preflight check
 * (`OPTIONS /files/content` on the API host) says whether an upload would be
 * taken, and where to send it (its upload token is not asked for again).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import type { Blob, BlobWriter, ContentStore } from './content-store.js';
import { boxFailure } from './dialect.js';
import { checkIfMatch, checkName, checkNameFree, fileOf, files, folderOf, full, nextId, type StoredFile } from './items.js';
import { boundaryOf, readMultipart, type PartSink } from './multipart.js';

const MAX_ATTRIBUTES_BYTES = 64 * 1024;

type Attributes = Record<string, unknown>;

function timeOf(ctx: KitContext<BoxAccount>, value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw fail.validation(`'${name}' must be an RFC 3339 date-time`);
  return Math.min(ms, ctx.now + 86_400_000);
}

/** Reads the multipart body: `check` sees the attributes before the file's first byte is kept. */
async function receive(request: FastifyRequest, store: ContentStore, check: (attributes: Attributes) => void): Promise<{ attributes: Attributes; blob: Blob }> {
  let attributes: Attributes | undefined;
  let blob: Blob | undefined;
  let writer: BlobWriter | undefined;
  try {
    await readMultipart(request.raw, boundaryOf(request.headers['content-type']), (part): PartSink => {
      if (part.name === 'attributes') {
        const chunks: Buffer[] = [];
        let size = 0;
        return {
          write(chunk) {
            size += chunk.length;
            if (size > MAX_ATTRIBUTES_BYTES) throw fail.validation('The attributes part is too large');
            chunks.push(chunk);
          },
          end() {
            try {
              attributes = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Attributes;
            } catch {
              throw fail.validation('The attributes part is not JSON');
            }
            if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) throw fail.validation('The attributes part must be a JSON object');
            check(attributes);
          },
        };
      }
      if (part.name === 'file') {
        if (!attributes) throw fail.validation('The attributes part must come before the file part');
        if (blob || writer) throw fail.validation('Only one file may be uploaded per request');
        const out = store.writer();
        writer = out;
        return { write: (chunk) => out.write(chunk), end: async () => void (blob = await out.finish()) };
      }
      // Other parts are ignored, as Box ignores them.
      return { write() {}, end() {} };
    });
  } catch (error) {
    if (writer && !blob) writer.abort();
    throw error;
  }
  if (!attributes) throw fail.validation("'attributes' is required");
  if (!blob) throw fail.validation("'file' is required");
  const declared = request.headers['content-md5'];
  if (typeof declared === 'string' && declared.toLowerCase() !== blob.sha1) throw boxFailure('validation', 'bad_digest', 'The SHA-1 in Content-MD5 does not match the uploaded content');
  return { attributes, blob };
}

/** A Fastify handler for a route that reads its own body stream. */
function streamed(kit: PlatformKit<BoxAccount>, run: (ctx: KitContext<BoxAccount>, request: FastifyRequest) => Promise<{ status: number; body: unknown }>) {
  return (request: FastifyRequest, reply: FastifyReply) => kit.handler((ctx) => run(ctx, request))(request, reply);
}

export function filesAnswer(ctx: KitContext<BoxAccount>, file: StoredFile, status: number) {
  return { status, body: { total_count: 1, entries: [full(ctx, file)] } };
}

/** A new file, or a new version of `existing`, holding `blob`. */
export function storeFile(ctx: KitContext<BoxAccount>, blob: Blob, place: { parentId: string; name: string; contentCreatedAt?: number; contentModifiedAt?: number }, existing?: StoredFile): StoredFile {
  if (existing) {
    Object.assign(existing, { sha1: blob.sha1, size: blob.size, name: place.name, versionId: nextId(ctx.tenant), versionNumber: existing.versionNumber + 1, contentModifiedAt: place.contentModifiedAt ?? ctx.now, modifiedAt: ctx.now, etag: existing.etag + 1 });
    files(ctx.tenant).updated(existing.id);
    ctx.emit('FILE.UPLOADED', 'files', existing);
    return existing;
  }
  const file: StoredFile = {
    id: nextId(ctx.tenant), name: place.name, parentId: place.parentId, description: '', createdAt: ctx.now, modifiedAt: ctx.now, etag: 0, sharedLink: null,
    sha1: blob.sha1, size: blob.size, versionId: nextId(ctx.tenant), versionNumber: 1,
    contentCreatedAt: place.contentCreatedAt ?? ctx.now, contentModifiedAt: place.contentModifiedAt ?? ctx.now,
  };
  files(ctx.tenant).insert(file);
  ctx.emit('FILE.UPLOADED', 'files', file);
  return file;
}

export function registerUploadRoutes(app: FastifyInstance, kit: PlatformKit<BoxAccount>, store: ContentStore): void {
  app.options('/2.0/files/content', kit.handler((ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const parentId = (body.parent as { id?: unknown } | undefined)?.id;
    if (typeof parentId !== 'string') throw fail.validation("'parent.id' is required");
    const parent = folderOf(ctx.tenant, parentId);
    const name = checkName(body.name);
    if (body.size !== undefined && (typeof body.size !== 'number' || !Number.isInteger(body.size) || body.size < 0)) throw fail.validation("'size' must be a whole number of bytes");
    checkNameFree(ctx.tenant, parent.id, name);
    return { status: 200, body: { upload_url: `${ctx.request.origin}/api/2.0/files/content`, upload_token: randomBytes(24).toString('base64url') } };
  }));

  app.post('/api/2.0/files/content', streamed(kit, async (ctx, request) => {
    let place: { parentId: string; name: string } | undefined;
    const { attributes, blob } = await receive(request, store, (attributes) => {
      const parentId = (attributes.parent as { id?: unknown } | undefined)?.id;
      if (typeof parentId !== 'string' && typeof parentId !== 'number') throw fail.validation("'attributes.parent.id' is required");
      const parent = folderOf(ctx.tenant, String(parentId));
      const name = checkName(attributes.name);
      checkNameFree(ctx.tenant, parent.id, name);
      place = { parentId: parent.id, name };
    });
    if (!place) throw fail.validation("'attributes' is required");
    // Checked again: another upload may have taken the name while this one streamed.
    checkNameFree(ctx.tenant, place.parentId, place.name);
    const created = timeOf(ctx, attributes.content_created_at, 'content_created_at');
    const modified = timeOf(ctx, attributes.content_modified_at, 'content_modified_at');
    return filesAnswer(ctx, storeFile(ctx, blob, { ...place, ...(created === undefined ? {} : { contentCreatedAt: created }), ...(modified === undefined ? {} : { contentModifiedAt: modified }) }), 201);
  }));

  app.post('/api/2.0/files/:id/content', streamed(kit, async (ctx, request) => {
    const file = fileOf(ctx.tenant, (request.params as { id: string }).id);
    checkIfMatch(ctx, file);
    let name = file.name;
    const { attributes, blob } = await receive(request, store, (attributes) => {
      if (attributes.name !== undefined) {
        name = checkName(attributes.name);
        checkNameFree(ctx.tenant, file.parentId, name, file.id);
      }
    });
    const modified = timeOf(ctx, attributes.content_modified_at, 'content_modified_at');
    return filesAnswer(ctx, storeFile(ctx, blob, { parentId: file.parentId, name, ...(modified === undefined ? {} : { contentModifiedAt: modified }) }, file), 200);
  }));
}

export { streamed };
