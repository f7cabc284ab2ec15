/**
 * Hand-written RecordedExchanges for tests: `buildExchange('GET /path?x=1', {...})`.
 * Objects given as bodies are sent as JSON, `form` as form-encoded text,
 * with the Content-Type a client or server would set.
 */
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';

export interface ExchangeInit {
  requestHeaders?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  requestBody?: unknown;
  /** Sent as application/x-www-form-urlencoded (arrays as repeated keys). */
  form?: Record<string, string | string[]>;
  status?: number;
  responseHeaders?: Record<string, string>;
  /** A string is returned as is; anything else as JSON. */
  responseBody?: unknown;
}

export function buildExchange(request: string, init: ExchangeInit = {}): RecordedExchange {
  const [method = 'GET', target = '/'] = request.split(' ', 2);
  const [path = '/', search = ''] = target.split('?', 2);
  const requestHeaders: Record<string, string> = {};
  let requestBody = '';
  if (init.form !== undefined) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(init.form)) for (const item of [value].flat()) form.append(key, item);
    requestBody = form.toString();
    requestHeaders['content-type'] = 'application/x-www-form-urlencoded';
  } else if (init.requestBody !== undefined) {
    requestBody = typeof init.requestBody === 'string' ? init.requestBody : JSON.stringify(init.requestBody);
    if (typeof init.requestBody !== 'string') requestHeaders['content-type'] = 'application/json';
  }
  const responseHeaders: Record<string, string> = {};
  let responseBody = '';
  if (init.responseBody !== undefined) {
    responseBody = typeof init.responseBody === 'string' ? init.responseBody : JSON.stringify(init.responseBody);
    if (typeof init.responseBody !== 'string') responseHeaders['content-type'] = 'application/json; charset=utf-8';
  }
  return {
    method,
    path,
    query: new URLSearchParams(search),
    requestHeaders: { ...requestHeaders, ...lowerCased(init.requestHeaders ?? {}) },
    requestBody,
    status: init.status ?? 200,
    responseHeaders: { ...responseHeaders, ...lowerCased(init.responseHeaders ?? {}) },
    responseBody,
  };
}

/** HTTP Basic credentials, as a client would send them. */
export function basicAuth(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
