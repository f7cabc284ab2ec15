/**
 * Generated from openapi/pos.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/pos/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Lists the orders of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["ordersAll"];
        put?: never;
        /**
         * Create an order
         * @description Creates an order on the platform; `data.id` is its new id.
         */
        post: operations["ordersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Reads one order by id.
         */
        get: operations["ordersOne"];
        put?: never;
        post?: never;
        /**
         * Delete an order
         * @description Deletes the order on the platform.
         */
        delete: operations["ordersDelete"];
        options?: never;
        head?: never;
        /**
         * Update an order
         * @description Changes the fields sent; the others keep their values. `data.id` is the order's id.
         */
        patch: operations["ordersUpdate"];
        trace?: never;
    };
    "/pos/orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay Order
         * @description Pays the order with the payments and tenders the body names (`payments[].id` made for the order, cash and other tenders); `data.id` is the order's id. Honours Idempotency-Key: the same key and body answer the first answer and move no money again.
         */
        post: operations["ordersPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Lists the payments of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["paymentsAll"];
        put?: never;
        /**
         * Create a payment
         * @description Creates a payment on the platform; `data.id` is its new id.
         */
        post: operations["paymentsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description Reads one payment by id.
         */
        get: operations["paymentsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a payment
         * @description Deletes the payment on the platform.
         */
        delete: operations["paymentsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a payment
         * @description Changes the fields sent; the others keep their values. `data.id` is the payment's id.
         */
        patch: operations["paymentsUpdate"];
        trace?: never;
    };
    "/pos/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List merchants
         * @description Lists the merchants of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["merchantsAll"];
        put?: never;
        /**
         * Create a merchant
         * @description Creates a merchant on the platform; `data.id` is its new id.
         */
        post: operations["merchantsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/merchants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant
         * @description Reads one merchant by id.
         */
        get: operations["merchantsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a merchant
         * @description Deletes the merchant on the platform.
         */
        delete: operations["merchantsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a merchant
         * @description Changes the fields sent; the others keep their values. `data.id` is the merchant's id.
         */
        patch: operations["merchantsUpdate"];
        trace?: never;
    };
    "/pos/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description Lists the locations of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["locationsAll"];
        put?: never;
        /**
         * Create a location
         * @description Creates a location on the platform; `data.id` is its new id.
         */
        post: operations["locationsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a location
         * @description Reads one location by id.
         */
        get: operations["locationsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a location
         * @description Deletes the location on the platform.
         */
        delete: operations["locationsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a location
         * @description Changes the fields sent; the others keep their values. `data.id` is the location's id.
         */
        patch: operations["locationsUpdate"];
        trace?: never;
    };
    "/pos/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List items
         * @description Lists the items of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["itemsAll"];
        put?: never;
        /**
         * Create an item
         * @description Creates an item on the platform; `data.id` is its new id.
         */
        post: operations["itemsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an item
         * @description Reads one item by id.
         */
        get: operations["itemsOne"];
        put?: never;
        post?: never;
        /**
         * Delete an item
         * @description Deletes the item on the platform.
         */
        delete: operations["itemsDelete"];
        options?: never;
        head?: never;
        /**
         * Update an item
         * @description Changes the fields sent; the others keep their values. `data.id` is the item's id.
         */
        patch: operations["itemsUpdate"];
        trace?: never;
    };
    "/pos/modifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List modifiers
         * @description Lists the modifiers of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["modifiersAll"];
        put?: never;
        /**
         * Create a modifier
         * @description Creates a modifier on the platform; `data.id` is its new id.
         */
        post: operations["modifiersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/modifiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a modifier
         * @description Reads one modifier by id.
         */
        get: operations["modifiersOne"];
        put?: never;
        post?: never;
        /**
         * Delete a modifier
         * @description Deletes the modifier on the platform.
         */
        delete: operations["modifiersDelete"];
        options?: never;
        head?: never;
        /**
         * Update a modifier
         * @description Changes the fields sent; the others keep their values. `data.id` is the modifier's id.
         */
        patch: operations["modifiersUpdate"];
        trace?: never;
    };
    "/pos/modifier-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List modifier groups
         * @description Lists the modifier groups of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["modifierGroupsAll"];
        put?: never;
        /**
         * Create a modifier group
         * @description Creates a modifier group on the platform; `data.id` is its new id.
         */
        post: operations["modifierGroupsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/modifier-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a modifier group
         * @description Reads one modifier group by id.
         */
        get: operations["modifierGroupsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a modifier group
         * @description Deletes the modifier group on the platform.
         */
        delete: operations["modifierGroupsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a modifier group
         * @description Changes the fields sent; the others keep their values. `data.id` is the modifier group's id.
         */
        patch: operations["modifierGroupsUpdate"];
        trace?: never;
    };
    "/pos/order-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order types
         * @description Lists the order types of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["orderTypesAll"];
        put?: never;
        /**
         * Create an order type
         * @description Creates an order type on the platform; `data.id` is its new id.
         */
        post: operations["orderTypesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/order-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order type
         * @description Reads one order type by id.
         */
        get: operations["orderTypesOne"];
        put?: never;
        post?: never;
        /**
         * Delete an order type
         * @description Deletes the order type on the platform.
         */
        delete: operations["orderTypesDelete"];
        options?: never;
        head?: never;
        /**
         * Update an order type
         * @description Changes the fields sent; the others keep their values. `data.id` is the order type's id.
         */
        patch: operations["orderTypesUpdate"];
        trace?: never;
    };
    "/pos/tenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenders
         * @description Lists the tenders of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["tendersAll"];
        put?: never;
        /**
         * Create a tender
         * @description Creates a tender on the platform; `data.id` is its new id.
         */
        post: operations["tendersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pos/tenders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tender
         * @description Reads one tender by id.
         */
        get: operations["tendersOne"];
        put?: never;
        post?: never;
        /**
         * Delete a tender
         * @description Deletes the tender on the platform.
         */
        delete: operations["tendersDelete"];
        options?: never;
        head?: never;
        /**
         * Update a tender
         * @description Changes the fields sent; the others keep their values. `data.id` is the tender's id.
         */
        patch: operations["tendersUpdate"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Address: {
            /** @description Unique identifier of the address. */
            id?: string | null;
            /**
             * @description The type of address.
             * @enum {string|null}
             */
            type?: "primary" | "secondary" | "home" | "office" | "shipping" | "billing" | "work" | "other" | null;
            /** @description The address as one string, when the platform does not split it. */
            string?: string | null;
            /** @description Name of the address. */
            name?: string | null;
            /** @description First line of the street address. */
            line1?: string | null;
            /** @description Second line of the street address. */
            line2?: string | null;
            /** @description Third line of the street address. */
            line3?: string | null;
            /** @description Fourth line of the street address. */
            line4?: string | null;
            /** @description Fifth line of the street address (an attention line, for example). */
            line5?: string | null;
            /** @description Street number. */
            street_number?: string | null;
            /** @description City. */
            city?: string | null;
            /** @description State or region. */
            state?: string | null;
            /** @description Postal code. */
            postal_code?: string | null;
            /** @description Country code (ISO 3166-1 alpha-2). */
            country?: string | null;
            /** @description Latitude. */
            latitude?: string | null;
            /** @description Longitude. */
            longitude?: string | null;
            /** @description County. */
            county?: string | null;
            /** @description Contact person at this address. */
            contact_name?: string | null;
            /** @description Salutation of the contact. */
            salutation?: string | null;
            /** @description Phone number at this address. */
            phone_number?: string | null;
            /** @description Fax number at this address. */
            fax?: string | null;
            /** @description Email address at this address. */
            email?: string | null;
            /** @description Website of this address. */
            website?: string | null;
            /** @description Notes on the address, such as delivery instructions. */
            notes?: string | null;
            /** @description Version of the record, for optimistic concurrency. */
            row_version?: string | null;
        };
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
        Email: {
            id?: string | null;
            /**
             * Format: email
             * @example elon@musk.com
             */
            email?: string;
            /** @enum {string|null} */
            type?: "primary" | "secondary" | "work" | "personal" | "billing" | "other" | null;
        };
        EmailInput: {
            id?: string | null;
            /**
             * Format: email
             * @example elon@musk.com
             */
            email: string;
            /** @enum {string|null} */
            type?: "primary" | "secondary" | "work" | "personal" | "billing" | "other" | null;
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
        /** Item */
        Item: {
            /**
             * @description Id of the item.
             * @example #cocoa
             */
            id?: string;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Name of the item.
             * @example Cocoa
             */
            name?: string;
            /**
             * @description Description of the item.
             * @example Hot chocolate
             */
            description?: string;
            /**
             * @description Short name of the item.
             * @example Ch
             */
            abbreviation?: string;
            /**
             * @description Kind of product.
             * @example regular
             * @enum {string}
             */
            product_type?: "regular" | "other";
            /**
             * @description Price of the item. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 450
             */
            price_amount?: number;
            /**
             * @description Whether the price is fixed, set at sale or per unit.
             * @example fixed
             * @enum {string}
             */
            pricing_type?: "fixed" | "variable" | "per_unit" | "other";
            price_currency?: components["schemas"]["Currency"];
            /**
             * @description Cost of the item to the merchant. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 450
             */
            cost?: number;
            /** @description Taxes of the item. */
            tax_ids?: string[];
            /**
             * @description Whether sales count as revenue (gift cards and donations do not).
             * @example false
             */
            is_revenue?: boolean;
            /**
             * @description Whether the merchant's default taxes apply.
             * @example false
             */
            use_default_tax_rates?: boolean;
            /** @description Locations where the item is not sold, even if present at all locations. */
            absent_at_location_ids?: string[];
            /**
             * @description Whether the item is sold at every location.
             * @example false
             */
            present_at_all_locations?: boolean;
            /**
             * @description Whether the item can be picked up.
             * @example false
             */
            available_for_pickup?: boolean;
            /**
             * @description Whether the item is sold online.
             * @example false
             */
            available_online?: boolean;
            /**
             * @description SKU of the item.
             * @example 11910345
             */
            sku?: string;
            /**
             * @description Product code, such as a UPC or EAN.
             * @example 11910345
             */
            code?: string;
            categories?: {
                /**
                 * @description Id of the category.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the category.
                 * @example Drinks
                 */
                name?: string;
                image_ids?: string[];
            }[];
            /** @description Options the item's variations differ by. */
            options?: {
                /**
                 * @description Id of the option.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description Name of the option.
                 * @example Size
                 */
                name?: string;
                /**
                 * @description Attribute the option varies.
                 * @example 12345
                 */
                attribute_id?: string;
            }[];
            variations?: {
                /**
                 * @description Id of the variation.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the variation.
                 * @example Large
                 */
                name?: string;
                /**
                 * @description SKU of the variation.
                 * @example LATTE-L
                 */
                sku?: string;
                /**
                 * @description Item the variation belongs to.
                 * @example 12345
                 */
                item_id?: $Read<string>;
                /**
                 * Sequence
                 * @description Position among the item's variations.
                 * @example 1
                 */
                sequence?: number | null;
                /**
                 * @description Whether the price is fixed or set at sale.
                 * @example fixed
                 * @enum {string}
                 */
                pricing_type?: "fixed" | "variable" | "other";
                /**
                 * @description Price of the variation. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 450
                 */
                price_amount?: number;
                price_currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether stock is counted.
                 * @example true
                 */
                stockable?: boolean;
                /**
                 * @description Whether the variation is sold at every location.
                 * @example true
                 */
                present_at_all_locations?: boolean;
                /**
                 * @description Version of the variation at the platform.
                 * @example 1699123456789
                 */
                version?: $Read<string | null>;
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
            }[];
            modifier_groups?: {
                /**
                 * @description Id of the modifier group.
                 * @example 12345
                 */
                id?: $Read<string>;
            }[];
            /**
             * @description Whether the item can be sold.
             * @example true
             */
            available?: boolean | null;
            /**
             * @description Whether the item is hidden.
             * @example true
             */
            hidden?: boolean | null;
            /**
             * @description Version of the item at the platform, for optimistic concurrency.
             * @example 1699123456789
             */
            version?: $Read<string | null>;
            /**
             * @description Whether the item is deleted.
             * @example true
             */
            deleted?: boolean | null;
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
        /** Item */
        ItemInput: {
            /**
             * @description Id of the item.
             * @example #cocoa
             */
            id?: string;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Name of the item.
             * @example Cocoa
             */
            name?: string;
            /**
             * @description Description of the item.
             * @example Hot chocolate
             */
            description?: string;
            /**
             * @description Short name of the item.
             * @example Ch
             */
            abbreviation?: string;
            /**
             * @description Kind of product.
             * @example regular
             * @enum {string}
             */
            product_type?: "regular" | "other";
            /**
             * @description Price of the item. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 450
             */
            price_amount?: number;
            /**
             * @description Whether the price is fixed, set at sale or per unit.
             * @example fixed
             * @enum {string}
             */
            pricing_type?: "fixed" | "variable" | "per_unit" | "other";
            price_currency?: components["schemas"]["Currency"];
            /**
             * @description Cost of the item to the merchant. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 450
             */
            cost?: number;
            /** @description Taxes of the item. */
            tax_ids?: string[];
            /**
             * @description Whether sales count as revenue (gift cards and donations do not).
             * @example false
             */
            is_revenue?: boolean;
            /**
             * @description Whether the merchant's default taxes apply.
             * @example false
             */
            use_default_tax_rates?: boolean;
            /** @description Locations where the item is not sold, even if present at all locations. */
            absent_at_location_ids?: string[];
            /**
             * @description Whether the item is sold at every location.
             * @example false
             */
            present_at_all_locations?: boolean;
            /**
             * @description Whether the item can be picked up.
             * @example false
             */
            available_for_pickup?: boolean;
            /**
             * @description Whether the item is sold online.
             * @example false
             */
            available_online?: boolean;
            /**
             * @description SKU of the item.
             * @example 11910345
             */
            sku?: string;
            /**
             * @description Product code, such as a UPC or EAN.
             * @example 11910345
             */
            code?: string;
            categories?: {
                /**
                 * @description Id of the category.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the category.
                 * @example Drinks
                 */
                name?: string;
                image_ids?: string[];
            }[];
            /** @description Options the item's variations differ by. */
            options?: {
                /**
                 * @description Id of the option.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description Name of the option.
                 * @example Size
                 */
                name?: string;
                /**
                 * @description Attribute the option varies.
                 * @example 12345
                 */
                attribute_id?: string;
            }[];
            variations?: {
                /**
                 * @description Id of the variation.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the variation.
                 * @example Large
                 */
                name?: string;
                /**
                 * @description SKU of the variation.
                 * @example LATTE-L
                 */
                sku?: string;
                /**
                 * @description Item the variation belongs to.
                 * @example 12345
                 */
                item_id?: $Read<string>;
                /**
                 * Sequence
                 * @description Position among the item's variations.
                 * @example 1
                 */
                sequence?: number | null;
                /**
                 * @description Whether the price is fixed or set at sale.
                 * @example fixed
                 * @enum {string}
                 */
                pricing_type?: "fixed" | "variable" | "other";
                /**
                 * @description Price of the variation. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 450
                 */
                price_amount?: number;
                price_currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether stock is counted.
                 * @example true
                 */
                stockable?: boolean;
                /**
                 * @description Whether the variation is sold at every location.
                 * @example true
                 */
                present_at_all_locations?: boolean;
                /**
                 * @description Version of the variation at the platform.
                 * @example 1699123456789
                 */
                version?: $Read<string | null>;
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
            }[];
            modifier_groups?: {
                /**
                 * @description Id of the modifier group.
                 * @example 12345
                 */
                id?: $Read<string>;
            }[];
            /**
             * @description Whether the item can be sold.
             * @example true
             */
            available?: boolean | null;
            /**
             * @description Whether the item is hidden.
             * @example true
             */
            hidden?: boolean | null;
            /**
             * @description Version of the item at the platform, for optimistic concurrency.
             * @example 1699123456789
             */
            version?: $Read<string | null>;
            /**
             * @description Whether the item is deleted.
             * @example true
             */
            deleted?: boolean | null;
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
        /** Location */
        Location: {
            /**
             * @description Id of the location.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the location.
             * @example Dunkin Donuts
             */
            name?: string | null;
            /**
             * @description Business name at this location.
             * @example Dunkin Donuts LLC
             */
            business_name?: string | null;
            address?: components["schemas"]["Address"];
            /**
             * @description State of the location.
             * @example active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | "other" | null;
            /**
             * @description Merchant the location belongs to.
             * @example 12345
             */
            merchant_id?: string;
            currency?: components["schemas"]["Currency"];
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
        /** Location */
        LocationInput: {
            /**
             * @description Id of the location.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the location.
             * @example Dunkin Donuts
             */
            name?: string | null;
            /**
             * @description Business name at this location.
             * @example Dunkin Donuts LLC
             */
            business_name?: string | null;
            address?: components["schemas"]["Address"];
            /**
             * @description State of the location.
             * @example active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | "other" | null;
            /**
             * @description Merchant the location belongs to.
             * @example 12345
             */
            merchant_id?: string;
            currency?: components["schemas"]["Currency"];
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
        /** Merchant */
        Merchant: {
            /**
             * @description Id of the merchant.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the merchant.
             * @example Corner Bean Café
             */
            name?: string | null;
            address?: components["schemas"]["Address"];
            /**
             * @description Owner of the merchant account.
             * @example 12345
             */
            owner_id?: string;
            /**
             * @description The merchant's main location.
             * @example 12345
             */
            main_location_id?: string | null;
            /**
             * @description State of the merchant.
             * @example active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | "other" | null;
            /** @description Service charges or gratuity applied. */
            service_charges?: {
                /**
                 * @description Id of the service charge.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the service charge.
                 * @example Service charge
                 */
                name?: string;
                /**
                 * @description Amount of the service charge. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Percentage of the service charge, where it is one.
                 * @example 12.5
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the service charge applies.
                 * @example true
                 */
                active?: boolean | null;
                /**
                 * @description Kind of service charge.
                 * @example auto_gratuity
                 * @enum {string}
                 */
                type?: "auto_gratuity" | "custom";
            }[];
            /**
             * @description Language (ISO 639-1).
             * @example EN
             */
            language?: string | null;
            currency?: components["schemas"]["Currency"];
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
        /** Merchant */
        MerchantInput: {
            /**
             * @description Id of the merchant.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the merchant.
             * @example Corner Bean Café
             */
            name?: string | null;
            address?: components["schemas"]["Address"];
            /**
             * @description Owner of the merchant account.
             * @example 12345
             */
            owner_id?: string;
            /**
             * @description The merchant's main location.
             * @example 12345
             */
            main_location_id?: string | null;
            /**
             * @description State of the merchant.
             * @example active
             * @enum {string|null}
             */
            status?: "active" | "inactive" | "other" | null;
            /** @description Service charges or gratuity applied. */
            service_charges?: {
                /**
                 * @description Id of the service charge.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the service charge.
                 * @example Service charge
                 */
                name?: string;
                /**
                 * @description Amount of the service charge. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Percentage of the service charge, where it is one.
                 * @example 12.5
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the service charge applies.
                 * @example true
                 */
                active?: boolean | null;
                /**
                 * @description Kind of service charge.
                 * @example auto_gratuity
                 * @enum {string}
                 */
                type?: "auto_gratuity" | "custom";
            }[];
            /**
             * @description Language (ISO 639-1).
             * @example EN
             */
            language?: string | null;
            currency?: components["schemas"]["Currency"];
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
        /** Modifier */
        Modifier: {
            /**
             * @description Id of the modifier.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Name of the modifier.
             * @example Oat milk
             */
            name?: string;
            /**
             * @description Another name of the modifier.
             * @example Oat
             */
            alternate_name?: string;
            /**
             * @description Price the modifier adds. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 50
             */
            price_amount?: number;
            currency?: components["schemas"]["Currency"];
            /**
             * @description Modifier group the modifier belongs to.
             * @example 123
             */
            modifier_group_id?: string;
            /**
             * @description Whether the modifier can be chosen.
             * @example true
             */
            available?: boolean | null;
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
        /** Modifier Group */
        ModifierGroup: {
            /**
             * @description Id of the modifier group.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the group.
             * @example Milk
             */
            name?: string;
            /**
             * @description Another name of the group.
             * @example Milks
             */
            alternate_name?: string;
            /**
             * @description Fewest options a buyer must choose.
             * @example 1
             */
            minimum_required?: number;
            /**
             * @description Most options a buyer may choose.
             * @example 5
             */
            maximum_allowed?: number;
            /**
             * @description Whether one or several options may be chosen.
             * @example single
             * @enum {string}
             */
            selection_type?: "single" | "multiple";
            /**
             * @description Whether the group is offered at every location.
             * @example false
             */
            present_at_all_locations?: boolean;
            modifiers?: {
                /**
                 * @description Id of the modifier.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description Name of the modifier.
                 * @example Oat milk
                 */
                name?: string;
                /**
                 * @description Another name of the modifier.
                 * @example Oat
                 */
                alternate_name?: string;
                /**
                 * @description Price the modifier adds. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 50
                 */
                price_amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the modifier can be chosen.
                 * @example true
                 */
                available?: boolean | null;
            }[];
            /**
             * @description Whether the group is deleted.
             * @example true
             */
            deleted?: boolean | null;
            /**
             * @description Version of the record, for optimistic concurrency.
             * @example 1-12345
             */
            row_version?: string | null;
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
        /** Modifier Group */
        ModifierGroupInput: {
            /**
             * @description Id of the modifier group.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the group.
             * @example Milk
             */
            name?: string;
            /**
             * @description Another name of the group.
             * @example Milks
             */
            alternate_name?: string;
            /**
             * @description Fewest options a buyer must choose.
             * @example 1
             */
            minimum_required?: number;
            /**
             * @description Most options a buyer may choose.
             * @example 5
             */
            maximum_allowed?: number;
            /**
             * @description Whether one or several options may be chosen.
             * @example single
             * @enum {string}
             */
            selection_type?: "single" | "multiple";
            /**
             * @description Whether the group is offered at every location.
             * @example false
             */
            present_at_all_locations?: boolean;
            modifiers?: {
                /**
                 * @description Id of the modifier.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description Name of the modifier.
                 * @example Oat milk
                 */
                name?: string;
                /**
                 * @description Another name of the modifier.
                 * @example Oat
                 */
                alternate_name?: string;
                /**
                 * @description Price the modifier adds. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 50
                 */
                price_amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the modifier can be chosen.
                 * @example true
                 */
                available?: boolean | null;
            }[];
            /**
             * @description Whether the group is deleted.
             * @example true
             */
            deleted?: boolean | null;
            /**
             * @description Version of the record, for optimistic concurrency.
             * @example 1-12345
             */
            row_version?: string | null;
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
        /** Modifier */
        ModifierInput: {
            /**
             * @description Id of the modifier.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Name of the modifier.
             * @example Oat milk
             */
            name?: string;
            /**
             * @description Another name of the modifier.
             * @example Oat
             */
            alternate_name?: string;
            /**
             * @description Price the modifier adds. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 50
             */
            price_amount?: number;
            currency?: components["schemas"]["Currency"];
            /**
             * @description Modifier group the modifier belongs to.
             * @example 123
             */
            modifier_group_id?: string;
            /**
             * @description Whether the modifier can be chosen.
             * @example true
             */
            available?: boolean | null;
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
        /** Order */
        Order: {
            /**
             * @description Id of the order.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Number of the order, as printed.
             * @example 1F
             */
            order_number?: string;
            /**
             * Format: date
             * @description Date of the order.
             * @example 2022-08-12
             */
            order_date?: string | null;
            /**
             * Format: date
             * @description Date the order was closed.
             * @example 2022-08-12
             */
            closed_date?: string | null;
            /**
             * @description A reference of your own, linking the order to another system.
             * @example my-order-001
             */
            reference_id?: string | null;
            /**
             * @description State of the order.
             * @example open
             * @enum {string}
             */
            status?: "open" | "draft" | "delivered" | "delayed" | "voided" | "completed" | "hidden";
            /**
             * @description How far the order is paid.
             * @example open
             * @enum {string}
             */
            payment_status?: "open" | "paid" | "refunded" | "credited" | "partially_paid" | "partially_refunded" | "unknown";
            currency?: components["schemas"]["Currency"];
            /**
             * @description Title of the order.
             * @example 111
             */
            title?: string;
            /**
             * @description A note on the order, which may be printed on its receipt.
             * @example Extra hot
             */
            note?: string;
            /**
             * @description Merchant of the order.
             * @example 12345
             */
            merchant_id?: string;
            /**
             * @description Customer of the order.
             * @example 12345
             */
            customer_id?: string;
            /**
             * @description Employee who took the order.
             * @example 12345
             */
            employee_id?: string;
            /**
             * @description Location of the order.
             * @example 12345
             */
            location_id?: string;
            /**
             * @description Kind of order (dine in, take away).
             * @example 12345
             */
            order_type_id?: string;
            /**
             * @description Table of the order.
             * @example 1F
             */
            table?: string;
            /**
             * @description Seat of the order.
             * @example 23F
             */
            seat?: string;
            /**
             * @description Total of the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_amount?: number | null;
            /**
             * @description Tips on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_tip?: number | null;
            /**
             * @description Tax on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_tax?: number | null;
            /**
             * @description Discounts on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_discount?: number | null;
            /**
             * @description Refunded from the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_refund?: number | null;
            /**
             * @description Service charges on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_service_charge?: number | null;
            /**
             * @description Whether the order was refunded.
             * @example false
             */
            refunded?: boolean;
            customers?: {
                /**
                 * Customer ID
                 * @description Id of the customer.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description First name.
                 * @example Elon
                 */
                first_name?: string | null;
                /**
                 * @description Middle name.
                 * @example D.
                 */
                middle_name?: string | null;
                /**
                 * @description Last name.
                 * @example Musk
                 */
                last_name?: string | null;
                phone_numbers?: components["schemas"]["PhoneNumber"][];
                emails?: components["schemas"]["Email"][];
            }[];
            fulfillments?: {
                /**
                 * @description Id of the fulfillment.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description State of the fulfillment.
                 * @example proposed
                 * @enum {string}
                 */
                status?: "proposed" | "reserved" | "prepared" | "completed" | "cancelled" | "failed" | "other";
                /**
                 * @description Kind of fulfillment.
                 * @example pickup
                 * @enum {string}
                 */
                type?: "pickup" | "shipment";
                pickup_details?: {
                    /**
                     * Format: date-time
                     * @description When the fulfillment was accepted.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    accepted_at?: $Read<string | null>;
                    /**
                     * @description How long an accepted pickup stays open before it completes itself (RFC 3339 duration).
                     * @example P1W3D
                     */
                    auto_complete_duration?: string | null;
                    /**
                     * @description Why the pickup was cancelled.
                     * @example Not hungry
                     */
                    cancel_reason?: string | null;
                    /**
                     * Format: date-time
                     * @description When the fulfillment expires if no one accepts it.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    expires_at?: string;
                    /**
                     * @description How the pickup is scheduled.
                     * @example scheduled
                     * @enum {string}
                     */
                    schedule_type?: "scheduled";
                    /**
                     * Format: date-time
                     * @description Start of the pickup window.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    pickup_at?: string;
                    /**
                     * @description Length of the pickup window (RFC 3339 duration).
                     * @example P1W3D
                     */
                    pickup_window_duration?: string;
                    /**
                     * @description Time to prepare the order (RFC 3339 duration).
                     * @example P1W3D
                     */
                    prep_time_duration?: string;
                    /**
                     * @description Instructions for the pickup.
                     * @example Pickup in the back.
                     */
                    note?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment was placed.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    placed_at?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment was rejected.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    rejected_at?: string;
                    /**
                     * Format: date-time
                     * @description When the order was ready for pickup.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    ready_at?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment expired.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    expired_at?: string;
                    /**
                     * Format: date-time
                     * @description When the order was picked up.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    picked_up_at?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment was cancelled.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    canceled_at?: string;
                    /**
                     * @description Whether the order is brought to the buyer's car.
                     * @example false
                     */
                    is_curbside_pickup?: boolean;
                    /** @description Curbside pickup. */
                    curbside_pickup_details?: {
                        /**
                         * @description Where the car waits: a parking number, the car.
                         * @example Parking spot 3
                         */
                        curbside_details?: string;
                        /**
                         * Format: date-time
                         * @description When the buyer arrived.
                         * @example 2020-09-30T07:43:32.000Z
                         */
                        buyer_arrived_at?: string;
                    };
                    recipient?: {
                        /**
                         * @description Customer who picks the order up.
                         * @example 12345
                         */
                        customer_id?: string;
                        /**
                         * @description Name the recipient is called by.
                         * @example Elon Musk
                         */
                        display_name?: string;
                        address?: {
                            /** @description Unique identifier of the address. */
                            id?: string | null;
                            /**
                             * @description The type of address.
                             * @enum {string|null}
                             */
                            type?: "primary" | "secondary" | "home" | "office" | "shipping" | "billing" | "work" | "other" | null;
                            /** @description The address as one string, when the platform does not split it. */
                            string?: string | null;
                            /** @description Name of the address. */
                            name?: string | null;
                            /** @description First line of the street address. */
                            line1?: string | null;
                            /** @description Second line of the street address. */
                            line2?: string | null;
                            /** @description Third line of the street address. */
                            line3?: string | null;
                            /** @description Fourth line of the street address. */
                            line4?: string | null;
                            /** @description Fifth line of the street address (an attention line, for example). */
                            line5?: string | null;
                            /** @description Street number. */
                            street_number?: string | null;
                            /** @description City. */
                            city?: string | null;
                            /** @description State or region. */
                            state?: string | null;
                            /** @description Postal code. */
                            postal_code?: string | null;
                            /** @description Country code (ISO 3166-1 alpha-2). */
                            country?: string | null;
                            /** @description Latitude. */
                            latitude?: string | null;
                            /** @description Longitude. */
                            longitude?: string | null;
                            /** @description County. */
                            county?: string | null;
                            /** @description Contact person at this address. */
                            contact_name?: string | null;
                            /** @description Salutation of the contact. */
                            salutation?: string | null;
                            /** @description Phone number at this address. */
                            phone_number?: string | null;
                            /** @description Fax number at this address. */
                            fax?: string | null;
                            /** @description Email address at this address. */
                            email?: string | null;
                            /** @description Website of this address. */
                            website?: string | null;
                            /** @description Notes on the address, such as delivery instructions. */
                            notes?: string | null;
                            /** @description Version of the record, for optimistic concurrency. */
                            row_version?: string | null;
                        };
                        phone_number?: {
                            id?: string | null;
                            /** @example 1 */
                            country_code?: string | null;
                            /** @example 323 */
                            area_code?: string | null;
                            /** @example 111-111-1111 */
                            number?: string;
                            /** @example 105 */
                            extension?: string | null;
                            /** @enum {string|null} */
                            type?: "primary" | "secondary" | "home" | "work" | "office" | "mobile" | "assistant" | "fax" | "direct-dial-in" | "personal" | "billing" | "other" | null;
                        };
                        email?: {
                            id?: string | null;
                            /**
                             * Format: email
                             * @example elon@musk.com
                             */
                            email?: string;
                            /** @enum {string|null} */
                            type?: "primary" | "secondary" | "work" | "personal" | "billing" | "other" | null;
                        };
                    };
                };
                /** @description Shipment of the order. */
                shipment_details?: Record<string, never>;
            }[];
            line_items?: {
                /**
                 * @description Id of the line.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the line.
                 * @example Latte
                 */
                name?: string;
                /** @description The item sold. */
                item?: {
                    /**
                     * @description Id of the item (or its variation) sold.
                     * @example 12345
                     */
                    id?: $Read<string>;
                };
                /**
                 * @description Tax of the line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_tax?: number | null;
                /**
                 * @description Discount of the line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_discount?: number | null;
                /**
                 * @description Total of the line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_amount?: number | null;
                /**
                 * Quantity
                 * @description Quantity sold.
                 * @example 1
                 */
                quantity?: number | null;
                /**
                 * @description Price of one unit. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 450
                 */
                unit_price?: number | null;
                applied_taxes?: {
                    /**
                     * @description Id of the applied tax.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description Id of the tax.
                     * @example 12345
                     */
                    tax_id?: string;
                    /**
                     * @description Amount of the tax on this line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1000
                     */
                    amount?: number;
                    currency?: components["schemas"]["Currency"];
                }[];
                applied_discounts?: {
                    /**
                     * @description Id of the applied discount.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description Id of the discount.
                     * @example 12345
                     */
                    discount_id?: string;
                    /**
                     * @description Amount of the discount on this line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1000
                     */
                    amount?: number;
                    currency?: components["schemas"]["Currency"];
                }[];
                /** @description Options chosen for the line: toppings, add-ons, requests. */
                modifiers?: {
                    /**
                     * @description Id of the modifier.
                     * @example 12345
                     */
                    id?: string;
                    /**
                     * @description Name of the modifier.
                     * @example Oat milk
                     */
                    name?: string;
                    /**
                     * @description Price of the modifier. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1000
                     */
                    amount?: number;
                    currency?: components["schemas"]["Currency"];
                    /**
                     * @description Another name of the modifier.
                     * @example Oat
                     */
                    alternate_name?: string;
                    /**
                     * @description Modifier group the modifier belongs to.
                     * @example 12345
                     */
                    modifier_group_id?: string;
                }[];
            }[];
            payments?: {
                /**
                 * @description Id of the payment.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Amount of the payment. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
            }[];
            /** @description Service charges or gratuity applied. */
            service_charges?: {
                /**
                 * @description Id of the service charge.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the service charge.
                 * @example Service charge
                 */
                name?: string;
                /**
                 * @description Amount of the service charge. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Percentage of the service charge, where it is one.
                 * @example 12.5
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the service charge applies.
                 * @example true
                 */
                active?: boolean | null;
                /**
                 * @description Kind of service charge.
                 * @example auto_gratuity
                 * @enum {string}
                 */
                type?: "auto_gratuity" | "custom";
            }[];
            refunds?: {
                /**
                 * @description Id of the refund.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Location of the refund.
                 * @example 12345
                 */
                location_id?: $Read<string>;
                /**
                 * @description Amount refunded. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Why it was refunded.
                 * @example The customer changed their mind
                 */
                reason?: string;
                /**
                 * @description State of the refund.
                 * @example pending
                 * @enum {string}
                 */
                status?: "pending" | "approved" | "rejected" | "failed";
                /**
                 * @description Tender refunded.
                 * @example 12345
                 */
                tender_id?: $Read<string>;
                /**
                 * @description Transaction refunded.
                 * @example 12345
                 */
                transaction_id?: $Read<string>;
            }[];
            taxes?: {
                /**
                 * @description Id of the tax.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description Name of the tax.
                 * @example State Sales Tax
                 */
                name?: string;
                /**
                 * @description Amount of the tax. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * Percentage
                 * @description Rate of the tax in percent.
                 * @example 15
                 */
                percentage?: number;
                /**
                 * @description Whether the tax applies to the order or to lines.
                 * @example order
                 * @enum {string}
                 */
                scope?: "order" | "line_item";
                /**
                 * @description Whether the tax is added to prices or included in them.
                 * @example inclusive
                 * @enum {string}
                 */
                type?: "unknown" | "additive" | "inclusive";
                /**
                 * @description Whether the platform applied the tax by its own rules (Square).
                 * @example true
                 */
                auto_applied?: boolean;
            }[];
            discounts?: {
                /**
                 * @description Id of the discount.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Product the discount applies to.
                 * @example 12345
                 */
                product_id?: $Read<string>;
                /**
                 * @description Name of the discount.
                 * @example 10% off
                 */
                name?: string;
                /**
                 * @description Whether the discount is a percentage or an amount.
                 * @example percentage
                 * @enum {string}
                 */
                type?: "percentage" | "flat_fee";
                /**
                 * @description Amount of the discount. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the discount applies to the order or to lines.
                 * @example order
                 * @enum {string}
                 */
                scope?: "order" | "line_item";
            }[];
            tenders?: {
                /**
                 * @description Id of the tender.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the tender.
                 * @example Card
                 */
                name?: string;
                /**
                 * @description Kind of tender.
                 * @example cash
                 * @enum {string}
                 */
                type?: "cash" | "card" | "other";
                /**
                 * @description Note on the tender.
                 * @example Paid at the counter
                 */
                note?: string;
                /**
                 * @description Amount paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Share of the order paid with this tender, in percent.
                 * @example 100
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Total paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_amount?: number | null;
                /**
                 * @description Tip paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_tip?: number | null;
                /**
                 * @description Processing fee of this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_processing_fee?: number | null;
                /**
                 * @description Tax paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_tax?: number | null;
                /**
                 * @description Discount on this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_discount?: number | null;
                /**
                 * @description Refunded from this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_refund?: number | null;
                /**
                 * @description Service charges paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_service_charge?: number | null;
                /**
                 * @description Cash the buyer handed over (cash tenders). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                buyer_tendered_cash_amount?: number | null;
                /**
                 * @description Change given back to the buyer (cash tenders). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                change_back_cash_amount?: number | null;
                /** @description Details of the card that are not confidential. */
                card?: {
                    /**
                     * @description Id of the card.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description First six digits of the card number (Bank Identification Number).
                     * @example 41111
                     */
                    bin?: string | null;
                    /**
                     * @description Brand of the card.
                     * @example visa
                     * @enum {string|null}
                     */
                    card_brand?: "visa" | "mastercard" | "amex" | "discover" | "discover-diners" | "jcb" | "china-unionpay" | "square-gift-card" | "square-capital-card" | "interac" | "eftpos" | "felica" | "ebt" | "other" | null;
                    /**
                     * @description Kind of card.
                     * @example credit
                     * @enum {string|null}
                     */
                    card_type?: "credit" | "debit" | "prepaid" | "other" | null;
                    /**
                     * @description Whether the card is prepaid.
                     * @example prepaid
                     * @enum {string|null}
                     */
                    prepaid_type?: "non-prepaid" | "prepaid" | "unknown" | null;
                    /**
                     * @description Name on the card.
                     * @example John Doe
                     */
                    cardholder_name?: string | null;
                    /**
                     * @description Customer the card belongs to.
                     * @example 12345
                     */
                    customer_id?: string | null;
                    /**
                     * @description Merchant the card is kept for.
                     * @example 12345
                     */
                    merchant_id?: string;
                    /**
                     * @description Expiry month, 1 to 12.
                     * @example 1
                     */
                    exp_month?: number | null;
                    /**
                     * @description Expiry year, four digits.
                     * @example 2022
                     */
                    exp_year?: number | null;
                    /**
                     * @description A value that is the same for every use of this card.
                     * @example fp-7f3a
                     */
                    fingerprint?: string | null;
                    /**
                     * @description Last four digits of the card number.
                     * @example 1234
                     */
                    last_4?: string | null;
                    /**
                     * @description Whether the card can be used for payments.
                     * @example true
                     */
                    enabled?: boolean | null;
                    billing_address?: components["schemas"]["Address"];
                    /**
                     * @description A reference of your own for the card.
                     * @example card-001
                     */
                    reference_id?: string | null;
                    /**
                     * Version
                     * @description Version of the record at the platform, for optimistic concurrency.
                     * @example 230320320320
                     */
                    version?: string | null;
                } | null;
                /**
                 * @description State of the card payment (card tenders).
                 * @example authorized
                 * @enum {string|null}
                 */
                card_status?: "authorized" | "captured" | "failed" | "voided" | null;
                /**
                 * @description How the card was read (card tenders).
                 * @example swiped
                 * @enum {string|null}
                 */
                card_entry_method?: "evm" | "swiped" | "keyed" | "on-file" | "contactless" | null;
                /**
                 * @description Payment of the tender.
                 * @example 12345
                 */
                payment_id?: $Read<string>;
                /**
                 * @description Location of the tender.
                 * @example 12345
                 */
                location_id?: $Read<string>;
                /**
                 * @description Transaction of the tender.
                 * @example 12345
                 */
                transaction_id?: $Read<string>;
            }[];
            /**
             * @description Where the order was placed.
             * @example api
             * @enum {string|null}
             */
            source?: $Read<"in-store" | "online" | "opt" | "api" | "kiosk" | "caller-id" | "google" | "invoice" | null>;
            /**
             * @description Whether the order was voided.
             * @example false
             */
            voided?: boolean;
            /**
             * Format: date-time
             * @description When the order was voided.
             * @example 2020-09-30T07:43:32.000Z
             */
            voided_at?: $Read<string>;
            /**
             * Version
             * @description Version of the record at the platform, for optimistic concurrency.
             * @example 230320320320
             */
            version?: string | null;
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
        /** Order */
        OrderInput: {
            /**
             * @description Id of the order.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Number of the order, as printed.
             * @example 1F
             */
            order_number?: string;
            /**
             * Format: date
             * @description Date of the order.
             * @example 2022-08-12
             */
            order_date?: string | null;
            /**
             * Format: date
             * @description Date the order was closed.
             * @example 2022-08-12
             */
            closed_date?: string | null;
            /**
             * @description A reference of your own, linking the order to another system.
             * @example my-order-001
             */
            reference_id?: string | null;
            /**
             * @description State of the order.
             * @example open
             * @enum {string}
             */
            status?: "open" | "draft" | "delivered" | "delayed" | "voided" | "completed" | "hidden";
            /**
             * @description How far the order is paid.
             * @example open
             * @enum {string}
             */
            payment_status?: "open" | "paid" | "refunded" | "credited" | "partially_paid" | "partially_refunded" | "unknown";
            currency?: components["schemas"]["Currency"];
            /**
             * @description Title of the order.
             * @example 111
             */
            title?: string;
            /**
             * @description A note on the order, which may be printed on its receipt.
             * @example Extra hot
             */
            note?: string;
            /**
             * @description Merchant of the order.
             * @example 12345
             */
            merchant_id?: string;
            /**
             * @description Customer of the order.
             * @example 12345
             */
            customer_id?: string;
            /**
             * @description Employee who took the order.
             * @example 12345
             */
            employee_id?: string;
            /**
             * @description Location of the order.
             * @example 12345
             */
            location_id?: string;
            /**
             * @description Kind of order (dine in, take away).
             * @example 12345
             */
            order_type_id?: string;
            /**
             * @description Table of the order.
             * @example 1F
             */
            table?: string;
            /**
             * @description Seat of the order.
             * @example 23F
             */
            seat?: string;
            /**
             * @description Total of the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_amount?: number | null;
            /**
             * @description Tips on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_tip?: number | null;
            /**
             * @description Tax on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_tax?: number | null;
            /**
             * @description Discounts on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_discount?: number | null;
            /**
             * @description Refunded from the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_refund?: number | null;
            /**
             * @description Service charges on the order. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 1000
             */
            total_service_charge?: number | null;
            /**
             * @description Whether the order was refunded.
             * @example false
             */
            refunded?: boolean;
            customers?: {
                /**
                 * Customer ID
                 * @description Id of the customer.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description First name.
                 * @example Elon
                 */
                first_name?: string | null;
                /**
                 * @description Middle name.
                 * @example D.
                 */
                middle_name?: string | null;
                /**
                 * @description Last name.
                 * @example Musk
                 */
                last_name?: string | null;
                phone_numbers?: components["schemas"]["PhoneNumberInput"][];
                emails?: components["schemas"]["EmailInput"][];
            }[];
            fulfillments?: {
                /**
                 * @description Id of the fulfillment.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description State of the fulfillment.
                 * @example proposed
                 * @enum {string}
                 */
                status?: "proposed" | "reserved" | "prepared" | "completed" | "cancelled" | "failed" | "other";
                /**
                 * @description Kind of fulfillment.
                 * @example pickup
                 * @enum {string}
                 */
                type?: "pickup" | "shipment";
                pickup_details?: {
                    /**
                     * Format: date-time
                     * @description When the fulfillment was accepted.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    accepted_at?: $Read<string | null>;
                    /**
                     * @description How long an accepted pickup stays open before it completes itself (RFC 3339 duration).
                     * @example P1W3D
                     */
                    auto_complete_duration?: string | null;
                    /**
                     * @description Why the pickup was cancelled.
                     * @example Not hungry
                     */
                    cancel_reason?: string | null;
                    /**
                     * Format: date-time
                     * @description When the fulfillment expires if no one accepts it.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    expires_at?: string;
                    /**
                     * @description How the pickup is scheduled.
                     * @example scheduled
                     * @enum {string}
                     */
                    schedule_type?: "scheduled";
                    /**
                     * Format: date-time
                     * @description Start of the pickup window.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    pickup_at?: string;
                    /**
                     * @description Length of the pickup window (RFC 3339 duration).
                     * @example P1W3D
                     */
                    pickup_window_duration?: string;
                    /**
                     * @description Time to prepare the order (RFC 3339 duration).
                     * @example P1W3D
                     */
                    prep_time_duration?: string;
                    /**
                     * @description Instructions for the pickup.
                     * @example Pickup in the back.
                     */
                    note?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment was placed.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    placed_at?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment was rejected.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    rejected_at?: string;
                    /**
                     * Format: date-time
                     * @description When the order was ready for pickup.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    ready_at?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment expired.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    expired_at?: string;
                    /**
                     * Format: date-time
                     * @description When the order was picked up.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    picked_up_at?: string;
                    /**
                     * Format: date-time
                     * @description When the fulfillment was cancelled.
                     * @example 2020-09-30T07:43:32.000Z
                     */
                    canceled_at?: string;
                    /**
                     * @description Whether the order is brought to the buyer's car.
                     * @example false
                     */
                    is_curbside_pickup?: boolean;
                    /** @description Curbside pickup. */
                    curbside_pickup_details?: {
                        /**
                         * @description Where the car waits: a parking number, the car.
                         * @example Parking spot 3
                         */
                        curbside_details?: string;
                        /**
                         * Format: date-time
                         * @description When the buyer arrived.
                         * @example 2020-09-30T07:43:32.000Z
                         */
                        buyer_arrived_at?: string;
                    };
                    recipient?: {
                        /**
                         * @description Customer who picks the order up.
                         * @example 12345
                         */
                        customer_id?: string;
                        /**
                         * @description Name the recipient is called by.
                         * @example Elon Musk
                         */
                        display_name?: string;
                        address?: {
                            /** @description Unique identifier of the address. */
                            id?: string | null;
                            /**
                             * @description The type of address.
                             * @enum {string|null}
                             */
                            type?: "primary" | "secondary" | "home" | "office" | "shipping" | "billing" | "work" | "other" | null;
                            /** @description The address as one string, when the platform does not split it. */
                            string?: string | null;
                            /** @description Name of the address. */
                            name?: string | null;
                            /** @description First line of the street address. */
                            line1?: string | null;
                            /** @description Second line of the street address. */
                            line2?: string | null;
                            /** @description Third line of the street address. */
                            line3?: string | null;
                            /** @description Fourth line of the street address. */
                            line4?: string | null;
                            /** @description Fifth line of the street address (an attention line, for example). */
                            line5?: string | null;
                            /** @description Street number. */
                            street_number?: string | null;
                            /** @description City. */
                            city?: string | null;
                            /** @description State or region. */
                            state?: string | null;
                            /** @description Postal code. */
                            postal_code?: string | null;
                            /** @description Country code (ISO 3166-1 alpha-2). */
                            country?: string | null;
                            /** @description Latitude. */
                            latitude?: string | null;
                            /** @description Longitude. */
                            longitude?: string | null;
                            /** @description County. */
                            county?: string | null;
                            /** @description Contact person at this address. */
                            contact_name?: string | null;
                            /** @description Salutation of the contact. */
                            salutation?: string | null;
                            /** @description Phone number at this address. */
                            phone_number?: string | null;
                            /** @description Fax number at this address. */
                            fax?: string | null;
                            /** @description Email address at this address. */
                            email?: string | null;
                            /** @description Website of this address. */
                            website?: string | null;
                            /** @description Notes on the address, such as delivery instructions. */
                            notes?: string | null;
                            /** @description Version of the record, for optimistic concurrency. */
                            row_version?: string | null;
                        };
                        phone_number?: {
                            id?: string | null;
                            /** @example 1 */
                            country_code?: string | null;
                            /** @example 323 */
                            area_code?: string | null;
                            /** @example 111-111-1111 */
                            number: string;
                            /** @example 105 */
                            extension?: string | null;
                            /** @enum {string|null} */
                            type?: "primary" | "secondary" | "home" | "work" | "office" | "mobile" | "assistant" | "fax" | "direct-dial-in" | "personal" | "billing" | "other" | null;
                        };
                        email?: {
                            id?: string | null;
                            /**
                             * Format: email
                             * @example elon@musk.com
                             */
                            email: string;
                            /** @enum {string|null} */
                            type?: "primary" | "secondary" | "work" | "personal" | "billing" | "other" | null;
                        };
                    };
                };
                /** @description Shipment of the order. */
                shipment_details?: Record<string, never>;
            }[];
            line_items?: {
                /**
                 * @description Id of the line.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the line.
                 * @example Latte
                 */
                name?: string;
                /** @description The item sold. */
                item?: {
                    /**
                     * @description Id of the item (or its variation) sold.
                     * @example 12345
                     */
                    id?: $Read<string>;
                };
                /**
                 * @description Tax of the line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_tax?: number | null;
                /**
                 * @description Discount of the line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_discount?: number | null;
                /**
                 * @description Total of the line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_amount?: number | null;
                /**
                 * Quantity
                 * @description Quantity sold.
                 * @example 1
                 */
                quantity?: number | null;
                /**
                 * @description Price of one unit. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 450
                 */
                unit_price?: number | null;
                applied_taxes?: {
                    /**
                     * @description Id of the applied tax.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description Id of the tax.
                     * @example 12345
                     */
                    tax_id?: string;
                    /**
                     * @description Amount of the tax on this line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1000
                     */
                    amount?: number;
                    currency?: components["schemas"]["Currency"];
                }[];
                applied_discounts?: {
                    /**
                     * @description Id of the applied discount.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description Id of the discount.
                     * @example 12345
                     */
                    discount_id?: string;
                    /**
                     * @description Amount of the discount on this line. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1000
                     */
                    amount?: number;
                    currency?: components["schemas"]["Currency"];
                }[];
                /** @description Options chosen for the line: toppings, add-ons, requests. */
                modifiers?: {
                    /**
                     * @description Id of the modifier.
                     * @example 12345
                     */
                    id?: string;
                    /**
                     * @description Name of the modifier.
                     * @example Oat milk
                     */
                    name?: string;
                    /**
                     * @description Price of the modifier. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1000
                     */
                    amount?: number;
                    currency?: components["schemas"]["Currency"];
                    /**
                     * @description Another name of the modifier.
                     * @example Oat
                     */
                    alternate_name?: string;
                    /**
                     * @description Modifier group the modifier belongs to.
                     * @example 12345
                     */
                    modifier_group_id?: string;
                }[];
            }[];
            payments?: {
                /**
                 * @description Id of the payment.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Amount of the payment. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
            }[];
            /** @description Service charges or gratuity applied. */
            service_charges?: {
                /**
                 * @description Id of the service charge.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the service charge.
                 * @example Service charge
                 */
                name?: string;
                /**
                 * @description Amount of the service charge. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Percentage of the service charge, where it is one.
                 * @example 12.5
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the service charge applies.
                 * @example true
                 */
                active?: boolean | null;
                /**
                 * @description Kind of service charge.
                 * @example auto_gratuity
                 * @enum {string}
                 */
                type?: "auto_gratuity" | "custom";
            }[];
            refunds?: {
                /**
                 * @description Id of the refund.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Location of the refund.
                 * @example 12345
                 */
                location_id?: $Read<string>;
                /**
                 * @description Amount refunded. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Why it was refunded.
                 * @example The customer changed their mind
                 */
                reason?: string;
                /**
                 * @description State of the refund.
                 * @example pending
                 * @enum {string}
                 */
                status?: "pending" | "approved" | "rejected" | "failed";
                /**
                 * @description Tender refunded.
                 * @example 12345
                 */
                tender_id?: $Read<string>;
                /**
                 * @description Transaction refunded.
                 * @example 12345
                 */
                transaction_id?: $Read<string>;
            }[];
            taxes?: {
                /**
                 * @description Id of the tax.
                 * @example 12345
                 */
                id?: string;
                /**
                 * @description Name of the tax.
                 * @example State Sales Tax
                 */
                name?: string;
                /**
                 * @description Amount of the tax. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * Percentage
                 * @description Rate of the tax in percent.
                 * @example 15
                 */
                percentage?: number;
                /**
                 * @description Whether the tax applies to the order or to lines.
                 * @example order
                 * @enum {string}
                 */
                scope?: "order" | "line_item";
                /**
                 * @description Whether the tax is added to prices or included in them.
                 * @example inclusive
                 * @enum {string}
                 */
                type?: "unknown" | "additive" | "inclusive";
                /**
                 * @description Whether the platform applied the tax by its own rules (Square).
                 * @example true
                 */
                auto_applied?: boolean;
            }[];
            discounts?: {
                /**
                 * @description Id of the discount.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Product the discount applies to.
                 * @example 12345
                 */
                product_id?: $Read<string>;
                /**
                 * @description Name of the discount.
                 * @example 10% off
                 */
                name?: string;
                /**
                 * @description Whether the discount is a percentage or an amount.
                 * @example percentage
                 * @enum {string}
                 */
                type: "percentage" | "flat_fee";
                /**
                 * @description Amount of the discount. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the discount applies to the order or to lines.
                 * @example order
                 * @enum {string}
                 */
                scope?: "order" | "line_item";
            }[];
            tenders?: {
                /**
                 * @description Id of the tender.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the tender.
                 * @example Card
                 */
                name?: string;
                /**
                 * @description Kind of tender.
                 * @example cash
                 * @enum {string}
                 */
                type?: "cash" | "card" | "other";
                /**
                 * @description Note on the tender.
                 * @example Paid at the counter
                 */
                note?: string;
                /**
                 * @description Amount paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Share of the order paid with this tender, in percent.
                 * @example 100
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Total paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_amount?: number | null;
                /**
                 * @description Tip paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_tip?: number | null;
                /**
                 * @description Processing fee of this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_processing_fee?: number | null;
                /**
                 * @description Tax paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_tax?: number | null;
                /**
                 * @description Discount on this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_discount?: number | null;
                /**
                 * @description Refunded from this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_refund?: number | null;
                /**
                 * @description Service charges paid with this tender. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                total_service_charge?: number | null;
                /**
                 * @description Cash the buyer handed over (cash tenders). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                buyer_tendered_cash_amount?: number | null;
                /**
                 * @description Change given back to the buyer (cash tenders). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                change_back_cash_amount?: number | null;
                /** @description Details of the card that are not confidential. */
                card?: {
                    /**
                     * @description Id of the card.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description First six digits of the card number (Bank Identification Number).
                     * @example 41111
                     */
                    bin?: string | null;
                    /**
                     * @description Brand of the card.
                     * @example visa
                     * @enum {string|null}
                     */
                    card_brand?: "visa" | "mastercard" | "amex" | "discover" | "discover-diners" | "jcb" | "china-unionpay" | "square-gift-card" | "square-capital-card" | "interac" | "eftpos" | "felica" | "ebt" | "other" | null;
                    /**
                     * @description Kind of card.
                     * @example credit
                     * @enum {string|null}
                     */
                    card_type?: "credit" | "debit" | "prepaid" | "other" | null;
                    /**
                     * @description Whether the card is prepaid.
                     * @example prepaid
                     * @enum {string|null}
                     */
                    prepaid_type?: "non-prepaid" | "prepaid" | "unknown" | null;
                    /**
                     * @description Name on the card.
                     * @example John Doe
                     */
                    cardholder_name?: string | null;
                    /**
                     * @description Customer the card belongs to.
                     * @example 12345
                     */
                    customer_id?: string | null;
                    /**
                     * @description Merchant the card is kept for.
                     * @example 12345
                     */
                    merchant_id?: string;
                    /**
                     * @description Expiry month, 1 to 12.
                     * @example 1
                     */
                    exp_month?: number | null;
                    /**
                     * @description Expiry year, four digits.
                     * @example 2022
                     */
                    exp_year?: number | null;
                    /**
                     * @description A value that is the same for every use of this card.
                     * @example fp-7f3a
                     */
                    fingerprint?: string | null;
                    /**
                     * @description Last four digits of the card number.
                     * @example 1234
                     */
                    last_4?: string | null;
                    /**
                     * @description Whether the card can be used for payments.
                     * @example true
                     */
                    enabled?: boolean | null;
                    billing_address?: components["schemas"]["Address"];
                    /**
                     * @description A reference of your own for the card.
                     * @example card-001
                     */
                    reference_id?: string | null;
                    /**
                     * Version
                     * @description Version of the record at the platform, for optimistic concurrency.
                     * @example 230320320320
                     */
                    version?: string | null;
                } | null;
                /**
                 * @description State of the card payment (card tenders).
                 * @example authorized
                 * @enum {string|null}
                 */
                card_status?: "authorized" | "captured" | "failed" | "voided" | null;
                /**
                 * @description How the card was read (card tenders).
                 * @example swiped
                 * @enum {string|null}
                 */
                card_entry_method?: "evm" | "swiped" | "keyed" | "on-file" | "contactless" | null;
                /**
                 * @description Payment of the tender.
                 * @example 12345
                 */
                payment_id?: $Read<string>;
                /**
                 * @description Location of the tender.
                 * @example 12345
                 */
                location_id?: $Read<string>;
                /**
                 * @description Transaction of the tender.
                 * @example 12345
                 */
                transaction_id?: $Read<string>;
            }[];
            /**
             * @description Where the order was placed.
             * @example api
             * @enum {string|null}
             */
            source?: $Read<"in-store" | "online" | "opt" | "api" | "kiosk" | "caller-id" | "google" | "invoice" | null>;
            /**
             * @description Whether the order was voided.
             * @example false
             */
            voided?: boolean;
            /**
             * Format: date-time
             * @description When the order was voided.
             * @example 2020-09-30T07:43:32.000Z
             */
            voided_at?: $Read<string>;
            /**
             * Version
             * @description Version of the record at the platform, for optimistic concurrency.
             * @example 230320320320
             */
            version?: string | null;
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
        /** Order Type */
        OrderType: {
            /**
             * @description Id of the order type.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the order type.
             * @example Dine in
             */
            name?: string;
            /**
             * @description Whether new orders get this type.
             * @example true
             */
            default?: boolean;
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
        /** Order Type */
        OrderTypeInput: {
            /**
             * @description Id of the order type.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Name of the order type.
             * @example Dine in
             */
            name?: string;
            /**
             * @description Whether new orders get this type.
             * @example true
             */
            default?: boolean;
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
        PhoneNumber: {
            id?: string | null;
            /** @example 1 */
            country_code?: string | null;
            /** @example 323 */
            area_code?: string | null;
            /** @example 111-111-1111 */
            number?: string;
            /** @example 105 */
            extension?: string | null;
            /** @enum {string|null} */
            type?: "primary" | "secondary" | "home" | "work" | "office" | "mobile" | "assistant" | "fax" | "direct-dial-in" | "personal" | "billing" | "other" | null;
        };
        PhoneNumberInput: {
            id?: string | null;
            /** @example 1 */
            country_code?: string | null;
            /** @example 323 */
            area_code?: string | null;
            /** @example 111-111-1111 */
            number: string;
            /** @example 105 */
            extension?: string | null;
            /** @enum {string|null} */
            type?: "primary" | "secondary" | "home" | "work" | "office" | "mobile" | "assistant" | "fax" | "direct-dial-in" | "personal" | "billing" | "other" | null;
        };
        /** Pos Payment */
        PosPayment: {
            /**
             * @description Id of the payment.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Where the money comes from: a card nonce, a card on file, CASH or EXTERNAL (Square).
             * @example 12345
             */
            source_id?: string;
            /**
             * @description Order the payment pays.
             * @example 12345
             */
            order_id?: string;
            /**
             * @description Merchant paid.
             * @example 12345
             */
            merchant_id?: string;
            /**
             * @description Customer who pays.
             * @example 12345
             */
            customer_id?: string;
            /**
             * @description Employee who took the payment.
             * @example 12345
             */
            employee_id?: string;
            /**
             * @description Location of the payment.
             * @example 12345
             */
            location_id?: string;
            /**
             * @description Device that took the payment.
             * @example 12345
             */
            device_id?: string;
            /**
             * @description Tender paid with.
             * @example 12345
             */
            tender_id?: string;
            /**
             * @description Id of the payment in another system.
             * @example 12345
             */
            external_payment_id?: string;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Amount of the payment, before tip. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 2750
             */
            amount?: number;
            currency?: components["schemas"]["Currency"];
            /**
             * @description Tip. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 100
             */
            tip?: number;
            /**
             * @description Tax. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 200
             */
            tax?: number;
            /**
             * @description Total charged: amount and tip. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 2850
             */
            total?: number;
            /**
             * @description Fee the application takes for making the payment. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 50
             */
            app_fee?: number;
            /**
             * @description Change given back (cash payments). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 0
             */
            change_back_cash_amount?: number;
            /**
             * @description Amount first approved. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 2850
             */
            approved?: number;
            /**
             * @description Amount refunded. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 0
             */
            refunded?: number;
            processing_fees?: {
                /**
                 * @description Fee charged. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 30
                 */
                amount?: number;
                /**
                 * Format: date-time
                 * @description When the fee took effect.
                 * @example 2020-09-30T07:43:32.000Z
                 */
                effective_at?: string;
                /**
                 * @description Whether the fee is the first one or an adjustment.
                 * @example initial
                 * @enum {string}
                 */
                processing_type?: "initial" | "adjustment";
            }[];
            /**
             * @description Kind of source paid from.
             * @example external
             * @enum {string}
             */
            source?: "card" | "bank_account" | "wallet" | "bnpl" | "cash" | "external" | "other";
            /**
             * @description State of the payment.
             * @example approved
             * @enum {string}
             */
            status?: "approved" | "pending" | "completed" | "canceled" | "failed" | "other";
            /** @description Cash given for the payment. */
            cash?: {
                /**
                 * @description Cash the customer handed over. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 3000
                 */
                amount?: number | null;
                /**
                 * @description Change due back to the customer (Square computes it). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 150
                 */
                charge_back_amount?: number | null;
            };
            /** @description The card paid with. */
            card_details?: {
                /** @description Details of the card that are not confidential. */
                card?: {
                    /**
                     * @description Id of the card.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description First six digits of the card number (Bank Identification Number).
                     * @example 41111
                     */
                    bin?: string | null;
                    /**
                     * @description Brand of the card.
                     * @example visa
                     * @enum {string|null}
                     */
                    card_brand?: "visa" | "mastercard" | "amex" | "discover" | "discover-diners" | "jcb" | "china-unionpay" | "square-gift-card" | "square-capital-card" | "interac" | "eftpos" | "felica" | "ebt" | "other" | null;
                    /**
                     * @description Kind of card.
                     * @example credit
                     * @enum {string|null}
                     */
                    card_type?: "credit" | "debit" | "prepaid" | "other" | null;
                    /**
                     * @description Whether the card is prepaid.
                     * @example prepaid
                     * @enum {string|null}
                     */
                    prepaid_type?: "non-prepaid" | "prepaid" | "unknown" | null;
                    /**
                     * @description Name on the card.
                     * @example John Doe
                     */
                    cardholder_name?: string | null;
                    /**
                     * @description Customer the card belongs to.
                     * @example 12345
                     */
                    customer_id?: string | null;
                    /**
                     * @description Merchant the card is kept for.
                     * @example 12345
                     */
                    merchant_id?: string;
                    /**
                     * @description Expiry month, 1 to 12.
                     * @example 1
                     */
                    exp_month?: number | null;
                    /**
                     * @description Expiry year, four digits.
                     * @example 2022
                     */
                    exp_year?: number | null;
                    /**
                     * @description A value that is the same for every use of this card.
                     * @example fp-7f3a
                     */
                    fingerprint?: string | null;
                    /**
                     * @description Last four digits of the card number.
                     * @example 1234
                     */
                    last_4?: string | null;
                    /**
                     * @description Whether the card can be used for payments.
                     * @example true
                     */
                    enabled?: boolean | null;
                    billing_address?: components["schemas"]["Address"];
                    /**
                     * @description A reference of your own for the card.
                     * @example card-001
                     */
                    reference_id?: string | null;
                    /**
                     * Version
                     * @description Version of the record at the platform, for optimistic concurrency.
                     * @example 230320320320
                     */
                    version?: string | null;
                } | null;
            };
            /** @description The bank account paid from. */
            bank_account?: {
                /**
                 * @description Name of the bank.
                 * @example Chase
                 */
                bank_name?: string;
                /**
                 * @description Kind of transfer: ACH or UNKNOWN.
                 * @example ACH
                 */
                transfer_type?: string;
                /**
                 * @description Who owns the account: INDIVIDUAL, COMPANY or UNKNOWN.
                 * @example COMPANY
                 */
                account_ownership_type?: string;
                /**
                 * @description A value that is the same for every payment from this account at this seller.
                 * @example 1234567890
                 */
                fingerprint?: string;
                /**
                 * @description Country of the account (ISO 3166-1 alpha-2).
                 * @example US
                 */
                country?: string | null;
                /**
                 * @description Description sent to the bank.
                 * @example Payment for order #1234567890
                 */
                statement_description?: string;
                /** @description ACH transfer details. */
                ach_details?: {
                    /**
                     * @description Routing number of the account.
                     * @example 1234567890
                     */
                    routing_number?: string;
                    /**
                     * @description Last digits of the account number.
                     * @example 1234567890
                     */
                    account_number_suffix?: string;
                    /**
                     * @description Kind of account: CHECKING, SAVINGS or UNKNOWN.
                     * @example CHECKING
                     */
                    account_type?: string;
                };
            };
            /** @description The wallet paid with. */
            wallet?: {
                /**
                 * @description State of the wallet payment.
                 * @example authorized
                 * @enum {string}
                 */
                status?: "authorized" | "captured" | "voided" | "failed" | "other";
            };
            /** @description A payment received outside the platform. */
            external_details?: {
                /**
                 * @description Kind of payment received outside the platform.
                 * @example check
                 * @enum {string}
                 */
                type?: "check" | "bank_transfer" | "other_gift_card" | "crypto" | "square_cash" | "social" | "external" | "emoney" | "card" | "stored_balance" | "food_voucher" | "other";
                /**
                 * @description Where it was received: "Food Delivery Service".
                 * @example Food Delivery Service
                 */
                source?: string;
                /**
                 * @description Id of the payment at its source.
                 * @example 12345
                 */
                source_id?: string;
                /**
                 * @description Fee the source kept. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 100
                 */
                source_fee_amount?: number;
            };
            /** @description Service charges or gratuity applied. */
            service_charges?: {
                /**
                 * @description Id of the service charge.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the service charge.
                 * @example Service charge
                 */
                name?: string;
                /**
                 * @description Amount of the service charge. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Percentage of the service charge, where it is one.
                 * @example 12.5
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the service charge applies.
                 * @example true
                 */
                active?: boolean | null;
                /**
                 * @description Kind of service charge.
                 * @example auto_gratuity
                 * @enum {string}
                 */
                type?: "auto_gratuity" | "custom";
            }[];
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
        /** Pos Payment */
        PosPaymentInput: {
            /**
             * @description Id of the payment.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Where the money comes from: a card nonce, a card on file, CASH or EXTERNAL (Square).
             * @example 12345
             */
            source_id?: string;
            /**
             * @description Order the payment pays.
             * @example 12345
             */
            order_id?: string;
            /**
             * @description Merchant paid.
             * @example 12345
             */
            merchant_id?: string;
            /**
             * @description Customer who pays.
             * @example 12345
             */
            customer_id?: string;
            /**
             * @description Employee who took the payment.
             * @example 12345
             */
            employee_id?: string;
            /**
             * @description Location of the payment.
             * @example 12345
             */
            location_id?: string;
            /**
             * @description Device that took the payment.
             * @example 12345
             */
            device_id?: string;
            /**
             * @description Tender paid with.
             * @example 12345
             */
            tender_id?: string;
            /**
             * @description Id of the payment in another system.
             * @example 12345
             */
            external_payment_id?: string;
            /**
             * @description A key of your choice that makes this create happen once: the same key and body answer the first answer again. Counts as the Idempotency-Key header.
             * @example random_string
             */
            idempotency_key?: string;
            /**
             * @description Amount of the payment, before tip. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 2750
             */
            amount?: number;
            currency?: components["schemas"]["Currency"];
            /**
             * @description Tip. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 100
             */
            tip?: number;
            /**
             * @description Tax. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 200
             */
            tax?: number;
            /**
             * @description Total charged: amount and tip. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 2850
             */
            total?: number;
            /**
             * @description Fee the application takes for making the payment. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 50
             */
            app_fee?: number;
            /**
             * @description Change given back (cash payments). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 0
             */
            change_back_cash_amount?: number;
            /**
             * @description Amount first approved. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 2850
             */
            approved?: number;
            /**
             * @description Amount refunded. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
             * @example 0
             */
            refunded?: number;
            processing_fees?: {
                /**
                 * @description Fee charged. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 30
                 */
                amount?: number;
                /**
                 * Format: date-time
                 * @description When the fee took effect.
                 * @example 2020-09-30T07:43:32.000Z
                 */
                effective_at?: string;
                /**
                 * @description Whether the fee is the first one or an adjustment.
                 * @example initial
                 * @enum {string}
                 */
                processing_type?: "initial" | "adjustment";
            }[];
            /**
             * @description Kind of source paid from.
             * @example external
             * @enum {string}
             */
            source?: "card" | "bank_account" | "wallet" | "bnpl" | "cash" | "external" | "other";
            /**
             * @description State of the payment.
             * @example approved
             * @enum {string}
             */
            status?: "approved" | "pending" | "completed" | "canceled" | "failed" | "other";
            /** @description Cash given for the payment. */
            cash?: {
                /**
                 * @description Cash the customer handed over. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 3000
                 */
                amount?: number | null;
                /**
                 * @description Change due back to the customer (Square computes it). An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 150
                 */
                charge_back_amount?: number | null;
            };
            /** @description The card paid with. */
            card_details?: {
                /** @description Details of the card that are not confidential. */
                card?: {
                    /**
                     * @description Id of the card.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description First six digits of the card number (Bank Identification Number).
                     * @example 41111
                     */
                    bin?: string | null;
                    /**
                     * @description Brand of the card.
                     * @example visa
                     * @enum {string|null}
                     */
                    card_brand?: "visa" | "mastercard" | "amex" | "discover" | "discover-diners" | "jcb" | "china-unionpay" | "square-gift-card" | "square-capital-card" | "interac" | "eftpos" | "felica" | "ebt" | "other" | null;
                    /**
                     * @description Kind of card.
                     * @example credit
                     * @enum {string|null}
                     */
                    card_type?: "credit" | "debit" | "prepaid" | "other" | null;
                    /**
                     * @description Whether the card is prepaid.
                     * @example prepaid
                     * @enum {string|null}
                     */
                    prepaid_type?: "non-prepaid" | "prepaid" | "unknown" | null;
                    /**
                     * @description Name on the card.
                     * @example John Doe
                     */
                    cardholder_name?: string | null;
                    /**
                     * @description Customer the card belongs to.
                     * @example 12345
                     */
                    customer_id?: string | null;
                    /**
                     * @description Merchant the card is kept for.
                     * @example 12345
                     */
                    merchant_id?: string;
                    /**
                     * @description Expiry month, 1 to 12.
                     * @example 1
                     */
                    exp_month?: number | null;
                    /**
                     * @description Expiry year, four digits.
                     * @example 2022
                     */
                    exp_year?: number | null;
                    /**
                     * @description A value that is the same for every use of this card.
                     * @example fp-7f3a
                     */
                    fingerprint?: string | null;
                    /**
                     * @description Last four digits of the card number.
                     * @example 1234
                     */
                    last_4?: string | null;
                    /**
                     * @description Whether the card can be used for payments.
                     * @example true
                     */
                    enabled?: boolean | null;
                    billing_address?: components["schemas"]["Address"];
                    /**
                     * @description A reference of your own for the card.
                     * @example card-001
                     */
                    reference_id?: string | null;
                    /**
                     * Version
                     * @description Version of the record at the platform, for optimistic concurrency.
                     * @example 230320320320
                     */
                    version?: string | null;
                } | null;
            };
            /** @description The bank account paid from. */
            bank_account?: {
                /**
                 * @description Name of the bank.
                 * @example Chase
                 */
                bank_name?: string;
                /**
                 * @description Kind of transfer: ACH or UNKNOWN.
                 * @example ACH
                 */
                transfer_type?: string;
                /**
                 * @description Who owns the account: INDIVIDUAL, COMPANY or UNKNOWN.
                 * @example COMPANY
                 */
                account_ownership_type?: string;
                /**
                 * @description A value that is the same for every payment from this account at this seller.
                 * @example 1234567890
                 */
                fingerprint?: string;
                /**
                 * @description Country of the account (ISO 3166-1 alpha-2).
                 * @example US
                 */
                country?: string | null;
                /**
                 * @description Description sent to the bank.
                 * @example Payment for order #1234567890
                 */
                statement_description?: string;
                /** @description ACH transfer details. */
                ach_details?: {
                    /**
                     * @description Routing number of the account.
                     * @example 1234567890
                     */
                    routing_number?: string;
                    /**
                     * @description Last digits of the account number.
                     * @example 1234567890
                     */
                    account_number_suffix?: string;
                    /**
                     * @description Kind of account: CHECKING, SAVINGS or UNKNOWN.
                     * @example CHECKING
                     */
                    account_type?: string;
                };
            };
            /** @description The wallet paid with. */
            wallet?: {
                /**
                 * @description State of the wallet payment.
                 * @example authorized
                 * @enum {string}
                 */
                status?: "authorized" | "captured" | "voided" | "failed" | "other";
            };
            /** @description A payment received outside the platform. */
            external_details?: {
                /**
                 * @description Kind of payment received outside the platform.
                 * @example check
                 * @enum {string}
                 */
                type: "check" | "bank_transfer" | "other_gift_card" | "crypto" | "square_cash" | "social" | "external" | "emoney" | "card" | "stored_balance" | "food_voucher" | "other";
                /**
                 * @description Where it was received: "Food Delivery Service".
                 * @example Food Delivery Service
                 */
                source: string;
                /**
                 * @description Id of the payment at its source.
                 * @example 12345
                 */
                source_id?: string;
                /**
                 * @description Fee the source kept. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 100
                 */
                source_fee_amount?: number;
            };
            /** @description Service charges or gratuity applied. */
            service_charges?: {
                /**
                 * @description Id of the service charge.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Name of the service charge.
                 * @example Service charge
                 */
                name?: string;
                /**
                 * @description Amount of the service charge. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1000
                 */
                amount?: number;
                /**
                 * @description Percentage of the service charge, where it is one.
                 * @example 12.5
                 */
                percentage?: number;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description Whether the service charge applies.
                 * @example true
                 */
                active?: boolean | null;
                /**
                 * @description Kind of service charge.
                 * @example auto_gratuity
                 * @enum {string}
                 */
                type?: "auto_gratuity" | "custom";
            }[];
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
        /** Tender */
        Tender: {
            /**
             * @description Id of the tender.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Key of the tender at the platform.
             * @example com.clover.tender.cash
             */
            key?: string | null;
            /**
             * @description Name the tender is shown by.
             * @example Cash
             */
            label?: string | null;
            /**
             * @description Whether the tender can be used.
             * @example true
             */
            active?: boolean | null;
            /**
             * @description Whether the tender is hidden.
             * @example false
             */
            hidden?: boolean | null;
            /**
             * @description Whether the tender can be changed.
             * @example true
             */
            editable?: boolean | null;
            /**
             * @description Whether paying with it opens the cash drawer.
             * @example true
             */
            opens_cash_drawer?: boolean;
            /**
             * @description Whether payments with it take tips.
             * @example true
             */
            allows_tipping?: boolean;
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
        /** Tender */
        TenderInput: {
            /**
             * @description Id of the tender.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Key of the tender at the platform.
             * @example com.clover.tender.cash
             */
            key?: string | null;
            /**
             * @description Name the tender is shown by.
             * @example Cash
             */
            label?: string | null;
            /**
             * @description Whether the tender can be used.
             * @example true
             */
            active?: boolean | null;
            /**
             * @description Whether the tender is hidden.
             * @example false
             */
            hidden?: boolean | null;
            /**
             * @description Whether the tender can be changed.
             * @example true
             */
            editable?: boolean | null;
            /**
             * @description Whether paying with it opens the cash drawer.
             * @example true
             */
            opens_cash_drawer?: boolean;
            /**
             * @description Whether payments with it take tips.
             * @example true
             */
            allows_tipping?: boolean;
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
        OrdersAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "orders";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Order"][];
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
        OrdersOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "orders";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Order"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrdersAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "orders";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrdersUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "orders";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrdersDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "orders";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrdersPayResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "orders";
            operation: string;
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        PaymentsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "payments";
            /** @constant */
            operation: "all";
            data: components["schemas"]["PosPayment"][];
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
        PaymentsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "payments";
            /** @constant */
            operation: "one";
            data: components["schemas"]["PosPayment"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        PaymentsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "payments";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        PaymentsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "payments";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        PaymentsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "payments";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        MerchantsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "merchants";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Merchant"][];
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
        MerchantsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "merchants";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Merchant"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        MerchantsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "merchants";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        MerchantsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "merchants";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        MerchantsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "merchants";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        LocationsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "locations";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Location"][];
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
        LocationsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "locations";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Location"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        LocationsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "locations";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        LocationsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "locations";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        LocationsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "locations";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ItemsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "items";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Item"][];
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
        ItemsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "items";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Item"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        ItemsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "items";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ItemsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "items";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ItemsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "items";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifiersAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifiers";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Modifier"][];
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
        ModifiersOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifiers";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Modifier"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifiersAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "modifiers";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifiersUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifiers";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifiersDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifiers";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifierGroupsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifier-groups";
            /** @constant */
            operation: "all";
            data: components["schemas"]["ModifierGroup"][];
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
        ModifierGroupsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifier-groups";
            /** @constant */
            operation: "one";
            data: components["schemas"]["ModifierGroup"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifierGroupsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "modifier-groups";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifierGroupsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifier-groups";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        ModifierGroupsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "modifier-groups";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrderTypesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "order-types";
            /** @constant */
            operation: "all";
            data: components["schemas"]["OrderType"][];
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
        OrderTypesOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "order-types";
            /** @constant */
            operation: "one";
            data: components["schemas"]["OrderType"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrderTypesAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "order-types";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrderTypesUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "order-types";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        OrderTypesDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "order-types";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TendersAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tenders";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Tender"][];
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
        TendersOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tenders";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Tender"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        TendersAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "tenders";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TendersUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tenders";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TendersDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "tenders";
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
        /** @description Cursor from meta.cursors of a previous page. */
        cursor: string | null;
        /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
        passThrough: {
            [key: string]: string;
        };
        /** @description Page size, 1 to 200; default 20. */
        limit: number;
        /** @description Id of the order. */
        id: string;
        /** @description The modifier group the modifier belongs to, where the platform needs it to find the modifier. */
        filterModifierGroupId: string;
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
    ordersAll: {
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
                /** @description Only orders of this location. */
                location_id?: string;
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
            /** @description List orders */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersAllResponse"];
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
    ordersAdd: {
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
                "application/json": WithRequired<components["schemas"]["OrderInput"], "merchant_id" | "location_id">;
            };
        };
        responses: {
            /** @description Create an order */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersAddResponse"];
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
    ordersOne: {
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
                /** @description Id of the order. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an order */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersOneResponse"];
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
    ordersDelete: {
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
                /** @description Id of the order. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an order */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersDeleteResponse"];
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
    ordersUpdate: {
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
                /** @description Id of the order. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description Update an order */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersUpdateResponse"];
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
    ordersPay: {
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
                /** @description Id of the order. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["OrderInput"], "merchant_id" | "location_id">;
            };
        };
        responses: {
            /** @description Pay Order */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrdersPayResponse"];
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
    paymentsAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List payments */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsAllResponse"];
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
    paymentsAdd: {
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
                "application/json": WithRequired<components["schemas"]["PosPaymentInput"], "source_id" | "customer_id" | "amount" | "currency" | "order_id" | "tender_id">;
            };
        };
        responses: {
            /** @description Create a payment */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsAddResponse"];
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
    paymentsOne: {
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
                /** @description Id of the payment. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a payment */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsOneResponse"];
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
    paymentsDelete: {
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
                /** @description Id of the payment. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a payment */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsDeleteResponse"];
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
    paymentsUpdate: {
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
                /** @description Id of the payment. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PosPaymentInput"];
            };
        };
        responses: {
            /** @description Update a payment */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentsUpdateResponse"];
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
    merchantsAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List merchants */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantsAllResponse"];
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
    merchantsAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantInput"];
            };
        };
        responses: {
            /** @description Create a merchant */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantsAddResponse"];
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
    merchantsOne: {
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
                /** @description Id of the merchant. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a merchant */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantsOneResponse"];
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
    merchantsDelete: {
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
                /** @description Id of the merchant. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a merchant */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantsDeleteResponse"];
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
    merchantsUpdate: {
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
                /** @description Id of the merchant. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantInput"];
            };
        };
        responses: {
            /** @description Update a merchant */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantsUpdateResponse"];
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
    locationsAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List locations */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationsAllResponse"];
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
    locationsAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationInput"];
            };
        };
        responses: {
            /** @description Create a location */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationsAddResponse"];
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
    locationsOne: {
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
                /** @description Id of the location. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a location */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationsOneResponse"];
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
    locationsDelete: {
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
                /** @description Id of the location. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a location */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationsDeleteResponse"];
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
    locationsUpdate: {
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
                /** @description Id of the location. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationInput"];
            };
        };
        responses: {
            /** @description Update a location */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationsUpdateResponse"];
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
    itemsAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List items */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsAllResponse"];
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
    itemsAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["ItemInput"], "name">;
            };
        };
        responses: {
            /** @description Create an item */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsAddResponse"];
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
    itemsOne: {
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
                /** @description Id of the item. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an item */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsOneResponse"];
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
    itemsDelete: {
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
                /** @description Id of the item. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an item */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsDeleteResponse"];
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
    itemsUpdate: {
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
                /** @description Id of the item. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemInput"];
            };
        };
        responses: {
            /** @description Update an item */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsUpdateResponse"];
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
    modifiersAll: {
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
                /** @description Only modifiers of this modifier group. */
                "filter[modifier_group_id]"?: string;
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
            /** @description List modifiers */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifiersAllResponse"];
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
    modifiersAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["ModifierInput"], "name" | "modifier_group_id">;
            };
        };
        responses: {
            /** @description Create a modifier */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifiersAddResponse"];
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
    modifiersOne: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description The modifier group the modifier belongs to, where the platform needs it to find the modifier. */
                "filter[modifier_group_id]"?: components["parameters"]["filterModifierGroupId"];
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
                /** @description Id of the modifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a modifier */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifiersOneResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
    modifiersDelete: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description The modifier group the modifier belongs to, where the platform needs it to find the modifier. */
                "filter[modifier_group_id]"?: components["parameters"]["filterModifierGroupId"];
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
                /** @description Id of the modifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a modifier */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifiersDeleteResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
    modifiersUpdate: {
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
                /** @description Id of the modifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifierInput"];
            };
        };
        responses: {
            /** @description Update a modifier */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifiersUpdateResponse"];
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
    modifierGroupsAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List modifier groups */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifierGroupsAllResponse"];
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
    modifierGroupsAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifierGroupInput"];
            };
        };
        responses: {
            /** @description Create a modifier group */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifierGroupsAddResponse"];
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
    modifierGroupsOne: {
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
                /** @description Id of the modifier group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a modifier group */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifierGroupsOneResponse"];
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
    modifierGroupsDelete: {
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
                /** @description Id of the modifier group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a modifier group */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifierGroupsDeleteResponse"];
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
    modifierGroupsUpdate: {
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
                /** @description Id of the modifier group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifierGroupInput"];
            };
        };
        responses: {
            /** @description Update a modifier group */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModifierGroupsUpdateResponse"];
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
    orderTypesAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List order types */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTypesAllResponse"];
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
    orderTypesAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTypeInput"];
            };
        };
        responses: {
            /** @description Create an order type */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTypesAddResponse"];
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
    orderTypesOne: {
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
                /** @description Id of the order type. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an order type */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTypesOneResponse"];
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
    orderTypesDelete: {
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
                /** @description Id of the order type. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an order type */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTypesDeleteResponse"];
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
    orderTypesUpdate: {
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
                /** @description Id of the order type. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderTypeInput"];
            };
        };
        responses: {
            /** @description Update an order type */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTypesUpdateResponse"];
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
    tendersAll: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tenders */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TendersAllResponse"];
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
    tendersAdd: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenderInput"];
            };
        };
        responses: {
            /** @description Create a tender */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TendersAddResponse"];
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
    tendersOne: {
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
                /** @description Id of the tender. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a tender */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TendersOneResponse"];
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
    tendersDelete: {
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
                /** @description Id of the tender. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a tender */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TendersDeleteResponse"];
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
    tendersUpdate: {
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
                /** @description Id of the tender. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenderInput"];
            };
        };
        responses: {
            /** @description Update a tender */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TendersUpdateResponse"];
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
