/**
 * Upload sessions (file-storage.yml's UploadSession): a large file sent in
 * parts. Started with the file's name, folder and size; each part is a PUT
 * of its bytes with `part_number` and the part's `digest` (RFC 3230,
 * `sha=<base64 SHA-1>`); the session tells the byte ranges received; the
 * finish checks the whole file's digest and answers the new File.
 */
import { Type } from 'typebox';
import { DateTime, optional } from '../common/schema.js';
import { defineResource } from '../define.js';
import { UnifiedFile } from './files.js';
import { ParentFolderId } from './parts.js';

/** Largest part a session takes (the reference's 100 MB per part upload). */
export const UPLOAD_PART_MAX_BYTES = 100 * 1024 * 1024;

export const UploadSession = Type.Object(
  optional({
    id: Type.String({ description: 'Unique identifier of the upload session.', readOnly: true, example: '12345' }),
    success: Type.Boolean({ description: 'Whether the upload session was completed successfully.', readOnly: true, example: true }),
    part_size: Type.Number({ description: 'Size in bytes of each part but the last.', readOnly: true, example: 8388608 }),
    parallel_upload_supported: Type.Boolean({ description: 'Whether parts may be uploaded in parallel (and so in any order).', readOnly: true, example: true }),
    uploaded_byte_range: Type.String({ description: 'The byte ranges received so far, inclusive, comma-separated: "0-8388607,16777216-20000000".', readOnly: true, example: '0-42' }),
    expires_at: DateTime({ description: 'When the session expires; its parts are then dropped.', readOnly: true }),
  }),
  { additionalProperties: false, title: 'UploadSession' },
);

export const CreateUploadSessionRequest = Type.Object(
  optional(
    {
      name: Type.String({ description: 'The name of the file.', example: 'Documents', minLength: 1, maxLength: 1024 }),
      parent_folder_id: ParentFolderId,
      drive_id: Type.String({ description: 'ID of the drive to upload to.', example: '1234', maxLength: 512 }),
      size: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'The size of the file in bytes.', example: 1810673, minimum: 0 }),
    },
    ['name', 'parent_folder_id', 'size'],
  ),
  { additionalProperties: false, title: 'CreateUploadSessionRequest' },
);

const PartQuery = Type.Object(
  { part_number: Type.Number({ description: 'Number of the part, from 0: its bytes start at part_number × part_size.', minimum: 0, maximum: 10000, example: 0 }) },
  { required: ['part_number'] },
);

const DIGEST = {
  part: 'RFC 3230 digest of this part: `sha=<base64 SHA-1>`. Required by Box.',
  file: 'RFC 3230 digest of the whole file: `sha=<base64 SHA-1>`. Required by Box.',
};

export const uploadSessions = defineResource({
  api: 'file-storage',
  id: 'upload-sessions',
  name: 'Upload Sessions',
  singular: 'upload session',
  eventResource: 'upload_session',
  model: UploadSession,
  path: '/file-storage/upload-sessions',
  operations: ['add', 'one', 'delete'],
  writeModels: { add: CreateUploadSessionRequest },
  events: [],
  actions: [
    {
      name: 'upload',
      operationId: 'uploadSessionsUpload',
      summary: 'Upload a part',
      description: 'Sends one part of the file: every part but the last exactly `part_size` bytes. A part sent again replaces nothing and is answered as before.',
      method: 'PUT',
      on: 'item',
      route: '',
      request: { kind: 'stream', maxBytes: UPLOAD_PART_MAX_BYTES, description: 'The part\'s bytes.' },
      query: PartQuery,
      headers: { digest: DIGEST.part },
      response: 'id',
      hints: { readOnly: false, destructive: false, idempotent: true },
    },
    {
      name: 'finish',
      operationId: 'uploadSessionsFinish',
      summary: 'Finish an upload session',
      description: 'Makes the file of the parts received, once every part is in; `data` is the new file.',
      method: 'POST',
      on: 'item',
      route: 'finish',
      request: { kind: 'json', model: Type.Object({}, { additionalProperties: false }), optional: true },
      headers: { digest: DIGEST.file },
      response: 'record',
      model: UnifiedFile,
      status: 201,
      hints: { readOnly: false, destructive: false, idempotent: false },
    },
  ],
});
