/**
 * What a connector does with a unified resource, read from its implementation
 * only: operations from the functions it defines, filters, sort fields and
 * paging from its list declaration, fields from its mapper's table. Nothing
 * here is typed a second time, and the coverage test checks each claim
 * against the connector's emulator.
 */
import { supportedActions, supportedOperations, type ConnectorDefinition, type ResourceBinding } from '../connectors/framework/define.js';
import type { ReleaseStatus } from '../unified/define.js';
import type { CoverageEntry, LinkedConnectorResource } from './record-schemas.js';

export type ResourceSupport = Omit<CoverageEntry, 'service_id'>;

/** A resource is beta when the unified resource or the connector serving it is. */
export function bindingStatus(connector: ConnectorDefinition, binding: ResourceBinding): ReleaseStatus {
  return connector.status === 'beta' || binding.declaration.status === 'beta' ? 'beta' : 'live';
}

export function resourceSupport(binding: ResourceBinding): ResourceSupport {
  const impl = binding.implementation;
  const list = impl.list;
  // Filters and sort fields outside the unified declaration could never reach the connector: the routes refuse them.
  const declaredFilters = new Set(Object.keys(binding.declaration.filters));
  const declaredSort = new Set(binding.declaration.sortFields);
  return {
    downstream_id: impl.downstream.id,
    downstream_name: impl.downstream.name,
    pagination_supported: list?.paging ?? false,
    ...(list ? { pagination: { mode: 'native' as const, paging_support: list.paging, limit_support: list.paging } } : {}),
    supported_operations: supportedOperations(binding),
    supported_filters: (list?.filters ?? []).filter((name) => declaredFilters.has(name)),
    supported_sort_by: (list?.sortBy ?? []).filter((name) => declaredSort.has(name)),
    supported_fields: (impl.mapper?.fields ?? []).map((name) => ({ unified_property: name })),
    ...(binding.declaration.actions.length > 0 ? { supported_actions: supportedActions(binding) } : {}),
  };
}

export function linkedConnectorResource(connector: ConnectorDefinition, binding: ResourceBinding): LinkedConnectorResource {
  return {
    id: binding.declaration.id,
    name: binding.declaration.name,
    status: bindingStatus(connector, binding),
    downstream_id: binding.implementation.downstream.id,
    downstream_name: binding.implementation.downstream.name,
  };
}
