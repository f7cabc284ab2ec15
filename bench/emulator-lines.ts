/**
 * What a platform costs in code: lines of each emulator folder (src/sandbox/<id>)
 * and connector folder (src/connectors/<id>), now and at a base revision, as a
 * markdown table. Lines are `wc -l` lines of the folder's .ts files, comments
 * included (a comment that says why is part of what a platform costs to keep).
 *
 *   npm run bench:lines                       # the working tree
 *   npm run bench:lines -- --base b18891b     # and before the emulator kit
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { base: { type: 'string' } } });

function linesOf(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function countNow(folder: string): number | undefined {
  try {
    statSync(folder);
  } catch {
    return undefined;
  }
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.ts')) total += linesOf(readFileSync(join(folder, entry), 'utf8'));
  }
  return total;
}

function countAt(revision: string, folder: string): number | undefined {
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', revision, '--', folder], { encoding: 'utf8' }).split('\n').filter((file) => file.endsWith('.ts'));
  if (files.length === 0) return undefined;
  return files.reduce((sum, file) => sum + linesOf(execFileSync('git', ['show', `${revision}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })), 0);
}

function platforms(): string[] {
  const ids = new Set<string>();
  for (const parent of ['src/sandbox', 'src/connectors']) {
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'framework') ids.add(entry.name);
    }
  }
  return [...ids].sort();
}

const show = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en-US'));
const base = values.base;
const header = base
  ? '| platform | emulator lines (before → now) | connector lines (before → now) |\n|---|---|---|'
  : '| platform | emulator lines | connector lines |\n|---|---|---|';
const rows = platforms().map((id) => {
  const emulator = countNow(`src/sandbox/${id}`);
  const connector = countNow(`src/connectors/${id}`);
  if (!base) return `| ${id} | ${show(emulator)} | ${show(connector)} |`;
  return `| ${id} | ${show(countAt(base, `src/sandbox/${id}`))} → ${show(emulator)} | ${show(countAt(base, `src/connectors/${id}`))} → ${show(connector)} |`;
});
const shared = [
  ['emulator framework (src/sandbox/framework, kit included)', 'src/sandbox/framework'],
  ['of which the kit (src/sandbox/framework/kit)', 'src/sandbox/framework/kit'],
  ['connector framework (src/connectors/framework)', 'src/connectors/framework'],
].map(([label, folder]) => (base ? `| ${label} | ${show(countAt(base, folder as string))} → ${show(countNow(folder as string))} | |` : `| ${label} | ${show(countNow(folder as string))} | |`));
console.log([header, ...rows, ...shared].join('\n'));
