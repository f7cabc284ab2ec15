/**
 * Upload sessions as Drive's resumable uploads: the create starts a
 * session (files.create with `uploadType=resumable`, the file's name and
 * folder, `X-Upload-Content-Length`) and keeps Drive's session URI in the
 * service (session-store.ts); parts are sent in order (upload-parts.ts);
 * the get reports what Drive holds; the finish checks the whole file's SHA-1
 * (`digest`) against the bytes that passed and answers the file Drive made;
 * an abort forgets the session (Drive drops an unfinished one after a week;
 * a file made by the last part and never finished is deleted).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { uploadSessions } from '../../unified/file-storage/upload-sessions.js';
import { DRIVE_RESUMABLE, driveId } from './api.js';
import { driveFileFields } from './item-fields.js';
import { missing, readItem } from './items.js';
import { closeSession, expired, openSession, sessionOf, type UploadSessionState } from './session-store.js';
import { parentOf } from './transfers.js';
import { receivedRange, removeMadeFile, sendPart, sha1Of } from './upload-parts.js';

/** Every part but the last: Drive wants multiples of 256 KiB; 8 MiB is its guide's suggestion for a fast connection. */
export const PART_SIZE = 8 * 1024 * 1024;

async function sessionFor(ctx: ConnectorContext, id: string): Promise<UploadSessionState> {
  const session = await sessionOf(ctx, id);
  if (!session) throw missing('upload session', id)();
  return session;
}

/** Files made by sessions that expired unfinished are deleted at Drive when the connector next starts one. */
async function sweep(ctx: ConnectorContext): Promise<void> {
  for (const session of expired()) await removeMadeFile(ctx, session);
}

export const googleDriveUploadSessions = implement(uploadSessions, {
  downstream: { id: 'resumable-uploads', name: 'Resumable uploads' },
  mapper: { fields: ['id', 'success', 'part_size', 'parallel_upload_supported', 'uploaded_byte_range', 'expires_at'] },
  async add(ctx, { record }) {
    const fields = record as { name?: string; parent_folder_id?: string; drive_id?: string; size?: number | null };
    const size = fields.size;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) {
      throw new ApiError('RequestValidationError', { message: 'Google Drive sessions need the file\'s size, at least one byte', detail: { field: 'size', reason: 'an integer of at least 1' } });
    }
    await sweep(ctx);
    const metadata = { name: String(fields.name ?? 'Untitled'), parents: [parentOf(fields)] };
    const answer = await ctx.http.request({ method: 'POST', path: `${DRIVE_RESUMABLE}/files`, query: { uploadType: 'resumable', supportsAllDrives: 'true', fields: 'id' }, json: metadata, headers: { 'x-upload-content-length': String(size) } });
    const location = answer.headers.location;
    const sessionUri = Array.isArray(location) ? location[0] : location;
    if (!sessionUri || new URL(sessionUri, ctx.http.urlOf('/')).origin !== ctx.http.urlOf('/').origin) {
      throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Google Drive started the upload without a session on its own host' });
    }
    return { id: (await openSession(ctx, { sessionUri: new URL(sessionUri, ctx.http.urlOf('/')).toString(), size, partSize: PART_SIZE })).id };
  },
  async one(ctx, { id }) {
    const session = await sessionFor(ctx, id);
    return {
      id: session.id,
      success: session.fileId !== undefined,
      part_size: session.partSize,
      parallel_upload_supported: false,
      uploaded_byte_range: await receivedRange(ctx, session),
      expires_at: new Date(session.expiresAt).toISOString(),
    };
  },
  async delete(ctx, { id }) {
    const session = await sessionFor(ctx, id);
    closeSession(session.id);
    await removeMadeFile(ctx, session);
    return { id };
  },
  actions: {
    upload: {
      async run(ctx, { id, query, upload, headers }) {
        const session = await sessionFor(ctx, id);
        if (!upload) throw new ApiError('RequestValidationError', { message: 'The body must be the part\'s bytes' });
        await sendPart(ctx, session, Number(query.part_number), upload, headers.digest);
        return { kind: 'id', id: session.id };
      },
    },
    finish: {
      async run(ctx, { id, headers }) {
        const session = await sessionFor(ctx, id);
        const expected = sha1Of(headers.digest);
        if (session.fileId === undefined) {
          throw new ApiError('RequestValidationError', { message: `The session has ${session.received} of the file's ${session.size} bytes: send the missing parts first`, detail: { field: 'parts', received_bytes: session.received, size: session.size } });
        }
        if (expected !== undefined && expected !== session.hash.copy().digest('base64')) {
          closeSession(session.id);
          await removeMadeFile(ctx, session);
          throw new ApiError('RequestValidationError', { message: 'The file\'s bytes do not match its digest; the file Google Drive made of them was deleted', detail: { field: 'digest', reason: 'does not match the bytes received' } });
        }
        const item = await readItem(ctx, 'file', driveId('file', session.fileId));
        closeSession(session.id);
        return { kind: 'record', record: driveFileFields(item) };
      },
    },
  },
});
