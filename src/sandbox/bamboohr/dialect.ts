/**
 * What BambooHR's API shares: JSON (the emulator answers JSON whatever the
 * Accept header; BambooHR also offers XML), ISO 8601 times and YYYY-MM-DD
 * dates, the API key (auth.ts), errors in a header (errors.ts), and the
 * employee list's `{data, meta: {total, page}, _links}` envelope. Every other
 * endpoint answers its own shape from routes.ts.
 */
import { defineDialect, jsonRest } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';
import { bamboohrAuth } from './auth.js';
import { employeeCursor, type EmployeePageInfo } from './employee-paging.js';
import { renderBambooHRError } from './errors.js';
import { bamboohrWebhookSigning } from './webhooks.js';

const href = (url: string) => ({ href: url });

export const bamboohrDialect = defineDialect<BambooHRAccount>(jsonRest, {
  name: 'BambooHR',
  // The OAuth pages (/authorize.php, /token.php) are the authorization server's, not the API's;
  // the applicant tracking files' links (ats-routes.ts) take the API's credentials.
  isApiPath: (path) => path.startsWith('/api/') || path.startsWith('/files/ats/'),
  auth: bamboohrAuth,
  paging: employeeCursor,
  contentType: 'application/json',
  time: (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  envelopes: {
    one: (record) => record,
    list: (records, page) => {
      const info = page as EmployeePageInfo;
      return {
        data: records,
        meta: { total: info.total, page: { limit: info.limit, nextCursor: info.next?.token ?? null, prevCursor: info.previous?.token ?? null } },
        _links: { self: href(info.self), ...(info.next ? { next: href(info.next.url) } : {}), ...(info.previous ? { prev: href(info.previous.url) } : {}) },
      };
    },
    deleted: () => ({ status: 200 }),
  },
  renderError: renderBambooHRError,
  webhooks: bamboohrWebhookSigning,
});
