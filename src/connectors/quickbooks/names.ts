/**
 * Customers, vendors and employees share QuickBooks' NameBase: a person's
 * title, given, middle and family names and suffix, a company name, the
 * DisplayName (unique across the three lists), phones, email and web site,
 * and Active. These are the field-table rules of that part, both ways.
 */
import type { Json } from './api.js';
import { emails, nonEmpty, optionalText, phones, toContactFields, websites } from './mapping.js';

type Contacts = Parameters<typeof toContactFields>[0];

export const personRules = {
  display_name: 'DisplayName',
  company_name: { at: 'CompanyName', codec: optionalText },
  title: { at: 'Title', codec: optionalText },
  first_name: { at: 'GivenName', codec: optionalText },
  middle_name: { at: 'MiddleName', codec: optionalText },
  last_name: { at: 'FamilyName', codec: optionalText },
  suffix: { at: 'Suffix', codec: optionalText },
  individual: { read: (record: Json) => nonEmpty(record.CompanyName) === null, write: false },
  phone_numbers: { read: phones, write: (phoneNumbers: Contacts['phone_numbers']) => toContactFields({ phone_numbers: phoneNumbers }) },
  emails: { read: emails, write: (list: Contacts['emails']) => toContactFields({ emails: list }) },
  websites: { read: websites, write: (list: Contacts['websites']) => toContactFields({ websites: list }) },
} as const;
