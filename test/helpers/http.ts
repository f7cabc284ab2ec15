/** Small fetch wrapper for tests: JSON in, status + headers + parsed JSON out. */
import { request } from 'node:http';
export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  url: string,
  options: { method?: string; headers?: Record<string, string>; json?: unknown; body?: string } = {},
): Promise<CallResult<T>> {
  const headers = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** The shape every error answer must have. */
export function expectErrorEnvelope(result: CallResult, status: number, typeName: string): void {
  const body = result.body as Record<string, unknown> | undefined;
  if (result.status !== status || body?.type_name !== typeName) {
    throw new Error(`expected ${status} ${typeName}, got ${result.status} ${result.text.slice(0, 500)}`);
  }
  for (const field of ['status_code', 'error', 'message', 'ref']) {
    if (body[field] === undefined) throw new Error(`error envelope lacks ${field}: ${result.text}`);
  }
  if (body.status_code !== status) throw new Error(`status_code ${String(body.status_code)} differs from HTTP ${status}`);
  if (!result.headers.get('request-id')) throw new Error('error response lacks Request-Id');
  if (/\n\s+at /.test(result.text)) throw new Error(`stack trace leaked: ${result.text}`);
}

/**
 * A request whose path goes out exactly as written: fetch resolves "%2E%2E"
 * as a dot segment before the request leaves, node:http does not (a hostile
 * client need not either).
 */
export function callAsWritten(url: string, options: { method?: string; headers?: Record<string, string>; json?: unknown } = {}): Promise<{ status: number; text: string; body: any }> {
  const target = new URL(url);
  const at = url.indexOf('/', url.indexOf('//') + 2);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = request({ host: target.hostname, port: target.port, method: options.method ?? 'GET', path: url.slice(at), headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown;
        try {
          parsed = text === '' ? undefined : JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode ?? 0, text, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
