/**
 * Generates the client's types (src/generated/) from the OpenAPI documents in
 * openapi/ with openapi-typescript: one module per document, and an index that
 * merges the paths of every document into the one `paths` type the client is
 * typed with. `node scripts/generate-types.mjs` writes them; the service's
 * tests import `generatedFiles` to check that the committed files are current.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENTS_DIR = path.join(PACKAGE_DIR, 'openapi');
export const GENERATED_DIR = path.join(PACKAGE_DIR, 'src', 'generated');

const OPTIONS = {
  silent: true,
  // readOnly properties (ids, timestamps, statuses) become $Read<T>, which openapi-fetch leaves out of request
  // bodies and unwraps in answers: sending `id` in a create does not compile.
  readWriteMarkers: true,
};

/** "customer-support" → "customerSupport": the namespace a document's types are exported under. */
export function namespaceOf(id) {
  return id.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
}

function banner(source) {
  return `/**\n * Generated from ${source} by scripts/generate-types.mjs (openapi-typescript).\n * Do not edit: run \`npm run sdk:generate\` at the repository's root.\n */\n`;
}

async function moduleOf(id, document) {
  // A copy: openapi-typescript resolves references in place.
  const ast = await openapiTS(structuredClone(document), OPTIONS);
  return `${banner(`openapi/${id}.json`)}${astToString(ast)}`;
}

function indexOf(documents) {
  const ids = documents.map(({ id }) => id);
  const withPaths = documents.filter(({ document }) => Object.keys(document.paths ?? {}).length > 0).map(({ id }) => id);
  const withSchemas = documents.filter(({ document }) => Object.keys(document.components?.schemas ?? {}).length > 0).map(({ id }) => id);
  const lines = [banner('openapi/*.json').trimEnd(), ''];
  for (const id of ids) {
    const names = [...(withPaths.includes(id) ? [`paths as ${namespaceOf(id)}Paths`] : []), ...(withSchemas.includes(id) ? [`components as ${namespaceOf(id)}Components`] : [])];
    if (names.length > 0) lines.push(`import type { ${names.join(', ')} } from './${id}.js';`);
  }
  lines.push('');
  lines.push('/** Each document\'s types (paths, operations, components), under the API\'s name: `sms.components["schemas"]["Message"]`. */');
  for (const id of ids) lines.push(`export type * as ${namespaceOf(id)} from './${id}.js';`);
  lines.push('');
  lines.push('/** Every operation the service serves, by path: the paths of all the documents (they never share a path). */');
  lines.push(`export type paths = ${withPaths.map((id) => `${namespaceOf(id)}Paths`).join(' & ')};`);
  lines.push('');
  lines.push('/** The named schemas of each document, by API. */');
  lines.push('export interface schemas {');
  for (const id of withSchemas) lines.push(`  ${JSON.stringify(id)}: ${namespaceOf(id)}Components['schemas'];`);
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/**
 * The generated files for these documents, by name in src/generated/.
 * @param {{ id: string; document: object }[]} documents
 * @returns {Promise<Map<string, string>>}
 */
export async function generatedFiles(documents) {
  const sorted = [...documents].sort((a, b) => a.id.localeCompare(b.id));
  const files = new Map();
  for (const { id, document } of sorted) files.set(`${id}.ts`, await moduleOf(id, document));
  files.set('index.ts', indexOf(sorted));
  return files;
}

/** The documents in openapi/, as written by the service's export. */
export function readDocuments() {
  return readdirSync(DOCUMENTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ id: file.slice(0, -'.json'.length), document: JSON.parse(readFileSync(path.join(DOCUMENTS_DIR, file), 'utf8')) }));
}

async function main() {
  const files = await generatedFiles(readDocuments());
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of files) writeFileSync(path.join(GENERATED_DIR, name), text);
  for (const name of readdirSync(GENERATED_DIR)) if (!files.has(name)) rmSync(path.join(GENERATED_DIR, name));
  console.log(`generated ${[...files.keys()].join(', ')} in src/generated/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error('The client types could not be generated:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
