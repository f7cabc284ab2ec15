/**
 * Models shared by several unified APIs: addresses, emails, phone numbers,
 * bank accounts and currencies, with the enums of the reference API.
 */
import { Type } from 'typebox';
import { currencyCodes } from '../../core/money.js';
import { NullableEnum, NullableString, StringEnum, optional } from './schema.js';

export const UNKNOWN_CURRENCY = 'UNKNOWN_CURRENCY';

/** ISO 4217 codes as the runtime's Intl data knows them, plus UNKNOWN_CURRENCY. */
export const Currency = NullableEnum([...currencyCodes(), UNKNOWN_CURRENCY], {
  description: 'ISO 4217 currency code.',
  example: 'USD',
});

export const ADDRESS_TYPES = ['primary', 'secondary', 'home', 'office', 'shipping', 'billing', 'other'] as const;

const addressLine = (description: string) => NullableString({ description });

export const Address = Type.Object(
  optional({
    id: NullableString({ description: 'Unique identifier of the address.' }),
    type: StringEnum(ADDRESS_TYPES, { description: 'The type of address.' }),
    string: addressLine('The address as one string, when the platform does not split it.'),
    name: addressLine('Name of the address.'),
    line1: addressLine('First line of the street address.'),
    line2: addressLine('Second line of the street address.'),
    line3: addressLine('Third line of the street address.'),
    line4: addressLine('Fourth line of the street address.'),
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
    row_version: addressLine('Version of the record, for optimistic concurrency.'),
  }),
  { additionalProperties: false },
);

export const EMAIL_TYPES = ['primary', 'secondary', 'work', 'personal', 'billing', 'other'] as const;

export const Email = Type.Object(
  {
    id: Type.Optional(Type.String()),
    email: Type.String({ minLength: 1, format: 'email', example: 'elon@musk.com' }),
    type: Type.Optional(StringEnum(EMAIL_TYPES)),
  },
  { additionalProperties: false },
);

export const PHONE_TYPES = [
  'primary', 'secondary', 'home', 'work', 'office', 'mobile', 'assistant', 'fax', 'direct-dial-in', 'personal', 'other',
] as const;

export const PhoneNumber = Type.Object(
  {
    id: Type.Optional(NullableString()),
    country_code: Type.Optional(NullableString({ example: '1' })),
    area_code: Type.Optional(NullableString({ example: '323' })),
    number: Type.String({ minLength: 1, example: '111-111-1111' }),
    extension: Type.Optional(NullableString({ example: '105' })),
    type: Type.Optional(StringEnum(PHONE_TYPES)),
  },
  { additionalProperties: false },
);

export const BANK_ACCOUNT_TYPES = ['bank_account', 'credit_card', 'other'] as const;

export const BankAccount = Type.Object(
  {
    account_number: Type.Optional(NullableString({ description: 'Account number.' })),
    account_name: Type.Optional(NullableString({ description: 'Name of the account.' })),
    account_type: Type.Optional(StringEnum(BANK_ACCOUNT_TYPES)),
    iban: Type.Optional(NullableString({ description: 'International Bank Account Number.' })),
    bic: Type.Optional(NullableString({ description: 'Bank Identifier Code.' })),
    bsb_number: Type.Optional(NullableString({ description: 'Bank State Branch number (Australia).' })),
    branch_identifier: Type.Optional(NullableString({ description: 'Branch identifier.' })),
    bank_code: Type.Optional(NullableString({ description: 'Bank code.' })),
    currency: Type.Optional(Currency),
  },
  { additionalProperties: false },
);
