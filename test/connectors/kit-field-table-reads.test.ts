import { describe, expect, it } from 'vitest';
import { codecs, fieldTable } from '../../src/connectors/kit/index.js';

interface Person { name?: string | null; first?: string | null }
interface Wire { properties: Record<string, string> }

describe('field table: the paths of fields and of computed reads', () => {
  const table = fieldTable<Person, Wire>({
    first: { at: 'properties.given', codec: codecs.text },
    name: { read: (wire) => `${wire.properties.given} ${wire.properties.family}`, reads: ['properties.given', 'properties.family'], write: false },
  });

  it('lists them once among the paths, after the paths of the fields', () => {
    expect(table.paths).toEqual(['properties.given', 'properties.family']);
    expect(table.pathOf).toEqual({ first: 'properties.given' });
  });

  it('reads and writes as without them', () => {
    expect(table({ properties: { given: 'Ada', family: 'Lovelace' } })).toEqual({ first: 'Ada', name: 'Ada Lovelace' });
    expect(table.write({ first: 'Ada', name: 'ignored' })).toEqual({ properties: { given: 'Ada' } });
  });
});

describe('field table: sort fields in an order of their own', () => {
  interface Dated { id?: string | null; updated_at?: string | null; created_at?: string | null }
  const rules = {
    id: { at: 'id', write: false as const },
    updated_at: { at: 'update_time', write: false as const, sort: true as const },
    created_at: { at: 'add_time', write: false as const, sort: 'created' },
  };

  it('lists the fields in table order and the sort fields in the order given', () => {
    const table = fieldTable<Dated, Record<string, string>>(rules, { sortOrder: ['created_at', 'updated_at'] });
    expect(table.fields).toEqual(['id', 'updated_at', 'created_at']);
    expect(table.sortBy).toEqual(['created_at', 'updated_at']);
    expect(table.sortKeys).toEqual({ created_at: 'created', updated_at: 'update_time' });
  });

  it('keeps the table order without one, and offers no field the table does not sort by', () => {
    expect(fieldTable<Dated, Record<string, string>>(rules).sortBy).toEqual(['updated_at', 'created_at']);
    expect(fieldTable<Dated, Record<string, string>>(rules, { sortOrder: ['id', 'created_at'] }).sortBy).toEqual(['created_at', 'updated_at']);
  });
});

describe('field table: write paths', () => {
  interface Contact { email?: string | null; city?: string | null; name?: string | null }
  const table = fieldTable<Contact, Record<string, unknown>>({
    email: { at: 'emails.0.address', codec: codecs.text },
    city: { at: 'address.city', codec: codecs.text },
    name: { at: 'name', codec: codecs.text },
  });

  it('makes the objects on the way, and an array before a numeric key', () => {
    const body = table.write({ email: 'ada@example.com', city: 'London', name: 'Ada' });
    expect(body).toEqual({ emails: [{ address: 'ada@example.com' }], address: { city: 'London' }, name: 'Ada' });
    expect(Array.isArray(body.emails)).toBe(true);
  });

  it('writes only the fields the record carries', () => {
    expect(table.write({ city: 'Paris' })).toEqual({ address: { city: 'Paris' } });
  });
});
