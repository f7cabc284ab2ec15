/**
 * How connections look through the Vault API (reference `Connection` schema),
 * built from the connector definition and the stored row (absent row: the
 * connector is "available" to the consumer but not set up yet).
 */
import { configurableResources, type ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectionRow } from '../store/schema.js';
import { ownClientOf } from '../connectors/framework/oauth.js';
import { formFields, mergedValues, visibleSettings, type SplitSettings } from './connection-settings.js';

export type ConnectionState = 'available' | 'callable' | 'added' | 'authorized' | 'invalid';

/** Signed links that start or revoke the OAuth authorization of one consumer's connection. */
export interface ConnectionLinks {
  forConnection(scope: { applicationId: string; mode: 'sandbox' | 'live' }, consumerId: string, unifiedApi: string, serviceId: string): { authorizeUrl: string; revokeUrl: string };
}

/** The reference API's summary of whether a connection works and, if not, what it needs. */
function health(state: ConnectionState): 'ok' | 'missing_settings' | 'needs_auth' {
  if (state === 'callable') return 'ok';
  return state === 'invalid' || state === 'available' ? 'needs_auth' : 'missing_settings';
}

/**
 * A moment as milliseconds since the epoch, under its name, or nothing: the
 * reference types these fields as non-nullable numbers, so a moment we do not
 * have is left out rather than null.
 */
function epochMsField<K extends string>(name: K, date: Date | null | undefined): { [P in K]?: number } {
  return (date ? { [name]: date.getTime() } : {}) as { [P in K]?: number };
}

export function connectionId(unifiedApi: string, serviceId: string): string {
  return `${unifiedApi}+${serviceId}`;
}

/** The consumer's create defaults as the reference's Connection shows them: per resource, a list of field defaults. */
export function configurationView(configuration: Readonly<Record<string, Readonly<Record<string, unknown>>>>) {
  return Object.entries(configuration).map(([resource, defaults]) => ({
    resource,
    defaults: Object.entries(defaults).map(([id, value]) => ({ target: 'resource' as const, id, value })),
  }));
}

/** The connection's own client id and secret mean the client credentials grant; else consent. */
function grantTypeOf(connector: ConnectorDefinition, split: SplitSettings): 'authorization_code' | 'client_credentials' {
  return ownClientOf(connector.oauth, mergedValues(split)) ? 'client_credentials' : 'authorization_code';
}

export function connectionView(
  connector: ConnectorDefinition,
  unifiedApi: string,
  row: ConnectionRow | undefined,
  split: SplitSettings,
  links?: { authorizeUrl: string; revokeUrl: string },
) {
  const state = (row?.state ?? 'available') as ConnectionState;
  return {
    id: connectionId(unifiedApi, connector.id),
    service_id: connector.id,
    name: connector.name,
    tag_line: connector.description,
    unified_api: unifiedApi,
    state,
    ...(row?.stateReason ? { state_reason: row.stateReason } : {}),
    health: health(state),
    integration_state: 'configured' as const,
    auth_type: connector.authType,
    ...(connector.oauth ? { oauth_grant_type: grantTypeOf(connector, split) } : {}),
    ...(links ? { authorize_url: links.authorizeUrl, revoke_url: links.revokeUrl } : {}),
    settings_required_for_authorization: [...(connector.oauth?.settingsRequiredForAuthorization ?? [])],
    validation_support: connector.verify !== undefined,
    ...epochMsField('credentials_expire_at', row?.credentialsExpireAt),
    ...epochMsField('last_refresh_failed_at', row?.lastRefreshFailedAt),
    status: connector.status === 'beta' ? 'live' : connector.status,
    enabled: row?.enabled ?? true,
    website: connector.websiteUrl,
    settings: visibleSettings(connector.settings, split),
    metadata: row?.metadata ?? {},
    form_fields: formFields(connector.settings, split),
    configurable_resources: configurableResources(connector, unifiedApi),
    configuration: configurationView(row?.configuration ?? {}),
    // No row: the connection is only available, never created (the reference's updated_at, unlike created_at, may be null).
    ...epochMsField('created_at', row?.createdAt),
    updated_at: row ? row.updatedAt.getTime() : null,
  };
}

export type ConnectionView = ReturnType<typeof connectionView>;

/** The shorter form listed inside a consumer (reference `ConsumerConnection`). */
export function consumerConnectionView(connector: ConnectorDefinition, row: ConnectionRow, consumerId: string, split: SplitSettings) {
  return {
    id: connectionId(row.unifiedApi, row.serviceId),
    name: connector.name,
    website: connector.websiteUrl,
    tag_line: connector.description,
    service_id: row.serviceId,
    unified_api: row.unifiedApi,
    consumer_id: consumerId,
    auth_type: connector.authType,
    enabled: row.enabled,
    settings: visibleSettings(connector.settings, split),
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    state: row.state as ConnectionState,
    health: health(row.state as ConnectionState),
    credentials_expire_at: row.credentialsExpireAt?.toISOString() ?? null,
    last_refresh_failed_at: row.lastRefreshFailedAt?.toISOString() ?? null,
  };
}

export type ConsumerConnectionView = ReturnType<typeof consumerConnectionView>;
