/**
 * Seeded comments: most issues carry a short discussion between members of
 * their project, written between the issue's creation and its last update
 * (a comment updates its issue in Jira, so none may come after). A generator
 * of its own keeps the issues' seeded values unchanged by this addition.
 */
import { doc, paragraph } from './adf.js';
import { issueTypeById } from './catalog.js';
import type { SeedProject } from './demo-account.js';
import { SeededRandom } from './seed-random.js';
import type { JiraStore } from './store.js';

const COMMENT_SEED = 20261102;
const MINUTE_MS = 60 * 1000;

const OPENERS = [
  'I can reproduce this on the latest build.',
  'Picked this up, will share an update by end of day.',
  'Is this still blocked on the API change?',
  'Added a short write-up of the options in the description.',
  'Talked to the stakeholders: this can wait until the next cycle.',
  'First pass is done, a review would be welcome.',
  'Linked the related work so we do not duplicate effort.',
  'Numbers from last week look better after the change.',
];

const REPLIES = [
  'Thanks, that matches what I saw.',
  'Agreed, let us keep the scope as it is.',
  'I left two comments on the draft.',
  'Works for me, moving it forward.',
  'Can we pair on this tomorrow morning?',
  'Checked again today: still happening on mobile Safari.',
];

export function seedJiraComments(store: JiraStore, projects: readonly SeedProject[]): void {
  const random = new SeededRandom(COMMENT_SEED);
  for (const issue of store.listIssues()) {
    if (issueTypeById(issue.issueTypeId)?.subtask) continue;
    const members = projects.find((seed) => seed.project.id === issue.projectId)?.members ?? [];
    const count = Number(random.weighted({ '0': 3, '1': 3, '2': 2, '3': 1 }));
    // Room for the thread: comments fall strictly between creation and the last update.
    if (members.length === 0 || issue.updated - issue.created < count * 10 * MINUTE_MS) continue;
    const times = Array.from({ length: count }, () => issue.created + Math.round(random.next() * (issue.updated - issue.created))).sort((a, b) => a - b);
    times.forEach((created, index) => {
      const authorId = random.pick(members);
      const text = index === 0 ? random.pick(OPENERS) : random.pick(REPLIES);
      // One comment in five was edited later, still before the issue's last update.
      const updated = random.chance(0.2) ? Math.min(issue.updated, created + random.int(5, 240) * MINUTE_MS) : created;
      store.addComment({ issueId: issue.id, authorId, updateAuthorId: authorId, body: doc(paragraph(text)), created, updated });
    });
  }
}
