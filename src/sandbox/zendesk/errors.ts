/**
 * Zendesk's error bodies, rendered from the kit's failures. The Support API
 * answers with a small JSON envelope: `error` (a type such as
 * "RecordNotFound") and usually a `description`; validation failures of a
 * record add `details`, each attribute with a list of {description, error}:
 *
 *   401 {"error":"Couldn't authenticate you"}
 *   403 {"error":"Forbidden","description":"You do not have access to this page. ..."}
 *   404 {"error":"RecordNotFound","description":"Not found"}   (InvalidEndpoint for a path it does not serve)
 *   422 {"error":"RecordInvalid","description":"Record validation errors","details":{"email":[{...}]}}
 *   429 Number of allowed API requests per minute exceeded      (plain text, see rate-limit.ts)
 */
import { fail, statusOf, type Answer, type EmulatorFailure } from '../framework/kit/index.js';
import { rateLimitedAnswer } from './rate-limit.js';

const FORBIDDEN_DESCRIPTION = 'You do not have access to this page. Please contact the account owner of this help desk for further help.';

/** One entry of a 422's `details`: Zendesk's sentence and machine code ("DuplicateValue"). */
export interface FieldError {
  field: string;
  description: string;
  error: string;
}

/** A record failing several of Zendesk's rules at once: every one is reported. */
export function recordInvalid(errors: readonly FieldError[]): EmulatorFailure {
  return fail.validation('Record validation errors', { field: errors[0]?.field, errors });
}

/** "organization_id" → "Organization id", the label Zendesk starts its sentences with. */
function label(field: string): string {
  const words = field.replace(/^user_fields\./, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A kit failure of the field table (wrong type, not an allowed value) in Zendesk's words. */
function fieldErrorOf(failure: EmulatorFailure): FieldError {
  const field = String(failure.detail.field);
  const code = failure.detail.code;
  // Codes Zendesk itself uses are PascalCase and come with Zendesk's own sentence.
  if (typeof code === 'string' && /^[A-Z]/.test(code)) return { field, description: failure.message, error: code };
  return { field, description: `${label(field)}: is invalid`, error: 'InvalidValue' };
}

function validationAnswer(failure: EmulatorFailure): Answer {
  const errors = (failure.detail.errors as FieldError[] | undefined) ?? (failure.detail.field === undefined ? undefined : [fieldErrorOf(failure)]);
  if (failure.detail.code === 'too_large') return { status: 413, body: { error: 'RequestTooLarge', description: 'The request body is too large' } };
  if (!errors) {
    // No attribute at fault: a body that does not parse or lacks its wrapper, or a bad paging parameter.
    const code = typeof failure.detail.code === 'string' && /^[A-Z]/.test(failure.detail.code) ? failure.detail.code : 'InvalidValue';
    return { status: 400, body: { error: code, description: failure.message } };
  }
  const details: Record<string, { description: string; error: string }[]> = {};
  for (const { field, description, error } of errors) (details[field] ??= []).push({ description, error });
  return { status: 422, body: { error: 'RecordInvalid', description: 'Record validation errors', details } };
}

export function renderZendeskError(failure: EmulatorFailure): Answer {
  const status = statusOf(failure);
  switch (failure.kind) {
    case 'unauthenticated':
      // Zendesk challenges for Basic auth alongside the JSON body.
      return { status: 401, headers: { 'www-authenticate': 'Basic realm="Web Password"' }, body: { error: "Couldn't authenticate you" } };
    case 'forbidden':
      return { status: 403, body: { error: 'Forbidden', description: FORBIDDEN_DESCRIPTION } };
    case 'not_found':
      return { status: 404, body: { error: failure.detail.unknownRoute ? 'InvalidEndpoint' : 'RecordNotFound', description: 'Not found' } };
    case 'validation':
      return validationAnswer(failure);
    case 'rate_limited':
      return rateLimitedAnswer(failure.detail.retryAfterSeconds ?? 1);
    default:
      return { status, body: { error: status === 503 ? 'unavailable' : status >= 500 ? 'InternalError' : 'InvalidRequest', description: failure.message } };
  }
}
