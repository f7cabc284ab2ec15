/**
 * `node dist/src/server/export-openapi.js <directory>`: writes every OpenAPI
 * document the service serves to `<directory>/<id>.json` (built offline, with
 * `npm start`'s default address as server URL) and removes documents of APIs
 * that no longer exist. `npm run sdk:generate` runs it for packages/sdk.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOfflineDocuments, documentFileText } from './offline-documents.js';

async function main(): Promise<void> {
  const [directory, ...rest] = process.argv.slice(2);
  if (!directory || rest.length > 0) {
    console.error('usage: node dist/src/server/export-openapi.js <directory>');
    process.exit(2);
  }
  const documents = await buildOfflineDocuments();
  mkdirSync(directory, { recursive: true });
  const written = new Set<string>();
  for (const { id, document } of documents) {
    const file = `${id}.json`;
    writeFileSync(path.join(directory, file), documentFileText(document));
    written.add(file);
  }
  for (const file of readdirSync(directory)) {
    if (file.endsWith('.json') && !written.has(file)) rmSync(path.join(directory, file));
  }
  console.log(`wrote ${documents.length} OpenAPI documents to ${directory}: ${documents.map((entry) => entry.id).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error('The OpenAPI documents could not be built:', error instanceof Error ? error.message : error);
  process.exit(1);
});
