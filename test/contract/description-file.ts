/** Reads a vendor's API description (JSON or YAML) as it is, by path. */
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { isObject, type OasDocument } from './oas-types.js';

export async function readDescription(filePath: string): Promise<OasDocument> {
  const text = await readFile(filePath, 'utf8');
  const parsed: unknown = filePath.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 });
  return asOpenApi(parsed, filePath);
}

/**
 * The checker speaks OAS 3.0 (nullable, boolean exclusive bounds, …) and
 * OAS 3.1, whose schemas are JSON Schema 2020-12: what the conversion rewrites
 * for 3.0 does not occur in them, and their `type` lists (`[string, 'null']`)
 * and numeric exclusive bounds are read as they are (schema-conversion.ts).
 * Swagger 2.0 has another layout: it is refused loudly rather than half-checked.
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
