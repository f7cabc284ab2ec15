/**
 * Upload sessions of files smaller than Box's session minimum (20 MB): Box
 * has no session for them, so the service keeps the parts on disk, under
 * the service's data folder (`ctx.spoolDir`, the system's temporary folder
 * where there is none), and sends the file in one direct upload at the
 * finish. Nothing is held in memory: parts stream to disk, the finish
 * streams them to Box.
 *
 * - The id is `small-<32 hex>-<size>`; where a session lives, whose it is
 *   and when it expires: small-session-store.ts.
 * - A part is written under a temporary name and renamed once its length
 *   and digest are checked, so a part sent again replaces it whole and a
 *   refused one leaves nothing.
 * - The finish checks every part is there and the whole file's SHA-1
 *   against the client's digest before anything is sent to Box; it holds
 *   the session aside while it runs (one finish at a time), and puts it back
 *   when it fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, UploadStream } from '../framework/define.js';
import { byteRanges } from './byte-ranges.js';
import { uploadDirect } from './direct-upload.js';
import type { BoxItem } from './item-fields.js';
import { gone, opened, partsOn, SMALL_PART_SIZE, SMALL_SESSION_TTL_MS } from './small-session-store.js';

export { isSmallSession, openSmallSession, SMALL_PART_SIZE } from './small-session-store.js';

const invalid = (message: string, detail: Record<string, unknown> = {}) => new ApiError('RequestValidationError', { message, detail });

export async function smallSessionView(ctx: ConnectorContext, id: string) {
  const session = await opened(ctx, id);
  return {
    id,
    success: false,
    part_size: SMALL_PART_SIZE,
    parallel_upload_supported: true,
    uploaded_byte_range: byteRanges(await partsOn(session)),
    expires_at: new Date(session.meta.createdAt + SMALL_SESSION_TTL_MS).toISOString(),
  };
}

/** Streams a part to disk, checking its length and SHA-1 on the way; kept only when both match. */
export async function uploadSmallPart(ctx: ConnectorContext, id: string, partNumber: number, digest: string, upload: UploadStream): Promise<void> {
  const session = await opened(ctx, id);
  const offset = partNumber * SMALL_PART_SIZE;
  if (!Number.isInteger(partNumber) || partNumber < 0 || offset >= session.meta.size) throw invalid(`part_number must be from 0 to ${Math.ceil(session.meta.size / SMALL_PART_SIZE) - 1}`, { part_number: partNumber });
  const expected = Math.min(SMALL_PART_SIZE, session.meta.size - offset);
  if (upload.contentLength !== expected) throw invalid(`Part ${partNumber} must be ${expected} bytes`, { expected, received: upload.contentLength ?? null });
  const hash = createHash('sha1');
  let length = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      length += chunk.length;
      done(length > expected ? invalid(`Part ${partNumber} is longer than ${expected} bytes`) : null, chunk);
    },
  });
  const temporary = path.join(session.dir, `part-${partNumber}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await pipeline(upload.stream, counted, createWriteStream(temporary, { mode: 0o600 }));
    if (length !== expected) throw invalid(`Part ${partNumber} must be ${expected} bytes`, { expected, received: length });
    if (`sha=${hash.digest('base64')}` !== digest) throw invalid(`The digest does not match part ${partNumber}'s bytes`, { part_number: partNumber });
    await rename(temporary, path.join(session.dir, `part-${partNumber}`));
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

async function* partsInOrder(dir: string, count: number): AsyncGenerator<Buffer> {
  for (let part = 0; part < count; part++) for await (const chunk of createReadStream(path.join(dir, `part-${part}`))) yield chunk as Buffer;
}

/** Checks the parts and the whole file's digest, sends the file to Box in one direct upload, and removes the session. */
export async function finishSmallSession(ctx: ConnectorContext, id: string, digest: string): Promise<BoxItem> {
  const session = await opened(ctx, id);
  // Taken aside for the finish (a rename is atomic): a second finish, a part or an abort meanwhile finds no session.
  const dir = `${session.dir}.finishing`;
  await rename(session.dir, dir).catch(() => {
    throw gone(id);
  });
  try {
    const count = Math.ceil(session.meta.size / SMALL_PART_SIZE);
    const parts = await partsOn({ ...session, dir });
    if (parts.length !== count || byteRanges(parts) !== `0-${session.meta.size - 1}`) {
      throw new ApiError('InvalidRecordError', { message: 'Not every part of the file has been uploaded', detail: { uploaded_byte_range: byteRanges(parts), size: session.meta.size } });
    }
    const hash = createHash('sha1');
    for await (const chunk of partsInOrder(dir, count)) hash.update(chunk);
    if (`sha=${hash.digest('base64')}` !== digest) throw invalid('The digest does not match the uploaded file', { digest: 'mismatch' });
    const item = await uploadDirect(ctx, { name: session.meta.name, folderId: session.meta.folderId }, {
      stream: Readable.from(partsInOrder(dir, count)),
      contentType: 'application/octet-stream',
      contentLength: session.meta.size,
    });
    await rm(dir, { recursive: true, force: true });
    return item;
  } catch (error) {
    // Not finished: the session is back as it was, for the client to complete or finish again.
    await rename(dir, session.dir).catch(() => undefined);
    throw error;
  }
}

export async function abortSmallSession(ctx: ConnectorContext, id: string): Promise<void> {
  const session = await opened(ctx, id);
  await rm(session.dir, { recursive: true, force: true });
}
