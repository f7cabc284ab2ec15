/**
 * The GraphQL playground: GraphiQL on a page of its own, public like the API
 * reference (it holds no data; every query it runs carries the key the user
 * pastes). Its Content-Security-Policy allows only this origin: scripts and
 * styles are the served files, none inline; fonts and icons of GraphiQL's
 * stylesheet are data: URLs. It cannot be framed, so a key typed into it
 * cannot be read through another site's frame.
 */
import type { FastifyInstance } from 'fastify';
import { GRAPHQL_PATH, PLAYGROUND_PATH } from './paths.js';
import type { PlaygroundAssets } from './playground-assets.js';

export const PLAYGROUND_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': PLAYGROUND_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
};

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function playgroundHtml(assets: PlaygroundAssets): string {
  const style = (file: string) => `<link rel="stylesheet" href="${escapeAttribute(assets.url(file))}">`;
  const script = (file: string) => `<script src="${escapeAttribute(assets.url(file))}"></script>`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<title>Connector API GraphQL playground</title>',
    // No favicon request (the service has none to serve).
    '<link rel="icon" href="data:,">',
    style('graphiql.min.css'),
    style('playground.css'),
    '</head><body>',
    `<div id="graphiql" data-endpoint="${escapeAttribute(GRAPHQL_PATH)}"><p class="playground-loading">Loading the GraphQL playground…</p></div>`,
    script('react.production.min.js'),
    script('react-dom.production.min.js'),
    script('graphiql.min.js'),
    script('playground.js'),
    '</body></html>',
  ].join('');
}

export function registerPlaygroundPage(app: FastifyInstance, assets: PlaygroundAssets): void {
  const html = playgroundHtml(assets);
  app.get(PLAYGROUND_PATH, { config: { auth: 'none', connectors: false } }, async (_request, reply) =>
    reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html),
  );
}
