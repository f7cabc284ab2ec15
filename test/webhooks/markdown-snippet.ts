/**
 * Code blocks of the docs, found by the marker comment that names them
 * (`<!-- checked by <test>: <name> -->` on the line before the fence), and
 * loaded as ES modules so a test runs exactly what a reader copies.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Inside the repository (and git-ignored), so the snippet's bare imports resolve from its node_modules.
const SNIPPET_DIR = path.join(REPOSITORY_ROOT, 'test-artifacts', 'docs-snippets');

/** The code of the fenced block right after the marker naming `name`; throws when there is none. */
export async function markedCodeBlock(markdownFile: string, name: string): Promise<string> {
  const markdown = await readFile(path.join(REPOSITORY_ROOT, markdownFile), 'utf8');
  const lines = markdown.split('\n');
  const marker = lines.findIndex((line) => /^<!-- checked by .*: (\S+) -->$/.exec(line.trim())?.[1] === name);
  if (marker === -1) throw new Error(`${markdownFile} has no code block marked ${name}`);
  const opening = lines[marker + 1]?.trim() ?? '';
  if (!opening.startsWith('```')) throw new Error(`${markdownFile}: the line after the marker ${name} does not open a code block`);
  const closing = lines.findIndex((line, index) => index > marker + 1 && line.trim() === '```');
  if (closing === -1) throw new Error(`${markdownFile}: the code block marked ${name} is not closed`);
  return lines.slice(marker + 2, closing).join('\n');
}

/** Imports a code block as a module (a fresh file each call, so no cached copy of an older text is run). */
export async function importCodeBlock<T>(markdownFile: string, name: string): Promise<T> {
  const code = await markedCodeBlock(markdownFile, name);
  await mkdir(SNIPPET_DIR, { recursive: true });
  const file = path.join(SNIPPET_DIR, `${name}-${process.pid}-${Date.now()}.mjs`);
  await writeFile(file, code);
  try {
    return (await import(pathToFileURL(file).href)) as T;
  } finally {
    await rm(file, { force: true });
  }
}
