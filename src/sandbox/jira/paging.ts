/**
 * Jira's offset paging (PageBean): `startAt` and `maxResults` as whole
 * numbers, a default and a ceiling per resource (a larger maxResults is
 * silently lowered, as Jira does), and absolute `self`/`nextPage` links that
 * keep the request's other parameters. The kit's offset style does not fit:
 * Jira accepts maxResults=0, answers a bad number with its invalid-payload
 * sentence, and says `isLast`. The list envelopes (dialect.ts) read JiraPageInfo.
 */
import { fail, type PageInfo, type PagingStyle } from '../framework/kit/index.js';
import { MESSAGES } from './errors.js';
import { queryInteger } from './query-params.js';

export interface JiraPageInfo extends PageInfo {
  /** This page's absolute URL. */
  self: string;
  /** The next page's absolute URL, when there is one. */
  nextPage?: string;
  isLast: boolean;
}

export function startAtPaging(rule: { defaultSize: number; maxSize: number }): PagingStyle {
  return {
    read(request) {
      const startAt = queryInteger(request.query, 'startAt', 0);
      const requested = queryInteger(request.query, 'maxResults', rule.defaultSize);
      if (Number.isNaN(startAt) || startAt < 0 || Number.isNaN(requested) || requested < 0) throw fail.validation(MESSAGES.invalidPayload);
      return { start: startAt, size: Math.min(requested, rule.maxSize) };
    },
    describe(request, page, total) {
      const url = (startAt: number): string => {
        const query = new URLSearchParams(request.query);
        query.delete('startAt');
        query.delete('maxResults');
        query.set('startAt', String(startAt));
        query.set('maxResults', String(page.size));
        return `${request.path}?${query.toString()}`;
      };
      const isLast = page.start + page.size >= total;
      const link = (startAt: number) => ({ token: String(startAt), url: url(startAt) });
      const info: JiraPageInfo = {
        ...page,
        total,
        count: Math.max(0, Math.min(page.size, total - page.start)),
        next: isLast ? null : link(page.start + page.size),
        previous: page.start > 0 ? link(Math.max(0, page.start - page.size)) : null,
        self: `${request.origin}${url(page.start)}`,
        ...(isLast ? {} : { nextPage: `${request.origin}${url(page.start + page.size)}` }),
        isLast,
      };
      return { info };
    },
  };
}
