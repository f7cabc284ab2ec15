/**
 * What the Clover emulator tests share: an emulator with the sandbox app
 * registered, a small client that sends a Bearer token to paths under a
 * merchant (`/v3/merchants/{mId}` + path), and the app install (consent,
 * then the code exchanged at POST /oauth/v2/token as Clover's JSON body).
 */
import { expect } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { CLOVER_DEMO_ACCOUNT, cloverEmulator } from '../../src/sandbox/clover/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from './oauth-dance.js';

export type Json = Record<string, any>;
export type CloverHandle = KitEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };
export const MERCHANT = CLOVER_DEMO_ACCOUNT;
export const APP = SANDBOX_OAUTH_CLIENTS.clover;
export const REDIRECT = 'http://127.0.0.1:9/clover/callback';

export async function startClover(): Promise<CloverHandle> {
  const emulator = (await cloverEmulator.start()) as CloverHandle;
  emulator.oauth.registerOAuthClient({ ...APP, redirectUris: [REDIRECT] });
  return emulator;
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export type CloverClient = (path: string, init?: { method?: string; body?: unknown; token?: string | null; merchant?: string }) => Promise<Answer>;

/** `path` is under the merchant (`/orders`); `merchant` and `token` override the demo merchant's. */
export function client(emulator: KitEmulatorHandle, token: () => string = () => MERCHANT.apiToken): CloverClient {
  return async (path, init = {}) => {
    const bearer = init.token === undefined ? token() : init.token;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${emulator.url}/v3/merchants/${init.merchant ?? MERCHANT.merchantId}${path}`, { method, headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
  };
}

/** The merchant installs the app: the redirect's code and merchant_id, then the token pair. */
export async function install(emulator: CloverHandle): Promise<{ redirect: URL; tokens: Json }> {
  const page = await openPage(withQuery(`${emulator.url}/oauth/v2/authorize`, { client_id: APP.clientId, redirect_uri: REDIRECT, state: 's1' }));
  expect(page.status, page.html).toBe(200);
  const redirect = redirectOf(await pressButton(page, 'allow'));
  const code = redirect.searchParams.get('code') as string;
  const tokens = await postToken(`${emulator.url}/oauth/v2/token`, { client_id: APP.clientId, client_secret: APP.clientSecret, code }, { format: 'json' });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { redirect, tokens: tokens.body };
}
