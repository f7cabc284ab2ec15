/**
 * The site-wide configuration every emulated project shares: status
 * categories, statuses, the workflow's transitions, priorities, issue types
 * and the resolution set when work is done. Ids follow what a fresh Jira Cloud
 * site uses (status categories 2/4/3, priorities 1-5, "In Progress" is the
 * system status 3), so code that hard-codes them against a real site behaves
 * the same here.
 */
import type {
  IssueTypeDef,
  PriorityDef,
  ProjectCategoryDef,
  ResolutionDef,
  StatusCategoryDef,
  StatusCategoryKey,
  StatusDef,
  TransitionDef,
} from './model.js';

export const STATUS_CATEGORIES: readonly StatusCategoryDef[] = [
  { id: 2, key: 'new', name: 'To Do', colorName: 'blue-gray' },
  { id: 4, key: 'indeterminate', name: 'In Progress', colorName: 'yellow' },
  { id: 3, key: 'done', name: 'Done', colorName: 'green' },
];

export const STATUS_TO_DO = '10000';
export const STATUS_IN_PROGRESS = '3';
export const STATUS_DONE = '10001';

export const STATUSES: readonly StatusDef[] = [
  { id: STATUS_TO_DO, name: 'To Do', description: 'Work that has not been started.', categoryKey: 'new', iconPath: '/images/icons/statuses/open.png' },
  {
    id: STATUS_IN_PROGRESS,
    name: 'In Progress',
    description: 'This issue is being actively worked on at the moment by the assignee.',
    categoryKey: 'indeterminate',
    iconPath: '/images/icons/statuses/inprogress.png',
  },
  { id: STATUS_DONE, name: 'Done', description: 'Work that has been completed.', categoryKey: 'done', iconPath: '/images/icons/statuses/closed.png' },
];

/**
 * One workflow for every project, built from global transitions: each status
 * can be reached from any other, which is what Jira's default simplified
 * workflow offers (To Do -> In Progress -> Done and back). Transition ids
 * 11/21/31 are the ones such workflows get.
 */
export const TRANSITIONS: readonly TransitionDef[] = [
  { id: '11', name: 'To Do', toStatusId: STATUS_TO_DO },
  { id: '21', name: 'In Progress', toStatusId: STATUS_IN_PROGRESS },
  { id: '31', name: 'Done', toStatusId: STATUS_DONE },
];

export const PRIORITIES: readonly PriorityDef[] = [
  { id: '1', name: 'Highest', sequence: 1, statusColor: '#d04437', iconName: 'highest' },
  { id: '2', name: 'High', sequence: 2, statusColor: '#f15C75', iconName: 'high' },
  { id: '3', name: 'Medium', sequence: 3, statusColor: '#f79232', iconName: 'medium' },
  { id: '4', name: 'Low', sequence: 4, statusColor: '#707070', iconName: 'low' },
  { id: '5', name: 'Lowest', sequence: 5, statusColor: '#999999', iconName: 'lowest' },
];

export const DEFAULT_PRIORITY_ID = '3';

export const ISSUE_TYPE_EPIC = '10000';
export const ISSUE_TYPE_TASK = '10001';
export const ISSUE_TYPE_SUBTASK = '10002';
export const ISSUE_TYPE_STORY = '10003';
export const ISSUE_TYPE_BUG = '10004';

export const ISSUE_TYPES: readonly IssueTypeDef[] = [
  { id: ISSUE_TYPE_EPIC, name: 'Epic', description: 'A big user story that needs to be broken down.', subtask: false, hierarchyLevel: 1, avatarId: 10307 },
  { id: ISSUE_TYPE_TASK, name: 'Task', description: 'A small, distinct piece of work.', subtask: false, hierarchyLevel: 0, avatarId: 10318 },
  { id: ISSUE_TYPE_SUBTASK, name: 'Subtask', description: 'A small piece of work that is part of a larger task.', subtask: true, hierarchyLevel: -1, avatarId: 10316 },
  { id: ISSUE_TYPE_STORY, name: 'Story', description: 'Functionality or a feature expressed as a user goal.', subtask: false, hierarchyLevel: 0, avatarId: 10315 },
  { id: ISSUE_TYPE_BUG, name: 'Bug', description: 'A problem or error.', subtask: false, hierarchyLevel: 0, avatarId: 10303 },
];

/** Issue type schemes: business projects have no stories or bugs, as in Jira's templates. */
export const SOFTWARE_ISSUE_TYPES = [ISSUE_TYPE_EPIC, ISSUE_TYPE_STORY, ISSUE_TYPE_TASK, ISSUE_TYPE_BUG, ISSUE_TYPE_SUBTASK];
export const BUSINESS_ISSUE_TYPES = [ISSUE_TYPE_EPIC, ISSUE_TYPE_TASK, ISSUE_TYPE_SUBTASK];

/** Set by the workflow when an issue reaches the done category, cleared when it leaves it. */
export const RESOLUTION_DONE: ResolutionDef = { id: '10000', name: 'Done', description: 'Work has been completed on this issue.' };

export const PROJECT_CATEGORIES: readonly ProjectCategoryDef[] = [
  { id: '10000', name: 'Product', description: 'Projects that build and run the products our customers use.' },
  { id: '10001', name: 'Business Operations', description: 'Marketing, people and back-office work.' },
];

export function statusById(id: string): StatusDef | undefined {
  return STATUSES.find((status) => status.id === id);
}

export function statusCategory(key: StatusCategoryKey): StatusCategoryDef {
  // The three keys are the only ones a status can carry, so the lookup always succeeds.
  return STATUS_CATEGORIES.find((category) => category.key === key) as StatusCategoryDef;
}

export function priorityById(id: string): PriorityDef | undefined {
  return PRIORITIES.find((priority) => priority.id === id);
}

export function issueTypeById(id: string): IssueTypeDef | undefined {
  return ISSUE_TYPES.find((type) => type.id === id);
}

export function projectCategoryById(id: string): ProjectCategoryDef | undefined {
  return PROJECT_CATEGORIES.find((category) => category.id === id);
}
