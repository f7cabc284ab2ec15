/** Reading descriptions: OAS 3.1 accepted beside 3.0, Swagger refused, and the one YAML repair. */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { asOpenApi, indentClosingQuotes } from './description-file.js';

describe('description files', () => {
  it('reads OAS 3.0 and 3.1 and refuses Swagger 2.0', () => {
    expect(asOpenApi({ openapi: '3.1.0', paths: {} }, 'x').openapi).toBe('3.1.0');
    expect(asOpenApi({ openapi: '3.0.3', paths: {} }, 'x').openapi).toBe('3.0.3');
    expect(() => asOpenApi({ swagger: '2.0' }, 'x')).toThrow(/swagger 2.0/);
  });

  it('reads a single-quoted scalar whose closing quote starts a line, to the value lenient parsers give', () => {
    const text = "paths:\n  /x:\n    year:\n      description: 'Must be 2015 or later.\n\n'\n      type: integer\n";
    expect(() => parseYaml(text)).toThrow();
    expect(parseYaml(indentClosingQuotes(text))).toEqual({ paths: { '/x': { year: { description: 'Must be 2015 or later.\n', type: 'integer' } } } });
    const clean = "a: 'it''s'\nb: |\n  text\n";
    expect(indentClosingQuotes(clean)).toBe(clean);
  });
});
