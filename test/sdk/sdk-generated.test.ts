/**
 * The client's committed files are current: the OpenAPI documents in
 * packages/sdk/openapi/ are those the service builds from its declarations
 * now, and the types in packages/sdk/src/generated/ are those openapi-typescript
 * makes from them. Either drifting fails here; `npm run sdk:generate` rewrites both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_DIR, GENERATED_DIR, generatedFiles } from '../../packages/sdk/scripts/generate-types.mjs';
import { buildOfflineDocuments, documentFileText, OFFLINE_PUBLIC_URL, type OfflineDocument } from '../../src/server/offline-documents.js';

const STALE = 'packages/sdk is stale: run `npm run sdk:generate` and commit the result';

function filesIn(directory: string, extension: string): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(extension))
    .sort();
}

describe('packages/sdk generated files', () => {
  let documents: OfflineDocument[];

  beforeAll(async () => {
    documents = await buildOfflineDocuments();
  });

  it('holds every document the service serves, as it builds them now', () => {
    expect(documents.map(({ id }) => id)).toContain('sms');
    expect(documents.every(({ document }) => (document.servers as { url: string }[])[0]?.url === OFFLINE_PUBLIC_URL)).toBe(true);
    expect(filesIn(DOCUMENTS_DIR, '.json'), STALE).toEqual(documents.map(({ id }) => `${id}.json`).sort());
    for (const { id, document } of documents) {
      expect(readFileSync(path.join(DOCUMENTS_DIR, `${id}.json`), 'utf8') === documentFileText(document), `${STALE} (openapi/${id}.json)`).toBe(true);
    }
  });

  it('holds the types openapi-typescript generates from those documents', async () => {
    const files = await generatedFiles(documents);
    expect(files.get('index.ts')).toContain('export type paths = ');
    expect(filesIn(GENERATED_DIR, '.ts'), STALE).toEqual([...files.keys()].sort());
    for (const [name, text] of files) {
      expect(readFileSync(path.join(GENERATED_DIR, name), 'utf8') === text, `${STALE} (src/generated/${name})`).toBe(true);
    }
  });
});
