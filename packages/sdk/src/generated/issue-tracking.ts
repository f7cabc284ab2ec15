/**
 * Generated from openapi/issue-tracking.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/issue-tracking/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List collections
         * @description Lists the collections of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["collectionsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a collection
         * @description Reads one collection by id.
         */
        get: operations["collectionsOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickets
         * @description Lists the tickets of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["ticketsAll"];
        put?: never;
        /**
         * Create a ticket
         * @description Creates a ticket on the platform; `data.id` is its new id.
         */
        post: operations["ticketsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/tickets/{ticket_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ticket
         * @description Reads one ticket by id.
         */
        get: operations["ticketsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket
         * @description Deletes the ticket on the platform.
         */
        delete: operations["ticketsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a ticket
         * @description Changes the fields sent; the others keep their values. `data.id` is the ticket's id.
         */
        patch: operations["ticketsUpdate"];
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/tickets/{ticket_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List comments
         * @description Lists the comments of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["collectionTicketCommentsAll"];
        put?: never;
        /**
         * Create a comment
         * @description Creates a comment on the platform; `data.id` is its new id.
         */
        post: operations["collectionTicketCommentsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/tickets/{ticket_id}/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a comment
         * @description Reads one comment by id.
         */
        get: operations["collectionTicketCommentsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Deletes the comment on the platform.
         */
        delete: operations["collectionTicketCommentsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a comment
         * @description Changes the fields sent; the others keep their values. `data.id` is the comment's id.
         */
        patch: operations["collectionTicketCommentsUpdate"];
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists the users of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["collectionUsersAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description Reads one user by id.
         */
        get: operations["collectionUsersOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issue-tracking/collections/{collection_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Lists the tags of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["collectionTagsAll"];
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
        /** Collection */
        Collection: {
            /**
             * @description Unique identifier of the collection.
             * @example apideck-io
             */
            id?: $Read<string>;
            /** @description Parent collection, where the platform nests them. */
            parent_id?: string | null;
            /**
             * @description Kind of collection on the platform (e.g. software project).
             * @example software
             */
            type?: string | null;
            /**
             * @description Name of the collection.
             * @example Main IT Issues
             */
            name?: string | null;
            /** @description Description of the collection. */
            description?: string | null;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Format: date-time
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
        /** CollectionTag */
        CollectionTag: {
            /**
             * ID
             * @description Id of the tag; its name where the platform has no other id.
             * @example 12345
             */
            id?: string | null;
            /**
             * Name
             * @description The name of the tag.
             * @example User Experience
             */
            name?: $Read<string | null>;
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
        };
        /** CollectionTicketComment */
        CollectionTicketComment: {
            /**
             * ID
             * @description Unique identifier of the comment.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * Body
             * @description Body of the comment; HTML where the connector maps it.
             * @example What internet provider do you use?
             */
            body?: string | null;
            /**
             * Created by
             * @description The user who wrote the comment.
             * @example 12345
             */
            created_by?: $Read<string | null>;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Format: date-time
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
        /** CollectionTicketComment */
        CollectionTicketCommentInput: {
            /**
             * ID
             * @description Unique identifier of the comment.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * Body
             * @description Body of the comment; HTML where the connector maps it.
             * @example What internet provider do you use?
             */
            body?: string | null;
            /**
             * Created by
             * @description The user who wrote the comment.
             * @example 12345
             */
            created_by?: $Read<string | null>;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            created_at?: $Read<string | null>;
            custom_mappings?: components["schemas"]["CustomMappingValues"];
            pass_through?: components["schemas"]["PassThroughBodyInput"];
        };
        /** CollectionUser */
        CollectionUser: {
            /**
             * ID
             * @description Id of the user on the platform.
             * @example 12345
             */
            id?: $Read<string | null>;
            /**
             * Name
             * @description Full name of the user.
             * @example Elon Musk
             */
            name?: string | null;
            /**
             * @description First name of the user.
             * @example Elon
             */
            first_name?: string | null;
            /**
             * @description Last name of the user.
             * @example Musk
             */
            last_name?: string | null;
            /**
             * @description Email address of the user.
             * @example elon@musk.com
             */
            email?: string | null;
            /**
             * Photo URL
             * @description URL of the user's photo.
             * @example https://unavatar.io/elon-musk
             */
            photo_url?: string | null;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Format: date-time
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
        /** Ticket */
        Ticket: {
            /**
             * @description Unique identifier of the ticket.
             * @example 12345
             */
            id?: $Read<string>;
            /** @description Parent ticket. */
            parent_id?: string | null;
            /** @description Collection the ticket belongs to. */
            collection_id?: $Read<string | null>;
            /**
             * @description Type of the ticket on the platform (Task, Bug...).
             * @example Bug
             */
            type?: string | null;
            /**
             * @description Subject of the ticket.
             * @example Technical Support Request
             */
            subject?: string | null;
            /** @description Description; HTML where the connector maps it. */
            description?: string | null;
            /**
             * @description open, in_progress or closed; the platform's own value when it has no clear mapping.
             * @example open
             */
            status?: string | null;
            /**
             * @description Priority of the ticket.
             * @enum {string|null}
             */
            priority?: "low" | "normal" | "high" | "urgent" | null;
            assignees?: {
                /**
                 * @description Id of the user on the platform.
                 * @example 12345
                 */
                id?: string;
                /** @description Display name of the user. */
                username?: $Read<string | null>;
            }[];
            /**
             * Format: date-time
             * @description Due date.
             * @example 2020-09-30T07:43:32.000Z
             */
            due_date?: string | null;
            tags?: {
                /** @description Id of the tag, where the platform has one. */
                id?: string | null;
                /** @description Name of the tag. */
                name?: string | null;
            }[];
            /**
             * Format: date-time
             * @description When the ticket was completed.
             * @example 2020-09-30T07:43:32.000Z
             */
            completed_at?: $Read<string | null>;
            /** @description User who created the ticket. */
            created_by?: $Read<string | null>;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Format: date-time
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
        /** Ticket */
        TicketInput: {
            /**
             * @description Unique identifier of the ticket.
             * @example 12345
             */
            id?: $Read<string>;
            /** @description Parent ticket. */
            parent_id?: string | null;
            /** @description Collection the ticket belongs to. */
            collection_id?: $Read<string | null>;
            /**
             * @description Type of the ticket on the platform (Task, Bug...).
             * @example Bug
             */
            type?: string | null;
            /**
             * @description Subject of the ticket.
             * @example Technical Support Request
             */
            subject?: string | null;
            /** @description Description; HTML where the connector maps it. */
            description?: string | null;
            /**
             * @description open, in_progress or closed; the platform's own value when it has no clear mapping.
             * @example open
             */
            status?: string | null;
            /**
             * @description Priority of the ticket.
             * @enum {string|null}
             */
            priority?: "low" | "normal" | "high" | "urgent" | null;
            assignees?: {
                /**
                 * @description Id of the user on the platform.
                 * @example 12345
                 */
                id: string;
                /** @description Display name of the user. */
                username?: $Read<string | null>;
            }[];
            /**
             * Format: date-time
             * @description Due date.
             * @example 2020-09-30T07:43:32.000Z
             */
            due_date?: string | null;
            tags?: {
                /** @description Id of the tag, where the platform has one. */
                id?: string | null;
                /** @description Name of the tag. */
                name?: string | null;
            }[];
            /**
             * Format: date-time
             * @description When the ticket was completed.
             * @example 2020-09-30T07:43:32.000Z
             */
            completed_at?: $Read<string | null>;
            /** @description User who created the ticket. */
            created_by?: $Read<string | null>;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            updated_at?: $Read<string | null>;
            /**
             * Format: date-time
             * @example 2020-09-30T07:43:32.000Z
             */
            created_at?: $Read<string | null>;
            custom_mappings?: components["schemas"]["CustomMappingValues"];
            pass_through?: components["schemas"]["PassThroughBodyInput"];
        };
        CollectionsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "collections";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Collection"][];
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
        CollectionsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "collections";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Collection"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        TicketsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tickets";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Ticket"][];
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
        TicketsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tickets";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Ticket"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        TicketsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "tickets";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TicketsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tickets";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TicketsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tickets";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CollectionTicketCommentsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "comments";
            /** @constant */
            operation: "all";
            data: components["schemas"]["CollectionTicketComment"][];
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
        CollectionTicketCommentsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "comments";
            /** @constant */
            operation: "one";
            data: components["schemas"]["CollectionTicketComment"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        CollectionTicketCommentsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "comments";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CollectionTicketCommentsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "comments";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CollectionTicketCommentsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "comments";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CollectionUsersAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "users";
            /** @constant */
            operation: "all";
            data: components["schemas"]["CollectionUser"][];
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
        CollectionUsersOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "users";
            /** @constant */
            operation: "one";
            data: components["schemas"]["CollectionUser"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        CollectionTagsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tags";
            /** @constant */
            operation: "all";
            data: components["schemas"]["CollectionTag"][];
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
        /** @description Cursor from meta.cursors of a previous page. */
        cursor: string | null;
        /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
        passThrough: {
            [key: string]: string;
        };
        /** @description Page size, 1 to 200; default 20. */
        limit: number;
        /** @description Sort order; asc unless desc. */
        sortDirection: "asc" | "desc";
        /** @description Id of the collection. */
        collectionId: string;
        /** @description Field to sort the list by, where the connector can. */
        sortBy: "created_at" | "updated_at";
        /** @description Id of the ticket. */
        ticketId: string;
        /** @description Id of the comment. */
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
    collectionsAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Field to sort the list by, where the connector can. */
                "sort[by]"?: "name" | "created_at" | "updated_at";
                /** @description Sort order; asc unless desc. */
                "sort[direction]"?: components["parameters"]["sortDirection"];
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
            /** @description List collections */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionsAllResponse"];
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
    collectionsOne: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a collection */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionsOneResponse"];
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
    ticketsAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Only tickets with one of these statuses (open, in_progress, closed, or a platform value). */
                "filter[status]"?: string[];
                /** @description Only tickets updated since this date-time. */
                "filter[since]"?: string;
                /** @description Only tickets assigned to this user. */
                "filter[assignee_id]"?: string;
                /** @description Field to sort the list by, where the connector can. */
                "sort[by]"?: components["parameters"]["sortBy"];
                /** @description Sort order; asc unless desc. */
                "sort[direction]"?: components["parameters"]["sortDirection"];
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tickets */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsAllResponse"];
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
    ticketsAdd: {
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
            path: {
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketInput"];
            };
        };
        responses: {
            /** @description Create a ticket */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsAddResponse"];
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
    ticketsOne: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a ticket */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsOneResponse"];
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
    ticketsDelete: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a ticket */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsDeleteResponse"];
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
    ticketsUpdate: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketInput"];
            };
        };
        responses: {
            /** @description Update a ticket */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketsUpdateResponse"];
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
    collectionTicketCommentsAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Field to sort the list by, where the connector can. */
                "sort[by]"?: components["parameters"]["sortBy"];
                /** @description Sort order; asc unless desc. */
                "sort[direction]"?: components["parameters"]["sortDirection"];
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List comments */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTicketCommentsAllResponse"];
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
    collectionTicketCommentsAdd: {
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
                /** @description A unique value per create, with the same effect as Idempotency-Key (its own namespace). Do not send both. */
                "X-Unique-Transaction-ID"?: components["parameters"]["X-Unique-Transaction-ID"];
            };
            path: {
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["CollectionTicketCommentInput"], "body">;
            };
        };
        responses: {
            /** @description Create a comment */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTicketCommentsAddResponse"];
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
    collectionTicketCommentsOne: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Accepted as the reference declares it on this get, and ignored: a get answers the record its id names. */
                cursor?: string | null;
                /** @description Accepted as the reference declares it on this get, and ignored: a get answers the record its id names. */
                limit?: number;
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
                /** @description Id of the comment. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a comment */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTicketCommentsOneResponse"];
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
    collectionTicketCommentsDelete: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
                /** @description Id of the comment. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a comment */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTicketCommentsDeleteResponse"];
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
    collectionTicketCommentsUpdate: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the ticket. */
                ticket_id: components["parameters"]["ticketId"];
                /** @description Id of the comment. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionTicketCommentInput"];
            };
        };
        responses: {
            /** @description Update a comment */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTicketCommentsUpdateResponse"];
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
    collectionUsersAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List users */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionUsersAllResponse"];
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
    collectionUsersOne: {
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
                /** @description Id of the user. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a user */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionUsersOneResponse"];
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
    collectionTagsAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
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
                /** @description Id of the collection. */
                collection_id: components["parameters"]["collectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tags */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionTagsAllResponse"];
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
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
