/**
 * In-memory shapes of the emulated Jira site. These are the records the kit
 * stores per site (types, not interfaces, so they are kit records); the
 * resources' field tables and `serialize-*.ts` write them as Jira does.
 */
import type { AdfDocument } from './adf.js';

export interface JiraUser {
  accountId: string;
  displayName: string;
  emailAddress: string;
  active: boolean;
  timeZone: string;
}

export type ProjectTypeKey = 'software' | 'business';

export interface ProjectCategoryDef {
  id: string;
  name: string;
  description: string;
}

export type JiraProject = {
  id: string;
  key: string;
  name: string;
  description: string;
  projectTypeKey: ProjectTypeKey;
  categoryId: string;
  leadAccountId: string;
  /** Issue type ids offered by the project (its issue type scheme). */
  issueTypeIds: string[];
  url: string;
  /** Last issue number handed out: keys are never reused, even after deletes. */
  lastIssueNumber: number;
};

export type StatusCategoryKey = 'new' | 'indeterminate' | 'done';

export interface StatusCategoryDef {
  id: number;
  key: StatusCategoryKey;
  name: string;
  colorName: string;
}

export interface StatusDef {
  id: string;
  name: string;
  description: string;
  categoryKey: StatusCategoryKey;
  iconPath: string;
}

export interface PriorityDef {
  id: string;
  name: 'Highest' | 'High' | 'Medium' | 'Low' | 'Lowest';
  /** Jira orders priorities by sequence: 1 is the most urgent. */
  sequence: number;
  statusColor: string;
  iconName: string;
}

export interface IssueTypeDef {
  id: string;
  name: 'Epic' | 'Story' | 'Task' | 'Bug' | 'Subtask';
  description: string;
  subtask: boolean;
  /** 1 = epic, 0 = standard, -1 = subtask (Jira's hierarchy levels). */
  hierarchyLevel: number;
  avatarId: number;
}

export interface TransitionDef {
  id: string;
  name: string;
  toStatusId: string;
}

export interface ResolutionDef {
  id: string;
  name: string;
  description: string;
}

/** One issue as stored. Timestamps are epoch milliseconds; `duedate` is YYYY-MM-DD. */
export type IssueRecord = {
  id: string;
  key: string;
  /** Issue number inside its project (the 123 of PROJ-123), kept for key ordering. */
  number: number;
  projectId: string;
  issueTypeId: string;
  summary: string;
  description: AdfDocument | null;
  statusId: string;
  priorityId: string;
  assigneeId: string | null;
  reporterId: string | null;
  creatorId: string;
  labels: string[];
  duedate: string | null;
  created: number;
  updated: number;
  resolutionId: string | null;
  resolutiondate: number | null;
  statusCategoryChangedAt: number;
  parentId: string | null;
};

/** One comment as stored, under its issue. Timestamps are epoch milliseconds. */
export type CommentRecord = {
  id: string;
  issueId: string;
  authorId: string;
  updateAuthorId: string;
  body: AdfDocument;
  created: number;
  updated: number;
};
