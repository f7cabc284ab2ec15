/**
 * CHANGELOG.md cannot rot: it follows its stated format, its newest release
 * is the version API records carry, every API, connector and resource it
 * names exists, and everything shipped appears in it. The parser refuses each
 * kind of mistake, and the service serves the file and its releases.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_API_VERSION } from '../../src/catalog/api-version.js';
import { changelogFile, changelogVocabulary, parseChangelog, registerChangelogRoutes, type ChangelogRelease } from '../../src/catalog/changelog/index.js';
import { PLATFORM_APIS } from '../../src/catalog/openapi/platform/index.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { registerErrorHandling } from '../../src/server/error-handler.js';
import { UNIFIED_APIS } from '../../src/unified/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';

const VOCABULARY = changelogVocabulary(
  UNIFIED_APIS,
  PLATFORM_APIS.map((api) => api.id),
  CONNECTORS.map((connector) => connector.id),
);

const file = changelogFile();

describe('CHANGELOG.md', () => {
  const markdown = readFileSync(file!, 'utf8');
  let releases: ChangelogRelease[];

  it('is found beside package.json and follows its format, naming only what exists', () => {
    expect(file).toMatch(/CHANGELOG\.md$/);
    releases = parseChangelog(markdown, VOCABULARY);
    expect(releases.length).toBeGreaterThan(0);
  });

  it('has its newest release at the version API records carry, and versions that only go down the page', () => {
    releases = parseChangelog(markdown, VOCABULARY);
    expect(releases[0]!.version).toBe(REFERENCE_API_VERSION);
    const numbers = releases.map((release) => release.version.split('.').map(Number));
    for (let index = 1; index < numbers.length; index += 1) {
      const [above, below] = [numbers[index - 1]!, numbers[index]!];
      const order = above[0]! - below[0]! || above[1]! - below[1]! || above[2]! - below[2]!;
      expect(order, `${releases[index - 1]!.version} above ${releases[index]!.version}`).toBeGreaterThan(0);
    }
  });

  it('mentions every shipped unified API, resource and connector', () => {
    const entries = parseChangelog(markdown, VOCABULARY).flatMap((release) => release.entries);
    for (const api of UNIFIED_APIS) {
      expect(entries.some((entry) => entry.api === api.id && entry.change_type === 'coverage-expansion'), `${api.id} introduced`).toBe(true);
      for (const resource of api.resources) {
        expect(entries.some((entry) => entry.api === api.id && entry.resources.includes(resource.id)), `${api.id}/${resource.id}`).toBe(true);
      }
    }
    for (const connector of CONNECTORS) expect(entries.some((entry) => entry.connectors.includes(connector.id)), connector.id).toBe(true);
  });
});

describe('changelog parser', () => {
  const entry = (id: string, fields: Partial<Record<'api' | 'type' | 'connectors' | 'resources', string>> = {}, description = 'What changed.') =>
    [
      `### ${id}`,
      `- API: ${fields.api ?? 'sms'}`,
      `- Change type: ${fields.type ?? 'fix'}`,
      `- Connectors: ${fields.connectors ?? 'twilio'}`,
      `- Resources: ${fields.resources ?? 'messages'}`,
      '',
      description,
      '',
    ].join('\n');
  const file = (...parts: string[]) => ['# Changelog', '', 'Preamble.', '', ...parts].join('\n');
  const problemsOf = (markdown: string) => {
    try {
      parseChangelog(markdown, VOCABULARY);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected the changelog to be refused');
  };

  it('reads releases and entries, descriptions joined into paragraphs', () => {
    const releases = parseChangelog(
      file('## 1.1.0 (2026-02-01)', '', entry('a-fix', {}, 'First line\ngoes on.\n\nSecond paragraph.'), '## 1.0.0 (2026-01-01)', '', entry('b', { type: 'coverage-expansion', connectors: 'none', resources: 'none', api: 'vault' })),
      VOCABULARY,
    );
    expect(releases).toEqual([
      { version: '1.1.0', date: '2026-02-01', entries: [{ id: 'a-fix', api: 'sms', change_type: 'fix', connectors: ['twilio'], resources: ['messages'], description: 'First line goes on.\n\nSecond paragraph.' }] },
      { version: '1.0.0', date: '2026-01-01', entries: [{ id: 'b', api: 'vault', change_type: 'coverage-expansion', connectors: [], resources: [], description: 'What changed.' }] },
    ]);
  });

  it('refuses versions and dates out of order, bad headings and empty releases, naming the line', () => {
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a'), '## 1.0.0 (2025-01-01)', entry('b')))).toMatch(/line 14: 1\.0\.0 must be lower than the release above it \(1\.0\.0\)/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a'), '## 1.1.0 (2025-01-01)', entry('b')))).toMatch(/1\.1\.0 must be lower/);
    expect(problemsOf(file('## 2.0.0 (2026-01-01)', entry('a'), '## 1.0.0 (2026-02-01)', entry('b')))).toMatch(/2026-02-01 is later than the release above it/);
    expect(problemsOf(file('## 1.0.0 (2026-02-30)', entry('a')))).toMatch(/2026-02-30 is not a date/);
    expect(problemsOf(file('## v1.0 (2026-01-01)', entry('a')))).toMatch(/expected a release heading/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', '', '## 0.9.0 (2025-01-01)', entry('a')))).toMatch(/release 1\.0\.0 has no entries/);
    expect(() => parseChangelog('# Changelog\n\nNothing yet.\n')).toThrow(/no release/);
  });

  it('refuses entries missing a part, with a bad value, or named twice', () => {
    const noResources = ['### a', '- API: sms', '- Change type: fix', '- Connectors: twilio', '', 'Text.'].join('\n');
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', noResources))).toMatch(/entry a needs "- Resources: <value>"/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', {}, '')))).toMatch(/entry a has no description/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', { type: 'feature' })))).toMatch(/change type "feature" is not one of coverage-expansion, fix, other/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('Bad Id')))).toMatch(/entry id "Bad Id" must be lowercase words/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a'), entry('a')))).toMatch(/entry id a is used twice/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', { connectors: 'twilio, twilio' })))).toMatch(/names a connector twice/);
  });

  it('refuses names the service does not have, given the vocabulary', () => {
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', { api: 'telepathy' })))).toMatch(/unknown API "telepathy"/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', { connectors: 'twilio, salesforce' })))).toMatch(/unknown connector "salesforce"/);
    expect(problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', { resources: 'calls' })))).toMatch(/the sms API has no resource "calls"/);
    // Platform APIs declare no resources to check against; their ids must still be ids.
    expect(parseChangelog(file('## 1.0.0 (2026-01-01)', entry('a', { api: 'vault', resources: 'sessions' })), VOCABULARY)[0]!.entries[0]!.resources).toEqual(['sessions']);
    // Without a vocabulary only the format is checked (what the service does at start).
    expect(parseChangelog(file('## 1.0.0 (2026-01-01)', entry('a', { api: 'telepathy' })))[0]!.entries[0]!.api).toBe('telepathy');
  });

  it('reports every problem at once', () => {
    const message = problemsOf(file('## 1.0.0 (2026-01-01)', entry('a', { type: 'x' }), entry('b', { api: 'nope' })));
    expect(message.split('\n').filter((line) => line.startsWith('line '))).toHaveLength(2);
  });
});

describe('changelog routes', () => {
  let svc: TestService;

  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc?.close());

  it('serves the file as written and its releases as JSON, without a key', async () => {
    const markdown = await call(`${svc.url}/changelog`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.text).toBe(readFileSync(file!, 'utf8'));
    const json = await call(`${svc.url}/changelog.json`);
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ status_code: 200, status: 'OK', data: parseChangelog(markdown.text) });
  });

  it('answers 404 with the envelope where the installation has no changelog', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app, 'http://127.0.0.1');
    registerChangelogRoutes(app, { file: undefined });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      for (const path of ['/changelog', '/changelog.json']) {
        const answer = await call(`${address}${path}`);
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ type_name: 'EntityNotFoundError', message: expect.stringContaining('no changelog') });
      }
    } finally {
      await app.close();
    }
  });
});
