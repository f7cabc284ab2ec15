/**
 * The page's static assets, held as strings (the build copies only compiled
 * TypeScript) and served by the service itself: nothing the page needs comes
 * from another origin. URLs carry a content hash, so a year-long immutable
 * cache is safe across releases.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { monogramSvg } from './monogram.js';
import { CONNECT_CSS } from './styles.js';
import { themeCss } from './theme.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const CSS_VERSION = createHash('sha256').update(CONNECT_CSS).digest('hex').slice(0, 12);
/** Changes whenever the drawing code does; bump it by hand otherwise. */
const LOGO_VERSION = createHash('sha256').update(monogramSvg('x')).digest('hex').slice(0, 12);

export const ASSET_PATHS = {
  css: `/connect/assets/connect.css?v=${CSS_VERSION}`,
  theme: (hex: string) => `/connect/assets/theme/${hex}.css`,
  logo: (serviceId: string) => `/connect/assets/logos/${encodeURIComponent(serviceId)}.svg?v=${LOGO_VERSION}`,
};

function sendAsset(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply.header('cache-control', LONG_CACHE).type(type).send(body);
}

/** Registered inside the connect page plugin, so they share its headers and error pages. */
export function registerAssets(app: FastifyInstance): void {
  const config = { auth: 'none' as const };
  app.get('/connect/assets/connect.css', { config }, async (_request, reply) => sendAsset(reply, 'text/css; charset=utf-8', CONNECT_CSS));

  app.get(
    '/connect/assets/theme/:hex',
    { config, schema: { params: { type: 'object', properties: { hex: { type: 'string', pattern: '^[0-9a-f]{6}\\.css$' } }, required: ['hex'] } } },
    async (request, reply) => sendAsset(reply, 'text/css; charset=utf-8', themeCss((request.params as { hex: string }).hex.slice(0, 6))),
  );

  app.get(
    '/connect/assets/logos/:file',
    { config, schema: { params: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}\\.svg$' } }, required: ['file'] } } },
    async (request, reply) => sendAsset(reply, 'image/svg+xml; charset=utf-8', monogramSvg((request.params as { file: string }).file.slice(0, -4))),
  );
}
