/**
 * The JQL a dynamic webhook filters issues with. Jira accepts only a subset
 * there (WebhookDetails.jqlFilter): the fields issueKey, project, issuetype,
 * status, assignee and reporter, and the operators =, !=, IN and NOT IN,
 * joined with AND and OR. The condition is checked when the webhook is
 * registered and evaluated against the issue of each event; values are
 * resolved again each time, so a filter naming a project deleted since
 * simply matches nothing.
 */
import { compileWhere } from './jql-compile.js';
import { JqlError } from './jql-lexer.js';
import { parseJql, type Expression } from './jql-parser.js';
import type { IssueRecord } from './model.js';
import type { JiraStore } from './store.js';

const FIELDS = new Set(['issuekey', 'key', 'project', 'issuetype', 'type', 'status', 'assignee', 'reporter']);
const OPERATORS = new Set(['=', '!=', 'in', 'not in']);

function unsupported(expression: Expression): string | undefined {
  if (expression.kind === 'not') return 'The NOT operator is not supported in webhook JQL filters.';
  if (expression.kind !== 'clause') return expression.items.map(unsupported).find((problem) => problem !== undefined);
  if (!FIELDS.has(expression.field.trim().toLowerCase())) return `The field '${expression.field}' is not supported in webhook JQL filters.`;
  if (!OPERATORS.has(expression.operator)) return `The operator '${expression.operator.toUpperCase()}' is not supported in webhook JQL filters.`;
  return undefined;
}

/** Why Jira would refuse the filter, or undefined when it is one a webhook can use. */
export function webhookJqlProblem(jql: string, store: JiraStore, accountId: string): string | undefined {
  try {
    const query = parseJql(jql);
    if (query.where === null) return 'The JQL filter must not be empty.';
    if (query.orderBy.length > 0) return 'ORDER BY is not supported in webhook JQL filters.';
    const problem = unsupported(query.where);
    if (problem) return problem;
    compileWhere(query.where, { store, callerId: accountId, now: store.now() });
    return undefined;
  } catch (error) {
    if (error instanceof JqlError) return error.message;
    throw error;
  }
}

export function matchesWebhookJql(jql: string, issue: IssueRecord, store: JiraStore, accountId: string): boolean {
  try {
    const { where } = parseJql(jql);
    return where !== null && compileWhere(where, { store, callerId: accountId, now: store.now() })(issue);
  } catch (error) {
    if (error instanceof JqlError) return false;
    throw error;
  }
}
