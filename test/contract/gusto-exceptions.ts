/**
 * Where Gusto's description leaves out what Gusto documents (see exceptions.ts
 * for the policy): the refusals every API call may get, which most
 * operations of gusto-embedded.v2025-06-15.openapi.yaml do not declare.
 */
import type { ContractException } from './exception-types.js';

const FILE = 'gusto-embedded.v2025-06-15.openapi.yaml';

export const GUSTO_EXCEPTIONS: readonly ContractException[] = [
  {
    platform: 'gusto',
    file: FILE,
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [401, 429],
    reason:
      'Every call without a valid access token is a 401, and past 200 requests a minute per grant every call is a 429; ' +
      'Gusto documents both statuses but no body for either.',
    documentation: 'https://docs.gusto.com/app-integrations/docs/rate-limits',
  },
  {
    platform: 'gusto',
    file: FILE,
    kind: 'known-description-error',
    operations: ['POST /oauth/token'],
    where: 'response-body',
    message: /^must match exactly one schema in oneOf$/,
    reason:
      'The answer is a oneOf of Create-Token-Authentication and Refresh-Token-Authentication, but the second is an allOf of ' +
      'the first, so every token answer with a refresh_token matches both branches and no answer can match exactly one.',
    documentation: 'https://docs.gusto.com/embedded-payroll/docs/refresh-access-token',
  },
];
