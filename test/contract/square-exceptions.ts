/**
 * Where Square's description (square/api.json) leaves out what Square
 * documents (see exceptions.ts for the policy): every operation declares
 * only its 200, while Square answers its errors with 4xx statuses and the
 * `{errors: [Error]}` body its response schemas describe; a catalog type
 * it refers to but never defines; an error code its own text names but its
 * ErrorCode enum lacks.
 */
import type { ContractException } from './exception-types.js';

export const SQUARE_EXCEPTIONS: readonly ContractException[] = [
  {
    platform: 'square',
    file: 'api.json',
    kind: 'undeclared-statuses',
    operations: 'all operations',
    statuses: [400, 401, 402, 404, 429],
    body: {
      type: 'object',
      required: ['errors'],
      properties: { errors: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/Error' } } },
    },
    reason:
      'Each operation declares only 200, but Square answers a bad request with 400, a missing or wrong token with 401, a declined card ' +
      'with 402, an unknown object with 404 and a rate limit with 429, each with `errors` of the description\'s Error objects.',
    documentation: 'https://developer.squareup.com/docs/build-basics/handling-errors',
  },
  {
    platform: 'square',
    file: 'api.json',
    kind: 'missing-component',
    name: 'CatalogModifierToggleOverrideType',
    schema: { type: 'string', enum: ['NO', 'YES', 'NOT_SET'] },
    reason:
      'CatalogItemModifierListInfo.allow_quantities and is_conversational refer to CatalogModifierToggleOverrideType, which the file ' +
      'does not define, so no catalog answer could be checked; Square documents it as the enum NO, YES, NOT_SET.',
    documentation: 'https://developer.squareup.com/reference/square/enums/CatalogModifierToggleOverrideType',
  },
  {
    platform: 'square',
    file: 'api.json',
    kind: 'known-description-error',
    operations: ['POST /v2/catalog/object', 'PUT /v2/orders/{order_id}', 'POST /v2/orders/{order_id}/pay', 'POST /v2/payments/{payment_id}/complete'],
    where: 'response-body',
    message: /^\/errors\/0\/code must be one of \[.*\(got "VERSION_MISMATCH"\)$/,
    reason:
      'The description\'s own text says a stale `version` (CatalogObject.version, UpdateOrder\'s order.version, PayOrder\'s ' +
      'order_version) is answered with a VERSION_MISMATCH error, but its ErrorCode enum does not list VERSION_MISMATCH.',
    documentation: 'https://developer.squareup.com/docs/catalog-api/cookbook/update-catalog-objects',
  },
];
