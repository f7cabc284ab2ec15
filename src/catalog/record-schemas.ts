/**
 * The records of the Connector API, declared once as JSON Schema (TypeBox):
 * their TypeScript types, the routes' response serialisation and, later, the
 * Connector API's OpenAPI document all come from here. Field names follow the
 * reference API; fields we cannot fill truthfully are not declared at all.
 */
import { Type, type Static, type TSchema } from 'typebox';

const ReleaseStatus = Type.Union([Type.Literal('live'), Type.Literal('beta')], {
  description: 'live or beta: both are callable.',
});

const UnifiedApiId = Type.String({ description: 'Id of a unified API, also its path prefix.', example: 'customer-support' });
const ResourceId = Type.String({ description: 'Id of a resource: its lowercased plural name.', example: 'customers' });

export const ConnectorDocRecord = Type.Object({
  id: Type.String({ description: 'Id of the doc: its audience and name joined by "+".', example: 'consumer+connection' }),
  name: Type.String({ example: 'connection' }),
  audience: Type.Union([Type.Literal('application_owner'), Type.Literal('consumer')], {
    description: 'Who the doc is written for: the application owner configuring the service, or the consumer connecting an account.',
  }),
  format: Type.Literal('markdown'),
  url: Type.String({ format: 'uri', description: 'Returns the content of the doc.' }),
});

export const LinkedConnectorResourceRecord = Type.Object({
  id: ResourceId,
  name: Type.String({ example: 'Customers' }),
  status: ReleaseStatus,
  downstream_id: Type.String({ description: 'The platform\'s own id of these records.', example: 'users' }),
  downstream_name: Type.String({ description: 'The platform\'s own name of these records.', example: 'Users' }),
});

const OAuthScopeRecord = Type.Object({
  id: Type.String({ description: 'Scope as the platform names it.' }),
  label: Type.String(),
});

const ConnectorEventRecord = Type.Object({
  event_type: Type.String(),
  downstream_event_type: Type.String(),
  resource_id: ResourceId,
});

export const ConnectorSettingRecord = Type.Object({
  id: Type.String({ example: 'subdomain' }),
  label: Type.String({ example: 'Subdomain' }),
  type: Type.Union([Type.Literal('text'), Type.Literal('password'), Type.Literal('email'), Type.Literal('url')]),
  required: Type.Boolean(),
  sensitive: Type.Boolean({ description: 'Stored encrypted and never shown again once saved.' }),
  description: Type.Union([Type.String(), Type.Null()]),
  placeholder: Type.Union([Type.String(), Type.Null()]),
});

export const ConnectorRecord = Type.Object({
  id: Type.String({ example: 'zendesk' }),
  name: Type.String({ example: 'Zendesk' }),
  status: ReleaseStatus,
  description: Type.Union([Type.String(), Type.Null()]),
  icon_url: Type.String({ format: 'uri', description: 'Square icon drawn by the service (a monogram: platform logos are their owners\' trademarks).' }),
  logo_url: Type.String({ format: 'uri', description: 'Logo drawn by the service; the same monogram as icon_url, as scalable SVG.' }),
  website_url: Type.String({ format: 'uri' }),
  auth_type: Type.Union([Type.Literal('oauth2'), Type.Literal('apiKey'), Type.Literal('basic'), Type.Literal('custom'), Type.Literal('none')]),
  auth_only: Type.Boolean({ description: 'True for a connector that only authenticates, mapping no unified API.' }),
  oauth_grant_type: Type.Optional(Type.Literal('authorization_code')),
  oauth_credentials_source: Type.Optional(
    Type.Literal('integration', { description: 'The OAuth client id and secret belong to the application\'s integration.' }),
  ),
  oauth_scopes: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      default_apis: Type.Array(UnifiedApiId, { description: 'Unified APIs that ask for this scope unless the application chose its own.' }),
    }),
  ),
  custom_scopes: Type.Boolean({ description: 'Whether an application may ask for scopes the connector does not list.' }),
  has_sandbox_credentials: Type.Boolean({ description: 'Whether sandbox keys can authorize without the application\'s own OAuth client.' }),
  settings: Type.Array(ConnectorSettingRecord),
  settings_required_for_authorization: Type.Optional(
    Type.Array(Type.String(), { description: 'Settings a consumer gives before being sent to the platform\'s consent page.' }),
  ),
  service_id: Type.String({ example: 'zendesk' }),
  unified_apis: Type.Array(
    Type.Object({
      id: UnifiedApiId,
      name: Type.String(),
      auth_only: Type.Boolean(),
      oauth_scopes: Type.Array(OAuthScopeRecord, { description: 'Scopes asked for by default when this API is used.' }),
      supported_resources: Type.Array(LinkedConnectorResourceRecord),
      supported_events: Type.Array(ConnectorEventRecord),
    }),
  ),
  supported_resources: Type.Array(LinkedConnectorResourceRecord),
  configurable_resources: Type.Array(ResourceId),
  supported_events: Type.Array(ConnectorEventRecord),
  docs: Type.Array(ConnectorDocRecord),
});

const SupportedPropertyRecord = Type.Object({
  unified_property: Type.String({ description: 'A field of the unified model the connector fills.' }),
});

const PaginationRecord = Type.Object({
  mode: Type.Literal('native', { description: 'The platform\'s own paging is used.' }),
  paging_support: Type.Boolean(),
  limit_support: Type.Boolean(),
});

/** What one connector does with one unified resource; shared by the connector resource and the coverage records. */
const supportProperties = {
  downstream_id: Type.String(),
  downstream_name: Type.String(),
  pagination_supported: Type.Boolean({ description: 'Whether cursor and limit work on the list.' }),
  pagination: Type.Optional(PaginationRecord),
  supported_operations: Type.Array(Type.Union([Type.Literal('all'), Type.Literal('one'), Type.Literal('add'), Type.Literal('update'), Type.Literal('delete')])),
  supported_filters: Type.Array(Type.String()),
  supported_sort_by: Type.Array(Type.String()),
  supported_fields: Type.Array(SupportedPropertyRecord),
  supported_actions: Type.Optional(
    Type.Array(Type.String(), { description: 'Named actions of the resource beyond the five operations (a search, a copy) the connector has; present where the resource declares some.' }),
  ),
};

export const ConnectorResourceRecord = Type.Object({
  id: ResourceId,
  name: Type.String(),
  status: ReleaseStatus,
  ...supportProperties,
});

export const CoverageEntryRecord = Type.Object({
  service_id: Type.String({ description: 'The connector this entry describes.' }),
  ...supportProperties,
});

export const ApiResourceCoverageRecord = Type.Object({
  id: ResourceId,
  name: Type.String(),
  status: ReleaseStatus,
  coverage: Type.Array(CoverageEntryRecord),
});

const LinkedResourceRecord = Type.Object({
  id: ResourceId,
  unified_property: Type.String({ description: 'The field of this resource that holds the linked record\'s id.' }),
});

export const ApiResourceRecord = Type.Object({
  id: ResourceId,
  name: Type.String(),
  status: ReleaseStatus,
  linked_resources: Type.Array(LinkedResourceRecord),
  schema: Type.Object({}, { additionalProperties: true, description: 'JSON Schema of the unified model.' }),
});

export const ApiRecord = Type.Object({
  id: UnifiedApiId,
  type: Type.Union([Type.Literal('unified'), Type.Literal('platform')]),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  status: ReleaseStatus,
  version: Type.String({
    pattern: '^\\d+\\.\\d+\\.\\d+$',
    description: 'Version of the API reference this API follows, <major>.<minor>.<patch>; releases are listed in the changelog (GET /changelog).',
    example: '9.1.2',
  }),
  spec_url: Type.Optional(Type.String({ format: 'uri', description: 'OpenAPI document of the API.' })),
  api_reference_url: Type.Optional(Type.String({ format: 'uri', description: 'Reference page of the API.' })),
  postman_collection_id: Type.Null(),
  categories: Type.Array(Type.String()),
  resources: Type.Array(
    Type.Object({
      id: ResourceId,
      name: Type.String(),
      status: ReleaseStatus,
      excluded_from_coverage: Type.Boolean(),
    }),
  ),
  events: Type.Array(Type.String()),
});

export type ConnectorDoc = Static<typeof ConnectorDocRecord>;
export type LinkedConnectorResource = Static<typeof LinkedConnectorResourceRecord>;
export type ConnectorSetting = Static<typeof ConnectorSettingRecord>;
export type Connector = Static<typeof ConnectorRecord>;
export type ConnectorResource = Static<typeof ConnectorResourceRecord>;
export type CoverageEntry = Static<typeof CoverageEntryRecord>;
export type ApiResourceCoverage = Static<typeof ApiResourceCoverageRecord>;
export type ApiResource = Static<typeof ApiResourceRecord>;
export type Api = Static<typeof ApiRecord>;

/** Every record schema by the name the reference API gives it (for OpenAPI components). */
export const RECORD_SCHEMAS: Readonly<Record<string, TSchema>> = {
  Connector: ConnectorRecord,
  ConnectorDoc: ConnectorDocRecord,
  ConnectorSetting: ConnectorSettingRecord,
  LinkedConnectorResource: LinkedConnectorResourceRecord,
  ConnectorResource: ConnectorResourceRecord,
  Api: ApiRecord,
  ApiResource: ApiResourceRecord,
  ApiResourceCoverage: ApiResourceCoverageRecord,
};
