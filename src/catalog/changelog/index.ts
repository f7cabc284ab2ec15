/**
 * The API's changelog, served from the repository's CHANGELOG.md: as written
 * at GET /changelog, and parsed at GET /changelog.json. The file is read and
 * checked once, when the service starts: a file that breaks its format stops
 * the start (the tests keep it valid), while an installation shipped without
 * it answers 404 on both routes and says so in the log.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import { statusText } from '../../core/envelope.js';
import type { UnifiedApiDeclaration } from '../../unified/define.js';
import { parseChangelog, type ChangelogRelease, type ChangelogVocabulary } from './parse.js';

export { parseChangelog, CHANGE_TYPES, type ChangelogEntry, type ChangelogRelease, type ChangelogVocabulary } from './parse.js';

export const CHANGELOG_PATH = '/changelog';

/** The names an entry may use: unified APIs with their resources, platform APIs (any resource), connectors. */
export function changelogVocabulary(
  unifiedApis: readonly UnifiedApiDeclaration[],
  platformApiIds: readonly string[],
  connectorIds: readonly string[],
): ChangelogVocabulary {
  const apis = new Map<string, readonly string[] | undefined>(unifiedApis.map((api) => [api.id, api.resources.map((resource) => resource.id)]));
  for (const id of platformApiIds) apis.set(id, undefined);
  return { apis, connectors: new Set(connectorIds) };
}

/** CHANGELOG.md beside the package's package.json, found from this module (src/ or dist/src/). */
export function changelogFile(): string | undefined {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (statSync(path.join(directory, 'package.json'), { throwIfNoEntry: false })?.isFile()) {
      const file = path.join(directory, 'CHANGELOG.md');
      return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
    }
    const parent = path.dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

/** `source.file`: the CHANGELOG.md to serve (tests give another, or none); by default the package's own. */
export function registerChangelogRoutes(app: FastifyInstance, source: { file: string | undefined } = { file: changelogFile() }): void {
  const { file } = source;
  const markdown = file === undefined ? undefined : readFileSync(file, 'utf8');
  const releases: ChangelogRelease[] | undefined = markdown === undefined ? undefined : parseChangelog(markdown);
  if (markdown === undefined) app.log.warn('CHANGELOG.md is not installed beside package.json: /changelog answers 404');
  const missing = () => new ApiError('EntityNotFoundError', { message: 'This installation has no changelog (CHANGELOG.md beside package.json)' });
  const config = { auth: 'none' as const, connectors: false as const };

  app.get(CHANGELOG_PATH, { config }, async (_request, reply) => {
    if (markdown === undefined) throw missing();
    return reply.header('cache-control', 'public, max-age=300').type('text/markdown; charset=utf-8').send(markdown);
  });

  app.get(`${CHANGELOG_PATH}.json`, { config }, async (_request, reply) => {
    if (releases === undefined) throw missing();
    return reply.header('cache-control', 'public, max-age=300').send({ status_code: 200, status: statusText(200), data: releases });
  });
}
