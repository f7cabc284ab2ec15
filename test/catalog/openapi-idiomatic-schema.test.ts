/**
 * The rewrites of TypeBox's spellings in the OpenAPI documents: each gives
 * the spelling OpenAPI tools expect, and accepts and refuses exactly the same
 * values as the original (checked with Ajv on values on both sides of each
 * rule); shapes the rules do not cover are left as they are.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { idiomatic } from '../../src/catalog/openapi/idiomatic-schema.js';
import { plainCopy, type JsonSchema } from '../../src/catalog/json-schema.js';

const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
const plain = (schema: unknown) => plainCopy(schema) as JsonSchema;

function expectSameMeaning(before: JsonSchema, after: JsonSchema, values: unknown[]): void {
  const original = ajv.compile(before);
  const rewritten = ajv.compile(after);
  for (const value of values) expect(rewritten(value), JSON.stringify(value)).toBe(original(value));
}

describe('idiomatic OpenAPI schemas', () => {
  it('turns a union of literals into an enum', () => {
    const before = plain(Type.Union([Type.Literal('live'), Type.Literal('beta')], { description: 'Status.' }));
    const after = idiomatic(before);
    expect(after).toEqual({ description: 'Status.', type: 'string', enum: ['live', 'beta'] });
    expectSameMeaning(before, after, ['live', 'beta', 'gone', null, 1]);
  });

  it('turns a union of a type and null into a type list, null added to an enum', () => {
    const before = plain(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Epoch ms.' }));
    const after = idiomatic(before);
    expect(after).toEqual({ type: ['integer', 'null'], minimum: 0, description: 'Epoch ms.' });
    expectSameMeaning(before, after, [0, 5, -1, null, 'x', 1.5]);

    const enumBefore = { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] };
    const enumAfter = idiomatic(enumBefore);
    expect(enumAfter).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expectSameMeaning(enumBefore, enumAfter, ['a', 'c', null, 2]);
  });

  it('turns a record into additionalProperties', () => {
    const anything = plain(Type.Record(Type.String(), Type.Unknown()));
    expect(idiomatic(anything)).toEqual({ type: 'object', additionalProperties: true });
    expectSameMeaning(anything, idiomatic(anything), [{}, { a: 1, b: [null] }, [], 'x']);
    const strings = plain(Type.Record(Type.String(), Type.String(), { maxProperties: 2 }));
    expect(idiomatic(strings)).toMatchObject({ type: 'object', maxProperties: 2, additionalProperties: { type: 'string' } });
    expectSameMeaning(strings, idiomatic(strings), [{ a: 'x' }, { a: 1 }, { a: 'x', b: 'y', c: 'z' }]);
  });

  it('leaves other unions and objects alone', () => {
    const mixed = { anyOf: [{ type: 'string', const: 'a' }, { type: 'integer', const: 1 }] };
    expect(idiomatic(mixed)).toEqual(mixed);
    const referenced = { anyOf: [{ $ref: '#/components/schemas/Currency' }, { type: 'null' }] };
    expect(idiomatic(referenced)).toEqual(referenced);
    const withProperties = { type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^.*$': { type: 'string' } } };
    expect(idiomatic(withProperties)).toEqual(withProperties);
  });
});
