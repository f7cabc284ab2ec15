/**
 * QuickBooks' query language, the subset the Accounting API documents
 * ("Data queries", https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries):
 *
 *   SELECT * | COUNT(*) | Prop[, Prop…] FROM Entity
 *     [WHERE cond [AND cond…]]                cond: Prop (=|<|>|<=|>=) value | Prop IN (value, …) | Prop LIKE 'text%'
 *     [ORDERBY | ORDER BY Prop [ASC|DESC][, …]]
 *     [STARTPOSITION n] [MAXRESULTS n]
 *
 * Keywords in any case; values in single quotes (a quote inside escaped
 * with a backslash), or true, false and bare numbers. There is no OR, no
 * NOT, no parentheses around conditions, no joins: anything the grammar does
 * not allow is a QueryParserError naming what was found, never ignored.
 */
import { queryParserError } from './faults.js';

export type Literal = string | number | boolean;

export interface Condition {
  property: string;
  operator: '=' | '<' | '>' | '<=' | '>=' | 'IN' | 'LIKE';
  values: Literal[];
}

export interface ParsedQuery {
  entity: string;
  /** '*' for every property; 'count' for COUNT(*). */
  select: '*' | 'count' | string[];
  where: Condition[];
  orderBy: { property: string; direction: 'ASC' | 'DESC' }[];
  startPosition?: number;
  maxResults?: number;
}

type Token = { kind: 'word' | 'string' | 'number' | 'symbol'; text: string; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (/\s/.test(char)) { i++; continue; }
    if (char === '\'') {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== '\''; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
      }
      if (j >= text.length) throw queryParserError(`Encountered unterminated string at column ${i + 1}`);
      tokens.push({ kind: 'string', text: value, at: i });
      i = j + 1;
      continue;
    }
    const symbol = /^(<=|>=|!=|<>|[=<>(),*])/.exec(text.slice(i));
    if (symbol) { tokens.push({ kind: 'symbol', text: symbol[0], at: i }); i += symbol[0].length; continue; }
    const number = /^-?\d+(\.\d+)?/.exec(text.slice(i));
    if (number) { tokens.push({ kind: 'number', text: number[0], at: i }); i += number[0].length; continue; }
    const word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i));
    if (word) { tokens.push({ kind: 'word', text: word[0], at: i }); i += word[0].length; continue; }
    throw queryParserError(`Encountered " "${char}" " at line 1, column ${i + 1}.`);
  }
  return tokens;
}

class Reader {
  #index = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token | undefined {
    return this.tokens[this.#index];
  }

  next(what: string): Token {
    const token = this.tokens[this.#index++];
    if (!token) throw queryParserError(`Encountered "<EOF>" at the end of the query. Was expecting ${what}`);
    return token;
  }

  keyword(word: string): boolean {
    const token = this.peek();
    if (token?.kind === 'word' && token.text.toUpperCase() === word) { this.#index++; return true; }
    return false;
  }

  expectKeyword(word: string): void {
    const token = this.next(word);
    if (token.kind !== 'word' || token.text.toUpperCase() !== word) throw unexpected(token, word);
  }

  symbol(text: string): boolean {
    const token = this.peek();
    if (token?.kind === 'symbol' && token.text === text) { this.#index++; return true; }
    return false;
  }

  expectSymbol(text: string): void {
    const token = this.next(`"${text}"`);
    if (token.kind !== 'symbol' || token.text !== text) throw unexpected(token, `"${text}"`);
  }

  done(): boolean {
    return this.#index >= this.tokens.length;
  }
}

function unexpected(token: Token, expected: string): Error {
  return queryParserError(`Encountered " ${token.kind} "${token.text.slice(0, 40)}" " at line 1, column ${token.at + 1}. Was expecting ${expected}`);
}

const KEYWORDS = new Set(['SELECT', 'FROM', 'WHERE', 'AND', 'OR', 'NOT', 'IN', 'LIKE', 'ORDERBY', 'ORDER', 'BY', 'ASC', 'DESC', 'STARTPOSITION', 'MAXRESULTS', 'COUNT']);

function property(reader: Reader): string {
  const token = reader.next('a property name');
  if (token.kind !== 'word' || KEYWORDS.has(token.text.toUpperCase())) throw unexpected(token, 'a property name');
  return token.text;
}

function literal(reader: Reader): Literal {
  const token = reader.next('a value');
  if (token.kind === 'string') return token.text;
  if (token.kind === 'number') return Number(token.text);
  if (token.kind === 'word' && /^(true|false)$/i.test(token.text)) return token.text.toLowerCase() === 'true';
  throw unexpected(token, 'a quoted value');
}

function whole(reader: Reader, keyword: string): number {
  const token = reader.next(`a number after ${keyword}`);
  if (token.kind !== 'number' || !/^\d{1,9}$/.test(token.text)) throw unexpected(token, `a whole number after ${keyword}`);
  return Number(token.text);
}

function condition(reader: Reader): Condition {
  const name = property(reader);
  if (reader.keyword('IN')) {
    reader.expectSymbol('(');
    const values = [literal(reader)];
    while (reader.symbol(',')) values.push(literal(reader));
    reader.expectSymbol(')');
    return { property: name, operator: 'IN', values };
  }
  if (reader.keyword('LIKE')) {
    const value = literal(reader);
    if (typeof value !== 'string') throw queryParserError('LIKE takes a quoted text');
    return { property: name, operator: 'LIKE', values: [value] };
  }
  const token = reader.next('an operator');
  if (token.kind !== 'symbol' || !['=', '<', '>', '<=', '>='].includes(token.text)) throw unexpected(token, 'one of "=", "<", ">", "<=", ">=", "IN", "LIKE"');
  return { property: name, operator: token.text as Condition['operator'], values: [literal(reader)] };
}

export function parseQuery(text: string): ParsedQuery {
  if (text.length > 10_000) throw queryParserError('The query is longer than 10000 characters');
  const reader = new Reader(tokenize(text));
  reader.expectKeyword('SELECT');
  let select: ParsedQuery['select'];
  if (reader.symbol('*')) select = '*';
  else if (reader.keyword('COUNT')) {
    reader.expectSymbol('(');
    reader.expectSymbol('*');
    reader.expectSymbol(')');
    select = 'count';
  } else {
    select = [property(reader)];
    while (reader.symbol(',')) select.push(property(reader));
  }
  reader.expectKeyword('FROM');
  const entity = property(reader);
  const query: ParsedQuery = { entity, select, where: [], orderBy: [] };
  if (reader.keyword('WHERE')) {
    query.where.push(condition(reader));
    while (reader.keyword('AND')) query.where.push(condition(reader));
  }
  if (reader.keyword('ORDERBY') || (reader.keyword('ORDER') && (reader.expectKeyword('BY'), true))) {
    do {
      const name = property(reader);
      const direction = reader.keyword('DESC') ? 'DESC' : (reader.keyword('ASC'), 'ASC');
      query.orderBy.push({ property: name, direction });
    } while (reader.symbol(','));
  }
  if (reader.keyword('STARTPOSITION')) query.startPosition = whole(reader, 'STARTPOSITION');
  if (reader.keyword('MAXRESULTS')) query.maxResults = whole(reader, 'MAXRESULTS');
  if (!reader.done()) throw unexpected(reader.next('the end of the query'), 'the end of the query');
  return query;
}
