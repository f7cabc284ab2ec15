/**
 * Unified collection tags on Jira labels: GET /rest/api/3/label.
 *
 * Jira labels belong to the site, not to a project: any label can be put on
 * any issue, and Jira's label picker offers the site's list everywhere. The
 * tags of a collection are therefore the site's labels, the same for every
 * project; they are what a ticket of the collection can be tagged with.
 * The alternative, the labels its issues happen to carry now, would mean
 * reading every issue of the project (JQL search pages of 100) to build one
 * page of tags, and would still leave out the labels one may use next.
 *
 * The project is read first so an unknown collection is 404, as for its
 * tickets. Paging: startAt/maxResults with isLast (label-paging.ts); a
 * tag's id is the label itself, as in tickets' `tags` (ticket-fields.ts).
 */
import type { ModelOf } from '../../unified/define.js';
import { tags } from '../../unified/issue-tracking/tags.js';
import { collection, fieldTable } from '../kit/index.js';
import { jiraDialect } from './dialect.js';
import { fetchProject } from './issue-lookup.js';
import { labelPaging } from './label-paging.js';

const label = { read: (value: string) => value, write: false } as const;

export const labelFields = fieldTable<ModelOf<typeof tags>, string>({ id: label, name: label });

export const jiraTags = collection(tags, {
  dialect: jiraDialect,
  downstream: { id: 'label', name: 'Labels' },
  what: 'label',
  fields: labelFields,
  path: '/rest/api/3/label',
  listAt: 'values',
  // Jira's list holds label strings; anything else (an empty label) is not one.
  only: (value: string) => typeof value === 'string' && value !== '',
  list: { paging: labelPaging },
  one: false,
  hooks: {
    async parents(ctx, parents) {
      await fetchProject(ctx, parents.collection_id as string);
      return parents;
    },
  },
});
