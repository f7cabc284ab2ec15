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
