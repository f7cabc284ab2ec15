/**
 * The parts of undici the service calls platforms with (Agent, `request`,
 * the error classes), loaded without the package's entry file. The entry
 * also loads undici's fetch, whose cookie helpers read `globalThis.Headers`
 * at load time, which makes Node load its own bundled copy of undici as well:
 * about 3.5 MB of heap and 16 MB of RSS for code the service never runs
 * (issue 20; `bench/README.md`, "Memory"). The entry's one piece of wiring the
 * service needs, the request API on every dispatcher, is done here the same
 * way; test/core/undici-parts.test.ts checks both against the locked version.
 */
import { createRequire } from 'node:module';
import type * as Undici from 'undici';

const load = createRequire(import.meta.url);

const Dispatcher = load('undici/lib/dispatcher/dispatcher.js') as { prototype: object };
Object.assign(Dispatcher.prototype, load('undici/lib/api/index.js') as object);

export const Agent = load('undici/lib/dispatcher/agent.js') as typeof Undici.Agent;
export type Agent = Undici.Agent;
export const errors = load('undici/lib/core/errors.js') as typeof Undici.errors;

/** undici's `request(url, options)`: one request on the options' dispatcher. */
export function request(
  url: string | URL,
  options: Omit<Undici.Dispatcher.RequestOptions, 'origin' | 'path' | 'method'> & { method?: Undici.Dispatcher.HttpMethod; dispatcher: Undici.Dispatcher },
): Promise<Undici.Dispatcher.ResponseData> {
  const target = typeof url === 'string' ? new URL(url) : url;
  const { dispatcher, ...rest } = options;
  return dispatcher.request({ ...rest, origin: target.origin, path: `${target.pathname}${target.search}`, method: rest.method ?? 'GET' });
}
