/**
 * The request as the kit's handlers see it: path, query, headers and the body
 * already parsed (JSON as is, a form as an object of strings, with arrays for
 * repeated keys), plus the raw text for platforms that sign or hash it.
 */
import type { FastifyRequest } from 'fastify';

export interface KitRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  params: Readonly<Record<string, string>>;
  /** Parsed body: a JSON value, or for forms an object of strings (arrays for repeated keys); undefined when none. */
  body: unknown;
  rawBody: string;
  /** Where the emulator is reached, for absolute links: "http://127.0.0.1:41234". */
  origin: string;
}

function formObject(text: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = result[key];
    if (seen === undefined) result[key] = value;
    else result[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return result;
}

export function kitRequest(request: FastifyRequest): KitRequest {
  const mark = request.url.indexOf('?');
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const rawBody = request.rawBody ?? '';
  const body = type.includes('application/x-www-form-urlencoded') ? formObject(rawBody) : request.body;
  const host = request.headers.host ?? `${request.hostname}`;
  return {
    method: request.method,
    path: mark < 0 ? request.url : request.url.slice(0, mark),
    query: new URLSearchParams(mark < 0 ? '' : request.url.slice(mark + 1)),
    headers: request.headers,
    params: (request.params ?? {}) as Record<string, string>,
    body,
    rawBody,
    origin: `${request.protocol}://${host}`,
  };
}

/** The first value of a header. */
export function headerOf(request: Pick<KitRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
