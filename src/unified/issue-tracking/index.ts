import { defineUnifiedApi } from '../define.js';
import { collections } from './collections.js';
import { tickets } from './tickets.js';

export const issueTracking = defineUnifiedApi({
  id: 'issue-tracking',
  name: 'Issue Tracking API',
  description: 'Read and write the tickets of issue trackers, grouped in collections (projects, teams).',
  status: 'live',
  categories: ['issue-tracking', 'project-management', 'ticketing'],
  resources: [collections, tickets],
});
