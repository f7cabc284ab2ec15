import { defineUnifiedApi } from '../define.js';
import { collections } from './collections.js';
import { comments } from './comments.js';
import { tags } from './tags.js';
import { tickets } from './tickets.js';
import { users } from './users.js';

export const issueTracking = defineUnifiedApi({
  id: 'issue-tracking',
  name: 'Issue Tracking API',
  description: 'Read and write the tickets of issue trackers, grouped in collections (projects, teams), with their comments, and the users and tags of each collection.',
  status: 'live',
  categories: ['issue-tracking', 'project-management', 'ticketing'],
  resources: [collections, tickets, comments, users, tags],
});
