/**
 * `GET /`: a person who opens the service's address in a browser gets a small
 * page saying what it is and where to go; a JSON client gets the 404 envelope
 * any unknown route answers with, so `/` is not an API. Chosen by the Accept
 * header (negotiator): the page only when text/html is preferred over JSON;
 * `*\/*` and no Accept at all get JSON. The page has the error pages' style
 * and headers: no script, nothing loaded from anywhere.
 */
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import { ApiError } from '../core/errors/api-error.js';
import { PAGE_HEADERS, escapeHtml, page } from './error-pages.js';
import { servicePackage } from './service-version.js';

/** Listed first, JSON wins when the client likes both equally. */
const OFFERED = ['application/json', 'text/html'];

function landingPage(version: string): string {
  const name = 'Unified integration API';
  return page(
    name,
    `<h1>${name}</h1><p>Version ${escapeHtml(version)}. One HTTP and JSON API in front of many third-party platforms, with a vault for your customers' credentials.</p>` +
      '<ul>' +
      '<li><a href="/docs">API reference</a>: every API\'s operations, with a "Test request" button.</li>' +
      '<li><a href="/errors">Error types</a>: every <code>type_name</code> an error answer can carry.</li>' +
      '<li><a href="/docs/vault">Hosted connect page</a>: where your customers connect their accounts. It opens from a session only (it holds their connections, so there is no page to open without a key): create one with <code>POST /vault/sessions</code> and send the customer to its <code>session_uri</code>. <code>npm start</code> prints a command that does it with the demo key.</li>' +
      '<li><a href="/changelog">Changelog</a> and the <a href="/openapi">OpenAPI documents</a>.</li>' +
      '</ul>',
  );
}

export function registerLandingPage(app: FastifyInstance): void {
  const html = landingPage(servicePackage().version);
  app.get('/', { config: { auth: 'none', connectors: false } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (new Negotiator(request.raw).mediaType(OFFERED) === 'text/html') {
      return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
    }
    // As the not-found handler answers (error-handler.ts): for an API client there is nothing here.
    throw new ApiError('EntityNotFoundError', { message: 'Unknown route', detail: { route: `${request.method} /` }, headers: { vary: 'accept' } });
  });
}
