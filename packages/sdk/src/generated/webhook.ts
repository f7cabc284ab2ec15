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
    "/webhook/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event logs
         * @description One entry per delivery of an event to a subscription, newest first, with every attempt: its status, latency and the first kilobyte of the answer. The application's deliveries in the key's mode only.
         */
        get: operations["eventLogsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/events/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay an event
         * @description Ours (the reference has no such route). Delivers the event again to every subscription it was delivered to, whatever became of those deliveries, or to `webhook_id` only (which must subscribe to its type; an event published before the subscription existed can be sent to it this way). The event id is the `webhook-id` a receiver got, or `payload.event_id` in a log entry's `request_body`. Every attempt of a new delivery carries the event's own id in `webhook-id` (and `x-svc-idempotency-key`), as the first delivery did: a receiver that has the event already drops it by that id. `execution_attempt` starts again at 1. A disabled subscription gets the delivery once enabled again.
         */
        post: operations["eventsReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover failed events
         * @description Ours (the reference has no such route). Schedules again every delivery given up (every attempt of the retry schedule failed, or the receiver answered 410) that was written from `since` (to `until`), for one unified API or one subscription if asked, each once: recovering twice sends nothing more. Every attempt of a new delivery carries the event's own id in `webhook-id` (and `x-svc-idempotency-key`), as the first delivery did: a receiver that has the event already drops it by that id. `execution_attempt` starts again at 1. Enable a disabled subscription first or its deliveries wait for that.
         */
        post: operations["eventsRecover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/w/{id}/{serviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answer a platform's verification of a connection's webhook URL
         * @description Called by the platform, not by you: the address is the connection's `execute_url` (Vault Connection `subscriptions`), which the service registers at the platform where it can. No API key: the platform's signature is checked instead, and a webhook whose signature does not verify is refused (401) and never published. Platforms that check a URL before sending to it (a GET with a challenge) are answered as they expect; other GETs are received like a POST.
         */
        get: operations["webhookVerify"];
        put?: never;
        /**
         * Receive a platform's webhook for a connection
         * @description Called by the platform, not by you: the address is the connection's `execute_url` (Vault Connection `subscriptions`), which the service registers at the platform where it can. No API key: the platform's signature is checked instead, and a webhook whose signature does not verify is refused (401) and never published. Each change the webhook reports is published as an event to the subscriptions that want it; the platform's retry of the same webhook publishes nothing new.
         */
        post: operations["webhooksResolve"];
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
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application's interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet. */
                polling_coverage?: {
                    /** @description At most 100, by consumer and connector. */
                    connections: {
                        consumer_id: string;
                        service_id: string;
                        /** @description The subscription's event types the poller reports for this connection. */
                        event_types: string[];
                        /** @description The connection's native sources that are not confirmed (each entry of its Vault connection's `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events. */
                        sources: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "polling";
                            reason?: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    }[];
                    /** @description How many connections the poller covers for this subscription. */
                    total: number;
                };
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
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application's interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet. */
                polling_coverage?: {
                    /** @description At most 100, by consumer and connector. */
                    connections: {
                        consumer_id: string;
                        service_id: string;
                        /** @description The subscription's event types the poller reports for this connection. */
                        event_types: string[];
                        /** @description The connection's native sources that are not confirmed (each entry of its Vault connection's `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events. */
                        sources: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "polling";
                            reason?: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    }[];
                    /** @description How many connections the poller covers for this subscription. */
                    total: number;
                };
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
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application's interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet. */
                polling_coverage?: {
                    /** @description At most 100, by consumer and connector. */
                    connections: {
                        consumer_id: string;
                        service_id: string;
                        /** @description The subscription's event types the poller reports for this connection. */
                        event_types: string[];
                        /** @description The connection's native sources that are not confirmed (each entry of its Vault connection's `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events. */
                        sources: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "polling";
                            reason?: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    }[];
                    /** @description How many connections the poller covers for this subscription. */
                    total: number;
                };
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
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application's interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet. */
                polling_coverage?: {
                    /** @description At most 100, by consumer and connector. */
                    connections: {
                        consumer_id: string;
                        service_id: string;
                        /** @description The subscription's event types the poller reports for this connection. */
                        event_types: string[];
                        /** @description The connection's native sources that are not confirmed (each entry of its Vault connection's `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events. */
                        sources: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "polling";
                            reason?: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    }[];
                    /** @description How many connections the poller covers for this subscription. */
                    total: number;
                };
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
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application's interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet. */
                polling_coverage?: {
                    /** @description At most 100, by consumer and connector. */
                    connections: {
                        consumer_id: string;
                        service_id: string;
                        /** @description The subscription's event types the poller reports for this connection. */
                        event_types: string[];
                        /** @description The connection's native sources that are not confirmed (each entry of its Vault connection's `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events. */
                        sources: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "polling";
                            reason?: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    }[];
                    /** @description How many connections the poller covers for this subscription. */
                    total: number;
                };
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
                events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Ours, on reads: the enabled, callable connections whose events for this subscription come from polling at the application's interval (virtual webhooks), because their platform sends none or its webhooks are not confirmed yet. */
                polling_coverage?: {
                    /** @description At most 100, by consumer and connector. */
                    connections: {
                        consumer_id: string;
                        service_id: string;
                        /** @description The subscription's event types the poller reports for this connection. */
                        event_types: string[];
                        /** @description The connection's native sources that are not confirmed (each entry of its Vault connection's `subscriptions` says what to do in `source.setup`); empty where the platform sends no webhooks for these events. */
                        sources: {
                            id: string;
                            /** @enum {string} */
                            state: "pending" | "polling";
                            reason?: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    }[];
                    /** @description How many connections the poller covers for this subscription. */
                    total: number;
                };
                /**
                 * @description The signing secret (`whsec_…`, Standard Webhooks) that deliveries are signed with. Shown only in this answer: store it now. It is kept encrypted and never shown again; rotate it to get a new one.
                 * @example whsec_ZbQ4nB7cM9xR2kT5vW8yA1dF3gH6jL0pS4uX7zC9eG2=
                 */
                secret: string;
            };
        };
        EventLogsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: {
                /** @description Id of the log entry: one delivery of one event to one subscription. */
                id: string;
                /** @description What the receiver answered at the last attempt; absent when no answer came (or no attempt yet). */
                status_code?: number;
                /** @description Whether the event was delivered (a 2xx). */
                success: boolean;
                application_id: string;
                consumer_id: string;
                /**
                 * @description The unified API of the event; for Vault's connection events, the API of the connection.
                 * @enum {string}
                 */
                unified_api: "sms" | "customer-support" | "issue-tracking" | "crm" | "accounting" | "hris" | "ats" | "file-storage" | "ecommerce" | "pos";
                service: {
                    /** @description The connector (service id). */
                    id: string;
                    /** @description Its name. */
                    name: string;
                };
                /**
                 * Format: uri
                 * @description The subscription's delivery URL.
                 */
                endpoint: string;
                /** @example vault.connection.updated */
                event_type: string;
                /** @description How many attempts were made. */
                execution_attempt: number;
                /** @constant */
                http_method: "POST";
                /**
                 * Format: date-time
                 * @description When the last attempt was made (when the event was published, before the first).
                 */
                timestamp: string;
                /** @example Connection */
                entity_type: string;
                /** @description The body the last attempt sent (the first one's, before any): the event id is its `payload.event_id`. */
                request_body?: string;
                /** @description The first kilobyte of the receiver's answer at the last attempt. */
                response_body?: string;
                /** @description Whether another attempt is due; false once delivered or given up. */
                retry_scheduled: boolean;
                /** @description Every attempt, first to last. */
                attempts: {
                    /**
                     * Format: date-time
                     * @description When the attempt was made.
                     */
                    timestamp: string;
                    /** @description The attempt's number: the payload's `execution_attempt`. */
                    execution_attempt: number;
                    /** @description What the receiver answered; absent when no answer came. */
                    status_code?: number;
                    /** @description Whether the receiver answered with a 2xx. */
                    success: boolean;
                    /** @description Ours: how long the attempt took, in milliseconds. */
                    latency_ms: number;
                    /** @description Ours: the first kilobyte of the receiver's answer. */
                    response_body?: string;
                    /** @description Ours: why no answer came (refused address, network error, timeout). */
                    error?: string;
                }[];
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
        EventsReplayResponse: {
            /** @constant */
            status_code: 202;
            status: string;
            data: {
                /** @description The event replayed. */
                event_id: string;
                /** @description The subscriptions a new delivery was scheduled for (a subscription with a delivery of the event still pending is left out: that one is coming). */
                webhook_ids: string[];
            };
        };
        EventsRecoverResponse: {
            /** @constant */
            status_code: 202;
            status: string;
            data: {
                /** @description How many given-up deliveries were scheduled again. */
                deliveries_scheduled: number;
            };
        };
        WebhooksResolveResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: {
                /** @description Id of the request received (its Request-Id). */
                request_id: string;
                /**
                 * Format: date-time
                 * @description When the webhook was received.
                 */
                timestamp: string;
            };
        };
        WebhookVerifyResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            data: {
                /** @description Id of the request received (its Request-Id). */
                request_id: string;
                /**
                 * Format: date-time
                 * @description When the webhook was received.
                 */
                timestamp: string;
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
        /** @description Cursor from meta.cursors of a previous page. */
        cursor: string;
        /** @description Page size, 1 to 200; default 20. */
        limit: number;
        /** @description Id of the subscription. */
        id: string;
        /** @description The connector the endpoint is for. */
        serviceId: string;
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
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
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
                    /**
                     * @example issue-tracking
                     * @enum {string}
                     */
                    unified_api: "sms" | "customer-support" | "issue-tracking" | "crm" | "accounting" | "hris" | "ats" | "file-storage" | "ecommerce" | "pos" | "vault";
                    /** Format: uri */
                    delivery_url: string;
                    /**
                     * @example [
                     *       "issue-tracking.ticket.created"
                     *     ]
                     */
                    events: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
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
                    /**
                     * @example [
                     *       "issue-tracking.ticket.created"
                     *     ]
                     */
                    events?: ("*" | "sms.message.created" | "sms.message.updated" | "sms.message.deleted" | "customer-support.customer.created" | "customer-support.customer.updated" | "customer-support.customer.deleted" | "issue-tracking.ticket.created" | "issue-tracking.ticket.updated" | "issue-tracking.ticket.deleted" | "issue-tracking.comment.created" | "issue-tracking.comment.updated" | "issue-tracking.comment.deleted" | "crm.contact.created" | "crm.contact.updated" | "crm.contact.deleted" | "crm.company.created" | "crm.company.updated" | "crm.company.deleted" | "crm.opportunity.created" | "crm.opportunity.updated" | "crm.opportunity.deleted" | "crm.lead.created" | "crm.lead.updated" | "crm.lead.deleted" | "crm.note.created" | "crm.note.updated" | "crm.note.deleted" | "crm.activity.created" | "crm.activity.updated" | "crm.activity.deleted" | "accounting.invoice.created" | "accounting.invoice.updated" | "accounting.invoice.deleted" | "accounting.bill.created" | "accounting.bill.updated" | "accounting.bill.deleted" | "accounting.customer.created" | "accounting.customer.updated" | "accounting.customer.deleted" | "accounting.supplier.created" | "accounting.supplier.updated" | "accounting.supplier.deleted" | "accounting.ledger_account.created" | "accounting.ledger_account.updated" | "accounting.ledger_account.deleted" | "accounting.tax_rate.created" | "accounting.tax_rate.updated" | "accounting.tax_rate.deleted" | "accounting.payment.created" | "accounting.payment.updated" | "accounting.payment.deleted" | "accounting.invoice_item.created" | "accounting.invoice_item.updated" | "accounting.invoice_item.deleted" | "accounting.credit_note.created" | "accounting.credit_note.updated" | "accounting.credit_note.deleted" | "accounting.bill_payment.created" | "accounting.bill_payment.updated" | "accounting.bill_payment.deleted" | "accounting.purchase_order.created" | "accounting.purchase_order.updated" | "accounting.purchase_order.deleted" | "accounting.quote.created" | "accounting.quote.updated" | "accounting.quote.deleted" | "accounting.salesreceipt.created" | "accounting.salesreceipt.updated" | "accounting.salesreceipt.deleted" | "accounting.refund.created" | "accounting.refund.updated" | "accounting.refund.deleted" | "accounting.expense.created" | "accounting.expense.updated" | "accounting.expense.deleted" | "accounting.project.created" | "accounting.project.updated" | "accounting.project.deleted" | "accounting.tracking_category.created" | "accounting.tracking_category.updated" | "accounting.tracking_category.deleted" | "accounting.sales_order.created" | "accounting.sales_order.updated" | "accounting.sales_order.deleted" | "hris.employee.created" | "hris.employee.updated" | "hris.employee.terminated" | "hris.employee.deleted" | "hris.company.created" | "hris.company.updated" | "hris.company.deleted" | "hris.time-off-request.created" | "hris.time-off-request.updated" | "hris.time-off-request.deleted" | "ats.job.created" | "ats.job.updated" | "ats.job.deleted" | "ats.applicant.created" | "ats.applicant.updated" | "ats.applicant.deleted" | "ats.application.created" | "ats.application.updated" | "ats.application.deleted" | "file-storage.file.created" | "file-storage.file.updated" | "file-storage.file.deleted" | "file-storage.drive.updated" | "ecommerce.order.created" | "ecommerce.order.updated" | "ecommerce.order.deleted" | "ecommerce.product.created" | "ecommerce.product.updated" | "ecommerce.product.deleted" | "ecommerce.customer.created" | "ecommerce.customer.updated" | "ecommerce.customer.deleted" | "pos.order.created" | "pos.order.updated" | "pos.order.deleted" | "pos.payment.created" | "pos.payment.updated" | "pos.payment.deleted" | "pos.merchant.created" | "pos.merchant.updated" | "pos.merchant.deleted" | "pos.location.created" | "pos.location.updated" | "pos.location.deleted" | "pos.item.created" | "pos.item.updated" | "pos.item.deleted" | "pos.modifier.created" | "pos.modifier.updated" | "pos.modifier.deleted" | "pos.modifier-group.created" | "pos.modifier-group.updated" | "pos.modifier-group.deleted" | "vault.connection.created" | "vault.connection.updated" | "vault.connection.disabled" | "vault.connection.deleted" | "vault.connection.callable" | "vault.connection.revoked" | "vault.connection.token_refresh.failed" | "vault.connection.token_refresh.recovered")[];
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
    eventLogsAll: {
        parameters: {
            query?: {
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description Unified APIs whose events are left out, comma-separated (`vault` leaves out Vault's connection events). Example: `vault,crm`. */
                "filter[exclude_apis]"?: string;
                /** @description Only events of this connector (service id). */
                "filter[service][id]"?: string;
                /** @description Only events of this consumer. */
                "filter[consumer_id]"?: string;
                /** @description Only events about this kind of record (`ticket`, `Connection`…). */
                "filter[entity_type]"?: string;
                /** @description Only events of this type. */
                "filter[event_type]"?: string;
                /** @description Only the deliveries of this event. */
                "filter[event_id]"?: string;
                /** @description Only deliveries written (their event published) at or after this date-time. */
                "filter[start_date]"?: string;
                /** @description Only deliveries written at or before this date-time; on or after start_date. */
                "filter[end_date]"?: string;
                /** @description `true`: delivered (a 2xx); `false`: not (still retried, or given up). */
                "filter[success]"?: boolean;
                /** @description Only deliveries whose last attempt got this status. */
                "filter[status_code]"?: number;
                /** @description Only deliveries whose last attempt got one of these statuses: repeat the parameter or separate with commas (at most 50). */
                "filter[status_codes]"?: string[];
                /** @description Only deliveries with this many attempts made. */
                "filter[execution_attempt]"?: number;
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
            /** @description A page of log entries. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventLogsAllResponse"];
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
    eventsReplay: {
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
                /** @description Id of the event (`webhook-id`, `payload.event_id`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Replay to this subscription only (it must subscribe to the event's type). */
                    webhook_id?: string;
                };
            };
        };
        responses: {
            /** @description The deliveries scheduled. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsReplayResponse"];
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
    eventsRecover: {
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
                    /**
                     * Format: date-time
                     * @description Recover deliveries written (their event published) at or after this date-time.
                     */
                    since: string;
                    /**
                     * Format: date-time
                     * @description And at or before this date-time; now when left out.
                     */
                    until?: string;
                    /** @enum {string} */
                    unified_api?: "sms" | "customer-support" | "issue-tracking" | "crm" | "accounting" | "hris" | "ats" | "file-storage" | "ecommerce" | "pos" | "vault";
                    /** @description Only the deliveries to this subscription. */
                    webhook_id?: string;
                };
            };
        };
        responses: {
            /** @description How many deliveries were scheduled. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsRecoverResponse"];
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
    webhookVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lookup id of the connection's endpoint. */
                id: string;
                /** @description The connector the endpoint is for. */
                serviceId: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received (a handshake is answered as the platform expects instead). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookVerifyResponse"];
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
    webhooksResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lookup id of the connection's endpoint. */
                id: string;
                /** @description The connector the endpoint is for. */
                serviceId: components["parameters"]["serviceId"];
            };
            cookie?: never;
        };
        /** @description The platform's webhook as it sends it (JSON, a form, plain text), checked byte for byte against its signature. */
        requestBody?: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Received (a handshake is answered as the platform expects instead). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksResolveResponse"];
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
