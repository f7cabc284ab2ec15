/**
 * Generated from openapi/file-storage.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/file-storage/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description Lists the files of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["filesAll"];
        put?: never;
        /**
         * Upload a file
         * @description Creates a file on the platform; `data.id` is its new id.
         */
        post: operations["filesUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file
         * @description Reads one file by id.
         */
        get: operations["filesOne"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description Deletes the file on the platform.
         */
        delete: operations["filesDelete"];
        options?: never;
        head?: never;
        /**
         * Update a file
         * @description Changes the fields sent; the others keep their values. `data.id` is the file's id.
         */
        patch: operations["filesUpdate"];
        trace?: never;
    };
    "/file-storage/files/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description Answers the file's content as the platform holds it, with its media type (not a JSON envelope).
         */
        get: operations["filesDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/files/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search files
         * @description Lists the files (and folders) matching a query, a page at a time, as the list does.
         */
        post: operations["filesSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/files/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a file
         * @description Answers the file converted to `format` (one of its `export_formats`), as bytes of that media type.
         */
        get: operations["filesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a folder
         * @description Reads one folder by id.
         */
        get: operations["foldersOne"];
        put?: never;
        post?: never;
        /**
         * Delete a folder
         * @description Deletes the folder on the platform.
         */
        delete: operations["foldersDelete"];
        options?: never;
        head?: never;
        /**
         * Update a folder
         * @description Changes the fields sent; the others keep their values. `data.id` is the folder's id.
         */
        patch: operations["foldersUpdate"];
        trace?: never;
    };
    "/file-storage/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a folder
         * @description Creates a folder on the platform; `data.id` is its new id.
         */
        post: operations["foldersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/folders/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a folder
         * @description Copies the folder with everything in it into `parent_folder_id`, under `name` where given; `data.id` is the copy's id.
         */
        post: operations["foldersCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/shared-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shared links
         * @description Lists the shared links of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["sharedLinksAll"];
        put?: never;
        /**
         * Create a shared link
         * @description Creates a shared link on the platform; `data.id` is its new id.
         */
        post: operations["sharedLinksAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/shared-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shared link
         * @description Reads one shared link by id.
         */
        get: operations["sharedLinksOne"];
        put?: never;
        post?: never;
        /**
         * Delete a shared link
         * @description Deletes the shared link on the platform.
         */
        delete: operations["sharedLinksDelete"];
        options?: never;
        head?: never;
        /**
         * Update a shared link
         * @description Changes the fields sent; the others keep their values. `data.id` is the shared link's id.
         */
        patch: operations["sharedLinksUpdate"];
        trace?: never;
    };
    "/file-storage/drives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List drives
         * @description Lists the drives of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["drivesAll"];
        put?: never;
        /**
         * Create a drive
         * @description Creates a drive on the platform; `data.id` is its new id.
         */
        post: operations["drivesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/drives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a drive
         * @description Reads one drive by id.
         */
        get: operations["drivesOne"];
        put?: never;
        post?: never;
        /**
         * Delete a drive
         * @description Deletes the drive on the platform.
         */
        delete: operations["drivesDelete"];
        options?: never;
        head?: never;
        /**
         * Update a drive
         * @description Changes the fields sent; the others keep their values. `data.id` is the drive's id.
         */
        patch: operations["drivesUpdate"];
        trace?: never;
    };
    "/file-storage/drive-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List drive groups
         * @description Lists the drive groups of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["driveGroupsAll"];
        put?: never;
        /**
         * Create a drive group
         * @description Creates a drive group on the platform; `data.id` is its new id.
         */
        post: operations["driveGroupsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/drive-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a drive group
         * @description Reads one drive group by id.
         */
        get: operations["driveGroupsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a drive group
         * @description Deletes the drive group on the platform.
         */
        delete: operations["driveGroupsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a drive group
         * @description Changes the fields sent; the others keep their values. `data.id` is the drive group's id.
         */
        patch: operations["driveGroupsUpdate"];
        trace?: never;
    };
    "/file-storage/upload-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a upload session
         * @description Creates a upload session on the platform; `data.id` is its new id.
         */
        post: operations["uploadSessionsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/upload-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a upload session
         * @description Reads one upload session by id.
         */
        get: operations["uploadSessionsOne"];
        /**
         * Upload a part
         * @description Sends one part of the file: every part but the last exactly `part_size` bytes. A part sent again replaces nothing and is answered as before.
         */
        put: operations["uploadSessionsUpload"];
        post?: never;
        /**
         * Delete a upload session
         * @description Deletes the upload session on the platform.
         */
        delete: operations["uploadSessionsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-storage/upload-sessions/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish an upload session
         * @description Makes the file of the parts received, once every part is in; `data` is the new file.
         */
        post: operations["uploadSessionsFinish"];
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
        /** @description Values for the custom mappings set for this resource, by key: each is written to the platform field its mapping names. */
        CustomMappingValues: {
            [key: string]: string | number | boolean | {
                [key: string]: unknown;
            } | unknown[] | null;
        };
        /** Drive */
        Drive: {
            /**
             * @description Unique identifier of the drive.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description The name of the drive.
             * @example Project Resources
             */
            name?: string;
            /**
             * Description
             * @description A description of the object.
             * @example A description
             */
            description?: string | null;
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
        /** DriveGroup */
        DriveGroup: {
            /**
             * @description Unique identifier of the drive group.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description The name of the drive group.
             * @example accounting
             */
            name?: string;
            /**
             * @description The display name of the drive group.
             * @example accounting
             */
            display_name?: string | null;
            /**
             * Description
             * @description A description of the object.
             * @example A description
             */
            description?: string | null;
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
        /** DriveGroup */
        DriveGroupInput: {
            /**
             * @description Unique identifier of the drive group.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description The name of the drive group.
             * @example accounting
             */
            name?: string;
            /**
             * @description The display name of the drive group.
             * @example accounting
             */
            display_name?: string | null;
            /**
             * Description
             * @description A description of the object.
             * @example A description
             */
            description?: string | null;
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
        /** Drive */
        DriveInput: {
            /**
             * @description Unique identifier of the drive.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description The name of the drive.
             * @example Project Resources
             */
            name?: string;
            /**
             * Description
             * @description A description of the object.
             * @example A description
             */
            description?: string | null;
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
        /** Folder */
        Folder: {
            /**
             * @description Unique identifier of the folder.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description The platform's id of the item.
             * @example 12345
             */
            downstream_id?: $Read<string | null>;
            /**
             * @description The name of the folder.
             * @example Documents
             */
            name?: string;
            /**
             * @description Optional description of the folder.
             * @example My Personal Documents
             */
            description?: string | null;
            /**
             * @description The full path of the folder (includes the folder name).
             * @example /Personal/Documents
             */
            path?: $Read<string | null>;
            /**
             * @description The size of the folder in bytes.
             * @example 1810673
             */
            size?: $Read<number | null>;
            /** @description Whether the current user can download the contents of this folder. */
            downloadable?: boolean | null;
            /** Owner */
            owner?: $Read<{
                /**
                 * @description ID of the owner.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Email of the owner.
                 * @example hello@example.com
                 */
                email?: $Read<string | null>;
                /**
                 * @description Name of the owner.
                 * @example Robin Hale
                 */
                name?: $Read<string | null>;
            }>;
            /** @description The parent folders of the item, starting from the root. */
            parent_folders?: {
                /**
                 * @description Unique identifier of the folder.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description The name of the folder.
                 * @example Personal
                 */
                name?: string | null;
            }[];
            /** @description Whether the list of parent folders is complete. Some connectors only return the direct parent of a folder. */
            parent_folders_complete?: $Read<boolean>;
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
        /** SharedLink */
        SharedLink: {
            /**
             * @description The URL that opens the item.
             * @example https://app.box.com/s/vspke7y05sb214wjokpk
             */
            url?: $Read<string | null>;
            /**
             * @description The URL that downloads the file.
             * @example https://app.box.com/shared/static/rh935iit6ewrmw0unyul.jpeg
             */
            download_url?: string | null;
            /**
             * @description The ID of the file or folder to link.
             * @example 12345
             */
            target_id?: $Write<string | null>;
            /** SharedLinkTarget */
            target?: $Read<{
                /**
                 * @description Unique identifier of the file or folder.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description The name of the file.
                 * @example sample.jpg
                 */
                name?: string | null;
                /**
                 * @description The type of resource: file, folder or url.
                 * @example file
                 * @enum {string|null}
                 */
                type?: $Read<"file" | "folder" | "url" | null>;
            }>;
            /**
             * @description Who the link opens the item for.
             * @example company
             * @enum {string|null}
             */
            scope?: "public" | "company" | null;
            /** @description Whether the link asks for a password. */
            password_protected?: $Read<boolean | null>;
            /** @description Optional password for the link. */
            password?: $Write<string | null>;
            /**
             * Format: date-time
             * @description When the link stops working.
             * @example 2020-09-30T07:43:32.000Z
             */
            expires_at?: $Read<string | null>;
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
        /** SharedLink */
        SharedLinkInput: {
            /**
             * @description The URL that opens the item.
             * @example https://app.box.com/s/vspke7y05sb214wjokpk
             */
            url?: $Read<string | null>;
            /**
             * @description The URL that downloads the file.
             * @example https://app.box.com/shared/static/rh935iit6ewrmw0unyul.jpeg
             */
            download_url?: string | null;
            /**
             * @description The ID of the file or folder to link.
             * @example 12345
             */
            target_id?: $Write<string | null>;
            /** SharedLinkTarget */
            target?: $Read<{
                /**
                 * @description Unique identifier of the file or folder.
                 * @example 12345
                 */
                id: $Read<string>;
                /**
                 * @description The name of the file.
                 * @example sample.jpg
                 */
                name?: string | null;
                /**
                 * @description The type of resource: file, folder or url.
                 * @example file
                 * @enum {string|null}
                 */
                type?: $Read<"file" | "folder" | "url" | null>;
            }>;
            /**
             * @description Who the link opens the item for.
             * @example company
             * @enum {string|null}
             */
            scope?: "public" | "company" | null;
            /** @description Whether the link asks for a password. */
            password_protected?: $Read<boolean | null>;
            /** @description Optional password for the link. */
            password?: $Write<string | null>;
            /**
             * Format: date-time
             * @description When the link stops working.
             * @example 2020-09-30T07:43:32.000Z
             */
            expires_at?: $Read<string | null>;
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
        /** UnifiedFile */
        UnifiedFile: {
            /**
             * @description Unique identifier of the file.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description The platform's id of the item.
             * @example 12345
             */
            downstream_id?: $Read<string | null>;
            /**
             * @description The name of the file.
             * @example sample.jpg
             */
            name?: string | null;
            /**
             * @description Optional description of the file.
             * @example A sample image
             */
            description?: string | null;
            /**
             * @description The type of resource: file, folder or url.
             * @example file
             * @enum {string|null}
             */
            type?: $Read<"file" | "folder" | "url" | null>;
            /**
             * @description The full path of the file or folder (includes the file name).
             * @example /Documents/sample.jpg
             */
            path?: string | null;
            /**
             * @description The MIME type of the file.
             * @example image/jpeg
             */
            mime_type?: string | null;
            /** @description Whether the current user can download this file. */
            downloadable?: boolean;
            /**
             * @description The size of the file in bytes.
             * @example 1810673
             */
            size?: number | null;
            /** Owner */
            owner?: $Read<{
                /**
                 * @description ID of the owner.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description Email of the owner.
                 * @example hello@example.com
                 */
                email?: $Read<string | null>;
                /**
                 * @description Name of the owner.
                 * @example Robin Hale
                 */
                name?: $Read<string | null>;
            }>;
            /**
             * @description The folder the file is in (SPEC.md's compact File).
             * @example 1234
             */
            parent_folder_id?: $Read<string | null>;
            /** @description The parent folders of the item, starting from the root. */
            parent_folders?: {
                /**
                 * @description Unique identifier of the folder.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description The name of the folder.
                 * @example Personal
                 */
                name?: string | null;
            }[];
            /** @description Whether the list of parent folders is complete. Some connectors only return the direct parent of a file. */
            parent_folders_complete?: boolean;
            /** @description Permissions the current user has on this file. */
            permissions?: {
                /** @description Whether the current user can download this file. */
                download?: boolean;
            };
            /** @description Whether the file can be exported to other formats (Google Docs, Dropbox Paper). */
            exportable?: boolean;
            /** @description The formats the file exports to. */
            export_formats?: string[] | null;
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
        /** UploadSession */
        UploadSession: {
            /**
             * @description Unique identifier of the upload session.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Whether the upload session was completed successfully.
             * @example true
             */
            success?: $Read<boolean>;
            /**
             * @description Size in bytes of each part but the last.
             * @example 8388608
             */
            part_size?: $Read<number>;
            /**
             * @description Whether parts may be uploaded in parallel (and so in any order).
             * @example true
             */
            parallel_upload_supported?: $Read<boolean>;
            /**
             * @description The byte ranges received so far, inclusive, comma-separated: "0-8388607,16777216-20000000".
             * @example 0-42
             */
            uploaded_byte_range?: $Read<string>;
            /**
             * Format: date-time
             * @description When the session expires; its parts are then dropped.
             * @example 2020-09-30T07:43:32.000Z
             */
            expires_at?: $Read<string | null>;
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
        };
        FilesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "files";
            /** @constant */
            operation: "all";
            data: components["schemas"]["UnifiedFile"][];
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
        FilesOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "files";
            /** @constant */
            operation: "one";
            data: components["schemas"]["UnifiedFile"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        FilesUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "files";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        FilesDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "files";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        FilesSearchResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "files";
            operation: string;
            data: components["schemas"]["UnifiedFile"][];
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
        FoldersOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "folders";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Folder"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        FoldersAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "folders";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        FoldersUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "folders";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        FoldersDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "folders";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        FoldersCopyResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "folders";
            operation: string;
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        SharedLinksAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "shared-links";
            /** @constant */
            operation: "all";
            data: components["schemas"]["SharedLink"][];
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
        SharedLinksOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "shared-links";
            /** @constant */
            operation: "one";
            data: components["schemas"]["SharedLink"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        SharedLinksAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "shared-links";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        SharedLinksUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "shared-links";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        SharedLinksDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "shared-links";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DrivesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drives";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Drive"][];
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
        DrivesOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drives";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Drive"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        DrivesAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "drives";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DrivesUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drives";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DrivesDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drives";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DriveGroupsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drive-groups";
            /** @constant */
            operation: "all";
            data: components["schemas"]["DriveGroup"][];
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
        DriveGroupsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drive-groups";
            /** @constant */
            operation: "one";
            data: components["schemas"]["DriveGroup"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        DriveGroupsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "drive-groups";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DriveGroupsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drive-groups";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DriveGroupsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "drive-groups";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        UploadSessionsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "upload-sessions";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        UploadSessionsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "upload-sessions";
            /** @constant */
            operation: "one";
            data: components["schemas"]["UploadSession"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        UploadSessionsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "upload-sessions";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        FilesUploadResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "files";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        UploadSessionsUploadResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "upload-sessions";
            operation: string;
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        UploadSessionsFinishResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "upload-sessions";
            operation: string;
            data: components["schemas"]["UnifiedFile"];
            _raw?: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: {
        /**
         * @description One byte range of the content (`bytes=0-1023`): answered 206 with Content-Range where the platform serves ranges.
         * @example bytes=0-1023
         */
        Range: string;
        /** @description A unique value per create, with the same effect as Idempotency-Key (its own namespace). Do not send both. */
        "X-Unique-Transaction-ID": string;
        /**
         * @description RFC 3230 digest of the bytes sent (a part, or at the finish the whole file): `sha=<base64 SHA-1>`. Platforms that check digests (Box) require it.
         * @example sha=fpRyg5eVQletdZqEKaFlqwBXJzM=
         */
        digest: string;
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
         * @description The fields of the uploaded record as a JSON object, such as its name and description.
         * @example {"name":"invoice.pdf","description":"Signed copy"}
         */
        "x-svc-metadata": string;
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
        /** @description ID of the drive to filter on. */
        filterDriveId: string;
        /** @description ID of the folder to filter on; the root folder has the alias "root". */
        filterFolderId: string;
        /** @description Only files and folders that are shared. */
        filterShared: boolean;
        /** @description Id of the file. */
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
    filesAll: {
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
                /** @description ID of the drive to filter on. */
                "filter[drive_id]"?: components["parameters"]["filterDriveId"];
                /** @description ID of the folder to filter on; the root folder has the alias "root". */
                "filter[folder_id]"?: components["parameters"]["filterFolderId"];
                /** @description Only files and folders that are shared. */
                "filter[shared]"?: components["parameters"]["filterShared"];
                /** @description Field to sort the list by, where the connector can. */
                "sort[by]"?: "created_at" | "updated_at" | "name";
                /** @description Sort order; asc unless desc. */
                "sort[direction]"?: "asc" | "desc";
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
            /** @description List files */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesAllResponse"];
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
    filesUpload: {
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
                /**
                 * @description The fields of the uploaded record as a JSON object, such as its name and description.
                 * @example {"name":"invoice.pdf","description":"Signed copy"}
                 */
                "x-svc-metadata": components["parameters"]["x-svc-metadata"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The file itself, sent with its Content-Type; its fields (file name, description) go in the x-svc-metadata header. */
        requestBody: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Upload a file */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesUploadResponse"];
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
    filesOne: {
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
                /** @description Id of the file. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a file */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesOneResponse"];
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
    filesDelete: {
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
                /** @description Id of the file. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a file */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesDeleteResponse"];
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
    filesUpdate: {
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
                /** @description Id of the file. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The name of the file.
                     * @example New Name.pdf
                     */
                    name?: string;
                    /**
                     * @description Optional description of the file.
                     * @example Renamed PDF Document
                     */
                    description?: string;
                    /**
                     * @description The folder to put the item in: its id, or "root" for the top folder.
                     * @example 1234
                     */
                    parent_folder_id?: string;
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Update a file */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesUpdateResponse"];
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
    filesDownload: {
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
                 * @description Connector to call (e.g. twilio). Needed only when the consumer has several enabled connections for this unified API.
                 * @example twilio
                 */
                "x-svc-service-id"?: components["parameters"]["x-svc-service-id"];
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
                /**
                 * @description One byte range of the content (`bytes=0-1023`): answered 206 with Content-Range where the platform serves ranges.
                 * @example bytes=0-1023
                 */
                Range?: components["parameters"]["Range"];
            };
            path: {
                /** @description Id of the file. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's content. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
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
    filesSearch: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Cursor from meta.cursors of a previous page. */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, 1 to 200; default 20. */
                limit?: components["parameters"]["limit"];
                /** @description ID of the drive to filter on. */
                "filter[drive_id]"?: components["parameters"]["filterDriveId"];
                /** @description ID of the folder to filter on; the root folder has the alias "root". */
                "filter[folder_id]"?: components["parameters"]["filterFolderId"];
                /** @description Only files and folders that are shared. */
                "filter[shared]"?: components["parameters"]["filterShared"];
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
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The query to search for. May match across multiple fields.
                     * @example logo jpg
                     */
                    query: string;
                    /**
                     * @description ID of the drive to filter on.
                     * @example 1234
                     */
                    drive_id?: string;
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Search files */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesSearchResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [UnsupportedSortFieldError](http://127.0.0.1:8080/errors/UnsupportedSortFieldError), [InvalidCursorError](http://127.0.0.1:8080/errors/InvalidCursorError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [PaginationNotSupportedError](http://127.0.0.1:8080/errors/PaginationNotSupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "InvalidCursorError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "PaginationNotSupportedError" | "RequestHeadersValidationError" | "ConnectorExecutionError";
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
    filesExport: {
        parameters: {
            query: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Format to export the file to: one of the file's `export_formats`. */
                format: string;
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
                /** @description Time budget of the platform calls of this request, in milliseconds: every call, retry and pacing wait comes out of it. Past it: 504 ConnectorTimeoutError. */
                "x-svc-timeout"?: components["parameters"]["x-svc-timeout"];
            };
            path: {
                /** @description Id of the file. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's content. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
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
    foldersOne: {
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
                /** @description Id of the folder. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a folder */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoldersOneResponse"];
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
    foldersDelete: {
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
                /** @description Id of the folder. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a folder */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoldersDeleteResponse"];
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
    foldersUpdate: {
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
                /** @description Id of the folder. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Unique identifier of the folder.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description The name of the folder.
                     * @example Documents
                     */
                    name?: string;
                    /**
                     * @description Optional description of the folder.
                     * @example My Personal Documents
                     */
                    description?: string;
                    /**
                     * @description The folder to put the item in: its id, or "root" for the top folder.
                     * @example 1234
                     */
                    parent_folder_id?: string;
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Update a folder */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoldersUpdateResponse"];
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
    foldersAdd: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Accepted as the reference declares it on this create, and ignored: a create answers the new record's id. */
                fields?: string;
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
                "application/json": {
                    /**
                     * @description Unique identifier of the folder.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description The name of the folder.
                     * @example Documents
                     */
                    name: string;
                    /**
                     * @description Optional description of the folder.
                     * @example My Personal Documents
                     */
                    description?: string;
                    /**
                     * @description The folder to put the item in: its id, or "root" for the top folder.
                     * @example 1234
                     */
                    parent_folder_id: string;
                    /**
                     * @description ID of the drive to create the folder in.
                     * @example 1234
                     */
                    drive_id?: string;
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Create a folder */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoldersAddResponse"];
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
    foldersCopy: {
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
                /** @description Id of the folder. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Unique identifier of the folder.
                     * @example 12345
                     */
                    id?: $Read<string>;
                    /**
                     * @description The name of the folder.
                     * @example Documents
                     */
                    name?: string;
                    /**
                     * @description The folder to put the item in: its id, or "root" for the top folder.
                     * @example 1234
                     */
                    parent_folder_id: string;
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Copy a folder */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoldersCopyResponse"];
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
    sharedLinksAll: {
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
            /** @description List shared links */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedLinksAllResponse"];
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
    sharedLinksAdd: {
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
                "application/json": WithRequired<components["schemas"]["SharedLinkInput"], "target_id">;
            };
        };
        responses: {
            /** @description Create a shared link */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedLinksAddResponse"];
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
    sharedLinksOne: {
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
                /** @description Id of the shared link. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a shared link */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedLinksOneResponse"];
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
    sharedLinksDelete: {
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
                /** @description Id of the shared link. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a shared link */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedLinksDeleteResponse"];
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
    sharedLinksUpdate: {
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
                /** @description Id of the shared link. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SharedLinkInput"];
            };
        };
        responses: {
            /** @description Update a shared link */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedLinksUpdateResponse"];
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
    drivesAll: {
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
                /** @description ID of the drive group to filter on. */
                "filter[group_id]"?: string;
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
            /** @description List drives */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrivesAllResponse"];
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
    drivesAdd: {
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
                "application/json": WithRequired<components["schemas"]["DriveInput"], "name">;
            };
        };
        responses: {
            /** @description Create a drive */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrivesAddResponse"];
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
    drivesOne: {
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
                /** @description Id of the drive. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a drive */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrivesOneResponse"];
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
    drivesDelete: {
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
                /** @description Id of the drive. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a drive */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrivesDeleteResponse"];
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
    drivesUpdate: {
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
                /** @description Id of the drive. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriveInput"];
            };
        };
        responses: {
            /** @description Update a drive */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrivesUpdateResponse"];
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
    driveGroupsAll: {
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
                /** @description ID of the drive group to filter on. */
                "filter[parent_group_id]"?: string;
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
            /** @description List drive groups */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveGroupsAllResponse"];
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
    driveGroupsAdd: {
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
                "application/json": WithRequired<components["schemas"]["DriveGroupInput"], "name">;
            };
        };
        responses: {
            /** @description Create a drive group */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveGroupsAddResponse"];
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
    driveGroupsOne: {
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
                /** @description Id of the drive group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a drive group */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveGroupsOneResponse"];
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
    driveGroupsDelete: {
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
                /** @description Id of the drive group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a drive group */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveGroupsDeleteResponse"];
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
    driveGroupsUpdate: {
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
                /** @description Id of the drive group. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriveGroupInput"];
            };
        };
        responses: {
            /** @description Update a drive group */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveGroupsUpdateResponse"];
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
    uploadSessionsAdd: {
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
                "application/json": {
                    /**
                     * @description The name of the file.
                     * @example Documents
                     */
                    name: string;
                    /**
                     * @description The folder to put the item in: its id, or "root" for the top folder.
                     * @example 1234
                     */
                    parent_folder_id: string;
                    /**
                     * @description ID of the drive to upload to.
                     * @example 1234
                     */
                    drive_id?: string;
                    /**
                     * @description The size of the file in bytes.
                     * @example 1810673
                     */
                    size: number | null;
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Create a upload session */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionsAddResponse"];
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
    uploadSessionsOne: {
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
                /** @description Id of the upload session. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a upload session */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionsOneResponse"];
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
    uploadSessionsUpload: {
        parameters: {
            query: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Number of the part, from 0: its bytes start at part_number × part_size. */
                part_number: number;
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
                /**
                 * @description RFC 3230 digest of the bytes sent (a part, or at the finish the whole file): `sha=<base64 SHA-1>`. Platforms that check digests (Box) require it.
                 * @example sha=fpRyg5eVQletdZqEKaFlqwBXJzM=
                 */
                digest?: components["parameters"]["digest"];
            };
            path: {
                /** @description Id of the upload session. */
                id: string;
            };
            cookie?: never;
        };
        /** @description The part's bytes. */
        requestBody: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Upload a part */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionsUploadResponse"];
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
    uploadSessionsDelete: {
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
                /** @description Id of the upload session. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a upload session */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionsDeleteResponse"];
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
    uploadSessionsFinish: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
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
                /**
                 * @description RFC 3230 digest of the bytes sent (a part, or at the finish the whole file): `sha=<base64 SHA-1>`. Platforms that check digests (Box) require it.
                 * @example sha=fpRyg5eVQletdZqEKaFlqwBXJzM=
                 */
                digest?: components["parameters"]["digest"];
            };
            path: {
                /** @description Id of the upload session. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    custom_mappings?: components["schemas"]["CustomMappingValues"];
                    pass_through?: components["schemas"]["PassThroughBodyInput"];
                };
            };
        };
        responses: {
            /** @description Finish an upload session */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSessionsFinishResponse"];
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
