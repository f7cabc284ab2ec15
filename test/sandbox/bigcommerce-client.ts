/**
 * What the BigCommerce emulator tests share: an emulator and a small client
 * that sends the store's X-Auth-Token to paths under its store hash.
 */
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { BIGCOMMERCE_DEMO_ACCOUNT, bigcommerceEmulator } from '../../src/sandbox/bigcommerce/index.js';

export type Json = Record<string, any>;
export const STORE = BIGCOMMERCE_DEMO_ACCOUNT;

export async function startBigCommerce(options: { record?: boolean } = {}): Promise<KitEmulatorHandle> {
  return bigcommerceEmulator.start(options);
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

/** `path` is under the store (`/v2/orders`); `store` and `token` override the demo store's. */
export function client(emulator: KitEmulatorHandle) {
  return async (path: string, init: { token?: string | null; store?: string; method?: string; body?: unknown } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const token = init.token === undefined ? STORE.accessToken : init.token;
    if (token) headers['x-auth-token'] = token;
    const response = await fetch(`${emulator.url}/stores/${init.store ?? STORE.storeHash}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return { status: response.status, body: json ? JSON.parse(text) : text, headers: response.headers, text };
  };
}
