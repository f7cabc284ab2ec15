/**
 * The few OpenAPI 3.0 shapes the contract checker reads. Vendor descriptions are
 * loosely typed data, so everything is optional and checked where it is used.
 */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface OasParameter {
  name: string;
  in: ParameterLocation;
  required?: boolean;
  schema?: unknown;
  style?: string;
  explode?: boolean;
  content?: Record<string, OasMediaType>;
}

export interface OasMediaType {
  schema?: unknown;
}

export interface OasRequestBody {
  required?: boolean;
  content?: Record<string, OasMediaType>;
}

export interface OasHeader {
  required?: boolean;
  schema?: unknown;
}

export interface OasResponse {
  content?: Record<string, OasMediaType>;
  headers?: Record<string, unknown>;
}

export type OasSecurityRequirement = Record<string, string[]>;

export interface OasSecurityScheme {
  type?: string;
  scheme?: string;
  name?: string;
  in?: string;
}

export interface OasServer {
  url: string;
  variables?: Record<string, { default?: string }>;
}

export interface OasOperation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: OasSecurityRequirement[];
  servers?: OasServer[];
}

export interface OasDocument {
  openapi?: string;
  swagger?: string;
  servers?: OasServer[];
  paths?: Record<string, unknown>;
  components?: JsonObject;
  security?: OasSecurityRequirement[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
