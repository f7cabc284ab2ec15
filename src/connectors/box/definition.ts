/**
 * Box (https://developer.box.com/reference, downstream-specs/box/openapi.json):
 * its files and folders, shared links, upload sessions and streamed transfers through the
 * File Storage API. OAuth 2.0 with refresh (oauth.ts), or a developer token
 * for a connection without signing in (Box's expire after an hour). The API
 * is on api.box.com, uploads on upload.box.com (the token goes to both, and
 * to nothing else), downloads redirect to Box's content hosts (followed
 * without the token: framework/transfer.ts). Box's V2 webhooks report file
 * changes (inbound.ts), verified with the app's two signature keys.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { rateLimitSignals, waitFrom } from '../framework/rate-limit.js';
import { BOX_API, BOX_CONTENT_HOSTS, BOX_UPLOAD_HOST, boxErrorMessage } from './api.js';
import { boxFiles } from './files.js';
import { boxFolders } from './folders.js';
import { boxInbound } from './inbound.js';
import { boxOAuth } from './oauth.js';
import { boxSharedLinks } from './shared-links.js';
import { boxUploadSessions } from './upload-sessions.js';

export const box = defineConnector({
  id: 'box',
  name: 'Box',
  description: 'Cloud content management: the files and folders of a Box account, with streamed downloads and uploads (chunked sessions for large files), through the File Storage API.',
  websiteUrl: 'https://www.box.com',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'developer_token',
      label: 'Developer token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'A developer token from the app\'s page in Box\'s developer console, for a connection without signing in: Box\'s expire after an hour. Connect with Box for a connection that lasts.',
      pattern: '^[A-Za-z0-9._~+/=-]{20,2048}$',
      maxLength: 2048,
    },
    {
      id: 'webhook_primary_key',
      label: 'Webhook primary signature key',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'The primary signature key of the Box app (developer console → the app → Webhooks → Manage signature keys), which signs the webhooks Box sends. Without either key, events are not reported.',
      pattern: '^[A-Za-z0-9._~+/=-]{16,200}$',
      maxLength: 200,
    },
    {
      id: 'webhook_secondary_key',
      label: 'Webhook secondary signature key',
      type: 'password',
      required: false,
      sensitive: true,
      description: 'The secondary signature key of the same app: Box signs with both, so either key may be rotated while the other still verifies.',
      pattern: '^[A-Za-z0-9._~+/=-]{16,200}$',
      maxLength: 200,
    },
  ],
  auth: oauthTokenOr(bearerAuth('developer_token')),
  oauth: boxOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: '/users/me', query: { fields: 'id' } });
  },
  liveBaseUrl: () => BOX_API,
  hosts: ['api.box.com', BOX_UPLOAD_HOST, ...BOX_CONTENT_HOSTS],
  paging: 'cursor',
  rateLimit: rateLimitSignals({
    documented:
      'Per user: about 1,000 API calls a minute, uploads about 240 a minute (developer.box.com/guides/api-calls/permissions-and-errors/rate-limits). ' +
      'Over a limit Box answers 429 with Retry-After in seconds.',
    limits: { requestsPerSecond: 900 / 60, burst: 20, per: 'connection' },
    wait: [waitFrom.retryAfter],
  }),
  errorMessage: boxErrorMessage,
  inbound: boxInbound,
  resources: [boxFiles, boxFolders, boxUploadSessions, boxSharedLinks],
});
