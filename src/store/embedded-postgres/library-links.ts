/**
 * npm packages cannot carry symbolic links, so the PostgreSQL package lists
 * the shared library links (libicuuc.so.60 → libicuuc.so.60.2, …) in
 * pg-symlinks.json and makes them in its postinstall script. When install
 * scripts did not run (`--ignore-scripts`, or an npm that blocks them), they
 * are made here; in a read-only install they cannot be, and the binaries are
 * run from a copy instead.
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';

interface LibraryLink {
  source: string;
  target: string;
}

/**
 * Paths in pg-symlinks.json start with `native/`; they are read relative to
 * `nativeDir`, which is the package's own folder or a copy of it.
 */
function linksOf(nativeDir: string): Array<{ link: string; points: string }> {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return [];
  const inside = (listed: string) => {
    const resolved = path.join(nativeDir, path.relative('native', listed));
    if (!resolved.startsWith(nativeDir + path.sep)) throw new Error(`${listFile} names a path outside the package: ${listed}`);
    return resolved;
  };
  return (JSON.parse(readFileSync(listFile, 'utf8')) as LibraryLink[]).map(({ source, target }) => {
    const link = inside(target);
    return { link, points: path.relative(path.dirname(link), inside(source)) };
  });
}

export function librariesLinked(nativeDir: string): boolean {
  return linksOf(nativeDir).every(({ link }) => existsSync(link));
}

/** Makes the missing links; false when one cannot be made (a read-only install). */
export function ensureLibraryLinks(nativeDir: string): boolean {
  for (const { link, points } of linksOf(nativeDir)) {
    if (existsSync(link)) continue;
    try {
      symlinkSync(points, link);
    } catch {
      return false;
    }
  }
  return true;
}
