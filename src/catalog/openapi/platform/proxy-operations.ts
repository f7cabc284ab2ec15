/**
 * The Proxy API route (src/proxy/routes.ts: `/proxy` with six methods) in the
 * Proxy document: one operation per method, operationIds as in the
 * reference's proxy.yml. The route has no schemas: bodies of any media type
 * go through as bytes, and the platform's answer comes back unchanged.
 */
import type { ErrorTypeName } from '../../../core/errors/catalog.js';
import type { HeaderName } from '../header-parameters.js';
import type { OperationDoc } from '../operation-doc.js';

type ProxyDoc = Omit<OperationDoc, 'api'>;

const HEADERS: HeaderName[] = [
  'x-svc-consumer-id',
  'x-svc-service-id.required',
  'x-svc-unified-api',
  'x-svc-downstream-url',
  'x-svc-downstream-method',
  'x-svc-downstream-authorization',
  'x-svc-timeout',
];

/** proxy-headers.ts, proxy-connection.ts, the target guard, the OAuth refresh and the platform call. */
const ERRORS: ErrorTypeName[] = [
  'ScopeNotGrantedError',
  'RequestHeadersValidationError',
  'ConnectorNotFoundError',
  'ConnectionNotFoundError',
  'ConnectorDisabledError',
  'ConnectionSettingsError',
  'ConnectorCredentialsError',
  'IntegrationNotFoundError',
  'OAuthConnectorError',
  'OAuthCredentialsNotFoundError',
  'ProxyTargetNotAllowedError',
  'ConnectorExecutionError',
  'ConnectorRateLimitError',
  'ConnectorTimeoutError',
];

const METHODS = [
  ['GET', 'getProxy'],
  ['OPTIONS', 'optionsProxy'],
  ['POST', 'postProxy'],
  ['PUT', 'putProxy'],
  ['PATCH', 'patchProxy'],
  ['DELETE', 'deleteProxy'],
] as const;

export const PROXY_OPERATIONS: Readonly<Record<string, ProxyDoc>> = Object.fromEntries(
  METHODS.map(([method, operationId]): [string, ProxyDoc] => [
    `${method} /proxy`,
    {
      operationId,
      summary: `${method} through the proxy`,
      description:
        `Calls the platform at \`x-svc-downstream-url\` (method: \`x-svc-downstream-method\`, else ${method}) with the consumer's stored credentials ` +
        '(an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, ' +
        'but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector\'s declared hosts over https; ' +
        'sandbox keys only its emulator.',
      tag: 'Proxy',
      headers: HEADERS,
      // Any media type, so no 415; the body limit still applies.
      errors: method === 'GET' ? ERRORS : [...ERRORS, 'PayloadTooLargeError'],
      rawBody: method !== 'GET',
      bodyOptional: true,
      success: { kind: 'passthrough', description: 'The platform\'s answer.' },
    },
  ]),
);
