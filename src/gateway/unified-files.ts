/**
 * Files in unified APIs, for resources that declare them (the reference's
 * accounting attachments): a create whose body is the file itself
 * (`addBody: 'file'`), its record fields as JSON in `x-svc-metadata`, and a
 * `download` that answers a record's content as bytes instead of an envelope.
 * Nothing here names a resource: the declaration decides.
 */
import { pipeline } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { headerValue } from '../core/http/request-headers.js';
import { TransferMeter } from '../core/memory/transfer-reclaim.js';
import type { DownloadedFile, StreamedFile, UploadedFile, UploadStream } from '../connectors/framework/define.js';
import type { ResourceDeclaration } from '../unified/define.js';
import { readStreamedBody, type LimitedBody } from './streamed-body.js';
import { bodySchema } from './unified-schemas.js';

/** The reference's `x-apideck-metadata`: the uploaded record's fields, as a JSON object. */
export const UPLOAD_METADATA_HEADER = 'x-svc-metadata';

/** Largest file a create takes; the platforms' own limits are lower still (Xero 3.5 MB, QuickBooks 100 MB). */
export const FILE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * A file create's body once read: the record fields of the metadata header,
 * and the file, whole (`addBody: 'file'`) or as it arrives (`stream`, with
 * the counter that holds it to the limit).
 */
export interface UploadBody {
  record: Record<string, unknown>;
  file?: UploadedFile;
  upload?: UploadStream;
  limit?: LimitedBody;
}

export function uploadOf(body: unknown): UploadBody {
  return body as UploadBody;
}

function metadataOf(request: FastifyRequest, resource: ResourceDeclaration): Record<string, unknown> {
  const text = headerValue(request, UPLOAD_METADATA_HEADER);
  if (text === undefined) {
    throw new ApiError('RequestHeadersValidationError', {
      message: `Missing header ${UPLOAD_METADATA_HEADER}: the file's fields as JSON, such as {"name":"invoice.pdf"}`,
      detail: { missing: [{ [UPLOAD_METADATA_HEADER]: 'required' }] },
    });
  }
  let metadata: unknown;
  try {
    metadata = JSON.parse(text);
  } catch {
    metadata = undefined;
  }
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
    throw new ApiError('RequestHeadersValidationError', {
      message: `${UPLOAD_METADATA_HEADER} must be a JSON object`,
      detail: { [UPLOAD_METADATA_HEADER]: text.slice(0, 200) },
    });
  }
  // Held to the model as a JSON body would be, with the route's own validator compiler.
  const validate = request.compileValidationSchema(bodySchema(resource, 'add'));
  if (!validate(metadata)) {
    const problems = (validate.errors ?? []).slice(0, 20).map((issue) => `${issue.instancePath || '(root)'} ${issue.message ?? 'is invalid'}`);
    throw new ApiError('RequestValidationError', { message: `Invalid ${UPLOAD_METADATA_HEADER}: ${problems[0] ?? 'not a valid record'}`, detail: { [UPLOAD_METADATA_HEADER]: problems } });
  }
  return metadata as Record<string, unknown>;
}

/**
 * Replaces the raw bytes of a file create with what the operation uses:
 * the file (with its Content-Type) and the record fields of its metadata.
 * Idempotency keys then fingerprint both.
 */
export function readUpload(request: FastifyRequest, resource: ResourceDeclaration): void {
  if (resource.addBody === 'stream') {
    // The metadata first: a refused one costs no byte of the file.
    const record = metadataOf(request, resource);
    const { upload, limit } = readStreamedBody(request, resource.streamMaxBytes ?? FILE_UPLOAD_MAX_BYTES);
    request.body = { record, upload, limit } satisfies UploadBody;
    return;
  }
  const bytes = request.body;
  const contentType = headerValue(request, 'content-type');
  if (!Buffer.isBuffer(bytes) || bytes.length === 0 || contentType === undefined) {
    throw new ApiError('RequestValidationError', {
      message: 'The body must be the file itself, with its Content-Type',
      detail: { body: Buffer.isBuffer(bytes) && bytes.length > 0 ? 'Content-Type is missing' : 'the file is empty' },
    });
  }
  const upload: UploadBody = { record: metadataOf(request, resource), file: { bytes, contentType } };
  request.body = upload;
}

/** `attachment; filename=…`, with the RFC 6266 / 5987 form for names that are not plain ASCII. */
function contentDisposition(fileName: string | undefined): string {
  if (fileName === undefined || fileName === '') return 'attachment';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A record's content as the answer: bytes, or the platform's stream piped on
 * as it arrives (with its length, and its range where it answered part of
 * the file), never gathered whole.
 */
export function sendFile(reply: FastifyReply, file: DownloadedFile | StreamedFile): FastifyReply {
  if ('stream' in file) {
    reply
      .code(file.status)
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if (file.contentLength !== undefined) reply.header('content-length', String(file.contentLength));
    if (file.contentRange !== undefined) reply.header('content-range', file.contentRange);
    // Counted on its way, so the chunks already sent are collected as the transfer goes (transfer-reclaim.ts).
    return reply.send(pipeline(file.stream, new TransferMeter(), () => undefined));
  }
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes));
}
