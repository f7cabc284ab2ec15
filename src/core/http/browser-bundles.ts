/**
 * Files of npm packages that the service's browser pages load (Scalar's
 * standalone bundle, GraphiQL and React's UMD builds). The packages are dev
 * dependencies: `npm run build` copies these few files into
 * dist/browser-bundles/ with their versions, so a production install
 * (`npm ci --omit=dev` beside a built dist/) serves them without installing
 * the packages (Scalar's package alone is over 100 MB for a 3.5 MB bundle).
 *
 * A file is read from the copy when the build made one, else from the
 * installed package (running from src/ under vitest, where no copy sits
 * beside the module).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BrowserBundle {
  pkg: string;
  /** A subpath the package exports or, for files it does not export (UMD builds), the path inside the package. */
  subpath: string;
}

export const BROWSER_BUNDLES = {
  scalar: { pkg: '@scalar/api-reference', subpath: 'browser/standalone.js' },
  react: { pkg: 'react', subpath: 'umd/react.production.min.js' },
  reactDom: { pkg: 'react-dom', subpath: 'umd/react-dom.production.min.js' },
  graphiql: { pkg: 'graphiql', subpath: 'graphiql.min.js' },
  graphiqlCss: { pkg: 'graphiql', subpath: 'graphiql.min.css' },
} as const satisfies Record<string, BrowserBundle>;

/** Where the build puts the copies: dist/browser-bundles, three levels above dist/src/core/http/. */
export const COPIES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../browser-bundles');

/** The copies' versions, by package name. */
export const VERSIONS_FILE = 'versions.json';

export interface LocatedBundle {
  file: string;
  version: string;
}

const requireHere = createRequire(import.meta.url);

/** The copy of a bundle in `copiesDir`, if the build made one. */
export function copiedBundle(bundle: BrowserBundle, copiesDir: string = COPIES_DIR): LocatedBundle | undefined {
  const file = path.join(copiesDir, bundle.pkg, bundle.subpath);
  const versionsFile = path.join(copiesDir, VERSIONS_FILE);
  if (!existsSync(file) || !existsSync(versionsFile)) return undefined;
  const version = (JSON.parse(readFileSync(versionsFile, 'utf8')) as Record<string, string>)[bundle.pkg];
  return version === undefined ? undefined : { file, version };
}

/** A bundle in its installed package; throws naming the package when it is not installed. */
export function installedBundle(bundle: BrowserBundle): LocatedBundle {
  let file: string;
  try {
    file = resolvePackageFile(bundle);
  } catch (error) {
    throw new Error(`${bundle.pkg} is not installed: ${(error as Error).message}`);
  }
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) throw new Error(`${bundle.pkg} has no ${bundle.subpath} (reinstall dependencies)`);
  const { version } = JSON.parse(readFileSync(packageManifest(bundle.pkg, file), 'utf8')) as { version: string };
  return { file, version };
}

/** The build's copy, else the installed package. */
export function locateBundle(bundle: BrowserBundle, copiesDir: string = COPIES_DIR): LocatedBundle {
  const copy = copiedBundle(bundle, copiesDir);
  if (copy) return copy;
  try {
    return installedBundle(bundle);
  } catch (error) {
    throw new Error(`${bundle.pkg}/${bundle.subpath}: no copy in ${copiesDir} (\`npm run build\` makes it) and ${(error as Error).message}`);
  }
}

/** Through the package's exports map; browser bundles it does not export (UMD builds) by their path beside its package.json. */
function resolvePackageFile({ pkg, subpath }: BrowserBundle): string {
  try {
    return requireHere.resolve(`${pkg}/${subpath}`);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
    return path.join(path.dirname(requireHere.resolve(`${pkg}/package.json`)), subpath);
  }
}

/** The package.json above a resolved file of `pkg` (some packages do not export their package.json). */
function packageManifest(pkg: string, resolvedFile: string): string {
  for (let dir = path.dirname(resolvedFile); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg) return manifest;
  }
  throw new Error(`${pkg}: no package.json above ${resolvedFile}`);
}
