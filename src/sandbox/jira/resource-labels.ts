/**
 * GET /rest/api/3/label: the site's labels, a PageBeanString (startAt,
 * maxResults up to 1000, total, isLast, nextPage) whose values are the
 * label names. Labels live on the site, not in a project, and are nothing
 * but what the issues carry: the `select` hook lists every label an issue
 * carries, in Jira's alphabetical order, rather than a table of its own.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { JiraSiteAccount } from './auth.js';
import { startAtPaging } from './paging.js';
import { JiraStore } from './store.js';

export const labels = defineResource<JiraSiteAccount>({
  name: 'labels',
  labels: { list: 'values', item: 'name' },
  routes: { list: 'GET /rest/api/3/label' },
  paging: startAtPaging({ defaultSize: 1000, maxSize: 1000 }),
  newId: () => {
    throw fail.unsupported('Labels are created by adding them to an issue');
  },
  fields: { name: { kind: 'string', readOnly: true } },
  hooks: {
    select: (_records, ctx) => JiraStore.of(ctx).listLabels().map((name) => ({ id: name, name })),
  },
});
