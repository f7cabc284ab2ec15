/**
 * The Vault API's routes about one resource of a connection (custom fields,
 * custom mappings, schema, example, config) and the custom mappings routes
 * (src/vault/connection-resources/routes.ts), operationIds as in the
 * reference's vault.yml.
 */
import { Type, type TSchema } from 'typebox';
import type { ErrorTypeName } from '../../../core/errors/catalog.js';
import type { OperationDoc } from '../operation-doc.js';
import { ConnectionRecord, CustomFieldRecord, CustomMappingRecord, ResourceExampleRecord } from './vault-records.js';

type VaultDoc = Omit<OperationDoc, 'api'>;

const json = (data: TSchema, description: string, status = 200) => ({ kind: 'json', status, description, data }) as const;

const RESOURCE_PATH = {
  unified_api: 'Unified API of the connection (e.g. crm).',
  service_id: 'Connector of the connection (e.g. pipedrive).',
  resource: 'Resource of the unified API (e.g. leads).',
};
const MAPPINGS_PATH = { unified_api: RESOURCE_PATH.unified_api, service_id: RESOURCE_PATH.service_id };
const TARGET_PATH = { ...MAPPINGS_PATH, target_field_id: 'The unified API, the resource and the mapping\'s key joined by "+" (crm+leads+first_aid_training).' };
const RESOURCE_ID = { resource_id: 'The platform record to read (its id); the first of the list when left out.' };

/** Reading a record at the platform through the consumer's connection. */
const SAMPLE_ERRORS: ErrorTypeName[] = [
  'RequestHeadersValidationError', 'ConnectorNotFoundError', 'EntityNotFoundError', 'ConnectionNotFoundError', 'ConnectorOperationUnsupportedError',
  'ConnectorDisabledError', 'ConnectionSettingsError', 'ConnectorCredentialsError', 'ConnectorExecutionError', 'ConnectorRateLimitError', 'ConnectorTimeoutError',
];
const MAPPING_ERRORS: ErrorTypeName[] = ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'EntityNotFoundError'];
const MAPPING_WRITE_ERRORS: ErrorTypeName[] = [...MAPPING_ERRORS, 'ConnectorOperationUnsupportedError'];

export const VAULT_RESOURCE_OPERATIONS: Readonly<Record<string, VaultDoc>> = {
  'GET /vault/connections/:unified_api/:service_id/:resource/custom-fields': {
    operationId: 'customFieldsAll',
    summary: 'List a resource\'s mappable fields',
    description:
      'Reads one platform record of the resource through the consumer\'s connection and lists the fields the unified record does not carry, each with the finder a custom mapping takes. Fields come from the record sampled: name one with `resource_id` to see fields another record leaves empty.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: SAMPLE_ERRORS,
    parameterDescriptions: { ...RESOURCE_PATH, ...RESOURCE_ID },
    success: json(Type.Array(CustomFieldRecord), 'The platform record\'s fields beyond the unified model.'),
  },
  'GET /vault/connections/:unified_api/:service_id/:resource/custom-mappings': {
    operationId: 'connectionCustomMappingsAll',
    summary: 'List a connection\'s custom mappings of a resource',
    description: 'The custom mappings the consumer\'s calls on this resource apply: the application\'s, each replaced by the consumer\'s own of the same key.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: MAPPING_WRITE_ERRORS,
    parameterDescriptions: { ...RESOURCE_PATH, ...RESOURCE_ID },
    success: json(Type.Array(CustomMappingRecord), 'The custom mappings.'),
  },
  'GET /vault/connections/:unified_api/:service_id/:resource/schema': {
    operationId: 'connectionsSchema',
    summary: 'Get a resource\'s approximate platform schema',
    description: 'An approximate JSON Schema of the platform\'s record, read from one record of the consumer\'s connection.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: SAMPLE_ERRORS,
    parameterDescriptions: { ...RESOURCE_PATH, ...RESOURCE_ID },
    success: json(Type.Object({}, { additionalProperties: true }), 'A JSON Schema.'),
  },
  'GET /vault/connections/:unified_api/:service_id/:resource/example': {
    operationId: 'connectionsExample',
    summary: 'Get a platform record of a resource',
    description: 'One record as the platform answers it, read through the consumer\'s connection.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: SAMPLE_ERRORS,
    parameterDescriptions: { ...RESOURCE_PATH, ...RESOURCE_ID },
    success: json(ResourceExampleRecord, 'The record.'),
  },
  'GET /vault/connections/:unified_api/:service_id/:resource/config': {
    operationId: 'connectionSettingsAll',
    summary: 'Get a resource\'s config',
    description: 'The connection, with `configuration` holding the consumer\'s defaults for this resource.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'EntityNotFoundError', 'ConnectorOperationUnsupportedError'],
    parameterDescriptions: RESOURCE_PATH,
    success: json(ConnectionRecord, 'The connection.'),
  },
  'PATCH /vault/connections/:unified_api/:service_id/:resource/config': {
    operationId: 'connectionSettingsUpdate',
    summary: 'Set a resource\'s defaults',
    description:
      'Replaces the consumer\'s defaults for this resource with `configuration[].defaults` (`id`: a field the connector writes, `value`: checked against the unified model; null drops it). A create that leaves such a field out gets its default. Other members of a connection are accepted and ignored, so a GET answer can be sent back.',
    tag: 'Connections',
    headers: ['x-svc-consumer-id'],
    errors: ['RequestHeadersValidationError', 'ConnectorNotFoundError', 'EntityNotFoundError', 'ConnectionNotFoundError', 'ConnectorOperationUnsupportedError'],
    parameterDescriptions: RESOURCE_PATH,
    success: json(ConnectionRecord, 'The connection.'),
  },
  'GET /vault/custom-mappings/:unified_api/:service_id': {
    operationId: 'customMappingsAll',
    summary: 'List custom mappings',
    description: 'Without a consumer: the application\'s mappings. With one: those its calls apply (the application\'s, each replaced by the consumer\'s own of the same key).',
    tag: 'Custom Mappings',
    headers: ['x-svc-consumer-id.optional'],
    errors: MAPPING_ERRORS,
    parameterDescriptions: MAPPINGS_PATH,
    success: json(Type.Array(CustomMappingRecord), 'The custom mappings.'),
  },
  'GET /vault/custom-mappings/:unified_api/:service_id/:target_field_id': {
    operationId: 'customMappingsOne',
    summary: 'Get a custom mapping',
    tag: 'Custom Mappings',
    headers: ['x-svc-consumer-id.optional'],
    errors: MAPPING_ERRORS,
    parameterDescriptions: TARGET_PATH,
    success: json(CustomMappingRecord, 'The custom mapping.'),
  },
  'POST /vault/custom-mappings/:unified_api/:service_id/:target_field_id': {
    operationId: 'customMappingsAdd',
    summary: 'Set a custom mapping',
    description:
      'Maps the key to a path of the platform\'s record (`value`, a finder such as `$.root.properties.first_aid`): list and get answers carry the value under `custom_mappings`, and creates and updates write `custom_mappings` values back to it. Without a consumer the mapping is the application\'s, for every consumer; with one, the consumer\'s own. Sets it whether or not one exists.',
    tag: 'Custom Mappings',
    headers: ['x-svc-consumer-id.optional'],
    errors: MAPPING_WRITE_ERRORS,
    parameterDescriptions: TARGET_PATH,
    success: json(CustomMappingRecord, 'The custom mapping.'),
  },
  'PATCH /vault/custom-mappings/:unified_api/:service_id/:target_field_id': {
    operationId: 'customMappingsUpdate',
    summary: 'Change a custom mapping',
    description: 'Changes the caller\'s own mapping (the application\'s without a consumer, else the consumer\'s); not found when the caller has none.',
    tag: 'Custom Mappings',
    headers: ['x-svc-consumer-id.optional'],
    errors: MAPPING_WRITE_ERRORS,
    parameterDescriptions: TARGET_PATH,
    success: json(CustomMappingRecord, 'The custom mapping.'),
  },
  'DELETE /vault/custom-mappings/:unified_api/:service_id/:target_field_id': {
    operationId: 'customMappingsDelete',
    summary: 'Delete a custom mapping',
    description: 'Deletes the caller\'s own mapping; a consumer\'s deletion brings back the application\'s mapping of the key, if there is one.',
    tag: 'Custom Mappings',
    headers: ['x-svc-consumer-id.optional'],
    errors: MAPPING_ERRORS,
    parameterDescriptions: TARGET_PATH,
    success: { kind: 'empty', status: 204, description: 'Deleted.' },
  },
};
