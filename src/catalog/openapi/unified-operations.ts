/**
 * What the documents say about a unified route, read from its resource
 * declaration: operationId (as the reference API names them: messagesAll,
 * customersOne; SPEC.md's ticketsAll for tickets), the headers it honours
 * (idempotency headers only where the gateway honours them) and the error
 * types the gateway, the connection resolution and the platform call can give.
 */
import type { ErrorTypeName } from '../../core/errors/catalog.js';
import { honours } from '../../gateway/idempotency/key-header.js';
import { parentResource, recordFiltersOf, type Operation, type ResourceDeclaration, type UnifiedApiDeclaration } from '../../unified/define.js';
import type { HeaderName } from './header-parameters.js';
import type { OperationDoc } from './operation-doc.js';

const OPERATION_SUFFIX: Record<Operation, string> = { all: 'All', one: 'One', add: 'Add', update: 'Update', delete: 'Delete' };

/** "customer-support" → "customerSupport". */
export function camelCase(text: string): string {
  return text.replace(/[-_\s]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
}

/** The reference's names: `attachmentsUpload` for a create that takes a file, `attachmentsDownload` for a record's content. */
export function unifiedOperationId(resource: ResourceDeclaration, operation: Operation, content = false): string {
  const suffix = content ? 'Download' : operation === 'add' && resource.addBody !== 'json' ? 'Upload' : OPERATION_SUFFIX[operation];
  return `${camelCase(resource.operationIdBase)}${suffix}`;
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

export function operationErrors(resource: ResourceDeclaration, operation: Operation): ErrorTypeName[] {
  // A key created with scopes that do not allow the operation (src/gateway/key-scopes.ts).
  const errors: ErrorTypeName[] = ['ScopeNotGrantedError', ...CONNECTION_ERRORS, ...PLATFORM_ERRORS];
  if (Object.keys(recordFiltersOf(resource, operation)).length > 0) errors.push('UnsupportedFiltersError');
  if (resource.checkWrite && (operation === 'add' || operation === 'update')) errors.push('InvalidRecordError');
  if (operation === 'add' && resource.addBody !== 'json') errors.push('PayloadTooLargeError');
  if (operation === 'all') errors.push(...(resource.listShape === 'page' ? LIST_ERRORS : ['UnsupportedFiltersError', 'UnsupportedSortFieldError'] as ErrorTypeName[]));
  // A record the platform does not have (one, update, delete), or a parent that does not exist.
  if (operation !== 'all' && operation !== 'add') errors.push('EntityNotFoundError');
  if (operation === 'all' || operation === 'add') {
    if (resource.parentParams.length > 0 || resource.listShape === 'record') errors.push('EntityNotFoundError');
  }
  const keyHonoured = honours(resource, operation, 'idempotency-key');
  const transactionIdHonoured = honours(resource, operation, 'x-unique-transaction-id');
  if (!keyHonoured || !transactionIdHonoured) errors.push('IdempotencyKeyNotSupportedError');
  if (keyHonoured || transactionIdHonoured) errors.push('IdempotencyKeyInUseError', 'IdempotencyKeyReusedError');
  return errors;
}

export function operationHeaders(api: UnifiedApiDeclaration, resource: ResourceDeclaration, operation: Operation): HeaderName[] {
  const headers: HeaderName[] = ['x-svc-consumer-id', 'x-svc-service-id', 'x-svc-raw', 'x-svc-timeout'];
  if (api.companySelection) headers.push('x-svc-company-id');
  if (operation === 'add' && resource.addBody !== 'json') headers.push('x-svc-metadata');
  if (honours(resource, operation, 'idempotency-key')) headers.push('Idempotency-Key');
  if (honours(resource, operation, 'x-unique-transaction-id')) headers.push('X-Unique-Transaction-ID');
  return headers;
}

/** "a ticket", "an opportunity". */
function aOrAn(singular: string): string {
  return /^[aeio]/i.test(singular) ? `an ${singular}` : `a ${singular}`;
}

const SUMMARY: Record<Operation, (resource: ResourceDeclaration) => string> = {
  all: (resource) => `List ${resource.name.toLowerCase()}`,
  one: (resource) => (resource.singleton ? `Get the ${resource.singular}` : `Get ${aOrAn(resource.singular)}`),
  add: (resource) => `Create ${aOrAn(resource.singular)}`,
  update: (resource) => `Update ${aOrAn(resource.singular)}`,
  delete: (resource) => `Delete ${aOrAn(resource.singular)}`,
};

const DESCRIPTION: Record<Operation, (resource: ResourceDeclaration) => string> = {
  all: (resource) =>
    resource.listShape === 'page'
      ? `Lists the ${resource.name.toLowerCase()} of the consumer's connector, a page at a time: request the next page with \`cursor\` set to \`meta.cursors.next\` (or call \`links.next\`) until it is null.`
      : resource.listShape === 'whole'
        ? `Lists every one of the ${resource.name.toLowerCase()} of the consumer's connector in one answer, as the reference does (no cursor).`
        : `Reads the ${resource.name.toLowerCase()} in one record, as the reference answers them.`,
  one: (resource) => (resource.singleton ? `Reads the ${resource.singular} of the connection.` : `Reads one ${resource.singular} by id.`),
  add: (resource) => `Creates ${aOrAn(resource.singular)} on the platform; \`data.id\` is its new id.`,
  update: (resource) => `Changes the fields sent; the others keep their values. \`data.id\` is the ${resource.singular}'s id.`,
  delete: (resource) => `Deletes the ${resource.singular} on the platform.`,
};

/** What each path parameter names: the record itself, or a parent (whose idParam it is). */
export function parameterDescriptions(resource: ResourceDeclaration, api: UnifiedApiDeclaration): Record<string, string> {
  const out: Record<string, string> = { [resource.idParam]: `Id of the ${resource.singular}.` };
  for (const param of new Set([...resource.parentParams, ...resource.itemParentParams])) {
    const parent = parentResource(api, resource, param);
    out[param] = parent ? `Id of the ${parent.singular}.` : `Id of the parent record (${param}).`;
  }
  return out;
}

/** The route of a record's content (`download`): bytes, not an envelope. */
function contentDoc(api: UnifiedApiDeclaration, resource: ResourceDeclaration): OperationDoc {
  return {
    api: api.id,
    operationId: unifiedOperationId(resource, 'one', true),
    summary: `Download ${aOrAn(resource.singular)}`,
    description: `Answers the ${resource.singular}'s content as the platform holds it, with its media type (not a JSON envelope).`,
    tag: resource.name,
    headers: [...operationHeaders(api, resource, 'one').filter((name) => name !== 'x-svc-raw'), 'Range'],
    errors: operationErrors(resource, 'one'),
    parameterDescriptions: parameterDescriptions(resource, api),
    success: { kind: 'file', status: 200, description: `The ${resource.singular}'s content.` },
  };
}

/** A create whose body is the file itself (`addBody: 'file'`), its fields in x-svc-metadata. */
function uploadBody(resource: ResourceDeclaration): Partial<OperationDoc> {
  if (resource.addBody === 'json') return {};
  return {
    rawBody: `The file itself, sent with its Content-Type; its fields (${resource.singular} name, description) go in the x-svc-metadata header.`,
    rawBodyRequired: true,
  };
}

export function unifiedOperationDoc(api: UnifiedApiDeclaration, resource: ResourceDeclaration, operation: Operation, content = false): OperationDoc {
  if (content) return contentDoc(api, resource);
  return {
    api: api.id,
    operationId: unifiedOperationId(resource, operation),
    summary: operation === 'add' && resource.addBody !== 'json' ? `Upload ${aOrAn(resource.singular)}` : SUMMARY[operation](resource),
    description: DESCRIPTION[operation](resource),
    tag: resource.name,
    headers: operationHeaders(api, resource, operation),
    errors: operationErrors(resource, operation),
    parameterDescriptions: parameterDescriptions(resource, api),
    envelopeConstants: { resource: resource.id, operation },
    ...(operation === 'add' ? uploadBody(resource) : {}),
  };
}
