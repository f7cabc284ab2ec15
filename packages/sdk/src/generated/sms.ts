/**
 * Generated from openapi/sms.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/sms/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description Lists the messages of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["messagesAll"];
        put?: never;
        /**
         * Create a message
         * @description Creates a message on the platform; `data.id` is its new id.
         */
        post: operations["messagesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sms/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description Reads one message by id.
         */
        get: operations["messagesOne"];
        put?: never;
        post?: never;
        /**
         * Delete a message
         * @description Deletes the message on the platform.
         */
        delete: operations["messagesDelete"];
        options?: never;
        head?: never;
        /**
         * Update a message
         * @description Changes the fields sent; the others keep their values. `data.id` is the message's id.
         */
        patch: operations["messagesUpdate"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description ISO 4217 currency code.
         * @example USD
         * @enum {string|null}
         */
        Currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL" | "UNKNOWN_CURRENCY" | null;
        /** @description Values for the custom mappings set for this resource, by key: each is written to the platform field its mapping names. */
        CustomMappingValues: {
            [key: string]: string | number | boolean | {
                [key: string]: unknown;
            } | unknown[] | null;
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
        /** Message */
        Message: {
            /**
             * @description Unique identifier of the message.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Phone number that initiated the message.
             * @example +15017122661
             */
            from?: string;
            /**
             * @description Phone number that received the message.
             * @example +15017122662
             */
            to?: string;
            /**
             * @description Subject, where the platform has one.
             * @example Picture
             */
            subject?: string;
            /**
             * @description The message text.
             * @example Hi! How are you doing?
             */
            body?: string;
            /**
             * @description sms for text messages, mms for multimedia messages.
             * @enum {string}
             */
            type?: "sms" | "mms";
            /** @description Number of units (segments) the message was split into. */
            number_of_units?: $Read<number>;
            /** @description Number of media files attached. */
            number_of_media_files?: $Read<number>;
            /**
             * @description Direction of the message.
             * @enum {string}
             */
            direction?: $Read<"inbound" | "outbound-api" | "outbound-call" | "outbound-reply" | "unknown">;
            /**
             * @description Delivery status.
             * @enum {string}
             */
            status?: $Read<"accepted" | "scheduled" | "canceled" | "queued" | "sending" | "sent" | "failed" | "delivered" | "undelivered" | "receiving" | "received" | "read">;
            /**
             * Format: date-time
             * @description When the message is scheduled to be sent.
             * @example 2020-09-30T07:43:32.000Z
             */
            scheduled_at?: string;
            /**
             * Format: date-time
             * @description When the message was sent; absent until it is.
             * @example 2020-09-30T07:43:32.000Z
             */
            sent_at?: $Read<string>;
            /** @description URL that receives delivery notifications of this message. */
            webhook_url?: string;
            /**
             * @description A client reference.
             * @example CUST001
             */
            reference?: string;
            /** @description Price of the message. Fields the platform has no value for are left out (the reference types them as non-nullable strings). */
            price?: $Read<{
                /**
                 * @description Price of one unit (segment); absent when the platform does not tell it.
                 * @example 0.01
                 */
                per_unit?: string;
                /**
                 * @description Price of the whole message; absent until the platform has priced it.
                 * @example 0.01
                 */
                total_amount?: string;
                currency?: components["schemas"]["Currency"];
            }>;
            /** @description Why the message failed or was not delivered. */
            error?: $Read<{
                /** @description The platform's error code. */
                code?: string;
                /** @description The platform's explanation; absent when it gives none. */
                message?: string;
            }>;
            /** @description Messaging service used to send the message. */
            messaging_service_id?: string;
            /**
             * Updated by
             * @description The user who last updated the object.
             */
            updated_by?: $Read<string | null>;
            /**
             * Created by
             * @description The user who created the object.
             */
            created_by?: $Read<string | null>;
            /**
             * Updated at
             * Format: date-time
             * @description When the object was last updated.
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Created at
             * Format: date-time
             * @description When the object was created.
             * @example 2020-09-30T07:43:32.000Z
             */
            created_at?: $Read<string | null>;
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
        };
        /** Message */
        MessageInput: {
            /**
             * @description Unique identifier of the message.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Phone number that initiated the message.
             * @example +15017122661
             */
            from?: string;
            /**
             * @description Phone number that received the message.
             * @example +15017122662
             */
            to?: string;
            /**
             * @description Subject, where the platform has one.
             * @example Picture
             */
            subject?: string;
            /**
             * @description The message text.
             * @example Hi! How are you doing?
             */
            body?: string;
            /**
             * @description sms for text messages, mms for multimedia messages.
             * @enum {string}
             */
            type?: "sms" | "mms";
            /** @description Number of units (segments) the message was split into. */
            number_of_units?: $Read<number>;
            /** @description Number of media files attached. */
            number_of_media_files?: $Read<number>;
            /**
             * @description Direction of the message.
             * @enum {string}
             */
            direction?: $Read<"inbound" | "outbound-api" | "outbound-call" | "outbound-reply" | "unknown">;
            /**
             * @description Delivery status.
             * @enum {string}
             */
            status?: $Read<"accepted" | "scheduled" | "canceled" | "queued" | "sending" | "sent" | "failed" | "delivered" | "undelivered" | "receiving" | "received" | "read">;
            /**
             * Format: date-time
             * @description When the message is scheduled to be sent.
             * @example 2020-09-30T07:43:32.000Z
             */
            scheduled_at?: string;
            /**
             * Format: date-time
             * @description When the message was sent; absent until it is.
             * @example 2020-09-30T07:43:32.000Z
             */
            sent_at?: $Read<string>;
            /** @description URL that receives delivery notifications of this message. */
            webhook_url?: string;
            /**
             * @description A client reference.
             * @example CUST001
             */
            reference?: string;
            /** @description Price of the message. Fields the platform has no value for are left out (the reference types them as non-nullable strings). */
            price?: $Read<{
                /**
                 * @description Price of one unit (segment); absent when the platform does not tell it.
                 * @example 0.01
                 */
                per_unit?: string;
                /**
                 * @description Price of the whole message; absent until the platform has priced it.
                 * @example 0.01
                 */
                total_amount?: string;
                currency?: components["schemas"]["Currency"];
            }>;
            /** @description Why the message failed or was not delivered. */
            error?: $Read<{
                /** @description The platform's error code. */
                code?: string;
                /** @description The platform's explanation; absent when it gives none. */
                message?: string;
            }>;
            /** @description Messaging service used to send the message. */
            messaging_service_id?: string;
            /**
             * Updated by
             * @description The user who last updated the object.
             */
            updated_by?: $Read<string | null>;
            /**
             * Created by
             * @description The user who created the object.
             */
            created_by?: $Read<string | null>;
            /**
             * Updated at
             * Format: date-time
             * @description When the object was last updated.
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Created at
             * Format: date-time
             * @description When the object was created.
             * @example 2020-09-30T07:43:32.000Z
             */
            created_at?: $Read<string | null>;
            custom_mappings?: components["schemas"]["CustomMappingValues"];
            pass_through?: components["schemas"]["PassThroughBodyInput"];
        };
        /** @description Platform data for the connection's service, merged into the platform's request after mapping. */
        PassThroughBodyInput: {
            /**
             * @description The service the entry is for: the connection's own, or the request is refused.
             * @example zendesk
             */
            service_id: string;
            /** @description The platform call of the write the entry applies to, as the connector's README names them; every call that takes one when omitted. */
            operation_id?: string;
            /** @description Merged into the platform's request body, object by object. */
            extend_object?: {
                [key: string]: unknown;
            };
            /** @description Values set at paths of the platform's request body, in order. */
            extend_paths?: {
                /**
                 * @description Where to set the value: `$` then `.name`, `[index]` or `['name']` steps.
                 * @example $.user.notes
                 */
                path: string;
                /** @description Any JSON value. */
                value: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }[];
        }[];
        MessagesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "messages";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Message"][];
            _raw?: {
                [key: string]: unknown;
            };
            meta: {
                items_on_page?: number;
                cursors?: {
                    previous?: string | null;
                    current?: string | null;
                    next?: string | null;
                };
                /** @description What to know about this list beyond its records (a history the platform cuts short for this connection); absent when there is nothing to say. */
                notices?: {
                    code: string;
                    message: string;
                }[];
            };
            links: {
                previous?: string | null;
                current?: string;
                next?: string | null;
            };
        };
        MessagesOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "messages";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Message"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        MessagesAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "messages";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        MessagesUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "messages";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        MessagesDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "messages";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: {
        /** @description A key that makes retries of this request safe: a retry with the same key and body returns the first answer and writes nothing again (remembered 24 hours). 1 to 255 printable ASCII characters, bare or as a quoted string. Still running: 409 IdempotencyKeyInUseError; same key, other request: 422 IdempotencyKeyReusedError. Do not send it together with X-Unique-Transaction-ID. */
        "Idempotency-Key": string;
        /** @description A unique value per create, with the same effect as Idempotency-Key (its own namespace). Do not send both. */
        "X-Unique-Transaction-ID": string;
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
        /** @description true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter. */
        "x-svc-raw": boolean;
        /**
         * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
         * @example twilio
         */
        "x-svc-service-id": string;
        /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
        "x-svc-timeout": number;
        /** @description Include the raw downstream calls in `_raw`. */
        raw: boolean;
        /** @description Comma-separated fields to return; dot notation for nested fields. */
        fields: string;
        /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
        passThrough: {
            [key: string]: string;
        };
        /** @description Id of the message. */
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
    messagesAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: string | null;
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: number;
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
                /**
                 * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
                 * @example twilio
                 */
                "x-svc-service-id"?: components["parameters"]["x-svc-service-id"];
                /** @description true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter. */
                "x-svc-raw"?: components["parameters"]["x-svc-raw"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List messages */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [UnsupportedSortFieldError](http://127.0.0.1:8080/errors/UnsupportedSortFieldError), [InvalidCursorError](http://127.0.0.1:8080/errors/InvalidCursorError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [PaginationNotSupportedError](http://127.0.0.1:8080/errors/PaginationNotSupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "InvalidCursorError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "PaginationNotSupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
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
            /** @description Not Implemented: [MappingError](http://127.0.0.1:8080/errors/MappingError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            501: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "MappingError" | "ConnectorExecutionError";
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
    messagesAdd: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
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
                /**
                 * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
                 * @example twilio
                 */
                "x-svc-service-id"?: components["parameters"]["x-svc-service-id"];
                /** @description true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter. */
                "x-svc-raw"?: components["parameters"]["x-svc-raw"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
                /** @description A key that makes retries of this request safe: a retry with the same key and body returns the first answer and writes nothing again (remembered 24 hours). 1 to 255 printable ASCII characters, bare or as a quoted string. Still running: 409 IdempotencyKeyInUseError; same key, other request: 422 IdempotencyKeyReusedError. Do not send it together with X-Unique-Transaction-ID. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description A unique value per create, with the same effect as Idempotency-Key (its own namespace). Do not send both. */
                "X-Unique-Transaction-ID"?: components["parameters"]["X-Unique-Transaction-ID"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["MessageInput"], "from" | "to" | "body">;
            };
        };
        responses: {
            /** @description Create a message */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesAddResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "ConnectorExecutionError";
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
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Conflict: [IdempotencyKeyInUseError](http://127.0.0.1:8080/errors/IdempotencyKeyInUseError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "IdempotencyKeyInUseError" | "ConnectorExecutionError";
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
            /** @description Unprocessable Entity: [ConnectionSettingsError](http://127.0.0.1:8080/errors/ConnectionSettingsError), [IdempotencyKeyReusedError](http://127.0.0.1:8080/errors/IdempotencyKeyReusedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "ConnectionSettingsError" | "IdempotencyKeyReusedError" | "ConnectorExecutionError";
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
            /** @description Not Implemented: [MappingError](http://127.0.0.1:8080/errors/MappingError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            501: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "MappingError" | "ConnectorExecutionError";
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
    messagesOne: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
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
                /**
                 * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
                 * @example twilio
                 */
                "x-svc-service-id"?: components["parameters"]["x-svc-service-id"];
                /** @description true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter. */
                "x-svc-raw"?: components["parameters"]["x-svc-raw"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path: {
                /** @description Id of the message. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a message */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesOneResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
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
            /** @description Not Implemented: [MappingError](http://127.0.0.1:8080/errors/MappingError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            501: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "MappingError" | "ConnectorExecutionError";
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
    messagesDelete: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
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
                /**
                 * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
                 * @example twilio
                 */
                "x-svc-service-id"?: components["parameters"]["x-svc-service-id"];
                /** @description true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter. */
                "x-svc-raw"?: components["parameters"]["x-svc-raw"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path: {
                /** @description Id of the message. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a message */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesDeleteResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
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
            /** @description Not Implemented: [MappingError](http://127.0.0.1:8080/errors/MappingError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            501: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "MappingError" | "ConnectorExecutionError";
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
    messagesUpdate: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
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
                /**
                 * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
                 * @example twilio
                 */
                "x-svc-service-id"?: components["parameters"]["x-svc-service-id"];
                /** @description true adds the raw platform calls to the answer (`_raw`), like the `raw` query parameter. */
                "x-svc-raw"?: components["parameters"]["x-svc-raw"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path: {
                /** @description Id of the message. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["MessageInput"], "from" | "to" | "body">;
            };
        };
        responses: {
            /** @description Update a message */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesUpdateResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
            /** @description Forbidden: [HttpsRequiredError](http://127.0.0.1:8080/errors/HttpsRequiredError), [ScopeNotGrantedError](http://127.0.0.1:8080/errors/ScopeNotGrantedError). */
            403: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "HttpsRequiredError" | "ScopeNotGrantedError";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not Found: [EntityNotFoundError](http://127.0.0.1:8080/errors/EntityNotFoundError), [IntegrationNotFoundError](http://127.0.0.1:8080/errors/IntegrationNotFoundError), [ConnectionNotFoundError](http://127.0.0.1:8080/errors/ConnectionNotFoundError), [ConnectorNotFoundError](http://127.0.0.1:8080/errors/ConnectorNotFoundError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "EntityNotFoundError" | "IntegrationNotFoundError" | "ConnectionNotFoundError" | "ConnectorNotFoundError" | "ConnectorExecutionError";
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
            /** @description Not Implemented: [MappingError](http://127.0.0.1:8080/errors/MappingError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            501: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "MappingError" | "ConnectorExecutionError";
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
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
