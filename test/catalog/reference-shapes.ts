/**
 * The reference API's own description of the Connector API (connector.yml,
 * beside the repository in ../shared/reference), compiled into validators of
 * its response schemas. Absent folder: the shape checks are skipped with a note.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDescription } from '../contract/description-file.js';
import { SchemaCompiler, type Validator } from '../contract/schema-compiler.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const REFERENCE_FILE = path.resolve(REPOSITORY_ROOT, '..', 'shared', 'reference', 'apideck-openapi', 'connector.yml');

export function referenceAvailable(): boolean {
  try {
    return statSync(REFERENCE_FILE).isFile();
  } catch {
    return false;
  }
}

/** Validators of `components.schemas.<name>`, by name. */
export async function referenceValidators(): Promise<(schemaName: string) => Validator> {
  const document = await readDescription(REFERENCE_FILE);
  const compiler = new SchemaCompiler(document, { direction: 'response', coerceStrings: false });
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  return (schemaName) => {
    const schema = schemas[schemaName];
    if (!schema) throw new Error(`connector.yml has no schema ${schemaName}`);
    return compiler.validator(schema);
  };
}
