/**
 * Driving the hosted connect page over plain HTTP, as a browser without
 * script would: create a session through the API, open its link to get the
 * cookie, read pages, and post their forms with the CSRF token they carry.
 */
import { expect } from 'vitest';
import type { Tenant } from './service.js';

export interface CreatedSession {
  token: string;
  uri: string;
}

export async function createSession(url: string, tenant: Tenant, consumerId: string, body: unknown = {}): Promise<CreatedSession> {
  const response = await fetch(`${url}/vault/sessions`, {
    method: 'POST',
    headers: { ...tenant.headers(consumerId), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const data = (JSON.parse(text) as { data: { session_token: string; session_uri: string } }).data;
  return { token: data.session_token, uri: data.session_uri };
}

/** Opens the session link and answers the cookie ("name=value") it sets. */
export async function openSession(uri: string): Promise<string> {
  const response = await fetch(uri, { redirect: 'manual' });
  expect(response.status, await response.text()).toBe(303);
  expect(response.headers.get('location')).toBe('/connect');
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0] ?? '';
  expect(pair).toMatch(/^[^=]+=[A-Za-z0-9_-]{43}$/);
  return pair;
}

export interface PageResult {
  status: number;
  headers: Headers;
  html: string;
}

export async function getPage(url: string, cookie: string | undefined, extraHeaders: Record<string, string> = {}): Promise<PageResult> {
  const response = await fetch(url, { headers: { ...(cookie ? { cookie } : {}), ...extraHeaders }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

export async function postForm(url: string, cookie: string | undefined, fields: Record<string, string>): Promise<PageResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The CSRF token of the first form on a page. */
export function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  expect(match, 'a CSRF field on the page').not.toBeNull();
  return match?.[1] as string;
}
