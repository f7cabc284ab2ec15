/**
 * Generated from openapi/vault.json by scripts/generate-types.mjs (openapi-typescript).
 * Do not edit: run `npm run sdk:generate` at the repository's root.
 */
export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export interface paths {
    "/vault/consumers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consumers
         * @description The consumers of the application in the key's mode (sandbox or live), a page at a time, sorted by consumer id.
         */
        get: operations["consumersAll"];
        put?: never;
        /**
         * Create a consumer
         * @description Creates the consumer, or returns it when it exists (its metadata updated when sent). Answers 200 either way, as the reference API does.
         */
        post: operations["consumersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/consumers/{consumer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a consumer */
        get: operations["consumersOne"];
        put?: never;
        post?: never;
        /**
         * Delete a consumer
         * @description Deletes the consumer and all of its connections, stored credentials included.
         */
        delete: operations["consumersDelete"];
        options?: never;
        head?: never;
        /**
         * Update a consumer
         * @description Replaces the consumer's metadata.
         */
        patch: operations["consumersUpdate"];
        trace?: never;
    };
    "/vault/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all consumer request logs
         * @description The consumer's unified, proxy and MCP calls, newest first: when, which API, connector and operation, the path without its query string, the status, the time taken and the source (`api`, `mcp`, `proxy`). No bodies, secrets or personal fields. Kept SVC_REQUEST_LOG_RETENTION_DAYS days (30 by default).
         */
        get: operations["logsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/consumers/{consumer_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consumer request counts
         * @description The consumer's unified (MCP included) and proxy calls between two date-times, counted from the request logs: calls older than the retention (SVC_REQUEST_LOG_RETENTION_DAYS) are no longer counted. Vault calls are not counted.
         */
        get: operations["consumerRequestCountsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connections
         * @description Every connector of the unified APIs, with the consumer's connection where one exists (state `available` where none does).
         */
        get: operations["connectionsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a connection */
        get: operations["connectionsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a connection
         * @description Deletes the connection and its stored credentials.
         */
        delete: operations["connectionsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a connection
         * @description Sets settings (a string sets a value, null removes it, `********` keeps a secret), `enabled` and `metadata`; creates the connection (and the consumer) on first use. Read-only fields of a connection are accepted and ignored, so a GET answer can be sent back.
         */
        patch: operations["connectionsUpdate"];
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a connection
         * @description Checks that the required settings are there and asks the platform whether it accepts the credentials; credentials it rejects mark the connection `invalid` (ConnectorCredentialsError).
         */
        post: operations["validateConnectionState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a connection's token
         * @description Refreshes the OAuth access token now.
         */
        post: operations["connectionsToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a connection's tokens
         * @description Stores OAuth tokens obtained outside the service. Without a known lifetime, the token is refreshed before its first use.
         */
        post: operations["connectionsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/authorize/{service_id}/{application_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an OAuth authorization
         * @description Opened in the consumer's browser: checks the link and the redirect URI and sends the browser to the platform's consent page. The link comes from the connection's `authorize_url` or `revoke_url`; `state` carries its signed ticket.
         */
        get: operations["connectionsAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/revoke/{service_id}/{application_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revoke an OAuth authorization
         * @description Opened in the consumer's browser: asks the platform to revoke the token (where it can), forgets the stored tokens and sends the browser back to the redirect URI. The link comes from the connection's `authorize_url` or `revoke_url`; `state` carries its signed ticket.
         */
        get: operations["connectionsRevoke"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth callback
         * @description Where platforms send the consumer's browser after consent (register this URL with the platform). Exchanges the code, stores the tokens and sends the browser to the redirect URI; a failed exchange adds `error`, `error_description` and `service_id` to it.
         */
        get: operations["connectionsCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a session
         * @description Creates a session of the hosted connect page for one consumer (created when new): send the consumer to `session_uri`. The token is shown once.
         */
        post: operations["sessionsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/{resource}/custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a resource's mappable fields
         * @description Reads one platform record of the resource through the consumer's connection and lists the fields the unified record does not carry, each with the finder a custom mapping takes. Fields come from the record sampled: name one with `resource_id` to see fields another record leaves empty.
         */
        get: operations["customFieldsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/{resource}/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a resource's approximate platform schema
         * @description An approximate JSON Schema of the platform's record, read from one record of the consumer's connection.
         */
        get: operations["connectionsSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/{resource}/example": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a platform record of a resource
         * @description One record as the platform answers it, read through the consumer's connection.
         */
        get: operations["connectionsExample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/{resource}/custom-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a connection's custom mappings of a resource
         * @description The custom mappings the consumer's calls on this resource apply: the application's, each replaced by the consumer's own of the same key.
         */
        get: operations["connectionCustomMappingsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/connections/{unified_api}/{service_id}/{resource}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a resource's config
         * @description The connection, with `configuration` holding the consumer's defaults for this resource.
         */
        get: operations["connectionSettingsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a resource's defaults
         * @description Replaces the consumer's defaults for this resource with `configuration[].defaults` (`id`: a field the connector writes, `value`: checked against the unified model; null drops it). A create that leaves such a field out gets its default. Other members of a connection are accepted and ignored, so a GET answer can be sent back.
         */
        patch: operations["connectionSettingsUpdate"];
        trace?: never;
    };
    "/vault/custom-mappings/{unified_api}/{service_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List custom mappings
         * @description Without a consumer: the application's mappings. With one: those its calls apply (the application's, each replaced by the consumer's own of the same key).
         */
        get: operations["customMappingsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/custom-mappings/{unified_api}/{service_id}/{target_field_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a custom mapping */
        get: operations["customMappingsOne"];
        put?: never;
        /**
         * Set a custom mapping
         * @description Maps the key to a path of the platform's record (`value`, a finder such as `$.root.properties.first_aid`): list and get answers carry the value under `custom_mappings`, and creates and updates write `custom_mappings` values back to it. Without a consumer the mapping is the application's, for every consumer; with one, the consumer's own. Sets it whether or not one exists.
         */
        post: operations["customMappingsAdd"];
        /**
         * Delete a custom mapping
         * @description Deletes the caller's own mapping; a consumer's deletion brings back the application's mapping of the key, if there is one.
         */
        delete: operations["customMappingsDelete"];
        options?: never;
        head?: never;
        /**
         * Change a custom mapping
         * @description Changes the caller's own mapping (the application's without a consumer, else the consumer's); not found when the caller has none.
         */
        patch: operations["customMappingsUpdate"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Connection: {
            /**
             * @description The unified API and the connector joined by "+".
             * @example sms+twilio
             */
            id: string;
            /** @example twilio */
            service_id: string;
            /** @description Name of the connector. */
            name: string;
            /** @description Short description of the connector. */
            tag_line: string;
            /** @example sms */
            unified_api: string;
            /**
             * @description available: not set up; added: settings missing; authorized: OAuth tokens stored, settings missing; callable: ready; invalid: the platform rejected the credentials.
             * @enum {string}
             */
            state: "available" | "callable" | "added" | "authorized" | "invalid";
            /** @description Why the connection is invalid. */
            state_reason?: string;
            /**
             * @description Whether the connection works and, if not, what it needs.
             * @enum {string}
             */
            health: "ok" | "missing_settings" | "needs_auth";
            /** @constant */
            integration_state: "configured";
            /** @enum {string} */
            auth_type: "oauth2" | "apiKey" | "basic" | "custom" | "none";
            /**
             * @description `client_credentials` when the connection brings its own OAuth client (its client id and secret settings) and the service gets its tokens with them.
             * @enum {string}
             */
            oauth_grant_type?: "authorization_code" | "client_credentials";
            /**
             * Format: uri
             * @description Signed link that starts the OAuth authorization (valid for an hour); add `&redirect_uri=`.
             */
            authorize_url?: string;
            /**
             * Format: uri
             * @description Signed link that revokes the OAuth authorization.
             */
            revoke_url?: string;
            /** @description Settings needed before the OAuth authorization can start. */
            settings_required_for_authorization: string[];
            /** @description Whether `POST .../validate` can ask the platform about the credentials. */
            validation_support: boolean;
            /** @description When the stored OAuth access token expires (it is refreshed before); absent without one. Milliseconds since the Unix epoch. */
            credentials_expire_at?: number;
            /** @description When the platform last refused to refresh the token; absent when it never has. Milliseconds since the Unix epoch. */
            last_refresh_failed_at?: number;
            /** @description Release status of the connector. */
            status: string;
            enabled: boolean;
            website: string;
            /** @description Connection settings by id. Secret values are shown as `********`; sending the mask back keeps the stored value. */
            settings: {
                [key: string]: string;
            };
            /** @description Free-form data the application stored with the record. */
            metadata: {
                [key: string]: unknown;
            };
            form_fields: components["schemas"]["FormField"][];
            /** @description Resources a consumer may set create defaults for (`PATCH …/{resource}/config`). */
            configurable_resources: string[];
            /** @description The consumer's defaults per resource, applied to a create that leaves the field out. */
            configuration: {
                /** @example leads */
                resource: string;
                defaults: {
                    /**
                     * @description The default is for a field of the unified resource.
                     * @constant
                     */
                    target: "resource";
                    /**
                     * @description The unified field.
                     * @example currency
                     */
                    id: string;
                    value: string | number | boolean | {
                        [key: string]: unknown;
                    } | unknown[] | null;
                }[];
            }[];
            /** @description Where the platform sends its own webhooks for this connection (single-connection reads, connectors that receive them). */
            subscriptions?: components["schemas"]["WebhookSubscription"][];
            /** @description When the connection was set up; absent while it is only `available`. Milliseconds since the Unix epoch. */
            created_at?: number;
            /** @description Milliseconds since the Unix epoch. */
            updated_at: number | null;
        };
        /** @description The connection and its state after the check. */
        ConnectionCheck: {
            /** @example sms+twilio */
            id: string;
            /**
             * @description available: not set up; added: settings missing; authorized: OAuth tokens stored, settings missing; callable: ready; invalid: the platform rejected the credentials.
             * @enum {string}
             */
            state: "available" | "callable" | "added" | "authorized" | "invalid";
        };
        Consumer: {
            /**
             * @description The application's own id of the consumer.
             * @example test_consumer_id
             */
            consumer_id: string;
            application_id: string;
            metadata: components["schemas"]["ConsumerMetadata"];
            connections: components["schemas"]["ConsumerConnection"][];
            /** @description Connectors the consumer has a connection to. */
            services: string[];
            /** @description Unified, proxy and MCP calls of the consumer the request logs keep (SVC_REQUEST_LOG_RETENTION_DAYS). */
            aggregated_request_count: number;
            request_counts: components["schemas"]["RequestCountAllocation"];
            /** Format: date-time */
            created: string;
            /** Format: date-time */
            modified: string;
            /**
             * Format: date-time
             * @description When the latest counted call was made; left out until the consumer makes one.
             */
            request_count_updated?: string;
        };
        /** @description A connection as listed inside its consumer. */
        ConsumerConnection: {
            /** @example sms+twilio */
            id: string;
            name: string;
            website: string;
            tag_line: string;
            service_id: string;
            unified_api: string;
            consumer_id: string;
            /** @enum {string} */
            auth_type: "oauth2" | "apiKey" | "basic" | "custom" | "none";
            enabled: boolean;
            /** @description Connection settings by id. Secret values are shown as `********`; sending the mask back keeps the stored value. */
            settings: {
                [key: string]: string;
            };
            /** @description Free-form data the application stored with the record. */
            metadata: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description available: not set up; added: settings missing; authorized: OAuth tokens stored, settings missing; callable: ready; invalid: the platform rejected the credentials.
             * @enum {string}
             */
            state: "available" | "callable" | "added" | "authorized" | "invalid";
            /**
             * @description Whether the connection works and, if not, what it needs.
             * @enum {string}
             */
            health: "ok" | "missing_settings" | "needs_auth";
            /** Format: date-time */
            credentials_expire_at: string | null;
            /** Format: date-time */
            last_refresh_failed_at: string | null;
        };
        /** @description What the application tells about the consumer; shown on the hosted connect page. */
        ConsumerMetadata: {
            /** @description Name of the consumer's account. */
            account_name?: string;
            /** @description Name of the consumer's user. */
            user_name?: string;
            /** @description Email address of the consumer. */
            email?: string;
            /**
             * Format: uri
             * @description URL of the consumer's picture.
             */
            image?: string;
        };
        ConsumerRequestCountsInDateRange: {
            application_id: string;
            consumer_id: string;
            /** Format: date-time */
            start_datetime: string;
            /** Format: date-time */
            end_datetime: string;
            aggregated_request_count: number;
            request_counts: components["schemas"]["RequestCountAllocation"];
        };
        CustomFieldFinder: {
            /**
             * @description The field's path in the record.
             * @example properties.first_aid
             */
            id: string;
            name: string | null;
            description: string | null;
            value: string | number | boolean | {
                [key: string]: unknown;
            } | unknown[] | null;
            /**
             * @description The finder a custom mapping of it takes.
             * @example $.root.properties.first_aid
             */
            finder: string;
        };
        CustomMapping: {
            /**
             * @description Target field id: the unified API, the resource and the key joined by "+".
             * @example crm+leads+first_aid_training
             */
            id: string;
            /** @example First aid training */
            label: string;
            description: string | null;
            /**
             * @description The finder: where the value sits in the platform's record.
             * @example $.root.training.first_aid
             */
            value: string;
            /**
             * @description The member of `custom_mappings` the value is shown under.
             * @example first_aid_training
             */
            key: string;
            required: boolean;
            /** @description Whether the finder names a field the unified record does not carry. */
            custom_field: boolean;
            /** @description The consumer whose own mapping this is; null for the application's. */
            consumer_id: string | null;
            example: string | null;
        };
        DeletedConsumer: {
            consumer_id: string;
        };
        /** @description Every answer with a status of 400 or more (but the Proxy API's passed-on platform answers). */
        Error: {
            /**
             * @description HTTP status of the answer.
             * @example 400
             */
            status_code: number;
            /**
             * @description Reason phrase of the status.
             * @example Bad Request
             */
            error: string;
            /**
             * @description The error type; its page is at `ref`.
             * @enum {string}
             */
            type_name: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "InvalidCursorError" | "ConnectorExecutionError" | "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError" | "ConnectorRateLimitError" | "RequestLimitError" | "EntityNotFoundError" | "OAuthCredentialsNotFoundError" | "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectionSettingsError" | "ConnectorNotFoundError" | "OAuthRedirectUriError" | "OAuthInvalidStateError" | "OAuthCodeExchangeError" | "OAuthConnectorError" | "MappingError" | "ConnectorMappingNotFoundError" | "ConnectorResponseMappingNotFoundError" | "ConnectorOperationMappingNotFoundError" | "ConnectorWorkflowMappingError" | "ConnectorOperationUnsupportedError" | "PaginationNotSupportedError" | "RequestHeadersValidationError" | "UnsupportedMediaTypeError" | "PayloadTooLargeError" | "RequestHeadersTooLargeError" | "RequestTimeoutError" | "HttpsRequiredError" | "ConnectorTimeoutError" | "IdempotencyKeyNotSupportedError" | "IdempotencyKeyInUseError" | "IdempotencyKeyReusedError" | "InvalidRecordError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError" | "ServiceUnavailableError" | "InternalServerError";
            /** @description What went wrong, for people. */
            message: string;
            /** @description Facts about the error: the invalid fields, the platform's own answer, limits... */
            detail?: Record<string, never> | unknown[] | string | number | boolean | null;
            /**
             * Format: uri
             * @description Page documenting the error type.
             */
            ref: string;
        };
        /** @description A setting of the connector, as a form field. */
        FormField: {
            id: string;
            label: string;
            placeholder: string;
            description: string;
            /** @description Whether the value is hidden while typed. */
            mask: boolean;
            /** @enum {string} */
            type: "text" | "password" | "email" | "url";
            required: boolean;
            disabled: boolean;
            custom_field: boolean;
            /** @description Secret values are stored encrypted and never shown again. */
            sensitive: boolean;
            /** @description Current value; absent for sensitive fields. */
            value?: string;
        };
        /** @description One unified, proxy or MCP call of the consumer. No bodies, query strings, headers or client addresses are kept. */
        Log: {
            /** @description The call's Request-Id. */
            id: string;
            /** @description Always null: a call is one request. */
            parent_id: null;
            /** @constant */
            api_style: "REST";
            /** @description Host of the service the call was made to. */
            base_url: string;
            child_request: boolean;
            consumer_id: string;
            /** @description Milliseconds from the request to the answer, the platform's time included. */
            duration: number;
            /** @description Always null: answers are not kept. */
            error_message: null;
            /** @description `duration`, rounded. */
            execution: number;
            has_children: boolean;
            /** @example GET */
            http_method: string;
            /** @description The same as `duration`: the service's and the platform's time are not told apart. */
            latency: number;
            operation: {
                /** @example contactsAll */
                id: string;
                /** @example List contacts */
                name: string;
            };
            /**
             * @description The path called, without its query string.
             * @example /crm/contacts
             */
            path: string;
            /** @description Made with a sandbox key. */
            sandbox: boolean;
            /** @description The connector that served the call; `unresolved` when no connection was reached. */
            service: {
                /** @example pipedrive */
                id: string;
                name: string;
            };
            /** @description Always null: client addresses are personal data and are not kept. */
            source_ip: null;
            status_code: number;
            /** @description Answered with a status below 400. */
            success: boolean;
            /** Format: date-time */
            timestamp: string;
            /**
             * @description The unified API called, or `proxy`.
             * @example crm
             */
            unified_api: string;
            /**
             * @description Ours: a call of the API, of an MCP session's tool, or of the Proxy API.
             * @enum {string}
             */
            source: "api" | "mcp" | "proxy";
        };
        /** @description Calls by kind. Vault calls are not counted. */
        RequestCountAllocation: {
            /** @description Unified API calls (an MCP session's included). */
            unify: number;
            /** @description Proxy API calls. */
            proxy: number;
        };
        ResourceExample: {
            /** @example crm */
            unified_api: string;
            /** @example pipedrive */
            service_id: string;
            resource: {
                id: string;
                name: string;
            };
            /** @description The record as the platform answered it. */
            example_response: {
                [key: string]: unknown;
            };
        };
        Session: {
            /**
             * Format: uri
             * @description The hosted connect page of this session; send the consumer there.
             */
            session_uri: string;
            /** @description The session's token, shown once. */
            session_token: string;
        };
        WebhookSubscription: {
            /** @description Event types the platform's webhooks are published as. */
            unify_event_types: string[];
            /** @description The platform's own names of those webhooks. */
            downstream_event_types: string[];
            /**
             * Format: uri
             * @description Where the platform sends its webhooks for this connection; paste it at the platform where the service cannot register it.
             */
            execute_url: string;
            /**
             * Format: date-time
             * @description When the service registered it at the platform; absent where nothing is registered.
             */
            created_at?: string;
            /** @description Ours: the native source this entry is, whether the service has seen the platform send it, and what to do. */
            source: {
                /**
                 * @description Which of the platform's ways of sending events this is.
                 * @example webhooks
                 */
                id: string;
                /**
                 * @description confirmed: the service has seen the platform send this (a registration the platform accepted, or a request whose signature verified); pending: not yet, see `setup`; polling: it worked, then stopped (quiet past the platform's heartbeat, a renewal failed, a reconciliation found changes it missed), or the platform cannot send it for this connection. The poller reports the events of a source that is not confirmed.
                 * @enum {string}
                 */
                state: "confirmed" | "pending" | "polling";
                /** Format: date-time */
                since: string;
                /**
                 * @description Why the source is pending or polling.
                 * @enum {string}
                 */
                reason?: "awaiting_setup" | "awaiting_first_delivery" | "registering" | "registration_failed" | "renewal_failed" | "platform_does_not_deliver" | "quiet" | "missed_changes";
                /**
                 * Format: date-time
                 * @description The last request whose signature verified (to the minute).
                 */
                last_delivery_at?: string;
                /** @description Why registering it at the platform fails, while it does. */
                last_error?: string;
                /** @description The event types the poller reports for this source until it is confirmed. */
                polled_event_types: string[];
                /** @description How the platform learns the URL: what to do while the source is pending. */
                setup: {
                    /**
                     * @description registered: the service registers it through the platform's API; per_request: each write the service makes names it; paste: someone pastes it at the platform.
                     * @enum {string}
                     */
                    method: "registered" | "per_request" | "paste";
                    /**
                     * Format: uri
                     * @description The URL to paste (the execute_url).
                     */
                    url?: string;
                    /** @description Where to paste it. */
                    where?: string;
                    instructions: string;
                };
            };
        };
        ConsumersAddResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Consumer"];
        };
        ConsumersAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Consumer"][];
            meta: {
                items_on_page: number;
                cursors: {
                    current: string | null;
                    next: string | null;
                };
            };
            links: {
                current: string;
                next: string | null;
            };
        };
        ConsumersOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Consumer"];
        };
        ConsumersUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Consumer"];
        };
        ConsumersDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["DeletedConsumer"];
        };
        LogsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Log"][];
            meta: {
                items_on_page: number;
                cursors: {
                    current: string | null;
                    next: string | null;
                };
            };
            links: {
                current: string;
                next: string | null;
            };
        };
        ConsumerRequestCountsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["ConsumerRequestCountsInDateRange"];
        };
        ConnectionsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Connection"][];
        };
        ConnectionsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Connection"];
        };
        ConnectionsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Connection"];
        };
        ValidateConnectionStateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["ConnectionCheck"];
        };
        ConnectionsTokenResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["ConnectionCheck"];
        };
        ConnectionsImportResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Connection"];
        };
        SessionsCreateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Session"];
        };
        CustomFieldsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["CustomFieldFinder"][];
        };
        ConnectionsSchemaResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: {
                [key: string]: unknown;
            };
        };
        ConnectionsExampleResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["ResourceExample"];
        };
        ConnectionCustomMappingsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["CustomMapping"][];
        };
        ConnectionSettingsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Connection"];
        };
        ConnectionSettingsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["Connection"];
        };
        CustomMappingsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["CustomMapping"][];
        };
        CustomMappingsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["CustomMapping"];
        };
        CustomMappingsAddResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["CustomMapping"];
        };
        CustomMappingsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: components["schemas"]["CustomMapping"];
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Id of the application the key belongs to.
         * @example app_demo
         */
        "x-svc-app-id": string;
        /**
         * @description Id of the consumer whose data is read or written: a user, account or device of the application.
         * @example demo-consumer
         */
        "x-svc-consumer-id": string;
        /**
         * @description The consumer whose own custom mappings are read or written; without it, the application's, which apply to every consumer without one of its own.
         * @example demo-consumer
         */
        "x-svc-consumer-id.optional": string;
        /** @description Cursor from meta.cursors of a previous page. */
        cursor: string;
        /** @description Page size, 1 to 200; default 20. */
        limit: number;
        /** @description The application's own id of the consumer. */
        consumerId: string;
        /** @description Unified API of the connection (e.g. sms). */
        unifiedApi: string;
        /** @description Connector of the connection (e.g. twilio). */
        serviceId: string;
        /** @description Application the link was issued for. */
        applicationId: string;
        /** @description The signed ticket of the link. */
        state: string;
        /** @description Where the browser goes at the end; must be on the application's allow-list (its first entry by default). */
        redirectUri: string;
        /** @description Scopes to ask for, separated by spaces or commas; the application's, else the connector's defaults, by default. */
        scope: string;
        /** @description Accepted and ignored. */
        nonce: string;
        /** @description Resource of the unified API (e.g. leads). */
        resource: string;
        /** @description The platform record to read (its id); the first of the list when left out. */
        resourceId: string;
        /** @description The unified API, the resource and the mapping's key joined by "+" (crm+leads+first_aid_training). */
        targetFieldId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifier of this request; quote it when asking about a call. */
        "Request-Id": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    consumersAll: {
        parameters: {
            query?: {
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Only consumers whose id starts with this. */
                "filter[consumer_id]"?: string;
                "filter[search]"?: string;
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of consumers. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumersAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [InvalidCursorError](http://127.0.0.1:8080/errors/InvalidCursorError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "InvalidCursorError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    consumersAdd: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consumer_id: string;
                    metadata?: {
                        account_name?: string;
                        user_name?: string;
                        email?: string;
                        /** Format: uri */
                        image?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The consumer. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumersAddResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    consumersOne: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path: {
                /** @description The application's own id of the consumer. */
                consumer_id: components["parameters"]["consumerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consumer. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumersOneResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    consumersDelete: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path: {
                /** @description The application's own id of the consumer. */
                consumer_id: components["parameters"]["consumerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted consumer's id. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumersDeleteResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    consumersUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path: {
                /** @description The application's own id of the consumer. */
                consumer_id: components["parameters"]["consumerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    metadata: {
                        account_name?: string;
                        user_name?: string;
                        email?: string;
                        /** Format: uri */
                        image?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The consumer. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumersUpdateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logsAll: {
        parameters: {
            query?: {
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Only calls served by this connector (`pipedrive`, or `crm+pipedrive`). */
                "filter[connector_id]"?: string;
                /** @description Only calls to paths matching this (see path_match_mode). */
                "filter[path]"?: string;
                /** @description How `path` matches: CONTAINS (default), STARTS_WITH, ENDS_WITH or EXACT. */
                "filter[path_match_mode]"?: "CONTAINS" | "STARTS_WITH" | "ENDS_WITH" | "EXACT";
                /** @description Only calls with this method. */
                "filter[http_method]"?: string;
                /** @description Only calls with one of these methods: repeat the parameter or separate with commas. */
                "filter[http_methods]"?: string[];
                /** @description Only calls made at or after this date-time. */
                "filter[start_date]"?: string;
                /** @description Only calls made at or before this date-time; on or after start_date. */
                "filter[end_date]"?: string;
                /** @description Only calls answered with this status. */
                "filter[status_code]"?: number;
                /** @description Only calls answered with one of these statuses: repeat the parameter or separate with commas (at most 50). */
                "filter[status_codes]"?: string[];
                /** @description Unified APIs (or `proxy`) left out, comma-separated: `crm,proxy`. */
                "filter[exclude_unified_apis]"?: string;
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of request log records. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [InvalidCursorError](http://127.0.0.1:8080/errors/InvalidCursorError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "InvalidCursorError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    consumerRequestCountsAll: {
        parameters: {
            query: {
                /** @description Count calls made at or after this date-time. */
                start_datetime: string;
                /** @description And at or before this one. */
                end_datetime: string;
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path: {
                /** @description The application's own id of the consumer. */
                consumer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumerRequestCountsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsAll: {
        parameters: {
            query?: {
                /** @description Only connections of this unified API. */
                api?: string;
                /** @description true: only connections that are set up; false: only those that are not. */
                configured?: boolean;
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connections. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsOne: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. sms). */
                unified_api: components["parameters"]["unifiedApi"];
                /** @description Connector of the connection (e.g. twilio). */
                service_id: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsOneResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsDelete: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. sms). */
                unified_api: components["parameters"]["unifiedApi"];
                /** @description Connector of the connection (e.g. twilio). */
                service_id: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. sms). */
                unified_api: components["parameters"]["unifiedApi"];
                /** @description Connector of the connection (e.g. twilio). */
                service_id: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    settings?: {
                        [key: string]: string | null;
                    };
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    id?: unknown;
                    service_id?: unknown;
                    name?: unknown;
                    tag_line?: unknown;
                    unified_api?: unknown;
                    state?: unknown;
                    integration_state?: unknown;
                    auth_type?: unknown;
                    status?: unknown;
                    website?: unknown;
                    icon?: unknown;
                    logo?: unknown;
                    authorize_url?: unknown;
                    revoke_url?: unknown;
                    form_fields?: unknown;
                    configurable_resources?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    state_reason?: unknown;
                    health?: unknown;
                    oauth_grant_type?: unknown;
                    settings_required_for_authorization?: unknown;
                    validation_support?: unknown;
                    credentials_expire_at?: unknown;
                    last_refresh_failed_at?: unknown;
                    subscriptions?: unknown;
                    configuration?: unknown;
                    custom_mappings?: unknown;
                };
            };
        };
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsUpdateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validateConnectionState: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. sms). */
                unified_api: components["parameters"]["unifiedApi"];
                /** @description Connector of the connection (e.g. twilio). */
                service_id: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The connection's state after the check. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateConnectionStateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsToken: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. sms). */
                unified_api: components["parameters"]["unifiedApi"];
                /** @description Connector of the connection (e.g. twilio). */
                service_id: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The connection's state after the refresh. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsTokenResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsImport: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. sms). */
                unified_api: components["parameters"]["unifiedApi"];
                /** @description Connector of the connection (e.g. twilio). */
                service_id: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials: {
                        access_token?: string;
                        refresh_token?: string | null;
                        issued_at?: string | null;
                        expires_in?: number | null;
                    };
                    settings?: {
                        [key: string]: string | null;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsImportResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsAuthorize: {
        parameters: {
            query?: {
                /** @description The signed ticket of the link. */
                state?: components["parameters"]["state"];
                /** @description Where the browser goes at the end; must be on the application's allow-list (its first entry by default). */
                redirect_uri?: components["parameters"]["redirectUri"];
                /** @description Scopes to ask for, separated by spaces or commas; the application's, else the connector's defaults, by default. */
                scope?: components["parameters"]["scope"];
                /** @description Accepted and ignored. */
                nonce?: components["parameters"]["nonce"];
            };
            header?: never;
            path: {
                /** @description Connector to authorize. */
                service_id: string;
                /** @description Application the link was issued for. */
                application_id: components["parameters"]["applicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the platform's consent page. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [OAuthRedirectUriError](http://127.0.0.1:8080/errors/OAuthRedirectUriError), [OAuthInvalidStateError](http://127.0.0.1:8080/errors/OAuthInvalidStateError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "OAuthRedirectUriError" | "OAuthInvalidStateError" | "ConnectorOperationUnsupportedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsRevoke: {
        parameters: {
            query?: {
                /** @description The signed ticket of the link. */
                state?: components["parameters"]["state"];
                /** @description Where the browser goes at the end; must be on the application's allow-list (its first entry by default). */
                redirect_uri?: components["parameters"]["redirectUri"];
                /** @description Scopes to ask for, separated by spaces or commas; the application's, else the connector's defaults, by default. */
                scope?: components["parameters"]["scope"];
                /** @description Accepted and ignored. */
                nonce?: components["parameters"]["nonce"];
            };
            header?: never;
            path: {
                /** @description Connector to revoke. */
                service_id: string;
                /** @description Application the link was issued for. */
                application_id: components["parameters"]["applicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the redirect URI. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthRedirectUriError](http://127.0.0.1:8080/errors/OAuthRedirectUriError), [OAuthInvalidStateError](http://127.0.0.1:8080/errors/OAuthInvalidStateError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthRedirectUriError" | "OAuthInvalidStateError" | "ConnectorOperationUnsupportedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsCallback: {
        parameters: {
            query: {
                /** @description The state the service sent to the platform, unaltered. */
                state: string;
                /** @description Authorization code from the platform. */
                code?: string;
                /** @description Error code from the platform, when the consumer refused or it failed. */
                error?: string;
                /** @description The platform's explanation of `error`. */
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the redirect URI. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthInvalidStateError](http://127.0.0.1:8080/errors/OAuthInvalidStateError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthInvalidStateError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sessionsCreate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    consumer_metadata?: {
                        account_name?: string;
                        user_name?: string;
                        email?: string;
                        /** Format: uri */
                        image?: string;
                    };
                    /** Format: uri */
                    redirect_uri?: string;
                    settings?: {
                        unified_apis?: ("accounting" | "ats" | "calendar" | "crm" | "csp" | "customer-support" | "ecommerce" | "email" | "email-marketing" | "expense-management" | "file-storage" | "form" | "hris" | "lead" | "payroll" | "pos" | "procurement" | "project-management" | "script" | "sms" | "spreadsheet" | "subscription-analytics" | "team-messaging" | "issue-tracking" | "time-registration" | "transactional-email" | "vault" | "data-warehouse")[];
                        hide_resource_settings?: boolean;
                        sandbox_mode?: boolean;
                        isolation_mode?: boolean;
                        /**
                         * @description How long the session lasts: a count and m, h, d or w, from 1m to 1w (default 1h).
                         * @example 30m
                         */
                        session_length?: string;
                        show_logs?: boolean;
                        show_suggestions?: boolean;
                        show_sidebar?: boolean;
                        auto_redirect?: boolean;
                        hide_guides?: boolean;
                        allow_actions?: ("delete" | "disconnect" | "reauthorize" | "disable")[];
                    };
                    theme?: {
                        favicon?: string;
                        logo?: string;
                        primary_color?: string;
                        sidepanel_background_color?: string;
                        sidepanel_text_color?: string;
                        vault_name?: string;
                        /** Format: uri */
                        privacy_url?: string;
                        /** Format: uri */
                        terms_url?: string;
                    };
                    custom_consumer_settings?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsCreateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customFieldsAll: {
        parameters: {
            query?: {
                /** @description The platform record to read (its id); the first of the list when left out. */
                resource_id?: components["parameters"]["resourceId"];
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description Resource of the unified API (e.g. leads). */
                resource: components["parameters"]["resource"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform record's fields beyond the unified model. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsSchema: {
        parameters: {
            query?: {
                /** @description The platform record to read (its id); the first of the list when left out. */
                resource_id?: components["parameters"]["resourceId"];
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description Resource of the unified API (e.g. leads). */
                resource: components["parameters"]["resource"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Schema. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsSchemaResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionsExample: {
        parameters: {
            query?: {
                /** @description The platform record to read (its id); the first of the list when left out. */
                resource_id?: components["parameters"]["resourceId"];
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description Resource of the unified API (e.g. leads). */
                resource: components["parameters"]["resource"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionsExampleResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionCustomMappingsAll: {
        parameters: {
            query?: {
                /** @description The platform record to read (its id); the first of the list when left out. */
                resource_id?: components["parameters"]["resourceId"];
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description Resource of the unified API (e.g. leads). */
                resource: components["parameters"]["resource"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom mappings. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionCustomMappingsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionSettingsAll: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description Resource of the unified API (e.g. leads). */
                resource: components["parameters"]["resource"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionSettingsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectionSettingsUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description Id of the consumer whose data is read or written: a user, account or device of the application.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id": components["parameters"]["x-svc-consumer-id"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description Resource of the unified API (e.g. leads). */
                resource: components["parameters"]["resource"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    configuration: {
                        resource: string;
                        defaults?: {
                            id: string;
                            value?: unknown;
                            target?: string;
                            options?: unknown;
                        }[];
                    }[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The connection. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionSettingsUpdateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customMappingsAll: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description The consumer whose own custom mappings are read or written; without it, the application's, which apply to every consumer without one of its own.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id"?: components["parameters"]["x-svc-consumer-id.optional"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom mappings. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomMappingsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customMappingsOne: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description The consumer whose own custom mappings are read or written; without it, the application's, which apply to every consumer without one of its own.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id"?: components["parameters"]["x-svc-consumer-id.optional"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description The unified API, the resource and the mapping's key joined by "+" (crm+leads+first_aid_training). */
                target_field_id: components["parameters"]["targetFieldId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom mapping. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomMappingsOneResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customMappingsAdd: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description The consumer whose own custom mappings are read or written; without it, the application's, which apply to every consumer without one of its own.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id"?: components["parameters"]["x-svc-consumer-id.optional"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description The unified API, the resource and the mapping's key joined by "+" (crm+leads+first_aid_training). */
                target_field_id: components["parameters"]["targetFieldId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where the value sits in the platform's record: "$.root" then .name, ['name'] or [index] steps. */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The custom mapping. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomMappingsAddResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customMappingsDelete: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description The consumer whose own custom mappings are read or written; without it, the application's, which apply to every consumer without one of its own.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id"?: components["parameters"]["x-svc-consumer-id.optional"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description The unified API, the resource and the mapping's key joined by "+" (crm+leads+first_aid_training). */
                target_field_id: components["parameters"]["targetFieldId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customMappingsUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
                /**
                 * @description The consumer whose own custom mappings are read or written; without it, the application's, which apply to every consumer without one of its own.
                 * @example demo-consumer
                 */
                "x-svc-consumer-id"?: components["parameters"]["x-svc-consumer-id.optional"];
            };
            path: {
                /** @description Unified API of the connection (e.g. crm). */
                unified_api: string;
                /** @description Connector of the connection (e.g. pipedrive). */
                service_id: string;
                /** @description The unified API, the resource and the mapping's key joined by "+" (crm+leads+first_aid_training). */
                target_field_id: components["parameters"]["targetFieldId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where the value sits in the platform's record: "$.root" then .name, ['name'] or [index] steps. */
                    value: string;
                };
            };
        };
        responses: {
            /** @description The custom mapping. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomMappingsUpdateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError). */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: [UnsupportedMediaTypeError](http://127.0.0.1:8080/errors/UnsupportedMediaTypeError). */
            415: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "UnsupportedMediaTypeError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Any other error: an unexpected failure of the service (500 InternalServerError), or ConnectorExecutionError with a status the platform chose. */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
