/**
 * The JQL fields the emulator can search, with their aliases, how an operand
 * resolves to stored values (so an unknown project or status is refused with
 * Jira's "The value 'X' does not exist for the field 'project'."), and how to
 * read the field from an issue.
 */
import { adfToPlainText } from './adf.js';
import { ISSUE_TYPES, PRIORITIES, RESOLUTION_DONE, STATUS_CATEGORIES, statusById, STATUSES } from './catalog.js';
import { startOfUtcDay } from './dates.js';
import { JqlError } from './jql-lexer.js';
import type { Operand } from './jql-parser.js';
import type { IssueRecord } from './model.js';
import type { JiraStore } from './store.js';

export interface JqlContext {
  store: JiraStore;
  callerId: string;
  now: number;
}

type Scalar = string | null;
type SingleOperand = Exclude<Operand, { kind: 'list' }>;

export interface ValueField {
  kind: 'value';
  name: string;
  multi: boolean;
  emptyable: boolean;
  /** Stored values named by one operand; null stands for "no value" (e.g. resolution = Unresolved). */
  resolve(operand: SingleOperand, context: JqlContext): Scalar[];
  get(issue: IssueRecord): Scalar | string[];
}

export interface DateField {
  kind: 'date';
  name: string;
  /** Date-only fields (duedate) compare whole days. */
  dateOnly: boolean;
  emptyable: boolean;
  get(issue: IssueRecord): number | null;
}

export interface TextField {
  kind: 'text';
  name: string;
  emptyable: boolean;
  get(issue: IssueRecord): string;
}

export type JqlField = ValueField | DateField | TextField;

export function valueMissing(value: string, field: string): JqlError {
  return new JqlError(`The value '${value}' does not exist for the field '${field}'.`);
}

function unknownFunction(operand: SingleOperand): JqlError {
  const name = operand.kind === 'function' ? operand.name : '';
  return new JqlError(`Unable to find JQL function '${name}()'.`);
}

/** Resolves plain values through `lookup`; functions are refused unless `functions` knows them. */
function byValue(
  name: string,
  lookup: (text: string, context: JqlContext) => Scalar | undefined,
  functions: Record<string, (context: JqlContext) => Scalar[]> = {},
): ValueField['resolve'] {
  return (operand, context) => {
    if (operand.kind === 'empty') return [null];
    if (operand.kind === 'function') {
      const fn = functions[operand.name.toLowerCase()];
      if (!fn) throw unknownFunction(operand);
      return fn(context);
    }
    const found = lookup(operand.text, context);
    if (found === undefined) throw valueMissing(operand.text, name);
    return [found];
  };
}

const lower = (value: string): string => value.toLowerCase();

function issueLookup(name: string): ValueField['resolve'] {
  return (operand, context) => {
    if (operand.kind === 'empty') return [null];
    if (operand.kind === 'function') throw unknownFunction(operand);
    const issue = context.store.findIssue(operand.text);
    if (!issue) throw new JqlError(`An issue with key '${operand.text}' does not exist for field '${name}'.`);
    return [issue.id];
  };
}

function userField(name: string, get: (issue: IssueRecord) => string | null): ValueField {
  return {
    kind: 'value',
    name,
    multi: false,
    emptyable: true,
    resolve: byValue(name, (text, context) => context.store.findUser(text)?.accountId, { currentuser: (context) => [context.callerId] }),
    get,
  };
}

const FIELDS: Record<string, JqlField> = {
  project: {
    kind: 'value',
    name: 'project',
    multi: false,
    emptyable: false,
    resolve: byValue('project', (text, { store }) => (store.findProject(text) ?? store.findProjectByName(text))?.id),
    get: (issue) => issue.projectId,
  },
  status: {
    kind: 'value',
    name: 'status',
    multi: false,
    emptyable: false,
    resolve: byValue('status', (text) => STATUSES.find((status) => status.id === text || lower(status.name) === lower(text))?.id),
    get: (issue) => issue.statusId,
  },
  statuscategory: {
    kind: 'value',
    name: 'statusCategory',
    multi: false,
    emptyable: false,
    resolve: byValue(
      'statusCategory',
      (text) => STATUS_CATEGORIES.find((category) => String(category.id) === text || lower(category.name) === lower(text) || category.key === lower(text))?.key,
    ),
    get: (issue) => statusById(issue.statusId)?.categoryKey ?? null,
  },
  priority: {
    kind: 'value',
    name: 'priority',
    multi: false,
    emptyable: false,
    resolve: byValue('priority', (text) => PRIORITIES.find((priority) => priority.id === text || lower(priority.name) === lower(text))?.id),
    get: (issue) => issue.priorityId,
  },
  issuetype: {
    kind: 'value',
    name: 'issuetype',
    multi: false,
    emptyable: false,
    resolve: byValue(
      'issuetype',
      (text) => ISSUE_TYPES.find((type) => type.id === text || lower(type.name) === lower(text) || (type.subtask && lower(text) === 'sub-task'))?.id,
      {
        standardissuetypes: () => ISSUE_TYPES.filter((type) => !type.subtask).map((type) => type.id),
        subtaskissuetypes: () => ISSUE_TYPES.filter((type) => type.subtask).map((type) => type.id),
      },
    ),
    get: (issue) => issue.issueTypeId,
  },
  assignee: userField('assignee', (issue) => issue.assigneeId),
  reporter: userField('reporter', (issue) => issue.reporterId),
  creator: userField('creator', (issue) => issue.creatorId),
  labels: {
    kind: 'value',
    name: 'labels',
    multi: true,
    emptyable: true,
    // Label matching ignores case, so "Checkout" finds issues labelled "checkout".
    resolve: byValue('labels', (text) => lower(text)),
    get: (issue) => issue.labels.map(lower),
  },
  key: { kind: 'value', name: 'key', multi: false, emptyable: false, resolve: issueLookup('key'), get: (issue) => issue.id },
  parent: { kind: 'value', name: 'parent', multi: false, emptyable: true, resolve: issueLookup('parent'), get: (issue) => issue.parentId },
  resolution: {
    kind: 'value',
    name: 'resolution',
    multi: false,
    emptyable: true,
    resolve: byValue('resolution', (text) =>
      lower(text) === 'unresolved' ? null : text === RESOLUTION_DONE.id || lower(text) === lower(RESOLUTION_DONE.name) ? RESOLUTION_DONE.id : undefined,
    ),
    get: (issue) => issue.resolutionId,
  },
  created: { kind: 'date', name: 'created', dateOnly: false, emptyable: false, get: (issue) => issue.created },
  updated: { kind: 'date', name: 'updated', dateOnly: false, emptyable: false, get: (issue) => issue.updated },
  resolutiondate: { kind: 'date', name: 'resolutiondate', dateOnly: false, emptyable: true, get: (issue) => issue.resolutiondate },
  duedate: {
    kind: 'date',
    name: 'duedate',
    dateOnly: true,
    emptyable: true,
    get: (issue) => (issue.duedate === null ? null : startOfUtcDay(Date.parse(`${issue.duedate}T00:00:00.000Z`))),
  },
  summary: { kind: 'text', name: 'summary', emptyable: false, get: (issue) => issue.summary },
  description: { kind: 'text', name: 'description', emptyable: true, get: (issue) => adfToPlainText(issue.description) },
  text: { kind: 'text', name: 'text', emptyable: false, get: (issue) => `${issue.summary}\n${adfToPlainText(issue.description)}` },
};

const ALIASES: Record<string, string> = {
  type: 'issuetype',
  issuekey: 'key',
  id: 'key',
  createddate: 'created',
  updateddate: 'updated',
  resolved: 'resolutiondate',
  due: 'duedate',
  'status category': 'statuscategory',
};

/** Jira system fields that exist on a real site but that this emulator cannot search. */
const KNOWN_UNSUPPORTED = new Set([
  'comment', 'component', 'environment', 'fixversion', 'affectedversion', 'sprint', 'epic link', 'watcher', 'watchers', 'voter', 'votes',
  'filter', 'level', 'lastviewed', 'originalestimate', 'remainingestimate', 'timespent', 'worklogauthor', 'worklogdate', 'attachments',
  'category', 'statuscategorychangeddate', 'team', 'story points',
]);

export function lookupField(name: string): JqlField {
  const normalized = name.trim().toLowerCase();
  const field = FIELDS[ALIASES[normalized] ?? normalized];
  if (field) return field;
  if (KNOWN_UNSUPPORTED.has(normalized) || normalized.startsWith('cf[') || normalized.startsWith('customfield_')) {
    throw new JqlError(`Field '${name}' is not supported by the Jira emulator.`);
  }
  throw new JqlError(`Field '${name}' does not exist or you do not have permission to view it.`);
}
