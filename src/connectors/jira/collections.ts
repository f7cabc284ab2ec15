/**
 * Unified collections on Jira projects: GET /rest/api/3/project/search (offset
 * paging with startAt, at most 100 a page, `orderBy`; the description only
 * when expanded) and GET /rest/api/3/project/{projectIdOrKey}. Jira orders
 * projects by name but not by creation or update time, so only `name` sorts.
 */
import { collections } from '../../unified/issue-tracking/collections.js';
import { collection } from '../kit/index.js';
import { jiraDialect, startAtPaging } from './dialect.js';
import { projectFields } from './project-fields.js';

export const jiraCollections = collection(collections, {
  dialect: jiraDialect,
  downstream: { id: 'project', name: 'Projects' },
  what: 'project',
  fields: projectFields,
  path: '/rest/api/3/project/search',
  recordPath: '/rest/api/3/project/{id}',
  listAt: 'values',
  listQuery: { expand: 'description' },
  list: { paging: startAtPaging },
});
