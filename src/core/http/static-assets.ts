/**
 * Static files of the service's browser pages, served by the service itself
 * so a page loads nothing from another origin: browser bundles of npm
 * packages (located when the service starts; the build copies them into
 * dist/, never into the repository) and the pages' own scripts and
 * stylesheets. Every URL carries the package version or a content hash, so
 * a year-long immutable cache is safe. Files are read and gzipped on first
 * request, then kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { locateBundle, type BrowserBundle } from './browser-bundles.js';

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const JS = 'text/javascript; charset=utf-8';
export const CSS = 'text/css; charset=utf-8';

const gzipped = promisify(gzip);

export interface StaticAsset {
  type: string;
  /** Package version or content hash: part of the URL, so a change is a new URL. */
  version: string;
  load(): Promise<Buffer>;
}

interface Loaded {
  plain: Buffer;
  gzip: Buffer;
}

/**
 * A browser bundle of an npm package (browser-bundles.ts: the build's copy,
 * else the installed package). A missing file stops the service at start,
 * naming it.
 */
export function bundleAsset(bundle: BrowserBundle, type: string): StaticAsset {
  const { file, version } = locateBundle(bundle);
  return { type, version, load: () => readFile(file) };
}

/** A file whose content the service holds (a page's own script or stylesheet). */
export function ownAsset(content: string, type: string): StaticAsset {
  return { type, version: createHash('sha256').update(content).digest('hex').slice(0, 12), load: async () => Buffer.from(content) };
}

export class StaticAssets {
  readonly #prefix: string;
  readonly #assets: ReadonlyMap<string, StaticAsset>;
  readonly #loaded = new Map<string, Promise<Loaded>>();

  /** `prefix`: the URL path the files are served under ("/docs/assets"). */
  constructor(prefix: string, assets: Readonly<Record<string, StaticAsset>>) {
    this.#prefix = prefix;
    this.#assets = new Map(Object.entries(assets));
  }

  /** The versioned URL of one of the files. */
  url(file: string): string {
    const asset = this.#assets.get(file);
    if (!asset) throw new Error(`no asset ${file} under ${this.#prefix}`);
    return `${this.#prefix}/${file}?v=${encodeURIComponent(asset.version)}`;
  }

  register(app: FastifyInstance): void {
    const names = [...this.#assets.keys()];
    app.get(
      `${this.#prefix}/:file`,
      {
        config: { auth: 'none' },
        schema: {
          params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } }, required: ['file'] },
          querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 64 } }, additionalProperties: false },
        },
      },
      async (request, reply) => {
        const file = (request.params as { file: string }).file;
        const asset = this.#assets.get(file);
        if (!asset) throw new ApiError('EntityNotFoundError', { message: 'Unknown asset', detail: { file: file.slice(0, 64), files: names.join(', ') } });
        const loaded = await this.#load(file, asset);
        const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        reply.header('cache-control', LONG_CACHE).header('x-content-type-options', 'nosniff').header('vary', 'accept-encoding').type(asset.type);
        if (acceptsGzip) reply.header('content-encoding', 'gzip');
        return reply.send(acceptsGzip ? loaded.gzip : loaded.plain);
      },
    );
  }

  #load(file: string, asset: StaticAsset): Promise<Loaded> {
    let loaded = this.#loaded.get(file);
    if (!loaded) {
      loaded = asset.load().then(async (plain) => ({ plain, gzip: await gzipped(plain) }));
      // A failed read is retried by the next request rather than cached.
      loaded.catch(() => this.#loaded.delete(file));
      this.#loaded.set(file, loaded);
    }
    return loaded;
  }
}
