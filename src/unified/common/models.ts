/**
 * Models shared by several unified APIs: addresses, emails, phone numbers,
 * bank accounts, currencies, websites, social links, custom fields and tags,
 * with the enums of the reference API. Where the reference's files disagree
 * (customer-support.yml keeps an older address without line5, notes and the
 * `work` type), these follow the shape every other file shares: a superset,
 * so older answers still fit.
 */
import { Type } from 'typebox';
import { currencyCodes } from '../../core/money.js';
import { NullableArray, NullableEnum, NullableString, optional } from './schema.js';

export const UNKNOWN_CURRENCY = 'UNKNOWN_CURRENCY';

/** ISO 4217 codes as the runtime's Intl data knows them, plus UNKNOWN_CURRENCY. */
export const Currency = NullableEnum([...currencyCodes(), UNKNOWN_CURRENCY], {
  description: 'ISO 4217 currency code.',
  example: 'USD',
});

export const ADDRESS_TYPES = ['primary', 'secondary', 'home', 'office', 'shipping', 'billing', 'work', 'other'] as const;

const addressLine = (description: string) => NullableString({ description });

export const Address = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the address.' }),
    type: NullableEnum(ADDRESS_TYPES, { description: 'The type of address.' }),
    string: addressLine('The address as one string, when the platform does not split it.'),
    name: addressLine('Name of the address.'),
    line1: addressLine('First line of the street address.'),
    line2: addressLine('Second line of the street address.'),
    line3: addressLine('Third line of the street address.'),
    line4: addressLine('Fourth line of the street address.'),
    line5: addressLine('Fifth line of the street address (an attention line, for example).'),
    street_number: addressLine('Street number.'),
    city: addressLine('City.'),
    state: addressLine('State or region.'),
    postal_code: addressLine('Postal code.'),
    country: addressLine('Country code (ISO 3166-1 alpha-2).'),
    latitude: addressLine('Latitude.'),
    longitude: addressLine('Longitude.'),
    county: addressLine('County.'),
    contact_name: addressLine('Contact person at this address.'),
    salutation: addressLine('Salutation of the contact.'),
    phone_number: addressLine('Phone number at this address.'),
    fax: addressLine('Fax number at this address.'),
    email: addressLine('Email address at this address.'),
    website: addressLine('Website of this address.'),
    notes: addressLine('Notes on the address, such as delivery instructions.'),
    row_version: addressLine('Version of the record, for optimistic concurrency.'),
  }),
  { additionalProperties: false },
);

export const EMAIL_TYPES = ['primary', 'secondary', 'work', 'personal', 'billing', 'other'] as const;

export const Email = Type.Object(
  {
    id: Type.Optional(NullableString()),
    // Never null, where the reference allows it: an email entry without its address says nothing.
    email: Type.String({ minLength: 1, format: 'email', example: 'elon@musk.com' }),
    type: Type.Optional(NullableEnum(EMAIL_TYPES)),
  },
  { additionalProperties: false },
);

export const PHONE_TYPES = [
  'primary', 'secondary', 'home', 'work', 'office', 'mobile', 'assistant', 'fax', 'direct-dial-in', 'personal', 'billing', 'other',
] as const;

export const PhoneNumber = Type.Object(
  {
    id: Type.Optional(NullableString()),
    country_code: Type.Optional(NullableString({ example: '1' })),
    area_code: Type.Optional(NullableString({ example: '323' })),
    number: Type.String({ minLength: 1, example: '111-111-1111' }),
    extension: Type.Optional(NullableString({ example: '105' })),
    type: Type.Optional(NullableEnum(PHONE_TYPES)),
  },
  { additionalProperties: false },
);

export const BANK_ACCOUNT_TYPES = ['bank_account', 'credit_card', 'other'] as const;

export const BankAccount = Type.Object(
  {
    bank_name: Type.Optional(NullableString({ description: 'Name of the bank.' })),
    account_number: Type.Optional(NullableString({ description: 'Account number.' })),
    account_name: Type.Optional(NullableString({ description: 'Name of the account.' })),
    account_type: Type.Optional(NullableEnum(BANK_ACCOUNT_TYPES)),
    iban: Type.Optional(NullableString({ description: 'International Bank Account Number.' })),
    bic: Type.Optional(NullableString({ description: 'Bank Identifier Code.' })),
    routing_number: Type.Optional(NullableString({ description: 'Routing number (United States).' })),
    bsb_number: Type.Optional(NullableString({ description: 'Bank State Branch number (Australia).' })),
    branch_identifier: Type.Optional(NullableString({ description: 'Branch identifier.' })),
    bank_code: Type.Optional(NullableString({ description: 'Bank code.' })),
    currency: Type.Optional(Currency),
    country: Type.Optional(NullableString({ minLength: 2, maxLength: 2, description: 'Country of the account (ISO 3166-1 alpha-2).', example: 'US' })),
  },
  { additionalProperties: false },
);

export const WEBSITE_TYPES = ['primary', 'secondary', 'work', 'personal', 'other'] as const;

export const Website = Type.Object(
  {
    id: Type.Optional(NullableString({ description: 'Id of the website entry, where the platform has one.' })),
    url: Type.String({ minLength: 1, description: 'Address of the website.', example: 'https://example.com' }),
    type: Type.Optional(NullableEnum(WEBSITE_TYPES, { description: 'What the website is for.' })),
  },
  { additionalProperties: false },
);

export const SocialLink = Type.Object(
  {
    id: Type.Optional(NullableString({ description: 'Id of the link, where the platform has one.' })),
    url: Type.String({ minLength: 1, description: 'Address of the profile.', example: 'https://www.linkedin.com/company/example' }),
    type: Type.Optional(NullableString({ description: 'The network, in lower case (twitter, linkedin, facebook...).', example: 'linkedin' })),
  },
  { additionalProperties: false },
);

/**
 * A custom field's value: a scalar, a free object, or a list of those (a
 * multi-select, for example). The reference's anyOf as one type list, which
 * the serialiser compiles without a validation per value; `array` comes first
 * because the serialiser tries the types in order and would write a list as
 * the text of a string.
 */
const customFieldValue = Type.Unsafe<string | number | boolean | Record<string, unknown> | Array<string | number | boolean | Record<string, unknown> | null> | null>({
  type: ['array', 'object', 'string', 'number', 'boolean', 'null'],
  additionalProperties: true,
  items: { type: ['string', 'number', 'boolean', 'object', 'null'], additionalProperties: true },
  description: 'Value of the field: a string, number, boolean, object, or a list of those.',
  example: 'Uses Salesforce and Marketo',
});

/** A field the platform's users defined themselves; named by its id or its name (one of them is required). */
export const CustomField = Type.Object(
  optional({
    id: NullableString({ title: 'ID', description: 'Id of the custom field on the platform.', example: '2389328923893298' }),
    name: NullableString({ title: 'Name', description: 'Name of the custom field.', example: 'employee_level' }),
    description: NullableString({ title: 'Description', description: 'What the custom field holds.', example: 'Employee Level' }),
    value: customFieldValue,
  }),
  // Each branch says `type: object`: documentation tools (Scalar) take a schema without a type for an invalid one.
  { additionalProperties: false, anyOf: [{ type: 'object', required: ['id'] }, { type: 'object', required: ['name'] }] },
);

/** Labels of a record. */
export const Tags = NullableArray(Type.String(), { description: 'Labels of the record.', example: ['New'] });

/** Any JSON value, as a platform may take it; typed, because documentation tools (Scalar) take a schema without a type for an invalid one. */
const anyJson = Type.Unsafe<unknown>({
  type: ['string', 'number', 'boolean', 'object', 'array', 'null'],
  additionalProperties: true,
  items: {},
  description: 'Any JSON value.',
});

/** Values of custom mappings by their key (src/vault/custom-mappings/): read from and written to the platform fields they map. */
export const CustomMappingValues = Type.Record(Type.String({ maxLength: 64 }), anyJson, {
  maxProperties: 100,
  description: 'Values for the custom mappings set for this resource, by key: each is written to the platform field its mapping names.',
});

/**
 * Platform data a write adds to what the unified record maps to, as the
 * reference's PassThroughBody: for the connection's own service, merged into
 * the platform's request body after mapping (docs/unified-apis.md#pass-through).
 */
export const PassThroughBody = Type.Array(
  Type.Object(
    {
      service_id: Type.String({ minLength: 1, maxLength: 64, description: 'The service the entry is for: the connection\'s own, or the request is refused.', example: 'zendesk' }),
      operation_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'The platform call of the write the entry applies to, as the connector\'s README names them; every call that takes one when omitted.' })),
      extend_object: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Merged into the platform\'s request body, object by object.' })),
      extend_paths: Type.Optional(
        Type.Array(
          Type.Object(
            {
              path: Type.String({ minLength: 1, maxLength: 256, description: 'Where to set the value: `$` then `.name`, `[index]` or `[\'name\']` steps.', example: '$.user.notes' }),
              value: anyJson,
            },
            { additionalProperties: false },
          ),
          { maxItems: 50, description: 'Values set at paths of the platform\'s request body, in order.' },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  { maxItems: 10, description: 'Platform data for the connection\'s service, merged into the platform\'s request after mapping.' },
);
