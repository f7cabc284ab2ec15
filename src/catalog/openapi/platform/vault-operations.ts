/**
 * The Vault API routes (src/vault/) in the Vault document: operationIds as in
 * the reference's vault.yml. Parameters and request bodies come from the
 * routes' own schemas; their answers, which the routes do not declare, from
 * vault-records.ts.
 */
import { Type, type TSchema } from 'typebox';
import type { ErrorTypeName } from '../../../core/errors/catalog.js';
import type { OperationDoc } from '../operation-doc.js';
import { ConnectionCheckRecord, ConnectionRecord, ConsumerRecord, ConsumerRequestCountsRecord, DeletedConsumerRecord, RequestLogRecord, SessionRecord } from './vault-records.js';

type VaultDoc = Omit<OperationDoc, 'api'>;

const CONSUMER_ID = { consumer_id: 'The application\'s own id of the consumer.' };
const CONNECTION_PATH = {
  unified_api: 'Unified API of the connection (e.g. sms).',
  service_id: 'Connector of the connection (e.g. twilio).',
};

/** Refreshing an OAuth token on the way (validate, token). */
const REFRESH_ERRORS: ErrorTypeName[] = ['OAuthConnectorError', 'OAuthCredentialsNotFoundError', 'ConnectorCredentialsError'];
/** Asking the platform (validate). */
const PLATFORM_ERRORS: ErrorTypeName[] = ['ConnectorExecutionError', 'ConnectorRateLimitError', 'ConnectorTimeoutError'];
/** A signed authorize or revoke link (oauth-flow.ts #checkLink). */
const LINK_ERRORS: ErrorTypeName[] = [
  'OAuthInvalidStateError',
  'ConnectorNotFoundError',
  'ConnectorOperationUnsupportedError',
  'IntegrationNotFoundError',
  'OAuthRedirectUriError',
];

const json = (data: TSchema, description: string, status = 200) =>
  ({ kind: 'json', status, description, data }) as const;

const redirect = (description: string) => ({ kind: 'redirect', status: 302, description }) as const;

const LINK_QUERY = {
  state: 'The signed ticket of the link.',
  redirect_uri: 'Where the browser goes at the end; must be on the application\'s allow-list (its first entry by default).',
  scope: 'Scopes to ask for, separated by spaces or commas; the application\'s, else the connector\'s defaults, by default.',
  nonce: 'Accepted and ignored.',
};

const LINK_QUERY_NOTE = 'The link comes from the connection\'s `authorize_url` or `revoke_url`; `state` carries its signed ticket.';

export const VAULT_OPERATIONS: Readonly<Record<string, VaultDoc>> = {
  'POST /vault/consumers': {
    operationId: 'consumersAdd',
    summary: 'Create a consumer',
    description: 'Creates the consumer, or returns it when it exists (its metadata updated when sent). Answers 200 either way, as the reference API does.',
    tag: 'Consumers',
    headers: [],
    errors: [],
    success: json(ConsumerRecord, 'The consumer.'),
  },
  'GET /vault/consumers': {
    operationId: 'consumersAll',
    summary: 'List consumers',
    description: 'The consumers of the application in the key\'s mode (sandbox or live), a page at a time, sorted by consumer id.',
    tag: 'Consumers',
    headers: [],
    errors: ['InvalidCursorError'],
    parameterDescriptions: {
      cursor: 'Cursor from meta.cursors of a previous page.',
      limit: 'Page size, 1 to 200; default 20.',
      'filter[consumer_id]': 'Only consumers whose id starts with this.',
    },
    success: { ...json(ConsumerRecord, 'A page of consumers.'), list: { previous: false } },
  },
  'GET /vault/consumers/:consumer_id': {
    operationId: 'consumersOne',
    summary: 'Get a consumer',
    tag: 'Consumers',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: CONSUMER_ID,
    success: json(ConsumerRecord, 'The consumer.'),
  },
  'PATCH /vault/consumers/:consumer_id': {
    operationId: 'consumersUpdate',
    summary: 'Update a consumer',
    description: 'Replaces the consumer\'s metadata.',
    tag: 'Consumers',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: CONSUMER_ID,
    success: json(ConsumerRecord, 'The consumer.'),
  },
  'DELETE /vault/consumers/:consumer_id': {
    operationId: 'consumersDelete',
    summary: 'Delete a consumer',
    description: 'Deletes the consumer and all of its connections, stored credentials included.',
    tag: 'Consumers',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: CONSUMER_ID,
    success: json(DeletedConsumerRecord, 'The deleted consumer\'s id.'),
  },
  'GET /vault/consumers/:consumer_id/stats': {
    operationId: 'consumerRequestCountsAll',
    summary: 'Consumer request counts',
    description: 'The consumer\'s unified (MCP included) and proxy calls between two date-times, counted from the request logs: calls older than the retention (SVC_REQUEST_LOG_RETENTION_DAYS) are no longer counted. Vault calls are not counted.',
    tag: 'Consumers',
    headers: [],
    errors: ['EntityNotFoundError'],
    parameterDescriptions: CONSUMER_ID,
    success: json(ConsumerRequestCountsRecord, 'The counts.'),
  },
  'GET /vault/logs': {
    operationId: 'logsAll',
    summary: 'Get all consumer request logs',
    description:
      'The consumer\'s unified, proxy and MCP calls, newest first: when, which API, connector and operation, the path without its query string, the status, the time taken and the source (`api`, `mcp`, `proxy`). No bodies, secrets or personal fields. Kept SVC_REQUEST_LOG_RETENTION_DAYS days (30 by default).',
    tag: 'Logs',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'InvalidCursorError'],
    parameterDescriptions: { cursor: 'Cursor from meta.cursors of a previous page.', limit: 'Page size, 1 to 200; default 20.' },
    success: { ...json(RequestLogRecord, 'A page of request log records.'), list: { previous: false } },
  },
  'GET /vault/connections': {
    operationId: 'connectionsAll',
    summary: 'List connections',
    description: 'Every connector of the unified APIs, with the consumer\'s connection where one exists (state `available` where none does).',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError'],
    parameterDescriptions: {
      api: 'Only connections of this unified API.',
      configured: 'true: only connections that are set up; false: only those that are not.',
    },
    success: json(Type.Array(ConnectionRecord), 'The connections.'),
  },
  'GET /vault/connections/:unified_api/:service_id': {
    operationId: 'connectionsOne',
    summary: 'Get a connection',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError'],
    parameterDescriptions: CONNECTION_PATH,
    success: json(ConnectionRecord, 'The connection.'),
  },
  'PATCH /vault/connections/:unified_api/:service_id': {
    operationId: 'connectionsUpdate',
    summary: 'Update a connection',
    description:
      'Sets settings (a string sets a value, null removes it, `********` keeps a secret), `enabled` and `metadata`; creates the connection (and the consumer) on first use. Read-only fields of a connection are accepted and ignored, so a GET answer can be sent back.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'IntegrationNotFoundError'],
    parameterDescriptions: CONNECTION_PATH,
    success: json(ConnectionRecord, 'The connection.'),
  },
  'DELETE /vault/connections/:unified_api/:service_id': {
    operationId: 'connectionsDelete',
    summary: 'Delete a connection',
    description: 'Deletes the connection and its stored credentials.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'ConnectionNotFoundError'],
    parameterDescriptions: CONNECTION_PATH,
    success: { kind: 'empty', status: 204, description: 'Deleted.' },
  },
  'POST /vault/connections/:unified_api/:service_id/validate': {
    operationId: 'validateConnectionState',
    summary: 'Validate a connection',
    description:
      'Checks that the required settings are there and asks the platform whether it accepts the credentials; credentials it rejects mark the connection `invalid` (ConnectorCredentialsError).',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'ConnectionNotFoundError', 'ConnectionSettingsError', ...REFRESH_ERRORS, ...PLATFORM_ERRORS],
    parameterDescriptions: CONNECTION_PATH,
    bodyOptional: true,
    success: json(ConnectionCheckRecord, 'The connection\'s state after the check.'),
  },
  'POST /vault/connections/:unified_api/:service_id/token': {
    operationId: 'connectionsToken',
    summary: 'Refresh a connection\'s token',
    description: 'Refreshes the OAuth access token now.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'ConnectionNotFoundError', 'ConnectorOperationUnsupportedError', ...REFRESH_ERRORS],
    parameterDescriptions: CONNECTION_PATH,
    bodyOptional: true,
    success: json(ConnectionCheckRecord, 'The connection\'s state after the refresh.'),
  },
  'POST /vault/connections/:unified_api/:service_id/import': {
    operationId: 'connectionsImport',
    summary: 'Import a connection\'s tokens',
    description: 'Stores OAuth tokens obtained outside the service. Without a known lifetime, the token is refreshed before its first use.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'ConnectorOperationUnsupportedError'],
    parameterDescriptions: CONNECTION_PATH,
    success: json(ConnectionRecord, 'The connection.'),
  },
  'GET /vault/authorize/:service_id/:application_id': {
    operationId: 'connectionsAuthorize',
    summary: 'Start an OAuth authorization',
    description: `Opened in the consumer's browser: checks the link and the redirect URI and sends the browser to the platform's consent page. ${LINK_QUERY_NOTE}`,
    tag: 'OAuth',
    headers: [],
    errors: [...LINK_ERRORS, 'OAuthCredentialsNotFoundError', 'ConnectionSettingsError'],
    parameterDescriptions: { service_id: 'Connector to authorize.', application_id: 'Application the link was issued for.', ...LINK_QUERY },
    success: redirect('To the platform\'s consent page.'),
  },
  'GET /vault/revoke/:service_id/:application_id': {
    operationId: 'connectionsRevoke',
    summary: 'Revoke an OAuth authorization',
    description: `Opened in the consumer's browser: asks the platform to revoke the token (where it can), forgets the stored tokens and sends the browser back to the redirect URI. ${LINK_QUERY_NOTE}`,
    tag: 'OAuth',
    headers: [],
    errors: [...LINK_ERRORS, 'ConnectionNotFoundError'],
    parameterDescriptions: { service_id: 'Connector to revoke.', application_id: 'Application the link was issued for.', ...LINK_QUERY },
    success: redirect('Back to the redirect URI.'),
  },
  'GET /vault/callback': {
    operationId: 'connectionsCallback',
    summary: 'OAuth callback',
    description:
      'Where platforms send the consumer\'s browser after consent (register this URL with the platform). Exchanges the code, stores the tokens and sends the browser to the redirect URI; a failed exchange adds `error`, `error_description` and `service_id` to it.',
    tag: 'OAuth',
    headers: [],
    errors: ['OAuthInvalidStateError'],
    query: {
      state: { schema: Type.String(), description: 'The state the service sent to the platform, unaltered.', required: true },
      code: { schema: Type.String(), description: 'Authorization code from the platform.' },
      error: { schema: Type.String(), description: 'Error code from the platform, when the consumer refused or it failed.' },
      error_description: { schema: Type.String(), description: 'The platform\'s explanation of `error`.' },
    },
    success: redirect('Back to the redirect URI.'),
  },
  'POST /vault/sessions': {
    operationId: 'sessionsCreate',
    summary: 'Create a session',
    description:
      'Creates a session of the hosted connect page for one consumer (created when new): send the consumer to `session_uri`. The token is shown once.',
    tag: 'Sessions',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError'],
    bodyOptional: true,
    success: json(SessionRecord, 'The session.'),
  },
};
