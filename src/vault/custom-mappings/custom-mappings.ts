/**
 * Custom mappings through the Vault API (reference vault.yml, "Custom
 * Mappings"): a key of a unified resource mapped to a path of the platform's
 * record. Without a consumer the mapping is the application's, for all its
 * consumers; with one, that consumer's own, which wins over the
 * application's for the same key. Mappings are tenant data: every read and
 * write is scoped to the caller's application and key mode.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorRegistry } from '../../connectors/registry.js';
import * as repo from '../../store/repositories/custom-mappings.js';
import type { CustomMappingRow } from '../../store/schema.js';
import type { TenantScope, Vault } from '../vault.js';
import { preferConsumers } from './effective.js';
import { parseTargetFieldId, requireFinder, requireMappable, targetFieldId } from './target-field.js';

export interface CustomMappingView {
  id: string;
  label: string;
  description: string | null;
  value: string;
  key: string;
  required: boolean;
  custom_field: boolean;
  consumer_id: string | null;
  example: string | null;
}

/** Whose mappings a call reads and writes: the application's (no consumer header) or a consumer's. */
interface Caller {
  scope: TenantScope;
  consumerId: string | undefined;
}

function labelOf(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export class CustomMappings {
  readonly #vault: Vault;
  readonly #connectors: ConnectorRegistry;

  constructor(vault: Vault, connectors: ConnectorRegistry) {
    this.#vault = vault;
    this.#connectors = connectors;
  }

  /** The consumer's row id, or null for the application; an unknown consumer is not found. */
  async #owner({ scope, consumerId }: Caller): Promise<string | null> {
    return consumerId === undefined ? null : (await this.#vault.requireConsumer(scope, consumerId)).id;
  }

  #view(row: CustomMappingRow, consumerId: string | undefined): CustomMappingView {
    const found = this.#connectors.find(row.serviceId)?.resources.find((binding) => binding.declaration.api === row.unifiedApi && binding.declaration.id === row.resource);
    const standard = found?.implementation.customMappings?.standardPaths ?? [];
    const path = requireFinder(row.finder);
    return {
      id: targetFieldId(row),
      label: labelOf(row.key),
      description: null,
      value: row.finder,
      key: row.key,
      required: false,
      custom_field: !standard.includes(path.join('.')),
      consumer_id: row.consumerRef === null ? null : (consumerId ?? null),
      example: null,
    };
  }

  /** The mappings that apply to the caller: the application's, each replaced by the consumer's own of the same key. */
  async list(caller: Caller, unifiedApi: string, serviceId: string, resource?: string): Promise<CustomMappingView[]> {
    this.#connectors.require(unifiedApi, serviceId);
    const rows = await repo.listMappings(this.#vault.db, caller.scope, await this.#owner(caller), { unifiedApi, serviceId });
    return preferConsumers(rows.filter((row) => resource === undefined || row.resource === resource)).map((row) => this.#view(row, caller.consumerId));
  }

  async one(caller: Caller, unifiedApi: string, serviceId: string, id: string): Promise<CustomMappingView> {
    this.#connectors.require(unifiedApi, serviceId);
    const target = parseTargetFieldId(id, unifiedApi);
    const found = (await this.list(caller, unifiedApi, serviceId, target.resource)).find((view) => view.key === target.key);
    if (!found) throw notFound(id);
    return found;
  }

  /** Sets the caller's mapping of the target (created, or its finder replaced). */
  async put(caller: Caller, unifiedApi: string, serviceId: string, id: string, finder: string): Promise<CustomMappingView> {
    this.#connectors.require(unifiedApi, serviceId);
    const target = parseTargetFieldId(id, unifiedApi);
    requireMappable(this.#connectors, unifiedApi, serviceId, target.resource);
    requireFinder(finder);
    const row = await repo.putMapping(this.#vault.db, caller.scope, await this.#owner(caller), { ...target, serviceId }, finder);
    this.#changed(caller);
    return this.#view(row, caller.consumerId);
  }

  /** Changes the caller's own mapping of the target; not found when the caller has none (an application's is not a consumer's). */
  async update(caller: Caller, unifiedApi: string, serviceId: string, id: string, finder: string): Promise<CustomMappingView> {
    this.#connectors.require(unifiedApi, serviceId);
    const target = parseTargetFieldId(id, unifiedApi);
    requireMappable(this.#connectors, unifiedApi, serviceId, target.resource);
    requireFinder(finder);
    const row = await repo.updateMapping(this.#vault.db, caller.scope, await this.#owner(caller), { ...target, serviceId }, finder);
    if (!row) throw notFound(id);
    this.#changed(caller);
    return this.#view(row, caller.consumerId);
  }

  /** Removes the caller's own mapping; a consumer's removal brings back the application's, if any. */
  async remove(caller: Caller, unifiedApi: string, serviceId: string, id: string): Promise<void> {
    this.#connectors.require(unifiedApi, serviceId);
    const target = parseTargetFieldId(id, unifiedApi);
    if (!(await repo.deleteMapping(this.#vault.db, caller.scope, await this.#owner(caller), { ...target, serviceId }))) throw notFound(id);
    this.#changed(caller);
  }

  /** Calls see a change at once in this process (other instances within the connection cache's TTL). */
  #changed(caller: Caller): void {
    if (caller.consumerId === undefined) this.#vault.invalidateAll();
    else this.#vault.invalidate(caller.scope, caller.consumerId);
  }
}

function notFound(id: string): ApiError {
  return new ApiError('EntityNotFoundError', { message: 'No custom mapping has this target field', detail: { target_field_id: id.slice(0, 128) } });
}
