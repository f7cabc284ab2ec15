/**
 * The vendors' own response examples, for the operations our connectors use,
 * must pass the checker (with the exception list): otherwise the checker, or
 * an exception, is stricter than the platform is known to be.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDescription } from './description-file.js';
import { responseExamples } from './description-examples.js';
import { basicAuth, buildExchange } from './exchange-builder.js';
import { downstreamSpecsDir, formatViolations, loadContract, missingSpecsNote } from './openapi-contract.js';

interface PlatformCase {
  platform: string;
  file: string;
  operations: string[];
  /** Path parameter values that satisfy the description's schemas. */
  pathValues: Record<string, string>;
}

const CASES: PlatformCase[] = [
  {
    platform: 'twilio',
    file: 'twilio_api_v2010.json',
    operations: [
      'GET /2010-04-01/Accounts/{AccountSid}/Messages.json',
      'POST /2010-04-01/Accounts/{AccountSid}/Messages.json',
      'GET /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json',
      'GET /2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json',
      'GET /2010-04-01/Accounts/{Sid}.json',
    ],
    pathValues: { AccountSid: `AC${'a'.repeat(32)}`, Sid: `SM${'a'.repeat(32)}` },
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    operations: [
      'GET /api/v2/tickets',
      'POST /api/v2/tickets',
      'GET /api/v2/tickets/{ticket_id}',
      'PUT /api/v2/tickets/{ticket_id}',
      'GET /api/v2/tickets/{ticket_id}/comments',
      'GET /api/v2/incremental/tickets/cursor',
      'GET /api/v2/users',
      'GET /api/v2/users/{user_id}',
      'GET /api/v2/users/me',
      'GET /api/v2/organizations',
      'GET /api/v2/groups',
      'GET /api/v2/search',
      'GET /api/v2/ticket_fields',
    ],
    pathValues: { ticket_id: '35436', user_id: '35436' },
  },
  {
    platform: 'jira',
    file: 'jira-platform-rest-v3.swagger-v3.v3.json',
    operations: [
      // GET /rest/api/3/webhook is left out: its example gives expirationDate as a date string, its schema as int64.
      'GET /rest/api/3/search/jql',
      'POST /rest/api/3/issue',
      'GET /rest/api/3/issue/{issueIdOrKey}',
      'GET /rest/api/3/issue/{issueIdOrKey}/comment',
      'POST /rest/api/3/issue/{issueIdOrKey}/comment',
      'GET /rest/api/3/issue/{issueIdOrKey}/transitions',
      'GET /rest/api/3/project/search',
      'GET /rest/api/3/users/search',
      'GET /rest/api/3/user',
      'GET /rest/api/3/myself',
      'GET /rest/api/3/issuetype',
      'GET /rest/api/3/status',
      'GET /rest/api/3/priority',
      'GET /rest/api/3/field',
    ],
    pathValues: { issueIdOrKey: 'ED-1' },
  },
  {
    platform: 'intercom',
    file: 'api.intercom.io.v2.16.yaml',
    operations: [
      'GET /me',
      'GET /contacts',
      'POST /contacts',
      'POST /contacts/search',
      'GET /contacts/{contact_id}',
      'PUT /contacts/{contact_id}',
      'DELETE /contacts/{contact_id}',
      'POST /contacts/{contact_id}/archive',
    ],
    pathValues: { contact_id: '63a07ddf05a32042dffac965' },
  },
  {
    platform: 'pipedrive',
    file: 'pipedrive-v1.openapi.yml',
    operations: [
      'GET /leads', 'POST /leads', 'GET /leads/{id}', 'PATCH /leads/{id}', 'DELETE /leads/{id}',
      'GET /notes', 'POST /notes', 'GET /notes/{id}', 'PUT /notes/{id}', 'DELETE /notes/{id}',
      'GET /users', 'GET /users/{id}', 'GET /users/me', 'GET /users/find',
      'GET /personFields', 'GET /organizationFields', 'GET /dealFields',
    ],
    // Only answers are checked here, so one UUID serves the leads' ids and the others'.
    pathValues: { id: 'adf21080-0e10-11eb-879b-05d71fb426ec' },
  },
  {
    platform: 'xero',
    file: 'xero_accounting.yaml',
    operations: [
      'GET /Invoices', 'GET /Invoices/{InvoiceID}', 'GET /Contacts', 'GET /Accounts', 'GET /TaxRates', 'GET /Payments', 'GET /Items', 'GET /CreditNotes',
      'GET /ManualJournals', 'GET /Journals', 'GET /BankTransactions', 'GET /PurchaseOrders', 'GET /Quotes', 'GET /Organisation', 'GET /TrackingCategories',
    ],
    pathValues: { InvoiceID: '4f9c2a1e-0000-4000-8000-000000000000' },
  },
];

const specsDir = downstreamSpecsDir();
if (!specsDir) console.warn(missingSpecsNote());

describe.skipIf(!specsDir)('vendor response examples pass the checker', () => {
  for (const testCase of CASES) {
    it(`${testCase.platform}: examples of the operations our connectors use`, async () => {
      const document = await readDescription(path.join(specsDir as string, testCase.platform, testCase.file));
      const contract = await loadContract(testCase.platform, testCase.file);
      const examples = responseExamples(document, testCase.operations);
      expect(examples.length).toBeGreaterThan(testCase.operations.length / 2);

      const report = examples.flatMap((example) => {
        const requestPath = example.template.replace(/\{([^}]+)\}/g, (_, name: string) => testCase.pathValues[name] ?? '1');
        const exchange = buildExchange(`${example.method} ${requestPath}`, {
          requestHeaders: basicAuth('user', 'secret'),
          status: example.status,
          responseBody: example.value,
        });
        // Only the response is under test: the requests here are not real ones (no required query, no body).
        return contract
          .check(exchange)
          .filter((violation) => ['status', 'response-body'].includes(violation.where))
          .map((violation) => ({ ...violation, exchange: `${violation.exchange} (example "${example.name}", ${example.status})` }));
      });
      expect(formatViolations(report)).toBe('');
    });
  }
});
