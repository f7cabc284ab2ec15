/**
 * The shapes of the per-platform exception list (see exceptions.ts and the
 * README's policy). Most exceptions complete the description with what the
 * vendor documents elsewhere (a parameter, an error status, a request body),
 * so that the exchange is still checked against something; only
 * `known-description-error` silences a violation, and only a named one.
 */
import type { ViolationPlace } from './violations.js';

interface ExceptionBase {
  /** Folder under the downstream-specs directory ("twilio"). */
  platform: string;
  /** Description file inside that folder. */
  file: string;
  /** Why the description is wrong or incomplete, in one or two sentences. */
  reason: string;
  /** Where the vendor documents the real behaviour. */
  documentation: string;
}

/** Query parameters the vendor documents for these operations but the description omits; they are validated with the schema given. */
export interface UndeclaredQueryParameters extends ExceptionBase {
  kind: 'undeclared-query-parameters';
  /** Operation keys as violations print them: "GET /api/v2/users". */
  operations: readonly string[];
  /** Parameter name → OAS 3.0 schema (may `$ref` the description's components). */
  parameters: Readonly<Record<string, unknown>>;
}

/** Statuses the vendor documents (errors, rate limits) but the description does not declare. */
export interface UndeclaredStatuses extends ExceptionBase {
  kind: 'undeclared-statuses';
  /** Operation keys, or every operation of the file (only for statuses the vendor documents API-wide). */
  operations: readonly string[] | 'all operations';
  statuses: readonly number[];
  /** OAS 3.0 schema of the documented JSON error body; without it, any body is accepted. */
  body?: unknown;
}

/** A request body the vendor documents but the description leaves out. */
export interface UndeclaredRequestBody extends ExceptionBase {
  kind: 'undeclared-request-body';
  operations: readonly string[];
  contentType: string;
  /** OAS 3.0 schema (may `$ref` the description's components). */
  schema: unknown;
}

/**
 * The description declares no (or too few) `required` properties, but the
 * vendor's responses for these operations carry every described property (null
 * when unset): every object in their response bodies must have all of them.
 * This tightens the check; it is an exception because it corrects the description.
 */
export interface CompleteResponseBodies extends ExceptionBase {
  kind: 'complete-response-bodies';
  operations: readonly string[];
}

/**
 * The vendor serves these operations with and without a path suffix (Zendesk's
 * ".json"), and its own links use the suffixed form: such a path is matched as
 * if it had no suffix, when nothing matches it as it is.
 */
export interface OptionalPathSuffix extends ExceptionBase {
  kind: 'optional-path-suffix';
  operations: readonly string[] | 'all operations';
  suffix: string;
}

/**
 * An operation of the platform that this description file leaves out because
 * it belongs to another of the vendor's descriptions, one the shared folder
 * does not hold (Vonage's Account API beside its SMS API). The operation is
 * given here from that description, and exchanges with it are checked against
 * it like any described one; an operation nothing in the vendor's
 * descriptions documents has no place here.
 */
export interface UndescribedOperation extends ExceptionBase {
  kind: 'undescribed-operation';
  /** One key, its path from the origin: "GET /account/get-balance". */
  operations: readonly [string];
  /** The OAS 3.0 operation object (parameters, responses); `$ref`s resolve in the file checked against. */
  operation: Readonly<Record<string, unknown>>;
}

/**
 * A component schema the description refers to (`$ref`) but does not
 * define, so every schema reaching it cannot be compiled: given here from
 * the vendor's documentation of the type, and checked against like any other.
 */
export interface MissingComponent extends ExceptionBase {
  kind: 'missing-component';
  /** The name under components.schemas that the description's references use. */
  name: string;
  /** OAS 3.0 schema. */
  schema: unknown;
}

/** A violation that the description causes and no completion can fix: matched by place and message. */
export interface KnownDescriptionError extends ExceptionBase {
  kind: 'known-description-error';
  operations: readonly string[];
  where: ViolationPlace;
  message: RegExp;
}

export type ContractException =
  | UndeclaredQueryParameters
  | UndeclaredStatuses
  | UndeclaredRequestBody
  | CompleteResponseBodies
  | OptionalPathSuffix
  | UndescribedOperation
  | MissingComponent
  | KnownDescriptionError;
