/**
 * What every resource of Twilio's 2010 API shares: HTTP Basic with the Account
 * SID and Auth Token, scoped to the account in the path; the error body
 * `{ code, message, more_info, status }` with Twilio's codes; RFC 2822 dates;
 * PageToken paging (paging.ts); and X-Twilio-Signature on the requests it sends.
 */
import { createHmac } from 'node:crypto';
import {
  defineDialect, fail, httpBasic, jsonRest, statusOf,
  type Account, type AuthScheme, type EmulatorFailure,
} from '../framework/kit/index.js';
import { toRfc2822 } from './dates.js';
import { twilioListEnvelope, twilioPaging } from './paging.js';

export interface TwilioAccount extends Account {
  authToken: string;
  friendlyName: string;
  /** Test credentials: only sending answers, and nothing is delivered (test-numbers.ts). */
  test?: boolean;
}

export const API_VERSION = '2010-04-01';
export const API_BASE = `/${API_VERSION}`;

const ACCOUNT_IN_PATH = /^\/2010-04-01\/Accounts\/([^/]+?)(?:\.json)?(?:\/|$)/;
const SEND_PATH = /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/;

const basic = httpBasic<TwilioAccount>('HTTP Basic (Account SID : Auth Token)', (user, password, account) => user === account.id && password === account.authToken);

/**
 * Wrong credentials are a 401; valid credentials on another account's path
 * are a 403 with the same code 20003 ("scoped to the wrong account"); test
 * credentials reach nothing but "send a message" (403, 20008).
 */
const auth: AuthScheme<TwilioAccount> = {
  describe: basic.describe,
  authenticate(request, accounts, services) {
    const account = basic.authenticate(request, accounts, services);
    const inPath = ACCOUNT_IN_PATH.exec(request.path)?.[1];
    if (inPath !== undefined && inPath !== account.id) throw fail.forbidden('Authenticate', { code: 20003 });
    if (account.test && !(request.method === 'POST' && SEND_PATH.test(request.path))) {
      throw fail.forbidden('Resource not accessible with Test Account Credentials', { code: 20008 });
    }
    return account;
  },
};

/** Twilio reuses HTTP-flavoured 20xxx codes for generic failures (20003, 20404, 20429, 20500...). */
function codeOf(failure: EmulatorFailure, status: number): number {
  if (typeof failure.detail.code === 'number') return failure.detail.code;
  if (failure.kind === 'validation') return 20001;
  if (status === 401 || status === 403) return 20003;
  return 20000 + status;
}

function messageOf(failure: EmulatorFailure, path: string | undefined): string {
  if (failure.kind === 'unauthenticated') return 'Authenticate';
  if (failure.kind === 'rate_limited') return 'Too Many Requests';
  if (failure.kind === 'not_found' && path !== undefined) return `The requested resource ${path} was not found`;
  return failure.message;
}

/** X-Twilio-Signature: base64 HMAC-SHA1 of the URL followed by each POST parameter, sorted by name, as name + value. */
export function twilioSignature(url: string, params: URLSearchParams, authToken: string): string {
  const sorted = [...params].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return createHmac('sha1', authToken).update(sorted.reduce((text, [name, value]) => text + name + value, url), 'utf8').digest('base64');
}

export const twilioDialect = defineDialect<TwilioAccount>(jsonRest, {
  name: 'Twilio REST 2010-04-01',
  isApiPath: (path) => path.startsWith(API_BASE),
  auth,
  paging: twilioPaging,
  envelopes: { one: (record) => record, list: twilioListEnvelope, deleted: () => ({ status: 204 }) },
  time: toRfc2822,
  renderError(failure, request) {
    // A lifecycle move Twilio refuses is a 400 like every other bad request.
    const status = statusOf(failure, { conflict: 400 });
    const headers: Record<string, string> = {};
    if (status === 401) headers['www-authenticate'] = 'Basic realm="Twilio API"';
    if (status === 429) headers['retry-after'] = String(failure.detail.retryAfterSeconds ?? 1);
    const code = codeOf(failure, status);
    return { status, headers, body: { code, message: messageOf(failure, request?.path), more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
  },
  webhooks: { sign: (body, authToken, url) => ({ 'x-twilio-signature': twilioSignature(url, new URLSearchParams(body), authToken) }) },
});
