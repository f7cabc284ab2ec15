/**
 * Google Drive (https://developers.google.com/drive/api/reference/rest/v3):
 * My Drive and shared drives behind the File Storage API, through Drive API
 * v3 as its Discovery document describes it (downstream-specs/google-drive/drive-v3.json).
 * OAuth 2.0 (oauth.ts) with hour-long tokens the vault refreshes, or an
 * access token given as a setting. README.md maps each unified operation to
 * Drive's calls and names the shortcuts.
 */
import { bearerAuth, oauthTokenOr } from '../framework/auth.js';
import { defineConnector } from '../framework/define.js';
import { DRIVE, DRIVE_API_HOST, DRIVE_BASE_URL, driveErrorMessage } from './api.js';
import { googleDriveDrives } from './drives.js';
import { googleDriveFiles } from './files.js';
import { googleDriveFolders } from './folders.js';
import { googleDriveInbound } from './inbound.js';
import { googleDriveOAuth } from './oauth.js';
import { googleDriveRateLimit } from './rate-limit.js';
import { googleDriveSharedLinks } from './shared-links.js';
import { googleDriveUploadSessions } from './upload-sessions.js';

export const googleDrive = defineConnector({
  id: 'google-drive',
  name: 'Google Drive',
  description: 'Files and folders of My Drive and shared drives: list, search, read, rename, move, copy and delete them, download (with ranges), export Google Docs, Sheets and Slides, upload (resumable sessions for large files), shared links and shared drives.',
  websiteUrl: 'https://www.google.com/drive/',
  status: 'beta',
  authType: 'oauth2',
  settings: [
    {
      id: 'manual_access_token',
      label: 'Access token (without connecting)',
      type: 'password',
      required: true,
      sensitive: true,
      description: 'An OAuth access token with the drive scope obtained elsewhere, for a connection without signing in: Google\'s expire after an hour. Connect with Google for a connection that lasts.',
      pattern: '^[A-Za-z0-9._~+/=-]{20,2048}$',
      maxLength: 2048,
    },
  ],
  auth: oauthTokenOr(bearerAuth('manual_access_token')),
  oauth: googleDriveOAuth,
  async verify(ctx) {
    await ctx.http.request({ method: 'GET', path: `${DRIVE}/about`, query: { fields: 'user(permissionId)' } });
  },
  liveBaseUrl: () => DRIVE_BASE_URL,
  hosts: [DRIVE_API_HOST],
  paging: 'token',
  rateLimit: googleDriveRateLimit,
  errorMessage: driveErrorMessage,
  resources: [googleDriveFiles, googleDriveFolders, googleDriveSharedLinks, googleDriveDrives, googleDriveUploadSessions],
  inbound: googleDriveInbound,
});
