/**
 * Unified upload sessions on Box's chunked sessions (chunked-upload.ts).
 * Box's session does not say the file's size, which each part's
 * Content-Range needs: the unified id carries it, `<box session id>-<size>`,
 * so nothing is kept in the service. Part `n` starts at n × part_size; parts
 * may come in any order and a part sent again is answered as before (Box's
 * own rules); `uploaded_byte_range` lists Box's received parts as ranges.
 * The finish commits with the client's whole-file digest; an abort deletes
 * Box's session. A session of a file under Box's 20 MB minimum keeps its
 * parts on disk in the service and is sent as one direct upload at the
 * finish (small-sessions.ts); its id starts with `small-`.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { orEntityNotFound } from '../framework/not-found.js';
import { uploadSessions } from '../../unified/file-storage/upload-sessions.js';
import { boxId } from './api.js';
import { byteRanges } from './byte-ranges.js';
import { abort, BOX_SESSION_MIN_BYTES, commit, openSession, partsOf, sessionOf, uploadPart } from './chunked-upload.js';
import { boxFileFields } from './item-fields.js';
import { abortSmallSession, finishSmallSession, isSmallSession, openSmallSession, smallSessionView, uploadSmallPart } from './small-sessions.js';

const SESSION_ID = /^([A-Za-z0-9]{1,64})-(\d{1,15})$/;

function parse(id: string): { session: string; size: number } {
  const match = SESSION_ID.exec(id);
  if (!match) throw new ApiError('EntityNotFoundError', { message: `No Box upload session "${id.slice(0, 80)}"`, detail: { id: id.slice(0, 80) } });
  return { session: match[1] as string, size: Number(match[2]) };
}


const noSession = (id: string) => () => new ApiError('EntityNotFoundError', { message: `No Box upload session "${id.slice(0, 80)}": it was finished, aborted or has expired`, detail: { id: id.slice(0, 80) } });

/** Box's session, or EntityNotFoundError once it is gone (finished, aborted, expired after seven days). */
const liveSession = (ctx: ConnectorContext, id: string, session: string) => orEntityNotFound(sessionOf(ctx, session), noSession(id));

function digestOf(headers: Readonly<Record<string, string>>): string {
  const digest = headers.digest;
  if (!digest || !/^sha=[A-Za-z0-9+/]{27}=$/.test(digest)) {
    throw new ApiError('RequestHeadersValidationError', { message: 'Box needs the digest header: sha=<base64 SHA-1 of the bytes>', detail: { missing: [{ digest: 'required' }] } });
  }
  return digest;
}

export const boxUploadSessions = implement(uploadSessions, {
  downstream: { id: 'upload_sessions', name: 'Upload sessions' },
  mapper: { fields: ['id', 'success', 'part_size', 'parallel_upload_supported', 'uploaded_byte_range', 'expires_at'] },
  async add(ctx, { record }) {
    const fields = record as { name: string; parent_folder_id: string; size: number | null };
    const size = fields.size ?? 0;
    const file = { name: fields.name, folderId: boxId('folder', fields.parent_folder_id) };
    if (size < 1) throw new ApiError('InvalidRecordError', { message: 'An upload session needs the file\'s size in bytes', detail: { size } });
    if (size < BOX_SESSION_MIN_BYTES) return { id: await openSmallSession(ctx, file, size) };
    const session = await openSession(ctx, file, size);
    return { id: `${session.id}-${size}` };
  },
  async one(ctx, { id }) {
    if (isSmallSession(id)) return smallSessionView(ctx, id);
    const { session } = parse(id);
    const box = await liveSession(ctx, id, session);
    const parts = await partsOf(ctx, session);
    return {
      id,
      success: false,
      part_size: box.part_size,
      parallel_upload_supported: true,
      uploaded_byte_range: byteRanges(parts),
      expires_at: box.session_expires_at ? new Date(box.session_expires_at).toISOString() : null,
    };
  },
  async delete(ctx, { id }) {
    if (isSmallSession(id)) {
      await abortSmallSession(ctx, id);
      return { id };
    }
    await orEntityNotFound(abort(ctx, parse(id).session), noSession(id));
    return { id };
  },
  actions: {
    upload: {
      async run(ctx, { id, query, headers, upload }) {
        const digest = digestOf(headers);
        if (!upload?.contentLength) throw new ApiError('RequestHeadersValidationError', { message: 'A part needs its Content-Length', detail: { missing: [{ 'content-length': 'required' }] } });
        if (isSmallSession(id)) {
          await uploadSmallPart(ctx, id, Number(query.part_number), digest, upload);
          return { kind: 'id', id };
        }
        const { session, size } = parse(id);
        const box = await liveSession(ctx, id, session);
        const start = Number(query.part_number) * box.part_size;
        await uploadPart(ctx, session, { start, length: upload.contentLength, fileSize: size, digest, body: upload.stream });
        return { kind: 'id', id };
      },
    },
    finish: {
      async run(ctx, { id, headers }) {
        const digest = digestOf(headers);
        const item = isSmallSession(id) ? await finishSmallSession(ctx, id, digest) : await orEntityNotFound(commit(ctx, parse(id).session, digest), noSession(id));
        return { kind: 'record', record: boxFileFields(item) };
      },
    },
  },
});
