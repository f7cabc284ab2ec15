/**
 * The database schema, declared once: Drizzle derives the row types from it and
 * drizzle-kit generates the SQL migrations in `drizzle/` from it. The same SQL
 * runs on PGlite (embedded default) and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();

export const applications = pgTable('applications', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Requests allowed per calendar month (UTC); null: unlimited. */
  monthlyRequestQuota: bigint('monthly_request_quota', { mode: 'number' }),
  /** Seconds between two polls of a virtual webhook (src/webhooks/polling/); null: the service's default for the key mode. */
  webhookPollIntervalSeconds: integer('webhook_poll_interval_seconds'),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** secret or public */
    kind: text('kind').notNull(),
    /** sandbox or live */
    mode: text('mode').notNull(),
    /** SHA-256 of the key; the key itself is never stored. */
    hash: text('hash').notNull(),
    /** Prefix and last characters, so people can tell keys apart in listings. */
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * What the key may do (src/vault/key-scopes.ts: read, write, destructive, money, pii); null: all of it,
     * as every key did before scopes existed. Unified routes and MCP sessions never go beyond it.
     */
    scopes: text('scopes').array(),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.hash), index('api_keys_application_idx').on(table.applicationId)],
);

export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Sandbox and live keys see separate consumers, as test and live objects. */
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('consumers_app_mode_consumer_unique').on(table.applicationId, table.mode, table.consumerId)],
);

export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    consumerRef: uuid('consumer_ref')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** available, callable, added, authorized or invalid */
    state: text('state').notNull(),
    /** Non-secret settings, readable back through the API. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Secret settings and tokens: AES-256-GCM ciphertext bound to this row's id. */
    credentials: text('credentials'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Why the connection is invalid (a refused refresh, credentials the platform rejected); null otherwise. */
    stateReason: text('state_reason'),
    /** When the stored access token expires (null: no token, or one without an expiry). */
    credentialsExpireAt: timestamp('credentials_expire_at', { withTimezone: true, mode: 'date' }),
    lastRefreshFailedAt: timestamp('last_refresh_failed_at', { withTimezone: true, mode: 'date' }),
    /** Defaults the consumer set per resource, applied on create: { leads: { currency: "EUR" } } (src/vault/resource-config/). */
    configuration: jsonb('configuration').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('connections_consumer_api_service_unique').on(table.consumerRef, table.unifiedApi, table.serviceId)],
);

/**
 * Connectors an application offers its consumers, with the application's own
 * OAuth client for the platform. Applications opt in per connector.
 */
export const appIntegrations = pgTable(
  'app_integrations',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    oauthClientId: text('oauth_client_id'),
    /** AES-256-GCM ciphertext bound to "application|service". */
    oauthClientSecret: text('oauth_client_secret'),
    /** Where the service may send a consumer back after authorizing or revoking. */
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
    /** Scopes to ask for instead of the connector's defaults; null keeps the defaults. */
    oauthScopes: jsonb('oauth_scopes').$type<string[] | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.serviceId] })],
);

/**
 * OAuth authorizations in flight. The row is the single-use half of the state
 * parameter: the callback deletes it, so a state is honoured once.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

/** Hosted connect page sessions: a short-lived token for one consumer. Only the token's hash is kept. */
export const vaultSessions = pgTable(
  'vault_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    redirectUri: text('redirect_uri'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
    consumerMetadata: jsonb('consumer_metadata').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vault_sessions_token_hash_unique').on(table.tokenHash), index('vault_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Idempotency keys (`Idempotency-Key`, `X-Unique-Transaction-ID`): one row per
 * key and scope. The row is claimed (state running) before the downstream
 * write and completed with the response after it, so a retry, on any
 * instance, gets the stored response, a 409 while the first attempt runs, or
 * a 409 when that attempt died after writing: never a second write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** sandbox or live */
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    /** Which header the key came in (idempotency-key or x-unique-transaction-id): separate namespaces. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Method and route of the first request, e.g. "POST /sms/messages". */
    operation: text('operation').notNull(),
    /** SHA-256 of what makes two requests "the same" (route, path parameters, connector, body). */
    requestHash: text('request_hash').notNull(),
    /** running, completed, or outcome_unknown (a write was sent and its answer lost: blocked until it expires) */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    /**
     * The answer to replay, as JSON text: text rather than jsonb, because an answer may hold what jsonb
     * refuses (a platform's NUL, an unpaired surrogate in a raw body it echoes) and must still be stored.
     */
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.mode, table.consumerId, table.kind, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

/** Requests counted per application and calendar month (UTC), for quotas; shared by every instance. */
export const requestCounts = pgTable(
  'request_counts',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** "YYYY-MM", UTC */
    month: text('month').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.month] })],
);

/**
 * One record per unified, proxy or MCP call of a consumer (src/vault/request-logs/): the Vault's
 * `/vault/logs` and the consumers' request counts. No bodies, no query strings, no headers: nothing a
 * caller sent beyond the path. Written in batches after the answer; rows older than the retention
 * (SVC_REQUEST_LOG_RETENTION_DAYS) are pruned.
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The request's Request-Id. */
    requestId: text('request_id').notNull(),
    applicationId: text('application_id').notNull(),
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    /** The unified API called, or "proxy". */
    unifiedApi: text('unified_api').notNull(),
    /** The connector that served it; null when no connection was reached. */
    serviceId: text('service_id'),
    /** The operationId of the route (contactsAll, proxyGet…). */
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    /** The path without the query string. */
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    latencyMs: doublePrecision('latency_ms').notNull(),
    /** api, mcp or proxy. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('request_logs_consumer_idx').on(table.applicationId, table.mode, table.consumerId, table.seq),
    index('request_logs_created_idx').on(table.createdAt),
  ],
);

/**
 * Downstream rate-limit state when no Redis is configured: one row per
 * bucket (connector and connection), holding the bucket's state as one number
 * (e.g. a GCRA theoretical arrival time in epoch milliseconds).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    value: doublePrecision('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index('rate_limit_buckets_updated_idx').on(table.updatedAt)],
);

/**
 * Webhook subscriptions of an application, per key mode (src/webhooks/subscriptions/).
 * Signing secrets are AES-256-GCM ciphertext bound to the row's id; after a
 * rotation the previous secret stays beside the new one until it expires, so
 * deliveries carry both signatures for the overlap.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** sandbox or live */
    mode: text('mode').notNull(),
    unifiedApi: text('unified_api').notNull(),
    description: text('description'),
    deliveryUrl: text('delivery_url').notNull(),
    /** Event types, or ["*"] for all of the API's. */
    events: jsonb('events').$type<string[]>().notNull().default([]),
    /** enabled or disabled */
    status: text('status').notNull(),
    /** Why the service disabled it (retry_limit, delivery_url_validation_failed, ...); null: it did not. */
    disabledReason: text('disabled_reason'),
    signingSecret: text('signing_secret').notNull(),
    previousSigningSecret: text('previous_signing_secret'),
    previousSigningSecretExpiresAt: timestamp('previous_signing_secret_expires_at', { withTimezone: true, mode: 'date' }),
    /** Receives only the events of records that named its URL (an SMS message's `webhook_url`): webhookSubscriptionRecords. */
    onlyNamedRecords: boolean('only_named_records').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_subscriptions_app_mode_idx').on(table.applicationId, table.mode, table.id)],
);

/**
 * The records a subscription with `onlyNamedRecords` receives the events of:
 * one row per record created through a unified API with the subscription's
 * URL in its notification field (src/webhooks/subscriptions/notification-urls.ts).
 */
export const webhookSubscriptionRecords = pgTable(
  'webhook_subscription_records',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.serviceId, table.consumerId, table.entityType, table.entityId] })],
);

/**
 * Webhook events, written before any delivery attempt (src/webhooks/delivery/):
 * one row per event, the same for every subscription it goes to.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The event_id, webhook-id and x-svc-idempotency-key of every delivery. */
    id: uuid('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** sandbox or live */
    mode: text('mode').notNull(),
    type: text('type').notNull(),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    consumerId: text('consumer_id').notNull(),
    entityId: text('entity_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityUrl: text('entity_url').notNull(),
    entity: jsonb('entity').$type<Record<string, unknown>>(),
    /** How the change was learnt: native (the platform's webhook), polling (virtual webhooks), service (Vault's own). */
    detectedBy: text('detected_by').notNull().default('service'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_events_app_mode_idx').on(table.applicationId, table.mode, table.createdAt)],
);

/**
 * One event to one subscription: the outbox row a delivery worker leases.
 * `seq` orders the deliveries of one subscription and record (`orderingKey`):
 * a later one is not attempted while an earlier one is pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** Consumer, service, entity type and id: one record of one connection. */
    orderingKey: text('ordering_key').notNull(),
    /** pending, delivered or failed (the schedule ran out, or the receiver answered 410) */
    status: text('status').notNull(),
    /** Attempts leased so far; the next attempt's execution_attempt is this plus one. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** While in the future, an instance is making an attempt; once past, another may take it over. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    leasedBy: text('leased_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_deliveries_order_idx').on(table.subscriptionId, table.orderingKey, table.seq).where(sql`status = 'pending'`),
    index('webhook_deliveries_event_idx').on(table.eventId),
  ],
);

/** Every attempt made, with what the receiver answered (the delivery logs read these). */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').notNull(),
    /** The payload's execution_attempt. */
    attempt: integer('attempt').notNull(),
    /** delivered or failed */
    outcome: text('outcome').notNull(),
    /** The receiver's status; null when none came (refused address, network error, timeout). */
    responseStatus: integer('response_status'),
    /** The first bytes of the receiver's answer, or why no answer came. */
    responseSnippet: text('response_snippet'),
    error: text('error'),
    latencyMs: integer('latency_ms').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.attempt),
    index('webhook_delivery_attempts_subscription_idx').on(table.subscriptionId, table.startedAt),
  ],
);

/**
 * Virtual webhooks (src/webhooks/polling/): one row per connection and
 * resource polled for changes. A pass is leased like a delivery attempt (a
 * random token per lease; FOR UPDATE SKIP LOCKED), so with several instances
 * each scheduled pass is made once; its outcome is written only while the
 * lease is still held, in the transaction that publishes its events.
 */
export const webhookPollers = pgTable(
  'webhook_pollers',
  {
    id: uuid('id').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** The unified resource polled: "issue-tracking/tickets". */
    resourceKey: text('resource_key').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** While in the future, an instance is making a pass; once past, another may take it over. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    /** Random per lease: only the holder of this lease writes the pass's outcome. */
    leaseToken: text('lease_token'),
    /** Complete passes so far; 0 until the baseline pass is made. */
    passes: integer('passes').notNull().default(0),
    /** When the last complete pass began: the next listing of changes asks for records updated since then, minus an overlap. */
    watermark: timestamp('watermark', { withTimezone: true, mode: 'date' }),
    /** The records seen by the complete passes: sorted lines "key<TAB>fingerprint" (known-records.ts); null before the baseline. */
    known: text('known'),
    knownCount: integer('known_count').notNull().default(0),
    /** Failed passes in a row (the backoff); 0 after a complete pass. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    lastPassAt: timestamp('last_pass_at', { withTimezone: true, mode: 'date' }),
    /**
     * The changes of this resource the platform's own webhooks report for the
     * connection right now (its confirmed sources), comma-separated: the
     * passes leave them to the platform, except a reconciling one. Set by the
     * target sync; empty while polling reports everything.
     */
    nativeActions: text('native_actions').notNull().default(''),
    /** When the last pass that reported every change began (a reconciliation, or any pass while nothing is native). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Where the platform's changes feed is to be read from next, for a
     * resource that has one (framework/changes-feed.ts: Drive's page token);
     * null before the first listing and for resources without a feed.
     */
    cursor: text('cursor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('webhook_pollers_connection_resource_unique').on(table.connectionId, table.resourceKey),
    index('webhook_pollers_due_idx').on(table.nextRunAt),
  ],
);

/**
 * Where a platform's own webhooks for one connection are received
 * (src/webhooks/inbound/): `/webhook/w/{lookupId}/{serviceId}`. The lookup id
 * is random and unguessable, and stays the same for the consumer's connection
 * to that connector (a URL pasted at the platform keeps working). What the
 * service registered at the platform (webhook ids, signing secrets) is
 * AES-256-GCM ciphertext bound to the lookup id.
 */
export const inboundEndpoints = pgTable(
  'inbound_endpoints',
  {
    lookupId: text('lookup_id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** sandbox or live */
    mode: text('mode').notNull(),
    consumerId: text('consumer_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    /** The registration at the platform, sealed; null: nothing registered (or nothing to register). */
    registration: text('registration'),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }),
    /** When the registration sweep next registers or renews (a new callable connection, an expiry, a retry); null: nothing due. */
    renewAt: timestamp('renew_at', { withTimezone: true, mode: 'date' }),
    /** Registration attempts that failed in a row (the retry backs off with them). */
    failures: integer('failures').notNull().default(0),
    /** Why the last attempt failed; null after a success. */
    lastError: text('last_error'),
    /**
     * Each native source's state by source id (src/webhooks/inbound/sources.ts):
     * pending, confirmed or polling, since when, why, and when a verified
     * request last came. A source not listed is pending since created_at.
     */
    sources: jsonb('sources').$type<Record<string, unknown>>().notNull().default({}),
    /** While in the future, an instance is registering; once past, another may. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    /** Random per lease: the outcome is written only while the lease is still the writer's. */
    leaseToken: text('lease_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('inbound_endpoints_connection_unique').on(table.applicationId, table.mode, table.consumerId, table.unifiedApi, table.serviceId),
    index('inbound_endpoints_renew_idx').on(table.renewAt).where(sql`renew_at is not null`),
  ],
);

/**
 * What receivers were last told about each record of a connection whose
 * platform sends its own webhooks (src/webhooks/delivery/record-ledger.ts):
 * the change, the record's version, who detected it. A change the other
 * source already reported is recognised here and not published twice.
 */
export const webhookRecordStates = pgTable(
  'webhook_record_states',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** sandbox or live */
    mode: text('mode').notNull(),
    /** Consumer, service, entity type and id (the deliveries' ordering key). */
    recordKey: text('record_key').notNull(),
    /** created, updated or deleted: the last change published. */
    action: text('action').notNull(),
    /** The record's last-modified time that change reported; null when unknown. */
    version: timestamp('version', { withTimezone: true, mode: 'date' }),
    /** native or polling */
    detectedBy: text('detected_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.mode, table.recordKey] })],
);

/**
 * Custom mappings: a unified resource's extra field (`key`) read from and
 * written to a path of the platform's record (`finder`, "$.root.a.b"). Set by
 * the application for all its consumers (no consumer) or by one consumer,
 * whose mapping of a key wins over the application's.
 */
export const customMappings = pgTable(
  'custom_mappings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** sandbox or live */
    mode: text('mode').notNull(),
    /** The consumer whose mapping this is; null: the application's, for every consumer. */
    consumerRef: uuid('consumer_ref').references(() => consumers.id, { onDelete: 'cascade' }),
    unifiedApi: text('unified_api').notNull(),
    serviceId: text('service_id').notNull(),
    resource: text('resource').notNull(),
    key: text('key').notNull(),
    finder: text('finder').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('custom_mappings_application_unique')
      .on(table.applicationId, table.mode, table.unifiedApi, table.serviceId, table.resource, table.key)
      .where(sql`consumer_ref is null`),
    uniqueIndex('custom_mappings_consumer_unique').on(table.consumerRef, table.unifiedApi, table.serviceId, table.resource, table.key),
    index('custom_mappings_application_idx').on(table.applicationId, table.mode),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ConsumerRow = typeof consumers.$inferSelect;
export type ConnectionRow = typeof connections.$inferSelect;
export type AppIntegrationRow = typeof appIntegrations.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type VaultSessionRow = typeof vaultSessions.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type RequestCountRow = typeof requestCounts.$inferSelect;
export type RateLimitBucketRow = typeof rateLimitBuckets.$inferSelect;
export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
export type WebhookPollerRow = typeof webhookPollers.$inferSelect;
export type WebhookSubscriptionRecordRow = typeof webhookSubscriptionRecords.$inferSelect;
export type InboundEndpointRow = typeof inboundEndpoints.$inferSelect;
export type WebhookRecordStateRow = typeof webhookRecordStates.$inferSelect;
export type CustomMappingRow = typeof customMappings.$inferSelect;
export type RequestLogRow = typeof requestLogs.$inferSelect;
