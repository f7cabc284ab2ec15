/** The service's own name and version, from the package.json above this module (src/ or dist/src/). */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServicePackage {
  name: string;
  version: string;
}

export function servicePackage(): ServicePackage {
  for (let directory = path.dirname(fileURLToPath(import.meta.url)); ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (statSync(manifest, { throwIfNoEntry: false })?.isFile()) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as Partial<ServicePackage>;
      return { name: name ?? 'unknown', version: version ?? 'unknown' };
    }
    if (path.dirname(directory) === directory) return { name: 'unknown', version: 'unknown' };
  }
}
