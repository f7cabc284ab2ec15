/**
 * BambooHR's applicant tracking creates (Create Candidate, Create Job
 * Opening) are multipart/form-data: the body is kept as bytes and read here
 * into text fields and files. A body that is not a form is refused like a
 * form missing its required fields.
 */
import type { FastifyInstance } from 'fastify';
import { fail } from '../framework/kit/index.js';

export interface FormFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface ReadForm {
  text: Record<string, string>;
  files: Record<string, FormFile>;
}

/** Multipart bodies arrive as bytes (kept as latin1 text for the recordings). */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = (body as Buffer).toString('latin1');
    done(null, body);
  });
}

export async function readForm(body: unknown, contentType: string): Promise<ReadForm> {
  if (!Buffer.isBuffer(body) || !contentType.startsWith('multipart/form-data')) throw fail.validation('The body must be multipart/form-data', { status: 422 });
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw fail.validation('The multipart body could not be read', { status: 422 });
  }
  const text: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') text[name] = value;
    else files[name] = { name: value.name, contentType: value.type || 'application/octet-stream', bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { text, files };
}

/** A 422 naming the field, as BambooHR answers a parameter that failed validation. */
export const invalid = (field: string, message: string) => fail.validation(message, { field, status: 422 });
