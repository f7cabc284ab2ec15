import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import {
  cursorPaging,
  linkHeaderPaging,
  linkOf,
  nextUrlPaging,
  offsetPaging,
  pageNumberPaging,
  type PagingStrategy,
} from '../../src/connectors/framework/paging/index.js';
import type { PagingState } from '../../src/connectors/framework/define.js';

const list = new URL('https://api.example.com/v1/contacts');

function typeOf(call: () => unknown): string | undefined {
  try {
    call();
  } catch (error) {
    return error instanceof ApiError ? error.typeName : 'not an ApiError';
  }
  return undefined;
}

function refuses<S extends PagingState>(strategy: PagingStrategy<S>, states: unknown[]): void {
  for (const state of states) expect(typeOf(() => strategy.read(state as PagingState, list)), JSON.stringify(state)).toBe('InvalidCursorError');
}

describe('offset paging', () => {
  const paging = offsetPaging({ offset: 'start', size: 'limit', max: 100 });

  it('asks from the start, then from where the last page ended, with the page size capped', () => {
    expect(paging.request({ list, limit: 20, state: undefined })).toEqual({ query: { start: 0, limit: 20 } });
    expect(paging.request({ list, limit: 500, state: { offset: 40 } })).toEqual({ query: { start: 40, limit: 100 } });
  });

  it('goes on after a full page, stops after a short one, and pages back by one page', () => {
    const at = (offset?: number) => ({ list, limit: 20, state: offset === undefined ? undefined : { offset } });
    expect(paging.neighbours(at(), { body: {}, headers: {}, count: 20 })).toEqual({ next: { offset: 20 }, previous: null });
    expect(paging.neighbours(at(20), { body: {}, headers: {}, count: 7 })).toEqual({ next: null, previous: { offset: 0 } });
    expect(paging.neighbours(at(10), { body: {}, headers: {}, count: 20 }).previous).toEqual({ offset: 0 });
  });

  it('believes the platform when it says whether more follow or how many there are', () => {
    const flagged = offsetPaging({ offset: 'start', size: 'limit', max: 100, hasMore: 'additional_data.pagination.more_items_in_collection' });
    const body = (more: boolean) => ({ additional_data: { pagination: { more_items_in_collection: more } } });
    expect(flagged.neighbours({ list, limit: 2, state: undefined }, { body: body(false), headers: {}, count: 2 }).next).toBeNull();
    expect(flagged.neighbours({ list, limit: 5, state: undefined }, { body: body(true), headers: {}, count: 2 }).next).toEqual({ offset: 2 });

    const counted = offsetPaging({ offset: 'startAt', size: 'maxResults', max: 50, total: 'total' });
    expect(counted.neighbours({ list, limit: 10, state: { offset: 10 } }, { body: { total: 20 }, headers: {}, count: 10 }).next).toBeNull();
    expect(counted.neighbours({ list, limit: 10, state: { offset: 10 } }, { body: { total: '21' }, headers: {}, count: 10 }).next).toEqual({ offset: 20 });
  });

  it('counts from 1 where the platform does (QuickBooks)', () => {
    const quickbooks = offsetPaging({ offset: 'STARTPOSITION', size: 'MAXRESULTS', max: 1000, first: 1 });
    expect(quickbooks.request({ list, limit: 10, state: undefined })).toEqual({ query: { STARTPOSITION: 1, MAXRESULTS: 10 } });
    expect(quickbooks.request({ list, limit: 10, state: { offset: 10 } })).toEqual({ query: { STARTPOSITION: 11, MAXRESULTS: 10 } });
  });

  it('asks for one record more than the page and leaves it out, where it looks ahead', () => {
    const ahead = offsetPaging({ offset: 'start', size: 'max', max: 999, first: 1, lookAhead: true });
    expect(ahead.request({ list, limit: 10, state: { offset: 10 } })).toEqual({ query: { start: 11, max: 11 } });
    expect(ahead.request({ list, limit: 5000, state: undefined })).toEqual({ query: { start: 1, max: 1000 } });
    // The extra record answered: another page follows, and the page is the ten asked for.
    expect(ahead.neighbours({ list, limit: 10, state: { offset: 10 } }, { body: {}, headers: {}, count: 11 })).toEqual({ next: { offset: 20 }, previous: { offset: 0 }, count: 10 });
    // Exactly the page: the list ends here, without an empty call for the next one.
    expect(ahead.neighbours({ list, limit: 10, state: undefined }, { body: {}, headers: {}, count: 10 })).toEqual({ next: null, previous: null, count: 10 });
  });

  it('refuses states it never wrote', () => {
    expect(paging.read({ offset: 40 }, list)).toEqual({ offset: 40 });
    refuses(paging, [40, '40', { offset: -1 }, { offset: 1.5 }, { offset: '4' }, { offset: 4, page: 1 }, { after: 'x' }, null]);
  });
});

describe('page-number paging', () => {
  const paging = pageNumberPaging({ page: 'page', size: 'per_page', max: 100, first: 1 });

  it('starts at the first page and keeps the first page size for every following page', () => {
    expect(paging.request({ list, limit: 30, state: undefined })).toEqual({ query: { page: 1, per_page: 30 } });
    const { next } = paging.neighbours({ list, limit: 30, state: undefined }, { body: [], headers: {}, count: 30 });
    expect(next).toEqual({ page: 2, size: 30 });
    // A later `limit` cannot change the size: page 2 of 50 would skip records 31 to 50.
    expect(paging.request({ list, limit: 50, state: next! })).toEqual({ query: { page: 2, per_page: 30 } });
  });

  it('ends on a short page or when the page count is reached, and pages back to the first', () => {
    expect(paging.neighbours({ list, limit: 30, state: { page: 2, size: 30 } }, { body: [], headers: {}, count: 3 })).toEqual({
      next: null,
      previous: { page: 1, size: 30 },
    });
    const xero = pageNumberPaging({ page: 'page', size: 'pageSize', max: 1000, first: 1, totalPages: 'pagination.pageCount' });
    const body = { pagination: { pageCount: 2 } };
    expect(xero.neighbours({ list, limit: 10, state: undefined }, { body, headers: {}, count: 10 }).next).toEqual({ page: 2, size: 10 });
    expect(xero.neighbours({ list, limit: 10, state: { page: 2, size: 10 } }, { body, headers: {}, count: 10 }).next).toBeNull();
  });

  it('numbers pages from 0 where the platform does, and caps the size', () => {
    const zeroBased = pageNumberPaging({ page: 'p', size: 'n', max: 50, first: 0 });
    expect(zeroBased.request({ list, limit: 200, state: undefined })).toEqual({ query: { p: 0, n: 50 } });
    expect(zeroBased.neighbours({ list, limit: 200, state: undefined }, { body: {}, headers: {}, count: 50 }).previous).toBeNull();
  });

  it('refuses states it never wrote, or sizes above the platform maximum', () => {
    expect(paging.read({ page: 3, size: 20 }, list)).toEqual({ page: 3, size: 20 });
    refuses(paging, [3, { page: 3 }, { page: 0, size: 20 }, { page: 2, size: 101 }, { page: 2, size: 0 }, { offset: 2 }, { page: 2, size: 2, x: 1 }]);
  });
});

describe('cursor paging', () => {
  const intercom = cursorPaging({ size: 'per_page', max: 150, next: { param: 'starting_after', at: 'pages.next.starting_after' } });

  it('sends the token of the last page back and reads the next one from the body', () => {
    expect(intercom.request({ list, limit: 500, state: undefined })).toEqual({ query: { per_page: 150 } });
    expect(intercom.request({ list, limit: 20, state: { after: 'WzE3MDAwXQ==' } })).toEqual({ query: { per_page: 20, starting_after: 'WzE3MDAwXQ==' } });
    const body = { data: [], pages: { next: { page: 2, starting_after: 'abc' } } };
    // No `previous` at all: Intercom cannot page backwards.
    expect(intercom.neighbours({ list, limit: 20, state: undefined }, { body, headers: {}, count: 20 })).toEqual({ next: { after: 'abc' } });
    expect(intercom.neighbours({ list, limit: 20, state: { after: 'abc' } }, { body: { pages: {} }, headers: {}, count: 3 })).toEqual({ next: null });
  });

  it('takes the token from a function, and a null token ends the list (Asana)', () => {
    const asana = cursorPaging({ size: 'limit', max: 100, next: { param: 'offset', at: (body) => (body as { next_page: { offset: string } | null }).next_page?.offset } });
    const more = { data: [], next_page: { offset: 'eyJ0eXAi', path: '/tasks?offset=eyJ0eXAi', uri: 'https://app.asana.com/api/1.0/tasks?offset=eyJ0eXAi' } };
    expect(asana.neighbours({ list, limit: 10, state: undefined }, { body: more, headers: {}, count: 10 }).next).toEqual({ after: 'eyJ0eXAi' });
    expect(asana.neighbours({ list, limit: 10, state: undefined }, { body: { data: [], next_page: null }, headers: {}, count: 3 }).next).toBeNull();
  });

  it('pages both ways where the platform gives both tokens, reading has_more in the direction of travel', () => {
    const zendesk = cursorPaging({
      size: 'page[size]',
      max: 100,
      next: { param: 'page[after]', at: 'meta.after_cursor' },
      previous: { param: 'page[before]', at: 'meta.before_cursor' },
      hasMore: 'meta.has_more',
    });
    const page = (has_more: boolean) => ({ body: { meta: { has_more, after_cursor: 'A', before_cursor: 'B' } }, headers: {}, count: 2 });
    expect(zendesk.request({ list, limit: 5, state: { before: 'B0' } })).toEqual({ query: { 'page[size]': 5, 'page[before]': 'B0' } });
    expect(zendesk.neighbours({ list, limit: 2, state: undefined }, page(true))).toEqual({ next: { after: 'A' }, previous: null });
    expect(zendesk.neighbours({ list, limit: 2, state: { after: 'X' } }, page(false))).toEqual({ next: null, previous: { before: 'B' } });
    expect(zendesk.neighbours({ list, limit: 2, state: { before: 'X' } }, page(false))).toEqual({ next: { after: 'A' }, previous: null });
  });

  it('refuses foreign shapes, and backward states on a platform that cannot page back', () => {
    expect(intercom.read({ after: 'abc' }, list)).toEqual({ after: 'abc' });
    refuses(intercom, ['abc', 7, { after: '' }, { after: 3 }, { before: 'abc' }, { after: 'a', before: 'b' }, { after: 'a', extra: 1 }, { offset: 0 }]);
  });
});

describe('next-URL paging', () => {
  const twilioList = new URL('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
  const twilio = nextUrlPaging({ size: 'PageSize', max: 1000, next: 'next_page_uri', previous: 'previous_page_uri' });
  const at = (state?: string) => ({ list: twilioList, limit: 50, state });
  const answer = (next: string | null, previous: string | null = null) => ({ body: { next_page_uri: next, previous_page_uri: previous }, headers: {}, count: 50 });

  it('asks the first page by size, then follows the platform URL with the current page size in it', () => {
    expect(twilio.request(at())).toEqual({ query: { PageSize: 50 } });
    const next = '/2010-04-01/Accounts/AC1/Messages.json?PageSize=20&Page=1&PageToken=PASM1';
    expect(twilio.neighbours(at(), answer(next))).toEqual({ next, previous: null });
    expect(twilio.request(at(next))).toEqual({ url: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json?PageSize=50&Page=1&PageToken=PASM1' });
  });

  it('keeps an absolute URL on the list as its path and query', () => {
    const absolute = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json?Page=2';
    expect(twilio.neighbours(at(), answer(absolute, '/2010-04-01/Accounts/AC1/Messages.json?Page=0'))).toEqual({
      next: '/2010-04-01/Accounts/AC1/Messages.json?Page=2',
      previous: '/2010-04-01/Accounts/AC1/Messages.json?Page=0',
    });
  });

  it('never follows a URL to another host, another path, or with credentials in it', () => {
    for (const elsewhere of [
      'https://evil.example/2010-04-01/Accounts/AC1/Messages.json?Page=1',
      '//evil.example/2010-04-01/Accounts/AC1/Messages.json',
      'http://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json?Page=1',
      '/2010-04-01/Accounts/AC2/Messages.json?Page=1',
      '/2010-04-01/Accounts/AC1/Messages.json/../../AC2/Messages.json',
      'https://user:pw@api.twilio.com/2010-04-01/Accounts/AC1/Messages.json',
    ]) {
      expect(typeOf(() => twilio.neighbours(at(), answer(elsewhere))), elsewhere).toBe('ConnectorExecutionError');
    }
  });

  it('refuses a cursor whose URL is not on this list', () => {
    expect(twilio.read('/2010-04-01/Accounts/AC1/Messages.json?Page=1', twilioList)).toBe('/2010-04-01/Accounts/AC1/Messages.json?Page=1');
    for (const bad of ['https://evil.example/x', '//evil.example/2010-04-01/Accounts/AC1/Messages.json', '/2010-04-01/Accounts/AC2/Messages.json?Page=1', { url: '/x' }, 3]) {
      expect(typeOf(() => twilio.read(bad as PagingState, twilioList)), JSON.stringify(bad)).toBe('InvalidCursorError');
    }
  });
});

describe('Link header paging', () => {
  const github = linkHeaderPaging({ size: 'per_page', max: 100 });
  const link =
    '<https://api.example.com/v1/contacts?per_page=2&page=3>; rel="next", <https://api.example.com/v1/contacts?per_page=2&page=1>; rel="prev", ' +
    '<https://api.example.com/v1/contacts?per_page=2&page=9>; rel="last"';

  it('reads rel="next" and rel="prev" with a real parser', () => {
    expect(linkOf({ link }, 'next')).toBe('https://api.example.com/v1/contacts?per_page=2&page=3');
    expect(linkOf({ link: '<https://a.example/x?a=1,2>; rel="next last"; title="a, b"' }, 'next')).toBe('https://a.example/x?a=1,2');
    expect(linkOf({}, 'next')).toBeUndefined();
    expect(github.neighbours({ list, limit: 2, state: undefined }, { body: [], headers: { link }, count: 2 })).toEqual({
      next: '/v1/contacts?per_page=2&page=3',
      previous: '/v1/contacts?per_page=2&page=1',
    });
  });

  it('ends the list without a next link and follows the next with the current page size', () => {
    expect(github.neighbours({ list, limit: 2, state: undefined }, { body: [], headers: {}, count: 0 })).toEqual({ next: null, previous: null });
    expect(github.request({ list, limit: 500, state: '/v1/contacts?per_page=2&page=3' })).toEqual({ url: 'https://api.example.com/v1/contacts?per_page=100&page=3' });
  });

  it('follows the next link exactly when the platform wants its cursor alone (exactUrls), with the first page\'s size', () => {
    const greenhouse = linkHeaderPaging({ size: 'per_page', max: 500, exactUrls: true, previous: false });
    expect(greenhouse.request({ list, limit: 50, state: undefined })).toEqual({ query: { per_page: 50 } });
    expect(greenhouse.request({ list, limit: 20, state: '/v1/contacts?cursor=abc' })).toEqual({ url: 'https://api.example.com/v1/contacts?cursor=abc' });
    expect(greenhouse.neighbours({ list, limit: 2, state: undefined }, { body: [], headers: { link: '<https://api.example.com/v1/contacts?cursor=xyz>; rel="next"' }, count: 2 })).toEqual({ next: '/v1/contacts?cursor=xyz' });
  });

  it('refuses a Link to another host', () => {
    const foreign = { link: '<https://evil.example/v1/contacts?page=2>; rel="next"' };
    expect(typeOf(() => github.neighbours({ list, limit: 2, state: undefined }, { body: [], headers: foreign, count: 2 }))).toBe('ConnectorExecutionError');
  });
});
