/**
 * Where the vendors' API descriptions are: a read-only folder beside the
 * repository (`<repo>/../shared/downstream-specs`), or wherever
 * SVC_DOWNSTREAM_SPECS_DIR says. They are used by path and never copied here.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SPECS_DIR_VARIABLE = 'SVC_DOWNSTREAM_SPECS_DIR';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folder the descriptions are looked for in, whether or not it exists. */
export function expectedSpecsDir(): string {
  const configured = process.env[SPECS_DIR_VARIABLE];
  return configured ? path.resolve(configured) : path.resolve(REPOSITORY_ROOT, '..', 'shared', 'downstream-specs');
}

/** The descriptions folder, or undefined when it is absent (contract tests are then skipped). */
export function downstreamSpecsDir(): string | undefined {
  const dir = expectedSpecsDir();
  try {
    return statSync(dir).isDirectory() ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** The note printed when contract tests are skipped. */
export function missingSpecsNote(): string {
  return (
    `Contract tests skipped: no API descriptions at ${expectedSpecsDir()} ` +
    `(put the shared downstream-specs folder beside the repository, or set ${SPECS_DIR_VARIABLE}).`
  );
}
