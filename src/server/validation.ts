/**
 * Request validation compilers. Bodies are validated strictly (no type
 * coercion, unknown fields refused); query strings, path parameters and headers
 * arrive as text, so they are coerced to the declared types (and a single
 * value to an array where an array is declared).
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

const common: Options = {
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  // Schemas carry annotations (example, readOnly, x-pii...) for OpenAPI: not validation keywords.
  strictSchema: false,
  // Models type a few values as several JSON types at once (a custom field's value: string, number, boolean, object or list).
  allowUnionTypes: true,
  messages: true,
};

function build(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-pii', schemaType: 'boolean' });
  return ajv;
}

const bodyAjv = build({ coerceTypes: false });
const textAjv = build({ coerceTypes: 'array' });

/**
 * Validators are compiled on the first request that needs one: models are
 * large (an accounting bill with its lines is hundreds of fields) and routes
 * many (over 300), so compiling them all at start-up would cost seconds, and
 * megabytes of generated code, for routes a deployment may never call. The
 * compiled function coerces query strings and path parameters in place when
 * it runs, so compiling late changes nothing of that.
 */
function compiledOnFirstUse(ajv: Ajv, schema: object): ReturnType<FastifySchemaCompiler<unknown>> {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ((data: unknown) => boolean) & { errors?: ValidateFunction['errors'] };
  return validate as ReturnType<FastifySchemaCompiler<unknown>>;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  compiledOnFirstUse(httpPart === 'body' ? bodyAjv : textAjv, schema as object);
