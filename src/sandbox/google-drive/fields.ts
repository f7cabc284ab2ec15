/**
 * Drive's partial responses (https://developers.google.com/drive/api/guides/fields-parameter):
 * `fields=nextPageToken,files(id,name,parents)`, sub-selections in
 * parentheses, paths with `/` (`files/id`), `*` for everything. Without
 * `fields`, each method answers its default subset (files: kind, id, name,
 * mimeType, and for items of shared drives driveId).
 */
import { fail } from '../framework/kit/index.js';

/** A field name → its own selection, or `true` for the whole value. */
export type Selection = Map<string, Selection | true>;

export function parseFields(text: string): Selection {
  let position = 0;
  const invalid = () => fail.validation(`Invalid field selection ${text.slice(0, 200)}`, { field: 'fields', code: 'invalidParameter' });
  const skipSpaces = () => {
    while (text[position] === ' ') position++;
  };
  // item := name ( "(" selection ")" | "/" item )?
  const item = (into: Selection): void => {
    skipSpaces();
    const name = /^[A-Za-z0-9_*]+/.exec(text.slice(position));
    if (!name) throw invalid();
    position += name[0].length;
    skipSpaces();
    if (text[position] === '(') {
      position++;
      const inner = selection();
      if (text[position] !== ')') throw invalid();
      position++;
      merge(into, name[0], inner);
    } else if (text[position] === '/') {
      position++;
      const inner: Selection = new Map();
      item(inner);
      merge(into, name[0], inner);
    } else {
      merge(into, name[0], true);
    }
    skipSpaces();
  };
  // selection := item ("," item)*
  const selection = (): Selection => {
    const result: Selection = new Map();
    item(result);
    while (text[position] === ',') {
      position++;
      item(result);
    }
    return result;
  };
  const result = selection();
  if (position < text.length) throw invalid();
  return result;
}

function merge(selection: Selection, name: string, value: Selection | true): void {
  const existing = selection.get(name);
  if (existing === true || value === true || existing === undefined) {
    selection.set(name, existing === true ? true : value);
    return;
  }
  for (const [key, inner] of value) merge(existing, key, inner);
}

export function applyFields(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) return value.map((item) => applyFields(item, selection));
  if (value === null || typeof value !== 'object') return value;
  if (selection.get('*') === true) return value;
  const picked: Record<string, unknown> = {};
  for (const [name, inner] of selection) {
    const field = (value as Record<string, unknown>)[name];
    if (field === undefined) continue;
    picked[name] = inner === true ? field : applyFields(field, inner);
  }
  return picked;
}

/** The answer's body narrowed to the request's `fields`, or to the method's default subset. */
export function selectFields(body: unknown, requested: string | null, defaults: string): unknown {
  return applyFields(body, parseFields(requested === null || requested.trim() === '' ? defaults : requested));
}
