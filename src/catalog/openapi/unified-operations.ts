/**
 * What the documents say about a unified route, read from its resource
 * declaration: operationId (as the reference API names them: messagesAll,
 * customersOne; SPEC.md's ticketsAll for tickets), the headers it honours
 * (idempotency headers only where the gateway honours them) and the error
 * types the gateway, the connection resolution and the platform call can give.
 */
import type { ErrorTypeName } from '../../core/errors/catalog.js';
import { honours } from '../../gateway/idempotency/key-header.js';
import type { Operation, ResourceDeclaration, UnifiedApiDeclaration } from '../../unified/define.js';
import type { HeaderName } from './header-parameters.js';
import type { OperationDoc } from './operation-doc.js';

const OPERATION_SUFFIX: Record<Operation, string> = { all: 'All', one: 'One', add: 'Add', update: 'Update', delete: 'Delete' };

/** "customer-support" → "customerSupport". */
export function camelCase(text: string): string {
  return text.replace(/[-_\s]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
}

export function unifiedOperationId(resource: ResourceDeclaration, operation: Operation): string {
  return `${camelCase(resource.operationIdBase)}${OPERATION_SUFFIX[operation]}`;
}

/** Resolving the consumer's connection (connection-resolver.ts), refreshing its OAuth token, reading x-svc-* headers. */
const CONNECTION_ERRORS: ErrorTypeName[] = [
  'RequestHeadersValidationError',
  'ConnectionNotFoundError',
  'ConnectorNotFoundError',
  'IntegrationNotFoundError',
  'ConnectorDisabledError',
  'ConnectionSettingsError',
  'ConnectorCredentialsError',
  'ConnectorOperationUnsupportedError',
  'OAuthConnectorError',
  'OAuthCredentialsNotFoundError',
];

/** Calling the platform and mapping its answer. */
const PLATFORM_ERRORS: ErrorTypeName[] = ['ConnectorExecutionError', 'ConnectorRateLimitError', 'ConnectorTimeoutError', 'MappingError'];

const LIST_ERRORS: ErrorTypeName[] = ['InvalidCursorError', 'UnsupportedFiltersError', 'UnsupportedSortFieldError', 'PaginationNotSupportedError'];

function operationErrors(resource: ResourceDeclaration, operation: Operation): ErrorTypeName[] {
  const errors = [...CONNECTION_ERRORS, ...PLATFORM_ERRORS];
  if (operation === 'all') errors.push(...LIST_ERRORS);
  // A record the platform does not have (one, update, delete), or a parent that does not exist.
  if (operation !== 'all' && operation !== 'add') errors.push('EntityNotFoundError');
  if (operation === 'all' || operation === 'add') {
    if (resource.parentParams.length > 0) errors.push('EntityNotFoundError');
  }
  const keyHonoured = honours(resource, operation, 'idempotency-key');
  const transactionIdHonoured = honours(resource, operation, 'x-unique-transaction-id');
  if (!keyHonoured || !transactionIdHonoured) errors.push('IdempotencyKeyNotSupportedError');
  if (keyHonoured || transactionIdHonoured) errors.push('IdempotencyKeyInUseError', 'IdempotencyKeyReusedError');
  return errors;
}

function operationHeaders(resource: ResourceDeclaration, operation: Operation): HeaderName[] {
  const headers: HeaderName[] = ['x-svc-consumer-id', 'x-svc-service-id', 'x-svc-raw', 'x-svc-timeout'];
  if (honours(resource, operation, 'idempotency-key')) headers.push('Idempotency-Key');
  if (honours(resource, operation, 'x-unique-transaction-id')) headers.push('X-Unique-Transaction-ID');
  return headers;
}

const SUMMARY: Record<Operation, (resource: ResourceDeclaration) => string> = {
  all: (resource) => `List ${resource.name.toLowerCase()}`,
  one: (resource) => `Get a ${resource.singular}`,
  add: (resource) => `Create a ${resource.singular}`,
  update: (resource) => `Update a ${resource.singular}`,
  delete: (resource) => `Delete a ${resource.singular}`,
};

const DESCRIPTION: Record<Operation, (resource: ResourceDeclaration) => string> = {
  all: (resource) =>
    `Lists the ${resource.name.toLowerCase()} of the consumer's connector, a page at a time: request the next page with \`cursor\` set to \`meta.cursors.next\` (or call \`links.next\`) until it is null.`,
  one: (resource) => `Reads one ${resource.singular} by id.`,
  add: (resource) => `Creates a ${resource.singular} on the platform; \`data.id\` is its new id.`,
  update: (resource) => `Changes the fields sent; the others keep their values. \`data.id\` is the ${resource.singular}'s id.`,
  delete: (resource) => `Deletes the ${resource.singular} on the platform.`,
};

/** What each path parameter names: the record itself, or a parent (whose idParam it is). */
function parameterDescriptions(resource: ResourceDeclaration, api: UnifiedApiDeclaration): Record<string, string> {
  const out: Record<string, string> = { [resource.idParam]: `Id of the ${resource.singular}.` };
  for (const param of resource.parentParams) {
    const parent = api.resources.find((candidate) => candidate.idParam === param && candidate !== resource);
    out[param] = parent ? `Id of the ${parent.singular}.` : `Id of the parent record (${param}).`;
  }
  return out;
}

export function unifiedOperationDoc(api: UnifiedApiDeclaration, resource: ResourceDeclaration, operation: Operation): OperationDoc {
  return {
    api: api.id,
    operationId: unifiedOperationId(resource, operation),
    summary: SUMMARY[operation](resource),
    description: DESCRIPTION[operation](resource),
    tag: resource.name,
    headers: operationHeaders(resource, operation),
    errors: operationErrors(resource, operation),
    parameterDescriptions: parameterDescriptions(resource, api),
    envelopeConstants: { resource: resource.id, operation },
  };
}
