import { describe, expect, it } from 'vitest';
import { finderOf, parseFinder, parseJsonPath, setAtPath, valueAtPath } from '../../src/core/json-finder.js';

describe('finders', () => {
  it('reads member and index steps after $.root, in any of their spellings', () => {
    expect(parseFinder('$.root.properties.first_aid')).toEqual(['properties', 'first_aid']);
    expect(parseFinder("$.root['Custom Field'][2][\"x\"]")).toEqual(['Custom Field', 2, 'x']);
    expect(parseJsonPath('$.user.tags[1]')).toEqual(['user', 'tags', 1]);
  });

  it('refuses what names no single place, or reaches a prototype', () => {
    for (const finder of ['alias', '$.alias', '$.root', '$.root..alias', '$.root.*', '$.root[?(@.id==1)].value', '$.root.__proto__.x', "$.root['constructor']", `$.root${'.a'.repeat(17)}`]) {
      expect(Array.isArray(parseFinder(finder)), finder).toBe(false);
    }
  });

  it('writes back to the place it reads from, making objects and arrays on the way', () => {
    const path = parseFinder('$.root.custom_fields[1].value') as (string | number)[];
    const body: Record<string, unknown> = { name: 'Ada' };
    setAtPath(body, path, 'gold');
    expect(body).toEqual({ name: 'Ada', custom_fields: [undefined, { value: 'gold' }] });
    expect(valueAtPath(body, path)).toBe('gold');
    expect(valueAtPath(body, ['name', 'length'])).toBeUndefined();
    expect(valueAtPath({ a: null }, ['a', 'b'])).toBeUndefined();
    expect(finderOf(['Custom Field', 0, 'value'])).toBe("$.root['Custom Field'][0].value");
    expect(parseFinder(finderOf(['Custom Field', 0, 'value']))).toEqual(['Custom Field', 0, 'value']);
  });
});
