/**
 * What the Gusto emulator tests share: an emulator with the sandbox client
 * registered, an access token won through the consent page and the token
 * endpoint (JSON body, client_secret_post, as Gusto's `oauth-access-token`
 * operation sends it), and a small client that sends the version header.
 */
import { expect } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GUSTO_API_VERSION, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from './oauth-dance.js';

export type Json = Record<string, any>;
export type GustoHandle = KitEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };
export const REDIRECT = 'http://127.0.0.1:9/gusto/callback';
export const CLIENT = SANDBOX_OAUTH_CLIENTS.gusto;
/** The shared authorization server wants a scope on the consent request; Gusto's are the app's, named here as the app would have them. */
const SCOPES = 'companies:read departments:write employees:manage jobs:read compensations:read payrolls:read';

export async function startGusto(options: { record?: boolean } = {}): Promise<GustoHandle> {
  const emulator = (await gustoEmulator.start(options)) as GustoHandle;
  emulator.oauth.registerOAuthClient({ ...CLIENT, redirectUris: [REDIRECT] });
  return emulator;
}

/** Consent, then the code exchanged at the token endpoint: the token answer. */
export async function authorize(emulator: GustoHandle): Promise<Json> {
  const page = await openPage(withQuery(`${emulator.url}/oauth/authorize`, { response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: SCOPES, state: 'g1' }));
  expect(page.status).toBe(200);
  const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
  const tokens = await postToken(`${emulator.url}/oauth/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return tokens.body;
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export function client(emulator: GustoHandle, token: () => string) {
  return async (path: string, init: { method?: string; body?: unknown; token?: string | null; version?: string | null } = {}): Promise<Answer> => {
    const bearer = init.token === undefined ? token() : init.token;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const version = init.version === undefined ? GUSTO_API_VERSION : init.version;
    if (version) headers['x-gusto-api-version'] = version;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return { status: response.status, body: json ? JSON.parse(text) : text, headers: response.headers, text };
  };
}
