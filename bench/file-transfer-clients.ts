/**
 * The two ways the transfer benchmark moves a file: through the service's
 * unified File Storage API, and straight at the Box emulator with Box's own
 * chunked upload API (what the connector sends it). Both send the same parts
 * one after another, from the same pattern and precomputed digests, and read
 * downloads the same way, so their times differ by what lies between.
 */
import { createHash } from 'node:crypto';
import { patternPart, type FileDigests } from './file-pattern.js';

type Json = Record<string, any>;

async function expectStatus(answer: Response, status: number, what: string): Promise<Json> {
  const text = await answer.text();
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}, not ${status}: ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as Json) : {};
}

async function send(url: string, init: { method: string; headers: Record<string, string>; json?: unknown; body?: Buffer }): Promise<Response> {
  const headers = { ...init.headers, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) };
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  return fetch(url, { method: init.method, headers, ...(body !== undefined ? { body } : {}) });
}

function checkPartSize(file: FileDigests, partSize: unknown, who: string): void {
  if (partSize !== file.partSize) throw new Error(`${who} gives parts of ${String(partSize)} bytes; the digests were made for ${file.partSize}`);
}

const partRange = (file: FileDigests, index: number) => {
  const start = index * file.partSize;
  return { start, length: Math.min(file.partSize, file.size - start) };
};

export interface ServiceClient {
  baseUrl: string;
  headers: Record<string, string>;
}

/** POST /file-storage/upload-sessions, a PUT per part with its digest, POST …/finish with the file's: the new file's id. */
export async function uploadThroughService(service: ServiceClient, file: FileDigests, name: string): Promise<string> {
  const url = (path: string) => `${service.baseUrl}/file-storage${path}`;
  const opened = await expectStatus(await send(url('/upload-sessions'), { method: 'POST', headers: service.headers, json: { name, parent_folder_id: 'root', size: file.size } }), 201, 'POST /upload-sessions');
  const id = encodeURIComponent(opened.data.id as string);
  const session = await expectStatus(await send(url(`/upload-sessions/${id}`), { method: 'GET', headers: service.headers }), 200, 'GET /upload-sessions/{id}');
  checkPartSize(file, session.data.part_size, 'the service');
  for (let index = 0; index < file.parts.length; index++) {
    const { start, length } = partRange(file, index);
    const headers = { ...service.headers, 'content-type': 'application/octet-stream', digest: file.parts[index] as string };
    await expectStatus(await send(url(`/upload-sessions/${id}?part_number=${index}`), { method: 'PUT', headers, body: patternPart(start, length) }), 200, `PUT part ${index}`);
  }
  const finished = await expectStatus(await send(url(`/upload-sessions/${id}/finish`), { method: 'POST', headers: { ...service.headers, digest: file.whole }, json: {} }), 201, 'POST …/finish');
  if (finished.data.size !== file.size) throw new Error(`the finished file has ${finished.data.size} bytes, not ${file.size}`);
  return finished.data.id as string;
}

/** Box's chunked upload at the emulator: open a session, PUT each part with Content-Range and Digest, commit. */
export async function uploadDirect(emulatorUrl: string, token: string, file: FileDigests, name: string): Promise<string> {
  const base = `${emulatorUrl}/api/2.0/files/upload_sessions`;
  const auth = { authorization: `Bearer ${token}` };
  const session = await expectStatus(await send(base, { method: 'POST', headers: auth, json: { folder_id: '0', file_size: file.size, file_name: name } }), 201, 'Box POST upload_sessions');
  checkPartSize(file, session.part_size, 'the emulator');
  const parts: Json[] = [];
  for (let index = 0; index < file.parts.length; index++) {
    const { start, length } = partRange(file, index);
    const headers = { ...auth, 'content-type': 'application/octet-stream', digest: file.parts[index] as string, 'content-range': `bytes ${start}-${start + length - 1}/${file.size}` };
    const answer = await expectStatus(await send(`${base}/${session.id}`, { method: 'PUT', headers, body: patternPart(start, length) }), 200, `Box PUT part ${index}`);
    parts.push(answer.part as Json);
  }
  const committed = await expectStatus(await send(`${base}/${session.id}/commit`, { method: 'POST', headers: { ...auth, digest: file.whole }, json: { parts } }), 201, 'Box commit');
  return committed.entries[0].id as string;
}

/** Reads a download to its end (following redirects) and checks its SHA-256: the bytes counted, never kept. */
export async function downloadAndCheck(url: string, headers: Record<string, string>, file: FileDigests): Promise<void> {
  const answer = await fetch(url, { headers, redirect: 'follow' });
  if (answer.status !== 200 || !answer.body) throw new Error(`GET ${url} answered ${answer.status}: ${(await answer.text()).slice(0, 500)}`);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    size += chunk.length;
  }
  if (size !== file.size) throw new Error(`GET ${url} gave ${size} bytes, not ${file.size}`);
  if (hash.digest('hex') !== file.sha256) throw new Error(`GET ${url} gave other bytes than were uploaded (SHA-256 differs)`);
}
