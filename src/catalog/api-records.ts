/**
 * API, API resource and API resource coverage records, built from the
 * unified declarations (and, for coverage, from every connector serving the
 * resource).
 */
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import { findBinding } from '../connectors/registry.js';
import { apiEventTypes, parentResource, type ResourceDeclaration, type UnifiedApiDeclaration } from '../unified/define.js';
import { REFERENCE_API_VERSION } from './api-version.js';
import type { CatalogContext } from './context.js';
import { modelJsonSchema } from './json-schema.js';
import type { Api, ApiResource, ApiResourceCoverage } from './record-schemas.js';
import { resourceSupport } from './resource-support.js';

export function buildApiRecord(api: UnifiedApiDeclaration, context: CatalogContext): Api {
  const documents = context.documents;
  return {
    id: api.id,
    type: 'unified',
    name: api.name,
    description: api.description,
    status: api.status,
    version: REFERENCE_API_VERSION,
    ...(documents ? { spec_url: documents.specUrl(api.id), api_reference_url: documents.referenceUrl(api.id) } : {}),
    postman_collection_id: null,
    categories: [...api.categories],
    resources: api.resources.map((resource) => ({
      id: resource.id,
      name: resource.name,
      status: resource.status,
      excluded_from_coverage: false,
    })),
    events: apiEventTypes(api),
  };
}

/**
 * Resources a record points to, read from the declaration: a resource nested
 * under another (tickets under collections) holds its parent's id in the
 * field named like the parent's path parameter.
 */
export function linkedResources(resource: ResourceDeclaration, api: UnifiedApiDeclaration): ApiResource['linked_resources'] {
  const properties = (resource.model as { properties?: Record<string, unknown> }).properties ?? {};
  return resource.parentParams.flatMap((param) => {
    const parent = parentResource(api, resource, param);
    // A record's `id` is its own, even where the parent's id sits in a path parameter named `id` (list members).
    return parent && param !== 'id' && Object.hasOwn(properties, param) ? [{ id: parent.id, unified_property: param }] : [];
  });
}

export function buildApiResourceRecord(resource: ResourceDeclaration, api: UnifiedApiDeclaration): ApiResource {
  return {
    id: resource.id,
    name: resource.name,
    status: resource.status,
    linked_resources: linkedResources(resource, api),
    schema: modelJsonSchema(resource.model),
  };
}

export function buildCoverageRecord(resource: ResourceDeclaration, connectors: readonly ConnectorDefinition[]): ApiResourceCoverage {
  return {
    id: resource.id,
    name: resource.name,
    status: resource.status,
    coverage: connectors.flatMap((connector) => {
      const binding = findBinding(connector, resource.key);
      return binding ? [{ service_id: connector.id, ...resourceSupport(binding) }] : [];
    }),
  };
}
