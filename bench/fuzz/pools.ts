/**
 * What the fuzz has seen, to aim requests at things that exist: record ids
 * from lists and creates (per consumer and per collection path), cursors from
 * lists, the consumers and webhook subscriptions it made itself.
 */
import type { Draw } from './random.js';

const KEPT = 200;

export class Pools {
  readonly #ids = new Map<string, string[]>();

  add(key: string, value: unknown): void {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const text = String(value);
    if (text === '') return;
    const list = this.#ids.get(key) ?? [];
    if (list.includes(text)) return;
    list.push(text);
    if (list.length > KEPT) list.splice(0, list.length - KEPT);
    this.#ids.set(key, list);
  }

  remove(key: string, value: string): void {
    const list = this.#ids.get(key);
    if (list) this.#ids.set(key, list.filter((item) => item !== value));
  }

  pick(draw: Draw, key: string): string | undefined {
    const list = this.#ids.get(key);
    return list && list.length > 0 ? draw.pick(list) : undefined;
  }

  size(key: string): number {
    return this.#ids.get(key)?.length ?? 0;
  }
}

/** "/crm/contacts/{id}" → the collection its `{id}` comes from, "/crm/contacts". */
export function collectionOf(path: string, parameter: string): string {
  const at = path.indexOf(`{${parameter}}`);
  return path.slice(0, Math.max(0, at - 1));
}

/** The collection a list or create answers for: its own path. */
export function isCollectionPath(path: string): boolean {
  return !path.endsWith('}');
}
