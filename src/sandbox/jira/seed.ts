/**
 * Fills a fresh store with the acme-demo site: the six people and four
 * projects of demo-account.ts, about 150 issues spread over the six months
 * before SEED_ANCHOR (three epics a project, one per area, with the issues
 * under them; loose issues; subtasks), and their comments. Every value comes
 * from the kit's seeded Faker and the fixed anchor, so every start produces
 * the same ids, keys, dates and text. The words are in seed-text.ts.
 */
import type { Faker } from '@faker-js/faker';
import {
  ISSUE_TYPE_BUG,
  ISSUE_TYPE_EPIC,
  ISSUE_TYPE_STORY,
  ISSUE_TYPE_SUBTASK,
  ISSUE_TYPE_TASK,
  RESOLUTION_DONE,
  STATUS_DONE,
  STATUS_IN_PROGRESS,
  STATUS_TO_DO,
} from './catalog.js';
import { DAY_MS, formatDateOnly } from './dates.js';
import { SEED_PROJECTS, SEED_USERS, type SeedArea, type SeedProject } from './demo-account.js';
import { seedComment, seedDescription, seedSummary, type SeedIssueType } from './seed-text.js';
import type { JiraStore } from './store.js';

/** The seeded site's "today": 2026-11-01 09:00 UTC. Seeded dates all fall before it. */
export const SEED_ANCHOR = Date.UTC(2026, 10, 1, 9, 0, 0);
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const WINDOW_MS = 180 * DAY_MS;
const ISSUES_PER_EPIC = 5;
const LOOSE_ISSUES = 9;
/** Issues a project breaks into one or two subtasks: a fixed number keeps the site near 150 issues. */
const BROKEN_DOWN = 7;

const TYPE_IDS: Record<SeedIssueType, string> = { Epic: ISSUE_TYPE_EPIC, Story: ISSUE_TYPE_STORY, Task: ISSUE_TYPE_TASK, Bug: ISSUE_TYPE_BUG, Subtask: ISSUE_TYPE_SUBTASK };
const weights = (values: Record<string, number>) => Object.entries(values).map(([value, weight]) => ({ value, weight }));
/** By priority id, 1 (Highest) to 5 (Lowest): bugs run hotter. */
const PRIORITY_WEIGHTS = { bug: weights({ 1: 10, 2: 30, 3: 40, 4: 15, 5: 5 }), other: weights({ 1: 4, 2: 18, 3: 52, 4: 18, 5: 8 }) };
const SOFTWARE_TYPES = weights({ Story: 4, Bug: 3, Task: 3 });
const COMMENT_COUNTS = [{ value: 0, weight: 3 }, { value: 1, weight: 3 }, { value: 2, weight: 2 }, { value: 3, weight: 1 }];

/** An instant in [from, to]; an empty range gives `from`. */
function between(faker: Faker, from: number, to: number): number {
  return faker.number.int({ min: Math.round(from), max: Math.round(Math.max(from, to)) });
}

interface Draft {
  seed: SeedProject;
  type: SeedIssueType;
  area: SeedArea;
  summary: string;
  parent: Draft | null;
  created: number;
  statusId: string;
  issueId?: string;
}

/** A project's backlog: an epic per leading area with its issues, loose issues, and subtasks under a few of them. */
function draftBacklog(faker: Faker, seed: SeedProject): Draft[] {
  const software = seed.project.projectTypeKey === 'software';
  const earliest = SEED_ANCHOR - WINDOW_MS;
  const drafts: Draft[] = [];
  const add = (type: SeedIssueType, area: SeedArea, parent: Draft | null, created: number): Draft => {
    const draft = { seed, type, area, parent, created, statusId: STATUS_TO_DO, summary: seedSummary(faker, type, area[0], software) };
    drafts.push(draft);
    return draft;
  };
  const addIssue = (area: SeedArea, epic: Draft | null): Draft => {
    const type = software ? (faker.helpers.weightedArrayElement(SOFTWARE_TYPES) as SeedIssueType) : 'Task';
    return add(type, area, epic, between(faker, epic ? epic.created + DAY_MS : earliest, SEED_ANCHOR - 2 * DAY_MS));
  };
  const issues: Draft[] = [];
  for (const area of seed.areas.slice(0, 3)) {
    const epic = add('Epic', area, null, between(faker, earliest, earliest + 60 * DAY_MS));
    for (let n = 0; n < ISSUES_PER_EPIC; n++) issues.push(addIssue(area, epic));
  }
  for (let n = 0; n < LOOSE_ISSUES; n++) issues.push(addIssue(faker.helpers.arrayElement(seed.areas), null));
  for (const issue of faker.helpers.arrayElements(issues, BROKEN_DOWN)) {
    const subtasks = faker.number.int({ min: 1, max: 2 });
    for (let n = 0; n < subtasks; n++) add('Subtask', issue.area, issue, between(faker, issue.created + 2 * HOUR_MS, Math.min(issue.created + 10 * DAY_MS, SEED_ANCHOR - HOUR_MS)));
  }
  return drafts;
}

/** Older work is more likely finished; subtasks follow their parent; epics follow their children. */
function assignStatuses(faker: Faker, drafts: Draft[]): void {
  for (const draft of drafts) {
    if (draft.type === 'Epic' || draft.type === 'Subtask') continue;
    const age = (SEED_ANCHOR - draft.created) / WINDOW_MS;
    const roll = faker.number.float();
    draft.statusId = roll < 0.15 + 0.6 * age ? STATUS_DONE : roll < 0.45 + 0.55 * age ? STATUS_IN_PROGRESS : STATUS_TO_DO;
  }
  for (const draft of drafts) {
    if (draft.type !== 'Subtask' || !draft.parent) continue;
    const parentStatus = draft.parent.statusId;
    draft.statusId = parentStatus === STATUS_IN_PROGRESS ? faker.helpers.arrayElement([STATUS_TO_DO, STATUS_IN_PROGRESS, STATUS_DONE]) : parentStatus;
  }
  for (const epic of drafts.filter((draft) => draft.type === 'Epic')) {
    const children = drafts.filter((draft) => draft.parent === epic);
    if (children.length > 0 && children.every((child) => child.statusId === STATUS_DONE)) epic.statusId = STATUS_DONE;
    else if (children.some((child) => child.statusId !== STATUS_TO_DO)) epic.statusId = STATUS_IN_PROGRESS;
  }
}

/** Mostly the area's own label, sometimes a second one of the project's. */
function labelsOf(faker: Faker, draft: Draft): string[] {
  if (draft.type === 'Subtask') return [];
  const labels = new Set<string>();
  if (faker.datatype.boolean(0.6)) labels.add(draft.area[1]);
  if (faker.datatype.boolean(0.2)) labels.add(faker.helpers.arrayElement(draft.seed.areas)[1]);
  return [...labels].sort();
}

function insertDraft(store: JiraStore, faker: Faker, draft: Draft): void {
  const { seed, type } = draft;
  const lead = seed.project.leadAccountId;
  const parentIssue = draft.parent?.issueId ? store.issueById(draft.parent.issueId) : undefined;
  const assigneeId = type === 'Epic' ? lead : draft.statusId !== STATUS_TO_DO || faker.datatype.boolean(0.8) ? faker.helpers.arrayElement(seed.members) : null;
  const reporterId = type === 'Subtask' && parentIssue ? (parentIssue.assigneeId ?? parentIssue.reporterId ?? lead) : faker.helpers.arrayElement(seed.members);
  const span = SEED_ANCHOR - draft.created;
  let statusChangedAt = draft.created;
  let resolutiondate: number | null = null;
  let updated: number;
  if (draft.statusId === STATUS_DONE) {
    resolutiondate = between(faker, draft.created + HOUR_MS, draft.created + Math.min(45 * DAY_MS, span));
    statusChangedAt = resolutiondate;
    updated = Math.min(SEED_ANCHOR, resolutiondate + between(faker, 0, DAY_MS));
  } else if (draft.statusId === STATUS_IN_PROGRESS) {
    statusChangedAt = between(faker, draft.created, draft.created + span / 2);
    updated = between(faker, statusChangedAt, SEED_ANCHOR);
  } else {
    updated = between(faker, draft.created, draft.created + span * 0.3);
  }
  const dueChance = type === 'Epic' ? 0.8 : type === 'Subtask' ? 0.3 : 0.55;
  const dueInDays = type === 'Epic' ? faker.number.int({ min: 60, max: 150 }) : faker.number.int({ min: 7, max: 60 });
  const issue = store.createIssue({
    projectId: seed.project.id,
    issueTypeId: TYPE_IDS[type],
    summary: draft.summary,
    description: seedDescription(faker, type, draft.summary, draft.area[0], seed.project.projectTypeKey === 'software'),
    statusId: draft.statusId,
    priorityId: faker.helpers.weightedArrayElement(type === 'Bug' ? PRIORITY_WEIGHTS.bug : PRIORITY_WEIGHTS.other),
    assigneeId,
    reporterId,
    creatorId: reporterId,
    labels: labelsOf(faker, draft),
    duedate: faker.datatype.boolean(dueChance) ? formatDateOnly(draft.created + dueInDays * DAY_MS) : null,
    created: draft.created,
    updated,
    resolutionId: resolutiondate === null ? null : RESOLUTION_DONE.id,
    resolutiondate,
    statusCategoryChangedAt: statusChangedAt,
    parentId: parentIssue?.id ?? null,
  });
  draft.issueId = issue.id;
}

/**
 * Most standard issues carry a short discussion between members of their
 * project, written between the issue's creation and its last update (a
 * comment updates its issue in Jira, so none may come after).
 */
function seedComments(store: JiraStore, faker: Faker, drafts: readonly Draft[]): void {
  for (const draft of drafts) {
    const issue = draft.issueId === undefined ? undefined : store.issueById(draft.issueId);
    if (!issue || draft.type === 'Subtask') continue;
    const count = faker.helpers.weightedArrayElement(COMMENT_COUNTS);
    if (issue.updated - issue.created < count * 10 * MINUTE_MS) continue;
    const times = Array.from({ length: count }, () => faker.number.int({ min: issue.created, max: issue.updated })).sort((a, b) => a - b);
    for (const created of times) {
      const authorId = faker.helpers.arrayElement(draft.seed.members);
      // One comment in five was edited later, still before the issue's last update.
      const updated = faker.datatype.boolean(0.2) ? Math.min(issue.updated, created + faker.number.int({ min: 5, max: 240 }) * MINUTE_MS) : created;
      const body = seedComment(faker, draft.seed.project.projectTypeKey === 'software');
      store.addComment({ issueId: issue.id, authorId, updateAuthorId: authorId, body, created, updated });
    }
  }
}

export function seedJiraStore(store: JiraStore, faker: Faker): void {
  for (const user of SEED_USERS) store.addUser({ ...user });
  for (const seed of SEED_PROJECTS) store.addProject({ ...seed.project, issueTypeIds: [...seed.project.issueTypeIds], lastIssueNumber: 0 });
  // A project's members are who its permission scheme lets be assigned issues.
  for (const seed of SEED_PROJECTS) store.setAssignable(seed.project.id, seed.members);
  const drafts = SEED_PROJECTS.flatMap((seed) => draftBacklog(faker, seed));
  assignStatuses(faker, drafts);
  // Ids and keys follow creation time, as they do on a real site; the sort is stable for ties.
  const ordered = [...drafts].sort((a, b) => a.created - b.created);
  for (const draft of ordered) insertDraft(store, faker, draft);
  seedComments(store, faker, ordered);
}
