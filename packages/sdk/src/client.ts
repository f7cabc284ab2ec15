/**
 * The client: openapi-fetch typed with the paths of every document, with the
 * key, application, consumer and connector sent on every call. The headers the
 * constructor was given become optional in each operation's `params.header`
 * (a call may still override them); the others stay as the documents say, so
 * a call that needs `x-svc-consumer-id` does not compile without it when the
 * client was made without a consumer.
 */
import createClient, { type HeadersOptions } from 'openapi-fetch';
import type { paths } from './generated/index.js';
import type { TypedClient } from './methods.js';

export interface SvcClientOptions {
  /** Where the service answers, e.g. `http://127.0.0.1:8080` (no trailing path). */
  baseUrl: string;
  /** A key of the application: secret (`sk_sandbox_…`, `sk_live_…`), or public (`pk_…`) for the Connector API only. */
  apiKey: string;
  /** The application's id (`x-svc-app-id`). */
  appId: string;
  /** The consumer the unified, connection and proxy calls act for (`x-svc-consumer-id`). */
  consumerId?: string;
  /** The connector to use when the consumer has several connections for an API (`x-svc-service-id`). */
  serviceId?: string;
  /** More headers sent on every call. */
  headers?: Record<string, string>;
  /** The fetch to call (globalThis.fetch by default): a test double, or one with a proxy agent. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Headers the client can send on every call. */
export type ClientHeader = 'x-svc-app-id' | 'x-svc-consumer-id' | 'x-svc-service-id';

/** The client headers these options set: the key and application always, the consumer and connector when given. */
export type HeadersSetBy<Options> =
  | 'x-svc-app-id'
  | (Options extends { consumerId: string } ? 'x-svc-consumer-id' : never)
  | (Options extends { serviceId: string } ? 'x-svc-service-id' : never);

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** A header object with the headers the client sends made optional. */
type RelaxedHeader<Header, Sent extends string> = Simplify<Omit<Header, Sent> & Partial<Pick<Header, Extract<keyof Header, Sent>>>>;

/** Parameters whose `header` is required: it becomes optional when the client sends every required header. */
type RelaxedParameters<Parameters, Sent extends string> = Parameters extends { header: infer Header }
  ? Simplify<
      Omit<Parameters, 'header'> &
        ([RequiredKeys<RelaxedHeader<Header, Sent>>] extends [never]
          ? { header?: RelaxedHeader<Header, Sent> }
          : { header: RelaxedHeader<Header, Sent> })
    >
  : Parameters;

type RelaxedOperation<Operation, Sent extends string> = Operation extends { parameters: infer Parameters }
  ? Simplify<Omit<Operation, 'parameters'> & { parameters: RelaxedParameters<Parameters, Sent> }>
  : Operation;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** The documents' paths as seen through a client that sends the `Sent` headers itself. */
export type ClientPaths<Sent extends string = ClientHeader> = {
  [Path in keyof paths]: {
    [Member in keyof paths[Path]]: Member extends HttpMethod ? RelaxedOperation<paths[Path][Member], Sent> : paths[Path][Member];
  };
};

/** A client of the service: `GET`, `POST`, `PATCH`, `DELETE`, ... on any documented path, typed from the documents. */
export type SvcClient<Sent extends string = ClientHeader> = TypedClient<ClientPaths<Sent>>;

/** A client sending the key, application and, when given, consumer and connector on every call. */
export function createSvcClient<const Options extends SvcClientOptions>(options: Options): SvcClient<HeadersSetBy<Options>> {
  const headers: HeadersOptions = {
    ...options.headers,
    authorization: `Bearer ${options.apiKey}`,
    'x-svc-app-id': options.appId,
    ...(options.consumerId !== undefined ? { 'x-svc-consumer-id': options.consumerId } : {}),
    ...(options.serviceId !== undefined ? { 'x-svc-service-id': options.serviceId } : {}),
  };
  const client = createClient<ClientPaths<HeadersSetBy<Options>>>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // The same functions, with the stricter signatures of methods.ts.
  return client as unknown as SvcClient<HeadersSetBy<Options>>;
}
