/**
 * A recursive-descent parser for the JQL subset the emulator evaluates:
 *
 *   query    := [orExpr] [ORDER BY sortKey ("," sortKey)*]
 *   orExpr   := andExpr (OR andExpr)*
 *   andExpr  := unary (AND unary)*
 *   unary    := NOT unary | "(" orExpr ")" | clause
 *   clause   := field operator operand
 *   operator := = | != | > | >= | < | <= | ~ | !~ | IN | NOT IN | IS | IS NOT
 *   operand  := value | function "(" [value ("," value)*] ")" | "(" operand-list ")" | EMPTY | NULL
 *
 * Keywords are case-insensitive and `&&`, `||`, `!` stand for AND, OR, NOT,
 * as in Jira. Syntax errors carry Jira's wording.
 */
import { JqlError, syntaxError, tokenize, type Token } from './jql-lexer.js';

export type Operator = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~' | '!~' | 'in' | 'not in' | 'is' | 'is not';

export type Operand =
  | { kind: 'value'; text: string; quoted: boolean; position: number }
  | { kind: 'function'; name: string; args: string[]; position: number }
  | { kind: 'list'; items: Operand[]; position: number }
  | { kind: 'empty'; position: number };

export interface Clause {
  kind: 'clause';
  field: string;
  position: number;
  operator: Operator;
  operand: Operand;
}

export type Expression = Clause | { kind: 'and' | 'or'; items: Expression[] } | { kind: 'not'; item: Expression };

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc' | null;
  position: number;
}

export interface JqlQuery {
  where: Expression | null;
  orderBy: SortKey[];
}

const VALID_OPERATORS = "The valid operators are '=', '!=', '<', '>', '<=', '>=', '~', '!~', 'IN', 'NOT IN', 'IS' and 'IS NOT'.";
const RESERVED_WORDS = new Set(['AND', 'OR', 'NOT', 'IN', 'IS', 'ORDER', 'BY', 'EMPTY', 'NULL', '&&', '||', '!']);

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): JqlQuery {
    const where = this.atOrderBy() || this.peek().kind === 'end' ? null : this.orExpression();
    const orderBy = this.atOrderBy() ? this.orderBy() : [];
    const next = this.peek();
    if (next.kind !== 'end') throw syntaxError(`Expecting either 'OR' or 'AND' but got '${next.text}'.`, next.position);
    return { where, orderBy };
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  private advance(): Token {
    const token = this.peek();
    this.index = Math.min(this.index + 1, this.tokens.length - 1);
    return token;
  }

  private isWord(token: Token, ...words: string[]): boolean {
    return token.kind === 'word' && words.includes(token.text.toUpperCase());
  }

  private atOrderBy(): boolean {
    return this.isWord(this.peek(), 'ORDER') && this.isWord(this.peek(1), 'BY');
  }

  private orExpression(): Expression {
    const items = [this.andExpression()];
    while (this.isWord(this.peek(), 'OR', '||')) {
      this.advance();
      items.push(this.andExpression());
    }
    return items.length === 1 ? (items[0] as Expression) : { kind: 'or', items };
  }

  private andExpression(): Expression {
    const items = [this.unary()];
    while (this.isWord(this.peek(), 'AND', '&&')) {
      this.advance();
      items.push(this.unary());
    }
    return items.length === 1 ? (items[0] as Expression) : { kind: 'and', items };
  }

  private unary(): Expression {
    const token = this.peek();
    if (this.isWord(token, 'NOT', '!')) {
      this.advance();
      return { kind: 'not', item: this.unary() };
    }
    if (token.kind === 'lparen') {
      this.advance();
      const inner = this.orExpression();
      const close = this.advance();
      if (close.kind !== 'rparen') throw this.expected("')'", close);
      return inner;
    }
    return this.clause();
  }

  private clause(): Clause {
    const field = this.advance();
    if (field.kind === 'end') throw syntaxError('Expecting a field name before the end of the query.');
    if ((field.kind !== 'word' && field.kind !== 'string') || (field.kind === 'word' && RESERVED_WORDS.has(field.text.toUpperCase()))) {
      throw syntaxError(`Expecting a field name but got '${field.text}'.`, field.position);
    }
    const operator = this.operator();
    return { kind: 'clause', field: field.text, position: field.position, operator, operand: this.operand(operator) };
  }

  private operator(): Operator {
    const token = this.advance();
    if (token.kind === 'operator') return token.text as Operator;
    if (this.isWord(token, 'IN')) return 'in';
    if (this.isWord(token, 'NOT') && this.isWord(this.peek(), 'IN')) {
      this.advance();
      return 'not in';
    }
    if (this.isWord(token, 'IS')) {
      if (!this.isWord(this.peek(), 'NOT')) return 'is';
      this.advance();
      return 'is not';
    }
    if (this.isWord(token, 'WAS', 'CHANGED')) {
      throw new JqlError(`The history operator '${token.text.toUpperCase()}' is not supported by the Jira emulator.`);
    }
    if (token.kind === 'end') throw syntaxError(`Expecting operator before the end of the query. ${VALID_OPERATORS}`);
    throw syntaxError(`Expecting operator but got '${token.text}'. ${VALID_OPERATORS}`, token.position);
  }

  private operand(operator: Operator): Operand {
    const token = this.peek();
    if (operator === 'is' || operator === 'is not') {
      this.advance();
      if (this.isWord(token, 'EMPTY', 'NULL')) return { kind: 'empty', position: token.position };
      throw syntaxError(`Expecting 'EMPTY' or 'NULL' but got '${token.text}'.`, token.position);
    }
    if (token.kind === 'lparen') return this.list();
    const operand = this.single();
    // IN takes a list or a function returning one, e.g. `issuetype in standardIssueTypes()`.
    if ((operator === 'in' || operator === 'not in') && operand.kind !== 'function') throw this.expected("'('", token);
    return operand;
  }

  private list(): Operand {
    const open = this.advance();
    const items: Operand[] = [this.single()];
    while (this.peek().kind === 'comma') {
      this.advance();
      items.push(this.single());
    }
    const close = this.advance();
    if (close.kind !== 'rparen') throw this.expected("')'", close);
    return { kind: 'list', items, position: open.position };
  }

  private single(): Operand {
    const token = this.advance();
    if (token.kind === 'string') return { kind: 'value', text: token.text, quoted: true, position: token.position };
    if (token.kind === 'word' && this.isWord(token, 'EMPTY', 'NULL')) return { kind: 'empty', position: token.position };
    if (token.kind === 'word' && !RESERVED_WORDS.has(token.text.toUpperCase())) {
      if (this.peek().kind === 'lparen') return this.functionCall(token);
      return { kind: 'value', text: token.text, quoted: false, position: token.position };
    }
    if (token.kind === 'end') throw syntaxError('Expecting either a value, list or function before the end of the query.');
    throw syntaxError(
      `Expecting either a value, list or function but got '${token.text}'. You must surround '${token.text}' in quotation marks to use it as a value.`,
      token.position,
    );
  }

  private functionCall(name: Token): Operand {
    this.advance();
    const args: string[] = [];
    while (this.peek().kind !== 'rparen') {
      const argument = this.advance();
      if (argument.kind !== 'word' && argument.kind !== 'string') throw this.expected("')'", argument);
      args.push(argument.text);
      if (this.peek().kind === 'comma') this.advance();
    }
    this.advance();
    return { kind: 'function', name: name.text, args, position: name.position };
  }

  private orderBy(): SortKey[] {
    this.advance();
    this.advance();
    const keys: SortKey[] = [];
    do {
      if (keys.length > 0) this.advance();
      const field = this.advance();
      if (field.kind !== 'word' && field.kind !== 'string') {
        if (field.kind === 'end') throw syntaxError('Expecting a field name before the end of the query.');
        throw syntaxError(`Expecting a field name but got '${field.text}'.`, field.position);
      }
      let direction: SortKey['direction'] = null;
      if (this.isWord(this.peek(), 'ASC', 'DESC')) direction = this.advance().text.toLowerCase() as 'asc' | 'desc';
      keys.push({ field: field.text, direction, position: field.position });
    } while (this.peek().kind === 'comma');
    return keys;
  }

  private expected(what: string, got: Token): JqlError {
    if (got.kind === 'end') return syntaxError(`Expecting ${what} before the end of the query.`);
    return syntaxError(`Expecting ${what} but got '${got.text}'.`, got.position);
  }
}

export function parseJql(jql: string): JqlQuery {
  return new Parser(tokenize(jql)).parse();
}
