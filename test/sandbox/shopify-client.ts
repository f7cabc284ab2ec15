/**
 * What the Shopify emulator tests share: an emulator with the sandbox OAuth
 * client registered, a token won through the consent page, and a GraphQL
 * client that sends `X-Shopify-Access-Token`.
 */
import { expect } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { SHOPIFY_DEMO_ACCOUNT, shopifyEmulator } from '../../src/sandbox/shopify/index.js';
import { openPage, postToken, pressButton, redirectOf, withQuery } from './oauth-dance.js';

export type Json = Record<string, any>;
export type ShopifyHandle = KitEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };
export const REDIRECT = 'http://127.0.0.1:9/shopify/callback';
export const CLIENT = SANDBOX_OAUTH_CLIENTS.shopify;
export const FULL_TOKEN = SHOPIFY_DEMO_ACCOUNT.tokens[0]!.token;
export const RECENT_TOKEN = SHOPIFY_DEMO_ACCOUNT.tokens[1]!.token;

export async function startShopify(options: { record?: boolean } = {}): Promise<ShopifyHandle> {
  const emulator = (await shopifyEmulator.start(options)) as ShopifyHandle;
  emulator.oauth.registerOAuthClient({ ...CLIENT, redirectUris: [REDIRECT] });
  return emulator;
}

/** Consent for `scope` (comma-separated, as Shopify takes it), then the code exchanged: the token answer. */
export async function authorize(emulator: ShopifyHandle, scope: string): Promise<Json> {
  const page = await openPage(withQuery(`${emulator.url}/admin/oauth/authorize`, { response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope, state: 'n0nce' }));
  expect(page.status).toBe(200);
  const redirect = redirectOf(await pressButton(page, 'allow'));
  expect(redirect.searchParams.get('shop')).toBe('harbor-goods.myshopify.com');
  const tokens = await postToken(`${emulator.url}/admin/oauth/access_token`, { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, grant_type: 'authorization_code', redirect_uri: REDIRECT, code: redirect.searchParams.get('code') as string }, { format: 'form' });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return tokens.body;
}

export interface GraphAnswer {
  status: number;
  body: Json;
}

export type GraphClient = (query: string, variables?: Json, token?: string | null) => Promise<GraphAnswer>;

export function graph(emulator: ShopifyHandle, defaultToken = FULL_TOKEN): GraphClient {
  return async (query, variables = {}, token = defaultToken) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers['x-shopify-access-token'] = token;
    const response = await fetch(`${emulator.url}/admin/api/2025-01/graphql.json`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return { status: response.status, body: (await response.json()) as Json };
  };
}
