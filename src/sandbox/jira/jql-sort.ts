/**
 * ORDER BY for the emulator: created, updated, priority, key (issuekey, id),
 * duedate, resolutiondate, summary and status, each ASC or DESC, up to the 7
 * keys Jira allows. Empty values sort as the largest (last when ascending,
 * first when descending). Without ORDER BY, results come newest key first,
 * and every ordering ends on the issue id so pages never shuffle.
 */
import { PRIORITIES, STATUSES } from './catalog.js';
import { JqlError } from './jql-lexer.js';
import type { SortKey } from './jql-parser.js';
import type { IssueRecord, JiraProject } from './model.js';

type SortValue = number | string | null;
type Extract = (issue: IssueRecord, projects: Map<string, JiraProject>) => SortValue;

const prioritySequence = new Map(PRIORITIES.map((priority) => [priority.id, priority.sequence]));
const statusOrder = new Map(STATUSES.map((status, index) => [status.id, index]));

/** Key order is project key, then issue number as a number (WEB-9 before WEB-10). */
function keyValue(issue: IssueRecord, projects: Map<string, JiraProject>): string {
  return `${projects.get(issue.projectId)?.key ?? ''}-${String(issue.number).padStart(10, '0')}`;
}

const SORTABLE: Record<string, Extract> = {
  created: (issue) => issue.created,
  updated: (issue) => issue.updated,
  // Higher priority is the larger value, so "priority DESC" lists Highest first, as in Jira.
  priority: (issue) => -(prioritySequence.get(issue.priorityId) ?? 99),
  key: keyValue,
  duedate: (issue) => issue.duedate,
  resolutiondate: (issue) => issue.resolutiondate,
  summary: (issue) => issue.summary.toLowerCase(),
  status: (issue) => statusOrder.get(issue.statusId) ?? null,
};

const SORT_ALIASES: Record<string, string> = { issuekey: 'key', id: 'key', resolved: 'resolutiondate', due: 'duedate', createddate: 'created', updateddate: 'updated' };

const MAX_SORT_KEYS = 7;
const DEFAULT_ORDER: SortKey[] = [{ field: 'key', direction: 'desc', position: 0 }];

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export type IssueComparator = (a: IssueRecord, b: IssueRecord) => number;

export function compileOrderBy(keys: SortKey[], projects: Map<string, JiraProject>): IssueComparator {
  if (keys.length > MAX_SORT_KEYS) throw new JqlError(`The ORDER BY clause can contain a maximum of ${MAX_SORT_KEYS} fields.`);
  const compiled = (keys.length === 0 ? DEFAULT_ORDER : keys).map((key) => {
    const name = key.field.toLowerCase();
    const extract = SORTABLE[SORT_ALIASES[name] ?? name];
    if (!extract) throw new JqlError(`Field '${key.field}' does not exist, you do not have permission to view it, or it cannot be used for sorting by the Jira emulator.`);
    return { extract, sign: key.direction === 'desc' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { extract, sign } of compiled) {
      const valueA = extract(a, projects);
      const valueB = extract(b, projects);
      // Empty values stay last/first by direction: null is the largest value.
      const order = compareValues(valueA, valueB);
      if (order !== 0) return order * sign;
    }
    return Number(a.id) - Number(b.id);
  };
}
