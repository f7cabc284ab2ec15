/**
 * Finders: where a value sits in a platform's record, written as the
 * reference API writes them ("$.root.properties.first_aid",
 * "$.root.custom_fields[0].value", "$.root['Custom Field']"). Only member and
 * index steps: a finder names one place, which a read takes the value from and
 * a write puts it back to.
 */
export type FinderPath = readonly (string | number)[];

const MAX_LENGTH = 512;
const MAX_STEPS = 16;
const STEP = /^(?:\.([A-Za-z_$][\w$-]*)|\[(\d{1,6})\]|\['([^'\\]{1,128})'\]|\["([^"\\]{1,128})"\])/;
/** Keys that would reach an object's prototype instead of the record's data. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

/** The steps of a path ("$" then steps, as `pass_through` paths are written), or a reason it is not one. */
export function parseJsonPath(path: string): FinderPath | { error: string } {
  if (path.length > MAX_LENGTH) return { error: `a path has at most ${MAX_LENGTH} characters` };
  if (!path.startsWith('$')) return { error: 'a path starts with "$"' };
  let rest = path.slice(1);
  const steps: (string | number)[] = [];
  while (rest.length > 0) {
    const match = STEP.exec(rest);
    if (!match) return { error: `cannot read the path from "${rest.slice(0, 40)}": use .name, ['name'] or [index] steps` };
    const key = match[2] !== undefined ? Number(match[2]) : ((match[1] ?? match[3] ?? match[4]) as string);
    if (typeof key === 'string' && UNSAFE.has(key)) return { error: `"${key}" cannot be a step of a path` };
    steps.push(key);
    rest = rest.slice(match[0].length);
  }
  if (steps.length === 0) return { error: 'a path names a field inside the record, not the whole record' };
  if (steps.length > MAX_STEPS) return { error: `a path has at most ${MAX_STEPS} steps` };
  return steps;
}

/** The steps of a finder, whose first step `root` is the record itself ("$.root.a" is the record's `a`). */
export function parseFinder(finder: string): FinderPath | { error: string } {
  if (!finder.startsWith('$.root')) return { error: 'a finder starts with "$.root", as in "$.root.properties.first_aid"' };
  return parseJsonPath(`$${finder.slice('$.root'.length)}`);
}

/** The finder of a path (what custom-fields answers). */
export function finderOf(path: FinderPath): string {
  return `$.root${path.map((step) => (typeof step === 'number' ? `[${step}]` : /^[A-Za-z_$][\w$-]*$/.test(step) ? `.${step}` : `['${step}']`)).join('')}`;
}

/** The value at a path; undefined where the record has nothing there. */
export function valueAtPath(record: unknown, path: FinderPath): unknown {
  let value: unknown = record;
  for (const step of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** Puts a value at a path of a body, making objects (arrays before an index) on the way. */
export function setAtPath(body: Record<string, unknown>, path: FinderPath, value: unknown): void {
  let target: Record<string | number, unknown> = body;
  path.forEach((step, index) => {
    if (index === path.length - 1) {
      target[step] = value;
      return;
    }
    const next = path[index + 1];
    if (typeof target[step] !== 'object' || target[step] === null) target[step] = typeof next === 'number' ? [] : {};
    target = target[step] as Record<string | number, unknown>;
  });
}
