/**
 * Jira answers with absolute `self` links. The emulator builds them from the
 * request (scheme, Host, and whatever prefix the API is mounted under, e.g. `/ex/jira/{cloudId}`), so links always point back at the server that
 * was called and a client can follow them.
 */
import type { KitRequest } from '../framework/kit/index.js';

export const API_PATH = '/rest/api/3';

/** Site base for this request: `http://127.0.0.1:4123` or `…/ex/jira/{cloudId}`. */
export function siteBase(request: KitRequest): string {
  const at = request.path.indexOf(`${API_PATH}/`);
  return `${request.origin}${at > 0 ? request.path.slice(0, at) : ''}`;
}

/** Link builder bound to one request's site base. */
export class Links {
  constructor(readonly base: string) {}

  static for(request: KitRequest): Links {
    return new Links(siteBase(request));
  }

  api(path: string): string {
    return `${this.base}${API_PATH}${path}`;
  }

  site(path: string): string {
    return `${this.base}${path}`;
  }
}
