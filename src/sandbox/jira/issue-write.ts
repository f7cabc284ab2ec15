/**
 * Turns create and edit bodies (IssueUpdateDetails: `fields` plus `update`
 * operations) into store changes, collecting every field error first so the
 * client gets one 400 listing them all, as Jira does. Status is deliberately
 * not writable here: Jira only changes it through transitions.
 */
import { DEFAULT_PRIORITY_ID, issueTypeById, STATUS_TO_DO } from './catalog.js';
import { MESSAGES } from './errors.js';
import * as readers from './issue-field-readers.js';
import type { IssueRecord, JiraProject } from './model.js';
import type { JiraStore, NewIssue } from './store.js';

export type WriteResult<T> = { ok: true; value: T } | { ok: false; messages: string[]; errors: Record<string, string> };

const CREATE_FIELDS = new Set(['project', 'issuetype', 'summary', 'description', 'priority', 'assignee', 'reporter', 'labels', 'duedate', 'parent']);
const EDIT_FIELDS = new Set(['issuetype', 'summary', 'description', 'priority', 'assignee', 'reporter', 'labels', 'duedate', 'parent']);

const HIERARCHY_ERROR = 'Given parent issue does not belong to appropriate hierarchy.';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Merges `fields` and `update` into one value per field; labels support add/remove. */
function collectValues(body: Record<string, unknown>, allowed: Set<string>, currentLabels: string[], errors: Record<string, string>): Map<string, unknown> | undefined {
  const fields = body.fields ?? {};
  const update = body.update ?? {};
  if (!isObject(fields) || !isObject(update)) return undefined;
  const values = new Map<string, unknown>();
  for (const [name, value] of Object.entries(fields)) {
    if (allowed.has(name)) values.set(name, value);
    else errors[name] = MESSAGES.fieldNotSettable(name);
  }
  for (const [name, operations] of Object.entries(update)) {
    if (!allowed.has(name)) {
      errors[name] = MESSAGES.fieldNotSettable(name);
      continue;
    }
    if (values.has(name)) {
      errors[name] = `Field '${name}' cannot be specified in both 'fields' and 'update'.`;
      continue;
    }
    if (!Array.isArray(operations)) return undefined;
    let labels = name === 'labels' ? [...currentLabels] : undefined;
    for (const operation of operations) {
      if (!isObject(operation)) return undefined;
      for (const [verb, argument] of Object.entries(operation)) {
        if (verb === 'set') {
          values.set(name, argument);
          labels = Array.isArray(argument) ? argument.filter((item): item is string => typeof item === 'string') : labels;
        } else if (labels && verb === 'add' && typeof argument === 'string') {
          labels.push(argument);
          values.set(name, labels);
        } else if (labels && verb === 'remove' && typeof argument === 'string') {
          labels = labels.filter((label) => label !== argument);
          values.set(name, labels);
        } else {
          errors[name] = `Field '${name}' does not support operation '${verb}'.`;
        }
      }
    }
  }
  return values;
}

/** Subtasks sit under standard issues of their project; standard issues may sit under an epic. */
function hierarchyError(typeId: string, parent: IssueRecord | null, projectId: string): string | undefined {
  const type = issueTypeById(typeId);
  if (!type) return undefined;
  if (type.subtask && !parent) return 'Subtasks must be created with a parent issue.';
  if (!parent) return undefined;
  const parentLevel = issueTypeById(parent.issueTypeId)?.hierarchyLevel;
  if (parentLevel !== type.hierarchyLevel + 1) return HIERARCHY_ERROR;
  if (type.subtask && parent.projectId !== projectId) return 'A subtask must be in the same project as its parent.';
  return undefined;
}

interface OptionalFields {
  description?: IssueRecord['description'];
  priorityId?: string;
  assigneeId?: string | null;
  reporterId?: string | null;
  labels?: string[];
  duedate?: string | null;
  parent?: IssueRecord | null;
  summary?: string;
  issueTypeId?: string;
}

function readOptional(store: JiraStore, values: Map<string, unknown>, project: JiraProject, errors: Record<string, string>): OptionalFields {
  const out: OptionalFields = {};
  const take = <T>(name: string, read: (value: unknown) => readers.Read<T>, assign: (value: T) => void): void => {
    if (!values.has(name)) return;
    const result = read(values.get(name));
    if (result.ok) assign(result.value);
    else errors[name] = result.error;
  };
  take('summary', readers.readSummary, (value) => (out.summary = value));
  take('issuetype', (value) => readers.readIssueType(project, value), (value) => (out.issueTypeId = value));
  take('description', readers.readDescription, (value) => (out.description = value));
  take('priority', readers.readPriority, (value) => (out.priorityId = value));
  take('assignee', (value) => readers.readUser(store, 'assignee', value, project), (value) => (out.assigneeId = value));
  take('reporter', (value) => readers.readUser(store, 'reporter', value, project), (value) => (out.reporterId = value));
  take('labels', readers.readLabels, (value) => (out.labels = value));
  take('duedate', readers.readDueDate, (value) => (out.duedate = value));
  take('parent', (value) => readers.readParent(store, value), (value) => (out.parent = value));
  return out;
}

export function readCreate(store: JiraStore, body: unknown, callerId: string): WriteResult<NewIssue> {
  if (!isObject(body)) return { ok: false, messages: [MESSAGES.invalidPayload], errors: {} };
  const errors: Record<string, string> = {};
  const values = collectValues(body, CREATE_FIELDS, [], errors);
  if (!values) return { ok: false, messages: [MESSAGES.invalidPayload], errors: {} };
  const project = readers.readProject(store, values.get('project'));
  if (!project.ok) errors.project = project.error;
  if (!values.has('summary')) errors.summary = 'You must specify a summary of the issue.';
  if (!values.has('issuetype') && project.ok) errors.issuetype = 'Specify an issue type';
  if (!project.ok) return { ok: false, messages: [], errors };
  const fields = readOptional(store, values, project.value, errors);
  if (fields.issueTypeId !== undefined && !errors.parent) {
    const problem = hierarchyError(fields.issueTypeId, fields.parent ?? null, project.value.id);
    if (problem) errors.parent = problem;
  }
  if (Object.keys(errors).length > 0 || fields.summary === undefined || fields.issueTypeId === undefined) return { ok: false, messages: [], errors };
  const now = store.now();
  const reporterId = fields.reporterId === undefined ? callerId : fields.reporterId;
  return {
    ok: true,
    value: {
      projectId: project.value.id,
      issueTypeId: fields.issueTypeId,
      summary: fields.summary,
      description: fields.description ?? null,
      statusId: STATUS_TO_DO,
      priorityId: fields.priorityId ?? DEFAULT_PRIORITY_ID,
      // The seeded projects' default assignee is "unassigned".
      assigneeId: fields.assigneeId ?? null,
      reporterId,
      creatorId: callerId,
      labels: fields.labels ?? [],
      duedate: fields.duedate ?? null,
      created: now,
      updated: now,
      resolutionId: null,
      resolutiondate: null,
      statusCategoryChangedAt: now,
      parentId: fields.parent?.id ?? null,
    },
  };
}

/** Validates an edit and returns the function that applies it. */
export function readEdit(store: JiraStore, issue: IssueRecord, body: unknown): WriteResult<() => void> {
  if (!isObject(body)) return { ok: false, messages: [MESSAGES.invalidPayload], errors: {} };
  const project = store.findProject(issue.projectId);
  if (!project) return { ok: false, messages: [MESSAGES.issueNotFound], errors: {} };
  const errors: Record<string, string> = {};
  const values = collectValues(body, EDIT_FIELDS, issue.labels, errors);
  if (!values) return { ok: false, messages: [MESSAGES.invalidPayload], errors: {} };
  const fields = readOptional(store, values, project, errors);
  const typeId = fields.issueTypeId ?? issue.issueTypeId;
  if (fields.issueTypeId !== undefined && issueTypeById(typeId)?.hierarchyLevel !== issueTypeById(issue.issueTypeId)?.hierarchyLevel) {
    errors.issuetype = 'The issue type can only be changed to a type at the same hierarchy level.';
  }
  const parent = fields.parent === undefined ? (issue.parentId === null ? null : (store.issueById(issue.parentId) ?? null)) : fields.parent;
  if (!errors.parent && !errors.issuetype && (fields.parent !== undefined || fields.issueTypeId !== undefined)) {
    const problem = parent?.id === issue.id ? HIERARCHY_ERROR : hierarchyError(typeId, parent, issue.projectId);
    if (problem) errors.parent = problem;
  }
  if (Object.keys(errors).length > 0) return { ok: false, messages: [], errors };
  return {
    ok: true,
    value: () => {
      if (values.size === 0) return;
      if (fields.summary !== undefined) issue.summary = fields.summary;
      if (fields.issueTypeId !== undefined) issue.issueTypeId = fields.issueTypeId;
      if (fields.description !== undefined) issue.description = fields.description;
      if (fields.priorityId !== undefined) issue.priorityId = fields.priorityId;
      if (fields.assigneeId !== undefined) issue.assigneeId = fields.assigneeId;
      if (fields.reporterId !== undefined) issue.reporterId = fields.reporterId;
      if (fields.labels !== undefined) issue.labels = fields.labels;
      if (fields.duedate !== undefined) issue.duedate = fields.duedate;
      if (fields.parent !== undefined) store.setParent(issue, fields.parent?.id ?? null);
      issue.updated = store.now();
    },
  };
}
