/**
 * The schemas the documents name (`components.schemas`): every unified model
 * and the shared models inside them, the Connector API and Vault records, and
 * the error envelope.
 *
 * A unified model appears in two forms. As answered (`Message`): the routes
 * serialise models without `required` anywhere, because `fields` may leave any
 * property out, nested ones included. As sent in request bodies
 * (`MessageInput`): nested objects keep their required members (an email
 * needs its `email`), while the fields a create or update requires are listed
 * by each operation. Where both forms are equal (an address) there is one.
 */
import type { TSchema } from 'typebox';
import * as commonModels from '../../unified/common/models.js';
import type { UnifiedApiDeclaration } from '../../unified/define.js';
import { readForm, writeForm } from '../../unified/write-body.js';
import { withoutRequired } from '../../gateway/unified-schemas.js';
import { plainCopy, type JsonSchema } from '../json-schema.js';
import { RECORD_SCHEMAS } from '../record-schemas.js';
import { ERROR_COMPONENT, ERROR_ENVELOPE } from './error-responses.js';
import { VAULT_RECORDS } from './platform/vault-records.js';
import { canonical, SchemaNames } from './schema-components.js';

const INPUT_SUFFIX = 'Input';

function isSchema(value: unknown): value is TSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && ('type' in value || 'anyOf' in value);
}

/** "Customer Support Customer" → "CustomerSupportCustomer". */
function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/** Names both forms of a model; the input form only where it differs. */
function defineModel(names: SchemaNames, name: string, model: TSchema, inputForm: JsonSchema): void {
  const answered = withoutRequired(plainCopy(model));
  names.define(name, answered);
  if (canonical(inputForm) !== canonical(answered)) names.define(`${name}${INPUT_SUFFIX}`, inputForm);
}

/** A resource model as a request body names it: its own `required` left to each operation. */
function bodyForm(model: TSchema): JsonSchema {
  const plain = plainCopy(writeForm(model as unknown as JsonSchema)) as JsonSchema;
  delete plain.required;
  return plain;
}

export function namedSchemas(apis: readonly UnifiedApiDeclaration[]): SchemaNames {
  const names = new SchemaNames();
  names.define(ERROR_COMPONENT, ERROR_ENVELOPE);
  for (const api of apis) {
    for (const resource of api.resources) {
      const title = (resource.model as { title?: string }).title ?? resource.singular;
      defineModel(names, pascalCase(title), readForm(resource.model as unknown as JsonSchema) as unknown as TSchema, bodyForm(resource.model));
    }
  }
  for (const [name, value] of Object.entries(commonModels)) {
    if (isSchema(value)) defineModel(names, name, value, plainCopy(value) as JsonSchema);
  }
  for (const [name, schema] of Object.entries(RECORD_SCHEMAS)) names.define(name, schema);
  for (const [name, schema] of Object.entries(VAULT_RECORDS)) names.define(name, schema);
  return names;
}
