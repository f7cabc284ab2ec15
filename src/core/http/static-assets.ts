/**
 * Static files of the service's browser pages, served by the service itself
 * so a page loads nothing from another origin: files of installed packages
 * (paths resolved when the service starts, never copied into the repository)
 * and the pages' own scripts and stylesheets. Every URL carries the package
 * version or a content hash, so a year-long immutable cache is safe. Files are
 * read and gzipped on first request, then kept in memory.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const JS = 'text/javascript; charset=utf-8';
export const CSS = 'text/css; charset=utf-8';

const gzipped = promisify(gzip);
const requireHere = createRequire(import.meta.url);

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

/** The package.json above a resolved file of `pkg` (some packages do not export their package.json). */
function packageManifest(pkg: string, resolvedFile: string): string {
  for (let dir = path.dirname(resolvedFile); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg) return manifest;
  }
  throw new Error(`${pkg}: no package.json above ${resolvedFile}`);
}

/**
 * A file of an installed package, by a subpath the package exports (or, for
 * packages without an exports map, its path inside the package). A missing
 * package or file stops the service at start, naming it.
 */
export function packageAsset(pkg: string, subpath: string, type: string): StaticAsset {
  let filePath: string;
  try {
    filePath = resolvePackageFile(pkg, subpath);
  } catch (error) {
    throw new Error(`${pkg}/${subpath} cannot be found (reinstall dependencies): ${(error as Error).message}`);
  }
  if (!statSync(filePath, { throwIfNoEntry: false })?.isFile()) throw new Error(`${pkg} has no ${subpath} (reinstall dependencies)`);
  const { version } = JSON.parse(readFileSync(packageManifest(pkg, filePath), 'utf8')) as { version: string };
  return { type, version, load: () => readFile(filePath) };
}

/** Through the package's exports map; browser bundles it does not export (UMD builds) by their path beside its package.json. */
function resolvePackageFile(pkg: string, subpath: string): string {
  try {
    return requireHere.resolve(`${pkg}/${subpath}`);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    return path.join(path.dirname(requireHere.resolve(`${pkg}/package.json`)), subpath);
  }
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
