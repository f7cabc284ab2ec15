/**
 * What a browser and an OAuth client do against an emulated authorization
 * server, over real HTTP: open the consent page, submit its form with one of
 * its buttons (redirects are not followed, so the platform's 302 can be
 * read), and call the token endpoint as JSON or as a form.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { OAuthClientRegistration, OAuthEmulatorControls } from '../../src/sandbox/framework/emulator.js';

export interface Page {
  url: URL;
  status: number;
  headers: Headers;
  html: string;
}

export async function openPage(url: URL | string): Promise<Page> {
  const response = await fetch(url, { redirect: 'manual' });
  return { url: new URL(url), status: response.status, headers: response.headers, html: await response.text() };
}

function unescape(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? unescape(match[1] as string) : undefined;
}

/** Submits the page's form the way a browser does when the button with this id is pressed. */
export async function pressButton(page: Page, buttonId: 'allow' | 'deny'): Promise<Response> {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/.exec(page.html);
  expect(form, 'a form on the consent page').not.toBeNull();
  const [whole, inside] = form as unknown as [string, string];
  const formTag = /<form\b[^>]*>/.exec(whole)?.[0] as string;
  const button = new RegExp(`<button\\b[^>]*\\sid="${buttonId}"[^>]*>`).exec(inside)?.[0];
  expect(button, `#${buttonId} inside the form`).toBeDefined();
  const body = new URLSearchParams();
  for (const input of inside.match(/<input\b[^>]*>/g) ?? []) body.append(attribute(input, 'name') as string, attribute(input, 'value') ?? '');
  body.append(attribute(button as string, 'name') as string, attribute(button as string, 'value') as string);
  return fetch(new URL(attribute(formTag, 'action') as string, page.url), {
    method: (attribute(formTag, 'method') as string).toUpperCase(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

/** The Location of a 302, parsed. */
export function redirectOf(response: Response): URL {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') as string);
}

export interface TokenReply {
  status: number;
  headers: Headers;
  body: Record<string, any>;
}

export async function postToken(url: string, params: Record<string, string>, options: { format?: 'json' | 'form'; headers?: Record<string, string> } = {}): Promise<TokenReply> {
  const form = options.format === 'form';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', accept: 'application/json', ...options.headers },
    body: form ? new URLSearchParams(params).toString() : JSON.stringify(params),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? {} : JSON.parse(text) };
}

/** A fresh RFC 7636 verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(user)}:${encodeURIComponent(password)}`).toString('base64')}`;
}

/** A URL with these query parameters, in order. */
export function withQuery(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
  return url;
}

/** Each test starts from the same registered client and the default access token lifetime. */
export function resetOAuth(oauth: OAuthEmulatorControls, client: OAuthClientRegistration): void {
  oauth.registerOAuthClient(client);
  oauth.setAccessTokenLifetime(3600);
}

/** Waits until a token issued with a one-second lifetime has expired. */
export function outliveOneSecondToken(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1100));
}
