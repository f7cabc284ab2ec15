/**
 * Uploads on /upload/drive/v3 (https://developers.google.com/drive/api/guides/manage-uploads),
 * for files.create (POST .../files) and files.update (PATCH .../files/{fileId}),
 * by `uploadType`:
 *
 * - `media`: the body is the file's bytes, typed by Content-Type;
 * - `multipart`: `multipart/related`, JSON metadata then the bytes (multipart-related.ts);
 * - `resumable`: the POST/PATCH carries the metadata (and X-Upload-Content-Type,
 *   X-Upload-Content-Length) and answers 200 with the session URI in
 *   Location; each PUT to it sends a chunk with `Content-Range: bytes a-b/total`
 *   and answers 308 with `Range: bytes=0-n` until the last, which answers
 *   the file; `Content-Range: bytes *\/total` asks how far the session is.
 *   A chunk must start where the session stands (the emulator does not
 *   take overlapping resends). Session URIs take the account's credentials
 *   like every Drive call.
 *
 * Bodies here are never parsed by the server's own reader: they stream to
 * the content store (content-store.ts) as they arrive, so no upload sits in memory.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, headerOf, type Answer, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import type { ContentStore, StoredContent } from './content-store.js';
import { DEFAULT_FIELDS, updateFile, withFields } from './file-routes.js';
import { pendingContent, requireFile, requireFolder } from './files.js';
import { boundaryOf, readRelated } from './multipart-related.js';

type Ctx = KitContext<GoogleDriveAccount>;

const METADATA_LIMIT = 1024 * 1024;

interface Session {
  id: string;
  accountId: string;
  /** The file a files.update session replaces the bytes of; absent for files.create. */
  fileId?: string;
  metadata: Record<string, unknown>;
  mediaType: string | undefined;
  total: number | undefined;
  received: number;
  file: string;
}

async function readJson(body: Readable): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += (chunk as Buffer).length;
    if (length > METADATA_LIMIT) throw fail.validation('The metadata is larger than 1 MiB.', { status: 413, code: 'uploadTooLarge' });
    chunks.push(Buffer.from(chunk as Buffer));
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail.validation('Invalid JSON payload received.', { code: 'parseError' });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail.validation('Invalid JSON payload received.', { code: 'parseError' });
  return value as Record<string, unknown>;
}

/** Counts what passes, so a chunk shorter or longer than its Content-Range says is caught. */
class Counter extends Transform {
  count = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.count += chunk.length;
    done(null, chunk);
  }
}

export function registerUploads(app: FastifyInstance, kit: PlatformKit<GoogleDriveAccount>, store: ContentStore): void {
  const sessions = new Map<string, Session>();
  const bodies = new WeakMap<FastifyRequest, Readable>();

  /** The file created, or updated, with the bytes just stored. */
  const finish = (ctx: Ctx, metadata: Record<string, unknown>, content: StoredContent, fileId: string | undefined): Answer => {
    const params: Record<string, string> = fileId === undefined ? {} : { fileId };
    const request = { ...ctx.request, body: metadata, params };
    pendingContent.set(request, content);
    if (fileId === undefined) return kit.operation('create', 'files', { ...ctx, request });
    return updateFile({ ...ctx, request }, kit);
  };

  const startSession = async (ctx: Ctx, body: Readable, fileId: string | undefined): Promise<Answer> => {
    const metadata = await readJson(body);
    // Checked now, as Drive does, rather than after the bytes came.
    if (fileId !== undefined) requireFile(ctx, fileId);
    else if (Array.isArray(metadata.parents) && typeof metadata.parents[0] === 'string') requireFolder(ctx, metadata.parents[0]);
    const declared = headerOf(ctx.request, 'x-upload-content-length');
    const total = declared === undefined ? undefined : Number(declared);
    if (total !== undefined && !(Number.isInteger(total) && total >= 0)) throw fail.validation('Invalid X-Upload-Content-Length', { field: 'X-Upload-Content-Length' });
    const id = randomUUID().replace(/-/g, '');
    sessions.set(id, { id, accountId: ctx.account.id, ...(fileId === undefined ? {} : { fileId }), metadata, mediaType: headerOf(ctx.request, 'x-upload-content-type'), total, received: 0, file: store.sessionFile(id) });
    const path = fileId === undefined ? '/upload/drive/v3/files' : `/upload/drive/v3/files/${fileId}`;
    return { status: 200, headers: { location: `${ctx.request.origin}${path}?uploadType=resumable&upload_id=${id}`, 'x-guploader-uploadid': id }, body: '' };
  };

  const upload = async (ctx: Ctx, body: Readable, fileId: string | undefined): Promise<Answer> => {
    const type = ctx.request.query.get('uploadType');
    if (fileId !== undefined) requireFile(ctx, fileId);
    if (type === 'media') {
      const stored = await store.put(body);
      return finish(ctx, {}, { ...stored, mimeType: headerOf(ctx.request, 'content-type') ?? 'application/octet-stream' }, fileId);
    }
    if (type === 'multipart') {
      const boundary = boundaryOf(headerOf(ctx.request, 'content-type'));
      if (!boundary) throw fail.validation('A multipart upload is sent as multipart/related with a boundary.', { code: 'badContent' });
      const related = await readRelated(body, boundary);
      const stored = await store.put(related.media);
      return finish(ctx, related.metadata, { ...stored, mimeType: related.mediaType ?? 'application/octet-stream' }, fileId);
    }
    if (type === 'resumable') return startSession(ctx, body, fileId);
    throw fail.validation('Upload requests must specify an uploadType url parameter and a url path beginning with /upload/', { field: 'uploadType', code: 'badRequest' });
  };

  const sessionOf = (ctx: Ctx): Session => {
    const session = sessions.get(ctx.request.query.get('upload_id') ?? '');
    if (!session || session.accountId !== ctx.account.id || session.fileId !== ctx.request.params.fileId) throw fail.notFound('No upload session with this upload_id.', { field: 'upload_id', code: 'notFound' });
    return session;
  };

  const progress = (session: Session): Answer => ({ status: 308, headers: session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {}, body: '' });

  const chunk = async (ctx: Ctx, body: Readable): Promise<Answer> => {
    const session = sessionOf(ctx);
    const header = headerOf(ctx.request, 'content-range');
    const length = Number(headerOf(ctx.request, 'content-length') ?? '0');
    const status = header === undefined ? undefined : /^bytes \*\/(\d+|\*)$/.exec(header.trim());
    const range = header === undefined ? undefined : /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header.trim());
    if (header !== undefined && !status && !range) throw fail.validation('Invalid Content-Range header.', { field: 'Content-Range', code: 'badContent' });
    const total = status ? status[1] : range ? range[3] : String(length);
    if (total !== '*' && total !== undefined) {
      if (session.total !== undefined && session.total !== Number(total)) throw fail.validation('The total size differs from the one declared.', { field: 'Content-Range', code: 'badContent' });
      session.total = Number(total);
    }
    if (!status) {
      const start = range ? Number(range[1]) : 0;
      const end = range ? Number(range[2]) : length - 1;
      if (start !== session.received) throw fail.validation(`The chunk starts at ${start}; the session has ${session.received} bytes.`, { field: 'Content-Range', code: 'badContent' });
      const counter = new Counter();
      try {
        await pipeline(body, counter, createWriteStream(session.file, { flags: 'a' }));
      } finally {
        // What reached the session's file counts even when the chunk was cut short: the client asks and resumes from there.
        session.received += counter.count;
      }
      if (counter.count !== end - start + 1) throw fail.validation('The chunk\'s length differs from its Content-Range.', { field: 'Content-Range', code: 'badContent' });
    }
    if (session.total === undefined || session.received < session.total) return progress(session);
    sessions.delete(session.id);
    const stored = await store.adopt(session.file);
    return finish(ctx, session.metadata, { ...stored, mimeType: session.mediaType ?? (typeof session.metadata.mimeType === 'string' ? session.metadata.mimeType : 'application/octet-stream') }, session.fileId);
  };

  const route = (run: (ctx: Ctx, body: Readable) => Promise<Answer>) => (request: FastifyRequest, reply: FastifyReply) =>
    withFields(kit, DEFAULT_FIELDS.file, (ctx) => run(ctx, bodies.get(request) ?? Readable.from([])))(request, reply);

  app.register(async (scope) => {
    // The body is the handler's to stream, never read whole by the server.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      bodies.set(request, payload as unknown as Readable);
      done(null, undefined);
    });
    for (const prefix of ['/upload/drive/v3', '/resumable/upload/drive/v3']) {
      scope.post(`${prefix}/files`, route((ctx, body) => upload(ctx, body, undefined)));
      scope.patch(`${prefix}/files/:fileId`, route((ctx, body) => upload(ctx, body, ctx.request.params.fileId)));
    }
    scope.put('/upload/drive/v3/files', route(chunk));
    scope.put('/upload/drive/v3/files/:fileId', route(chunk));
  });
}
