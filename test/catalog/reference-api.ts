/**
 * The reference API's own descriptions (../shared/reference/apideck-openapi/,
 * beside the repository: one OpenAPI 3.0 YAML file per API, named by the API's
 * id), as checkers of our real answers: the operation is found by method and
 * path (our paths are the reference's), then status and JSON body are held to
 * the reference's response for that status with the contract tests' OAS 3.0
 * converter and Ajv (test/contract/). Absent folder: the checks are skipped
 * with a note.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDescription } from '../contract/description-file.js';
import { OperationIndex } from '../contract/operation-index.js';
import { checkResponse } from '../contract/response.js';
import { SchemaCompiler } from '../contract/schema-compiler.js';
import type { Finding } from '../contract/violations.js';
import type { CallResult } from '../helpers/http.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const REFERENCE_DIR = path.resolve(REPOSITORY_ROOT, '..', 'shared', 'reference', 'apideck-openapi');

/** The folder of the reference descriptions, or undefined when it is absent. */
export function referenceDir(): string | undefined {
  try {
    return statSync(REFERENCE_DIR).isDirectory() ? REFERENCE_DIR : undefined;
  } catch {
    return undefined;
  }
}

export function missingReferenceNote(): string {
  return `Reference response checks skipped: no reference OpenAPI descriptions at ${REFERENCE_DIR} (put the shared folder beside the repository).`;
}

/** One finding of an answer against the reference, tied to the reference operation it was checked against. */
export interface ReferenceFinding extends Finding {
  /** "GET /sms/messages/{id}"; undefined when no operation of the reference matches. */
  operation: string | undefined;
}

export interface ReferenceApi {
  readonly id: string;
  readonly file: string;
  /** The reference operation ("GET /sms/messages/{id}") a request (method, URL or path) is checked against; undefined when none matches. */
  operationOf(method: string, url: string): string | undefined;
  /** Everything in the answer that the reference's response for its status does not allow; empty when it conforms. */
  check(method: string, path: string, result: CallResult): ReferenceFinding[];
}

const loaded = new Map<string, Promise<ReferenceApi | undefined>>();

/** The reference description of a unified or platform API by id ("sms", "vault"); undefined when the reference has none. */
export function referenceApi(apiId: string): Promise<ReferenceApi | undefined> {
  let api = loaded.get(apiId);
  if (!api) {
    api = load(apiId);
    loaded.set(apiId, api);
  }
  return api;
}

async function load(apiId: string): Promise<ReferenceApi | undefined> {
  const dir = referenceDir();
  if (!dir) throw new Error(missingReferenceNote());
  const file = path.join(dir, `${apiId}.yml`);
  try {
    if (!statSync(file).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const document = await readDescription(file);
  const index = new OperationIndex(document);
  // Every problem, not the first eight: REFERENCE_EXCEPTIONS explain some away, and what is left must all be seen.
  const compiler = new SchemaCompiler(document, { direction: 'response', coerceStrings: false, maxErrors: Number.POSITIVE_INFINITY });
  return {
    id: apiId,
    file,
    operationOf(method, url) {
      const match = index.match(method, pathOf(url));
      return 'problem' in match ? undefined : match.operation.key;
    },
    check(method, url, result) {
      const match = index.match(method, pathOf(url));
      if ('problem' in match) return [{ operation: undefined, where: 'path', message: `${path.basename(file)}: ${match.problem}` }];
      const headers = new Map<string, string>();
      result.headers.forEach((value, name) => headers.set(name.toLowerCase(), value));
      const findings = checkResponse(match.operation, { method, status: result.status, headers, body: result.text }, { document, compiler });
      return findings.map((finding) => ({ operation: match.operation.key, ...finding }));
    },
  };
}

/** The path of an absolute URL or of a path with a query. */
function pathOf(url: string): string {
  return new URL(url, 'http://reference.invalid').pathname;
}
