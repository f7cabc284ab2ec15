/**
 * HTTP Basic authentication as the 2010 API does it: the username is the
 * Account SID, the password its Auth Token. Wrong or missing credentials get a
 * 401 (code 20003) with the `Basic realm="Twilio API"` challenge; valid
 * credentials used on another account's path get a 403 with the same code,
 * which is how Twilio answers credentials "scoped to the wrong account".
 */
import type { FastifyInstance } from 'fastify';
import { TwilioErrorCode, sendTwilioError } from './errors.js';
import { API_BASE } from './message-view.js';
import type { StoredAccount } from './store.js';

export function basicAuthorization(accountSid: string, authToken: string): string {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`, 'utf8').toString('base64')}`;
}

/** Credentials carried by an Authorization header, or undefined when it has none usable. */
export function parseBasicAuthorization(header: string | undefined): { username: string; password: string } | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const ACCOUNTS_PREFIX = `${API_BASE}/Accounts/`;

/** The `{AccountSid}` segment of a 2010 API path, without its `.json` suffix. */
export function accountSidInPath(path: string): string | undefined {
  if (!path.startsWith(ACCOUNTS_PREFIX)) return undefined;
  const rest = path.slice(ACCOUNTS_PREFIX.length);
  const slash = rest.indexOf('/');
  const segment = slash < 0 ? rest : rest.slice(0, slash);
  return segment.endsWith('.json') ? segment.slice(0, -'.json'.length) : segment;
}

/**
 * Guards every 2010 API request (including unknown paths, so a 404 never leaks
 * to an unauthenticated caller).
 */
export function registerTwilioAuth(app: FastifyInstance, account: StoredAccount): void {
  // Most requests carry exactly this header: compare it first and skip the decode.
  const expectedHeader = basicAuthorization(account.sid, account.authToken);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith(API_BASE)) return;
    const header = request.headers.authorization;
    if (header !== expectedHeader) {
      const credentials = parseBasicAuthorization(header);
      if (!credentials || credentials.username !== account.sid || credentials.password !== account.authToken) {
        return sendTwilioError(reply, 401, TwilioErrorCode.authenticate, 'Authenticate');
      }
    }
    const query = url.indexOf('?');
    const pathSid = accountSidInPath(query < 0 ? url : url.slice(0, query));
    if (pathSid !== undefined && pathSid !== account.sid) {
      return sendTwilioError(reply, 403, TwilioErrorCode.authenticate, 'Authenticate');
    }
  });
}
