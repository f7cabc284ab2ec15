/**
 * Jira answers with absolute `self` links. The emulator builds them from the
 * request (scheme, Host, and whatever prefix the API is mounted under, e.g. a
 * future `/ex/jira/{cloudId}`), so links always point back at the server that
 * was called and a client can follow them.
 */
import type { FastifyRequest } from 'fastify';

export const API_PATH = '/rest/api/3';

/** Site base for this request: `http://127.0.0.1:4123` or `…/ex/jira/{cloudId}`. */
export function siteBase(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  const at = path.indexOf(`${API_PATH}/`);
  const prefix = at > 0 ? path.slice(0, at) : '';
  return `${request.protocol}://${request.headers.host ?? 'localhost'}${prefix}`;
}

/** Link builder bound to one request's site base. */
export class Links {
  constructor(readonly base: string) {}

  static for(request: FastifyRequest): Links {
    return new Links(siteBase(request));
  }

  api(path: string): string {
    return `${this.base}${API_PATH}${path}`;
  }

  site(path: string): string {
    return `${this.base}${path}`;
  }
}
