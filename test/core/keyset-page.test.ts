/** Platform lists paged by key: every row once, cursors bound to their list, links that keep the query. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CursorCodec } from '../../src/core/cursor.js';
import { keysetPage, keysetStart, type KeysetRequest } from '../../src/core/http/keyset-page.js';

const cursors = new CursorCodec(randomBytes(32));
const binding = { connector: 'vault', resource: 'consumers', connectionId: 'app_1:sandbox' };
const keys = ['a', 'b', 'c', 'd', 'e'];
/** What a store answers for "after this key, at most this many". */
const read = ({ after, limit }: { after: string | undefined; limit: number }) => keys.filter((key) => after === undefined || key > after).slice(0, limit);

describe('keyset pages', () => {
  it('walks every row once through links.next, ending with null', () => {
    const seen: string[] = [];
    let url: string | null = '/vault/consumers?limit=2&filter%5Bconsumer_id%5D=x';
    for (let pages = 0; url && pages < 10; pages++) {
      const params: URLSearchParams = new URL(url, 'http://svc').searchParams;
      const request: KeysetRequest = { cursors, binding, query: { cursor: params.get('cursor') ?? undefined, limit: Number(params.get('limit')) }, url, publicUrl: 'http://svc' };
      const { page, meta, links }: ReturnType<typeof keysetPage<string>> = keysetPage(request, read(keysetStart(request)), (key) => key);
      seen.push(...page);
      expect(meta.items_on_page).toBe(page.length);
      expect(links.current).toBe(`http://svc${url}`);
      if (links.next) expect(links.next).toContain('filter%5Bconsumer_id%5D=x');
      url = links.next === null ? null : links.next.slice('http://svc'.length);
    }
    expect(seen).toEqual(keys);
  });

  it('refuses a cursor issued for another list', () => {
    const foreign = cursors.encode({ ...binding, connectionId: 'app_2:sandbox' }, 'b');
    expect(() => keysetStart({ cursors, binding, query: { cursor: foreign }, url: '/', publicUrl: 'http://svc' })).toThrow();
  });
});
