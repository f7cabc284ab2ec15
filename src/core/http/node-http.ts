/**
 * Node's `http` module, required rather than imported. An ES import of
 * `node:http` builds the module's namespace from every export, and reading
 * the lazy WebSocket ones makes Node load its own bundled undici (about 3 MB
 * of heap the service never uses; issue 20). Type-only imports of `node:http`
 * are fine anywhere: they are erased.
 */
import { createRequire } from 'node:module';

const http = createRequire(import.meta.url)('node:http') as typeof import('node:http');

export const { STATUS_CODES, createServer } = http;
