/**
 * One fuzz request, planned from an operation of the OpenAPI documents:
 * credentials (mostly right), the consumer (one of the demo consumers, mostly
 * one connected to the operation's API), path and query parameters (ids seen
 * before, or hostile), headers, and a body built from the operation's schema
 * with one hostile change most of the time. Writes that could break the run
 * itself (deleting a demo consumer or its connections) are aimed at the
 * fuzz's own consumers instead: the demo consumers must stay usable.
 */
import type { FuzzOperation, FuzzParameter } from './openapi.js';
import { collectionOf, type Pools } from './pools.js';
import type { Draw } from './random.js';
import { hostileString, hostileValue, mutatedBody, plausibleValue } from './values.js';

export interface FuzzConsumer {
  id: string;
  /** The unified APIs it has a connection for. */
  apis: readonly string[];
  /** The connectors it is connected to. */
  services: readonly string[];
}

export interface FuzzTarget {
  appId: string;
  key: string;
  consumers: readonly FuzzConsumer[];
  /** Connector ids the service knows (x-svc-service-id, path parameters). */
  serviceIds: readonly string[];
}

export interface PlannedRequest {
  n: number;
  operation: FuzzOperation;
  method: string;
  /** Path and query, encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The demo consumer whose platforms this request may write to, if any. */
  consumer?: string;
  /** Whether the request may change something (its method, or a `_method` override). */
  writes: boolean;
  /** What was made hostile, for reports. */
  mutation: string;
}

export const PLATFORM_DOCUMENTS = new Set(['vault', 'connector', 'proxy', 'webhook']);
/** Vault and webhook requests that store something although they are GETs (an OAuth state, its use). */
const STORING_GETS = /^\/vault\/(authorize|revoke|callback)/;

/** Percent-encodes text as WTF-8, so an unpaired surrogate reaches the server as the bytes a hostile client sends (%ED%A0%80). */
export function encodeComponent(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i] as string);
  }
  return out;
}

/** Header values must be Latin-1 without control characters to be sent at all: hostile, within what HTTP can carry. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\x80-\xff]/g, '?').slice(0, 4_000);
}

function wants(method: string, query: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' ? true : /[?&]_method=/.test(query);
}

export class Planner {
  readonly #target: FuzzTarget;
  readonly #pools: Pools;
  #ownConsumers = 0;
  /** A quarter of the requests are clean (right credentials, known ids, plausible values): they reach the connectors and platforms. */
  #clean = false;
  #consumer: FuzzConsumer | undefined;

  constructor(target: FuzzTarget, pools: Pools) {
    this.#target = target;
    this.#pools = pools;
  }

  plan(n: number, operation: FuzzOperation, draw: Draw): PlannedRequest {
    const mutations: string[] = [];
    this.#clean = draw.chance(0.25);
    const unified = !PLATFORM_DOCUMENTS.has(operation.document);
    const emulated = unified || operation.document === 'proxy';
    const override = (operation.method === 'GET' || operation.method === 'POST') && draw.chance(0.03) && !this.#clean ? draw.pick(['DELETE', 'PATCH', 'PUT', 'GET', 'TRACE', 'x']) : undefined;
    const effective = override && ['DELETE', 'PATCH', 'PUT', 'GET'].includes(override) ? override : operation.method;
    const storeWrite = !emulated && operation.document !== 'connector' && (effective !== 'GET' || STORING_GETS.test(operation.path));
    const consumer = this.#consumerFor(operation, draw, emulated, storeWrite);
    this.#consumer = this.#target.consumers.find((candidate) => candidate.id === consumer);

    const headers: Record<string, string> = {};
    const roll = draw.unit();
    if (roll < 0.94 || this.#clean) headers.authorization = `Bearer ${this.#target.key}`;
    else if (roll < 0.97) headers.authorization = `Bearer ${headerSafe(hostileString(draw, true))}`, mutations.push('bad key');
    else mutations.push('no key');
    headers['x-svc-app-id'] = this.#clean || draw.chance(0.97) ? this.#target.appId : headerSafe(hostileString(draw, true));
    if (consumer !== undefined) headers['x-svc-consumer-id'] = consumer;

    let path = operation.path;
    const query: string[] = [];
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        const value = this.#pathValue(operation, parameter, consumer, draw, mutations);
        path = path.replace(`{${parameter.name}}`, encodeComponent(value));
      } else if (parameter.in === 'query') {
        if (!parameter.required && draw.chance(0.55)) continue;
        query.push(`${encodeComponent(parameter.name)}=${encodeComponent(this.#queryValue(operation, parameter, consumer, draw, mutations))}`);
      } else if (parameter.in === 'header') {
        this.#header(parameter, operation, draw, headers, mutations);
      }
    }
    if (!this.#clean && draw.chance(0.05)) {
      query.push(`${encodeComponent(hostileString(draw, true).slice(0, 40) || 'x')}=${encodeComponent(hostileString(draw, true))}`);
      mutations.push('unknown query parameter');
    }
    if (override) query.push(`_method=${override}`);

    let body: string | Buffer | undefined;
    if (operation.body && (effective !== 'GET' || draw.chance(0.1))) {
      const built = this.#clean ? { body: plausibleValue(operation.body, draw, operation.resolve), mutation: 'none' } : mutatedBody(operation.body, draw, operation.resolve);
      if (built.mutation !== 'none') mutations.push(`body: ${built.mutation}`);
      body = !this.#clean && draw.chance(0.03) ? `${JSON.stringify(built.body)?.slice(0, 30) ?? ''}{` : JSON.stringify(built.body) ?? 'null';
      if (operation.document === 'vault' && operation.path === '/vault/consumers' && operation.method === 'POST' && consumer === undefined) {
        body = this.#ownConsumerBody(draw, body);
      }
      headers['content-type'] = this.#clean || draw.chance(0.95) ? 'application/json' : draw.pick(['text/plain', 'application/json; charset=latin1', 'application/x-www-form-urlencoded', '']);
      if (headers['content-type'] === '') delete headers['content-type'];
    } else if (operation.rawBody && draw.chance(0.7)) {
      body = draw.chance(0.5) ? Buffer.from(hostileString(draw)) : JSON.stringify(hostileValue(draw)) ?? '';
      headers['content-type'] = draw.pick(['application/json', 'application/octet-stream', 'text/plain']);
    }
    if (operation.method === 'POST' && operation.document !== 'vault' && draw.chance(0.15)) {
      const name = unified && draw.chance(0.5) ? 'idempotency-key' : 'x-unique-transaction-id';
      // A small set of keys, so retries (replays), concurrent reuse (409) and reuse for another body (422) all happen.
      headers[name] = draw.chance(0.8) ? `fuzz-key-${draw.below(40)}` : headerSafe(hostileString(draw, true)).slice(0, 300);
    }

    const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
    // The Proxy API writes at the platform when told to by x-svc-downstream-method, whatever its own method.
    const downstreamMethod = headers['x-svc-downstream-method']?.toUpperCase();
    const proxyWrites = operation.document === 'proxy' && downstreamMethod !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(downstreamMethod);
    return {
      n,
      operation,
      method: operation.method,
      url,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(emulated && consumer !== undefined && this.#target.consumers.some((demo) => demo.id === consumer) ? { consumer } : {}),
      writes: emulated ? wants(operation.method, url) || proxyWrites : storeWrite,
      mutation: mutations.join('; ') || (this.#clean ? 'clean' : 'none'),
    };
  }

  /** A demo consumer for reads and unified calls; the fuzz's own consumers for Vault writes. */
  #consumerFor(operation: FuzzOperation, draw: Draw, emulated: boolean, storeWrite: boolean): string | undefined {
    const takesHeader = operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'x-svc-consumer-id');
    if (!takesHeader) return undefined;
    if (storeWrite || (operation.document === 'vault' && !emulated && draw.chance(0.5))) return this.#ownConsumer(draw);
    if (!this.#clean && draw.chance(0.04)) return headerSafe(hostileString(draw, true)).trim() || 'x';
    const api = operation.path.split('/')[1] ?? '';
    const connected = this.#target.consumers.filter((candidate) => candidate.apis.includes(api));
    return draw.pick(connected.length > 0 && (this.#clean || draw.chance(0.85)) ? connected : this.#target.consumers).id;
  }

  #ownConsumer(draw: Draw): string {
    const known = this.#pools.pick(draw, 'vault|/vault/consumers');
    return known !== undefined && draw.chance(0.7) ? known : `fuzz-consumer-${this.#ownConsumers++}`;
  }

  #ownConsumerBody(draw: Draw, body: string): string {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const demo = this.#target.consumers.some((consumer) => consumer.id === parsed?.consumer_id);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && typeof parsed.consumer_id === 'string' && (demo || draw.chance(0.7))) {
        parsed.consumer_id = this.#ownConsumer(draw);
        return JSON.stringify(parsed);
      }
    } catch {
      // A body made unparseable on purpose stays so.
    }
    return body;
  }

  #pathValue(operation: FuzzOperation, parameter: FuzzParameter, consumer: string | undefined, draw: Draw, mutations: string[]): string {
    if (!this.#clean && draw.chance(0.12)) {
      mutations.push(`path ${parameter.name}`);
      return draw.chance(0.8) ? hostileString(draw, true) || ' ' : draw.pick(['0', '-1', 'null', '9'.repeat(40), 'a'.repeat(600), '00000000-0000-0000-0000-000000000000']);
    }
    const collection = collectionOf(operation.path, parameter.name);
    if (operation.document === 'vault' && parameter.name === 'consumer_id') {
      return operation.method === 'GET' && draw.chance(0.5) ? draw.pick(this.#target.consumers).id : this.#ownConsumer(draw);
    }
    if (parameter.name === 'service_id' || parameter.name === 'serviceId') return draw.pick(this.#target.serviceIds);
    const seen = this.#pools.pick(draw, `${consumer ?? '-'}|${collection}`) ?? this.#pools.pick(draw, `-|${collection}`);
    if (seen !== undefined && draw.chance(0.9)) return seen;
    const value = plausibleValue(parameter.schema, draw, operation.resolve);
    return typeof value === 'string' && value !== '' ? value : String(value ?? 'x') || 'x';
  }

  #queryValue(operation: FuzzOperation, parameter: FuzzParameter, consumer: string | undefined, draw: Draw, mutations: string[]): string {
    if (parameter.name === 'cursor') {
      const real = this.#pools.pick(draw, `cursor|${consumer ?? '-'}|${operation.path}`);
      if (real !== undefined && draw.chance(0.6)) {
        if (this.#clean || draw.chance(0.7)) return real;
        mutations.push('tampered cursor');
        const at = draw.below(real.length);
        return `${real.slice(0, at)}${real[at] === 'A' ? 'B' : 'A'}${real.slice(at + 1)}`;
      }
    }
    if (!this.#clean && draw.chance(0.15)) {
      mutations.push(`query ${parameter.name}`);
      const value = draw.chance(0.7) ? hostileString(draw, true) : hostileValue(draw);
      return (typeof value === 'string' ? value : JSON.stringify(value) ?? '').slice(0, 4_000);
    }
    const value = plausibleValue(parameter.schema, draw, operation.resolve);
    return typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : JSON.stringify(value) ?? '';
  }

  #header(parameter: FuzzParameter, operation: FuzzOperation, draw: Draw, headers: Record<string, string>, mutations: string[]): void {
    const name = parameter.name.toLowerCase();
    if (name === 'x-svc-app-id' || name === 'x-svc-consumer-id' || name === 'authorization') return;
    if (this.#clean && name !== 'x-svc-service-id' && name !== 'x-svc-downstream-url' && !parameter.required) return;
    if (name === 'x-svc-timeout') {
      // Never a short valid budget: a 504 for a budget the client chose to be tiny is the contract, not a fault.
      if (draw.chance(0.04)) headers[name] = draw.pick(['0', '-1', 'abc', '99999999999', '1e3', '30000']);
      return;
    }
    if (name === 'x-svc-service-id' && this.#clean && this.#consumer) {
      // A clean proxy call names one of the consumer's own connectors.
      if (parameter.required) headers[name] = draw.pick(this.#consumer.services);
      return;
    }
    if (name === 'x-svc-service-id') {
      if (parameter.required || draw.chance(0.2)) headers[name] = this.#clean || draw.chance(0.85) ? draw.pick(this.#target.serviceIds) : headerSafe(hostileString(draw, true));
      return;
    }
    if (name === 'x-svc-downstream-url') {
      headers[name] = draw.chance(0.8)
        ? draw.pick(['/', '/nope', '/2010-04-01/Accounts.json', '/api/v2/users.json', '/crm/v3/objects/contacts', '/rest/api/3/project', '/api.xro/2.0/Invoices', '/v1/persons', '/users/me', '/../../etc/passwd', '/%2e%2e/admin'])
        : draw.pick(['http://127.0.0.1:1/', 'https://169.254.169.254/', 'file:///etc/passwd', 'https://user:pw@example.com/', 'gopher://x', headerSafe(hostileString(draw, true))]);
      return;
    }
    if (!parameter.required && draw.chance(0.7)) return;
    if (!this.#clean && draw.chance(0.2)) {
      headers[name] = headerSafe(hostileString(draw, true));
      mutations.push(`header ${name}`);
      return;
    }
    const value = plausibleValue(parameter.schema, draw, operation.resolve);
    headers[name] = headerSafe(typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  }
}
