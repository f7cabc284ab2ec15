/**
 * What the Square emulator tests share: an emulator with the sandbox client
 * registered, an access token won through the consent page and ObtainToken
 * (a JSON body, as Square's description sends it), and a small client that
 * sends `Square-Version` and a Bearer token.
 */
import { expect } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { SQUARE_API_VERSION, squareEmulator } from '../../src/sandbox/square/index.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from './oauth-dance.js';

export type Json = Record<string, any>;
export type SquareHandle = KitEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };
export const REDIRECT = 'http://127.0.0.1:9/square/callback';
export const CLIENT = SANDBOX_OAUTH_CLIENTS.square;

export async function startSquare(options: { record?: boolean } = {}): Promise<SquareHandle> {
  const emulator = (await squareEmulator.start(options)) as SquareHandle;
  emulator.oauth.registerOAuthClient({ ...CLIENT, redirectUris: [REDIRECT] });
  return emulator;
}

/** Consent, then the code exchanged at POST /oauth2/token: the token answer. */
export async function authorize(emulator: SquareHandle): Promise<Json> {
  const page = await openPage(withQuery(`${emulator.url}/oauth2/authorize`, { response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: 'MERCHANT_PROFILE_READ ITEMS_READ ITEMS_WRITE ORDERS_READ ORDERS_WRITE PAYMENTS_READ PAYMENTS_WRITE', state: 's1' }));
  expect(page.status).toBe(200);
  const code = redirectOf(await pressButton(page, 'allow')).searchParams.get('code') as string;
  const tokens = await postToken(`${emulator.url}/oauth2/token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { format: 'json' });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return tokens.body;
}

export interface Answer {
  status: number;
  body: any;
}

export type SquareClient = (path: string, init?: { method?: string; body?: unknown; token?: string | null; version?: string | null; signal?: AbortSignal }) => Promise<Answer>;

export function client(emulator: SquareHandle, token: () => string): SquareClient {
  return async (path, init = {}) => {
    const bearer = init.token === undefined ? token() : init.token;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const version = init.version === undefined ? SQUARE_API_VERSION : init.version;
    if (version) headers['square-version'] = version;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${emulator.url}${path}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}), ...(init.signal ? { signal: init.signal } : {}) });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
}
