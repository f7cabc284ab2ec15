/**
 * Where a vendor's API description disagrees with the vendor's own documented
 * behaviour, per platform and file, each with its reason and its source.
 *
 * Policy (README.md): an entry is added only with evidence (the vendor's
 * documentation or the description's own examples), names the operations it
 * is about (or is an API-wide error status), and prefers completing the
 * description (so the exchange is still checked) over silencing a violation.
 * Loading fails when an entry names an operation the description lacks or
 * completes something it already declares, so stale entries cannot pile up.
 */
import type { ContractException } from './exception-types.js';
import { BAMBOOHR_EXCEPTIONS } from './bamboohr-exceptions.js';
import { GOOGLE_DRIVE_EXCEPTIONS } from './google-drive-exceptions.js';
import { BIGCOMMERCE_EXCEPTIONS } from './bigcommerce-exceptions.js';
import { BOX_EXCEPTIONS } from './box-exceptions.js';
import { GUSTO_EXCEPTIONS } from './gusto-exceptions.js';
import { SQUARE_EXCEPTIONS } from './square-exceptions.js';
import { XERO_EXCEPTIONS } from './xero-exceptions.js';
import { ZENDESK_WEBHOOKS_API } from './zendesk-webhooks-api.js';

/** Twilio's error body: https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions */
const TWILIO_ERROR_BODY = {
  type: 'object',
  required: ['code', 'message', 'status'],
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    more_info: { type: 'string' },
    status: { type: 'integer' },
  },
};

/** Zendesk's error body: {"error": "RecordNotFound", "description": "Not found"}, `error` sometimes an object. */
const ZENDESK_ERROR_BODY = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { oneOf: [{ type: 'string' }, { type: 'object' }] },
    description: { type: 'string' },
    details: { type: 'object' },
  },
};

/** Intercom's error list, as its description's own `error` schema says (type, request_id, errors[{code, message, field}]). */
const INTERCOM_ERROR_BODY = {
  type: 'object',
  required: ['type', 'errors'],
  properties: {
    type: { type: 'string', enum: ['error.list'] },
    request_id: { type: 'string', nullable: true, format: 'uuid' },
    errors: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, message: { type: 'string', nullable: true }, field: { type: 'string', nullable: true } } },
    },
  },
};

/** Pipedrive's error body: {success: false, error, error_info, data: null, additional_data: null}, sometimes a `code`. */
const PIPEDRIVE_ERROR_BODY = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: { type: 'string' },
    error_info: { type: 'string' },
    code: { type: 'string' },
    data: { nullable: true },
    additional_data: { nullable: true },
  },
};

/** The list endpoints our connectors use. */
const ZENDESK_CURSOR_PAGINATED_LISTS = [
  'GET /api/v2/tickets',
  'GET /api/v2/tickets/{ticket_id}/comments',
  'GET /api/v2/users',
  'GET /api/v2/organizations',
  'GET /api/v2/groups',
  'GET /api/v2/ticket_fields',
];

export const CONTRACT_EXCEPTIONS: readonly ContractException[] = [
  // ── Twilio ──────────────────────────────────────────────────────────────
  {
    platform: 'twilio',
    file: 'twilio_api_v2010.json',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [400, 401, 403, 404, 405, 429, 500, 503],
    body: TWILIO_ERROR_BODY,
    reason:
      'The description declares only success statuses; Twilio documents these error statuses for every endpoint, ' +
      'all with the same JSON error body (code, message, more_info, status).',
    documentation: 'https://www.twilio.com/docs/usage/twilios-response',
  },
  {
    platform: 'twilio',
    file: 'twilio_api_v2010.json',
    kind: 'complete-response-bodies',
    operations: [
      'GET /2010-04-01/Accounts/{AccountSid}/Messages.json',
      'POST /2010-04-01/Accounts/{AccountSid}/Messages.json',
      'GET /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json',
      'POST /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json',
      'GET /2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json',
      'GET /2010-04-01/Accounts/{Sid}.json',
    ],
    reason:
      'The description (generated from Twilio\'s SDK definitions) declares no required property anywhere, so an empty object ' +
      'would pass; Twilio\'s representations always carry every property, null when unset, as every example in the ' +
      'description for these operations shows (list pages included: messages, page, uri, next_page_uri, …).',
    documentation: 'https://www.twilio.com/docs/messaging/api/message-resource',
  },
  {
    platform: 'twilio',
    file: 'twilio_api_v2010.json',
    kind: 'known-description-error',
    operations: ['GET /2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json'],
    where: 'response-body',
    message: /^\/incoming_phone_numbers\/\d+\/(sms|voice)_application_sid must (NOT have fewer than 34 characters|match pattern "[^"]*") \(got ""\)$/,
    reason:
      'The schema gives sms_application_sid/voice_application_sid an AP… SID pattern, but a number without an application ' +
      'returns an empty string, as the description\'s own example for this operation shows.',
    documentation: 'https://www.twilio.com/docs/phone-numbers/api/incomingphonenumber-resource',
  },

  {
    platform: 'twilio',
    file: 'twilio_api_v2010.json',
    kind: 'known-description-error',
    operations: ['GET /2010-04-01/Accounts/{AccountSid}/Messages.json'],
    where: 'query',
    message: /^query parameter "DateSent[<>]?": must match format "date-time" \(got "\d{4}-\d{2}-\d{2}"\)$/,
    reason:
      'The description types the DateSent filters as date-time, but Twilio documents them as GMT dates "YYYY-MM-DD" ' +
      '(DateSent=, DateSent<=, DateSent>=); only such plain dates are let through.',
    documentation: 'https://www.twilio.com/docs/messaging/api/message-resource#read-multiple-message-resources',
  },

  // ── Zendesk ─────────────────────────────────────────────────────────────
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'optional-path-suffix',
    operations: 'all operations',
    suffix: '.json',
    reason:
      'Zendesk serves every endpoint with and without ".json", and its pagination links (next_page, after_url) use the ' +
      '".json" form, as the description\'s own examples show (".../incremental/tickets/cursor.json?cursor=…").',
    documentation: 'https://developer.zendesk.com/api-reference/introduction/pagination/',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-query-parameters',
    operations: ZENDESK_CURSOR_PAGINATED_LISTS,
    parameters: {
      'page[size]': { type: 'integer', minimum: 1, maximum: 100 },
      'page[after]': { type: 'string' },
      'page[before]': { type: 'string' },
      page: { type: 'integer', minimum: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: 100 },
    },
    reason:
      'The description leaves pagination out of most list endpoints; Zendesk documents cursor pagination ' +
      '(page[size] up to 100, page[after], page[before]) and offset pagination (page, per_page) for its list endpoints.',
    documentation: 'https://developer.zendesk.com/api-reference/introduction/pagination/',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-query-parameters',
    operations: ['GET /api/v2/users', 'GET /api/v2/users/{user_id}', 'GET /api/v2/users/me'],
    parameters: { include: { type: 'string' } },
    reason:
      'Zendesk documents sideloading related records with include= (e.g. include=organizations on user endpoints); ' +
      'the description does not declare the parameter.',
    documentation: 'https://developer.zendesk.com/documentation/ticketing/using-the-zendesk-api/side_loading/',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-query-parameters',
    operations: ['GET /api/v2/search'],
    parameters: {
      page: { type: 'integer', minimum: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: 100 },
    },
    reason: 'Search results are offset-paginated (page, per_page), which the description does not declare.',
    documentation: 'https://developer.zendesk.com/api-reference/ticketing/ticket-management/search/',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'known-description-error',
    operations: ['GET /api/v2/incremental/tickets/cursor'],
    where: 'query',
    message: /^required query parameter "start_time" is missing$/,
    reason:
      'start_time is only needed on the first request of a cursor-based export; the following ones send only cursor, ' +
      'as the after_url in the description\'s own example does.',
    documentation: 'https://developer.zendesk.com/api-reference/ticketing/ticket-management/incremental_exports/',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-request-body',
    operations: ['PUT /api/v2/organizations/{organization_id}'],
    contentType: 'application/json',
    schema: { type: 'object', required: ['organization'], properties: { organization: { type: 'object' } } },
    reason: 'The description has no request body for Update Organization; Zendesk documents {"organization": {…fields to change}}.',
    documentation: 'https://developer.zendesk.com/api-reference/ticketing/organizations/organizations/#update-organization',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-request-body',
    operations: ['POST /api/v2/groups'],
    contentType: 'application/json',
    schema: { type: 'object', required: ['group'], properties: { group: { $ref: '#/components/schemas/GroupObject' } } },
    reason: 'The description has no request body for Create Group; Zendesk documents {"group": {"name": …}}.',
    documentation: 'https://developer.zendesk.com/api-reference/ticketing/groups/groups/#create-group',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-request-body',
    operations: ['POST /api/v2/ticket_fields'],
    contentType: 'application/json',
    schema: { type: 'object', required: ['ticket_field'], properties: { ticket_field: { $ref: '#/components/schemas/TicketFieldObject' } } },
    reason: 'The description has no request body for Create Ticket Field; Zendesk documents {"ticket_field": {"type": …, "title": …}}.',
    documentation: 'https://developer.zendesk.com/api-reference/ticketing/tickets/ticket_fields/#create-ticket-field',
  },
  // Before the API-wide statuses below, so that they apply to these operations too.
  ...ZENDESK_WEBHOOKS_API,
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [400, 401, 403, 404, 409, 422],
    body: ZENDESK_ERROR_BODY,
    reason: 'Most operations declare no error status; Zendesk documents these for every endpoint, with an {"error": …} body.',
    documentation: 'https://developer.zendesk.com/api-reference/introduction/requests/#response-format',
  },
  {
    platform: 'zendesk',
    file: 'zendesk-support.openapi-src.yaml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [429, 500, 503],
    reason: 'Rate limiting (429 with Retry-After) and outages apply to every endpoint; Zendesk does not document one body shape for them.',
    documentation: 'https://developer.zendesk.com/api-reference/introduction/rate-limits/',
  },

  // ── Jira ────────────────────────────────────────────────────────────────
  {
    platform: 'jira',
    file: 'jira-platform-rest-v3.swagger-v3.v3.json',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [401, 429, 503],
    reason:
      'Atlassian documents 429 (and 503 for exhausted resources, both with Retry-After) for every endpoint as its rate ' +
      'limiting; 401 answers any call without valid credentials, though a few operations do not declare it.',
    documentation: 'https://developer.atlassian.com/cloud/jira/platform/rate-limiting/',
  },
  // ── Intercom ────────────────────────────────────────────────────────────
  {
    platform: 'intercom',
    file: 'api.intercom.io.v2.16.yaml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [400, 401, 403, 404, 409, 429, 500],
    body: INTERCOM_ERROR_BODY,
    reason:
      'Most operations declare only 200 and 401; Intercom documents these statuses for every endpoint with the same ' +
      'error list (404 not_found for an unknown contact, 409 conflict for a duplicate email or external_id, 429 ' +
      'rate_limit_exceeded with X-RateLimit-* headers), and its own examples show them (e.g. Archive contact: 404 "Contact Not Found").',
    documentation: 'https://developers.intercom.com/docs/references/rest-api/errors/http-responses',
  },
  // ── Asana ───────────────────────────────────────────────────────────────
  {
    platform: 'asana',
    file: 'asana_oas.yaml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [429],
    body: {
      type: 'object',
      required: ['errors'],
      properties: { errors: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: { type: 'string' }, help: { type: 'string' }, phrase: { type: 'string' } } } } },
    },
    reason: 'No operation declares 429; Asana documents it for every endpoint when a rate limit is hit, with Retry-After and its usual {errors: [...]} body.',
    documentation: 'https://developers.asana.com/docs/rate-limits',
  },
  {
    platform: 'asana',
    file: 'asana_oas.yaml',
    kind: 'known-description-error',
    operations: ['GET /tasks/{task_gid}'],
    where: 'response-body',
    message: /^\/data\/parent must be object \(got null\)$/,
    reason:
      'TaskResponse.parent is an allOf of TaskCompact and an object marked nullable, which reads as never null; its own ' +
      'description says it is "null if this is not a subtask", as Asana answers for every top-level task.',
    documentation: 'https://developers.asana.com/reference/gettask',
  },

  // ── Vonage ──────────────────────────────────────────────────────────────
  {
    platform: 'vonage',
    file: 'sms.yml',
    kind: 'known-description-error',
    operations: ['POST /{format}'],
    where: 'response-body',
    message: /^must match exactly one schema in oneOf$/,
    reason:
      'The 200 answer is oneOf SMS / Error, but neither branch requires a property or refuses others, so every answer ' +
      'matches both and oneOf can never pass. Only that verdict is silenced: a body valid against neither branch still ' +
      'reports the branches\' own errors.',
    documentation: 'https://developer.vonage.com/en/api/sms#send-an-sms',
  },
  {
    platform: 'vonage',
    file: 'sms.yml',
    kind: 'undescribed-operation',
    operations: ['GET /account/get-balance'],
    operation: {
      parameters: [
        { name: 'api_key', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'api_secret', in: 'query', required: true, schema: { type: 'string' } },
      ],
      responses: {
        200: {
          description: 'The current balance of the account',
          content: {
            'application/json': {
              schema: { type: 'object', required: ['value', 'autoReload'], properties: { value: { type: 'number' }, autoReload: { type: 'boolean' } } },
            },
          },
        },
        401: {
          description: 'Not authorised',
          content: {
            'application/json': {
              schema: { type: 'object', required: ['error-code', 'error-code-label'], properties: { 'error-code': { type: 'string' }, 'error-code-label': { type: 'string' } } },
            },
          },
        },
      },
    },
    reason:
      'The connector\'s verify calls the Account API\'s balance, a free call that only working credentials get answered; it is ' +
      'described in Vonage\'s account.yml (Nexmo/api-specification), which the shared folder does not hold. The operation is ' +
      'given here as that file describes it, with the properties its examples always carry made required.',
    documentation: 'https://developer.vonage.com/en/api/account#getAccountBalance',
  },

  // ── Pipedrive (API v1; its v2 is not in this file) ─────────────────────
  {
    platform: 'pipedrive',
    file: 'pipedrive-v1.openapi.yml',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [400, 401, 402, 403, 404, 429, 500, 503],
    body: PIPEDRIVE_ERROR_BODY,
    reason:
      'Most operations declare only their success; Pipedrive documents one error body for every failure of every endpoint ' +
      '(success false, error, error_info, data and additional_data null) and these statuses API-wide, 429 for its rate limits.',
    documentation: 'https://pipedrive.readme.io/docs/core-api-concepts-responses',
  },
  {
    platform: 'pipedrive',
    file: 'pipedrive-v1.openapi.yml',
    kind: 'undeclared-query-parameters',
    operations: ['GET /personFields', 'GET /organizationFields', 'GET /dealFields'],
    parameters: { start: { type: 'integer', minimum: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500 } },
    reason: 'The field lists are paged with start and limit like the other v1 lists (the description\'s own example answers pagination data), but the 2021 description leaves the parameters out.',
    documentation: 'https://developers.pipedrive.com/docs/api/v1/PersonFields#getPersonFields',
  },
  {
    platform: 'pipedrive',
    file: 'pipedrive-v1.openapi.yml',
    kind: 'undeclared-query-parameters',
    operations: ['GET /leads'],
    parameters: { sort: { type: 'string' } },
    reason: 'Pipedrive documents `sort` ("field ASC|DESC") on the lead list; the 2021 description has only limit, start and archived_status.',
    documentation: 'https://developers.pipedrive.com/docs/api/v1/Leads#getLeads',
  },
  {
    platform: 'pipedrive',
    file: 'pipedrive-v1.openapi.yml',
    kind: 'undeclared-query-parameters',
    operations: ['GET /notes'],
    parameters: { updated_since: { type: 'string' } },
    reason: 'Pipedrive documents `updated_since` on the note list (notes updated at or after a time); the 2021 description predates it.',
    documentation: 'https://developers.pipedrive.com/docs/api/v1/Notes#getNotes',
  },
  {
    platform: 'pipedrive',
    file: 'pipedrive-v1.openapi.yml',
    kind: 'known-description-error',
    operations: ['GET /leads/{id}', 'PATCH /leads/{id}', 'DELETE /leads/{id}', 'GET /users/{id}'],
    where: 'response-body',
    message: /^\/(data|additional_data) must be object \(got null\)$/,
    reason:
      'The 404 schema types data and additional_data as objects, but its own examples give both as null, as every Pipedrive ' +
      'error body has them.',
    documentation: 'https://pipedrive.readme.io/docs/core-api-concepts-responses',
  },
  ...XERO_EXCEPTIONS,
  ...BAMBOOHR_EXCEPTIONS,
  ...GUSTO_EXCEPTIONS,
  ...GOOGLE_DRIVE_EXCEPTIONS,
  ...BOX_EXCEPTIONS,
  ...BIGCOMMERCE_EXCEPTIONS,
  ...SQUARE_EXCEPTIONS,
];
