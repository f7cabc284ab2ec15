/**
 * The Connector record, built from a connector's declaration alone. Fields
 * of the reference record that nothing in the declaration can back (signup
 * URLs, free trials, webhook and schema support, TLS notes) are left out
 * rather than guessed.
 */
import { configurableResources, supportedEvents, unifiedApisOf, type ConnectorDefinition } from '../connectors/framework/define.js';
import type { UnifiedApiDeclaration } from '../unified/define.js';
import type { CatalogContext } from './context.js';
import { connectorDocRecords } from './docs/connector-docs.js';
import type { Connector, ConnectorSetting } from './record-schemas.js';
import { linkedConnectorResource } from './resource-support.js';

function settingRecord(field: ConnectorDefinition['settings'][number]): ConnectorSetting {
  return {
    id: field.id,
    label: field.label,
    type: field.type,
    required: field.required,
    sensitive: field.sensitive,
    description: field.description ?? null,
    placeholder: field.placeholder ?? null,
  };
}

function oauthFields(connector: ConnectorDefinition): Pick<Connector, 'oauth_grant_type' | 'oauth_credentials_source' | 'settings_required_for_authorization'> {
  const oauth = connector.oauth;
  if (!oauth) return {};
  return {
    oauth_grant_type: 'authorization_code',
    // Applications bring their own client (IntegrationService) for consent; a connector with
    // oauth.clientCredentials also lets a connection bring its own, through its settings.
    oauth_credentials_source: 'integration',
    settings_required_for_authorization: [...oauth.settingsRequiredForAuthorization],
  };
}

export function buildConnectorRecord(
  connector: ConnectorDefinition,
  apis: readonly UnifiedApiDeclaration[],
  context: CatalogContext,
): Connector {
  const apiIds = unifiedApisOf(connector);
  const oauth = connector.oauth;
  const defaultScopes = oauth ? oauth.scopes.filter((scope) => oauth.defaultScopes.includes(scope.id)) : [];
  const logo = context.logoUrl(connector.id);
  return {
    id: connector.id,
    name: connector.name,
    status: connector.status,
    description: connector.description,
    icon_url: logo,
    logo_url: logo,
    website_url: connector.websiteUrl,
    auth_type: connector.authType,
    auth_only: connector.resources.length === 0,
    ...oauthFields(connector),
    oauth_scopes: (oauth?.scopes ?? []).map((scope) => ({
      id: scope.id,
      label: scope.label,
      // The same defaults serve every API the connector maps: the declaration has one default list.
      default_apis: oauth?.defaultScopes.includes(scope.id) ? [...apiIds] : [],
    })),
    // Applications may narrow the scopes to the declared ones, never add others (integration-patch.ts).
    custom_scopes: false,
    has_sandbox_credentials: oauth !== undefined && context.hasSandboxCredentials(connector.id),
    settings: connector.settings.map(settingRecord),
    service_id: connector.id,
    unified_apis: apiIds.map((apiId) => ({
      id: apiId,
      name: apis.find((api) => api.id === apiId)?.name ?? apiId,
      auth_only: false,
      oauth_scopes: defaultScopes.map((scope) => ({ id: scope.id, label: scope.label })),
      supported_resources: connector.resources
        .filter((binding) => binding.declaration.api === apiId)
        .map((binding) => linkedConnectorResource(connector, binding)),
      supported_events: supportedEvents(connector, apiId),
    })),
    supported_resources: connector.resources.map((binding) => linkedConnectorResource(connector, binding)),
    configurable_resources: configurableResources(connector),
    supported_events: supportedEvents(connector),
    docs: connectorDocRecords(connector, context.publicUrl),
  };
}
