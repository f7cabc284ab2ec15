/** Reading a unified list to its end through `links.next`, as a client does, with each page held to the limit asked. */
import { expect } from 'vitest';
import type { CallResult } from './http.js';

type Json = Record<string, any>;

/**
 * Every record of a list: the first page at `firstUrl` with `limit`, then each
 * `links.next` until it is null, failing on any other status than 200, on a
 * page larger than `limit`, or past `maxPages`.
 */
export async function collectPages(get: (url: string) => Promise<CallResult<Json>>, firstUrl: string, limit: number, maxPages = 200): Promise<Json[]> {
  const seen: Json[] = [];
  let url: string | null = `${firstUrl}${firstUrl.includes('?') ? '&' : '?'}limit=${limit}`;
  for (let pages = 0; url; pages++) {
    expect(pages, `${firstUrl}: more than ${maxPages} pages`).toBeLessThan(maxPages);
    const page = await get(url);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.body.data);
    url = page.body.links?.next ?? null;
  }
  return seen;
}
