import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { zendeskCursorPaging } from '../../src/connectors/zendesk/cursor-paging.js';
import type { CursorState } from '../../src/connectors/framework/paging/index.js';
import { phoneText, splitName } from '../../src/connectors/framework/person-fields.js';
import { addressText, customerFields, nameFor, organizationNames } from '../../src/connectors/zendesk/customer-fields.js';
import { zendeskErrorMessage } from '../../src/connectors/zendesk/error-message.js';
import type { ZendeskUser } from '../../src/connectors/zendesk/wire-types.js';

/** An end user as Show User returns it to an admin (fields as in Zendesk's API reference). */
const END_USER: ZendeskUser & Record<string, unknown> = {
  id: 19310000012000,
  url: 'https://acme.zendesk.com/api/v2/users/19310000012000.json',
  name: 'Mary Ann Smith',
  email: 'mary.smith@northwind.example',
  created_at: '2025-03-14T09:26:53Z',
  updated_at: '2026-01-02T17:05:00Z',
  time_zone: 'Eastern Time (US & Canada)',
  iana_time_zone: 'America/New_York',
  phone: '+15551234567',
  shared_phone_number: false,
  photo: null,
  locale_id: 1,
  locale: 'en-US',
  organization_id: 19300000001000,
  role: 'end-user',
  verified: true,
  external_id: 'crm-005001',
  tags: ['vip'],
  alias: '',
  active: true,
  shared: false,
  shared_agent: false,
  signature: '',
  details: '42 Harbor Road, Boston',
  notes: 'Prefers email over phone.',
  role_type: null,
  custom_role_id: null,
  moderator: false,
  ticket_restriction: 'requested',
  only_private_comments: false,
  restricted_agent: false,
  suspended: false,
  report_csv: false,
  chat_only: false,
  user_fields: { customer_tier: 'gold' },
};

const ORGANIZATIONS = organizationNames([{ id: 19300000001000, name: 'Northwind Traders' }]);

describe('Zendesk user → customer', () => {
  it('maps every field Zendesk has', () => {
    expect(customerFields(END_USER, ORGANIZATIONS)).toEqual({
      id: '19310000012000',
      company_name: 'Northwind Traders',
      first_name: 'Mary',
      last_name: 'Ann Smith',
      individual: true,
      addresses: [{ type: 'primary', string: '42 Harbor Road, Boston' }],
      notes: 'Prefers email over phone.',
      phone_numbers: [{ number: '+15551234567', type: 'primary' }],
      emails: [{ email: 'mary.smith@northwind.example', type: 'primary' }],
      status: 'active',
      created_at: '2025-03-14T09:26:53.000Z',
      updated_at: '2026-01-02T17:05:00.000Z',
    });
  });

  it('leaves out what Zendesk has no data for', () => {
    const customer = customerFields(END_USER, ORGANIZATIONS);
    for (const field of ['tax_number', 'currency', 'bank_accounts', 'created_by', 'updated_by']) {
      expect(customer).not.toHaveProperty(field);
    }
  });

  it('reads a sparse user (no organization, email, phone, details or notes) as empty, not invented', () => {
    const sparse: ZendeskUser = { id: 7, name: 'Cher', role: 'end-user', organization_id: null, phone: null, details: '', notes: '', active: true, suspended: false };
    expect(customerFields(sparse, new Map())).toMatchObject({
      id: '7',
      company_name: null,
      first_name: 'Cher',
      last_name: null,
      addresses: [],
      notes: null,
      phone_numbers: [],
      emails: [],
      created_at: null,
    });
  });

  it('gives a null company name when the organization was not side-loaded', () => {
    expect(customerFields(END_USER, new Map()).company_name).toBeNull();
  });

  it('reads suspended and deleted users as archived', () => {
    expect(customerFields({ ...END_USER, suspended: true }, ORGANIZATIONS).status).toBe('archived');
    expect(customerFields({ ...END_USER, active: false }, ORGANIZATIONS).status).toBe('archived');
  });

  it('splits names at the first space, trimming', () => {
    expect(splitName('  Jean-Luc   de la Cruz ')).toEqual({ first_name: 'Jean-Luc', last_name: 'de la Cruz' });
    expect(splitName('')).toEqual({ first_name: null, last_name: null });
    expect(splitName(null)).toEqual({ first_name: null, last_name: null });
  });
});

describe('customer → Zendesk user', () => {
  it('maps a full create body', () => {
    expect(
      customerFields.write({
        first_name: 'Ada',
        last_name: 'Lovelace',
        company_name: 'Analytical Engines Ltd',
        individual: true,
        emails: [
          { email: 'ada@work.example', type: 'work' },
          { email: 'ada@home.example', type: 'primary' },
        ],
        phone_numbers: [{ country_code: '44', area_code: '20', number: '7946 0958', type: 'work' }],
        addresses: [{ type: 'primary', line1: 'Marylebone Road', street_number: '12', city: 'London', postal_code: 'NW1 5LR', country: 'GB' }],
        notes: 'Met at the Royal Society.',
        tax_number: 'GB123',
        currency: 'GBP',
        status: 'active',
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@home.example',
      phone: '+44 20 7946 0958',
      organization: { name: 'Analytical Engines Ltd' },
      details: '12 Marylebone Road, London, NW1 5LR, GB',
      notes: 'Met at the Royal Society.',
      suspended: false,
    });
  });

  it('sends only what an update names', () => {
    expect(customerFields.write({ notes: null })).toEqual({ notes: '' });
    expect(customerFields.write({})).toEqual({});
  });

  it('keeps the other half of the name on a partial name update', () => {
    expect(nameFor({ last_name: 'Byron' }, 'Ada Lovelace')).toBe('Ada Byron');
    expect(nameFor({ first_name: 'Augusta' }, 'Ada Lovelace')).toBe('Augusta Lovelace');
    expect(nameFor({ first_name: 'Ada', last_name: null }, 'Ada Lovelace')).toBe('Ada');
  });

  it('clears organization, phone and details with null or empty values', () => {
    expect(customerFields.write({ company_name: null, phone_numbers: [], addresses: [] })).toEqual({
      organization_id: null,
      phone: null,
      details: '',
    });
    expect(customerFields.write({ company_name: '  ' })).toEqual({ organization_id: null });
  });

  it('maps archived to suspended, ignores unknown and refuses a GDPR erasure request', () => {
    expect(customerFields.write({ status: 'archived' })).toEqual({ suspended: true });
    expect(customerFields.write({ status: 'unknown' })).toEqual({});
    expect(customerFields.write({ status: null })).toEqual({});
    const refused = (() => {
      try {
        customerFields.write({ status: 'gdpr-erasure-request' });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).typeName).toBe('RequestValidationError');
  });

  it('writes phones and addresses as Zendesk keeps them: one line of text', () => {
    expect(phoneText({ number: '+1 323 111 1111', country_code: '1' })).toBe('+1 323 111 1111');
    expect(phoneText({ number: '111-1111', area_code: '323', extension: '105' })).toBe('323 111-1111 ext. 105');
    expect(addressText({ string: '1 Infinite Loop, Cupertino', line1: 'ignored' })).toBe('1 Infinite Loop, Cupertino');
    expect(addressText({ line1: 'Main St 1', line2: null, city: 'Springfield' })).toBe('Main St 1, Springfield');
  });
});

describe('Zendesk cursor pagination', () => {
  const list = new URL('https://acme.zendesk.com/api/v2/users');
  const pageQuery = (limit: number, state: CursorState | undefined) => zendeskCursorPaging.request({ list, limit, state });
  const neighbourPages = (meta: { has_more: boolean; after_cursor: string | null; before_cursor: string | null }, state: CursorState | undefined) =>
    zendeskCursorPaging.neighbours({ list, limit: 20, state }, { body: { users: [], meta }, headers: {}, count: 0 });
  const readPagingState = (state: unknown) => zendeskCursorPaging.read(state as never, list);

  it('asks for at most 100 records a page', () => {
    expect(pageQuery(20, undefined)).toEqual({ query: { 'page[size]': 20 } });
    expect(pageQuery(200, { after: 'abc' })).toEqual({ query: { 'page[size]': 100, 'page[after]': 'abc' } });
    expect(pageQuery(5, { before: 'xyz' })).toEqual({ query: { 'page[size]': 5, 'page[before]': 'xyz' } });
  });

  it('has no previous page on the first page, and no next page once has_more is false', () => {
    const meta = { has_more: true, after_cursor: 'A', before_cursor: 'B' };
    expect(neighbourPages(meta, undefined)).toEqual({ next: { after: 'A' }, previous: null });
    expect(neighbourPages({ ...meta, has_more: false }, { after: 'X' })).toEqual({ next: null, previous: { before: 'B' } });
  });

  it('reads has_more in the direction of travel when paging backwards', () => {
    const meta = { has_more: false, after_cursor: 'A', before_cursor: 'B' };
    expect(neighbourPages(meta, { before: 'X' })).toEqual({ next: { after: 'A' }, previous: null });
    expect(neighbourPages({ ...meta, has_more: true }, { before: 'X' })).toEqual({ next: { after: 'A' }, previous: { before: 'B' } });
  });

  it('ends the list on an empty page', () => {
    expect(neighbourPages({ has_more: false, after_cursor: null, before_cursor: null }, undefined)).toEqual({ next: null, previous: null });
  });

  it('refuses a paging state that is not its own', () => {
    expect(readPagingState({ after: 'A' })).toEqual({ after: 'A' });
    for (const bad of ['https://evil.example/api/v2/users', 42, { after: 1 }, { after: 'A', before: 'B' }]) {
      expect(() => readPagingState(bad)).toThrowError(ApiError);
    }
  });
});

describe('Zendesk error messages', () => {
  it('reads the description, the plain-text 429 and validation details', () => {
    expect(zendeskErrorMessage({ error: 'RecordNotFound', description: 'Not found' })).toBe('Not found');
    expect(zendeskErrorMessage({ error: "Couldn't authenticate you" })).toBe("Couldn't authenticate you");
    expect(zendeskErrorMessage('Number of allowed API requests per minute exceeded')).toBe('Number of allowed API requests per minute exceeded');
    expect(zendeskErrorMessage({ error: { title: 'Forbidden', message: 'You do not have access' } })).toBe('You do not have access');
    expect(
      zendeskErrorMessage({
        error: 'RecordInvalid',
        description: 'Record validation errors',
        details: { email: [{ description: 'Email: a@b.example is already being used by another user', error: 'DuplicateValue' }] },
      }),
    ).toBe('Record validation errors: Email: a@b.example is already being used by another user');
    expect(zendeskErrorMessage(null)).toBeUndefined();
  });
});
