/**
 * What every Asana resource shares (https://developers.asana.com/docs/):
 * base path /api/1.0; records and lists under `data`, request bodies too;
 * paging by `limit` (1–100) and an opaque `offset` token, answered with
 * `next_page: {offset, path, uri}` or null, and only when `limit` was sent;
 * errors as `{errors: [{message, help, phrase?}]}`; a personal access token
 * or an OAuth access token as a bearer token.
 */
import {
  anyOf, bearerToken, dataEnvelope, defineDialect, fail, oauthBearer, retryAfter, statusOf, tokenPaging,
  type EmulatorFailure, type PagingStyle,
} from '../framework/kit/index.js';
import type { AsanaAccount } from './accounts.js';
import { asanaWebhookSigning } from './webhook-events.js';

export const API_BASE = '/api/1.0';
const HELP = 'For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors';
/** Without `limit` Asana answers the whole list and no next_page. */
const NO_LIMIT = 1_000_000_000;

/** Resource tables → the names Asana uses in "task: Not a recognized ID: 123". */
const SINGULAR: Readonly<Record<string, string>> = {
  tasks: 'task', projects: 'project', stories: 'story', tags: 'tag', users: 'user', workspaces: 'workspace', sections: 'section',
};

/** Asana's offset token, with next_page's `uri` absolute and its `path` relative to /api/1.0. */
function asanaPaging(): PagingStyle {
  const tokens = tokenPaging({ tokenParam: 'offset', sizeParam: 'limit', defaultSize: NO_LIMIT, maxSize: 100, overMax: 'reject', invalidToken: 'offset: Your pagination token is invalid' });
  return {
    read: (request) => tokens.read(request),
    describe(request, page, total) {
      const { info } = tokens.describe(request, page, total);
      return { info: { ...info, next: info.next ? { ...info.next, url: `${request.origin}${info.next.url}` } : null } };
    },
  };
}

function messageOf(failure: EmulatorFailure): string {
  switch (failure.kind) {
    case 'unauthenticated':
      return 'Not Authorized';
    case 'rate_limited':
      return 'You have made too many requests recently. Please, be chill.';
    case 'not_found': {
      if (failure.detail.unknownRoute) return 'No matching route for request';
      const { resource, id } = failure.detail;
      return typeof resource === 'string' && typeof id === 'string' ? `${SINGULAR[resource] ?? resource}: Not a recognized ID: ${id}` : failure.message;
    }
    default:
      return failure.message;
  }
}

export const asanaDialect = defineDialect<AsanaAccount>(dataEnvelope, {
  name: 'Asana',
  isApiPath: (path) => path.startsWith(`${API_BASE}/`),
  auth: anyOf<AsanaAccount>(
    bearerToken('Personal access token (Bearer)', (token, account) => token === account.token),
    oauthBearer((grant, accounts) => accounts.find((account) => account.userGid === grant.subject)),
  ),
  paging: asanaPaging(),
  envelopes: {
    ...dataEnvelope.envelopes!,
    list(records, page) {
      if (page.size >= NO_LIMIT) return { data: records };
      const next = page.next;
      return { data: records, next_page: next ? { offset: next.token, path: new URL(next.url).pathname.slice(API_BASE.length) + new URL(next.url).search, uri: next.url } : null };
    },
  },
  readOnlyFields: 'reject',
  requestBody(body) {
    const data = (body as { data?: unknown } | null | undefined)?.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw fail.validation('data: Missing input', { field: 'data' });
    return data;
  },
  webhooks: asanaWebhookSigning,
  renderError: (failure) => {
    const status = statusOf(failure, { unsupported: 404, conflict: 400 });
    const error = { message: messageOf(failure), help: HELP, ...(status >= 500 ? { phrase: '6 sad squid snuggle softly' } : {}) };
    return { status, headers: retryAfter(failure), body: { errors: [error] } };
  },
});

/** The body of a write as Asana reads it (inside `data`), for hooks. */
export function dataOf(body: unknown): Record<string, unknown> {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
