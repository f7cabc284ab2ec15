/**
 * The error catalog: every `type_name` the service can answer with, declared
 * once with its HTTP status, default message and the description served on its
 * documentation page (the `ref` of every error envelope points there).
 *
 * Types from SPEC.md come first. Statuses follow the reference API where it
 * shows one (RequestLimitError 402, MappingError 501, ...); where it is silent
 * the status is the plain HTTP meaning of the condition. A few types that
 * SPEC.md does not list are added at the end for conditions it does not name
 * (header validation as in the reference API, media type, body size, HTTPS,
 * downstream timeout, an instance shutting down or not ready, internal failures).
 */
export interface ErrorTypeDeclaration {
  status: number;
  message: string;
  description: string;
}

export const ERROR_TYPES = {
  RequestValidationError: {
    status: 400,
    message: 'Invalid request',
    description:
      'The request is not valid for this endpoint: a parameter, header or body field has the wrong type, is missing, is unknown or is out of range, or holds text the service cannot store (U+0000, an unpaired UTF-16 surrogate). `detail` says where. Also the answer to a request the HTTP parser cannot read (`detail.http`).',
  },
  UnsupportedFiltersError: {
    status: 400,
    message: 'Unsupported filters',
    description:
      'The filters are valid for the unified API, but the connector serving this consumer cannot apply them. Remove them, or call another connector.',
  },
  UnsupportedSortFieldError: {
    status: 400,
    message: 'Unsupported sort field',
    description: 'The `sort[by]` field is valid for the unified API, but the connector serving this consumer cannot sort on it.',
  },
  InvalidCursorError: {
    status: 400,
    message: 'Invalid cursor',
    description:
      'The `cursor` was not issued by this service for this connector and resource, or it was altered. Use the cursor of a previous response of the same list.',
  },
  ConnectorExecutionError: {
    status: 502,
    message: 'Connector execution failed',
    description:
      'The downstream platform answered with an error. `status_code` is the platform\'s own status and `detail` holds its original response body. When a write in several platform calls fails after an earlier call succeeded, `detail.partial_write` says what was written, what was undone, and what is left at the platform.',
  },
  UnauthorizedError: {
    status: 401,
    message: 'Unauthorized request',
    description:
      'The request could not be authorized: the `Authorization: Bearer <key>` header or the `x-svc-app-id` header is missing, the key is unknown or revoked, it belongs to another application, or a public key was used where a secret key is required.',
  },
  ConnectorCredentialsError: {
    status: 401,
    message: 'Connector credentials rejected',
    description:
      'The downstream platform refused the connection\'s credentials, or the connection has none. Re-authorize the connection or update its settings.',
  },
  ConnectorDisabledError: {
    status: 401,
    message: 'Connector disabled',
    description: 'The connection or the connector has been disabled.',
  },
  ConnectorRateLimitError: {
    status: 429,
    message: 'Connector rate limit reached',
    description:
      'The downstream platform is limiting requests, or the service is holding calls back to stay within the platform\'s limits and the next slot comes after the request\'s time budget (`x-svc-timeout`). Limits differ per platform; retry after the delay in the `Retry-After` header.',
  },
  RequestLimitError: {
    status: 402,
    message: 'Request limit reached',
    description: 'The application has used its monthly request quota. Requests are refused until the month ends (UTC).',
  },
  EntityNotFoundError: {
    status: 404,
    message: 'Not found',
    description: 'The route, or the record it names, does not exist.',
  },
  OAuthCredentialsNotFoundError: {
    status: 400,
    message: 'OAuth client credentials missing',
    description: 'The application has not configured a client id and client secret for this OAuth connector.',
  },
  IntegrationNotFoundError: {
    status: 404,
    message: 'Integration not found',
    description: 'This connector is not enabled for the application.',
  },
  ConnectionNotFoundError: {
    status: 404,
    message: 'Connection not found',
    description:
      'The consumer has no usable connection for this unified API (or for the connector named in `x-svc-service-id`). Create or authorize one in the vault first.',
  },
  ConnectionSettingsError: {
    status: 422,
    message: 'Connection settings missing',
    description: 'The connection lacks settings the connector requires. `detail` lists them.',
  },
  ConnectorNotFoundError: {
    status: 404,
    message: 'Unknown connector',
    description:
      'No connector with this id exists for the unified API. Check the spelling of `x-svc-service-id` or of the `service_id` path parameter.',
  },
  OAuthRedirectUriError: {
    status: 400,
    message: 'Invalid redirect URI',
    description: 'The authorization or revoke request has no `redirect_uri`, or it is not on the application\'s allow-list.',
  },
  OAuthInvalidStateError: {
    status: 400,
    message: 'Invalid OAuth state',
    description: 'The OAuth `state` is missing, altered, expired or already used. Start the authorization again.',
  },
  OAuthCodeExchangeError: {
    status: 400,
    message: 'OAuth code exchange failed',
    description: 'The platform refused to exchange the authorization code for tokens.',
  },
  OAuthConnectorError: {
    status: 424,
    message: 'OAuth connector failure',
    description: 'The platform failed during an OAuth step (authorization, token refresh or revocation).',
  },
  MappingError: {
    status: 501,
    message: 'Mapping error',
    description: 'A field could not be mapped between the unified model and the platform.',
  },
  ConnectorMappingNotFoundError: {
    status: 501,
    message: 'Connector mapping not found',
    description: 'The connector\'s implementation of this resource is incomplete.',
  },
  ConnectorResponseMappingNotFoundError: {
    status: 501,
    message: 'Response mapping not found',
    description: 'The connector cannot map the platform\'s response for this operation.',
  },
  ConnectorOperationMappingNotFoundError: {
    status: 501,
    message: 'Operation mapping not found',
    description: 'The connector has not implemented the mapping for this operation yet.',
  },
  ConnectorWorkflowMappingError: {
    status: 501,
    message: 'Workflow mapping incomplete',
    description: 'The operation needs several platform calls and not all of them are mapped.',
  },
  ConnectorOperationUnsupportedError: {
    status: 400,
    message: 'Operation unsupported by connector',
    description:
      'The platform behind this connector does not offer this operation. Another connector of the same unified API may.',
  },
  PaginationNotSupportedError: {
    status: 400,
    message: 'Pagination not supported',
    description: 'The connector cannot page this list; remove `cursor` and `limit`.',
  },
  // Types for conditions SPEC.md does not name.
  RequestHeadersValidationError: {
    status: 400,
    message: 'Invalid request headers',
    description:
      'A required header is missing or invalid, for example `x-svc-consumer-id` on a unified API call, or `x-svc-service-id` when the consumer has several connections for the unified API.',
  },
  UnsupportedMediaTypeError: {
    status: 415,
    message: 'Unsupported media type',
    description: 'Request bodies must be UTF-8 JSON sent with `Content-Type: application/json`.',
  },
  PayloadTooLargeError: {
    status: 413,
    message: 'Request body too large',
    description: 'The request body is larger than the service accepts.',
  },
  RequestHeadersTooLargeError: {
    status: 431,
    message: 'Request headers too large',
    description: 'The request line and headers together are larger than the service reads (16 KB): a URL or a header is too long.',
  },
  RequestTimeoutError: {
    status: 408,
    message: 'Request timed out',
    description: 'The request\'s headers or body did not arrive in time; the connection is closed.',
  },
  HttpsRequiredError: {
    status: 403,
    message: 'HTTPS required',
    description: 'The request reached the service over plain HTTP. Use HTTPS.',
  },
  ConnectorTimeoutError: {
    status: 504,
    message: 'Connector timed out',
    description: 'The downstream platform did not answer within the request\'s timeout.',
  },
  IdempotencyKeyNotSupportedError: {
    status: 400,
    message: 'Idempotency key not supported here',
    description:
      'The request carries an `Idempotency-Key` (or `X-Unique-Transaction-ID`) header, but this operation does not honour it, so a retry would not be protected. `Idempotency-Key` is honoured where the API reference lists it; `X-Unique-Transaction-ID` on creates (POST). Remove the header, or send one of the two only.',
  },
  IdempotencyKeyInUseError: {
    status: 409,
    message: 'Idempotency key in use',
    description:
      'A request with the same idempotency key is still running, or its outcome is unknown: the platform did not answer in time, the connection broke after the request was sent, or the instance handling it stopped. The platform may have written the record, so the key stays reserved until it expires rather than risk a second write. Retry later; when `detail.state` is `outcome_unknown`, check the platform before sending the record again under a new key.',
  },
  IdempotencyKeyReusedError: {
    status: 422,
    message: 'Idempotency key reused',
    description:
      'The idempotency key was first used for a different request (another operation, path, connector or body). A key stands for one request: resend exactly the same request to get its result, or use a new key for a new request.',
  },
  InvalidRecordError: {
    status: 422,
    message: 'Invalid record',
    description:
      'The body has the right shape but breaks a rule of the unified model that no platform would accept, such as a journal entry whose debits and credits differ. It was refused before anything was sent to the platform. `detail` says which rule and by how much.',
  },
  ProxyTargetNotAllowedError: {
    status: 403,
    message: 'Proxy target not allowed',
    description:
      'The Proxy API refused the downstream URL before calling it: it must be an https URL (http only for the sandbox emulator) on one of the connector\'s declared hosts, without user name or password, and must not be an IP address or resolve to a private, loopback, link-local or otherwise internal address. `detail.reason` says which rule it broke.',
  },
  ScopeNotGrantedError: {
    status: 403,
    message: 'Scope not granted',
    description:
      'The API key, or the MCP session, lacks a scope this operation needs: `read` for lists and gets, `write` for creates and updates, `destructive` for deletes, and `money` as well for operations that move money (payments, bill payments, refunds), which `write` does not imply. The Proxy API needs every scope but `pii`. `detail.missing` names what is missing; use a key created with those scopes, or open the MCP session with them (`/mcp?scopes=...`).',
  },
  ServiceUnavailableError: {
    status: 503,
    message: 'Service unavailable',
    description:
      'This instance cannot take the request now: it is shutting down (finishing the requests it already has), or, on `/health/ready`, a store it needs does not answer (`detail.checks` says which). Retry shortly, on another instance where there is one.',
  },
  InternalServerError: {
    status: 500,
    message: 'Internal server error',
    description: 'The service failed unexpectedly. The failure is logged with the `Request-Id` of the response.',
  },
} as const satisfies Record<string, ErrorTypeDeclaration>;

export type ErrorTypeName = keyof typeof ERROR_TYPES;

export const ERROR_TYPE_NAMES = Object.keys(ERROR_TYPES) as ErrorTypeName[];

export function isErrorTypeName(value: string): value is ErrorTypeName {
  return Object.hasOwn(ERROR_TYPES, value);
}
