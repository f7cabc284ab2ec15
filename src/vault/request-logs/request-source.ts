/**
 * Where a unified call came from, for the request log's `source`: `mcp` for
 * the calls an MCP session makes through the service's own routes, `api`
 * otherwise (and `proxy` for the Proxy API). MCP calls carry a header with a
 * token made for this process, which no client can guess; a client that
 * sends the header with any other value is an `api` call as before.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type RequestSource = 'api' | 'mcp' | 'proxy';

const SOURCE_HEADER = 'x-svc-internal-source';

export class RequestSources {
  readonly #token = randomBytes(24).toString('base64url');

  /** Headers that mark an injected call as the MCP server's. */
  get mcpHeaders(): Readonly<Record<string, string>> {
    return { [SOURCE_HEADER]: this.#token };
  }

  sourceOf(request: FastifyRequest): 'api' | 'mcp' {
    const value = request.headers[SOURCE_HEADER];
    if (typeof value !== 'string' || value.length !== this.#token.length) return 'api';
    return timingSafeEqual(Buffer.from(value), Buffer.from(this.#token)) ? 'mcp' : 'api';
  }
}
