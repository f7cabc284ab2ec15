/**
 * Transport-level rules applied before any route: the `_method` override,
 * HTTPS enforcement, Request-Id, and JSON-only bodies.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createServer as createHttpServer } from '../core/http/node-http.js';
import { createServer as createHttpsServer } from 'node:https';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { findJsonError } from '../core/json-error-position.js';
import { answerConnect } from './client-errors.js';

const OVERRIDABLE_FROM = new Set(['GET', 'POST']);
const OVERRIDE_TO = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const badOverride = Symbol('badMethodOverride');

type OverridableRequest = IncomingMessage & { [badOverride]?: string };

/**
 * `?_method=DELETE` lets clients that can only send GET or POST reach every
 * operation. Applied before routing (the route depends on the method) and
 * removed from the URL so it never reaches validation.
 */
export function applyMethodOverride(req: OverridableRequest): void {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  if (queryStart < 0 || !url.includes('_method=', queryStart)) return;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const requested = params.get('_method');
  if (requested === null) return;
  params.delete('_method');
  const rest = params.toString();
  req.url = url.slice(0, queryStart) + (rest ? `?${rest}` : '');
  const method = requested.toUpperCase();
  if (!OVERRIDE_TO.has(method) || !OVERRIDABLE_FROM.has(req.method ?? '')) {
    req[badOverride] = requested;
    return;
  }
  req.method = method;
}

export function methodOverrideProblem(request: FastifyRequest): ApiError | undefined {
  const requested = (request.raw as OverridableRequest)[badOverride];
  if (requested === undefined) return undefined;
  return new ApiError('RequestValidationError', {
    message: '_method must be one of GET, POST, PUT, PATCH, DELETE and can only override GET or POST requests',
    detail: { query: [{ field: '_method', message: `"${requested.slice(0, 20)}" is not allowed here` }] },
  });
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/**
 * Fastify's serverFactory: plain HTTP or HTTPS, with the method override in
 * front of routing. An `Expect` other than 100-continue is ignored (RFC 9110
 * allows it) rather than answered with Node's bare 417, and CONNECT gets the
 * envelope (client-errors.ts).
 */
export function serverFactory(tls: TlsFiles | undefined, publicUrl: string) {
  return (handler: RequestListener, options?: { keepAliveTimeout?: number }) => {
    const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
      applyMethodOverride(req);
      handler(req, res);
    };
    const server = tls ? createHttpsServer({ cert: tls.cert, key: tls.key }, listener) : createHttpServer(listener);
    server.on('checkExpectation', listener);
    answerConnect(server, publicUrl);
    // Fastify sets its keep-alive timeout (72 s) only on servers it creates itself; without it Node's 5 s
    // closes idle connections a client (or a load balancer) is about to reuse.
    if (options?.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    return server;
  };
}

export type ProxyTrust = boolean | BlockList;

export function proxyTrust(setting: boolean | string[]): ProxyTrust {
  if (typeof setting === 'boolean') return setting;
  const list = new BlockList();
  for (const entry of setting) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix !== undefined) list.addSubnet(address, Number(prefix), family);
    else list.addAddress(address, family);
  }
  return list;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

function isTrusted(trust: ProxyTrust, address: string | undefined): boolean {
  if (typeof trust === 'boolean') return trust;
  if (!address) return false;
  return trust.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * Plain HTTP is refused unless it comes straight from loopback (so the
 * embedded default works); behind a trusted proxy, X-Forwarded-Proto decides.
 */
export function plainHttpRefused(request: FastifyRequest, trust: ProxyTrust): boolean {
  const socket = request.raw.socket as TLSSocket;
  if (socket.encrypted) return false;
  const remote = socket.remoteAddress;
  if (isTrusted(trust, remote)) {
    const forwarded = request.headers['x-forwarded-proto'];
    const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
    if (proto === 'https') return false;
    if (proto === 'http') return true;
  }
  return !isLoopback(remote);
}

/** JSON bodies only, UTF-8 only; an empty body is no body. */
export function registerJsonBodies(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const charset = /charset\s*=\s*"?([^;"\s]+)/i.exec(String(request.headers['content-type']))?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new ApiError('UnsupportedMediaTypeError', { detail: { content_type: `charset ${charset} is not supported; send UTF-8` } }), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Fastify's message does not say where the JSON breaks; the runtime's own parser does.
      if (error) done(new ApiError('RequestValidationError', { message: 'The request body is not valid JSON', detail: { body: jsonProblem(text) } }), undefined);
      else done(null, value);
    });
  });
}

function jsonProblem(text: string): string {
  return findJsonError(text)?.message ?? 'the body contains a forbidden __proto__ or constructor.prototype key';
}
