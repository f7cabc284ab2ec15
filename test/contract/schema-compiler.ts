/**
 * Compiles the schemas of one description into validators, lazily and once.
 *
 * Nothing is converted or compiled at load time: a schema is converted when an
 * exchange first needs it, and the component schemas it references are
 * converted and registered with Ajv as they are reached (each under an opaque
 * id), so a 2.4 MB description costs only what the checked operations use.
 * Validators are cached per schema object.
 */
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import { addContractFormats } from './formats.js';
import { resolvePointer } from './json-pointer.js';
import { convertSchema, type ConversionContext, type Direction } from './schema-conversion.js';
import { describeErrors } from './validation-errors.js';

/** Validates a value and returns one line per problem (empty when valid). */
export type Validator = (value: unknown) => string[];

export interface SchemaCompilerOptions {
  direction: Direction;
  /**
   * Coerce strings to the schema's types (and single values to one-item
   * arrays): for parameters and form bodies, which arrive as text.
   */
  coerceStrings: boolean;
  /** Require every described property (see the complete-response-bodies exception). */
  requireAllProperties?: boolean;
  /**
   * Problems reported per value before "… and N more" (8 when omitted): a
   * caller that explains some problems away (the reference check's
   * exceptions) asks for all of them, so the ones left are all shown.
   */
  maxErrors?: number;
}

const ACCEPT_ALL: Validator = () => [];

export class SchemaCompiler {
  private readonly ajv: Ajv2019;
  private readonly idsByRef = new Map<string, string>();
  private readonly unregistered: string[] = [];
  private readonly validators = new WeakMap<object, Validator>();
  private readonly context: ConversionContext;

  constructor(
    private readonly document: unknown,
    private readonly options: SchemaCompilerOptions,
  ) {
    this.ajv = new Ajv2019({
      strict: false,
      allErrors: true,
      verbose: true,
      // Vendor descriptions are not always valid against the meta-schema; we check payloads, not them.
      validateSchema: false,
      allowUnionTypes: true,
      coerceTypes: options.coerceStrings ? 'array' : false,
      logger: false,
    });
    addContractFormats(this.ajv);
    this.context = {
      direction: options.direction,
      requireAllProperties: options.requireAllProperties ?? false,
      refId: (ref) => this.idFor(ref),
      resolve: (ref) => resolvePointer(this.document, ref),
    };
  }

  /** The validator for a schema of the description (or of an exception); throws if it cannot be compiled. */
  validator(schema: unknown): Validator {
    if (typeof schema !== 'object' || schema === null) return ACCEPT_ALL;
    const cached = this.validators.get(schema);
    if (cached) return cached;
    let validator: Validator;
    try {
      validator = this.compile(schema);
    } catch (error) {
      const message = `the description's schema cannot be compiled: ${(error as Error).message}`;
      validator = () => [message];
    }
    this.validators.set(schema, validator);
    return validator;
  }

  private compile(schema: object): Validator {
    const converted = convertSchema(schema, this.context) as object;
    this.registerReachedSchemas();
    const validate: ValidateFunction = this.ajv.compile(converted);
    return (value) => (validate(value) ? [] : describeErrors(validate.errors, this.options.maxErrors));
  }

  private idFor(ref: string): string {
    let id = this.idsByRef.get(ref);
    if (id === undefined) {
      id = `urn:contract:${this.options.direction}${this.options.requireAllProperties ? '-complete' : ''}:${this.idsByRef.size}`;
      this.idsByRef.set(ref, id);
      this.unregistered.push(ref);
    }
    return id;
  }

  /** Converting a schema may reach new references, which reach others: register until none is left. */
  private registerReachedSchemas(): void {
    for (let ref = this.unregistered.shift(); ref !== undefined; ref = this.unregistered.shift()) {
      const target = resolvePointer(this.document, ref);
      const converted = convertSchema(target, this.context);
      this.ajv.addSchema(asSchemaObject(converted), this.idsByRef.get(ref));
    }
  }
}

/** OAS 3.0 has no boolean schemas, but a reference may still land on one. */
function asSchemaObject(converted: unknown): object {
  if (typeof converted === 'object' && converted !== null) return converted;
  return converted === false ? { not: {} } : {};
}
