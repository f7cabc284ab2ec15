/**
 * No two modules of src/ import each other, directly or around a longer
 * circle, type-only imports included (issue 22 asked for the last type-only
 * circles to close). A circle makes load order matter: a value read while its
 * module is still loading is undefined, which ESM reports as a crash far from
 * its cause. Dynamic `import()` is not followed: it loads later, on purpose
 * (connectors/index.ts). The static imports are read with one pattern: the
 * compiler this project uses (TypeScript 7) has no JavaScript API to ask, and
 * the code is formatted, so an import is `import`/`export` … `from '<path>'`;`.
 *
 * Three circles are known and kept on purpose: emulator resources that
 * nest each other on `expand` (a Clover item its modifier groups and a group
 * its items; a Clover or Square order its payments and a payment its order).
 * Each side reads the other only inside a request handler, never while
 * loading. A new circle, or a known one that grows, fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

const KNOWN_CIRCLES = [
  ['sandbox/clover/items.ts', 'sandbox/clover/modifier-groups.ts'],
  ['sandbox/clover/orders.ts', 'sandbox/clover/payments.ts'],
  ['sandbox/square/orders.ts', 'sandbox/square/payments.ts'],
].map((circle) => circle.join(' ↔ '));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** `import … from './x.js'`, `import type …`, `export … from`, and a bare `import './x.js'`; across lines. */
const STATIC_IMPORT = /^\s*(?:(?:import|export)\b[^;]*?\bfrom\s*|import\s*)['"]([^'"]+)['"]/gm;

function specifiersOf(text: string): string[] {
  return [...text.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
}

/** The files of src/ a file imports (relative specifiers only: packages cannot close a circle through src/). */
function importsOf(file: string): string[] {
  return specifiersOf(readFileSync(file, 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'))
    .map((target) => (existsSync(target) ? target : target.replace(/\.ts$/, '/index.ts')))
    .filter((target) => existsSync(target));
}

/** Strongly connected components of more than one file (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    low.set(file, order.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, order.get(next) as number));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('the import graph of src/', () => {
  it('has no circles but the emulators’ mutually nesting resources', () => {
    const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));
    const named = circles(graph).map((component) => component.map((file) => path.relative(SRC, file)).sort().join(' ↔ '));
    expect(named.sort()).toEqual([...KNOWN_CIRCLES].sort());
  });

  it('sees a circle when there is one, and reads type-only, re-exporting and multi-line imports but not dynamic ones', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph).map((component) => component.sort())).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const text = "import type { A } from './a.js';\nexport { B } from './b.js';\nimport './c.js';\nimport {\n  d,\n  type E,\n} from './d.js';\nconst later = () => import('./e.js');\nimport pino from 'pino';";
    expect(specifiersOf(text)).toEqual(['./a.js', './b.js', './c.js', './d.js', 'pino']);
  });
});
