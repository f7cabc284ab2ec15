/**
 * Fills a fresh store with the acme-demo site: six people, four projects,
 * about 150 issues spread over the six months before SEED_ANCHOR, and their
 * comments (seed-comments.ts). Everything comes from a fixed-seed generator and a fixed anchor date, so every start
 * produces the same ids, keys, dates and field values.
 */
import { DAY_MS, formatDateOnly } from './dates.js';
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
import { SEED_PROJECTS, SEED_USERS, type SeedProject } from './demo-account.js';
import { SEED_BACKLOGS, type SeedItem } from './seed-backlogs.js';
import { seedJiraComments } from './seed-comments.js';
import { seedDescription } from './seed-descriptions.js';
import { SeededRandom } from './seed-random.js';
import type { JiraStore } from './store.js';

/** The seeded site's "today": 2026-11-01 09:00 UTC. Seeded dates all fall before it. */
export const SEED_ANCHOR = Date.UTC(2026, 10, 1, 9, 0, 0);
const HOUR_MS = 60 * 60 * 1000;
const SEED = 20261101;
const WINDOW_MS = 180 * DAY_MS;

const TYPE_IDS = { Epic: ISSUE_TYPE_EPIC, Story: ISSUE_TYPE_STORY, Task: ISSUE_TYPE_TASK, Bug: ISSUE_TYPE_BUG, Subtask: ISSUE_TYPE_SUBTASK };
type DraftType = keyof typeof TYPE_IDS;

interface Draft {
  seed: SeedProject;
  type: DraftType;
  summary: string;
  parent: Draft | null;
  created: number;
  statusId: string;
  issueId?: string;
}

function between(random: SeededRandom, from: number, to: number): number {
  return Math.round(from + random.next() * Math.max(0, to - from));
}

function draftBacklogs(random: SeededRandom): Draft[] {
  const drafts: Draft[] = [];
  const earliest = SEED_ANCHOR - WINDOW_MS;
  for (const backlog of SEED_BACKLOGS) {
    const seed = SEED_PROJECTS.find((candidate) => candidate.project.key === backlog.projectKey);
    if (!seed) throw new Error(`seed backlog for unknown project ${backlog.projectKey}`);
    const add = (type: DraftType, summary: string, parent: Draft | null, created: number): Draft => {
      const draft: Draft = { seed, type, summary, parent, created, statusId: STATUS_TO_DO };
      drafts.push(draft);
      return draft;
    };
    const addItem = (item: SeedItem, epic: Draft | null): void => {
      const from = epic ? epic.created + DAY_MS : earliest;
      const parent = add(item.type, item.summary, epic, between(random, from, SEED_ANCHOR - 2 * DAY_MS));
      for (const summary of item.subtasks ?? []) {
        add('Subtask', summary, parent, between(random, parent.created + 2 * HOUR_MS, Math.min(parent.created + 10 * DAY_MS, SEED_ANCHOR - HOUR_MS)));
      }
    };
    for (const epic of backlog.epics) {
      const epicDraft = add('Epic', epic.summary, null, between(random, earliest, earliest + 60 * DAY_MS));
      for (const item of epic.items) addItem(item, epicDraft);
    }
    for (const item of backlog.loose) addItem(item, null);
  }
  return drafts;
}

/** Older work is more likely finished; subtasks follow their parent; epics follow their children. */
function assignStatuses(random: SeededRandom, drafts: Draft[]): void {
  for (const draft of drafts) {
    if (draft.type === 'Epic' || draft.type === 'Subtask') continue;
    const age = (SEED_ANCHOR - draft.created) / WINDOW_MS;
    const roll = random.next();
    draft.statusId = roll < 0.15 + 0.6 * age ? STATUS_DONE : roll < 0.45 + 0.55 * age ? STATUS_IN_PROGRESS : STATUS_TO_DO;
  }
  for (const draft of drafts) {
    if (draft.type !== 'Subtask' || !draft.parent) continue;
    const parentStatus = draft.parent.statusId;
    if (parentStatus === STATUS_IN_PROGRESS) draft.statusId = random.pick([STATUS_TO_DO, STATUS_IN_PROGRESS, STATUS_DONE]);
    else draft.statusId = parentStatus;
  }
  for (const epic of drafts) {
    if (epic.type !== 'Epic') continue;
    const children = drafts.filter((draft) => draft.parent === epic);
    if (children.length > 0 && children.every((child) => child.statusId === STATUS_DONE)) epic.statusId = STATUS_DONE;
    else if (children.some((child) => child.statusId !== STATUS_TO_DO)) epic.statusId = STATUS_IN_PROGRESS;
  }
}

const PRIORITY_WEIGHTS = {
  Bug: { '1': 10, '2': 30, '3': 40, '4': 15, '5': 5 },
  other: { '1': 4, '2': 18, '3': 52, '4': 18, '5': 8 },
};

function insertDraft(store: JiraStore, random: SeededRandom, draft: Draft): void {
  const { seed, type } = draft;
  const lead = seed.project.leadAccountId;
  const parentIssue = draft.parent?.issueId ? store.issueById(draft.parent.issueId) : undefined;
  const assigneeId = type === 'Epic' ? lead : draft.statusId !== STATUS_TO_DO || random.chance(0.8) ? random.pick(seed.members) : null;
  const reporterId = type === 'Subtask' && parentIssue ? (parentIssue.assigneeId ?? parentIssue.reporterId ?? lead) : random.pick(seed.members);
  const span = SEED_ANCHOR - draft.created;
  let statusChangedAt = draft.created;
  let resolutiondate: number | null = null;
  let updated: number;
  if (draft.statusId === STATUS_DONE) {
    resolutiondate = between(random, draft.created + HOUR_MS, draft.created + Math.min(45 * DAY_MS, span));
    statusChangedAt = resolutiondate;
    updated = Math.min(SEED_ANCHOR, resolutiondate + between(random, 0, DAY_MS));
  } else if (draft.statusId === STATUS_IN_PROGRESS) {
    statusChangedAt = between(random, draft.created, draft.created + span / 2);
    updated = between(random, statusChangedAt, SEED_ANCHOR);
  } else {
    updated = between(random, draft.created, draft.created + span * 0.3);
  }
  const dueChance = type === 'Epic' ? 0.8 : type === 'Subtask' ? 0.3 : 0.55;
  const dueOffset = type === 'Epic' ? random.int(60, 150) : random.int(7, 60);
  const duedate = random.chance(dueChance) ? formatDateOnly(draft.created + dueOffset * DAY_MS) : null;
  const labelCount = type === 'Subtask' ? 0 : random.weighted({ '0': 4, '1': 4, '2': 2 });
  const issue = store.createIssue({
    projectId: seed.project.id,
    issueTypeId: TYPE_IDS[type],
    summary: draft.summary,
    description: seedDescription(random, type, draft.summary),
    statusId: draft.statusId,
    priorityId: random.weighted(type === 'Bug' ? PRIORITY_WEIGHTS.Bug : PRIORITY_WEIGHTS.other),
    assigneeId,
    reporterId,
    creatorId: reporterId,
    labels: random.sample(seed.labels, Number(labelCount)).sort(),
    duedate,
    created: draft.created,
    updated,
    resolutionId: resolutiondate === null ? null : RESOLUTION_DONE.id,
    resolutiondate,
    statusCategoryChangedAt: statusChangedAt,
    parentId: parentIssue?.id ?? null,
  });
  draft.issueId = issue.id;
}

export function seedJiraStore(store: JiraStore): void {
  for (const user of SEED_USERS) store.addUser({ ...user });
  for (const seed of SEED_PROJECTS) store.addProject({ ...seed.project, issueTypeIds: [...seed.project.issueTypeIds], lastIssueNumber: 0 });
  // A project's members are who its permission scheme lets be assigned issues.
  for (const seed of SEED_PROJECTS) store.setAssignable(seed.project.id, seed.members);
  const random = new SeededRandom(SEED);
  const drafts = draftBacklogs(random);
  assignStatuses(random, drafts);
  // Ids and keys follow creation time, as they do on a real site; the sort is stable for ties.
  const ordered = [...drafts].sort((a, b) => a.created - b.created);
  for (const draft of ordered) insertDraft(store, random, draft);
  seedJiraComments(store, SEED_PROJECTS);
}
