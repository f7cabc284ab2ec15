/**
 * Generated from openapi/webhook.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/webhook/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description The application's subscriptions in the key's mode (sandbox or live), a page at a time, sorted by id.
         */
        get: operations["webhooksAll"];
        put?: never;
        /**
         * Create a webhook subscription
         * @description Subscribes a delivery URL to events of one unified API (and Vault's connection events). The delivery URL must be https to a public address (a sandbox key may also use http or https to this machine, e.g. `http://127.0.0.1:4000/hooks`); its host name must resolve, and to public addresses only (the Proxy API's address rules). A URL that fails is saved anyway, with `status: disabled` and `disabled_reason: delivery_url_validation_failed`: check both in the answer. The answer carries the subscription's signing secret, shown this once.
         */
        post: operations["webhooksAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook subscription */
        get: operations["webhooksOne"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Deletes the subscription; nothing more is delivered to it.
         */
        delete: operations["webhooksDelete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Changes the fields sent. The URL is checked again when it changes and when a disabled subscription is enabled. The delivery URL must be https to a public address (a sandbox key may also use http or https to this machine, e.g. `http://127.0.0.1:4000/hooks`); its host name must resolve, and to public addresses only (the Proxy API's address rules). A URL that fails is saved anyway, with `status: disabled` and `disabled_reason: delivery_url_validation_failed`: check both in the answer. A subscription disabled for its URL is enabled again by a URL that passes, unless `status: disabled` is sent.
         */
        patch: operations["webhooksUpdate"];
        trace?: never;
    };
    "/webhook/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a subscription's signing secret
         * @description Ours (the reference has no such route). Makes a new signing secret and returns it, this once. The previous secret stays valid for 24 hours: meanwhile every delivery carries a signature with each, so a receiver can switch without missing an event. Rotating again within those 24 hours drops the oldest secret.
         */
        post: operations["webhooksRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
            type_name: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "InvalidCursorError" | "ConnectorExecutionError" | "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError" | "ConnectorRateLimitError" | "RequestLimitError" | "EntityNotFoundError" | "OAuthCredentialsNotFoundError" | "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectionSettingsError" | "ConnectorNotFoundError" | "OAuthRedirectUriError" | "OAuthInvalidStateError" | "OAuthCodeExchangeError" | "OAuthConnectorError" | "MappingError" | "ConnectorMappingNotFoundError" | "ConnectorResponseMappingNotFoundError" | "ConnectorOperationMappingNotFoundError" | "ConnectorWorkflowMappingError" | "ConnectorOperationUnsupportedError" | "PaginationNotSupportedError" | "RequestHeadersValidationError" | "UnsupportedMediaTypeError" | "PayloadTooLargeError" | "HttpsRequiredError" | "ConnectorTimeoutError" | "IdempotencyKeyNotSupportedError" | "IdempotencyKeyInUseError" | "IdempotencyKeyReusedError" | "ProxyTargetNotAllowedError" | "ServiceUnavailableError" | "InternalServerError";
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
        WebhooksAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: {
                /** @description Id of the subscription (a UUID). */
                id: string;
                description: string | null;
                /**
                 * @description The unified API whose events are delivered, or `vault` for connection events only.
                 * @example issue-tracking
                 */
                unified_api: string;
                /**
                 * @description Whether events are delivered.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /**
                 * @description Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).
                 * @enum {string}
                 */
                disabled_reason: "none" | "retry_limit" | "usage_limit" | "delivery_url_validation_failed";
                /**
                 * Format: uri
                 * @description Where events are delivered.
                 */
                delivery_url: string;
                /**
                 * Format: uri
                 * @description Where the platforms' own webhooks for this subscription are to be sent, with the service id appended (not served yet).
                 */
                execute_base_url: string;
                /** @description Subscribed event types; `["*"]` is every event of the unified API. */
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            }[];
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
        WebhooksAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            /** @description A webhook subscription with its signing secret. */
            data: {
                /** @description Id of the subscription (a UUID). */
                id: string;
                description: string | null;
                /**
                 * @description The unified API whose events are delivered, or `vault` for connection events only.
                 * @example issue-tracking
                 */
                unified_api: string;
                /**
                 * @description Whether events are delivered.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /**
                 * @description Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).
                 * @enum {string}
                 */
                disabled_reason: "none" | "retry_limit" | "usage_limit" | "delivery_url_validation_failed";
                /**
                 * Format: uri
                 * @description Where events are delivered.
                 */
                delivery_url: string;
                /**
                 * Format: uri
                 * @description Where the platforms' own webhooks for this subscription are to be sent, with the service id appended (not served yet).
                 */
                execute_base_url: string;
                /** @description Subscribed event types; `["*"]` is every event of the unified API. */
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /**
                 * @description The signing secret (`whsec_…`, Standard Webhooks) that deliveries are signed with. Shown only in this answer: store it now. It is kept encrypted and never shown again; rotate it to get a new one.
                 * @example whsec_ZbQ4nB7cM9xR2kT5vW8yA1dF3gH6jL0pS4uX7zC9eG2=
                 */
                secret: string;
            };
        };
        WebhooksOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            /** @description A webhook subscription. */
            data: {
                /** @description Id of the subscription (a UUID). */
                id: string;
                description: string | null;
                /**
                 * @description The unified API whose events are delivered, or `vault` for connection events only.
                 * @example issue-tracking
                 */
                unified_api: string;
                /**
                 * @description Whether events are delivered.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /**
                 * @description Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).
                 * @enum {string}
                 */
                disabled_reason: "none" | "retry_limit" | "usage_limit" | "delivery_url_validation_failed";
                /**
                 * Format: uri
                 * @description Where events are delivered.
                 */
                delivery_url: string;
                /**
                 * Format: uri
                 * @description Where the platforms' own webhooks for this subscription are to be sent, with the service id appended (not served yet).
                 */
                execute_base_url: string;
                /** @description Subscribed event types; `["*"]` is every event of the unified API. */
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
        };
        WebhooksUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            /** @description A webhook subscription. */
            data: {
                /** @description Id of the subscription (a UUID). */
                id: string;
                description: string | null;
                /**
                 * @description The unified API whose events are delivered, or `vault` for connection events only.
                 * @example issue-tracking
                 */
                unified_api: string;
                /**
                 * @description Whether events are delivered.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /**
                 * @description Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).
                 * @enum {string}
                 */
                disabled_reason: "none" | "retry_limit" | "usage_limit" | "delivery_url_validation_failed";
                /**
                 * Format: uri
                 * @description Where events are delivered.
                 */
                delivery_url: string;
                /**
                 * Format: uri
                 * @description Where the platforms' own webhooks for this subscription are to be sent, with the service id appended (not served yet).
                 */
                execute_base_url: string;
                /** @description Subscribed event types; `["*"]` is every event of the unified API. */
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
        };
        WebhooksDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            /** @description A webhook subscription. */
            data: {
                /** @description Id of the subscription (a UUID). */
                id: string;
                description: string | null;
                /**
                 * @description The unified API whose events are delivered, or `vault` for connection events only.
                 * @example issue-tracking
                 */
                unified_api: string;
                /**
                 * @description Whether events are delivered.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /**
                 * @description Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).
                 * @enum {string}
                 */
                disabled_reason: "none" | "retry_limit" | "usage_limit" | "delivery_url_validation_failed";
                /**
                 * Format: uri
                 * @description Where events are delivered.
                 */
                delivery_url: string;
                /**
                 * Format: uri
                 * @description Where the platforms' own webhooks for this subscription are to be sent, with the service id appended (not served yet).
                 */
                execute_base_url: string;
                /** @description Subscribed event types; `["*"]` is every event of the unified API. */
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
        };
        WebhooksRotateSecretResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            /** @description A webhook subscription with its signing secret. */
            data: {
                /** @description Id of the subscription (a UUID). */
                id: string;
                description: string | null;
                /**
                 * @description The unified API whose events are delivered, or `vault` for connection events only.
                 * @example issue-tracking
                 */
                unified_api: string;
                /**
                 * @description Whether events are delivered.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /**
                 * @description Why the service disabled the subscription: `delivery_url_validation_failed` (the delivery URL failed the check when saved), `retry_limit` (deliveries kept failing); `none` when the service did not (enabled, or disabled by you).
                 * @enum {string}
                 */
                disabled_reason: "none" | "retry_limit" | "usage_limit" | "delivery_url_validation_failed";
                /**
                 * Format: uri
                 * @description Where events are delivered.
                 */
                delivery_url: string;
                /**
                 * Format: uri
                 * @description Where the platforms' own webhooks for this subscription are to be sent, with the service id appended (not served yet).
                 */
                execute_base_url: string;
                /** @description Subscribed event types; `["*"]` is every event of the unified API. */
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /**
                 * @description The signing secret (`whsec_…`, Standard Webhooks) that deliveries are signed with. Shown only in this answer: store it now. It is kept encrypted and never shown again; rotate it to get a new one.
                 * @example whsec_ZbQ4nB7cM9xR2kT5vW8yA1dF3gH6jL0pS4uX7zC9eG2=
                 */
                secret: string;
            };
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Id of the application the key belongs to.
         * @example app_demo
         */
        "x-svc-app-id": string;
        /** @description Id of the subscription. */
        id: string;
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
    webhooksAll: {
        parameters: {
            query?: {
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: string;
                /** @description Page size, 1 to 200; default 20. */
                limit?: number;
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
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksAllResponse"];
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
    webhooksAdd: {
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
                    /** @enum {string} */
                    unified_api: "sms" | "customer-support" | "issue-tracking" | "vault";
                    /** Format: uri */
                    delivery_url: string;
                    events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                    /** @enum {string} */
                    status: "enabled" | "disabled";
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The subscription, with its signing secret. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksAddResponse"];
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
    webhooksOne: {
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
                /** @description Id of the subscription. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksOneResponse"];
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
    webhooksDelete: {
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
                /** @description Id of the subscription. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted subscription. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksDeleteResponse"];
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
    webhooksUpdate: {
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
                /** @description Id of the subscription. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    delivery_url?: string;
                    events?: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                    /** @enum {string} */
                    status?: "enabled" | "disabled";
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksUpdateResponse"];
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
    webhooksRotateSecret: {
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
                /** @description Id of the subscription. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, with its new signing secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksRotateSecretResponse"];
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
}
