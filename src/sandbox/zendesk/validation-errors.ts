/**
 * Zendesk's 422 body for records that fail validation:
 *
 *   {"error":"RecordInvalid","description":"Record validation errors",
 *    "details":{"email":[{"description":"Email: x@y is already being used by another user","error":"DuplicateValue"}]}}
 *
 * `details` maps each attribute to a list of {description, error} entries.
 */

export interface FieldError {
  field: string;
  description: string;
  /** Zendesk's machine code for the failure, e.g. "DuplicateValue". */
  error: string;
}

export interface RecordInvalidBody {
  error: 'RecordInvalid';
  description: 'Record validation errors';
  details: Record<string, { description: string; error: string }[]>;
}

export function recordInvalidBody(errors: readonly FieldError[]): RecordInvalidBody {
  const details: RecordInvalidBody['details'] = {};
  for (const { field, description, error } of errors) {
    (details[field] ??= []).push({ description, error });
  }
  return { error: 'RecordInvalid', description: 'Record validation errors', details };
}

export const fieldErrors = {
  nameTooShort: (): FieldError => ({
    field: 'name',
    description: 'Name:  is too short (minimum one character)',
    error: 'ValueTooShort',
  }),
  emailTaken: (email: string): FieldError => ({
    field: 'email',
    description: `Email: ${email} is already being used by another user`,
    error: 'DuplicateValue',
  }),
  emailFormat: (email: string): FieldError => ({
    field: 'email',
    description: `Email: ${email} is not properly formatted`,
    error: 'InvalidFormat',
  }),
  externalIdTaken: (externalId: string): FieldError => ({
    field: 'external_id',
    description: `External: ${externalId} has already been taken`,
    error: 'DuplicateValue',
  }),
  invalid: (field: string, label: string): FieldError => ({
    field,
    description: `${label}: is invalid`,
    error: 'InvalidValue',
  }),
};
