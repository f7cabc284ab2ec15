/**
 * The pages every error envelope's `ref` points to: one per error type, and an
 * index of all of them. Generated from the error catalog.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { STATUS_CODES } from '../core/http/node-http.js';
import { ApiError } from '../core/errors/api-error.js';
import { ERROR_TYPES, ERROR_TYPE_NAMES, isErrorTypeName, type ErrorTypeName } from '../core/errors/catalog.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Inline `code` spans from the catalog's descriptions. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1b1f24;background:#f6f7f9}
main{max-width:860px;margin:0 auto;padding:40px 24px}
h1{font-size:28px;margin:0 0 8px}a{color:#0b5cad}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dde1e6;border-radius:8px}
td,th{padding:10px 12px;border-bottom:1px solid #eceff2;text-align:left;vertical-align:top}
th{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#57606a}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px}
pre{background:#0d1117;color:#e6edf3;padding:16px;border-radius:8px;overflow:auto}
.status{font-weight:600;white-space:nowrap}`;

/**
 * The pages run no script and load nothing: their one inline style block is
 * allowed by its hash, and the empty icon spares the browser a favicon request.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/** A whole page in the service's style, allowed by PAGE_HEADERS (the landing page uses it too). */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function indexPage(): string {
  const rows = ERROR_TYPE_NAMES.map((name) => {
    const type = ERROR_TYPES[name];
    return `<tr><td><a href="/errors/${name}">${name}</a></td><td class="status">${type.status} ${escapeHtml(STATUS_CODES[type.status] ?? '')}</td><td>${prose(type.description)}</td></tr>`;
  }).join('');
  return page(
    'Error types',
    `<p><a href="/docs">API reference</a></p><h1>Error types</h1><p>Every error response is a JSON object with <code>status_code</code>, <code>error</code>, <code>type_name</code>, <code>message</code>, an optional <code>detail</code> and a <code>ref</code> to the page of its type.</p><table><thead><tr><th>type_name</th><th>Status</th><th>Meaning</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function typePage(name: ErrorTypeName, publicUrl: string): string {
  const type = ERROR_TYPES[name];
  const example = {
    status_code: type.status,
    error: STATUS_CODES[type.status],
    type_name: name,
    message: type.message,
    ref: `${publicUrl}/errors/${name}`,
  };
  return page(
    name,
    `<p><a href="/errors">All error types</a></p><h1>${name}</h1><p class="status">HTTP ${type.status} ${escapeHtml(STATUS_CODES[type.status] ?? '')}</p><p>${prose(type.description)}</p><h2>Example</h2><pre>${escapeHtml(JSON.stringify(example, null, 2))}</pre>`,
  );
}

export function registerErrorPages(app: FastifyInstance, publicUrl: string): void {
  const index = indexPage();
  app.get('/errors', { config: { auth: 'none', connectors: false } }, (_request, reply) => reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(index));
  app.get('/errors/:type', { config: { auth: 'none', connectors: false } }, (request, reply) => {
    const { type } = request.params as { type: string };
    if (!isErrorTypeName(type)) throw new ApiError('EntityNotFoundError', { message: 'Unknown error type', detail: { type: type.slice(0, 100) } });
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(typePage(type, publicUrl));
  });
}
