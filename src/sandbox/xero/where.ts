/**
 * Xero's `where` query parameter: a filter written in the syntax of .NET's
 * Dynamic LINQ (developer.xero.com, "Requests and responses": Filtering).
 * The emulator serves the part of it the documentation shows and clients
 * use, and refuses the rest with Xero's own 400 (QueryParseException),
 * never ignoring a condition it does not understand:
 *
 *   Type=="ACCREC" AND Status!="DELETED"
 *   Contact.ContactID==guid("96988e67-ecf9-466d-bfbf-0afa1725a649")
 *   Date>=DateTime(2024, 01, 31) && (AmountDue>0 OR Status=="DRAFT")
 *   Name.Contains("Lane") OR EmailAddress.ToLower()=="ada@example.com"
 *   EmailAddress!=null AND IsCustomer==true
 *
 * Comparisons: == != > >= < <=; AND/&&, OR/||, NOT/!, parentheses; values:
 * strings, numbers, true, false, null, guid("…"), DateTime(y, m, d[, h, m, s]);
 * on a field: .Contains, .StartsWith, .EndsWith ("…") and .ToLower(), .ToUpper().
 * Fields are the record's wire names, dotted into nested objects.
 */
import { fail } from '../framework/kit/index.js';
import { parseXeroDate } from './dates.js';

type Value = string | number | boolean | null | { date: number } | { guid: string };
type Operand = { kind: 'field'; path: string[]; transform?: 'lower' | 'upper' } | { kind: 'value'; value: Value };
type TextMethod = 'Contains' | 'StartsWith' | 'EndsWith';
export type Condition =
  | { kind: 'all' | 'any'; items: Condition[] }
  | { kind: 'not'; item: Condition }
  | { kind: 'compare'; op: string; left: Operand; right: Operand }
  | { kind: 'text'; method: TextMethod; field: Operand; arg: string };

const TOKEN = /\s*(?:(\(|\)|,|==|!=|>=|<=|>|<|&&|\|\||!)|("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*))/y;

export function queryError(message: string): Error {
  return fail.validation(message, { code: 16, xeroType: 'QueryParseException' });
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw queryError(`Syntax error at position ${at} of the where expression`);
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  return tokens;
}

function stringOf(token: string): string {
  try {
    return JSON.parse(token) as string;
  } catch {
    throw queryError(`Syntax error: ${token} is not a valid string`);
  }
}

const METHODS = new Set(['Contains', 'StartsWith', 'EndsWith']);
const TRANSFORMS: Readonly<Record<string, 'lower' | 'upper'>> = { ToLower: 'lower', ToUpper: 'upper' };

class Parser {
  #at = 0;
  constructor(private readonly tokens: string[], private readonly typeName: string, private readonly known: ReadonlySet<string>) {}

  parse(): Condition {
    const condition = this.or();
    if (this.#at < this.tokens.length) throw queryError(`Syntax error: '${this.tokens[this.#at]}' was not expected`);
    return condition;
  }

  #peek(): string | undefined {
    return this.tokens[this.#at];
  }

  #take(expected?: string): string {
    const token = this.tokens[this.#at];
    if (token === undefined || (expected !== undefined && token !== expected)) throw queryError(`Syntax error: '${expected ?? 'a value'}' expected`);
    this.#at += 1;
    return token;
  }

  private or(): Condition {
    const items = [this.and()];
    while (this.#peek() === '||' || this.#peek()?.toUpperCase() === 'OR') items.push((this.#take(), this.and()));
    return items.length === 1 ? items[0]! : { kind: 'any', items };
  }

  private and(): Condition {
    const items = [this.unary()];
    while (this.#peek() === '&&' || this.#peek()?.toUpperCase() === 'AND') items.push((this.#take(), this.unary()));
    return items.length === 1 ? items[0]! : { kind: 'all', items };
  }

  private unary(): Condition {
    if (this.#peek() === '!' || this.#peek()?.toUpperCase() === 'NOT') return (this.#take(), { kind: 'not', item: this.unary() });
    if (this.#peek() === '(') {
      this.#take('(');
      const inner = this.or();
      this.#take(')');
      return inner;
    }
    const left = this.operand();
    if (left.kind === 'method') return { kind: 'text', method: left.method, field: left.field, arg: left.arg };
    const op = this.#take();
    if (!['==', '!=', '>', '>=', '<', '<='].includes(op)) throw queryError(`Syntax error: an operator was expected, not '${op}'`);
    const right = this.operand();
    if (right.kind === 'method') throw queryError(`Syntax error: '${right.method}' cannot be compared`);
    return { kind: 'compare', op, left, right };
  }

  private operand(): Operand | { kind: 'method'; field: Operand; method: TextMethod; arg: string } {
    const token = this.#take();
    if (token.startsWith('"')) return { kind: 'value', value: stringOf(token) };
    if (/^-?\d/.test(token)) return { kind: 'value', value: Number(token) };
    const word = token.toLowerCase();
    if (word === 'true' || word === 'false') return { kind: 'value', value: word === 'true' };
    if (word === 'null') return { kind: 'value', value: null };
    if (word === 'guid' && this.#peek() === '(') return { kind: 'value', value: { guid: this.#stringArgument().toLowerCase() } };
    if (token === 'DateTime' && this.#peek() === '(') return { kind: 'value', value: { date: this.#dateArguments() } };
    const parts = token.split('.');
    const last = parts[parts.length - 1]!;
    if (this.#peek() !== '(' || parts.length < 2) return this.#field(parts);
    parts.pop();
    const transform = Object.hasOwn(TRANSFORMS, last) ? TRANSFORMS[last] : undefined;
    if (transform) {
      this.#take('(');
      this.#take(')');
      return { ...this.#field(parts), transform };
    }
    if (!METHODS.has(last)) throw queryError(`No applicable method '${last}' exists in type '${this.typeName}'`);
    return { kind: 'method', field: this.#field(parts), method: last as TextMethod, arg: this.#stringArgument() };
  }

  #field(parts: string[]): { kind: 'field'; path: string[] } {
    if (!this.known.has(parts[0]!)) throw queryError(`No property or field '${parts[0]}' exists in type '${this.typeName}'`);
    return { kind: 'field', path: parts };
  }

  #stringArgument(): string {
    this.#take('(');
    const token = this.#take();
    if (!token.startsWith('"')) throw queryError('Syntax error: a string was expected');
    this.#take(')');
    return stringOf(token);
  }

  #dateArguments(): number {
    this.#take('(');
    const numbers: number[] = [];
    for (;;) {
      const token = this.#take();
      if (!/^\d+$/.test(token)) throw queryError('Syntax error: DateTime takes whole numbers');
      numbers.push(Number(token));
      if (this.#peek() === ')') break;
      this.#take(',');
    }
    this.#take(')');
    if (numbers.length !== 3 && numbers.length !== 6) throw queryError('DateTime takes a year, month and day, and optionally hours, minutes and seconds');
    const [year, month, day, hours = 0, minutes = 0, seconds = 0] = numbers as [number, number, number, number?, number?, number?];
    return Date.UTC(year, month - 1, day, hours, minutes, seconds);
  }
}

/** Parses a where expression against the wire names of one record type; throws Xero's 400 when it cannot. */
export function parseWhere(text: string, typeName: string, known: ReadonlySet<string>): Condition {
  return new Parser(tokenize(text), typeName, known).parse();
}

function read(record: Record<string, unknown>, operand: Operand): Value | undefined {
  if (operand.kind === 'value') return operand.value;
  let value: unknown = record;
  for (const part of operand.path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (typeof value === 'string') {
    const text = operand.transform === 'lower' ? value.toLowerCase() : operand.transform === 'upper' ? value.toUpperCase() : value;
    const date = /^\/Date\(/.test(text) ? parseXeroDate(text) : undefined;
    return date === undefined ? text : { date };
  }
  return typeof value === 'number' || typeof value === 'boolean' ? value : value === null || value === undefined ? null : undefined;
}

/** Comparable forms: dates as epoch ms, guids lower-cased; undefined when the two cannot be compared. */
function comparable(a: Value | undefined, b: Value | undefined): [string | number | boolean, string | number | boolean] | undefined {
  const flat = (value: Value | undefined): string | number | boolean | null | undefined => {
    if (value !== null && typeof value === 'object') return 'date' in value ? value.date : value.guid;
    return value;
  };
  const x = flat(a);
  const y = flat(b);
  if (x === null || x === undefined || y === null || y === undefined) return undefined;
  if (typeof x === 'string' && typeof y === 'string' && b !== null && typeof b === 'object' && 'guid' in b) return [x.toLowerCase(), y];
  if (typeof x === 'string' && typeof y === 'string' && a !== null && typeof a === 'object' && 'guid' in a) return [x, y.toLowerCase()];
  return typeof x === typeof y ? [x, y] : undefined;
}

export function matches(condition: Condition, record: Record<string, unknown>): boolean {
  switch (condition.kind) {
    case 'all':
      return condition.items.every((item) => matches(item, record));
    case 'any':
      return condition.items.some((item) => matches(item, record));
    case 'not':
      return !matches(condition.item, record);
    case 'text': {
      const value = read(record, condition.field);
      if (typeof value !== 'string') return false;
      return condition.method === 'Contains' ? value.includes(condition.arg) : condition.method === 'StartsWith' ? value.startsWith(condition.arg) : value.endsWith(condition.arg);
    }
    case 'compare': {
      const left = read(record, condition.left);
      const right = read(record, condition.right);
      const isNull = (value: Value | undefined) => value === null || value === undefined;
      if (isNull(left) || isNull(right)) {
        const same = isNull(left) && isNull(right);
        return condition.op === '==' ? same : condition.op === '!=' ? !same : false;
      }
      const pair = comparable(left, right);
      if (!pair) return condition.op === '!=';
      const [x, y] = pair;
      switch (condition.op) {
        case '==': return x === y;
        case '!=': return x !== y;
        case '>': return x > y;
        case '>=': return x >= y;
        case '<': return x < y;
        default: return x <= y;
      }
    }
  }
}
