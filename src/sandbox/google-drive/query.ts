/**
 * The subset of Drive's search query language (`q`,
 * https://developers.google.com/drive/api/guides/ref-search-terms) the
 * emulator understands: terms joined by `and`, `or`, `not` and parentheses;
 *
 *   'ID' in parents          'EMAIL' in owners
 *   name = | != | contains 'text'        (contains: prefix of a word, as Drive matches names)
 *   mimeType = | != | contains 'type'
 *   fullText contains 'text'            (name, description and a Google Doc's text)
 *   trashed = | != true|false           starred = | != true|false
 *   modifiedTime | createdTime  < <= = != > >=  'RFC 3339 time'
 *
 * Anything else is Drive's 400 "Invalid Value" on `q`.
 */
import { fail, type StoredRecord } from '../framework/kit/index.js';

type Token = { kind: 'string' | 'word' | 'op' | 'paren'; text: string };
type Predicate = (record: StoredRecord) => boolean;
/** Names a query may use for an id (`'root' in parents`). */
type Aliases = Readonly<Record<string, string>>;

const invalid = () => fail.validation('Invalid Value', { field: 'q', code: 'invalid' });

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i] as string;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '(' || c === ')') { tokens.push({ kind: 'paren', text: c }); i++; continue; }
    if (c === "'") {
      let text = '';
      i++;
      while (i < q.length && q[i] !== "'") {
        if (q[i] === '\\' && i + 1 < q.length) i++;
        text += q[i];
        i++;
      }
      if (q[i] !== "'") throw invalid();
      i++;
      tokens.push({ kind: 'string', text });
      continue;
    }
    const op = /^(!=|<=|>=|=|<|>)/.exec(q.slice(i));
    if (op) { tokens.push({ kind: 'op', text: op[0] }); i += op[0].length; continue; }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(q.slice(i));
    if (!word) throw invalid();
    tokens.push({ kind: 'word', text: word[0] });
    i += word[0].length;
  }
  return tokens;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compareWith(op: string, left: number, right: number): boolean {
  switch (op) {
    case '<': return left < right;
    case '<=': return left <= right;
    case '>': return left > right;
    case '>=': return left >= right;
    case '=': return left === right;
    case '!=': return left !== right;
    default: throw invalid();
  }
}

function textTerm(field: string, op: string, value: string): Predicate {
  const read = (record: StoredRecord) => String(record[field] ?? '');
  if (op === '=') return (record) => read(record) === value;
  if (op === '!=') return (record) => read(record) !== value;
  if (op !== 'contains') throw invalid();
  if (field === 'name') {
    const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(value)}`, 'iu');
    return (record) => wordStart.test(read(record));
  }
  return (record) => read(record).toLowerCase().includes(value.toLowerCase());
}

function term(tokens: Token[], at: { i: number }, aliases: Aliases): Predicate {
  const first = tokens[at.i++];
  if (!first) throw invalid();
  if (first.kind === 'string') {
    const inWord = tokens[at.i++];
    const collection = tokens[at.i++];
    if (inWord?.text !== 'in' || collection?.kind !== 'word') throw invalid();
    if (collection.text === 'parents') {
      const parent = aliases[first.text] ?? first.text;
      return (record) => Array.isArray(record.parents) && record.parents.includes(parent);
    }
    if (collection.text === 'owners') return (record) => record.ownerEmail === first.text;
    throw invalid();
  }
  if (first.kind !== 'word') throw invalid();
  const op = tokens[at.i++];
  const value = tokens[at.i++];
  if (!op || !value || (op.kind !== 'op' && op.text !== 'contains')) throw invalid();
  switch (first.text) {
    case 'name':
    case 'mimeType':
      if (value.kind !== 'string') throw invalid();
      return textTerm(first.text, op.text, value.text);
    case 'fullText': {
      if (value.kind !== 'string' || op.text !== 'contains') throw invalid();
      const wanted = value.text.toLowerCase();
      return (record) => [record.name, record.description, record.docText].some((text) => typeof text === 'string' && text.toLowerCase().includes(wanted));
    }
    case 'trashed':
    case 'starred': {
      if (value.kind !== 'word' || (value.text !== 'true' && value.text !== 'false') || (op.text !== '=' && op.text !== '!=')) throw invalid();
      const wanted = value.text === 'true';
      return (record) => (Boolean(record[first.text]) === wanted) === (op.text === '=');
    }
    case 'sharedWithMe': {
      // Items another user shared with the account carry the time they were shared (the File's sharedWithMeTime).
      if (value.kind !== 'word' || (value.text !== 'true' && value.text !== 'false') || (op.text !== '=' && op.text !== '!=')) throw invalid();
      const wanted = value.text === 'true';
      return (record) => (record.sharedWithMeTime !== undefined) === wanted === (op.text === '=');
    }
    case 'modifiedTime':
    case 'createdTime': {
      const time = value.kind === 'string' ? Date.parse(value.text) : Number.NaN;
      if (Number.isNaN(time) || op.kind !== 'op') throw invalid();
      return (record) => compareWith(op.text, Number(record[first.text]), time);
    }
    default:
      throw invalid();
  }
}

function unary(tokens: Token[], at: { i: number }, aliases: Aliases): Predicate {
  const token = tokens[at.i];
  if (token?.kind === 'word' && token.text === 'not') {
    at.i++;
    const inner = unary(tokens, at, aliases);
    return (record) => !inner(record);
  }
  if (token?.kind === 'paren' && token.text === '(') {
    at.i++;
    const inner = disjunction(tokens, at, aliases);
    if (tokens[at.i++]?.text !== ')') throw invalid();
    return inner;
  }
  return term(tokens, at, aliases);
}

function conjunction(tokens: Token[], at: { i: number }, aliases: Aliases): Predicate {
  const parts = [unary(tokens, at, aliases)];
  while (tokens[at.i]?.kind === 'word' && tokens[at.i]?.text === 'and') {
    at.i++;
    parts.push(unary(tokens, at, aliases));
  }
  return (record) => parts.every((part) => part(record));
}

function disjunction(tokens: Token[], at: { i: number }, aliases: Aliases): Predicate {
  const parts = [conjunction(tokens, at, aliases)];
  while (tokens[at.i]?.kind === 'word' && tokens[at.i]?.text === 'or') {
    at.i++;
    parts.push(conjunction(tokens, at, aliases));
  }
  return (record) => parts.some((part) => part(record));
}

/** The records a `q` selects; throws Drive's 400 on anything outside the subset. */
export function parseQuery(q: string, aliases: Aliases = {}): Predicate {
  const tokens = tokenize(q);
  if (tokens.length === 0) return () => true;
  const at = { i: 0 };
  const predicate = disjunction(tokens, at, aliases);
  if (at.i !== tokens.length) throw invalid();
  return predicate;
}
