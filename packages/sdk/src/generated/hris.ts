/**
 * Generated from openapi/hris.json by scripts/generate-types.mjs (openapi-typescript).
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
    "/hris/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees
         * @description Lists the employees of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["employeesAll"];
        put?: never;
        /**
         * Create an employee
         * @description Creates an employee on the platform; `data.id` is its new id.
         */
        post: operations["employeesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an employee
         * @description Reads one employee by id.
         */
        get: operations["employeesOne"];
        put?: never;
        post?: never;
        /**
         * Delete an employee
         * @description Deletes the employee on the platform.
         */
        delete: operations["employeesDelete"];
        options?: never;
        head?: never;
        /**
         * Update an employee
         * @description Changes the fields sent; the others keep their values. `data.id` is the employee's id.
         */
        patch: operations["employeesUpdate"];
        trace?: never;
    };
    "/hris/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Lists the companies of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["companiesAll"];
        put?: never;
        /**
         * Create a company
         * @description Creates a company on the platform; `data.id` is its new id.
         */
        post: operations["companiesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a company
         * @description Reads one company by id.
         */
        get: operations["companiesOne"];
        put?: never;
        post?: never;
        /**
         * Delete a company
         * @description Deletes the company on the platform.
         */
        delete: operations["companiesDelete"];
        options?: never;
        head?: never;
        /**
         * Update a company
         * @description Changes the fields sent; the others keep their values. `data.id` is the company's id.
         */
        patch: operations["companiesUpdate"];
        trace?: never;
    };
    "/hris/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departments
         * @description Lists the departments of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["departmentsAll"];
        put?: never;
        /**
         * Create a department
         * @description Creates a department on the platform; `data.id` is its new id.
         */
        post: operations["departmentsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a department
         * @description Reads one department by id.
         */
        get: operations["departmentsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a department
         * @description Deletes the department on the platform.
         */
        delete: operations["departmentsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a department
         * @description Changes the fields sent; the others keep their values. `data.id` is the department's id.
         */
        patch: operations["departmentsUpdate"];
        trace?: never;
    };
    "/hris/payrolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payrolls
         * @description Lists every one of the payrolls of the consumer's connector in one answer, as the reference does (no cursor).
         */
        get: operations["payrollsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/payrolls/{payroll_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payroll
         * @description Reads one payroll by id.
         */
        get: operations["payrollsOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/payrolls/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employee payrolls
         * @description Lists every one of the employee payrolls of the consumer's connector in one answer, as the reference does (no cursor).
         */
        get: operations["employeePayrollsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/payrolls/employees/{employee_id}/payrolls/{payroll_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an employee payroll
         * @description Reads one employee payroll by id.
         */
        get: operations["employeePayrollsOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/schedules/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employee schedules
         * @description Reads the employee schedules in one record, as the reference answers them.
         */
        get: operations["employeeSchedulesAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/time-off-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List time off requests
         * @description Lists the time off requests of the consumer's connector, a page at a time: request the next page with `cursor` set to `meta.cursors.next` (or call `links.next`) until it is null.
         */
        get: operations["timeOffRequestsAll"];
        put?: never;
        /**
         * Create a time-off request
         * @description Creates a time-off request on the platform; `data.id` is its new id.
         */
        post: operations["timeOffRequestsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/time-off-requests/employees/{employee_id}/time-off-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a time-off request
         * @description Reads one time-off request by id.
         */
        get: operations["timeOffRequestsOne"];
        put?: never;
        post?: never;
        /**
         * Delete a time-off request
         * @description Deletes the time-off request on the platform.
         */
        delete: operations["timeOffRequestsDelete"];
        options?: never;
        head?: never;
        /**
         * Update a time-off request
         * @description Changes the fields sent; the others keep their values. `data.id` is the time-off request's id.
         */
        patch: operations["timeOffRequestsUpdate"];
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
        BankAccount: {
            /** @description Name of the bank. */
            bank_name?: string | null;
            /** @description Account number. */
            account_number?: string | null;
            /** @description Name of the account. */
            account_name?: string | null;
            /** @enum {string|null} */
            account_type?: "bank_account" | "credit_card" | "other" | null;
            /** @description International Bank Account Number. */
            iban?: string | null;
            /** @description Bank Identifier Code. */
            bic?: string | null;
            /** @description Routing number (United States). */
            routing_number?: string | null;
            /** @description Bank State Branch number (Australia). */
            bsb_number?: string | null;
            /** @description Branch identifier. */
            branch_identifier?: string | null;
            /** @description Bank code. */
            bank_code?: string | null;
            currency?: components["schemas"]["Currency"];
            /**
             * @description Country of the account (ISO 3166-1 alpha-2).
             * @example US
             */
            country?: string | null;
        };
        /**
         * @description ISO 4217 currency code.
         * @example USD
         * @enum {string|null}
         */
        Currency: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL" | "UNKNOWN_CURRENCY" | null;
        CustomField: {
            /**
             * ID
             * @description Id of the custom field on the platform.
             * @example 2389328923893298
             */
            id?: string | null;
            /**
             * Name
             * @description Name of the custom field.
             * @example employee_level
             */
            name?: string | null;
            /**
             * Description
             * @description What the custom field holds.
             * @example Employee Level
             */
            description?: string | null;
            /**
             * @description Value of the field: a string, number, boolean, object, or a list of those.
             * @example Uses Salesforce and Marketo
             */
            value?: (string | number | boolean | {
                [key: string]: unknown;
            } | null)[] | {
                [key: string]: unknown;
            } | string | number | boolean | null;
        };
        CustomFieldInput: {
            /**
             * ID
             * @description Id of the custom field on the platform.
             * @example 2389328923893298
             */
            id?: string | null;
            /**
             * Name
             * @description Name of the custom field.
             * @example employee_level
             */
            name?: string | null;
            /**
             * Description
             * @description What the custom field holds.
             * @example Employee Level
             */
            description?: string | null;
            /**
             * @description Value of the field: a string, number, boolean, object, or a list of those.
             * @example Uses Salesforce and Marketo
             */
            value?: (string | number | boolean | {
                [key: string]: unknown;
            } | null)[] | {
                [key: string]: unknown;
            } | string | number | boolean | null;
        } | Record<string, never> | Record<string, never>;
        /** @description Values for the custom mappings set for this resource, by key: each is written to the platform field its mapping names. */
        CustomMappingValues: {
            [key: string]: string | number | boolean | {
                [key: string]: unknown;
            } | unknown[] | null;
        };
        /** Department */
        Department: {
            /**
             * ID
             * @description Unique identifier of the department.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Department this one is part of.
             * @example 22345
             */
            parent_id?: $Read<string | null>;
            /**
             * Name
             * @description Name of the department.
             * @example R&D
             */
            name?: string | null;
            /**
             * Code
             * @description Code of the department.
             * @example 2
             */
            code?: string | null;
            /**
             * Description
             * @description What the department does.
             * @example R&D
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
        /** Department */
        DepartmentInput: {
            /**
             * ID
             * @description Unique identifier of the department.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Department this one is part of.
             * @example 22345
             */
            parent_id?: $Read<string | null>;
            /**
             * Name
             * @description Name of the department.
             * @example R&D
             */
            name?: string | null;
            /**
             * Code
             * @description Code of the department.
             * @example 2
             */
            code?: string | null;
            /**
             * Description
             * @description What the department does.
             * @example R&D
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
        /** Employee */
        Employee: {
            /**
             * ID
             * @description Unique identifier of the employee.
             * @example 12345
             */
            id?: string | null;
            /**
             * @description Id of the employee on the platform, where it differs from `id`.
             * @example 12345
             */
            downstream_id?: $Read<string | null>;
            /**
             * First name
             * @description First name.
             * @example Elon
             */
            first_name?: string | null;
            /**
             * Last name
             * @description Last name.
             * @example Musk
             */
            last_name?: string | null;
            /**
             * Middle name
             * @description Middle name.
             * @example D.
             */
            middle_name?: string | null;
            /**
             * Display name
             * @description Name the employee is shown by.
             * @example Technoking
             */
            display_name?: string | null;
            /**
             * Preferred name
             * @description Name the employee prefers to be called.
             * @example Elon Musk
             */
            preferred_name?: string | null;
            /**
             * Initials
             * @description Initials of the employee.
             * @example EM
             */
            initials?: string | null;
            /**
             * @description Formal salutation: Mr, Mrs.
             * @example Mr
             */
            salutation?: string | null;
            /**
             * Job title
             * @description Job title.
             * @example CEO
             */
            title?: string | null;
            /**
             * Marital status
             * @description Marital status.
             * @example married
             */
            marital_status?: string | null;
            /**
             * Person
             * @description The employee's partner.
             */
            partner?: {
                /**
                 * ID
                 * @description Id of the person.
                 * @example 12345
                 */
                id?: $Read<string | null>;
                /**
                 * First name
                 * @description First name.
                 */
                first_name?: string | null;
                /**
                 * Last name
                 * @description Last name.
                 */
                last_name?: string | null;
                /**
                 * Middle name
                 * @description Middle name.
                 */
                middle_name?: string | null;
                /**
                 * Gender
                 * @description Gender identity.
                 * @enum {string|null}
                 */
                gender?: "male" | "female" | "unisex" | "other" | "not_specified" | null;
                /**
                 * Initials
                 * @description Initials.
                 */
                initials?: string | null;
                /**
                 * Format: date
                 * @description Date of birth.
                 * @example 2000-08-12
                 */
                birthday?: string | null;
                /**
                 * Format: date
                 * @description Date of death.
                 * @example 2000-08-12
                 */
                deceased_on?: string | null;
            };
            /**
             * Division
             * @description Division the employee is in: a group of departments, teams or regions.
             * @example Europe
             */
            division?: string | null;
            /**
             * Division ID
             * @description Id of the division.
             * @example 12345
             */
            division_id?: string | null;
            /**
             * Department
             * @description Department the employee is in (SPEC.md's compact Employee: an object).
             */
            department?: {
                /**
                 * ID
                 * @description Id of the department.
                 * @example 12345
                 */
                id?: string | null;
                /**
                 * @description Name of the department.
                 * @example R&D
                 */
                name?: string | null;
                /**
                 * @description Code of the department.
                 * @example 2
                 */
                code?: string | null;
            } | null;
            /**
             * Department ID
             * @description Id of the department the employee is in.
             * @example 12345
             */
            department_id?: string | null;
            /**
             * Department Name
             * @description Name of the department the employee is in.
             * @example R&D
             */
            department_name?: string | null;
            /** @description Team the employee is in. */
            team?: {
                /**
                 * @description Id of the team.
                 * @example 1234
                 */
                id?: string | null;
                /**
                 * @description Name of the team.
                 * @example Full Stack Engineers
                 */
                name?: string | null;
            } | null;
            /**
             * Company ID
             * @description Company the employee works for.
             * @example 23456
             */
            company_id?: string | null;
            /**
             * Company name
             * @description Name of the company the employee works for.
             * @example SpaceX
             */
            company_name?: string | null;
            /**
             * Employee start date
             * @description Date the employee started at the company.
             * @example 2021-10-26
             */
            employment_start_date?: string | null;
            /**
             * Employee end date
             * @description Date the employee left the company.
             * @example 2028-10-26
             */
            employment_end_date?: string | null;
            /**
             * @description Why the employment ended.
             * @example resigned
             * @enum {string|null}
             */
            leaving_reason?: "dismissed" | "resigned" | "redundancy" | "retired" | "other" | null;
            /**
             * Employee number
             * @description Number the company gives the employee.
             * @example 123456-AB
             */
            employee_number?: string | null;
            /**
             * Employment status
             * @description Whether the employee is employed: active, inactive, terminated, or other.
             * @example active
             * @enum {string|null}
             */
            employment_status?: "active" | "inactive" | "terminated" | "other" | null;
            /** @description Kind of employment. */
            employment_role?: {
                /**
                 * Employment type
                 * @description Kind of employment relationship.
                 * @enum {string|null}
                 */
                type?: "contractor" | "employee" | "freelance" | "temp" | "internship" | "other" | null;
                /**
                 * Employment sub type
                 * @description Work schedule of the employee.
                 * @enum {string|null}
                 */
                sub_type?: "full_time" | "part_time" | "hourly" | "other" | "not_specified" | null;
            };
            /**
             * @description Ethnicity of the employee.
             * @example African American
             */
            ethnicity?: string | null;
            /** @description The employee's manager. */
            manager?: {
                /**
                 * ID
                 * @description Id of the manager, an employee.
                 * @example 12345
                 */
                id?: string | null;
                /**
                 * Manager name
                 * @description Full name of the manager.
                 * @example Elon Musk
                 */
                name?: string | null;
                /**
                 * First name
                 * @description First name of the manager.
                 * @example Elon
                 */
                first_name?: string | null;
                /**
                 * Last name
                 * @description Last name of the manager.
                 * @example Musk
                 */
                last_name?: string | null;
                /**
                 * Email address
                 * Format: email
                 * @description Work email address of the manager.
                 * @example elon@musk.com
                 */
                email?: string | null;
                /**
                 * Employment status
                 * @description Whether the employee is employed: active, inactive, terminated, or other.
                 * @example active
                 * @enum {string|null}
                 */
                employment_status?: "active" | "inactive" | "terminated" | "other" | null;
            };
            /**
             * Direct reports
             * @description Ids of the employees this employee manages directly.
             */
            direct_reports?: string[] | null;
            /**
             * Social Security Number
             * @description Identifier the government assigns; sensitive.
             * @example 123456789
             */
            social_security_number?: string | null;
            /**
             * Birth Date
             * Format: date
             * @description Date of birth.
             * @example 2000-08-12
             */
            birthday?: string | null;
            /**
             * Deceased Date
             * Format: date
             * @description Date of death.
             * @example 2000-08-12
             */
            deceased_on?: string | null;
            /**
             * Country Code
             * @description Country of birth (ISO 3166-1 alpha-2).
             * @example US
             */
            country_of_birth?: string | null;
            /**
             * Description
             * @description Free text about the employee.
             * @example A description
             */
            description?: string | null;
            /**
             * Gender
             * @description Gender identity.
             * @example male
             * @enum {string|null}
             */
            gender?: "male" | "female" | "unisex" | "other" | "not_specified" | null;
            /**
             * Pronouns
             * @description Preferred pronouns.
             * @example she,her
             */
            pronouns?: string | null;
            /**
             * @description Preferred language (ISO 639-1).
             * @example EN
             */
            preferred_language?: string | null;
            languages?: (string | null)[];
            nationalities?: (string | null)[];
            /**
             * Photo URL
             * @description URL of a photo of the employee.
             * @example https://unavatar.io/elon-musk
             */
            photo_url?: string | null;
            /**
             * Timezone
             * @description Time zone of the employee, e.g. Europe/London.
             * @example Europe/London
             */
            timezone?: string | null;
            /**
             * Source
             * @description System a new hire was imported from (an ATS).
             * @example lever
             */
            source?: string | null;
            /**
             * Source ID
             * @description Id of the employee in the system it was imported from.
             * @example 12345
             */
            source_id?: string | null;
            /**
             * Record URL
             * @description URL of the employee on the platform.
             * @example https://example.bamboohr.com/employees/employee.php?id=12345
             */
            record_url?: string | null;
            /** @description Jobs of the employee. */
            jobs?: {
                /**
                 * ID
                 * @description Id of the job.
                 * @example 12345
                 */
                id?: $Read<string | null>;
                /**
                 * ID
                 * @description Id of the employee.
                 * @example 12345
                 */
                employee_id?: $Read<string | null>;
                /**
                 * Job title
                 * @description Title of the job.
                 * @example CEO
                 */
                title?: string | null;
                /**
                 * Job role
                 * @description Role of the job in the organisation.
                 * @example Sales
                 */
                role?: string | null;
                /**
                 * Format: date
                 * @description Date the employee started in this job.
                 * @example 2020-08-12
                 */
                start_date?: string | null;
                /**
                 * Format: date
                 * @description Date the employee left or leaves this job.
                 * @example 2020-08-12
                 */
                end_date?: string | null;
                /**
                 * @description Pay of the job per `payment_unit`, in `currency`. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 7200000
                 */
                compensation_rate?: number | null;
                currency?: components["schemas"]["Currency"];
                /**
                 * Payment Unit
                 * @description Unit the pay is counted in.
                 * @example year
                 * @enum {string|null}
                 */
                payment_unit?: "hour" | "week" | "month" | "year" | "paycheck" | "other" | null;
                /**
                 * Format: date
                 * @description Date the employee was hired.
                 * @example 2020-08-12
                 */
                hired_at?: string | null;
                /**
                 * @description Whether this is the employee's primary job.
                 * @example true
                 */
                is_primary?: boolean | null;
                /**
                 * @description Whether the job manages others.
                 * @example true
                 */
                is_manager?: boolean | null;
                /**
                 * @description Status of the job.
                 * @example active
                 * @enum {string|null}
                 */
                status?: "active" | "inactive" | "other" | null;
                /** @description Where the job is done. */
                location?: {
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
            }[] | null;
            /** @description Compensations of the employee. */
            compensations?: {
                /**
                 * ID
                 * @description Id of the compensation.
                 * @example 12345
                 */
                id?: $Read<string | null>;
                /**
                 * Job ID
                 * @description Job the compensation belongs to.
                 * @example 12345
                 */
                job_id?: $Read<string | null>;
                /**
                 * @description Amount paid per `payment_unit`, in `currency`. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 7200000
                 */
                rate?: number | null;
                /**
                 * Payment Unit
                 * @description Unit the pay is counted in.
                 * @example year
                 * @enum {string|null}
                 */
                payment_unit?: "hour" | "week" | "month" | "year" | "paycheck" | "other" | null;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description FLSA status of the compensation.
                 * @enum {string|null}
                 */
                flsa_status?: "exempt" | "salaried-nonexempt" | "nonexempt" | "owner" | "other" | null;
                /**
                 * Effective date
                 * @description Date the compensation takes effect.
                 * @example 2020-08-12
                 */
                effective_date?: string | null;
                /**
                 * Payment Frequency
                 * @description How often the employee is paid.
                 * @example monthly
                 * @enum {string|null}
                 */
                payment_frequency?: "weekly" | "biweekly" | "monthly" | "pro-rata" | "other" | null;
            }[] | null;
            /**
             * Remote
             * @description Whether the employee works remotely.
             * @example true
             */
            works_remote?: boolean | null;
            addresses?: {
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
            }[];
            phone_numbers?: components["schemas"]["PhoneNumber"][];
            emails?: components["schemas"]["Email"][];
            custom_fields?: components["schemas"]["CustomField"][];
            social_links?: components["schemas"]["SocialLink"][];
            bank_accounts?: components["schemas"]["BankAccount"][];
            /**
             * Tax Code
             * @description Tax code of the employee.
             * @example 1111
             */
            tax_code?: string | null;
            /**
             * Tax ID
             * @description Tax id of the employee.
             * @example 234-32-0000
             */
            tax_id?: string | null;
            /**
             * Dietary preference
             * @description Dietary preference.
             * @example Veggie
             */
            dietary_preference?: string | null;
            /**
             * Food allergies
             * @description Food allergies.
             */
            food_allergies?: string[] | null;
            /** Probation period */
            probation_period?: {
                /**
                 * Probation start date
                 * Format: date
                 * @description First day of the probation period.
                 * @example 2021-10-01
                 */
                start_date?: string | null;
                /**
                 * Probation end date
                 * Format: date
                 * @description Last day of the probation period.
                 * @example 2021-11-28
                 */
                end_date?: string | null;
            };
            tags?: components["schemas"]["Tags"];
            /**
             * Row version
             * @description Version of the record, for optimistic concurrency.
             * @example 1-12345
             */
            row_version?: string | null;
            /**
             * Deleted
             * @description Whether the employee is deleted.
             * @example false
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
        /** Employee */
        EmployeeInput: {
            /**
             * ID
             * @description Unique identifier of the employee.
             * @example 12345
             */
            id?: string | null;
            /**
             * @description Id of the employee on the platform, where it differs from `id`.
             * @example 12345
             */
            downstream_id?: $Read<string | null>;
            /**
             * First name
             * @description First name.
             * @example Elon
             */
            first_name?: string | null;
            /**
             * Last name
             * @description Last name.
             * @example Musk
             */
            last_name?: string | null;
            /**
             * Middle name
             * @description Middle name.
             * @example D.
             */
            middle_name?: string | null;
            /**
             * Display name
             * @description Name the employee is shown by.
             * @example Technoking
             */
            display_name?: string | null;
            /**
             * Preferred name
             * @description Name the employee prefers to be called.
             * @example Elon Musk
             */
            preferred_name?: string | null;
            /**
             * Initials
             * @description Initials of the employee.
             * @example EM
             */
            initials?: string | null;
            /**
             * @description Formal salutation: Mr, Mrs.
             * @example Mr
             */
            salutation?: string | null;
            /**
             * Job title
             * @description Job title.
             * @example CEO
             */
            title?: string | null;
            /**
             * Marital status
             * @description Marital status.
             * @example married
             */
            marital_status?: string | null;
            /**
             * Person
             * @description The employee's partner.
             */
            partner?: {
                /**
                 * ID
                 * @description Id of the person.
                 * @example 12345
                 */
                id?: $Read<string | null>;
                /**
                 * First name
                 * @description First name.
                 */
                first_name?: string | null;
                /**
                 * Last name
                 * @description Last name.
                 */
                last_name?: string | null;
                /**
                 * Middle name
                 * @description Middle name.
                 */
                middle_name?: string | null;
                /**
                 * Gender
                 * @description Gender identity.
                 * @enum {string|null}
                 */
                gender?: "male" | "female" | "unisex" | "other" | "not_specified" | null;
                /**
                 * Initials
                 * @description Initials.
                 */
                initials?: string | null;
                /**
                 * Format: date
                 * @description Date of birth.
                 * @example 2000-08-12
                 */
                birthday?: string | null;
                /**
                 * Format: date
                 * @description Date of death.
                 * @example 2000-08-12
                 */
                deceased_on?: string | null;
            };
            /**
             * Division
             * @description Division the employee is in: a group of departments, teams or regions.
             * @example Europe
             */
            division?: string | null;
            /**
             * Division ID
             * @description Id of the division.
             * @example 12345
             */
            division_id?: string | null;
            /**
             * Department
             * @description Department the employee is in (SPEC.md's compact Employee: an object).
             */
            department?: {
                /**
                 * ID
                 * @description Id of the department.
                 * @example 12345
                 */
                id?: string | null;
                /**
                 * @description Name of the department.
                 * @example R&D
                 */
                name?: string | null;
                /**
                 * @description Code of the department.
                 * @example 2
                 */
                code?: string | null;
            } | null;
            /**
             * Department ID
             * @description Id of the department the employee is in.
             * @example 12345
             */
            department_id?: string | null;
            /**
             * Department Name
             * @description Name of the department the employee is in.
             * @example R&D
             */
            department_name?: string | null;
            /** @description Team the employee is in. */
            team?: {
                /**
                 * @description Id of the team.
                 * @example 1234
                 */
                id?: string | null;
                /**
                 * @description Name of the team.
                 * @example Full Stack Engineers
                 */
                name?: string | null;
            } | null;
            /**
             * Company ID
             * @description Company the employee works for.
             * @example 23456
             */
            company_id?: string | null;
            /**
             * Company name
             * @description Name of the company the employee works for.
             * @example SpaceX
             */
            company_name?: string | null;
            /**
             * Employee start date
             * @description Date the employee started at the company.
             * @example 2021-10-26
             */
            employment_start_date?: string | null;
            /**
             * Employee end date
             * @description Date the employee left the company.
             * @example 2028-10-26
             */
            employment_end_date?: string | null;
            /**
             * @description Why the employment ended.
             * @example resigned
             * @enum {string|null}
             */
            leaving_reason?: "dismissed" | "resigned" | "redundancy" | "retired" | "other" | null;
            /**
             * Employee number
             * @description Number the company gives the employee.
             * @example 123456-AB
             */
            employee_number?: string | null;
            /**
             * Employment status
             * @description Whether the employee is employed: active, inactive, terminated, or other.
             * @example active
             * @enum {string|null}
             */
            employment_status?: "active" | "inactive" | "terminated" | "other" | null;
            /** @description Kind of employment. */
            employment_role?: {
                /**
                 * Employment type
                 * @description Kind of employment relationship.
                 * @enum {string|null}
                 */
                type?: "contractor" | "employee" | "freelance" | "temp" | "internship" | "other" | null;
                /**
                 * Employment sub type
                 * @description Work schedule of the employee.
                 * @enum {string|null}
                 */
                sub_type?: "full_time" | "part_time" | "hourly" | "other" | "not_specified" | null;
            };
            /**
             * @description Ethnicity of the employee.
             * @example African American
             */
            ethnicity?: string | null;
            /** @description The employee's manager. */
            manager?: {
                /**
                 * ID
                 * @description Id of the manager, an employee.
                 * @example 12345
                 */
                id?: string | null;
                /**
                 * Manager name
                 * @description Full name of the manager.
                 * @example Elon Musk
                 */
                name?: string | null;
                /**
                 * First name
                 * @description First name of the manager.
                 * @example Elon
                 */
                first_name?: string | null;
                /**
                 * Last name
                 * @description Last name of the manager.
                 * @example Musk
                 */
                last_name?: string | null;
                /**
                 * Email address
                 * Format: email
                 * @description Work email address of the manager.
                 * @example elon@musk.com
                 */
                email?: string | null;
                /**
                 * Employment status
                 * @description Whether the employee is employed: active, inactive, terminated, or other.
                 * @example active
                 * @enum {string|null}
                 */
                employment_status?: "active" | "inactive" | "terminated" | "other" | null;
            };
            /**
             * Direct reports
             * @description Ids of the employees this employee manages directly.
             */
            direct_reports?: string[] | null;
            /**
             * Social Security Number
             * @description Identifier the government assigns; sensitive.
             * @example 123456789
             */
            social_security_number?: string | null;
            /**
             * Birth Date
             * Format: date
             * @description Date of birth.
             * @example 2000-08-12
             */
            birthday?: string | null;
            /**
             * Deceased Date
             * Format: date
             * @description Date of death.
             * @example 2000-08-12
             */
            deceased_on?: string | null;
            /**
             * Country Code
             * @description Country of birth (ISO 3166-1 alpha-2).
             * @example US
             */
            country_of_birth?: string | null;
            /**
             * Description
             * @description Free text about the employee.
             * @example A description
             */
            description?: string | null;
            /**
             * Gender
             * @description Gender identity.
             * @example male
             * @enum {string|null}
             */
            gender?: "male" | "female" | "unisex" | "other" | "not_specified" | null;
            /**
             * Pronouns
             * @description Preferred pronouns.
             * @example she,her
             */
            pronouns?: string | null;
            /**
             * @description Preferred language (ISO 639-1).
             * @example EN
             */
            preferred_language?: string | null;
            languages?: (string | null)[];
            nationalities?: (string | null)[];
            /**
             * Photo URL
             * @description URL of a photo of the employee.
             * @example https://unavatar.io/elon-musk
             */
            photo_url?: string | null;
            /**
             * Timezone
             * @description Time zone of the employee, e.g. Europe/London.
             * @example Europe/London
             */
            timezone?: string | null;
            /**
             * Source
             * @description System a new hire was imported from (an ATS).
             * @example lever
             */
            source?: string | null;
            /**
             * Source ID
             * @description Id of the employee in the system it was imported from.
             * @example 12345
             */
            source_id?: string | null;
            /**
             * Record URL
             * @description URL of the employee on the platform.
             * @example https://example.bamboohr.com/employees/employee.php?id=12345
             */
            record_url?: string | null;
            /** @description Jobs of the employee. */
            jobs?: {
                /**
                 * ID
                 * @description Id of the job.
                 * @example 12345
                 */
                id?: $Read<string | null>;
                /**
                 * ID
                 * @description Id of the employee.
                 * @example 12345
                 */
                employee_id?: $Read<string | null>;
                /**
                 * Job title
                 * @description Title of the job.
                 * @example CEO
                 */
                title?: string | null;
                /**
                 * Job role
                 * @description Role of the job in the organisation.
                 * @example Sales
                 */
                role?: string | null;
                /**
                 * Format: date
                 * @description Date the employee started in this job.
                 * @example 2020-08-12
                 */
                start_date?: string | null;
                /**
                 * Format: date
                 * @description Date the employee left or leaves this job.
                 * @example 2020-08-12
                 */
                end_date?: string | null;
                /**
                 * @description Pay of the job per `payment_unit`, in `currency`. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 7200000
                 */
                compensation_rate?: number | null;
                currency?: components["schemas"]["Currency"];
                /**
                 * Payment Unit
                 * @description Unit the pay is counted in.
                 * @example year
                 * @enum {string|null}
                 */
                payment_unit?: "hour" | "week" | "month" | "year" | "paycheck" | "other" | null;
                /**
                 * Format: date
                 * @description Date the employee was hired.
                 * @example 2020-08-12
                 */
                hired_at?: string | null;
                /**
                 * @description Whether this is the employee's primary job.
                 * @example true
                 */
                is_primary?: boolean | null;
                /**
                 * @description Whether the job manages others.
                 * @example true
                 */
                is_manager?: boolean | null;
                /**
                 * @description Status of the job.
                 * @example active
                 * @enum {string|null}
                 */
                status?: "active" | "inactive" | "other" | null;
                /** @description Where the job is done. */
                location?: {
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
            }[] | null;
            /** @description Compensations of the employee. */
            compensations?: {
                /**
                 * ID
                 * @description Id of the compensation.
                 * @example 12345
                 */
                id?: $Read<string | null>;
                /**
                 * Job ID
                 * @description Job the compensation belongs to.
                 * @example 12345
                 */
                job_id?: $Read<string | null>;
                /**
                 * @description Amount paid per `payment_unit`, in `currency`. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 7200000
                 */
                rate?: number | null;
                /**
                 * Payment Unit
                 * @description Unit the pay is counted in.
                 * @example year
                 * @enum {string|null}
                 */
                payment_unit?: "hour" | "week" | "month" | "year" | "paycheck" | "other" | null;
                currency?: components["schemas"]["Currency"];
                /**
                 * @description FLSA status of the compensation.
                 * @enum {string|null}
                 */
                flsa_status?: "exempt" | "salaried-nonexempt" | "nonexempt" | "owner" | "other" | null;
                /**
                 * Effective date
                 * @description Date the compensation takes effect.
                 * @example 2020-08-12
                 */
                effective_date?: string | null;
                /**
                 * Payment Frequency
                 * @description How often the employee is paid.
                 * @example monthly
                 * @enum {string|null}
                 */
                payment_frequency?: "weekly" | "biweekly" | "monthly" | "pro-rata" | "other" | null;
            }[] | null;
            /**
             * Remote
             * @description Whether the employee works remotely.
             * @example true
             */
            works_remote?: boolean | null;
            addresses?: {
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
            }[];
            phone_numbers?: components["schemas"]["PhoneNumberInput"][];
            emails?: components["schemas"]["EmailInput"][];
            custom_fields?: components["schemas"]["CustomFieldInput"][];
            social_links?: components["schemas"]["SocialLinkInput"][];
            bank_accounts?: components["schemas"]["BankAccount"][];
            /**
             * Tax Code
             * @description Tax code of the employee.
             * @example 1111
             */
            tax_code?: string | null;
            /**
             * Tax ID
             * @description Tax id of the employee.
             * @example 234-32-0000
             */
            tax_id?: string | null;
            /**
             * Dietary preference
             * @description Dietary preference.
             * @example Veggie
             */
            dietary_preference?: string | null;
            /**
             * Food allergies
             * @description Food allergies.
             */
            food_allergies?: string[] | null;
            /** Probation period */
            probation_period?: {
                /**
                 * Probation start date
                 * Format: date
                 * @description First day of the probation period.
                 * @example 2021-10-01
                 */
                start_date?: string | null;
                /**
                 * Probation end date
                 * Format: date
                 * @description Last day of the probation period.
                 * @example 2021-11-28
                 */
                end_date?: string | null;
            };
            tags?: components["schemas"]["Tags"];
            /**
             * Row version
             * @description Version of the record, for optimistic concurrency.
             * @example 1-12345
             */
            row_version?: string | null;
            /**
             * Deleted
             * @description Whether the employee is deleted.
             * @example false
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
        /** Employee Payroll */
        EmployeePayroll: {
            /**
             * ID
             * @description Unique identifier of the payroll.
             * @example 12345
             */
            id?: $Read<string | null>;
            /**
             * Employee ID
             * @description Employee the payroll pays.
             * @example 12345
             */
            employee_id?: string | null;
            /**
             * Company ID
             * @description Company the payroll belongs to.
             * @example 23456
             */
            company_id?: string | null;
            /**
             * @description Whether the payroll has been processed; a processed payroll cannot change.
             * @example false
             */
            processed?: boolean | null;
            /**
             * @description Date the payroll was processed.
             * @example 2022-04-08
             */
            processed_date?: string | null;
            /**
             * @description Date the employees are paid.
             * @example 2022-04-08
             */
            check_date?: string | null;
            /**
             * @description First day of the pay period.
             * @example 2022-04-08
             */
            start_date?: string | null;
            /**
             * @description Last day of the pay period.
             * @example 2022-04-21
             */
            end_date?: string | null;
            /**
             * @description Currency of every amount of the payroll (ISO 4217); not in the reference, whose amounts are decimals.
             * @example USD
             * @enum {string|null}
             */
            currency?: $Read<"AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL" | "UNKNOWN_CURRENCY" | null>;
            /** @description Totals of the payroll. */
            totals?: {
                /**
                 * @description What the company pays for the payroll in all. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 2799249
                 */
                company_debit?: number | null;
                /**
                 * @description Taxes the payroll pays in all. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 865532
                 */
                tax_debit?: number | null;
                /**
                 * @description Total of the payroll's checks. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 2796623
                 */
                check_amount?: number | null;
                /**
                 * @description Net pay of the payroll. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1933717
                 */
                net_pay?: number | null;
                /**
                 * @description Gross pay of the payroll. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 2796623
                 */
                gross_pay?: number | null;
                /**
                 * @description Taxes the employer pays. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 203893
                 */
                employer_taxes?: number | null;
                /**
                 * @description Taxes withheld from employees. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 661639
                 */
                employee_taxes?: number | null;
                /**
                 * @description Benefits the company contributes. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 0
                 */
                employer_benefit_contributions?: number | null;
                /**
                 * @description Benefits deducted from employees. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 0
                 */
                employee_benefit_deductions?: number | null;
            };
            /** @description Pay of each employee in the payroll. */
            compensations?: {
                /**
                 * ID
                 * @description Id of the employee paid.
                 * @example 12345
                 */
                employee_id?: $Read<string | null>;
                /**
                 * @description Net pay of the employee; known once the payroll is processed. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 219993
                 */
                net_pay?: number | null;
                /**
                 * @description Gross pay of the employee; known once the payroll is processed. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 300000
                 */
                gross_pay?: number | null;
                /** @description Employer and employee taxes of the pay period. */
                taxes?: {
                    /**
                     * @description Name of the tax.
                     * @example CA State Income Tax
                     */
                    name?: string | null;
                    /**
                     * @description Whether the employer pays it.
                     * @example false
                     */
                    employer?: boolean | null;
                    /**
                     * @description Amount of the tax. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 197
                     */
                    amount?: number | null;
                }[] | null;
                /** @description Deductions from the employee's pay. */
                deductions?: {
                    /**
                     * @description Name of the deduction.
                     * @example Company Car
                     */
                    name?: string | null;
                    /**
                     * @description Amount deducted. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1097
                     */
                    amount?: number | null;
                }[] | null;
                /** @description Benefits of the pay period. */
                benefits?: {
                    /**
                     * @description Name of the benefit.
                     * @example Health Insurance
                     */
                    name?: string | null;
                    /**
                     * @description Amount deducted from the employee for it. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 14294
                     */
                    employee_deduction?: number | null;
                    /**
                     * @description Amount the employer contributes to it. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 14114
                     */
                    employer_contribution?: number | null;
                }[] | null;
            }[];
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
        };
        /** Employee Schedules */
        EmployeeSchedules: {
            /**
             * Employee
             * @description The employee the schedules are of.
             */
            employee?: {
                /**
                 * ID
                 * @description Unique identifier of the employee.
                 * @example 12345
                 */
                id?: string | null;
                /**
                 * @description Id of the employee on the platform, where it differs from `id`.
                 * @example 12345
                 */
                downstream_id?: $Read<string | null>;
                /**
                 * First name
                 * @description First name.
                 * @example Elon
                 */
                first_name?: string | null;
                /**
                 * Last name
                 * @description Last name.
                 * @example Musk
                 */
                last_name?: string | null;
                /**
                 * Middle name
                 * @description Middle name.
                 * @example D.
                 */
                middle_name?: string | null;
                /**
                 * Display name
                 * @description Name the employee is shown by.
                 * @example Technoking
                 */
                display_name?: string | null;
                /**
                 * Preferred name
                 * @description Name the employee prefers to be called.
                 * @example Elon Musk
                 */
                preferred_name?: string | null;
                /**
                 * Initials
                 * @description Initials of the employee.
                 * @example EM
                 */
                initials?: string | null;
                /**
                 * @description Formal salutation: Mr, Mrs.
                 * @example Mr
                 */
                salutation?: string | null;
                /**
                 * Job title
                 * @description Job title.
                 * @example CEO
                 */
                title?: string | null;
                /**
                 * Marital status
                 * @description Marital status.
                 * @example married
                 */
                marital_status?: string | null;
                /**
                 * Person
                 * @description The employee's partner.
                 */
                partner?: {
                    /**
                     * ID
                     * @description Id of the person.
                     * @example 12345
                     */
                    id?: $Read<string | null>;
                    /**
                     * First name
                     * @description First name.
                     */
                    first_name?: string | null;
                    /**
                     * Last name
                     * @description Last name.
                     */
                    last_name?: string | null;
                    /**
                     * Middle name
                     * @description Middle name.
                     */
                    middle_name?: string | null;
                    /**
                     * Gender
                     * @description Gender identity.
                     * @enum {string|null}
                     */
                    gender?: "male" | "female" | "unisex" | "other" | "not_specified" | null;
                    /**
                     * Initials
                     * @description Initials.
                     */
                    initials?: string | null;
                    /**
                     * Format: date
                     * @description Date of birth.
                     * @example 2000-08-12
                     */
                    birthday?: string | null;
                    /**
                     * Format: date
                     * @description Date of death.
                     * @example 2000-08-12
                     */
                    deceased_on?: string | null;
                };
                /**
                 * Division
                 * @description Division the employee is in: a group of departments, teams or regions.
                 * @example Europe
                 */
                division?: string | null;
                /**
                 * Division ID
                 * @description Id of the division.
                 * @example 12345
                 */
                division_id?: string | null;
                /**
                 * Department
                 * @description Department the employee is in (SPEC.md's compact Employee: an object).
                 */
                department?: {
                    /**
                     * ID
                     * @description Id of the department.
                     * @example 12345
                     */
                    id?: string | null;
                    /**
                     * @description Name of the department.
                     * @example R&D
                     */
                    name?: string | null;
                    /**
                     * @description Code of the department.
                     * @example 2
                     */
                    code?: string | null;
                } | null;
                /**
                 * Department ID
                 * @description Id of the department the employee is in.
                 * @example 12345
                 */
                department_id?: string | null;
                /**
                 * Department Name
                 * @description Name of the department the employee is in.
                 * @example R&D
                 */
                department_name?: string | null;
                /** @description Team the employee is in. */
                team?: {
                    /**
                     * @description Id of the team.
                     * @example 1234
                     */
                    id?: string | null;
                    /**
                     * @description Name of the team.
                     * @example Full Stack Engineers
                     */
                    name?: string | null;
                } | null;
                /**
                 * Company ID
                 * @description Company the employee works for.
                 * @example 23456
                 */
                company_id?: string | null;
                /**
                 * Company name
                 * @description Name of the company the employee works for.
                 * @example SpaceX
                 */
                company_name?: string | null;
                /**
                 * Employee start date
                 * @description Date the employee started at the company.
                 * @example 2021-10-26
                 */
                employment_start_date?: string | null;
                /**
                 * Employee end date
                 * @description Date the employee left the company.
                 * @example 2028-10-26
                 */
                employment_end_date?: string | null;
                /**
                 * @description Why the employment ended.
                 * @example resigned
                 * @enum {string|null}
                 */
                leaving_reason?: "dismissed" | "resigned" | "redundancy" | "retired" | "other" | null;
                /**
                 * Employee number
                 * @description Number the company gives the employee.
                 * @example 123456-AB
                 */
                employee_number?: string | null;
                /**
                 * Employment status
                 * @description Whether the employee is employed: active, inactive, terminated, or other.
                 * @example active
                 * @enum {string|null}
                 */
                employment_status?: "active" | "inactive" | "terminated" | "other" | null;
                /** @description Kind of employment. */
                employment_role?: {
                    /**
                     * Employment type
                     * @description Kind of employment relationship.
                     * @enum {string|null}
                     */
                    type?: "contractor" | "employee" | "freelance" | "temp" | "internship" | "other" | null;
                    /**
                     * Employment sub type
                     * @description Work schedule of the employee.
                     * @enum {string|null}
                     */
                    sub_type?: "full_time" | "part_time" | "hourly" | "other" | "not_specified" | null;
                };
                /**
                 * @description Ethnicity of the employee.
                 * @example African American
                 */
                ethnicity?: string | null;
                /** @description The employee's manager. */
                manager?: {
                    /**
                     * ID
                     * @description Id of the manager, an employee.
                     * @example 12345
                     */
                    id?: string | null;
                    /**
                     * Manager name
                     * @description Full name of the manager.
                     * @example Elon Musk
                     */
                    name?: string | null;
                    /**
                     * First name
                     * @description First name of the manager.
                     * @example Elon
                     */
                    first_name?: string | null;
                    /**
                     * Last name
                     * @description Last name of the manager.
                     * @example Musk
                     */
                    last_name?: string | null;
                    /**
                     * Email address
                     * Format: email
                     * @description Work email address of the manager.
                     * @example elon@musk.com
                     */
                    email?: string | null;
                    /**
                     * Employment status
                     * @description Whether the employee is employed: active, inactive, terminated, or other.
                     * @example active
                     * @enum {string|null}
                     */
                    employment_status?: "active" | "inactive" | "terminated" | "other" | null;
                };
                /**
                 * Direct reports
                 * @description Ids of the employees this employee manages directly.
                 */
                direct_reports?: string[] | null;
                /**
                 * Social Security Number
                 * @description Identifier the government assigns; sensitive.
                 * @example 123456789
                 */
                social_security_number?: string | null;
                /**
                 * Birth Date
                 * Format: date
                 * @description Date of birth.
                 * @example 2000-08-12
                 */
                birthday?: string | null;
                /**
                 * Deceased Date
                 * Format: date
                 * @description Date of death.
                 * @example 2000-08-12
                 */
                deceased_on?: string | null;
                /**
                 * Country Code
                 * @description Country of birth (ISO 3166-1 alpha-2).
                 * @example US
                 */
                country_of_birth?: string | null;
                /**
                 * Description
                 * @description Free text about the employee.
                 * @example A description
                 */
                description?: string | null;
                /**
                 * Gender
                 * @description Gender identity.
                 * @example male
                 * @enum {string|null}
                 */
                gender?: "male" | "female" | "unisex" | "other" | "not_specified" | null;
                /**
                 * Pronouns
                 * @description Preferred pronouns.
                 * @example she,her
                 */
                pronouns?: string | null;
                /**
                 * @description Preferred language (ISO 639-1).
                 * @example EN
                 */
                preferred_language?: string | null;
                languages?: (string | null)[];
                nationalities?: (string | null)[];
                /**
                 * Photo URL
                 * @description URL of a photo of the employee.
                 * @example https://unavatar.io/elon-musk
                 */
                photo_url?: string | null;
                /**
                 * Timezone
                 * @description Time zone of the employee, e.g. Europe/London.
                 * @example Europe/London
                 */
                timezone?: string | null;
                /**
                 * Source
                 * @description System a new hire was imported from (an ATS).
                 * @example lever
                 */
                source?: string | null;
                /**
                 * Source ID
                 * @description Id of the employee in the system it was imported from.
                 * @example 12345
                 */
                source_id?: string | null;
                /**
                 * Record URL
                 * @description URL of the employee on the platform.
                 * @example https://example.bamboohr.com/employees/employee.php?id=12345
                 */
                record_url?: string | null;
                /** @description Jobs of the employee. */
                jobs?: {
                    /**
                     * ID
                     * @description Id of the job.
                     * @example 12345
                     */
                    id?: $Read<string | null>;
                    /**
                     * ID
                     * @description Id of the employee.
                     * @example 12345
                     */
                    employee_id?: $Read<string | null>;
                    /**
                     * Job title
                     * @description Title of the job.
                     * @example CEO
                     */
                    title?: string | null;
                    /**
                     * Job role
                     * @description Role of the job in the organisation.
                     * @example Sales
                     */
                    role?: string | null;
                    /**
                     * Format: date
                     * @description Date the employee started in this job.
                     * @example 2020-08-12
                     */
                    start_date?: string | null;
                    /**
                     * Format: date
                     * @description Date the employee left or leaves this job.
                     * @example 2020-08-12
                     */
                    end_date?: string | null;
                    /**
                     * @description Pay of the job per `payment_unit`, in `currency`. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 7200000
                     */
                    compensation_rate?: number | null;
                    currency?: components["schemas"]["Currency"];
                    /**
                     * Payment Unit
                     * @description Unit the pay is counted in.
                     * @example year
                     * @enum {string|null}
                     */
                    payment_unit?: "hour" | "week" | "month" | "year" | "paycheck" | "other" | null;
                    /**
                     * Format: date
                     * @description Date the employee was hired.
                     * @example 2020-08-12
                     */
                    hired_at?: string | null;
                    /**
                     * @description Whether this is the employee's primary job.
                     * @example true
                     */
                    is_primary?: boolean | null;
                    /**
                     * @description Whether the job manages others.
                     * @example true
                     */
                    is_manager?: boolean | null;
                    /**
                     * @description Status of the job.
                     * @example active
                     * @enum {string|null}
                     */
                    status?: "active" | "inactive" | "other" | null;
                    /** @description Where the job is done. */
                    location?: {
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
                }[] | null;
                /** @description Compensations of the employee. */
                compensations?: {
                    /**
                     * ID
                     * @description Id of the compensation.
                     * @example 12345
                     */
                    id?: $Read<string | null>;
                    /**
                     * Job ID
                     * @description Job the compensation belongs to.
                     * @example 12345
                     */
                    job_id?: $Read<string | null>;
                    /**
                     * @description Amount paid per `payment_unit`, in `currency`. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 7200000
                     */
                    rate?: number | null;
                    /**
                     * Payment Unit
                     * @description Unit the pay is counted in.
                     * @example year
                     * @enum {string|null}
                     */
                    payment_unit?: "hour" | "week" | "month" | "year" | "paycheck" | "other" | null;
                    currency?: components["schemas"]["Currency"];
                    /**
                     * @description FLSA status of the compensation.
                     * @enum {string|null}
                     */
                    flsa_status?: "exempt" | "salaried-nonexempt" | "nonexempt" | "owner" | "other" | null;
                    /**
                     * Effective date
                     * @description Date the compensation takes effect.
                     * @example 2020-08-12
                     */
                    effective_date?: string | null;
                    /**
                     * Payment Frequency
                     * @description How often the employee is paid.
                     * @example monthly
                     * @enum {string|null}
                     */
                    payment_frequency?: "weekly" | "biweekly" | "monthly" | "pro-rata" | "other" | null;
                }[] | null;
                /**
                 * Remote
                 * @description Whether the employee works remotely.
                 * @example true
                 */
                works_remote?: boolean | null;
                addresses?: {
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
                }[];
                phone_numbers?: components["schemas"]["PhoneNumber"][];
                emails?: components["schemas"]["Email"][];
                custom_fields?: components["schemas"]["CustomField"][];
                social_links?: components["schemas"]["SocialLink"][];
                bank_accounts?: components["schemas"]["BankAccount"][];
                /**
                 * Tax Code
                 * @description Tax code of the employee.
                 * @example 1111
                 */
                tax_code?: string | null;
                /**
                 * Tax ID
                 * @description Tax id of the employee.
                 * @example 234-32-0000
                 */
                tax_id?: string | null;
                /**
                 * Dietary preference
                 * @description Dietary preference.
                 * @example Veggie
                 */
                dietary_preference?: string | null;
                /**
                 * Food allergies
                 * @description Food allergies.
                 */
                food_allergies?: string[] | null;
                /** Probation period */
                probation_period?: {
                    /**
                     * Probation start date
                     * Format: date
                     * @description First day of the probation period.
                     * @example 2021-10-01
                     */
                    start_date?: string | null;
                    /**
                     * Probation end date
                     * Format: date
                     * @description Last day of the probation period.
                     * @example 2021-11-28
                     */
                    end_date?: string | null;
                };
                tags?: components["schemas"]["Tags"];
                /**
                 * Row version
                 * @description Version of the record, for optimistic concurrency.
                 * @example 1-12345
                 */
                row_version?: string | null;
                /**
                 * Deleted
                 * @description Whether the employee is deleted.
                 * @example false
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
            };
            /** @description The employee's work patterns. */
            schedules?: {
                /**
                 * ID
                 * @description Unique identifier of the schedule.
                 * @example 12345
                 */
                id?: $Read<string>;
                /**
                 * @description First day of the schedule.
                 * @example 2022-04-08
                 */
                start_date?: string;
                /**
                 * @description Last day of the schedule.
                 * @example 2022-04-21
                 */
                end_date?: string;
                /** @description Hours of odd and even weeks. */
                work_pattern?: {
                    odd_weeks?: {
                        /**
                         * Format: double
                         * @description Hours on monday.
                         * @example 8
                         */
                        hours_monday?: number;
                        /**
                         * Format: double
                         * @description Hours on tuesday.
                         * @example 8
                         */
                        hours_tuesday?: number;
                        /**
                         * Format: double
                         * @description Hours on wednesday.
                         * @example 8
                         */
                        hours_wednesday?: number;
                        /**
                         * Format: double
                         * @description Hours on thursday.
                         * @example 8
                         */
                        hours_thursday?: number;
                        /**
                         * Format: double
                         * @description Hours on friday.
                         * @example 8
                         */
                        hours_friday?: number;
                        /**
                         * Format: double
                         * @description Hours on saturday.
                         * @example 8
                         */
                        hours_saturday?: number;
                        /**
                         * Format: double
                         * @description Hours on sunday.
                         * @example 8
                         */
                        hours_sunday?: number;
                    };
                    even_weeks?: {
                        /**
                         * Format: double
                         * @description Hours on monday.
                         * @example 8
                         */
                        hours_monday?: number;
                        /**
                         * Format: double
                         * @description Hours on tuesday.
                         * @example 8
                         */
                        hours_tuesday?: number;
                        /**
                         * Format: double
                         * @description Hours on wednesday.
                         * @example 8
                         */
                        hours_wednesday?: number;
                        /**
                         * Format: double
                         * @description Hours on thursday.
                         * @example 8
                         */
                        hours_thursday?: number;
                        /**
                         * Format: double
                         * @description Hours on friday.
                         * @example 8
                         */
                        hours_friday?: number;
                        /**
                         * Format: double
                         * @description Hours on saturday.
                         * @example 8
                         */
                        hours_saturday?: number;
                        /**
                         * Format: double
                         * @description Hours on sunday.
                         * @example 8
                         */
                        hours_sunday?: number;
                    };
                };
            }[] | null;
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
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
        /** HRIS Company */
        HRISCompany: {
            /**
             * ID
             * @description Unique identifier of the company.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Legal name of the company.
             * @example SpaceX
             */
            legal_name?: string | null;
            /**
             * @description Name the company is shown by.
             * @example SpaceX
             */
            display_name?: string | null;
            /**
             * @description Subdomain of the company on the platform.
             * @example company
             */
            subdomain?: string | null;
            /**
             * @description Status of the company on the platform.
             * @example active
             * @enum {string}
             */
            status?: "active" | "inactive" | "trial" | "other";
            /**
             * Company number
             * @description Number or code of the company.
             * @example 123456-AB
             */
            company_number?: string | null;
            currency?: components["schemas"]["Currency"];
            addresses?: components["schemas"]["Address"][];
            phone_numbers?: components["schemas"]["PhoneNumber"][];
            emails?: components["schemas"]["Email"][];
            websites?: components["schemas"]["Website"][];
            /**
             * @description Id of the company as a debtor.
             * @example 12345
             */
            debtor_id?: string | null;
            /**
             * @description Whether the company is deleted.
             * @example false
             */
            deleted?: $Read<boolean>;
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
        /** HRIS Company */
        HRISCompanyInput: {
            /**
             * ID
             * @description Unique identifier of the company.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * @description Legal name of the company.
             * @example SpaceX
             */
            legal_name?: string | null;
            /**
             * @description Name the company is shown by.
             * @example SpaceX
             */
            display_name?: string | null;
            /**
             * @description Subdomain of the company on the platform.
             * @example company
             */
            subdomain?: string | null;
            /**
             * @description Status of the company on the platform.
             * @example active
             * @enum {string}
             */
            status?: "active" | "inactive" | "trial" | "other";
            /**
             * Company number
             * @description Number or code of the company.
             * @example 123456-AB
             */
            company_number?: string | null;
            currency?: components["schemas"]["Currency"];
            addresses?: components["schemas"]["Address"][];
            phone_numbers?: components["schemas"]["PhoneNumberInput"][];
            emails?: components["schemas"]["EmailInput"][];
            websites?: components["schemas"]["WebsiteInput"][];
            /**
             * @description Id of the company as a debtor.
             * @example 12345
             */
            debtor_id?: string | null;
            /**
             * @description Whether the company is deleted.
             * @example false
             */
            deleted?: $Read<boolean>;
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
        /** Payroll */
        Payroll: {
            /**
             * ID
             * @description Unique identifier of the payroll.
             * @example 12345
             */
            id?: $Read<string | null>;
            /**
             * Company ID
             * @description Company the payroll belongs to.
             * @example 23456
             */
            company_id?: string | null;
            /**
             * @description Whether the payroll has been processed; a processed payroll cannot change.
             * @example false
             */
            processed?: boolean | null;
            /**
             * @description Date the payroll was processed.
             * @example 2022-04-08
             */
            processed_date?: string | null;
            /**
             * @description Date the employees are paid.
             * @example 2022-04-08
             */
            check_date?: string | null;
            /**
             * @description First day of the pay period.
             * @example 2022-04-08
             */
            start_date?: string | null;
            /**
             * @description Last day of the pay period.
             * @example 2022-04-21
             */
            end_date?: string | null;
            /**
             * @description Currency of every amount of the payroll (ISO 4217); not in the reference, whose amounts are decimals.
             * @example USD
             * @enum {string|null}
             */
            currency?: $Read<"AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XDR" | "XOF" | "XPF" | "XSU" | "YER" | "ZAR" | "ZMW" | "ZWG" | "ZWL" | "UNKNOWN_CURRENCY" | null>;
            /** @description Totals of the payroll. */
            totals?: {
                /**
                 * @description What the company pays for the payroll in all. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 2799249
                 */
                company_debit?: number | null;
                /**
                 * @description Taxes the payroll pays in all. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 865532
                 */
                tax_debit?: number | null;
                /**
                 * @description Total of the payroll's checks. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 2796623
                 */
                check_amount?: number | null;
                /**
                 * @description Net pay of the payroll. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 1933717
                 */
                net_pay?: number | null;
                /**
                 * @description Gross pay of the payroll. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 2796623
                 */
                gross_pay?: number | null;
                /**
                 * @description Taxes the employer pays. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 203893
                 */
                employer_taxes?: number | null;
                /**
                 * @description Taxes withheld from employees. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 661639
                 */
                employee_taxes?: number | null;
                /**
                 * @description Benefits the company contributes. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 0
                 */
                employer_benefit_contributions?: number | null;
                /**
                 * @description Benefits deducted from employees. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 0
                 */
                employee_benefit_deductions?: number | null;
            };
            /** @description Pay of each employee in the payroll. */
            compensations?: {
                /**
                 * ID
                 * @description Id of the employee paid.
                 * @example 12345
                 */
                employee_id?: $Read<string | null>;
                /**
                 * @description Net pay of the employee; known once the payroll is processed. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 219993
                 */
                net_pay?: number | null;
                /**
                 * @description Gross pay of the employee; known once the payroll is processed. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                 * @example 300000
                 */
                gross_pay?: number | null;
                /** @description Employer and employee taxes of the pay period. */
                taxes?: {
                    /**
                     * @description Name of the tax.
                     * @example CA State Income Tax
                     */
                    name?: string | null;
                    /**
                     * @description Whether the employer pays it.
                     * @example false
                     */
                    employer?: boolean | null;
                    /**
                     * @description Amount of the tax. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 197
                     */
                    amount?: number | null;
                }[] | null;
                /** @description Deductions from the employee's pay. */
                deductions?: {
                    /**
                     * @description Name of the deduction.
                     * @example Company Car
                     */
                    name?: string | null;
                    /**
                     * @description Amount deducted. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 1097
                     */
                    amount?: number | null;
                }[] | null;
                /** @description Benefits of the pay period. */
                benefits?: {
                    /**
                     * @description Name of the benefit.
                     * @example Health Insurance
                     */
                    name?: string | null;
                    /**
                     * @description Amount deducted from the employee for it. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 14294
                     */
                    employee_deduction?: number | null;
                    /**
                     * @description Amount the employer contributes to it. An integer in minor units of the currency (cents for USD; JPY has none, KWD three).
                     * @example 14114
                     */
                    employer_contribution?: number | null;
                }[] | null;
            }[];
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
        };
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
        SocialLink: {
            /** @description Id of the link, where the platform has one. */
            id?: string | null;
            /**
             * @description Address of the profile.
             * @example https://www.linkedin.com/company/example
             */
            url?: string;
            /**
             * @description The network, in lower case (twitter, linkedin, facebook...).
             * @example linkedin
             */
            type?: string | null;
        };
        SocialLinkInput: {
            /** @description Id of the link, where the platform has one. */
            id?: string | null;
            /**
             * @description Address of the profile.
             * @example https://www.linkedin.com/company/example
             */
            url: string;
            /**
             * @description The network, in lower case (twitter, linkedin, facebook...).
             * @example linkedin
             */
            type?: string | null;
        };
        /**
         * @description Labels of the record.
         * @example [
         *       "New"
         *     ]
         */
        Tags: string[] | null;
        /** Time Off Request */
        TimeOffRequest: {
            /**
             * ID
             * @description Unique identifier of the request.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * Employee ID
             * @description Employee who asks for the time off.
             * @example 12345
             */
            employee_id?: string | null;
            /**
             * Policy ID
             * @description Time-off policy the request draws on.
             * @example 12345
             */
            policy_id?: string | null;
            /**
             * Status
             * @description Status of the request.
             * @example approved
             * @enum {string|null}
             */
            status?: "requested" | "approved" | "declined" | "cancelled" | "deleted" | "other" | null;
            /**
             * Description
             * @description What the time off is for.
             * @example Enjoying some sun.
             */
            description?: string | null;
            /**
             * @description First day of the time off.
             * @example 2022-04-01
             */
            start_date?: string | null;
            /**
             * @description Last day of the time off.
             * @example 2022-04-01
             */
            end_date?: string | null;
            /**
             * @description Date the request was made.
             * @example 2022-03-21
             */
            request_date?: string | null;
            /**
             * @description Kind of time off.
             * @example vacation
             * @enum {string|null}
             */
            request_type?: "vacation" | "sick" | "personal" | "jury_duty" | "volunteer" | "bereavement" | "other" | null;
            /**
             * @description Date the request was approved.
             * @example 2022-03-21
             */
            approval_date?: string | null;
            /**
             * @description Unit of `amount`: hours, days or other.
             * @example hours
             * @enum {string|null}
             */
            units?: "days" | "hours" | "other" | null;
            /**
             * @description Time off asked for, in `units`.
             * @example 3.5
             */
            amount?: number | null;
            /**
             * @description Part of the day taken off.
             * @example morning
             */
            day_part?: string | null;
            notes?: {
                /**
                 * Employee note
                 * @description Note of the employee.
                 * @example Relaxing on the beach for a few hours.
                 */
                employee?: string | null;
                /**
                 * Manager note
                 * @description Note of the manager.
                 * @example Enjoy!
                 */
                manager?: string | null;
            };
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
            /**
             * @description Policy type of the request.
             * @example sick
             */
            policy_type?: string;
            /** @description Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set. */
            custom_mappings?: $Read<{
                [key: string]: string | number | boolean | {
                    [key: string]: unknown;
                } | unknown[] | null;
            }>;
        };
        /** Time Off Request */
        TimeOffRequestInput: {
            /**
             * ID
             * @description Unique identifier of the request.
             * @example 12345
             */
            id?: $Read<string>;
            /**
             * Employee ID
             * @description Employee who asks for the time off.
             * @example 12345
             */
            employee_id?: string | null;
            /**
             * Policy ID
             * @description Time-off policy the request draws on.
             * @example 12345
             */
            policy_id?: string | null;
            /**
             * Status
             * @description Status of the request.
             * @example approved
             * @enum {string|null}
             */
            status?: "requested" | "approved" | "declined" | "cancelled" | "deleted" | "other" | null;
            /**
             * Description
             * @description What the time off is for.
             * @example Enjoying some sun.
             */
            description?: string | null;
            /**
             * @description First day of the time off.
             * @example 2022-04-01
             */
            start_date?: string | null;
            /**
             * @description Last day of the time off.
             * @example 2022-04-01
             */
            end_date?: string | null;
            /**
             * @description Date the request was made.
             * @example 2022-03-21
             */
            request_date?: string | null;
            /**
             * @description Kind of time off.
             * @example vacation
             * @enum {string|null}
             */
            request_type?: "vacation" | "sick" | "personal" | "jury_duty" | "volunteer" | "bereavement" | "other" | null;
            /**
             * @description Date the request was approved.
             * @example 2022-03-21
             */
            approval_date?: string | null;
            /**
             * @description Unit of `amount`: hours, days or other.
             * @example hours
             * @enum {string|null}
             */
            units?: "days" | "hours" | "other" | null;
            /**
             * @description Time off asked for, in `units`.
             * @example 3.5
             */
            amount?: number | null;
            /**
             * @description Part of the day taken off.
             * @example morning
             */
            day_part?: string | null;
            notes?: {
                /**
                 * Employee note
                 * @description Note of the employee.
                 * @example Relaxing on the beach for a few hours.
                 */
                employee?: string | null;
                /**
                 * Manager note
                 * @description Note of the manager.
                 * @example Enjoy!
                 */
                manager?: string | null;
            };
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
            /**
             * @description Policy type of the request.
             * @example sick
             */
            policy_type?: string;
            custom_mappings?: components["schemas"]["CustomMappingValues"];
            pass_through?: components["schemas"]["PassThroughBodyInput"];
        };
        Website: {
            /** @description Id of the website entry, where the platform has one. */
            id?: string | null;
            /**
             * @description Address of the website.
             * @example https://example.com
             */
            url?: string;
            /**
             * @description What the website is for.
             * @enum {string|null}
             */
            type?: "primary" | "secondary" | "work" | "personal" | "other" | null;
        };
        WebsiteInput: {
            /** @description Id of the website entry, where the platform has one. */
            id?: string | null;
            /**
             * @description Address of the website.
             * @example https://example.com
             */
            url: string;
            /**
             * @description What the website is for.
             * @enum {string|null}
             */
            type?: "primary" | "secondary" | "work" | "personal" | "other" | null;
        };
        EmployeesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employees";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Employee"][];
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
        EmployeesOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employees";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Employee"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        EmployeesAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "employees";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        EmployeesUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employees";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        EmployeesDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employees";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CompaniesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "companies";
            /** @constant */
            operation: "all";
            data: components["schemas"]["HRISCompany"][];
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
        CompaniesOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "companies";
            /** @constant */
            operation: "one";
            data: components["schemas"]["HRISCompany"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        CompaniesAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "companies";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CompaniesUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "companies";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        CompaniesDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "companies";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DepartmentsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "departments";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Department"][];
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
        DepartmentsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "departments";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Department"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        DepartmentsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "departments";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DepartmentsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "departments";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        DepartmentsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "departments";
            /** @constant */
            operation: "delete";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        PayrollsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "payrolls";
            /** @constant */
            operation: "all";
            data: components["schemas"]["Payroll"][];
            _raw?: {
                [key: string]: unknown;
            };
        };
        PayrollsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "payrolls";
            /** @constant */
            operation: "one";
            data: components["schemas"]["Payroll"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        EmployeePayrollsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employee-payrolls";
            /** @constant */
            operation: "all";
            data: components["schemas"]["EmployeePayroll"][];
            _raw?: {
                [key: string]: unknown;
            };
        };
        EmployeePayrollsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employee-payrolls";
            /** @constant */
            operation: "one";
            data: components["schemas"]["EmployeePayroll"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        EmployeeSchedulesAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "employee-schedules";
            /** @constant */
            operation: "all";
            data: components["schemas"]["EmployeeSchedules"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        TimeOffRequestsAllResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "time-off-requests";
            /** @constant */
            operation: "all";
            data: components["schemas"]["TimeOffRequest"][];
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
        TimeOffRequestsOneResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "time-off-requests";
            /** @constant */
            operation: "one";
            data: components["schemas"]["TimeOffRequest"];
            _raw?: {
                [key: string]: unknown;
            };
        };
        TimeOffRequestsAddResponse: {
            /** @constant */
            status_code: 201;
            status: string;
            service: string;
            /** @constant */
            resource: "time-off-requests";
            /** @constant */
            operation: "add";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TimeOffRequestsUpdateResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "time-off-requests";
            /** @constant */
            operation: "update";
            data: {
                id?: string;
            };
            _raw?: {
                [key: string]: unknown;
            };
        };
        TimeOffRequestsDeleteResponse: {
            /** @constant */
            status_code: 200;
            status: string;
            service: string;
            /** @constant */
            resource: "time-off-requests";
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
        /** @description Id of the employee. */
        id: string;
        /** @description Only payrolls whose pay period ends on or after this date. */
        filterStartDate: string;
        /** @description Only payrolls whose pay period starts on or before this date. */
        filterEndDate: string;
        /** @description Id of the employee. */
        employeeId: string;
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
    employeesAll: {
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
                /** @description Only employees of this company. */
                "filter[company_id]"?: string;
                /** @description Only employees with this email address. */
                "filter[email]"?: string;
                /** @description Only employees with this first name. */
                "filter[first_name]"?: string;
                /** @description Only employees with this job title. */
                "filter[title]"?: string;
                /** @description Only employees with this last name. */
                "filter[last_name]"?: string;
                /** @description Only employees this employee manages. */
                "filter[manager_id]"?: string;
                /** @description Only employees with this employment status. */
                "filter[employment_status]"?: "active" | "inactive" | "terminated" | "other";
                /** @description Only the employee with this number. */
                "filter[employee_number]"?: string;
                /** @description Only employees of this department. */
                "filter[department_id]"?: string;
                /** @description Only employees living or working in this city. */
                "filter[city]"?: string;
                /** @description Only employees living or working in this country (ISO 3166-1 alpha-2). */
                "filter[country]"?: string;
                /** @description Field to sort the list by, where the connector can. */
                "sort[by]"?: "first_name" | "last_name" | "created_at" | "updated_at";
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
            /** @description List employees */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeesAllResponse"];
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
    employeesAdd: {
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
                "application/json": components["schemas"]["EmployeeInput"];
            };
        };
        responses: {
            /** @description Create an employee */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeesAddResponse"];
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
    employeesOne: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description The company the employee works for, where the platform keeps several. */
                "filter[company_id]"?: string;
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
                /** @description Id of the employee. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeesOneResponse"];
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
    employeesDelete: {
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
                /** @description Id of the employee. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete an employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeesDeleteResponse"];
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
    employeesUpdate: {
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
                /** @description Id of the employee. */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmployeeInput"];
            };
        };
        responses: {
            /** @description Update an employee */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeesUpdateResponse"];
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
    companiesAll: {
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
            /** @description List companies */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniesAllResponse"];
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
    companiesAdd: {
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
                "application/json": WithRequired<components["schemas"]["HRISCompanyInput"], "legal_name">;
            };
        };
        responses: {
            /** @description Create a company */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniesAddResponse"];
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
    companiesOne: {
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
                /** @description Id of the company. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a company */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniesOneResponse"];
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
    companiesDelete: {
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
                /** @description Id of the company. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a company */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniesDeleteResponse"];
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
    companiesUpdate: {
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
                /** @description Id of the company. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HRISCompanyInput"];
            };
        };
        responses: {
            /** @description Update a company */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniesUpdateResponse"];
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
    departmentsAll: {
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
            /** @description List departments */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentsAllResponse"];
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
    departmentsAdd: {
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
                "application/json": components["schemas"]["DepartmentInput"];
            };
        };
        responses: {
            /** @description Create a department */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentsAddResponse"];
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
    departmentsOne: {
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
                /** @description Id of the department. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a department */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentsOneResponse"];
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
    departmentsDelete: {
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
                /** @description Id of the department. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a department */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentsDeleteResponse"];
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
    departmentsUpdate: {
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
                /** @description Id of the department. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentInput"];
            };
        };
        responses: {
            /** @description Update a department */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentsUpdateResponse"];
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
    payrollsAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Only payrolls whose pay period ends on or after this date. */
                "filter[start_date]"?: components["parameters"]["filterStartDate"];
                /** @description Only payrolls whose pay period starts on or before this date. */
                "filter[end_date]"?: components["parameters"]["filterEndDate"];
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
            /** @description List payrolls */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [UnsupportedSortFieldError](http://127.0.0.1:8080/errors/UnsupportedSortFieldError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
    payrollsOne: {
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
                /** @description Id of the payroll. */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a payroll */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollsOneResponse"];
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
    employeePayrollsAll: {
        parameters: {
            query?: {
                /** @description Include the raw downstream calls in `_raw`. */
                raw?: components["parameters"]["raw"];
                /** @description Comma-separated fields to return; dot notation for nested fields. */
                fields?: components["parameters"]["fields"];
                /** @description Platform query parameters added to the read's call after mapping: `pass_through[search]=leads` sends `search=leads`. Connectors on the kit's collection take them. */
                pass_through?: components["parameters"]["passThrough"];
                /** @description Only payrolls whose pay period ends on or after this date. */
                "filter[start_date]"?: components["parameters"]["filterStartDate"];
                /** @description Only payrolls whose pay period starts on or before this date. */
                "filter[end_date]"?: components["parameters"]["filterEndDate"];
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
                /** @description Id of the employee. */
                employee_id: components["parameters"]["employeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List employee payrolls */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeePayrollsAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [UnsupportedSortFieldError](http://127.0.0.1:8080/errors/UnsupportedSortFieldError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
    employeePayrollsOne: {
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
                /** @description Id of the employee. */
                employee_id: components["parameters"]["employeeId"];
                /** @description Id of the employee payroll. */
                payroll_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an employee payroll */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeePayrollsOneResponse"];
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
    employeeSchedulesAll: {
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
                /** @description Id of the employee. */
                employee_id: components["parameters"]["employeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List employee schedules */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeSchedulesAllResponse"];
                };
            };
            /** @description Bad Request: [RequestValidationError](http://127.0.0.1:8080/errors/RequestValidationError), [UnsupportedFiltersError](http://127.0.0.1:8080/errors/UnsupportedFiltersError), [UnsupportedSortFieldError](http://127.0.0.1:8080/errors/UnsupportedSortFieldError), [OAuthCredentialsNotFoundError](http://127.0.0.1:8080/errors/OAuthCredentialsNotFoundError), [ConnectorOperationUnsupportedError](http://127.0.0.1:8080/errors/ConnectorOperationUnsupportedError), [RequestHeadersValidationError](http://127.0.0.1:8080/errors/RequestHeadersValidationError), [IdempotencyKeyNotSupportedError](http://127.0.0.1:8080/errors/IdempotencyKeyNotSupportedError); or [ConnectorExecutionError](http://127.0.0.1:8080/errors/ConnectorExecutionError), when the platform answered with this status. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        type_name?: "RequestValidationError" | "UnsupportedFiltersError" | "UnsupportedSortFieldError" | "OAuthCredentialsNotFoundError" | "ConnectorOperationUnsupportedError" | "RequestHeadersValidationError" | "IdempotencyKeyNotSupportedError" | "ConnectorExecutionError";
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
    timeOffRequestsAll: {
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
                /** @description Only requests that end on or after this date; with end_date, the requests within the window. */
                "filter[start_date]"?: string;
                /** @description Only requests that start on or before this date; with start_date, the requests within the window. */
                "filter[end_date]"?: string;
                /** @description Only time-off requests updated at or after this date-time. */
                "filter[updated_since]"?: string;
                /** @description Only requests of this employee. */
                "filter[employee_id]"?: string;
                /** @description Only requests with this status. */
                "filter[time_off_request_status]"?: "requested" | "approved" | "declined" | "cancelled" | "deleted" | "other";
                /** @description Only requests of employees of this company. */
                "filter[company_id]"?: string;
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
            /** @description List time off requests */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequestsAllResponse"];
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
    timeOffRequestsAdd: {
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
                "application/json": components["schemas"]["TimeOffRequestInput"];
            };
        };
        responses: {
            /** @description Create a time-off request */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequestsAddResponse"];
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
    timeOffRequestsOne: {
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
                /** @description Id of the employee. */
                employee_id: components["parameters"]["employeeId"];
                /** @description Id of the time-off request. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a time-off request */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequestsOneResponse"];
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
    timeOffRequestsDelete: {
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
                /** @description Id of the employee. */
                employee_id: components["parameters"]["employeeId"];
                /** @description Id of the time-off request. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a time-off request */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequestsDeleteResponse"];
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
    timeOffRequestsUpdate: {
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
                /** @description Id of the employee. */
                employee_id: components["parameters"]["employeeId"];
                /** @description Id of the time-off request. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeOffRequestInput"];
            };
        };
        responses: {
            /** @description Update a time-off request */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequestsUpdateResponse"];
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
