/**
 * A custom mapping's target field: the unified API, the resource and the key
 * the mapped value is shown under, written as the reference writes its id
 * ("crm+leads+first_aid_training"), and the finder it reads from.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { parseFinder, type FinderPath } from '../../core/json-finder.js';
import { findBinding, type ConnectorRegistry } from '../../connectors/registry.js';
import type { ConnectorDefinition, ResourceBinding } from '../../connectors/framework/define.js';
import { UNIFIED_APIS } from '../../unified/index.js';
import type { ResourceDeclaration } from '../../unified/define.js';

export interface TargetField {
  unifiedApi: string;
  resource: string;
  key: string;
}

/** A mapping's key: what `custom_mappings` shows the value under. */
const KEY_SOURCE = '[a-z][a-z0-9_]{0,63}';
const KEY = new RegExp(`^${KEY_SOURCE}$`);
/** The id's form, checked by the routes' schemas: api+resource+key. */
export const TARGET_FIELD_ID_PATTERN = `^[A-Za-z0-9_-]{1,64}\\+[A-Za-z0-9_-]{1,64}\\+${KEY_SOURCE}$`;

export function targetFieldId(target: TargetField): string {
  return `${target.unifiedApi}+${target.resource}+${target.key}`;
}

function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/** The target a path's id names; its unified API must be the path's. */
export function parseTargetFieldId(id: string, unifiedApi: string): TargetField {
  const parts = id.split('+');
  if (parts.length !== 3) throw invalid('target_field_id is the unified API, the resource and the key joined by "+", as in crm+leads+first_aid_training', { target_field_id: id.slice(0, 128) });
  const [api, resource, key] = parts as [string, string, string];
  if (api !== unifiedApi) throw invalid(`target_field_id names the ${api.slice(0, 32)} API, but the path names ${unifiedApi.slice(0, 32)}`, { target_field_id: id.slice(0, 128) });
  if (!KEY.test(key)) throw invalid('A custom mapping\'s key is 1 to 64 lowercase letters, digits and underscores, starting with a letter', { target_field_id: id.slice(0, 128) });
  return { unifiedApi: api, resource, key };
}

export function requireFinder(value: string): FinderPath {
  const path = parseFinder(value);
  if (!Array.isArray(path)) throw invalid(`value is not a finder: ${(path as { error: string }).error}`, { value: value.slice(0, 128) });
  return path as FinderPath;
}

/** The resource of a connector a mapping or config names: known to the unified API and served by the connector. */
export function requireResource(connectors: ConnectorRegistry, unifiedApi: string, serviceId: string, resource: string): { connector: ConnectorDefinition; declaration: ResourceDeclaration; binding: ResourceBinding } {
  const connector = connectors.require(unifiedApi, serviceId);
  const declaration = UNIFIED_APIS.find((api) => api.id === unifiedApi)?.resources.find((candidate) => candidate.id === resource);
  if (!declaration) throw new ApiError('EntityNotFoundError', { message: `The ${unifiedApi} API has no resource "${resource.slice(0, 64)}"`, detail: { resource: resource.slice(0, 64) } });
  const binding = findBinding(connector, declaration.key);
  if (!binding) {
    throw new ApiError('ConnectorOperationUnsupportedError', { message: `${connector.name} does not offer ${unifiedApi} ${resource}`, detail: { service_id: serviceId, resource } });
  }
  return { connector, declaration, binding };
}

/** A resource whose connector can carry custom mappings (the connector kit's collections). */
export function requireMappable(connectors: ConnectorRegistry, unifiedApi: string, serviceId: string, resource: string) {
  const found = requireResource(connectors, unifiedApi, serviceId, resource);
  const support = found.binding.implementation.customMappings;
  if (!support) {
    throw new ApiError('ConnectorOperationUnsupportedError', {
      message: `${found.connector.name} cannot carry custom mappings on ${resource} yet`,
      detail: { service_id: serviceId, resource, custom_mappings: 'not supported by this connector and resource' },
    });
  }
  return { ...found, support };
}
