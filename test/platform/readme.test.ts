import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/server/config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const DOC_PAGES = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')));
}

/** Relative Markdown links `[text](target)` outside code blocks; web links and the service's own paths are not files. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/.test(target));
}

describe('README', () => {
  const readme = read('README.md');

  it('gives the two commands', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });

  it('links every page of docs/, the benchmarks and the changelog', () => {
    for (const page of [...DOC_PAGES, 'bench/README.md', 'CHANGELOG.md']) expect(readme, `README.md should link ${page}`).toContain(`](${page})`);
  });

  it('stays a page a newcomer reads in three minutes', () => {
    // Details belong in docs/: a README that grows past this is taking them back.
    expect(readme.split('\n').length).toBeLessThanOrEqual(130);
  });
});

describe('docs/configuration.md', () => {
  it('documents every environment variable the service reads', () => {
    const page = read('docs/configuration.md');
    for (const variable of CONFIG_VARIABLES) {
      for (const name of variable.name.split('/').map((part) => part.trim())) expect(page, name).toContain(`\`${name}\``);
    }
  });
});

describe('links between README.md and docs/', () => {
  for (const file of ['README.md', ...DOC_PAGES]) {
    it(`${file}: every relative link reaches a file, and a heading when it names one`, () => {
      for (const link of relativeLinks(read(file))) {
        const [target = '', anchor] = link.split('#');
        const resolved = target === '' ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), target);
        expect(existsSync(resolved), `${file} links ${link}: no such file`).toBe(true);
        if (anchor && resolved.endsWith('.md')) expect([...anchorsOf(readFileSync(resolved, 'utf8'))], `${file} links ${link}: no such heading`).toContain(anchor);
      }
    });
  }
});
