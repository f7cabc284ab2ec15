/**
 * What all of Jira Cloud REST v3's resources share: Basic or 3LO auth
 * (auth.ts), the ErrorCollection (errors.ts), startAt/maxResults paging
 * (paging.ts), date-times as `2024-01-15T10:22:33.123+0000`, and the list
 * envelopes, which differ by resource: a PageBean (`values`, with `self`,
 * `isLast` and `nextPage`), the comments page (`comments`, no links), or a
 * bare array (user searches). A resource names its envelope in its labels:
 * `{list: 'values' | 'comments' | 'bare', item?: stored field written instead of the record}`.
 */
import { defineDialect, jsonRest, type PageInfo, type ResourceView } from '../framework/kit/index.js';
import { jiraAuth, type JiraSiteAccount } from './auth.js';
import { formatJiraDateTime } from './dates.js';
import { CONTENT_TYPE, GATEWAY_PATH, renderJiraError } from './errors.js';
import { startAtPaging, type JiraPageInfo } from './paging.js';
import { jiraWebhookSigning } from './webhook-events.js';

function listBody(records: Record<string, unknown>[], page: PageInfo, resource: ResourceView): unknown {
  const item = resource.labels.item;
  const values = item ? records.map((record) => record[item]) : records;
  if (resource.labels.list === 'bare') return values;
  if (resource.labels.list === 'comments') return { startAt: page.start, maxResults: page.size, total: page.total, comments: values };
  const { self, isLast, nextPage } = page as JiraPageInfo;
  return {
    self,
    maxResults: page.size,
    startAt: page.start,
    total: page.total,
    isLast,
    values,
    ...(nextPage ? { nextPage } : {}),
  };
}

export const jiraDialect = defineDialect<JiraSiteAccount>(jsonRest, {
  name: 'Jira Cloud REST v3',
  // The OAuth pages (auth.atlassian.com) and /oauth/token/accessible-resources are not the site's REST API.
  isApiPath: (path) => path.startsWith('/rest/') || path.startsWith(GATEWAY_PATH),
  auth: jiraAuth,
  contentType: CONTENT_TYPE,
  time: formatJiraDateTime,
  paging: startAtPaging({ defaultSize: 50, maxSize: 100 }),
  envelopes: {
    one: (record) => record,
    list: listBody,
    deleted: () => ({ status: 204 }),
  },
  renderError: renderJiraError,
  webhooks: jiraWebhookSigning,
});
