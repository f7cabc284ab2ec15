/**
 * What the Box emulator tests share: an emulator with the sandbox client
 * registered, an access token won through the consent page and the token
 * endpoint (form body, client_secret_post, as Box's `POST /oauth2/token`
 * takes it), a JSON client, and the two upload shapes (multipart, parts with digests).
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { boxEmulator, type BoxEmulatorHandle } from '../../src/sandbox/box/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from './oauth-dance.js';

export type Json = Record<string, any>;
export type BoxHandle = BoxEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };
export const REDIRECT = 'http://127.0.0.1:9/box/callback';
export const CLIENT = SANDBOX_OAUTH_CLIENTS.box;

export async function startBox(options: { record?: boolean } = {}): Promise<BoxHandle> {
  const emulator = (await boxEmulator.start(options)) as BoxHandle;
  emulator.oauth.registerOAuthClient({ ...CLIENT, redirectUris: [REDIRECT] });
  return emulator;
}

export async function authorize(emulator: BoxHandle): Promise<Json> {
  const page = await openPage(withQuery(`${emulator.url}/api/oauth2/authorize`, { response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: 'root_readwrite', state: 'b1' }));
  expect(page.status).toBe(200);
  const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
  const tokens = await postToken(`${emulator.url}/oauth2/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { format: 'form' });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return tokens.body;
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  bytes: Buffer;
}

export type BoxClient = (path: string, init?: { method?: string; body?: unknown; raw?: Buffer | string; headers?: Record<string, string>; token?: string | null }) => Promise<Answer>;

export function client(emulator: BoxHandle, token: () => string): BoxClient {
  return async (path, init = {}) => {
    const bearer = init.token === undefined ? token() : init.token;
    const headers: Record<string, string> = { ...init.headers };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const body = init.body !== undefined ? JSON.stringify(init.body) : init.raw;
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body, duplex: 'half' } : {}) } as RequestInit);
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json') && bytes.length > 0;
    return { status: response.status, body: json ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8'), headers: response.headers, bytes };
  };
}

/** Box's simple upload: the attributes part, then the file part. */
export function multipart(attributes: Json, bytes: Buffer, filename = 'upload.bin'): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `----box-test-${Math.random().toString(16).slice(2)}`;
  const raw = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attributes"\r\n\r\n${JSON.stringify(attributes)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const sha1Base64 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('base64');
export const sha1Hex = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

/** Headers of one part of an upload session. */
export function partHeaders(bytes: Buffer, offset: number, total: number): Record<string, string> {
  return { 'content-type': 'application/octet-stream', digest: `sha=${sha1Base64(bytes)}`, 'content-range': `bytes ${offset}-${offset + bytes.length - 1}/${total}` };
}
