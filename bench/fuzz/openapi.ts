/**
 * The operations a fuzz run covers, read from the OpenAPI documents the
 * service itself serves (`GET /openapi`, then each `spec_url`): every path and
 * method of every document, with its parameters and JSON body schema, `$ref`s
 * resolved against the document's components.
 */
export type JsonSchema = Record<string, any>;

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  document: string;
  method: string;
  /** OpenAPI path template, "/crm/contacts/{id}". */
  path: string;
  operationId: string;
  parameters: FuzzParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** A body of any media type (the Proxy API, platforms' webhooks). */
  rawBody: boolean;
  /** A component resolver for this operation's document. */
  resolve: (schema: JsonSchema | undefined) => JsonSchema;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

function resolverOf(document: JsonSchema): (schema: JsonSchema | undefined) => JsonSchema {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    if (!schema || typeof schema !== 'object') return {};
    if (typeof schema.$ref !== 'string') return schema;
    const target = (schema.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<any>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return resolve(target as JsonSchema | undefined);
  };
  return resolve;
}

export async function loadOperations(baseUrl: string): Promise<FuzzOperation[]> {
  const listing = (await (await fetch(`${baseUrl}/openapi`)).json()) as { data: Array<{ id: string; spec_url: string }> };
  const operations: FuzzOperation[] = [];
  for (const entry of listing.data) {
    // The documents name the service's public URL; read them from the service under test.
    const document = (await (await fetch(`${baseUrl}/openapi/${entry.id}.json`)).json()) as JsonSchema;
    const resolve = resolverOf(document);
    for (const [path, item] of Object.entries(document.paths as Record<string, JsonSchema>)) {
      for (const method of METHODS) {
        const operation = item[method] as JsonSchema | undefined;
        if (!operation) continue;
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((raw: JsonSchema) => {
          const parameter = resolve(raw);
          return { name: parameter.name as string, in: parameter.in, required: parameter.required === true, schema: resolve(parameter.schema) } as FuzzParameter;
        });
        const content = (resolve(operation.requestBody).content ?? {}) as Record<string, JsonSchema>;
        const json = content['application/json']?.schema as JsonSchema | undefined;
        operations.push({
          document: entry.id,
          method: method.toUpperCase(),
          path,
          operationId: (operation.operationId as string | undefined) ?? `${method} ${path}`,
          parameters,
          ...(json ? { body: resolve(json) } : {}),
          rawBody: json === undefined && Object.keys(content).length > 0,
          resolve,
        });
      }
    }
  }
  return operations;
}
