/**
 * A multipart/form-data body, as BambooHR's Create Candidate and Create Job
 * Opening take: text fields, and files (the résumé).
 */
import { randomBytes } from 'node:crypto';

export interface FormFilePart {
  bytes: Uint8Array;
  contentType: string;
  name: string;
}

const clean = (text: string) => text.replace(/["\r\n\\]/g, '_');

export function formBody(fields: Readonly<Record<string, unknown>>, files: Readonly<Record<string, FormFilePart>> = {}): { body: Uint8Array; contentType: string } {
  const boundary = `----svc${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${clean(name)}"\r\n\r\n${String(value)}\r\n`, 'utf8'));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${clean(name)}"; filename="${clean(file.name)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`, 'utf8'));
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
