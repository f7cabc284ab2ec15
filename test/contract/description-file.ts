/** Reads a vendor's API description (JSON or YAML) as it is, by path. */
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { isObject, type OasDocument } from './oas-types.js';

export async function readDescription(filePath: string): Promise<OasDocument> {
  const text = await readFile(filePath, 'utf8');
  const parsed: unknown = filePath.endsWith('.json') ? JSON.parse(text) : parseYaml(indentClosingQuotes(text), { maxAliasCount: -1 });
  return asOpenApi(parsed, filePath);
}

/**
 * Some generated YAML (Gusto's, written by Speakeasy) ends a multi-line
 * single-quoted scalar with its closing quote alone at the start of a line.
 * PyYAML and js-yaml read that; YAML 1.2 wants the line indented, and the
 * strict parser refuses the whole file. Indenting such a line changes no
 * value (leading spaces of a quoted scalar's continuation lines are dropped).
 */
export function indentClosingQuotes(text: string): string {
  return text.replace(/\n'(\r?\n)/g, "\n                                                                '$1");
}

/**
 * The checker speaks OAS 3.0 (nullable, boolean exclusive bounds, …) and the
 * JSON Schema of OAS 3.1 as far as 3.1 descriptions use it: `type` lists with
 * "null", numeric exclusive bounds and `const` are JSON Schema that the
 * conversion (schema-conversion.ts) keeps as they are. Swagger 2.0 has
 * another layout and is refused loudly rather than half-checked.
 */
export function asOpenApi(parsed: unknown, source: string): OasDocument {
  if (!isObject(parsed)) throw new Error(`${source} is not an API description (not an object)`);
  const version = typeof parsed.openapi === 'string' ? parsed.openapi : undefined;
  if (version === undefined || !/^3\.[01]\./.test(version)) {
    const found = version ?? (typeof parsed.swagger === 'string' ? `swagger ${parsed.swagger}` : 'no version');
    throw new Error(`${source}: only OpenAPI 3.0 and 3.1 descriptions are supported (found ${found})`);
  }
  return parsed as OasDocument;
}
