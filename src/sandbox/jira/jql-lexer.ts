/**
 * Splits a JQL string into tokens: words (field names, keywords, unquoted
 * values), quoted strings, operators, parentheses and commas. Positions are
 * 1-based characters so errors can say "(line 1, character N)" as Jira does.
 */

export class JqlError extends Error {}

export type TokenKind = 'word' | 'string' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  /** 1-based character position of the token's first character. */
  position: number;
}

const OPERATORS = ['!=', '>=', '<=', '!~', '=', '>', '<', '~'];
/** Characters that end an unquoted word. */
const RESERVED = new Set([' ', '\t', '\n', '\r', '=', '!', '<', '>', '~', '(', ')', ',', '"', "'"]);

export function syntaxError(detail: string, position?: number): JqlError {
  const where = position === undefined ? '' : ` (line 1, character ${position})`;
  return new JqlError(`Error in the JQL Query: ${detail}${where}`);
}

function readQuoted(jql: string, start: number): { text: string; end: number } {
  const quote = jql[start];
  let text = '';
  let index = start + 1;
  while (index < jql.length) {
    const char = jql[index] as string;
    if (char === '\\' && index + 1 < jql.length) {
      text += jql[index + 1];
      index += 2;
      continue;
    }
    if (char === quote) return { text, end: index + 1 };
    text += char;
    index += 1;
  }
  throw syntaxError(`The quoted string '${text}' has not been completed.`, start + 1);
}

export function tokenize(jql: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < jql.length) {
    const char = jql[index] as string;
    const position = index + 1;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '"' || char === "'") {
      const quoted = readQuoted(jql, index);
      tokens.push({ kind: 'string', text: quoted.text, position });
      index = quoted.end;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char === '(' ? 'lparen' : char === ')' ? 'rparen' : 'comma', text: char, position });
      index += 1;
    } else {
      const operator = OPERATORS.find((candidate) => jql.startsWith(candidate, index));
      if (operator) {
        tokens.push({ kind: 'operator', text: operator, position });
        index += operator.length;
        continue;
      }
      if (char === '!') {
        // A lone '!' is JQL's shorthand for NOT.
        tokens.push({ kind: 'word', text: '!', position });
        index += 1;
        continue;
      }
      let end = index;
      while (end < jql.length && !RESERVED.has(jql[end] as string)) end += 1;
      tokens.push({ kind: 'word', text: jql.slice(index, end), position });
      index = end;
    }
  }
  tokens.push({ kind: 'end', text: '', position: jql.length + 1 });
  return tokens;
}
