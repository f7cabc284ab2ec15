/**
 * Where Xero's descriptions leave out what Xero documents (see exceptions.ts
 * for the policy): the errors every Accounting API operation may answer,
 * which xero_accounting.yaml declares only as the 400 of writes.
 */
import type { ContractException } from './exception-types.js';

/** The identity layer's refusals and Xero's 429: problem details ("HTTP response codes", "API limits"). */
const XERO_PROBLEM_BODY = {
  type: 'object',
  required: ['Title', 'Status', 'Detail'],
  properties: {
    Type: { type: 'string', nullable: true },
    Title: { type: 'string' },
    Status: { type: 'integer' },
    Detail: { type: 'string' },
    Instance: { type: 'string' },
    Extensions: { type: 'object' },
  },
};

export const XERO_EXCEPTIONS: readonly ContractException[] = [
  {
    platform: 'xero',
    file: 'xero_accounting.yaml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [401, 403, 429],
    body: XERO_PROBLEM_BODY,
    reason:
      'Every call can be refused for its token (401), for a xero-tenant-id the token does not reach (403) or for a rate ' +
      'limit (429, with Retry-After and X-Rate-Limit-Problem); the description declares none of them.',
    documentation: 'https://developer.xero.com/documentation/api/accounting/responsecodes and https://developer.xero.com/documentation/guides/oauth2/limits/',
  },
  {
    platform: 'xero',
    file: 'xero_accounting.yaml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [404],
    reason: 'A record that does not exist is a 404 whose body is a short text ("The resource you\'re looking for cannot be found"), undeclared by the description.',
    documentation: 'https://developer.xero.com/documentation/api/accounting/responsecodes',
  },
];
