import { describe, expect, it } from 'vitest';
import { requireFormMappedValues, withMappedValues, writeMappedValues } from '../../src/connectors/kit/custom-mappings.js';

describe('custom mappings on a collection\'s records', () => {
  it('reads each mapped path of the platform record (null where it has nothing) and writes values back to it', () => {
    const mapped = [{ key: 'tier', path: ['properties', 'tier'] }, { key: 'first_tag', path: ['tags', 0] }, { key: 'missing', path: ['nowhere'] }];
    expect(withMappedValues({ id: '1' }, { properties: { tier: 'gold' }, tags: ['vip'] }, mapped)).toEqual({ id: '1', custom_mappings: { tier: 'gold', first_tag: 'vip', missing: null } });
    expect(withMappedValues({ id: '1' }, {}, [])).toEqual({ id: '1' });
    expect(writeMappedValues({ properties: { name: 'Ada' } }, [{ key: 'tier', path: ['properties', 'tier'], value: 'gold' }])).toEqual({ properties: { name: 'Ada', tier: 'gold' } });
  });

  it('keeps a form body one level of text: a nested path or an object value is refused, naming the key', () => {
    expect(() => requireFormMappedValues([{ key: 'note', path: ['Note'], value: 'x' }, { key: 'tags', path: ['Tags'], value: ['a', 'b'] }])).not.toThrow();
    for (const value of [{ key: 'deep', path: ['a', 'b'], value: 'x' }, { key: 'object', path: ['a'], value: { b: 1 } }]) {
      expect(() => requireFormMappedValues([value])).toThrow(expect.objectContaining({ typeName: 'RequestValidationError', detail: { [`custom_mappings.${value.key}`]: 'not a form value' } }));
    }
  });
});
