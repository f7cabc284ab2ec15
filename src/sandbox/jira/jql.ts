/**
 * Runs a JQL query against the store: parse, refuse unbounded queries as the
 * enhanced search does (a query needs at least one restriction; ORDER BY alone
 * is not one), compile the condition and the ordering, filter, sort.
 */
import { MESSAGES } from './errors.js';
import { compileWhere } from './jql-compile.js';
import type { JqlContext } from './jql-fields.js';
import { JqlError } from './jql-lexer.js';
import { parseJql } from './jql-parser.js';
import { compileOrderBy } from './jql-sort.js';
import type { IssueRecord, JiraProject } from './model.js';

export { JqlError } from './jql-lexer.js';
export type { JqlContext } from './jql-fields.js';

export function searchIssues(jql: string, context: JqlContext): IssueRecord[] {
  const query = parseJql(jql);
  if (query.where === null) throw new JqlError(MESSAGES.unbounded);
  const matches = compileWhere(query.where, context);
  const projects = new Map<string, JiraProject>(context.store.listProjects().map((project) => [project.id, project]));
  const compare = compileOrderBy(query.orderBy, projects);
  return context.store.listIssues().filter(matches).sort(compare);
}
