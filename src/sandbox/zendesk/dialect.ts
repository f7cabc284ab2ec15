/**
 * What every Zendesk Support API resource shares: records wrapped in their
 * singular name (`{"user": {...}}`) both ways, lists under the plural with
 * either cursor or offset paging keys (paging.ts) and side-loads (sideloads.ts),
 * times in whole UTC seconds, Zendesk's error bodies (errors.ts), its
 * rate-limit headers on every answer (rate-limit.ts), and its two ways in
 * (auth.ts), and how its webhooks are signed (webhook-signing.ts). The
 * authorization server's pages under /oauth/ are not the API.
 */
import { defineDialect, fail, jsonRest } from '../framework/kit/index.js';
import { zendeskAuth, type ZendeskAccount } from './auth.js';
import { renderZendeskError } from './errors.js';
import { zendeskPaging, type ZendeskPageInfo } from './paging.js';
import { rateLimitHeaders } from './rate-limit.js';
import { sideloadsOf } from './sideloads.js';
import { zendeskTime } from './time-zones.js';
import { zendeskWebhookSigning } from './webhook-signing.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const zendeskDialect = defineDialect<ZendeskAccount>(jsonRest, {
  name: 'Zendesk Support',
  isApiPath: (path) => !path.startsWith('/oauth/'),
  auth: zendeskAuth,
  paging: zendeskPaging,
  time: zendeskTime,
  // Users are the one writable resource here: their writes send {"user": {...}}.
  requestBody(body) {
    if (!isObject(body) || !isObject(body.user)) throw fail.validation('The request body must be JSON of the form {"user": {...}}', { code: 'InvalidValue' });
    return body.user;
  },
  envelopes: {
    one: (record, resource) => ({ [resource.labels.one as string]: record, ...sideloadsOf([record]) }),
    list(records, page: ZendeskPageInfo, resource) {
      const listed = { [resource.labels.many as string]: records, ...sideloadsOf(records) };
      if (page.pageNumber !== undefined) return { ...listed, next_page: page.next?.url ?? null, previous_page: page.previous?.url ?? null, count: page.total };
      return {
        ...listed,
        meta: { has_more: page.hasMore ?? false, after_cursor: page.next?.token ?? null, before_cursor: page.previous?.token ?? null },
        links: { prev: page.previous?.url ?? null, next: page.next?.url ?? null },
      };
    },
    deleted: (record, resource) => ({ status: 200, body: { [resource.labels.one as string]: record } }),
  },
  renderError: renderZendeskError,
  headers: (_request, emulator) => rateLimitHeaders(emulator),
  webhooks: zendeskWebhookSigning,
});
