/**
 * The call signatures of the client. openapi-fetch infers each call's whole
 * options object as a type parameter and widens it with an index signature,
 * so TypeScript checks no excess property: a misspelt optional body field or
 * query parameter compiles (openapi-typescript issues #1769 and #2329). These
 * signatures type the options as the operation's own, inferring only the
 * parse mode, so a field or parameter the documents do not have is an error.
 * The runtime is openapi-fetch's, unchanged.
 */
import type { FetchOptions, FetchResponse, Middleware, ParseAs } from 'openapi-fetch';

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** The paths that have an operation for this method. */
export type PathsWith<Paths, Method extends string> = {
  [Path in keyof Paths]: Paths[Path] extends { [M in Method]: unknown } ? Path : never;
}[keyof Paths];

type OperationOf<Paths, Path extends keyof Paths, Method extends string> = Paths[Path] extends { [M in Method]: infer Operation extends Record<string | number, any> }
  ? Operation
  : never;

/** The options of a call: parameters, body and fetch options, with `parseAs` saying how the answer is read (JSON by default). */
export type CallOptions<Operation, Mode extends ParseAs> = Omit<FetchOptions<Operation>, 'parseAs'> & { parseAs?: Mode };

/** The options argument, optional when the operation needs no parameter and no body. */
type OptionsArgument<Options> = [RequiredKeys<Options>] extends [never] ? [options?: Options] : [options: Options];

export type CallResult<Operation extends Record<string | number, any>, Mode extends ParseAs> = FetchResponse<Operation, { parseAs: Mode }, `${string}/${string}`>;

export type Method<Paths, Name extends string> = <Path extends PathsWith<Paths, Name>, Mode extends ParseAs = 'json'>(
  url: Path,
  ...options: OptionsArgument<CallOptions<OperationOf<Paths, Path, Name>, Mode>>
) => Promise<CallResult<OperationOf<Paths, Path, Name>, Mode>>;

/** A client of these paths: one function per HTTP method the documents use, and openapi-fetch's middleware. */
export interface TypedClient<Paths> {
  GET: Method<Paths, 'get'>;
  POST: Method<Paths, 'post'>;
  PUT: Method<Paths, 'put'>;
  PATCH: Method<Paths, 'patch'>;
  DELETE: Method<Paths, 'delete'>;
  OPTIONS: Method<Paths, 'options'>;
  /** Runs on every request and answer (logging, retries, tracing). */
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
}
