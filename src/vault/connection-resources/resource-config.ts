/**
 * Resource config (reference `…/{resource}/config`): defaults a consumer sets
 * for fields of a resource, given to every create that leaves the field out
 * (src/gateway/custom-mapped-fields.ts). Each default names a field the
 * connector writes, and its value is checked against the unified model, so a
 * default can never make a create fail that would have worked without it.
 */
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import { setResourceConfiguration } from '../../store/repositories/connections.js';
import type { TenantScope, Vault } from '../vault.js';
import { requireMappable } from '../custom-mappings/target-field.js';

export interface ConfigurationEntry {
  resource: string;
  defaults?: ReadonlyArray<{ id: string; value?: unknown }>;
}

function invalid(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/** Replaces the resource's defaults with those of the body's entry for it; a null value leaves the field without one. */
export async function setResourceDefaults(
  deps: { vault: Vault; connectors: ConnectorRegistry },
  key: { scope: TenantScope; consumerId: string; unifiedApi: string; serviceId: string; resource: string },
  configuration: readonly ConfigurationEntry[],
) {
  const { connector, declaration, support } = requireMappable(deps.connectors, key.unifiedApi, key.serviceId, key.resource);
  const others = configuration.filter((entry) => entry.resource !== key.resource);
  if (others.length > 0) throw invalid(`This path sets the config of ${key.resource}; send the others to their own path`, { configuration: others.map((entry) => entry.resource.slice(0, 64)) });
  if (!support.writable.length || !declaration.operations.includes('add')) {
    throw new ApiError('ConnectorOperationUnsupportedError', { message: `${connector.name} does not create ${key.resource}: there is nothing to give defaults to`, detail: { resource: key.resource } });
  }
  const properties = (declaration.model as unknown as { properties: Record<string, TSchema & { readOnly?: boolean }> }).properties;
  const defaults: Record<string, unknown> = {};
  for (const { id, value } of configuration.flatMap((entry) => entry.defaults ?? [])) {
    const schema = properties[id];
    if (!schema || schema.readOnly || !support.writable.includes(id)) {
      throw invalid(`${id.slice(0, 64)} is not a field ${connector.name} writes on ${key.resource}; it writes ${support.writable.join(', ')}`, { [`defaults.${id.slice(0, 64)}`]: 'not a writable field' });
    }
    if (value === null || value === undefined) continue;
    if (!Value.Check(schema, value)) throw invalid(`The default of ${id} is not a valid ${id} of ${declaration.singular}`, { [`defaults.${id}`]: 'does not match the field\'s schema' });
    defaults[id] = value;
  }
  const row = await deps.vault.requireConnection(key.scope, key.consumerId, key.unifiedApi, key.serviceId);
  await setResourceConfiguration(deps.vault.db, row.id, key.resource, defaults);
  deps.vault.invalidate(key.scope, key.consumerId);
  return deps.vault.getConnection(key.scope, key.consumerId, key.unifiedApi, key.serviceId);
}
