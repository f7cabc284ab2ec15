import { describe, expect, it } from 'vitest';
import { findJsonError } from '../../src/core/json-error-position.js';

describe('findJsonError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', '[]', '{"a":[1,2.5e3,-0,true,false,null,"x\\u00e9\\n"]}', ' "s" ', '0', '{"a":{"b":{}}}']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonError(text)).toBeUndefined();
    }
  });

  it('points at the first offending character with line and column', () => {
    expect(findJsonError('{"from": "+1", "to": }')).toMatchObject({ position: 21, line: 1, column: 22 });
    expect(findJsonError('{\n  "a": 1,\n  "b" 2\n}')).toMatchObject({ line: 3, column: 7 });
    expect(findJsonError('{"a": "unterminated')?.message).toContain('unterminated string');
    expect(findJsonError('[1, 2')?.message).toContain('end of input');
    expect(findJsonError('{"a":1} x')?.message).toContain('after the end');
    expect(findJsonError("{'a':1}")?.position).toBe(1);
    expect(findJsonError('01')?.position).toBe(1);
  });
});
