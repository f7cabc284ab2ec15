/**
 * Asana (https://developers.asana.com/reference/rest-api-reference), base
 * https://app.asana.com/api/1.0: the projects of one workspace as Issue
 * Tracking collections, their tasks as tickets, task comments (stories) as
 * comments, project members as users and the workspace's tags as tags.
 *
 * The workspace is a connection setting rather than the first workspace of
 * GET /users/me: people commonly belong to several workspaces and
 * organizations, whose order says nothing, and writes must not land in
 * whichever comes first. A personal access token (bearer) or an OAuth token
 * (oauth.ts, preferred once the connection holds one) authenticates.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { asanaErrorMessage } from './api.js';
import { asanaCollections } from './collections.js';
import { asanaComments } from './comments.js';
import { asanaInbound } from './inbound.js';
import { asanaOAuth } from './oauth.js';
import { asanaTags } from './tags.js';
import { asanaTickets } from './tickets.js';
import { asanaUsers } from './users.js';
import { segment } from '../framework/rest/path.js';

export const asana = defineConnector({
  id: 'asana',
  name: 'Asana',
  description: 'Work management: the projects of an Asana workspace and their tasks, comments, members and tags, through the Issue Tracking API.',
  websiteUrl: 'https://asana.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'workspace_gid',
      label: 'Workspace ID',
      type: 'text',
      required: true,
      sensitive: false,
      description: 'The gid of the workspace or organization, from GET /workspaces or the workspace\'s admin console URL.',
      placeholder: '1208000000000100',
      // Digits only: the value goes into request paths.
      pattern: '^[0-9]{1,40}$',
      maxLength: 40,
    },
    {
      id: 'personal_access_token',
      label: 'Personal access token',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'Created in Asana\'s developer console (My apps → Personal access tokens).',
      maxLength: 512,
    },
  ],
  auth: oauthTokenOr(bearerAuth('personal_access_token')),
  oauth: asanaOAuth,
  async verify(ctx) {
    // Checks the credentials and that they reach the workspace the connection names.
    await ctx.http.request({ method: 'GET', path: `/workspaces/${segment(ctx.settings.workspace_gid ?? '', 'workspace_gid')}`, query: { opt_fields: 'name' } });
  },
  liveBaseUrl: () => 'https://app.asana.com/api/1.0',
  hosts: ['app.asana.com'],
  paging: 'token',
  rateLimit: rateLimitSignals({
    documented:
      'Per authorization token: 150 requests a minute on free workspaces, 1,500 on paid ones, plus limits on concurrent ' +
      'requests (50 reads, 15 writes) and a cost limit on expensive queries. Over a limit Asana answers 429 with ' +
      'Retry-After in seconds.',
    limits: {
      // A connection does not say its workspace's plan: pace for the free one. 10 at once plus 135 a minute stays within 150.
      requestsPerSecond: 135 / 60,
      burst: 10,
      per: 'connection',
    },
    wait: [waitFrom.retryAfter],
  }),
  errorMessage: asanaErrorMessage,
  resources: [asanaCollections, asanaTickets, asanaComments, asanaUsers, asanaTags],
  inbound: asanaInbound,
});
