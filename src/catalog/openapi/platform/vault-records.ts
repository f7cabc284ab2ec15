/**
 * What the Vault API routes answer, for the Vault document. Those routes carry
 * no response schema (a serialiser schema would silently drop any field it
 * missed), so their records are declared here, with the reference API's names
 * (vault.yml). They are closed (`additionalProperties: false`): the OpenAPI
 * tests validate real answers against them, so a field added to a view without
 * being documented here fails a test instead of going unnoticed.
 */
import { Type, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const epochMs = (description: string) => Type.Integer({ description: `${description} Milliseconds since the Unix epoch.` });
const EpochMs = Nullable(Type.Integer({ description: 'Milliseconds since the Unix epoch.' }));
const IsoTime = Type.String({ format: 'date-time' });
const Metadata = Type.Record(Type.String(), Type.Unknown(), { description: 'Free-form data the application stored with the record.' });
/** Non-secret settings in the clear; secret ones as `********`. */
const Settings = Type.Record(Type.String(), Type.String(), {
  description: 'Connection settings by id. Secret values are shown as `********`; sending the mask back keeps the stored value.',
});

const ConnectionState = Type.Union(['available', 'callable', 'added', 'authorized', 'invalid'].map((state) => Type.Literal(state)), {
  description: 'available: not set up; added: settings missing; authorized: OAuth tokens stored, settings missing; callable: ready; invalid: the platform rejected the credentials.',
});
const Health = Type.Union(['ok', 'missing_settings', 'needs_auth'].map((health) => Type.Literal(health)), {
  description: 'Whether the connection works and, if not, what it needs.',
});
const AuthType = Type.Union(['oauth2', 'apiKey', 'basic', 'custom', 'none'].map((type) => Type.Literal(type)));

export const ConsumerMetadataRecord = Type.Object(
  {
    account_name: Type.Optional(Type.String({ description: 'Name of the consumer\'s account.' })),
    user_name: Type.Optional(Type.String({ description: 'Name of the consumer\'s user.' })),
    email: Type.Optional(Type.String({ description: 'Email address of the consumer.' })),
    image: Type.Optional(Type.String({ format: 'uri', description: 'URL of the consumer\'s picture.' })),
  },
  { additionalProperties: false, description: 'What the application tells about the consumer; shown on the hosted connect page.' },
);

export const FormFieldRecord = Type.Object(
  {
    id: Type.String(),
    label: Type.String(),
    placeholder: Type.String(),
    description: Type.String(),
    mask: Type.Boolean({ description: 'Whether the value is hidden while typed.' }),
    type: Type.Union(['text', 'password', 'email', 'url'].map((type) => Type.Literal(type))),
    required: Type.Boolean(),
    disabled: Type.Boolean(),
    custom_field: Type.Boolean(),
    sensitive: Type.Boolean({ description: 'Secret values are stored encrypted and never shown again.' }),
    value: Type.Optional(Type.String({ description: 'Current value; absent for sensitive fields.' })),
  },
  { additionalProperties: false, description: 'A setting of the connector, as a form field.' },
);

const SourceState = Type.Union(['confirmed', 'pending', 'polling'].map((state) => Type.Literal(state)), {
  description: 'confirmed: the service has seen the platform send this (a registration the platform accepted, or a request whose signature verified); pending: not yet, see `setup`; polling: it worked, then stopped (quiet past the platform\'s heartbeat, a renewal failed, a reconciliation found changes it missed), or the platform cannot send it for this connection. The poller reports the events of a source that is not confirmed.',
});

const SourceReason = Type.Union(
  ['awaiting_setup', 'awaiting_first_delivery', 'registering', 'registration_failed', 'renewal_failed', 'platform_does_not_deliver', 'quiet', 'missed_changes'].map((reason) => Type.Literal(reason)),
  { description: 'Why the source is pending or polling.' },
);

/** The reference's WebhookSubscription: one native source of the connection's inbound webhooks, with its state (ours). */
export const ConnectionSubscriptionRecord = Type.Object(
  {
    unify_event_types: Type.Array(Type.String(), { description: 'Event types the platform\'s webhooks are published as.' }),
    downstream_event_types: Type.Array(Type.String(), { description: 'The platform\'s own names of those webhooks.' }),
    execute_url: Type.String({ format: 'uri', description: 'Where the platform sends its webhooks for this connection; paste it at the platform where the service cannot register it.' }),
    created_at: Type.Optional(Type.String({ format: 'date-time', description: 'When the service registered it at the platform; absent where nothing is registered.' })),
    source: Type.Object(
      {
        id: Type.String({ description: 'Which of the platform\'s ways of sending events this is.', example: 'webhooks' }),
        state: SourceState,
        since: Type.String({ format: 'date-time' }),
        reason: Type.Optional(SourceReason),
        last_delivery_at: Type.Optional(Type.String({ format: 'date-time', description: 'The last request whose signature verified (to the minute).' })),
        last_error: Type.Optional(Type.String({ description: 'Why registering it at the platform fails, while it does.' })),
        polled_event_types: Type.Array(Type.String(), { description: 'The event types the poller reports for this source until it is confirmed.' }),
        setup: Type.Object(
          {
            method: Type.Union(['registered', 'per_request', 'paste'].map((method) => Type.Literal(method)), {
              description: 'registered: the service registers it through the platform\'s API; per_request: each write the service makes names it; paste: someone pastes it at the platform.',
            }),
            url: Type.Optional(Type.String({ format: 'uri', description: 'The URL to paste (the execute_url).' })),
            where: Type.Optional(Type.String({ description: 'Where to paste it.' })),
            instructions: Type.String(),
          },
          { additionalProperties: false, description: 'How the platform learns the URL: what to do while the source is pending.' },
        ),
      },
      { additionalProperties: false, description: 'Ours: the native source this entry is, whether the service has seen the platform send it, and what to do.' },
    ),
  },
  { additionalProperties: false },
);

/** Any JSON value, typed: documentation tools (Scalar) take a schema without a type for an invalid one. */
const AnyJsonValue = Type.Unsafe<unknown>({ type: ['string', 'number', 'boolean', 'object', 'array', 'null'], additionalProperties: true, items: {} });

/** Reference `CustomMapping`. */
export const CustomMappingRecord = Type.Object(
  {
    id: Type.String({ description: 'Target field id: the unified API, the resource and the key joined by "+".', example: 'crm+leads+first_aid_training' }),
    label: Type.String({ example: 'First aid training' }),
    description: Type.Union([Type.String(), Type.Null()]),
    value: Type.String({ description: 'The finder: where the value sits in the platform\'s record.', example: '$.root.training.first_aid' }),
    key: Type.String({ description: 'The member of `custom_mappings` the value is shown under.', example: 'first_aid_training' }),
    required: Type.Boolean(),
    custom_field: Type.Boolean({ description: 'Whether the finder names a field the unified record does not carry.' }),
    consumer_id: Type.Union([Type.String(), Type.Null()], { description: 'The consumer whose own mapping this is; null for the application\'s.' }),
    example: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

/** Reference `CustomFieldFinder`: a field of a sampled platform record. */
export const CustomFieldRecord = Type.Object(
  {
    id: Type.String({ description: 'The field\'s path in the record.', example: 'properties.first_aid' }),
    name: Type.Union([Type.String(), Type.Null()]),
    description: Type.Union([Type.String(), Type.Null()]),
    value: AnyJsonValue,
    finder: Type.String({ description: 'The finder a custom mapping of it takes.', example: '$.root.properties.first_aid' }),
  },
  { additionalProperties: false },
);

/** Reference `ResourceExample`. */
export const ResourceExampleRecord = Type.Object(
  {
    unified_api: Type.String({ example: 'crm' }),
    service_id: Type.String({ example: 'pipedrive' }),
    resource: Type.Object({ id: Type.String(), name: Type.String() }),
    example_response: Type.Object({}, { additionalProperties: true, description: 'The record as the platform answered it.' }),
  },
  { additionalProperties: false },
);

/** One resource's create defaults (reference Connection `configuration`). */
export const ResourceConfigurationRecord = Type.Object(
  {
    resource: Type.String({ example: 'leads' }),
    defaults: Type.Array(
      Type.Object(
        {
          target: Type.Literal('resource', { description: 'The default is for a field of the unified resource.' }),
          id: Type.String({ description: 'The unified field.', example: 'currency' }),
          value: AnyJsonValue,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ConnectionRecord = Type.Object(
  {
    id: Type.String({ description: 'The unified API and the connector joined by "+".', example: 'sms+twilio' }),
    service_id: Type.String({ example: 'twilio' }),
    name: Type.String({ description: 'Name of the connector.' }),
    tag_line: Type.String({ description: 'Short description of the connector.' }),
    unified_api: Type.String({ example: 'sms' }),
    state: ConnectionState,
    state_reason: Type.Optional(Type.String({ description: 'Why the connection is invalid.' })),
    health: Health,
    integration_state: Type.Literal('configured'),
    auth_type: AuthType,
    oauth_grant_type: Type.Optional(
      Type.Union([Type.Literal('authorization_code'), Type.Literal('client_credentials')], {
        description: '`client_credentials` when the connection brings its own OAuth client (its client id and secret settings) and the service gets its tokens with them.',
      }),
    ),
    authorize_url: Type.Optional(Type.String({ format: 'uri', description: 'Signed link that starts the OAuth authorization (valid for an hour); add `&redirect_uri=`.' })),
    revoke_url: Type.Optional(Type.String({ format: 'uri', description: 'Signed link that revokes the OAuth authorization.' })),
    settings_required_for_authorization: Type.Array(Type.String(), { description: 'Settings needed before the OAuth authorization can start.' }),
    validation_support: Type.Boolean({ description: 'Whether `POST .../validate` can ask the platform about the credentials.' }),
    credentials_expire_at: Type.Optional(epochMs('When the stored OAuth access token expires (it is refreshed before); absent without one.')),
    last_refresh_failed_at: Type.Optional(epochMs('When the platform last refused to refresh the token; absent when it never has.')),
    status: Type.String({ description: 'Release status of the connector.' }),
    enabled: Type.Boolean(),
    website: Type.String(),
    settings: Settings,
    metadata: Metadata,
    form_fields: Type.Array(FormFieldRecord),
    configurable_resources: Type.Array(Type.String(), { description: 'Resources a consumer may set create defaults for (`PATCH …/{resource}/config`).' }),
    configuration: Type.Array(ResourceConfigurationRecord, { description: 'The consumer\'s defaults per resource, applied to a create that leaves the field out.' }),
    subscriptions: Type.Optional(Type.Array(ConnectionSubscriptionRecord, { description: 'Where the platform sends its own webhooks for this connection (single-connection reads, connectors that receive them).' })),
    created_at: Type.Optional(epochMs('When the connection was set up; absent while it is only `available`.')),
    updated_at: EpochMs,
  },
  { additionalProperties: false },
);

export const ConsumerConnectionRecord = Type.Object(
  {
    id: Type.String({ example: 'sms+twilio' }),
    name: Type.String(),
    website: Type.String(),
    tag_line: Type.String(),
    service_id: Type.String(),
    unified_api: Type.String(),
    consumer_id: Type.String(),
    auth_type: AuthType,
    enabled: Type.Boolean(),
    settings: Settings,
    metadata: Metadata,
    created_at: IsoTime,
    updated_at: IsoTime,
    state: ConnectionState,
    health: Health,
    credentials_expire_at: Nullable(IsoTime),
    last_refresh_failed_at: Nullable(IsoTime),
  },
  { additionalProperties: false, description: 'A connection as listed inside its consumer.' },
);

export const RequestCountsRecord = Type.Object(
  {
    unify: Type.Integer({ description: 'Unified API calls (an MCP session\'s included).' }),
    proxy: Type.Integer({ description: 'Proxy API calls.' }),
  },
  { additionalProperties: false, description: 'Calls by kind. Vault calls are not counted.' },
);

export const ConsumerRecord = Type.Object(
  {
    consumer_id: Type.String({ description: 'The application\'s own id of the consumer.', example: 'test_consumer_id' }),
    application_id: Type.String(),
    metadata: ConsumerMetadataRecord,
    connections: Type.Array(ConsumerConnectionRecord),
    services: Type.Array(Type.String(), { description: 'Connectors the consumer has a connection to.' }),
    aggregated_request_count: Type.Integer({ description: 'Unified, proxy and MCP calls of the consumer the request logs keep (SVC_REQUEST_LOG_RETENTION_DAYS).' }),
    request_counts: RequestCountsRecord,
    created: IsoTime,
    modified: IsoTime,
    request_count_updated: Type.Optional(Type.String({ format: 'date-time', description: 'When the latest counted call was made; left out until the consumer makes one.' })),
  },
  { additionalProperties: false },
);

export const ConnectionCheckRecord = Type.Object(
  { id: Type.String({ example: 'sms+twilio' }), state: ConnectionState },
  { additionalProperties: false, description: 'The connection and its state after the check.' },
);

export const SessionRecord = Type.Object(
  {
    session_uri: Type.String({ format: 'uri', description: 'The hosted connect page of this session; send the consumer there.' }),
    session_token: Type.String({ description: 'The session\'s token, shown once.' }),
  },
  { additionalProperties: false },
);

export const RequestLogRecord = Type.Object(
  {
    id: Type.String({ description: 'The call\'s Request-Id.' }),
    parent_id: Type.Null({ description: 'Always null: a call is one request.' }),
    api_style: Type.Literal('REST'),
    base_url: Type.String({ description: 'Host of the service the call was made to.' }),
    child_request: Type.Boolean(),
    consumer_id: Type.String(),
    duration: Type.Number({ description: 'Milliseconds from the request to the answer, the platform\'s time included.' }),
    error_message: Type.Null({ description: 'Always null: answers are not kept.' }),
    execution: Type.Integer({ description: '`duration`, rounded.' }),
    has_children: Type.Boolean(),
    http_method: Type.String({ example: 'GET' }),
    latency: Type.Number({ description: 'The same as `duration`: the service\'s and the platform\'s time are not told apart.' }),
    operation: Type.Object({ id: Type.String({ example: 'contactsAll' }), name: Type.String({ example: 'List contacts' }) }, { additionalProperties: false }),
    path: Type.String({ description: 'The path called, without its query string.', example: '/crm/contacts' }),
    sandbox: Type.Boolean({ description: 'Made with a sandbox key.' }),
    service: Type.Object({ id: Type.String({ example: 'pipedrive' }), name: Type.String() }, { additionalProperties: false, description: 'The connector that served the call; `unresolved` when no connection was reached.' }),
    source_ip: Type.Null({ description: 'Always null: client addresses are personal data and are not kept.' }),
    status_code: Type.Integer(),
    success: Type.Boolean({ description: 'Answered with a status below 400.' }),
    timestamp: IsoTime,
    unified_api: Type.String({ description: 'The unified API called, or `proxy`.', example: 'crm' }),
    source: Type.Union(['api', 'mcp', 'proxy'].map((source) => Type.Literal(source)), { description: 'Ours: a call of the API, of an MCP session\'s tool, or of the Proxy API.' }),
  },
  { additionalProperties: false, description: 'One unified, proxy or MCP call of the consumer. No bodies, query strings, headers or client addresses are kept.' },
);

export const ConsumerRequestCountsRecord = Type.Object(
  {
    application_id: Type.String(),
    consumer_id: Type.String(),
    start_datetime: IsoTime,
    end_datetime: IsoTime,
    aggregated_request_count: Type.Integer(),
    request_counts: RequestCountsRecord,
  },
  { additionalProperties: false },
);

export const DeletedConsumerRecord = Type.Object({ consumer_id: Type.String() }, { additionalProperties: false });

/** Vault records by component name. */
export const VAULT_RECORDS: Readonly<Record<string, TSchema>> = {
  Connection: ConnectionRecord,
  CustomMapping: CustomMappingRecord,
  CustomFieldFinder: CustomFieldRecord,
  ResourceExample: ResourceExampleRecord,
  ConnectionCheck: ConnectionCheckRecord,
  Consumer: ConsumerRecord,
  ConsumerConnection: ConsumerConnectionRecord,
  ConsumerMetadata: ConsumerMetadataRecord,
  DeletedConsumer: DeletedConsumerRecord,
  Log: RequestLogRecord,
  ConsumerRequestCountsInDateRange: ConsumerRequestCountsRecord,
  RequestCountAllocation: RequestCountsRecord,
  FormField: FormFieldRecord,
  Session: SessionRecord,
  WebhookSubscription: ConnectionSubscriptionRecord,
};
