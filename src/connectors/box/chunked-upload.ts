/**
 * Box's chunked upload sessions (developer.box.com/guides/uploads/chunked;
 * openapi.json, upload host): open with the file's size (20 MB at least),
 * PUT each part with `Content-Range` and `Digest: sha=<base64 SHA-1>`, list
 * the parts received, commit with the parts and the whole file's digest,
 * or abort. Used by the unified upload sessions, and by direct uploads above
 * Box's 50 MB direct limit (one part of `part_size` held at a time: its digest
 * must be sent before its bytes).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ConnectorContext, UploadStream } from '../framework/define.js';
import { encodeQuery } from '../framework/http.js';
import { offsetPaging } from '../framework/paging/index.js';
import { everyRecord, type Dialect } from '../kit/index.js';
import type { BoxItem } from './item-fields.js';
import type { NewFile } from './direct-upload.js';
import { deleteOnUploadHost, uploadHost } from './upload-host.js';

/** Box's smallest file for a session (its documented 20 MB). */
export const BOX_SESSION_MIN_BYTES = 20_000_000;

export interface BoxSession {
  id: string;
  part_size: number;
  total_parts: number;
  num_parts_processed?: number;
  session_expires_at?: string;
}

export interface BoxPart {
  part_id: string;
  offset: number;
  size: number;
  sha1?: string;
}

const sessionPath = (id: string) => `/files/upload_sessions/${encodeURIComponent(id)}`;

export async function openSession(ctx: ConnectorContext, file: NewFile, size: number): Promise<BoxSession> {
  const { body } = await uploadHost<BoxSession>(ctx, { method: 'POST', path: '/files/upload_sessions', json: { folder_id: file.folderId, file_size: size, file_name: file.name } });
  return body;
}

export async function sessionOf(ctx: ConnectorContext, id: string): Promise<BoxSession> {
  return (await uploadHost<BoxSession>(ctx, { method: 'GET', path: sessionPath(id) })).body;
}

export async function uploadPart(ctx: ConnectorContext, id: string, part: { start: number; length: number; fileSize: number; digest: string; body: Readable }): Promise<BoxPart> {
  const { body } = await uploadHost<{ part: BoxPart }>(ctx, {
    method: 'PUT',
    path: sessionPath(id),
    headers: { 'content-type': 'application/octet-stream', 'content-range': `bytes ${part.start}-${part.start + part.length - 1}/${part.fileSize}`, digest: part.digest, 'content-length': String(part.length) },
    body: part.body,
  });
  return body.part;
}

/** Box's parts lists: `offset` and `limit`, 1000 at most; a short page ends the list. */
const partsPaging = offsetPaging({ offset: 'offset', size: 'limit', max: 1000 });

/**
 * Box refuses a parts list's offset past 10,000 (openapi.json): its 11 pages
 * of 1000, at offsets 0 to 10,000, are every part it can list. A commit or
 * byte range from part of the parts would be wrong: a longer list fails.
 */
const MAX_PART_PAGES = 11;

/** A session's parts are listed on the upload host, not the API host (offset paging reads no headers, which uploadHost does not keep). */
const partsList: Pick<Dialect, 'platform' | 'paging' | 'call'> = {
  platform: 'Box',
  paging: partsPaging,
  call: async (ctx, request) => {
    const query = encodeQuery(request.query ?? {});
    const { status, body } = await uploadHost(ctx, { method: 'GET', path: query === '' ? request.path : `${request.path}?${query}` });
    return { status, headers: {}, body };
  },
};

/** A session's parts in offset order, as the commit and the byte ranges read them. */
export async function partsOf(ctx: ConnectorContext, id: string): Promise<BoxPart[]> {
  const parts = await everyRecord<BoxPart>(ctx, { path: `${sessionPath(id)}/parts`, dialect: partsList, at: 'entries', maxPages: MAX_PART_PAGES, whole: 'parts of the upload session' });
  return parts.sort((a, b) => a.offset - b.offset);
}

export async function commit(ctx: ConnectorContext, id: string, digest: string): Promise<BoxItem> {
  const parts = await partsOf(ctx, id);
  const { body } = await uploadHost<{ entries?: BoxItem[] }>(ctx, { method: 'POST', path: `${sessionPath(id)}/commit`, json: { parts }, headers: { digest } });
  const item = body.entries?.[0];
  if (!item) throw new Error('Box answered a commit without the new file');
  return item;
}

export async function abort(ctx: ConnectorContext, id: string): Promise<void> {
  await deleteOnUploadHost(ctx, sessionPath(id));
}

export const shaDigest = (hash: Buffer) => `sha=${hash.toString('base64')}`;

/** The stream cut into parts of `size` bytes (the last shorter): one part in memory at a time. */
async function* partsOfStream(stream: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of stream) {
    let rest = chunk;
    while (heldBytes + rest.length >= size) {
      const take = size - heldBytes;
      held.push(rest.subarray(0, take));
      yield Buffer.concat(held);
      rest = rest.subarray(take);
      held = [];
      heldBytes = 0;
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

/** A whole stream through a session: parts in order, each with its digest, then the commit with the file's. */
export async function uploadThroughSession(ctx: ConnectorContext, file: NewFile, upload: UploadStream, size: number): Promise<BoxItem> {
  const session = await openSession(ctx, file, size);
  const whole = createHash('sha1');
  let start = 0;
  try {
    for await (const part of partsOfStream(upload.stream as AsyncIterable<Buffer>, session.part_size)) {
      whole.update(part);
      const digest = shaDigest(createHash('sha1').update(part).digest());
      await uploadPart(ctx, session.id, { start, length: part.length, fileSize: size, digest, body: Readable.from([part]) });
      start += part.length;
    }
    return await commit(ctx, session.id, shaDigest(whole.digest()));
  } catch (error) {
    // The platform's session is not left behind (its parts count against the account until it expires).
    await abort(ctx, session.id).catch(() => undefined);
    throw error;
  }
}
