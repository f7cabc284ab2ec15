/**
 * One part of an upload session sent to Drive's resumable session
 * (developers.google.com/drive/api/guides/manage-uploads#resumable): a PUT
 * of the part's bytes with `Content-Range: bytes a-b/total`, answered 308
 * with the range Drive holds, or with the new File after the last byte.
 * Drive takes bytes in order only, so parts do too: a part past the next one
 * is refused (nothing sent), a part Drive already holds is read, its digest
 * compared with the one received, and answered as before (nothing sent
 * again). The bytes stream through and are hashed on the way (SHA-1 of the
 * part and of the file so far); Drive has them before the part's digest can
 * be checked, so a part whose bytes do not match its digest ends the session.
 */
import { createHash, type Hash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, UploadStream } from '../framework/define.js';
import { transfer } from '../framework/transfer.js';
import { DRIVE, driveId } from './api.js';
import { closeSession, type UploadSessionState } from './session-store.js';
import { jsonOf } from './transfers.js';

const invalid = (field: string, reason: string, detail: Record<string, unknown> = {}) =>
  new ApiError('RequestValidationError', { message: reason, detail: { field, reason, ...detail } });

/** The base64 SHA-1 of an RFC 3230 `Digest: sha=…` header, or undefined without one. */
export function sha1Of(digest: string | undefined, field = 'digest'): string | undefined {
  if (digest === undefined || digest === '') return undefined;
  const match = /^sha=([A-Za-z0-9+/]{27}=)$/i.exec(digest.trim());
  if (!match) throw invalid(field, 'The digest must be sha=<base64 SHA-1 of the bytes>');
  return match[1];
}

async function drained(stream: Readable, hash: Hash): Promise<string> {
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

/** Removes the file a session made at Drive (an abort after the last part, a failed digest). */
export async function removeMadeFile(ctx: ConnectorContext, session: UploadSessionState): Promise<void> {
  if (session.fileId === undefined) return;
  await ctx.http.request({ method: 'DELETE', path: `${DRIVE}/files/${driveId('file', session.fileId)}`, query: { supportsAllDrives: 'true' } }).catch(() => undefined);
}

export async function sendPart(ctx: ConnectorContext, session: UploadSessionState, partNumber: number, upload: UploadStream, digest: string | undefined): Promise<void> {
  const expected = sha1Of(digest);
  const start = partNumber * session.partSize;
  if (!Number.isInteger(partNumber) || start >= session.size) {
    upload.stream.resume();
    throw invalid('part_number', `The file has ${Math.ceil(session.size / session.partSize)} parts, numbered from 0`);
  }
  const end = Math.min(start + session.partSize, session.size) - 1;
  const length = end - start + 1;
  if (upload.contentLength !== undefined && upload.contentLength !== length) {
    upload.stream.resume();
    throw invalid('body', `Part ${partNumber} is ${length} bytes (every part but the last is part_size bytes)`, { expected_bytes: length });
  }
  if (end < session.received) {
    const again = await drained(upload.stream, createHash('sha1'));
    if (again !== session.parts.get(partNumber)) throw invalid('body', `Part ${partNumber} was received with other bytes`);
    return;
  }
  if (session.busy) {
    upload.stream.resume();
    throw invalid('part_number', 'A part of this session is still being sent to Google Drive: send this one after it ends', { in_progress: true });
  }
  if (start > session.received) {
    upload.stream.resume();
    const next = Math.floor(session.received / session.partSize);
    throw invalid('part_number', `Google Drive takes the parts in order, one at a time: part ${next} is next`, { next_part_number: next });
  }
  session.busy = true;
  const fileHash = session.hash.copy();
  const partHash = createHash('sha1');
  try {
    // After a part cut short, Drive may hold some of its bytes: those are hashed but not sent again.
    const held = session.interrupted ? heldBytes(await receivedRange(ctx, session)) : 0;
    let skip = Math.max(0, Math.min(held - start, length));
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        fileHash.update(chunk);
        partHash.update(chunk);
        const skipped = Math.min(skip, chunk.length);
        skip -= skipped;
        done(null, skipped === chunk.length ? undefined : chunk.subarray(skipped));
      },
    });
    session.interrupted = true;
    const body = pipeline(upload.stream, hashing, () => undefined);
    const from = start + Math.max(0, Math.min(held - start, length));
    const headers = { 'content-range': from > end ? `bytes */${session.size}` : `bytes ${from}-${end}/${session.size}`, 'content-length': String(end - from + 1) };
    const answer = await transfer(ctx.http, { method: 'PUT', url: session.sessionUri, headers, body });
    if (answer.status === 308) answer.body.resume();
    else if (answer.status === 200 || answer.status === 201) session.fileId = (await jsonOf<{ id: string }>(answer)).id;
    else {
      answer.body.resume();
      throw new ApiError('ConnectorExecutionError', { status: 502, message: `Google Drive answered the part with ${answer.status}`, detail: { downstream_status: answer.status } });
    }
    session.interrupted = false;
  } finally {
    session.busy = false;
  }
  const partDigest = partHash.digest('base64');
  if (expected !== undefined && expected !== partDigest) {
    closeSession(session.id);
    await removeMadeFile(ctx, session);
    throw invalid('digest', `Part ${partNumber}'s bytes do not match its digest; Google Drive already holds them, so the session has ended: start a new one`);
  }
  session.hash = fileHash;
  session.received = end + 1;
  session.parts.set(partNumber, partDigest);
}

const heldBytes = (range: string): number => (range === '' ? 0 : Number(range.slice(2)) + 1);

/** What Drive holds of the session (`Content-Range: bytes *\/total`): "0-n", or "" for nothing yet. */
export async function receivedRange(ctx: ConnectorContext, session: UploadSessionState): Promise<string> {
  if (session.fileId !== undefined) return `0-${session.size - 1}`;
  const answer = await transfer(ctx.http, { method: 'PUT', url: session.sessionUri, headers: { 'content-range': `bytes */${session.size}`, 'content-length': '0' } });
  answer.body.resume();
  const range = answer.headers.range;
  const text = Array.isArray(range) ? range[0] : range;
  const match = text ? /^bytes=0-(\d+)$/.exec(text) : null;
  return match ? `0-${match[1]}` : '';
}
