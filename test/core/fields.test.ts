import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { parseFields, project } from '../../src/core/fields.js';
import { Customer } from '../../src/unified/customer-support/customers.js';

const customer = {
  id: '1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  emails: [{ email: 'ada@example.com', type: 'primary' }],
  addresses: [
    { city: 'London', country: 'GB', line1: '12 St James' },
    { city: 'Paris', country: 'FR' },
  ],
  bank_accounts: { iban: 'GB00', bic: 'X' },
};

describe('fields projection', () => {
  it('returns everything when fields is absent or blank', () => {
    expect(parseFields(undefined, Customer)).toBeUndefined();
    expect(parseFields('  ', Customer)).toBeUndefined();
  });

  it('keeps only the named top-level fields', () => {
    expect(project(customer, parseFields('id,last_name', Customer)!)).toEqual({ id: '1', last_name: 'Lovelace' });
  });

  it('reaches into objects and every item of arrays with dot notation', () => {
    const tree = parseFields('id,addresses.city,bank_accounts.iban', Customer)!;
    expect(project(customer, tree)).toEqual({
      id: '1',
      addresses: [{ city: 'London' }, { city: 'Paris' }],
      bank_accounts: { iban: 'GB00' },
    });
  });

  it('a whole field wins over a nested path of it', () => {
    expect(project(customer, parseFields('emails.email,emails', Customer)!)).toEqual({ emails: customer.emails });
  });

  it('projects lists item by item and leaves absent fields absent', () => {
    expect(project([customer, { id: '2' }], parseFields('id,first_name', Customer)!)).toEqual([
      { id: '1', first_name: 'Ada' },
      { id: '2' },
    ]);
  });

  it('refuses unknown fields, top-level and nested, with RequestValidationError', () => {
    for (const fields of ['id,nope', 'addresses.nope', 'id.length']) {
      expect(() => parseFields(fields, Customer)).toThrow(ApiError);
      try {
        parseFields(fields, Customer);
      } catch (error) {
        expect((error as ApiError).typeName).toBe('RequestValidationError');
      }
    }
  });
});
