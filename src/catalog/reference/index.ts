/**
 * The API reference: `/docs` (every document) and `/docs/{api_id}` (Scalar
 * rendering one), with Scalar's bundle and the pages' own files under
 * `/docs/assets`, all served by the service.
 */
import type { FastifyInstance } from 'fastify';
import { BROWSER_BUNDLES } from '../../core/http/browser-bundles.js';
import { bundleAsset, CSS, JS, ownAsset, StaticAssets } from '../../core/http/static-assets.js';
import type { OpenApiDocuments } from '../openapi/index.js';
import { REFERENCE_ASSETS_PATH } from './paths.js';
import { registerReferencePages } from './reference-pages.js';
import { INDEX_CSS, REFERENCE_CSS, REFERENCE_SCRIPT } from './reference-script.js';

export { REFERENCE_PATH } from './paths.js';

/** Scalar's standalone bundle (about 3.5 MB, 1 MB gzipped) and the pages' own script and styles. */
export function referenceAssets(): StaticAssets {
  return new StaticAssets(REFERENCE_ASSETS_PATH, {
    'standalone.js': bundleAsset(BROWSER_BUNDLES.scalar, JS),
    'reference.js': ownAsset(REFERENCE_SCRIPT, JS),
    'reference.css': ownAsset(REFERENCE_CSS, CSS),
    'index.css': ownAsset(INDEX_CSS, CSS),
  });
}

export function registerApiReference(app: FastifyInstance, documents: OpenApiDocuments, publicUrl: string): void {
  const assets = referenceAssets();
  assets.register(app);
  registerReferencePages(app, documents, assets, publicUrl);
}
