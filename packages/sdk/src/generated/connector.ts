/**
 * Generated from openapi/connector.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/connector/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connectors
         * @description Every connector the service offers, a page at a time, sorted by id. Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["connectorsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/connectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connector
         * @description Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["connectorsOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/connectors/{id}/docs/{doc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connector doc
         * @description A doc generated from the connector's declaration, as Markdown: how a consumer connects, the OAuth client an application registers, rate limits. Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["connectorDocsOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/connectors/{id}/resources/{resource_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connector resource
         * @description How one connector supports one unified resource: operations, filters, sort fields, paging and fields. Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["connectorResourcesOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/apis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List APIs
         * @description The unified APIs the service serves, a page at a time, sorted by id. Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["apisAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/apis/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API
         * @description Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["apisOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/apis/{id}/resources/{resource_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API resource
         * @description A resource of the API with the JSON Schema of its unified model. Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["apiResourcesOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connector/apis/{id}/resources/{resource_id}/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API resource's coverage
         * @description Every connector serving the resource, with what each supports, read from the connectors' code. Any key of the application works, public keys included: the catalog holds no consumer data.
         */
        get: operations["apiResourceCoverageOne"];
        put?: never;
        post?: never;
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
        Api: {
            /**
             * @description Id of a unified API, also its path prefix.
             * @example customer-support
             */
            id: string;
            /** @enum {string} */
            type: "unified" | "platform";
            name: string;
            description: string | null;
            /**
             * @description live or beta: both are callable.
             * @enum {string}
             */
            status: "live" | "beta";
            /**
             * @description Version of the API reference this API follows, <major>.<minor>.<patch>; releases are listed in the changelog (GET /changelog).
             * @example 9.1.2
             */
            version: string;
            /**
             * Format: uri
             * @description OpenAPI document of the API.
             */
            spec_url?: string;
            /**
             * Format: uri
             * @description Reference page of the API.
             */
            api_reference_url?: string;
            postman_collection_id: null;
            categories: string[];
            resources: {
                /**
                 * @description Id of a resource: its lowercased plural name.
                 * @example customers
                 */
                id: string;
                name: string;
                /**
                 * @description live or beta: both are callable.
                 * @enum {string}
                 */
                status: "live" | "beta";
                excluded_from_coverage: boolean;
            }[];
            events: string[];
        };
        ApiResource: {
            /**
             * @description Id of a resource: its lowercased plural name.
             * @example customers
             */
            id: string;
            name: string;
            /**
             * @description live or beta: both are callable.
             * @enum {string}
             */
            status: "live" | "beta";
            linked_resources: {
                /**
                 * @description Id of a resource: its lowercased plural name.
                 * @example customers
                 */
                id: string;
                /** @description The field of this resource that holds the linked record's id. */
                unified_property: string;
            }[];
            /** @description JSON Schema of the unified model. */
            schema: {
                [key: string]: unknown;
            };
        };
        ApiResourceCoverage: {
            /**
             * @description Id of a resource: its lowercased plural name.
             * @example customers
             */
            id: string;
            name: string;
            /**
             * @description live or beta: both are callable.
             * @enum {string}
             */
            status: "live" | "beta";
            coverage: {
                /** @description The connector this entry describes. */
                service_id: string;
                downstream_id: string;
                downstream_name: string;
                /** @description Whether cursor and limit work on the list. */
                pagination_supported: boolean;
                pagination?: {
                    /**
                     * @description The platform's own paging is used.
                     * @constant
                     */
                    mode: "native";
                    paging_support: boolean;
                    limit_support: boolean;
                };
                supported_operations: ("all" | "one" | "add" | "update" | "delete")[];
                supported_filters: string[];
                supported_sort_by: string[];
                supported_fields: {
                    /** @description A field of the unified model the connector fills. */
                    unified_property: string;
                }[];
                /** @description Named actions of the resource beyond the five operations (a search, a copy) the connector has; present where the resource declares some. */
                supported_actions?: string[];
            }[];
        };
        Connector: {
            /** @example zendesk */
            id: string;
            /** @example Zendesk */
            name: string;
            /**
             * @description live or beta: both are callable.
             * @enum {string}
             */
            status: "live" | "beta";
            description: string | null;
            /**
             * Format: uri
             * @description Square icon drawn by the service (a monogram: platform logos are their owners' trademarks).
             */
            icon_url: string;
            /**
             * Format: uri
             * @description Logo drawn by the service; the same monogram as icon_url, as scalable SVG.
             */
            logo_url: string;
            /** Format: uri */
            website_url: string;
            /** @enum {string} */
            auth_type: "oauth2" | "apiKey" | "basic" | "custom" | "none";
            /** @description True for a connector that only authenticates, mapping no unified API. */
            auth_only: boolean;
            /** @constant */
            oauth_grant_type?: "authorization_code";
            /**
             * @description The OAuth client id and secret belong to the application's integration.
             * @constant
             */
            oauth_credentials_source?: "integration";
            oauth_scopes: {
                id: string;
                label: string;
                /** @description Unified APIs that ask for this scope unless the application chose its own. */
                default_apis: string[];
            }[];
            /** @description Whether an application may ask for scopes the connector does not list. */
            custom_scopes: boolean;
            /** @description Whether sandbox keys can authorize without the application's own OAuth client. */
            has_sandbox_credentials: boolean;
            settings: components["schemas"]["ConnectorSetting"][];
            /** @description Settings a consumer gives before being sent to the platform's consent page. */
            settings_required_for_authorization?: string[];
            /** @example zendesk */
            service_id: string;
            unified_apis: {
                /**
                 * @description Id of a unified API, also its path prefix.
                 * @example customer-support
                 */
                id: string;
                name: string;
                auth_only: boolean;
                /** @description Scopes asked for by default when this API is used. */
                oauth_scopes: {
                    /** @description Scope as the platform names it. */
                    id: string;
                    label: string;
                }[];
                supported_resources: components["schemas"]["LinkedConnectorResource"][];
                supported_events: {
                    event_type: string;
                    downstream_event_type: string;
                    /**
                     * @description Id of a resource: its lowercased plural name.
                     * @example customers
                     */
                    resource_id: string;
                }[];
            }[];
            supported_resources: components["schemas"]["LinkedConnectorResource"][];
            configurable_resources: string[];
            supported_events: {
                event_type: string;
                downstream_event_type: string;
                /**
                 * @description Id of a resource: its lowercased plural name.
                 * @example customers
                 */
                resource_id: string;
            }[];
            docs: components["schemas"]["ConnectorDoc"][];
        };
        ConnectorDoc: {
            /**
             * @description Id of the doc: its audience and name joined by "+".
             * @example consumer+connection
             */
            id: string;
            /** @example connection */
            name: string;
            /**
             * @description Who the doc is written for: the application owner configuring the service, or the consumer connecting an account.
             * @enum {string}
             */
            audience: "application_owner" | "consumer";
            /** @constant */
            format: "markdown";
            /**
             * Format: uri
             * @description Returns the content of the doc.
             */
            url: string;
        };
        ConnectorResource: {
            /**
             * @description Id of a resource: its lowercased plural name.
             * @example customers
             */
            id: string;
            name: string;
            /**
             * @description live or beta: both are callable.
             * @enum {string}
             */
            status: "live" | "beta";
            downstream_id: string;
            downstream_name: string;
            /** @description Whether cursor and limit work on the list. */
            pagination_supported: boolean;
            pagination?: {
                /**
                 * @description The platform's own paging is used.
                 * @constant
                 */
                mode: "native";
                paging_support: boolean;
                limit_support: boolean;
            };
            supported_operations: ("all" | "one" | "add" | "update" | "delete")[];
            supported_filters: string[];
            supported_sort_by: string[];
            supported_fields: {
                /** @description A field of the unified model the connector fills. */
                unified_property: string;
            }[];
            /** @description Named actions of the resource beyond the five operations (a search, a copy) the connector has; present where the resource declares some. */
            supported_actions?: string[];
        };
        ConnectorSetting: {
            /** @example subdomain */
            id: string;
            /** @example Subdomain */
            label: string;
            /** @enum {string} */
            type: "text" | "password" | "email" | "url";
            required: boolean;
            /** @description Stored encrypted and never shown again once saved. */
            sensitive: boolean;
            description: string | null;
            placeholder: string | null;
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
        LinkedConnectorResource: {
            /**
             * @description Id of a resource: its lowercased plural name.
             * @example customers
             */
            id: string;
            /** @example Customers */
            name: string;
            /**
             * @description live or beta: both are callable.
             * @enum {string}
             */
            status: "live" | "beta";
            /**
             * @description The platform's own id of these records.
             * @example users
             */
            downstream_id: string;
            /**
             * @description The platform's own name of these records.
             * @example Users
             */
            downstream_name: string;
        };
        ConnectorsAllResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["Connector"][];
            meta: {
                items_on_page: number;
                cursors: {
                    previous: string | null;
                    current: string | null;
                    next: string | null;
                };
            };
            links: {
                previous: string | null;
                current: string;
                next: string | null;
            };
        };
        ConnectorsOneResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["Connector"];
        };
        ConnectorResourcesOneResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["ConnectorResource"];
        };
        ApisAllResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["Api"][];
            meta: {
                items_on_page: number;
                cursors: {
                    previous: string | null;
                    current: string | null;
                    next: string | null;
                };
            };
            links: {
                previous: string | null;
                current: string;
                next: string | null;
            };
        };
        ApisOneResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["Api"];
        };
        ApiResourcesOneResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["ApiResource"];
        };
        ApiResourceCoverageOneResponse: {
            status_code: number;
            status: string;
            data: components["schemas"]["ApiResourceCoverage"];
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Id of the application the key belongs to.
         * @example app_demo
         */
        "x-svc-app-id": string;
        /** @description Cursor from meta.cursors of a previous page. */
        cursor: string | null;
        /** @description Page size, 1 to 200; default 20. */
        limit: number;
        /** @description Id of the connector (its service id). */
        id: string;
        /** @description Id of the resource. */
        resourceId: string;
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
    connectorsAll: {
        parameters: {
            query?: {
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Id of a unified API. */
                "filter[unified_api]"?: string;
                /** @description Only connectors with this release status. */
                "filter[status]"?: "live" | "beta" | "early-access" | "development" | "considering";
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
            /** @description List connectors */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorsAllResponse"];
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
    connectorsOne: {
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
                /** @description Id of the connector (its service id). */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a connector */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorsOneResponse"];
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
    connectorDocsOne: {
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
                /** @description Id of the connector (its service id). */
                id: components["parameters"]["id"];
                /** @description Id of the doc, as listed in the connector's `docs`. */
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The doc. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
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
    connectorResourcesOne: {
        parameters: {
            query?: {
                /** @description Id of a unified API. */
                unified_api?: string;
            };
            header: {
                /**
                 * @description Id of the application the key belongs to.
                 * @example app_demo
                 */
                "x-svc-app-id": components["parameters"]["x-svc-app-id"];
            };
            path: {
                /** @description Id of the connector (its service id). */
                id: components["parameters"]["id"];
                /** @description Id of the resource (lowercased plural name). */
                resource_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a connector resource */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorResourcesOneResponse"];
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
    apisAll: {
        parameters: {
            query?: {
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Only APIs with this release status. */
                "filter[status]"?: "live" | "beta" | "development" | "considering";
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
            /** @description List APIs */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApisAllResponse"];
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
    apisOne: {
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
                /** @description Id of the API. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an API */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApisOneResponse"];
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
    apiResourcesOne: {
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
                /** @description Id of the API. */
                id: string;
                /** @description Id of the resource. */
                resource_id: components["parameters"]["resourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an API resource */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResourcesOneResponse"];
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
    apiResourceCoverageOne: {
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
                /** @description Id of the API. */
                id: string;
                /** @description Id of the resource. */
                resource_id: components["parameters"]["resourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an API resource's coverage */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiResourceCoverageOneResponse"];
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
