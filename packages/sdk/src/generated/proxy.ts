/**
 * Generated from openapi/proxy.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/proxy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET through the proxy
         * @description Calls the platform at `x-svc-downstream-url` (method: `x-svc-downstream-method`, else GET) with the consumer's stored credentials (an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector's declared hosts over https; sandbox keys only its emulator.
         */
        get: operations["getProxy"];
        /**
         * PUT through the proxy
         * @description Calls the platform at `x-svc-downstream-url` (method: `x-svc-downstream-method`, else PUT) with the consumer's stored credentials (an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector's declared hosts over https; sandbox keys only its emulator.
         */
        put: operations["putProxy"];
        /**
         * POST through the proxy
         * @description Calls the platform at `x-svc-downstream-url` (method: `x-svc-downstream-method`, else POST) with the consumer's stored credentials (an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector's declared hosts over https; sandbox keys only its emulator.
         */
        post: operations["postProxy"];
        /**
         * DELETE through the proxy
         * @description Calls the platform at `x-svc-downstream-url` (method: `x-svc-downstream-method`, else DELETE) with the consumer's stored credentials (an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector's declared hosts over https; sandbox keys only its emulator.
         */
        delete: operations["deleteProxy"];
        /**
         * OPTIONS through the proxy
         * @description Calls the platform at `x-svc-downstream-url` (method: `x-svc-downstream-method`, else OPTIONS) with the consumer's stored credentials (an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector's declared hosts over https; sandbox keys only its emulator.
         */
        options: operations["optionsProxy"];
        head?: never;
        /**
         * PATCH through the proxy
         * @description Calls the platform at `x-svc-downstream-url` (method: `x-svc-downstream-method`, else PATCH) with the consumer's stored credentials (an OAuth token refreshed first when due, and once more after a 401), and passes its answer back unchanged: status, headers and body, but hop-by-hop headers and cookies. Redirects are returned, never followed. Live keys reach only the connector's declared hosts over https; sandbox keys only its emulator.
         */
        patch: operations["patchProxy"];
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
        /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
        "x-svc-downstream-authorization": string;
        /** @description Method of the platform call; the request's own by default. */
        "x-svc-downstream-method": "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
        /**
         * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
         * @example /2010-04-01/Accounts/{account_sid}/Messages.json
         */
        "x-svc-downstream-url": string;
        /**
         * @description Connector whose connection is used (e.g. twilio).
         * @example twilio
         */
        "x-svc-service-id.required": string;
        /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
        "x-svc-timeout": number;
        /**
         * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
         * @example sms
         */
        "x-svc-unified-api": string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifier of this request; quote it when asking about a call. */
        "Request-Id": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description true when the body is the platform's own error answer (status 400 or more), passed on unchanged. */
        "x-svc-downstream-error": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProxy: {
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
                /**
                 * @description Connector whose connection is used (e.g. twilio).
                 * @example twilio
                 */
                "x-svc-service-id": components["parameters"]["x-svc-service-id.required"];
                /**
                 * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
                 * @example sms
                 */
                "x-svc-unified-api"?: components["parameters"]["x-svc-unified-api"];
                /**
                 * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
                 * @example /2010-04-01/Accounts/{account_sid}/Messages.json
                 */
                "x-svc-downstream-url": components["parameters"]["x-svc-downstream-url"];
                /** @description Method of the platform call; the request's own by default. */
                "x-svc-downstream-method"?: components["parameters"]["x-svc-downstream-method"];
                /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
                "x-svc-downstream-authorization"?: components["parameters"]["x-svc-downstream-authorization"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ProxyTargetNotAllowedError](http://127.0.0.1:8080/errors/ProxyTargetNotAllowedError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description The platform's answer. */
            "2XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description The platform's redirect, passed on, not followed. */
            "3XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status: the platform's own answer, or an unexpected failure of the service (500 InternalServerError). */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | unknown;
                    "*/*": unknown;
                };
            };
        };
    };
    putProxy: {
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
                /**
                 * @description Connector whose connection is used (e.g. twilio).
                 * @example twilio
                 */
                "x-svc-service-id": components["parameters"]["x-svc-service-id.required"];
                /**
                 * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
                 * @example sms
                 */
                "x-svc-unified-api"?: components["parameters"]["x-svc-unified-api"];
                /**
                 * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
                 * @example /2010-04-01/Accounts/{account_sid}/Messages.json
                 */
                "x-svc-downstream-url": components["parameters"]["x-svc-downstream-url"];
                /** @description Method of the platform call; the request's own by default. */
                "x-svc-downstream-method"?: components["parameters"]["x-svc-downstream-method"];
                /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
                "x-svc-downstream-authorization"?: components["parameters"]["x-svc-downstream-authorization"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent to the platform byte for byte, with its Content-Type. */
        requestBody?: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ProxyTargetNotAllowedError](http://127.0.0.1:8080/errors/ProxyTargetNotAllowedError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description The platform's answer. */
            "2XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description The platform's redirect, passed on, not followed. */
            "3XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status: the platform's own answer, or an unexpected failure of the service (500 InternalServerError). */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | unknown;
                    "*/*": unknown;
                };
            };
        };
    };
    postProxy: {
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
                /**
                 * @description Connector whose connection is used (e.g. twilio).
                 * @example twilio
                 */
                "x-svc-service-id": components["parameters"]["x-svc-service-id.required"];
                /**
                 * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
                 * @example sms
                 */
                "x-svc-unified-api"?: components["parameters"]["x-svc-unified-api"];
                /**
                 * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
                 * @example /2010-04-01/Accounts/{account_sid}/Messages.json
                 */
                "x-svc-downstream-url": components["parameters"]["x-svc-downstream-url"];
                /** @description Method of the platform call; the request's own by default. */
                "x-svc-downstream-method"?: components["parameters"]["x-svc-downstream-method"];
                /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
                "x-svc-downstream-authorization"?: components["parameters"]["x-svc-downstream-authorization"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent to the platform byte for byte, with its Content-Type. */
        requestBody?: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ProxyTargetNotAllowedError](http://127.0.0.1:8080/errors/ProxyTargetNotAllowedError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description The platform's answer. */
            "2XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description The platform's redirect, passed on, not followed. */
            "3XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status: the platform's own answer, or an unexpected failure of the service (500 InternalServerError). */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | unknown;
                    "*/*": unknown;
                };
            };
        };
    };
    deleteProxy: {
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
                /**
                 * @description Connector whose connection is used (e.g. twilio).
                 * @example twilio
                 */
                "x-svc-service-id": components["parameters"]["x-svc-service-id.required"];
                /**
                 * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
                 * @example sms
                 */
                "x-svc-unified-api"?: components["parameters"]["x-svc-unified-api"];
                /**
                 * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
                 * @example /2010-04-01/Accounts/{account_sid}/Messages.json
                 */
                "x-svc-downstream-url": components["parameters"]["x-svc-downstream-url"];
                /** @description Method of the platform call; the request's own by default. */
                "x-svc-downstream-method"?: components["parameters"]["x-svc-downstream-method"];
                /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
                "x-svc-downstream-authorization"?: components["parameters"]["x-svc-downstream-authorization"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent to the platform byte for byte, with its Content-Type. */
        requestBody?: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ProxyTargetNotAllowedError](http://127.0.0.1:8080/errors/ProxyTargetNotAllowedError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description The platform's answer. */
            "2XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description The platform's redirect, passed on, not followed. */
            "3XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status: the platform's own answer, or an unexpected failure of the service (500 InternalServerError). */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | unknown;
                    "*/*": unknown;
                };
            };
        };
    };
    optionsProxy: {
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
                /**
                 * @description Connector whose connection is used (e.g. twilio).
                 * @example twilio
                 */
                "x-svc-service-id": components["parameters"]["x-svc-service-id.required"];
                /**
                 * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
                 * @example sms
                 */
                "x-svc-unified-api"?: components["parameters"]["x-svc-unified-api"];
                /**
                 * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
                 * @example /2010-04-01/Accounts/{account_sid}/Messages.json
                 */
                "x-svc-downstream-url": components["parameters"]["x-svc-downstream-url"];
                /** @description Method of the platform call; the request's own by default. */
                "x-svc-downstream-method"?: components["parameters"]["x-svc-downstream-method"];
                /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
                "x-svc-downstream-authorization"?: components["parameters"]["x-svc-downstream-authorization"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent to the platform byte for byte, with its Content-Type. */
        requestBody?: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ProxyTargetNotAllowedError](http://127.0.0.1:8080/errors/ProxyTargetNotAllowedError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description The platform's answer. */
            "2XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description The platform's redirect, passed on, not followed. */
            "3XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status: the platform's own answer, or an unexpected failure of the service (500 InternalServerError). */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | unknown;
                    "*/*": unknown;
                };
            };
        };
    };
    patchProxy: {
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
                /**
                 * @description Connector whose connection is used (e.g. twilio).
                 * @example twilio
                 */
                "x-svc-service-id": components["parameters"]["x-svc-service-id.required"];
                /**
                 * @description Unified API of the connection, when the consumer has this connector under several unified APIs.
                 * @example sms
                 */
                "x-svc-unified-api"?: components["parameters"]["x-svc-unified-api"];
                /**
                 * @description Platform URL to call: absolute, or relative to the connection's base URL. `{setting}` is replaced by a non-secret setting of the connection.
                 * @example /2010-04-01/Accounts/{account_sid}/Messages.json
                 */
                "x-svc-downstream-url": components["parameters"]["x-svc-downstream-url"];
                /** @description Method of the platform call; the request's own by default. */
                "x-svc-downstream-method"?: components["parameters"]["x-svc-downstream-method"];
                /** @description Sent to the platform as Authorization instead of the connection's stored credentials. */
                "x-svc-downstream-authorization"?: components["parameters"]["x-svc-downstream-authorization"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Sent to the platform byte for byte, with its Content-Type. */
        requestBody?: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "RequestHeadersValidationError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unauthorized: [UnauthorizedError](http://127.0.0.1:8080/errors/UnauthorizedError), [ConnectorCredentialsError](http://127.0.0.1:8080/errors/ConnectorCredentialsError), [ConnectorDisabledError](http://127.0.0.1:8080/errors/ConnectorDisabledError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            401: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "UnauthorizedError" | "ConnectorCredentialsError" | "ConnectorDisabledError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payment Required: [RequestLimitError](http://127.0.0.1:8080/errors/RequestLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            402: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "RequestLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ProxyTargetNotAllowedError](http://127.0.0.1:8080/errors/ProxyTargetNotAllowedError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ProxyTargetNotAllowedError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Payload Too Large: [PayloadTooLargeError](http://127.0.0.1:8080/errors/PayloadTooLargeError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "PayloadTooLargeError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Failed Dependency: [OAuthConnectorError](http://127.0.0.1:8080/errors/OAuthConnectorError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            424: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "OAuthConnectorError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Too Many Requests: [ConnectorRateLimitError](http://127.0.0.1:8080/errors/ConnectorRateLimitError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorRateLimitError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Bad Gateway: [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            502: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorExecutionError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description Gateway Timeout: [ConnectorTimeoutError](http://127.0.0.1:8080/errors/ConnectorTimeoutError). Or, with `x-svc-downstream-error: true`, the platform's own answer. */
            504: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @enum {unknown} */
                        type_name?: "ConnectorTimeoutError";
                    } & components["schemas"]["Error"]) | unknown;
                    "*/*": unknown;
                };
            };
            /** @description The platform's answer. */
            "2XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description The platform's redirect, passed on, not followed. */
            "3XX": {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status: the platform's own answer, or an unexpected failure of the service (500 InternalServerError). */
            default: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "x-svc-downstream-error": components["headers"]["x-svc-downstream-error"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | unknown;
                    "*/*": unknown;
                };
            };
        };
    };
}
