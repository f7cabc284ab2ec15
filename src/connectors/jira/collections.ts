/**
 * Unified collections on Jira projects: GET /rest/api/3/project/search (offset
 * paging with startAt, at most 100 a page, `orderBy`) and
 * GET /rest/api/3/project/{projectIdOrKey}. Jira orders projects by name but
 * not by creation or update time, so only `name` is declared for sorting.
 */
import { collections } from '../../unified/issue-tracking/collections.js';
import { implement } from '../framework/define.js';
import { orNotFound } from './errors.js';
import { fromJiraProject, type JiraProject } from './project-mapper.js';
import { segment } from '../framework/rest/path.js';

interface ProjectSearchPage {
  startAt?: number;
  isLast?: boolean;
  values?: JiraProject[];
}

/** Jira lowers maxResults above 100 to 100 on project search. */
export const PROJECT_PAGE_MAX = 100;

function orderBy(sort: { by: string; direction: 'asc' | 'desc' } | undefined): string | undefined {
  if (sort?.by !== 'name') return undefined;
  return sort.direction === 'desc' ? '-name' : 'name';
}

export const jiraCollections = implement(collections, {
  downstream: { id: 'project', name: 'Projects' },
  mapper: fromJiraProject,
  list: {
    paging: true,
    sortBy: ['name'],
    async run(ctx, { limit, state, sort }) {
      const startAt = typeof state === 'number' && Number.isInteger(state) && state > 0 ? state : 0;
      const maxResults = Math.min(limit, PROJECT_PAGE_MAX);
      const { body } = await ctx.http.request<ProjectSearchPage>({
        method: 'GET',
        path: '/rest/api/3/project/search',
        // The description is only sent when expanded.
        query: { startAt, maxResults, orderBy: orderBy(sort), expand: 'description' },
      });
      const values = body.values ?? [];
      const first = typeof body.startAt === 'number' ? body.startAt : startAt;
      // An empty page that does not say it is the last would otherwise loop forever.
      const more = body.isLast === false && values.length > 0;
      return {
        items: values.map(fromJiraProject),
        next: more ? first + values.length : null,
        previous: first > 0 ? Math.max(0, first - maxResults) : null,
      };
    },
  },
  async one(ctx, { id }) {
    const { body } = await orNotFound(
      () => ctx.http.request<JiraProject>({ method: 'GET', path: `/rest/api/3/project/${segment(id)}` }),
      'project',
      id,
    );
    return fromJiraProject(body);
  },
});
