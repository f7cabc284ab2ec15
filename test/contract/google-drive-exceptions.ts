/**
 * What Drive's discovery document (drive-v3.json) cannot say and Google
 * documents elsewhere (see exceptions.ts for the policy): the Discovery
 * format has no error answers, and every Drive method may fail with
 * Google's JSON error body (https://developers.google.com/drive/api/guides/handle-errors).
 */
import type { ContractException } from './exception-types.js';

const GOOGLE_ERROR = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'errors'],
      properties: {
        code: { type: 'integer' },
        message: { type: 'string' },
        status: { type: 'string' },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['message', 'domain', 'reason'],
            properties: { message: { type: 'string' }, domain: { type: 'string' }, reason: { type: 'string' }, location: { type: 'string' }, locationType: { type: 'string' } },
          },
        },
      },
    },
  },
};

export const GOOGLE_DRIVE_EXCEPTIONS: readonly ContractException[] = [
  {
    platform: 'google-drive',
    file: 'drive-v3.json',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [400, 401, 403, 404, 409, 416, 429, 500, 503],
    body: GOOGLE_ERROR,
    reason:
      'A Discovery document declares no error answers; Google documents the error body {error: {code, message, errors: [{domain, reason, message}]}} ' +
      'for 400 invalid values, 401 bad credentials, 403 refusals and usage limits, 404 unknown files, 409 conflicts, 416 ranges past the end, 429 rate limits and 5xx.',
    documentation: 'https://developers.google.com/drive/api/guides/handle-errors',
  },
];
