/**
 * Contract checks: do recorded exchanges (emulator ↔ connector) agree with the
 * platform's own API description? See README.md beside this file.
 *
 *   const contract = await loadContract('twilio', 'twilio_api_v2010.json');
 *   expect(formatViolations(contract.checkAll(emulator.exchanges))).toBe('');
 */
import path from 'node:path';
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';
import { applyExceptions, withMissingComponents } from './apply-exceptions.js';
import { checkExchange, type CheckContext } from './check-exchange.js';
import { asOpenApi, readDescription } from './description-file.js';
import { downstreamSpecsDir, missingSpecsNote } from './downstream-specs.js';
import type { ContractException } from './exception-types.js';
import { CONTRACT_EXCEPTIONS } from './exceptions.js';
import { isObject, type OasDocument, type OasSecurityScheme } from './oas-types.js';
import { OperationIndex } from './operation-index.js';
import { SchemaCompiler } from './schema-compiler.js';
import type { ContractViolation } from './violations.js';

export type { ContractViolation, ViolationPlace } from './violations.js';
export type { ContractException } from './exception-types.js';
export { downstreamSpecsDir, missingSpecsNote, SPECS_DIR_VARIABLE } from './downstream-specs.js';

export interface Contract {
  readonly platform: string;
  readonly file: string;
  /** Every disagreement between one exchange and the description (empty when it conforms). */
  check(exchange: RecordedExchange): ContractViolation[];
  /** `check` over many exchanges, e.g. an emulator's `exchanges`. */
  checkAll(exchanges: readonly RecordedExchange[]): ContractViolation[];
}

export interface ContractOptions {
  platform: string;
  file: string;
  /** Defaults to the entries of exceptions.ts for this platform and file. */
  exceptions?: readonly ContractException[];
}

/** A contract over an already-parsed OpenAPI 3.0 description (tests use inline ones). */
export function createContract(description: unknown, options: ContractOptions): Contract {
  const document = asOpenApi(description, `${options.platform}/${options.file}`);
  const exceptions = options.exceptions ?? exceptionsFor(options.platform, options.file);
  return new OpenApiContract(document, options.platform, options.file, exceptions);
}

const loadedContracts = new Map<string, Promise<Contract>>();

/**
 * The contract for `<downstream-specs>/<platform>/<file>`, read and indexed
 * once per process; schemas are compiled later, per operation, when first used.
 * Rejects when the descriptions folder is absent: guard suites with
 * `describe.skipIf(!downstreamSpecsDir())`.
 */
export async function loadContract(platform: string, file: string): Promise<Contract> {
  const dir = downstreamSpecsDir();
  if (!dir) throw new Error(missingSpecsNote());
  const filePath = path.join(dir, platform, file);
  let contract = loadedContracts.get(filePath);
  if (!contract) {
    contract = readDescription(filePath).then((document) => createContract(document, { platform, file }));
    loadedContracts.set(filePath, contract);
    contract.catch(() => loadedContracts.delete(filePath));
  }
  return contract;
}

/** One line per violation, for assertion messages; '' when there are none. */
export function formatViolations(violations: readonly ContractViolation[]): string {
  return violations
    .map((violation) => `${violation.exchange} [${violation.operation ?? 'no operation'}] ${violation.where}: ${violation.message}`)
    .join('\n');
}

function exceptionsFor(platform: string, file: string): ContractException[] {
  return CONTRACT_EXCEPTIONS.filter((exception) => exception.platform === platform && exception.file === file);
}

class OpenApiContract implements Contract {
  private readonly context: CheckContext;

  constructor(
    described: OasDocument,
    readonly platform: string,
    readonly file: string,
    exceptions: readonly ContractException[],
  ) {
    const document = withMissingComponents(described, exceptions);
    const index = new OperationIndex(document);
    const silencers = applyExceptions(index, exceptions);
    const schemes = isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {};
    this.context = {
      document,
      index,
      silencers,
      securitySchemes: schemes as Record<string, OasSecurityScheme>,
      compilers: lazyCompilers(document),
    };
  }

  check(exchange: RecordedExchange): ContractViolation[] {
    return checkExchange(exchange, this.context);
  }

  checkAll(exchanges: readonly RecordedExchange[]): ContractViolation[] {
    return exchanges.flatMap((exchange) => this.check(exchange));
  }
}

/** Each compiler holds its own Ajv instance: only the ones an exchange needs are created. */
function lazyCompilers(document: OasDocument): CheckContext['compilers'] {
  let requestJson: SchemaCompiler | undefined;
  let requestText: SchemaCompiler | undefined;
  let response: SchemaCompiler | undefined;
  let completeResponse: SchemaCompiler | undefined;
  return {
    get requestJson() {
      return (requestJson ??= new SchemaCompiler(document, { direction: 'request', coerceStrings: false }));
    },
    get requestText() {
      return (requestText ??= new SchemaCompiler(document, { direction: 'request', coerceStrings: true }));
    },
    get response() {
      return (response ??= new SchemaCompiler(document, { direction: 'response', coerceStrings: false }));
    },
    get completeResponse() {
      return (completeResponse ??= new SchemaCompiler(document, { direction: 'response', coerceStrings: false, requireAllProperties: true }));
    },
  };
}
