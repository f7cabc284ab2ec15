/** Where BambooHR's description (bamboohr/public.yaml) disagrees with BambooHR's documentation; see README.md beside this file. */
import type { ContractException } from './exception-types.js';

const FILE = { platform: 'bamboohr', file: 'public.yaml' } as const;

export const BAMBOOHR_EXCEPTIONS: readonly ContractException[] = [
  {
    ...FILE,
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [401, 503],
    reason:
      'Most operations declare no 401 or 503; BambooHR documents both for every endpoint: 401 for a wrong API key, and 503 ' +
      'with Retry-After when requests are throttled, the reason in the x-bamboohr-error-message header and the body empty.',
    documentation: 'https://documentation.bamboohr.com/docs/api-details',
  },
  {
    ...FILE,
    kind: 'known-description-error',
    operations: ['GET /api/v1/employees'],
    where: 'headers',
    message: /^no credentials for any security requirement of the operation \(expected oauth \(oauth2\)( or oauth \(oauth2\))*\)$/,
    reason:
      'List Employees names only OAuth scopes, unlike its neighbours (Get, Create, Update Employee) which also take basic; ' +
      'BambooHR documents that every API request may authenticate with an API key over HTTP Basic.',
    documentation: 'https://documentation.bamboohr.com/docs/getting-started',
  },
  {
    ...FILE,
    kind: 'known-description-error',
    operations: ['GET /api/v1/employees'],
    where: 'query',
    // A long list is cut with "…" in the message.
    message: /^query parameter "fields": \/0 must be one of \[.* \(got "[A-Za-z]+(,[A-Za-z]+)+("|…)\)$/,
    reason:
      'The description types `fields` as an exploded array (repeated keys) but says "Comma-separated list" and gives ' +
      '"workEmail,mobilePhone" as its example; only comma-separated lists of names are let through (each name is still checked when sent alone).',
    documentation: 'https://documentation.bamboohr.com/reference/list-employees',
  },
  {
    ...FILE,
    kind: 'undescribed-operation',
    operations: ['GET /files/ats/{fileId}/{name}'],
    operation: {
      summary: 'Download an application attachment (the fileUrl of Get Job Application Details)',
      parameters: [
        { name: 'fileId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'expires', in: 'query', schema: { type: 'string' } },
        { name: 'signature', in: 'query', schema: { type: 'string' } },
      ],
      responses: { '200': { description: 'The file, of its own media type', content: { '*/*': {} } }, '403': { description: 'The link expired' }, '404': { description: 'No such file' } },
    },
    reason:
      'Get Job Application Details gives each attachment a `fileUrl` ("URL to download the attachment") without describing the ' +
      'download it names; the emulator serves it at this path with the API\'s credentials, valid for a while after the answer that gave it.',
    documentation: 'https://documentation.bamboohr.com/reference/get-application-details',
  },
];
