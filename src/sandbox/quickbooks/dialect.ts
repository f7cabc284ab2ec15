/**
 * What every QuickBooks Online Accounting API (v3) answer shares
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/rest-api-quick-reference):
 *
 * - every path is under /v3/company/{realmId}/; an OAuth 2.0 bearer token
 *   reaches the one realm its user connected (another realm is a 403);
 * - a record answers as `{"<Entity>": {...}, "time": "…"}`, a delete as
 *   `{"<Entity>": {"status": "Deleted", "domain": "QBO", "Id"}}`; lists only
 *   come from the query endpoint (query.ts);
 * - `minorversion`: below 75 is served as 75 (Intuit retired 1-74 in August
 *   2025); a value that is not a whole number, or above the latest, is refused;
 * - errors are Faults (faults.ts); `intuit_tid` names every answer.
 */
import { randomUUID } from 'node:crypto';
import {
  anyOf, bearerToken, defineDialect, fail, jsonRest, oauthBearer, offsetPaging,
  type AuthScheme, type EmulatorFailure,
} from '../framework/kit/index.js';
import { renderFault } from './faults.js';
import type { QuickBooksRealm } from './realms.js';
import { companyTime, parseQboTime } from './time.js';
import { quickbooksWebhookSigning } from './webhooks.js';

export const API_PREFIX = '/v3/company';
/** The newest minor version the emulator knows (Intuit's default since August 2025). */
export const LATEST_MINOR_VERSION = 75;
/** QuickBooks' own `time` fields are Intuit's server time, in Pacific time. */
const SERVER_ZONE = 'America/Los_Angeles';

/** The realm a path names: /v3/company/{realmId}/… */
export function realmOfPath(path: string): string | undefined {
  return /^\/v3\/company\/([^/?]+)(?:\/|$)/.exec(path)?.[1];
}

export function serverTime(ms = Date.now()): string {
  const text = companyTime(ms, SERVER_ZONE);
  return `${text.slice(0, 19)}.${String(ms % 1000).padStart(3, '0')}${text.slice(19)}`;
}

/** The token's realm must be the path's, and the minor version one QuickBooks serves. */
function realmScoped(scheme: AuthScheme<QuickBooksRealm>): AuthScheme<QuickBooksRealm> {
  return {
    describe: scheme.describe,
    authenticate(request, accounts, services) {
      const realm = scheme.authenticate(request, accounts, services);
      if (realmOfPath(request.path) !== realm.id) throw fail.forbidden('The access token was not issued for this company (realmId)');
      const minor = request.query.get('minorversion');
      if (minor !== null && (!/^\d{1,4}$/.test(minor) || Number(minor) > LATEST_MINOR_VERSION)) {
        throw fail.validation('Invalid minor version', { code: '2040', field: 'minorversion', qboDetail: `minorversion ${minor.slice(0, 12)} is not supported; the latest is ${LATEST_MINOR_VERSION}` });
      }
      return realm;
    },
  };
}

export const quickbooksDialect = defineDialect<QuickBooksRealm>(jsonRest, {
  name: 'QuickBooks Online Accounting API',
  isApiPath: (path) => path.startsWith(`${API_PREFIX}/`),
  auth: realmScoped(anyOf<QuickBooksRealm>(
    oauthBearer((grant, realms) => realms.find((realm) => realm.userId === grant.subject)),
    bearerToken('Sandbox access token (Bearer)', (token, realm) => token === realm.sandboxAccessToken),
  )),
  time: (ms) => companyTime(ms, SERVER_ZONE),
  parseTime: parseQboTime,
  // Lists come only from the query endpoint; the kit wants a style all the same.
  paging: offsetPaging({ offsetParam: 'startposition', sizeParam: 'maxresults', defaultSize: 100, maxSize: 1000 }),
  envelopes: {
    one: (record, resource) => ({ [resource.labels.object as string]: record, time: serverTime() }),
    list: (records, _page, resource) => ({ QueryResponse: { [resource.labels.object as string]: records }, time: serverTime() }),
    deleted: (record, resource) => ({ status: 200, body: { [resource.labels.object as string]: { status: 'Deleted', domain: 'QBO', Id: record.Id }, time: serverTime() } }),
  },
  // QuickBooks refuses properties it does not know ("Request has invalid or unsupported property") and ignores computed ones.
  unknownFields: 'reject',
  readOnlyFields: 'ignore',
  headers: () => ({ intuit_tid: randomUUID() }),
  webhooks: quickbooksWebhookSigning,
  renderError: (failure: EmulatorFailure) => {
    const { status, body } = renderFault(failure, serverTime());
    return { status, body };
  },
});
