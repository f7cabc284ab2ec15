/**
 * Typed client of the unified integration API, generated from the service's
 * OpenAPI documents (openapi/*.json → src/generated/ with openapi-typescript)
 * and run by openapi-fetch. See README.md.
 */
// The generated modules each carry openapi-typescript's read/write marker helpers; any one serves.
import type { Readable } from './generated/vault.js';
import type { schemas } from './generated/index.js';

export { createSvcClient, type ClientHeader, type ClientPaths, type HeadersSetBy, type SvcClient, type SvcClientOptions } from './client.js';
export type { CallOptions, CallResult, Method, PathsWith, TypedClient } from './methods.js';
export { isSvcApiError, SvcApiError, unwrap, type DataOf, type ErrorEnvelope, type ErrorOf, type ErrorTypeName } from './errors.js';
export type { connector, customerSupport, issueTracking, paths, proxy, schemas, sms, vault, webhook } from './generated/index.js';

/** A named schema of a document as answers carry it: `Schema<'sms', 'Message'>`. */
export type Schema<Api extends keyof schemas, Name extends keyof schemas[Api]> = Readable<schemas[Api][Name]>;
