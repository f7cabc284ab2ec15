/**
 * A small Drive client for the emulator's tests: the OAuth dance against the
 * emulator's authorization server, JSON calls, raw uploads and downloads.
 */
import { expect } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { googleDriveEmulator, GOOGLE_DRIVE_OAUTH_PATHS } from '../../src/sandbox/google-drive/index.js';
import type { OAuthEmulatorControls } from '../../src/sandbox/framework/emulator.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from './oauth-dance.js';

export const CLIENT = SANDBOX_OAUTH_CLIENTS['google-drive'];
export const REDIRECT = 'http://127.0.0.1:9/google-drive/callback';
export type DriveHandle = KitEmulatorHandle & { oauth: OAuthEmulatorControls };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export async function startDrive(options: { record?: boolean } = {}): Promise<DriveHandle> {
  const emulator = (await googleDriveEmulator.start(options)) as DriveHandle;
  emulator.oauth.registerOAuthClient({ ...CLIENT, redirectUris: [REDIRECT] });
  return emulator;
}

export async function authorize(emulator: DriveHandle): Promise<Json> {
  const page = await openPage(withQuery(`${emulator.url}${GOOGLE_DRIVE_OAUTH_PATHS.authorize}`, { response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: 'https://www.googleapis.com/auth/drive', state: 'd1', access_type: 'offline' }));
  expect(page.status).toBe(200);
  const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
  const tokens = await postToken(`${emulator.url}${GOOGLE_DRIVE_OAUTH_PATHS.token}`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { format: 'form' });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return tokens.body;
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Buffer;
  headers: Headers;
}

export function driveClient(emulator: { url: string }, token: () => string) {
  return async (path: string, init: { method?: string; body?: unknown; raw?: Buffer | string; headers?: Record<string, string>; token?: string | null } = {}): Promise<Reply> => {
    const bearer = init.token === undefined ? token() : init.token;
    const headers: Record<string, string> = { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...init.headers };
    let body: Buffer | string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json; charset=UTF-8';
      body = JSON.stringify(init.body);
    } else if (init.raw !== undefined) body = init.raw;
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers, ...(body === undefined ? {} : { body }), redirect: 'manual' });
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').includes('json') && bytes.length > 0;
    return { status: response.status, body: json ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8'), bytes, headers: response.headers };
  };
}

/** A multipart/related upload body: JSON metadata, then the bytes. */
export function relatedBody(metadata: Json, media: Buffer, mediaType: string, boundary = 'drive_boundary_7f3a'): { body: Buffer; contentType: string } {
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\nContent-Type: ${mediaType}\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}
