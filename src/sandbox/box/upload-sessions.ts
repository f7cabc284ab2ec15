/**
 * Box's chunked upload sessions (openapi.json, upload host; developer.box.com/guides/uploads/chunked):
 *
 * - `POST /files/upload_sessions` `{folder_id, file_size, file_name}` (a new
 *   file) or `POST /files/{id}/upload_sessions` `{file_size, file_name?}` (a
 *   new version) opens a session for files of at least 20 MB, with its
 *   `part_size` and `total_parts`; it lasts seven days;
 * - `PUT /files/upload_sessions/{id}` uploads one part: `Content-Range:
 *   bytes a-b/file_size` on a multiple of `part_size`, every part but the
 *   last exactly `part_size` long, and `Digest: sha=<base64 SHA-1 of the part>`;
 *   the same part again is answered as before, another part at its place is a 409;
 * - `GET …/parts` lists the parts, `GET …/{id}` tells the session, `DELETE` aborts it;
 * - `POST …/commit` with the list of parts and `Digest: sha=<base64 SHA-1 of
 *   the whole file>` makes the file (or version), 201 with the file.
 *
 * Parts stream into the content store; the commit streams them into the file.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, type KitContext, type PlatformKit, type StoredRecord, type TenantState } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import type { ContentStore } from './content-store.js';
import { boxFailure } from './dialect.js';
import { checkIfMatch, checkName, checkNameFree, fileOf, folderOf } from './items.js';
import { limitOf, offsetOf } from './paging.js';
import { filesAnswer, storeFile, streamed } from './upload-routes.js';

/** Box's smallest file for a session (its documented 20 MB). */
export const MIN_SESSION_FILE_SIZE = 20_000_000;
/** 8 MiB, the part size Box gives files below its larger tiers (the emulator gives it to every file). */
export const PART_SIZE = 8 * 1024 * 1024;
const SESSION_DAYS = 7;

interface UploadedPart {
  part_id: string;
  offset: number;
  size: number;
  sha1: string;
}

export interface StoredSession extends StoredRecord {
  fileSize: number;
  fileName: string;
  folderId: string;
  /** Set for a new version of an existing file. */
  fileId: string | null;
  expiresAt: number;
  parts: UploadedPart[];
}

const sessions = (tenant: TenantState) => tenant.table<StoredSession>('upload_sessions');

const partName = (session: StoredSession, offset: number) => `part-${session.id}-${offset}`;

/** A session ends: its parts' bytes go with it. */
function endSession(ctx: KitContext<BoxAccount>, session: StoredSession, store: ContentStore): void {
  for (const part of session.parts) store.removeNamed(partName(session, part.offset));
  sessions(ctx.tenant).remove(session.id);
}

function sessionOf(ctx: KitContext<BoxAccount>, id: string): StoredSession {
  const session = sessions(ctx.tenant).get(id);
  if (!session || session.expiresAt <= ctx.now) throw boxFailure('not_found', 'not_found', 'Could not find the specified resource');
  return session;
}

function view(ctx: KitContext<BoxAccount>, session: StoredSession): Record<string, unknown> {
  const base = `${ctx.request.origin}/api/2.0/files/upload_sessions/${session.id}`;
  return {
    type: 'upload_session',
    id: session.id,
    session_expires_at: new Date(session.expiresAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    part_size: PART_SIZE,
    total_parts: Math.ceil(session.fileSize / PART_SIZE),
    num_parts_processed: session.parts.length,
    session_endpoints: { upload_part: base, commit: `${base}/commit`, abort: base, list_parts: `${base}/parts`, status: base, log_event: `${base}/log` },
  };
}

/** `sha=<base64>` of a Digest header (RFC 3230), as hex; undefined when absent or not SHA-1. */
function digestOf(request: { headers: Readonly<Record<string, string | string[] | undefined>> }): string | undefined {
  const header = request.headers.digest;
  const value = typeof header === 'string' ? /(?:^|,)\s*sha=([A-Za-z0-9+/=]+)/i.exec(header)?.[1] : undefined;
  if (!value) return undefined;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 20 ? bytes.toString('hex') : undefined;
}

function fileSizeOf(value: unknown): number {
  if (value === undefined) throw boxFailure('validation', 'missing_file_size', "'file_size' is required");
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw boxFailure('validation', 'invalid_file_size', "'file_size' must be a whole number of bytes");
  if (value < MIN_SESSION_FILE_SIZE) throw boxFailure('validation', 'file_size_too_small', `'file_size' is below the ${MIN_SESSION_FILE_SIZE} bytes of an upload session`);
  return value;
}

function open(ctx: KitContext<BoxAccount>, session: Pick<StoredSession, 'fileSize' | 'fileName' | 'folderId' | 'fileId'>) {
  const stored: StoredSession = { ...session, id: randomBytes(16).toString('hex').toUpperCase(), expiresAt: ctx.now + SESSION_DAYS * 86_400_000, parts: [] };
  sessions(ctx.tenant).insert(stored);
  return { status: 201, body: view(ctx, stored) };
}

/** Checks a part's Content-Range against the session: its inclusive bounds. */
function rangeOfPart(header: unknown, session: StoredSession): { start: number; end: number } {
  const match = typeof header === 'string' ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  if (!match) throw fail.validation("'Content-Range' must be 'bytes <first>-<last>/<file size>'");
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const last = end === session.fileSize - 1;
  if (total !== session.fileSize || end < start || end >= session.fileSize || start % PART_SIZE !== 0 || (!last && end - start + 1 !== PART_SIZE) || (last && end - start + 1 > PART_SIZE)) {
    throw boxFailure('validation', 'range_not_satisfiable', 'The content range does not fit the session: parts start on multiples of part_size and all but the last are part_size long', undefined, { status: 416 });
  }
  return { start, end };
}

async function uploadPart(ctx: KitContext<BoxAccount>, request: FastifyRequest, store: ContentStore) {
  const session = sessionOf(ctx, (request.params as { id: string }).id);
  const { start, end } = rangeOfPart(request.headers['content-range'], session);
  const digest = digestOf(ctx.request);
  if (!digest) throw fail.validation("'Digest' must be 'sha=<base64 SHA-1 of the part>'");
  const writer = store.writer();
  try {
    for await (const chunk of request.raw) {
      await writer.write(chunk as Buffer);
      if (writer.written > end - start + 1) throw fail.validation('The part is longer than its Content-Range');
    }
    const blob = await writer.close();
    if (blob.size !== end - start + 1) throw fail.validation('The part is shorter than its Content-Range');
    if (blob.sha1 !== digest) throw boxFailure('validation', 'precondition_failed', 'The Digest does not match the part', undefined, { status: 412 });
    const there = session.parts.find((part) => part.offset === start);
    if (there && there.sha1 !== blob.sha1) throw boxFailure('conflict', 'conflict', 'The part overlaps a part uploaded before', { conflicting_part: there });
    if (there) {
      writer.abort();
      return { status: 200, body: { part: there } };
    }
    writer.keepAs(partName(session, start));
    const part = { part_id: randomBytes(4).toString('hex').toUpperCase(), offset: start, size: blob.size, sha1: blob.sha1 };
    session.parts.push(part);
    return { status: 200, body: { part } };
  } catch (error) {
    writer.abort();
    throw error;
  }
}


async function commit(ctx: KitContext<BoxAccount>, session: StoredSession, store: ContentStore) {
  const digest = digestOf(ctx.request);
  if (!digest) throw fail.validation("'Digest' must be 'sha=<base64 SHA-1 of the whole file>'");
  const listed = (ctx.request.body as { parts?: unknown } | undefined)?.parts;
  if (!Array.isArray(listed) || listed.length === 0) throw fail.validation("'parts' is required");
  const parts = [...session.parts].sort((a, b) => a.offset - b.offset);
  const same = listed.length === parts.length && listed.every((part: Partial<UploadedPart>) => parts.some((mine) => mine.part_id === part?.part_id && mine.offset === part?.offset && mine.size === part?.size && (part?.sha1 === undefined || mine.sha1 === part.sha1)));
  const covered = parts.reduce((next, part) => (part.offset === next ? next + part.size : -1), 0) === session.fileSize;
  if (!same || !covered) throw boxFailure('validation', 'bad_request', "'parts' must list every uploaded part, and the parts must cover the file");
  const file = session.fileId === null ? undefined : fileOf(ctx.tenant, session.fileId);
  if (file) {
    checkIfMatch(ctx, file);
    if (session.fileName !== file.name) checkNameFree(ctx.tenant, file.parentId, session.fileName, file.id);
  } else {
    folderOf(ctx.tenant, session.folderId);
    checkNameFree(ctx.tenant, session.folderId, session.fileName);
  }
  // The parts in order, once through: kept only when the whole file's digest matches.
  const writer = store.writer();
  let blob;
  try {
    for (const part of parts) for await (const chunk of store.readNamed(partName(session, part.offset))) await writer.write(chunk as Buffer);
    blob = await writer.close();
    if (blob.sha1 !== digest) throw boxFailure('validation', 'bad_digest', 'The Digest does not match the uploaded parts');
  } catch (error) {
    writer.abort();
    throw error;
  }
  // Another commit of the same session may have finished while this one read the parts.
  if (sessions(ctx.tenant).get(session.id) !== session) {
    writer.abort();
    throw boxFailure('not_found', 'not_found', 'Could not find the specified resource');
  }
  await writer.finish();
  endSession(ctx, session, store);
  return filesAnswer(ctx, storeFile(ctx, blob, { parentId: file?.parentId ?? session.folderId, name: session.fileName }, file), 201);
}

export function registerUploadSessions(app: FastifyInstance, kit: PlatformKit<BoxAccount>, store: ContentStore): void {
  app.post('/api/2.0/files/upload_sessions', kit.handler((ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (body.folder_id === undefined) throw boxFailure('validation', 'missing_destination', "'folder_id' is required");
    if (typeof body.folder_id !== 'string') throw boxFailure('validation', 'invalid_folder_id', "'folder_id' must be a folder id");
    const fileSize = fileSizeOf(body.file_size);
    if (body.file_name === undefined) throw boxFailure('validation', 'missing_file_name', "'file_name' is required");
    const fileName = checkName(body.file_name);
    const folder = ctx.tenant.table('folders').get(body.folder_id);
    if (!folder) throw boxFailure('not_found', 'invalid_parameter', 'The folder does not exist or is not accessible');
    checkNameFree(ctx.tenant, folder.id, fileName);
    return open(ctx, { fileSize, fileName, folderId: folder.id, fileId: null });
  }));

  app.post('/api/2.0/files/:id/upload_sessions', kit.handler((ctx) => {
    const file = fileOf(ctx.tenant, ctx.request.params.id as string);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const fileSize = fileSizeOf(body.file_size);
    const fileName = body.file_name === undefined ? file.name : checkName(body.file_name);
    if (fileName !== file.name) checkNameFree(ctx.tenant, file.parentId, fileName, file.id);
    folderOf(ctx.tenant, file.parentId);
    return open(ctx, { fileSize, fileName, folderId: file.parentId, fileId: file.id });
  }));

  app.put('/api/2.0/files/upload_sessions/:id', streamed(kit, (ctx, request) => uploadPart(ctx, request, store)));

  app.get('/api/2.0/files/upload_sessions/:id', kit.handler((ctx) => ({ status: 200, body: view(ctx, sessionOf(ctx, ctx.request.params.id as string)) })));

  app.get('/api/2.0/files/upload_sessions/:id/parts', kit.handler((ctx) => {
    const session = sessionOf(ctx, ctx.request.params.id as string);
    const offset = offsetOf(ctx.request.query);
    const limit = limitOf(ctx.request.query, 100, 1000);
    const parts = [...session.parts].sort((a, b) => a.offset - b.offset);
    return { status: 200, body: { entries: parts.slice(offset, offset + limit), offset, limit, total_count: parts.length } };
  }));

  app.delete('/api/2.0/files/upload_sessions/:id', kit.handler((ctx) => {
    endSession(ctx, sessionOf(ctx, ctx.request.params.id as string), store);
    return { status: 204 };
  }));

  app.post('/api/2.0/files/upload_sessions/:id/commit', kit.handler((ctx) => commit(ctx, sessionOf(ctx, ctx.request.params.id as string), store)));
}
