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
 * tickets. Paging: startAt/maxResults with isLast; a tag's id is the label
 * itself, as in tickets' `tags` (ticket-mapper.ts).
 */
import type { ModelOf } from '../../unified/define.js';
import { tags } from '../../unified/issue-tracking/tags.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { offsetPaging } from '../framework/paging/index.js';
import { fetchProject } from './issue-lookup.js';

interface PageOfLabels {
  isLast?: boolean;
  values?: unknown[];
}

/** Jira's default page of labels, and the most it serves. */
export const LABEL_PAGE_MAX = 1000;

const LABEL_PATH = '/rest/api/3/label';

const paging = offsetPaging({
  offset: 'startAt',
  size: 'maxResults',
  max: LABEL_PAGE_MAX,
  hasMore: (body) => {
    const isLast = (body as PageOfLabels | null)?.isLast;
    return typeof isLast === 'boolean' ? !isLast : undefined;
  },
});

export const fromJiraLabel = mapFields<string, ModelOf<typeof tags>>({
  id: (label) => label,
  name: (label) => label,
});

export const jiraTags = implement(tags, {
  downstream: { id: 'label', name: 'Labels' },
  mapper: fromJiraLabel,
  list: {
    paging: true,
    async run(ctx, { limit, state, parents }) {
      await fetchProject(ctx, parents.collection_id as string);
      const list = ctx.http.urlOf(LABEL_PATH);
      const call = { list, limit, state: paging.read(state, list) };
      const request = paging.request(call);
      const { body, headers } = await ctx.http.request<PageOfLabels>({ method: 'GET', path: LABEL_PATH, query: 'query' in request ? request.query : {} });
      const labels = (body.values ?? []).filter((label): label is string => typeof label === 'string' && label !== '');
      return { items: labels.map(fromJiraLabel), ...paging.neighbours(call, { body, headers, count: (body.values ?? []).length }) };
    },
  },
});
