/**
 * What a document says about one route beyond what the route itself declares
 * (its method, URL, auth and TypeBox schemas): which API it belongs to, its
 * operationId and prose, the headers it reads, and the error types it can
 * answer with. Unified routes get theirs from the resource declarations
 * (unified-operations.ts); platform routes from a table (platform/*.ts).
 */
import type { TSchema } from 'typebox';
import type { ErrorTypeName } from '../../core/errors/catalog.js';
import type { HeaderName } from './header-parameters.js';

/** How a route answers when it succeeds, for routes whose schema has no (JSON) response schema. */
export type SuccessDoc =
  | { kind: 'json'; status: number; description: string; data: TSchema; list?: ListShape }
  | { kind: 'text'; status: number; description: string; contentType: string }
  /** Bytes of any media type (a downloaded file). */
  | { kind: 'file'; status: number; description: string }
  | { kind: 'empty'; status: number; description: string }
  | { kind: 'redirect'; status: number; description: string }
  /** The Proxy API: the platform's own answer, any status and media type. */
  | { kind: 'passthrough'; description: string };

/** Paging members of a list envelope, for lists whose route has no response schema. */
export interface ListShape {
  /** Whether meta.cursors and links carry `previous`. */
  previous: boolean;
}

export interface QueryDoc {
  schema: TSchema;
  description: string;
  required?: boolean;
}

export interface OperationDoc {
  /** Id of the document (API) the route belongs to. */
  api: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Header parameters the route reads, besides x-svc-app-id (implied by authentication). */
  headers: readonly HeaderName[];
  /** Error types of this route, besides those every route of its kind can answer with (route-errors.ts). */
  errors: readonly ErrorTypeName[];
  /** Descriptions of path and query parameters the route's schema leaves undescribed. */
  parameterDescriptions?: Readonly<Record<string, string>>;
  /** Query parameters of a route that reads its query string without a schema. */
  query?: Readonly<Record<string, QueryDoc>>;
  /** The success answer, when the route's schema does not declare it. */
  success?: SuccessDoc;
  /** Whether the request body may be left out. */
  bodyOptional?: boolean;
  /** Request bodies of any media type, taken as bytes (the Proxy API); a string describes the body instead of the Proxy's words. */
  rawBody?: boolean | string;
  /** Whether a raw body must be sent (a file upload); optional otherwise. */
  rawBodyRequired?: boolean;
  /** Constant members of the success envelope (unified routes: resource, operation). */
  envelopeConstants?: Readonly<Record<string, unknown>>;
  /** Specification extensions of the operation (`x-mcp-hints` of a named action). */
  extensions?: Readonly<Record<`x-${string}`, unknown>>;
}
