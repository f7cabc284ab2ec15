/**
 * The API reference pages: `GET /docs` lists every OpenAPI document the
 * service serves (the unified APIs, then Vault, Connector, Proxy and
 * Webhook), and `GET /docs/{api_id}` renders one with Scalar, loaded from
 * the document's own URL on this service. Public like the documents (they
 * hold no data). Scalar and the pages' script and styles are served by the
 * service (reference-assets.ts); the pages cannot be framed.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { PLAYGROUND_PATH } from '../graphql/paths.js';
import type { OpenApiDocuments } from '../openapi/index.js';
import type { StaticAssets } from '../../core/http/static-assets.js';
import { REFERENCE_PATH } from './paths.js';

const COMMON = ["default-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'"];

/** The index: our own stylesheet and no script at all. */
export const INDEX_CSP = [...COMMON, "style-src 'self'", "img-src 'self' data:"].join('; ');

/**
 * Scalar's page. 'unsafe-inline' for styles only: Scalar (a Vue app) injects
 * its component styles and theme as <style> elements and sets style
 * attributes at run time, so they cannot be listed by hash. Scripts stay
 * 'self' only. connect-src: the document and "Test request" calls, both to
 * this service (its public URL, which is also 'self' unless a proxy in front
 * rewrites the host).
 */
export function referenceCsp(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    ...COMMON,
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${origin}`,
    "worker-src 'self' blob:",
  ].join('; ');
}

const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  // The list of documents changes with a release: revalidate every time.
  'cache-control': 'no-cache',
};

const DocumentParams = Type.Object({ api_id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }) });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The first paragraph of a document's description (its summary; the rest is how every call is made). */
function summaryOf(description: unknown): string {
  return typeof description === 'string' ? (description.split('\n\n')[0] ?? '') : '';
}

function head(title: string, stylesheet: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    // No favicon request: the service has none to serve.
    '<link rel="icon" href="data:,">',
    `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`,
    '</head>',
  ].join('');
}

export function indexHtml(documents: OpenApiDocuments, assets: StaticAssets): string {
  const item = (id: string) => {
    const entry = documents.summary(id);
    if (!entry) return '';
    return [
      `<li><a class="svc-api-name" href="${REFERENCE_PATH}/${id}">${escapeHtml(entry.name)}</a>`,
      `<p class="svc-api-summary">${escapeHtml(summaryOf(entry.description))}</p>`,
      `<div class="svc-api-links"><a href="${REFERENCE_PATH}/${id}">API reference</a><a href="/openapi/${id}.json">OpenAPI document (JSON)</a></div></li>`,
    ].join('');
  };
  const platform = new Set(['vault', 'connector', 'proxy', 'webhook']);
  const ids = documents.ids();
  return [
    head('API reference', assets.url('index.css')),
    '<body><main><h1>API reference</h1>',
    '<p>Every API this service serves, described by an OpenAPI 3.1 document generated from the code that serves it. ',
    'Calls carry <code>Authorization: Bearer &lt;key&gt;</code> and <code>x-svc-app-id</code>; ',
    `errors are <code>{status_code, error, type_name, message, detail?, ref}</code>, and every type has a page: <a href="/errors">error types</a>.</p>`,
    '<h2>Unified APIs</h2><ul class="svc-apis">',
    ids.filter((id) => !platform.has(id)).map(item).join(''),
    '</ul><h2>Platform APIs</h2><ul class="svc-apis">',
    ids.filter((id) => platform.has(id)).map(item).join(''),
    '</ul><h2>More</h2><ul>',
    '<li><a href="/errors">Error types</a>: every <code>type_name</code>, its status and meaning.</li>',
    `<li><a href="${PLAYGROUND_PATH}">GraphQL playground</a> of the Connector API.</li>`,
    '<li><a href="/openapi">/openapi</a>: the documents as JSON, with their URLs.</li>',
    '</ul></main></body></html>',
  ].join('');
}

export function referenceHtml(id: string, name: string, assets: StaticAssets): string {
  return [
    head(`${name} reference`, assets.url('reference.css')),
    '<body>',
    '<nav class="svc-docs-bar">',
    `<span class="svc-docs-title">${escapeHtml(name)}</span>`,
    `<a href="${REFERENCE_PATH}">All APIs</a><a href="/errors">Error types</a><a href="/openapi/${id}.json">OpenAPI JSON</a>`,
    '</nav>',
    `<div id="api-reference-root" data-document-url="/openapi/${id}.json">`,
    `<p class="svc-docs-loading">Loading the reference… It needs JavaScript; the document itself is at <a href="/openapi/${id}.json">/openapi/${id}.json</a>.</p>`,
    '</div>',
    `<script src="${escapeHtml(assets.url('standalone.js'))}"></script>`,
    `<script src="${escapeHtml(assets.url('reference.js'))}"></script>`,
    '</body></html>',
  ].join('');
}

export function registerReferencePages(app: FastifyInstance, documents: OpenApiDocuments, assets: StaticAssets, publicUrl: string): void {
  const config = { auth: 'none' as const, connectors: false as const };
  const referenceHeaders = { ...PAGE_HEADERS, 'content-security-policy': referenceCsp(publicUrl) };
  const indexHeaders = { ...PAGE_HEADERS, 'content-security-policy': INDEX_CSP };
  // Built on first use: the documents exist once the service is ready.
  let index: string | undefined;

  app.get(REFERENCE_PATH, { config }, async (_request, reply) => {
    index ??= indexHtml(documents, assets);
    return reply.headers(indexHeaders).type('text/html; charset=utf-8').send(index);
  });

  app.get(`${REFERENCE_PATH}/:api_id`, { config, schema: { params: DocumentParams } }, async (request, reply) => {
    const { api_id: id } = request.params as { api_id: string };
    const entry = documents.summary(id);
    if (!entry) {
      throw new ApiError('EntityNotFoundError', { message: `No API reference "${id}"`, detail: { api_id: id, documents: documents.ids() } });
    }
    return reply.headers(referenceHeaders).type('text/html; charset=utf-8').send(referenceHtml(id, entry.name, assets));
  });
}
