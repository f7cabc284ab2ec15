/**
 * Compiles a parsed JQL condition into a predicate over stored issues. Values
 * are resolved once, up front, so an unknown project or a bad date fails the
 * whole query with Jira's 400 before any issue is looked at, and evaluation
 * per issue is a few set lookups.
 *
 * Semantics follow Jira: `!=` and NOT IN never match an empty field
 * (`assignee != x` leaves out unassigned issues), `= EMPTY` means IS EMPTY,
 * and `labels = x` matches issues carrying label x among others.
 */
import { startOfUtcDay } from './dates.js';
import { resolveDate } from './jql-dates.js';
import { lookupField, type DateField, type JqlContext, type TextField, type ValueField } from './jql-fields.js';
import { JqlError } from './jql-lexer.js';
import type { Clause, Expression, Operand, Operator } from './jql-parser.js';
import type { IssueRecord } from './model.js';

export type Predicate = (issue: IssueRecord) => boolean;

const VALUE_OPERATORS: Operator[] = ['=', '!=', 'in', 'not in', 'is', 'is not'];
const DATE_OPERATORS: Operator[] = ['=', '!=', '>', '>=', '<', '<=', 'in', 'not in', 'is', 'is not'];
const TEXT_OPERATORS: Operator[] = ['~', '!~', 'is', 'is not'];

function operatorLabel(operator: Operator): string {
  return operator.toUpperCase();
}

function singles(operand: Operand): Exclude<Operand, { kind: 'list' }>[] {
  return operand.kind === 'list' ? operand.items.flatMap(singles) : [operand];
}

/** `= EMPTY` is IS EMPTY and `!= EMPTY` is IS NOT EMPTY in JQL. */
function normalizeOperator(clause: Clause): Operator {
  if (clause.operand.kind !== 'empty') return clause.operator;
  if (clause.operator === '=') return 'is';
  if (clause.operator === '!=') return 'is not';
  return clause.operator;
}

function checkOperand(clause: Clause, operator: Operator, fieldName: string, emptyable: boolean): void {
  const isList = clause.operand.kind === 'list';
  if (isList && operator !== 'in' && operator !== 'not in') {
    throw new JqlError(`The operator '${operatorLabel(operator)}' does not support a list of values for the field '${fieldName}'.`);
  }
  const wantsEmpty = operator === 'is' || operator === 'is not' || singles(clause.operand).some((item) => item.kind === 'empty');
  if (wantsEmpty && !emptyable) throw new JqlError(`The field '${fieldName}' does not support searching for EMPTY values.`);
}

function compileValue(field: ValueField, operator: Operator, clause: Clause, context: JqlContext): Predicate {
  if (operator === 'is' || operator === 'is not') {
    const wantEmpty = operator === 'is';
    return (issue) => {
      const value = field.get(issue);
      const empty = Array.isArray(value) ? value.length === 0 : value === null;
      return empty === wantEmpty;
    };
  }
  const wanted = new Set(singles(clause.operand).flatMap((item) => field.resolve(item, context)));
  const positive = operator === '=' || operator === 'in';
  return (issue) => {
    const value = field.get(issue);
    if (Array.isArray(value)) {
      if (value.length === 0) return positive && wanted.has(null);
      const hit = value.some((item) => wanted.has(item));
      return positive ? hit : !hit;
    }
    if (positive) return wanted.has(value);
    return value !== null && !wanted.has(value);
  };
}

function compileDate(field: DateField, operator: Operator, clause: Clause, context: JqlContext): Predicate {
  if (operator === 'is' || operator === 'is not') {
    const wantEmpty = operator === 'is';
    return (issue) => (field.get(issue) === null) === wantEmpty;
  }
  const instants = singles(clause.operand).map((item) => {
    const instant = resolveDate(item, field.name, context.now);
    return field.dateOnly ? startOfUtcDay(instant) : instant;
  });
  const [bound] = instants as [number];
  const set = new Set(instants);
  const test: Record<string, (value: number) => boolean> = {
    '=': (value) => value === bound,
    '!=': (value) => value !== bound,
    '>': (value) => value > bound,
    '>=': (value) => value >= bound,
    '<': (value) => value < bound,
    '<=': (value) => value <= bound,
    in: (value) => set.has(value),
    'not in': (value) => !set.has(value),
  };
  const check = test[operator] as (value: number) => boolean;
  return (issue) => {
    const value = field.get(issue);
    return value !== null && check(value);
  };
}

/** Jira's `~` is a word search; here every term (trailing `*` ignored) must appear in the text. */
function compileText(field: TextField, operator: Operator, clause: Clause): Predicate {
  if (operator === 'is' || operator === 'is not') {
    const wantEmpty = operator === 'is';
    return (issue) => (field.get(issue).trim() === '') === wantEmpty;
  }
  const operand = clause.operand;
  if (operand.kind !== 'value') throw new JqlError(`The operator '${operatorLabel(operator)}' only supports a text value for the field '${field.name}'.`);
  const terms = operand.text
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.replace(/\*+$/, ''))
    .filter((term) => term !== '');
  const matches: Predicate = (issue) => {
    const haystack = field.get(issue).toLowerCase();
    return terms.every((term) => haystack.includes(term));
  };
  return operator === '~' ? matches : (issue) => !matches(issue);
}

function compileClause(clause: Clause, context: JqlContext): Predicate {
  const field = lookupField(clause.field);
  const operator = normalizeOperator(clause);
  const allowed = field.kind === 'value' ? VALUE_OPERATORS : field.kind === 'date' ? DATE_OPERATORS : TEXT_OPERATORS;
  if (!allowed.includes(operator)) {
    throw new JqlError(`The operator '${operatorLabel(clause.operator)}' is not supported by the '${field.name}' field.`);
  }
  checkOperand(clause, operator, field.name, field.emptyable);
  if (field.kind === 'value') return compileValue(field, operator, clause, context);
  if (field.kind === 'date') return compileDate(field, operator, clause, context);
  return compileText(field, operator, clause);
}

export function compileWhere(expression: Expression, context: JqlContext): Predicate {
  switch (expression.kind) {
    case 'clause':
      return compileClause(expression, context);
    case 'not': {
      const inner = compileWhere(expression.item, context);
      return (issue) => !inner(issue);
    }
    case 'and': {
      const parts = expression.items.map((item) => compileWhere(item, context));
      return (issue) => parts.every((part) => part(issue));
    }
    case 'or': {
      const parts = expression.items.map((item) => compileWhere(item, context));
      return (issue) => parts.some((part) => part(issue));
    }
  }
}
