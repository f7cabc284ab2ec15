/**
 * What Vonage's SMS and Account APIs share: the API key and secret in the
 * body or the query string, times as "YYYY-MM-DD HH:MM:SS" (UTC), and two
 * ways of failing. The SMS API answers every failure of a send with HTTP 200
 * and a non-zero `status` in its message envelope (https://developer.vonage.com/en/api-errors/sms);
 * the Account API answers with an HTTP status and `error-code` / `error-code-label`.
 */
import { apiKey, defineDialect, jsonRest, offsetPaging, retryAfter, statusOf, type Answer, type EmulatorFailure } from '../framework/kit/index.js';
import type { VonageAccount } from './demo-account.js';

export function vonageTime(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

function parseVonageTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/.test(value)) return undefined;
  const ms = Date.parse(`${value.slice(0, 10)}T${value.slice(11, 19)}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The SMS API's status for a failure: a handler's own Vonage code, else the code of its kind. */
function smsStatus(failure: EmulatorFailure): string {
  if (typeof failure.detail.code === 'number') return String(failure.detail.code);
  switch (failure.kind) {
    case 'validation':
    case 'conflict':
      return failure.detail.code === 'missing' ? '2' : '3';
    case 'unauthenticated':
      return failure.detail.missing ? '2' : '4';
    case 'forbidden':
      return '8';
    case 'rate_limited':
      return '1';
    default:
      return '5';
  }
}

function smsErrorText(failure: EmulatorFailure, status: string): string {
  const field = failure.detail.field;
  const missing = failure.detail.missing as string[] | undefined;
  if (status === '2') return missing ? `Missing ${missing[0]}` : `Missing ${field ?? 'parameters'} param`;
  if (status === '3' && field) return `Invalid ${field} param`;
  if (status === '4') return 'Bad Credentials';
  if (status === '1') return `Throughput Rate Exceeded - please wait [ ${failure.detail.retryAfterSeconds ?? 1} ] and retry`;
  if (status === '5') return 'Internal Error';
  return failure.message;
}

function renderError(failure: EmulatorFailure, path: string | undefined): Answer {
  // A path no route serves: a bare 404, as Vonage's gateway answers it.
  if (failure.detail.unknownRoute) return { status: 404 };
  if (path?.startsWith('/account/')) {
    const status = statusOf(failure);
    const label = failure.kind === 'unauthenticated' ? 'authentication failed' : failure.message;
    return { status, headers: retryAfter(failure), body: { 'error-code': String(status), 'error-code-label': label } };
  }
  const status = smsStatus(failure);
  return { status: 200, body: { 'message-count': '1', messages: [{ status, 'error-text': smsErrorText(failure, status) }] } };
}

export const vonageDialect = defineDialect<VonageAccount>(jsonRest, {
  name: 'Vonage SMS',
  isApiPath: (path) => path.startsWith('/sms/') || path.startsWith('/account/'),
  contentType: 'application/json',
  auth: apiKey('api_key and api_secret, in the body or the query string', 'body', ['api_key', 'api_secret'], ([key, secret], account) =>
    key === account.apiKey && secret === account.apiSecret),
  time: vonageTime,
  parseTime: parseVonageTime,
  // The SMS API lists nothing; the kit asks every dialect for a paging style.
  paging: offsetPaging({ offsetParam: 'offset', sizeParam: 'size', defaultSize: 10, maxSize: 100 }),
  envelopes: {
    // A send is answered with its parts, built by the resource's `present` hook.
    one: (record) => record,
    list: (records) => ({ 'message-count': String(records.length), messages: records }),
    deleted: () => ({ status: 405 }),
  },
  renderError: (failure, request) => renderError(failure, request?.path),
});
